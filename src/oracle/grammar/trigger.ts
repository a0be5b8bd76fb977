// Trigger conditions (603.1): the words after "When", "Whenever" or "At" up to the comma. The
// events the engine detects are read; any other condition keeps its words.
import { SELF } from '../normalize';
import type { CardType } from '../../engine/state/card';
import type { CombatEvent, TriggerNode } from '../tree';
import { combatDamageToPlayerOrPlaneswalker } from './combatDamageTrigger';
import { count, number } from './quantity';
import { alt, capitalized, lit, map, opt, re, template, where, whole, type Parser } from './primitives';
import { permanentNoun } from './target';
import { watchedEvent } from './triggerWatch';
import { moreTriggerEvents } from './triggerEvents';
import { transformTriggers } from './transformTriggers';
import { readSubjectTrigger } from './triggerSubjects';
import { countersPutTrigger } from './countersPutTrigger';

const INSTANT_OR_SORCERY = ['Instant', 'Sorcery'] as const;
const SPELL_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
const castSpell = 'Whenever you cast an instant or sorcery spell';
/** Every spell has one of these types (205.2a). */
const ALL_SPELL_TYPES: CardType[] = [...Object.values(SPELL_TYPES), 'Battle', 'Kindred'];

/** "Whenever ~ attacks", "When ~ becomes blocked": the permanent's own part in combat. */
const COMBAT_WORDS: [string, CombatEvent][] = [
  ['attacks', 'attacks'], // 508.3a
  ['blocks', 'blocks'], // 509.3c
  ['becomes blocked', 'becomesBlocked'], // 509.3c: once, however many creatures block it
  ['deals combat damage to a player', 'combatDamageToPlayer'], // 510.3a
];
const combatEvent: Parser<TriggerNode> = map(
  template`${re(/Whenever |When /)}${lit(SELF)} ${alt(...COMBAT_WORDS.map(([words, event]) => map(lit(words), () => event)))}`,
  ([, , event], span) => ({ kind: 'trigger', span, event }),
);
/** "Whenever ~ attacks or blocks", "Whenever ~ blocks or becomes blocked": either event (603.2). */
const combatEither: Parser<TriggerNode> = (text, at) => {
  const first = combatEvent(text, at);
  if (!first || first.value.kind !== 'trigger' || !text.startsWith(' or ', first.end)) return null;
  const event = first.value.event;
  const second = COMBAT_WORDS.find(([words, e]) => e !== event && text.startsWith(words, first.end + 4));
  if (!second) return null;
  const end = first.end + 4 + second[0].length;
  const other: TriggerNode = { kind: 'trigger', span: { start: first.end + 4, end }, event: second[1] };
  return { value: { kind: 'triggers', span: { start: at, end }, events: [first.value, other] }, end };
};

