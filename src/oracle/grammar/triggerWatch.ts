// Trigger conditions that watch other objects and players (603.2): another permanent dying
// (700.4; a leaves-the-battlefield ability that looks back, 603.6c, 603.10a), the creature an Aura
// or Equipment is attached to dying, attacking or dealing combat damage (301.5, 303.4), a
// creature of a kind attacking or dealing combat damage (508.3a, 510.3a), a spell of a color cast
// by you, a player or an opponent (601.2i), and the steps of an opponent's turn (503.1a, 513.1a).
import { SELF } from '../normalize';
import type { CardType, Color } from '../../engine/state/card';
import type { TriggerNode } from '../tree';
import { alt, lit, map, re, template, type Parser } from './primitives';
import { permanentNoun } from './target';

const A = alt(lit('a '), lit('an '));
const SUBTYPE = re(/[A-Z][a-z]+(?![\w-])/);

/** "Whenever a creature dies", "another nontoken creature you control dies", "~ or another creature you control dies". */
const dies: Parser<TriggerNode> = alt<TriggerNode>(
  map(template`Whenever ${alt(lit('a '), lit('an '), lit('another '))}${permanentNoun(false)} dies`, ([which, p], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'permanentDies',
    permanents: p.types,
    ...(p.quality ? { quality: p.quality } : {}),
    other: which === 'another ',
  })),
  map(template`Whenever ${lit(SELF)} or another ${permanentNoun(false)} dies`, ([, p], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'permanentDies',
    permanents: p.types,
    ...(p.quality ? { quality: p.quality } : {}),
    other: false,
  })),
  // 205.3m: a creature type alone names creatures of that type ("~ or another Zombie you control dies").
  map(template`Whenever ${lit(SELF)} or another ${SUBTYPE}${alt(lit(' you control dies'), lit(' dies'))}`, ([, m, rest], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'permanentDies',
    permanents: ['Creature'],
    quality: { subtypes: [m[0]], ...(rest === ' you control dies' ? { controller: 'you' as const } : {}) },
    other: false,
  })),
);

/** "When enchanted creature dies", "Whenever equipped creature attacks", "... deals combat damage to a player". */
const attached: Parser<TriggerNode> = map(
  template`${alt(lit('Whenever '), lit('When '))}${alt(lit('enchanted'), lit('equipped'))} creature ${alt(lit('dies'), lit('attacks'), lit('deals combat damage to a player'))}`,
  ([, , what], span): TriggerNode => ({ kind: 'trigger', span, event: 'attachedTo', what: what === 'dies' ? 'dies' : what === 'attacks' ? 'attacks' : 'combatDamageToPlayer' }),
);

/** "Whenever a creature you control attacks", "Whenever a Dragon you control attacks", "... deals combat damage to a player". */
const creatureCombat: Parser<TriggerNode> = alt<TriggerNode>(
  map(template`Whenever ${A}${permanentNoun(false)} ${alt(lit('attacks'), lit('deals combat damage to a player'))}`, ([, p, what], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'creatureCombat',
    what: what === 'attacks' ? 'attacks' : 'combatDamageToPlayer',
    permanents: p.types,
    ...(p.quality ? { quality: p.quality } : {}),
  })),
  map(template`Whenever ${A}${SUBTYPE} you control ${alt(lit('attacks'), lit('deals combat damage to a player'))}`, ([, m, what], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'creatureCombat',
    what: what === 'attacks' ? 'attacks' : 'combatDamageToPlayer',
    permanents: ['Creature'],
    quality: { subtypes: [m[0]], controller: 'you' },
  })),
);

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const SPELL_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
/** Every spell has one of these types (205.2a). */
const ALL_SPELL_TYPES: CardType[] = [...Object.values(SPELL_TYPES), 'Battle', 'Kindred'];
const caster = alt(lit('you cast'), lit('a player casts'), lit('an opponent casts'));
const whoCasts = (w: string) => (w === 'you cast' ? {} : w === 'a player casts' ? { anyPlayer: true } : { opponent: true });

