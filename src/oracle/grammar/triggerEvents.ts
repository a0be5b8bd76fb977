// More trigger conditions (603.2): discarding (701.9a; cycling discards, so "cycle or discard"
// is one event, 702.29a), another player's drawing (121.1), a permanent's own damage (120.3), the
// spell's own casting (601.2i), casting a spell by its mana value (202.3), being historic (700.6)
// or its place among the spells its caster cast this turn, and either of two own events (603.2).
import { SELF } from '../normalize';
import type { CardType } from '../../engine/state/card';
import type { TriggerNode } from '../tree';
import { diceTriggers } from './dice';
import { becomesMonarchTrigger } from './monarch';
import { alt, lit, map, re, template, type Parser } from './primitives';

/** Every spell has one of these types (205.2a). */
const ALL_SPELL_TYPES: CardType[] = ['Creature', 'Artifact', 'Enchantment', 'Planeswalker', 'Instant', 'Sorcery', 'Battle', 'Kindred'];
const ORDINALS: Record<string, number> = { second: 2, third: 3 };
/** The condition ends here: "Whenever ~ deals damage" is not "... deals damage to a player". */
const END = /(?![\w ])/.source;

const discarded: Parser<TriggerNode> = alt<TriggerNode>(
  // 702.29a: cycling's cost discards the card, so "cycle or discard" triggers once for it.
  map(re(new RegExp(`Whenever you (?:cycle or )?discard (a|another) card${END}`)), (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'discarded', who: 'you', other: m[1] === 'another' })),
  map(re(new RegExp(`Whenever (an opponent|a player) discards a card${END}`)), (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'discarded', who: m[1] === 'a player' ? 'any' : 'opponent', other: false })),
);

const draws: Parser<TriggerNode> = map(re(new RegExp(`Whenever (an opponent|a player) draws a card${END}`)), (m, span): TriggerNode => ({
  kind: 'trigger',
  span,
  event: 'playerDraws',
  who: m[1] === 'a player' ? 'any' : 'opponent',
}));

const ownEvents: Parser<TriggerNode> = alt<TriggerNode>(
  map(re(new RegExp(`Whenever ${SELF} deals damage${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'dealsDamage' })),
  // 700.4, 603.10a: the creature's damage this turn is remembered (the object's `damagedBy`).
  map(re(new RegExp(`Whenever a creature dealt damage by ${SELF} this turn dies${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'damagedByDies' })),
  map(re(new RegExp(`When(?:ever)? ${SELF} becomes the target of a spell or ability( an opponent controls)?${END}`)), (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'becomesTarget', byOpponent: m[1] !== undefined })),
  // 509.3d: once for each creature blocking it.
  map(re(new RegExp(`Whenever ${SELF} becomes blocked by a creature${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'becomesBlockedByCreature' })),
  // 509.3b: once for each attacking creature it blocks.
  map(re(new RegExp(`Whenever ${SELF} blocks a creature( with flying)?${END}`)), (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'blocksCreature', ...(m[1] ? { attackerKeyword: 'flying' } : {}) })),
  // 120.3: once for each creature dealt damage (510.2: combat damage to several at once).
  map(re(new RegExp(`Whenever ${SELF} deals (combat )?damage to a creature${END}`)), (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'dealsDamageToCreature', combat: m[1] !== undefined })),
  // 509.3b, 509.3d: either event, once for each creature it blocks or that blocks it.
  map(re(new RegExp(`Whenever ${SELF} blocks or becomes blocked by a creature${END}`)), (_, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [
      { kind: 'trigger', span, event: 'blocksCreature' },
      { kind: 'trigger', span, event: 'becomesBlockedByCreature' },
    ],
  })),
  // 509.3g: as blockers are declared, none for it.
  map(re(new RegExp(`Whenever ${SELF} attacks and isn't blocked${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'attacksUnblocked' })),
  // 506.5: the only creature declared as an attacker.
  map(re(new RegExp(`Whenever ${SELF} attacks alone${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'attacksAlone', self: true })),
  map(re(new RegExp(`Whenever a creature you control attacks alone${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'attacksAlone', self: false })),
  map(re(new RegExp(`Whenever an? ([A-Z][a-z]+) or ([A-Z][a-z]+) you control attacks alone${END}`)), (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'attacksAlone', self: false, subtypes: [m[1], m[2]] })),
  // 601.2i: an ability of the spell itself, triggering on the stack as it becomes cast.
  map(re(new RegExp(`When you cast ${SELF}${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'castSelf' })),
  // 603.2, 603.6a, 603.10a: either event triggers it.
  map(re(new RegExp(`When ${SELF} enters or (dies|is put into a graveyard from the battlefield)${END}`)), (m, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [
      { kind: 'trigger', span, event: 'enters' },
      { kind: 'trigger', span, event: m[1] === 'dies' ? 'dies' : 'toGraveyardFromBattlefield' },
    ],
  })),
);

const caster = alt(lit('you cast'), lit('a player casts'), lit('an opponent casts'));
const whoCasts = (w: string) => (w === 'you cast' ? {} : w === 'a player casts' ? { anyPlayer: true } : { opponent: true });

const cast: Parser<TriggerNode> = alt<TriggerNode>(
  // 700.6: artifacts, legendaries and Sagas are historic.
  map(re(new RegExp(`Whenever you cast a historic spell${END}`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, historic: true })),
  map(re(new RegExp(`Whenever you cast your (second|third) spell each turn${END}`)), (m, span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, nthThisTurn: ORDINALS[m[1]] })),
  // 202.3: a spell's mana value, X being its chosen value on the stack (202.3e).
  map(template`Whenever ${caster} ${re(new RegExp(`a spell with mana value (\\d+) or (greater|less)${END}`))}`, ([who, m], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'cast',
    spellTypes: ALL_SPELL_TYPES,
    manaValue: m[2] === 'greater' ? { atLeast: Number(m[1]) } : { atMost: Number(m[1]) },
    ...whoCasts(who),
  })),
  // 614.12: "a spell of the chosen color", "a creature spell of the chosen type": what the source chose as it entered.
  map(template`Whenever ${caster} ${re(new RegExp(`an? (creature )?spell of the chosen (color|type)${END}`))}`, ([who, m], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'cast',
    spellTypes: m[1] ? ['Creature'] : ALL_SPELL_TYPES,
    chosen: m[2] === 'color' ? 'color' : 'creatureType',
    ...whoCasts(who),
  })),
);

export const moreTriggerEvents: Parser<TriggerNode> = alt<TriggerNode>(discarded, draws, ownEvents, cast, diceTriggers, becomesMonarchTrigger);