const event: Parser<TriggerNode> = alt<TriggerNode>(
  countersPutTrigger, // countersPutTrigger.ts (122.6)
  transformTriggers, // transformTriggers.ts: "transforms into ~", day and night (before "When ~ enters")
  moreTriggerEvents, // triggerEvents.ts: discards, draws, own damage, cast by mana value or order
  watchedEvent, // triggerWatch.ts: other objects' and players' events
  // Battalion: "Whenever ~ and at least two other creatures attack" (508.3a: as attackers are declared).
  map(template`Whenever ${lit(SELF)} and at least ${number} other creatures attack`, ([, n], span): TriggerNode => ({ kind: 'trigger', span, event: 'attacks', withOthers: n.value as number })),
  // Heroic: "a spell that targets ~", checked as it is cast (601.2i).
  map(lit(`Whenever you cast a spell that targets ${SELF}`), (_, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, targetsSelf: true })),
  combatDamageToPlayerOrPlaneswalker, // combatDamageTrigger.ts (before "... to a player")
  combatEither,
  combatEvent,
  // Either event (603.2): "When ~ enters or leaves the battlefield".
  map(lit(`When ${SELF} enters or leaves the battlefield`), (_, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [{ kind: 'trigger', span, event: 'enters' }, { kind: 'trigger', span, event: 'leaves' }],
  })),
  map(lit(`When ${SELF} enters`), (_, span) => ({ kind: 'trigger', span, event: 'enters' })), // 603.6a
  // Either event (603.2): "Whenever ~ enters or attacks" (603.6a, 508.3a).
  map(lit(`Whenever ${SELF} enters or attacks`), (_, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [{ kind: 'trigger', span, event: 'enters' }, { kind: 'trigger', span, event: 'attacks' }],
  })),
  // 603.6a: "Whenever ~ or another Ally enters under your control": a subtype alone names creatures of it (205.3m).
  map(template`Whenever ${lit(SELF)} or another ${re(/[A-Z][a-z]+(?![\w-])/)} enters${opt(lit(' under your control'))}`, ([, m, yours], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'permanentEnters',
    permanents: ['Creature'],
    quality: { subtypes: [m[0]] },
    other: false,
    yours: yours !== undefined,
  })),
  // 603.6a: another permanent entering ("Whenever a land enters under your control", "Whenever ~ or another Ally enters under your control").
  map(template`Whenever ${alt(lit('a '), lit('an '), lit('another '), lit(`${SELF} or another `))}${permanentNoun(false)} enters${opt(lit(' under your control'))}`, ([which, p, yours], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'permanentEnters',
    permanents: p.types,
    ...(p.quality ? { quality: p.quality } : {}),
    other: which === 'another ',
    yours: yours !== undefined,
  })),
  map(lit(`When ${SELF} dies`), (_, span) => ({ kind: 'trigger', span, event: 'dies' })), // 700.4, 603.10a
  map(lit(`When ${SELF} leaves the battlefield`), (_, span) => ({ kind: 'trigger', span, event: 'leaves' })), // 603.6c, 603.10a
  map(lit(`When ${SELF} is put into a graveyard from the battlefield`), (_, span) => ({ kind: 'trigger', span, event: 'toGraveyardFromBattlefield' })), // 603.6c, 603.10a
  map(re(new RegExp(`Whenever ${SELF} becomes (tapped|untapped)`)), (m, span) => ({ kind: 'trigger', span, event: m[1] === 'tapped' ? 'becomesTapped' : 'becomesUntapped' })), // 701.26
  map(lit(`When ${SELF} becomes monstrous`), (_, span) => ({ kind: 'trigger', span, event: 'becomesMonstrous' })), // 701.37a
  map(lit(`When ${SELF} exploits a creature`), (_, span) => ({ kind: 'trigger', span, event: 'exploits' })), // 702.110b
  map(lit(`When ${SELF} is turned face up`), (_, span) => ({ kind: 'trigger', span, event: 'turnedFaceUp' })), // 708.8, 702.37e
  map(lit('Whenever you draw a card'), (_, span) => ({ kind: 'trigger', span, event: 'draws' })), // 121.1
  map(lit('Whenever you draw your second card each turn'), (_, span) => ({ kind: 'trigger', span, event: 'draws', nth: 2 })),
  map(lit(`Whenever ${SELF} is dealt damage`), (_, span) => ({ kind: 'trigger', span, event: 'dealtDamage' })), // 120.3
  map(lit('Whenever you gain life'), (_, span) => ({ kind: 'trigger', span, event: 'gainLife' })), // 119.9
  map(template`Whenever you get one or more {E}${opt(lit(' '))}`, (_, span) => ({ kind: 'trigger', span, event: 'getEnergy' })), // 122.1; reminder text left a space
  // 507.1: the beginning of combat step; "on your turn" is the combat of its controller's turn.
  map(lit('At the beginning of combat on your turn'), (_, span) => ({ kind: 'trigger', span, event: 'step', step: 'beginningOfCombat', whose: 'yours' })),
  map(lit('At the beginning of each combat'), (_, span) => ({ kind: 'trigger', span, event: 'step', step: 'beginningOfCombat', whose: 'each' })),
  ...(['upkeep', 'draw step', 'end step'] as const).flatMap((words) => {
    const step = words === 'upkeep' ? 'upkeep' : words === 'draw step' ? 'draw' : 'end';
    const at = (phrase: string, whose: 'yours' | 'each') => map(lit(phrase), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'step', step, whose }));
    // "each player's upkeep" is each upkeep, and names its active player (503.1a).
    const eachPlayers = map(lit(`At the beginning of each player's ${words}`), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'step', step, whose: 'each', ofEachPlayer: true }));
    // 503.1a, 504.2, 513.1a; "the end step" is the older wording of "each end step".
    return [at(`At the beginning of your ${words}`, 'yours'), at(`At the beginning of each ${words}`, 'each'), eachPlayers, ...(step === 'end' ? [at('At the beginning of the end step', 'each')] : [])];
  }),
  // 605.1b: a triggered mana ability.
  map(lit('Whenever a player taps a land for mana'), (_, span) => ({ kind: 'trigger', span, event: 'tappedForMana' })),
  // 601.2i: the spell becomes cast; a "while" condition is checked as it is cast, not on resolution.
  map(lit(`${castSpell} that has the same name as a card in your graveyard`), (_, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: [...INSTANT_OR_SORCERY], sameNameInGraveyard: true })),
  map(
    where(template`${lit(castSpell)} while ${lit(SELF)} has ${count} or more ${re(/[a-z]+/)} counters on it`, ([, , n]) => typeof n.value === 'number'),
    ([, , n, counter], span): TriggerNode => ({ kind: 'trigger', span, event: 'cast', spellTypes: [...INSTANT_OR_SORCERY], whileCounters: { counter: counter[0], atLeast: n.value as number } }),
  ),
  map(lit(castSpell), (_, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: [...INSTANT_OR_SORCERY] })),
  // 601.2i: "a creature spell" is a spell with that type; "a spell" is a spell of any type (every spell has one, 205.2a).
  map(re(/Whenever you cast an? (creature|artifact|enchantment|planeswalker|instant|sorcery) spell/), (m, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: [SPELL_TYPES[m[1]]] })),
  map(lit('Whenever you cast a spell'), (_, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES })),
  // 205.4b: "noncreature spell" is a spell without the creature type (an artifact creature spell is not one).
  map(lit('Whenever you cast a noncreature spell'), (_, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, notTypes: ['Creature'] })),
  // 205.3: "a Spirit or Arcane spell" is a spell with either subtype; 105.4: "a multicolored spell" has two or more colors.
  map(re(/Whenever you cast an? ([A-Z][a-z]+) or ([A-Z][a-z]+) spell/), (m, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, subtypes: [m[1], m[2]] })),
  map(re(/Whenever you cast an? ([A-Z][a-z]+) spell/), (m, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, subtypes: [m[1]] })),
  map(lit('Whenever you cast a multicolored spell'), (_, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, multicolored: true })),
  map(lit('Whenever a player casts a spell'), (_, span) => ({ kind: 'trigger', span, event: 'cast', spellTypes: ALL_SPELL_TYPES, anyPlayer: true })),
);