/** "Whenever you cast a red spell", "Whenever a player casts a black spell", "Whenever an opponent casts a creature spell" (601.2i, 105.2). */
const cast: Parser<TriggerNode> = alt<TriggerNode>(
  map(template`Whenever ${caster} ${A}${re(/(white|blue|black|red|green) spell/)}`, ([who, , m], span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, colors: [COLORS[m[1]]], ...whoCasts(who) })),
  // "a colorless spell" has no color (105.2c).
  map(template`Whenever ${caster} a colorless spell`, ([who], span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, colorless: true, ...whoCasts(who) })),
  map(template`Whenever ${alt(lit('a player casts'), lit('an opponent casts'))} ${A}${re(/(creature|artifact|enchantment|planeswalker|instant|sorcery) spell/)}`, ([who, , m], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'cast',
    spellTypes: [SPELL_TYPES[m[1]]],
    ...whoCasts(who),
  })),
  map(template`Whenever ${alt(lit('a player casts'), lit('an opponent casts'))} an instant or sorcery spell`, ([who], span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ['Instant', 'Sorcery'], ...whoCasts(who) })),
  // 205.4b: a noncreature spell has no creature type.
  map(template`Whenever ${alt(lit('a player casts'), lit('an opponent casts'))} a noncreature spell`, ([who], span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, notTypes: ['Creature'], ...whoCasts(who) })),
  // 707.10: a copy is put on the stack, not cast; "cast or copy" names both events.
  map(lit('Whenever you cast or copy an instant or sorcery spell'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ['Instant', 'Sorcery'], orCopy: true })),
  map(lit('Whenever an opponent casts a spell'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, opponent: true })),
);

/** "At the beginning of each opponent's upkeep" (503.1a), "... end step" (513.1a); "At end of combat" (511.2); "your precombat main phase" (505.1). */
const steps: Parser<TriggerNode> = alt<TriggerNode>(
  map(template`At the beginning of each opponent's ${alt(lit('upkeep'), lit('end step'), lit('draw step'))}`, ([w], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'step',
    step: w === 'upkeep' ? 'upkeep' : w === 'draw step' ? 'draw' : 'end',
    whose: 'opponents',
  })),
  // 303.4: the player an Aura enchants, or the controller of the permanent it enchants; "that player" is them.
  map(alt(lit("At the beginning of the upkeep of enchanted creature's controller"), lit("At the beginning of enchanted player's upkeep")), (_, span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'step',
    step: 'upkeep',
    whose: 'enchanted',
    ofEachPlayer: true,
  })),
  map(lit('At end of combat on your turn'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'step', step: 'endOfCombat', whose: 'yours' })),
  map(lit('At end of combat'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'step', step: 'endOfCombat', whose: 'each' })),
  map(lit('At the beginning of your precombat main phase'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'step', step: 'precombatMain', whose: 'yours' })),
  map(lit('At the beginning of your postcombat main phase'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'step', step: 'postcombatMain', whose: 'yours' })),
);

/** 702.29c: "When you cycle ~" (from the zone the card is in then); "Whenever you cycle a card", "a player cycles a card". */
const cycled: Parser<TriggerNode> = alt<TriggerNode>(
  map(lit(`When you cycle ${SELF}`), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'cycled', who: 'self' })),
  map(lit('Whenever you cycle a card'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'cycled', who: 'you' })),
  map(lit('Whenever a player cycles a card'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'cycled', who: 'any' })),
);

/**
 * "Whenever ~ deals damage to a player / an opponent", "... combat damage to an opponent" (120.3a,
 * 510.3a). "Deals combat damage to a player" is trigger.ts's own combat event.
 */
const dealsDamage: Parser<TriggerNode> = alt<TriggerNode>(
  map(template`Whenever ${lit(SELF)} deals damage to ${alt(lit('a player'), lit('an opponent'))}`, ([, who], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'dealsDamageToPlayer',
    opponent: who === 'an opponent',
    combat: false,
  })),
  map(template`Whenever ${lit(SELF)} deals combat damage to an opponent`, (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'dealsDamageToPlayer', opponent: true, combat: true })),
);

export const watchedEvent: Parser<TriggerNode> = alt<TriggerNode>(dies, attached, creatureCombat, cast, steps, cycled, dealsDamage);