/** "When ~ enters and at the beginning of your upkeep": two events, either triggers it (603.2). */
function both(text: string, start: number, end: number): TriggerNode | null {
  const and = text.indexOf(' and at ', start);
  if (and < 0 || and >= end) return null;
  const first = whole(event, text, start, and);
  const second = first && whole(capitalized(event), text, and + 5, end);
  return first && second ? { kind: 'triggers', span: { start, end }, events: [first, second] } : null;
}

/** The trigger condition `text[start, end)` (without its comma). */
export function readTrigger(text: string, start: number, end: number): TriggerNode {
  return whole(event, text, start, end) ?? readSubjectTrigger(event, text, start, end) ?? both(text, start, end) ?? { kind: 'unmodelled', span: { start, end }, text: text.slice(start, end) };
}

/**
 * Where a triggered ability's condition ends: the first comma outside quotes. A condition that
 * itself holds a comma ("Whenever ~ attacks, blocks, or ...") is then split early, which only
 * makes the whole ability unmodelled, never a wrong one.
 */
export function triggerEnd(text: string, start: number, end: number): number {
  let quoted = false;
  for (let i = start; i < end; i++) {
    if (text[i] === '"') quoted = !quoted;
    if (!quoted && text[i] === ',') return i;
  }
  return -1;
}
