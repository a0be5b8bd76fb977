// Creatures attacking, watched by another permanent (508.3a, 510.3a), read whole: "Whenever another
// creature you control attacks", "a creature you control with trample attacks", "Whenever a creature
// attacks you or a planeswalker you control", "... one of your opponents" (508.1b: whom it attacks).
import type { AttachedEvent, AttackedWhom, PermanentAct } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { TriggerNode } from '../tree';
import { alt, lit, map, opt, re, template, type Parser } from './primitives';
import { noun, WHICH } from './triggerNoun';
import { singularSubtype } from './keyword';

const WHOM: Parser<AttackedWhom> = alt<AttackedWhom>(
  map(lit(' you or a planeswalker you control'), () => 'yours'),
  map(lit(' you'), () => 'you'),
  map(lit(' one of your opponents or a planeswalker an opponent controls'), () => 'opponents'),
  map(lit(' one of your opponents'), () => 'opponent'),
);

export const creatureAttacks: Parser<TriggerNode> = (text, at) => {
  const r = template`Whenever ${WHICH}${noun}${alt(lit(' attacks'), lit(' deals combat damage to a player'))}${opt(WHOM)}`(text, at);
  if (!r) return null;
  const [which, subject, what, whom] = r.value;
  // A creature (a subtype alone names a creature that attacks, 109.2, 506.1); "~ or another" is the source's own event too.
  if (which !== 'a ' && which !== 'an ' && which !== 'another ') return null;
  if (!subject.subtypeOnly && (subject.types.length !== 1 || subject.types[0] !== 'Creature')) return null;
  if (whom !== undefined && what !== ' attacks') return null;
  const node: TriggerNode = {
    kind: 'trigger',
    span: { start: at, end: r.end },
    event: 'creatureCombat',
    what: what === ' attacks' ? 'attacks' : 'combatDamageToPlayer',
    permanents: ['Creature'],
    ...(subject.quality ? { quality: subject.quality } : {}),
    ...(which === 'another ' ? { other: true } : {}),
    ...(whom ? { attacked: whom } : {}),
  };
  return { value: node, end: r.end };
};

const ATTACHED_EVENTS: [string, AttachedEvent[], boolean?][] = [
  [' attacks or blocks', ['attacks', 'blocks']],
  [' blocks or becomes blocked', ['blocks', 'becomesBlocked']],
  [' blocks', ['blocks']],
  [' becomes blocked', ['becomesBlocked']],
  [' becomes tapped', ['becomesTapped']],
  [' becomes the target of a spell or ability', ['becomesTarget']],
  [' becomes the target of a spell', ['becomesTarget'], true],
  [' leaves the battlefield', ['leaves']],
];

/**
 * "Whenever enchanted creature attacks or blocks", "Whenever enchanted land becomes tapped", "When
 * enchanted creature becomes the target of a spell or ability", "When enchanted creature leaves the
 * battlefield": the permanent the Aura or Equipment is attached to (301.5, 303.4); either of two events (603.2).
 */
export const attachedEvents: Parser<TriggerNode> = (text, at) => {
  const head = re(/When(?:ever)? (?:enchanted|equipped) (?:creature|land|artifact|permanent)/)(text, at);
  if (!head) return null;
  for (const [words, events, bySpell] of ATTACHED_EVENTS) {
    if (!text.startsWith(words, head.end)) continue;
    const span = { start: at, end: head.end + words.length };
    const one = (what: AttachedEvent): TriggerNode => ({ kind: 'trigger', span, event: 'attachedTo', what, ...(bySpell ? { bySpell: true } : {}) });
    return { value: events.length === 1 ? one(events[0]) : { kind: 'triggers', span, events: events.map(one) }, end: span.end };
  }
  return null;
};

const ACTS: [string, PermanentAct][] = [
  [' becomes tapped', 'becomesTapped'],
  [' becomes untapped', 'becomesUntapped'],
  [' becomes blocked', 'becomesBlocked'],
  [' blocks', 'blocks'],
];

/** "Whenever a creature an opponent controls becomes tapped" (701.26), "Whenever a creature blocks" (509.3a), "... you control becomes blocked" (509.3c). */
export const permanentActs: Parser<TriggerNode> = map(
  template`Whenever ${WHICH}${noun}${alt(...ACTS.map(([words, act]) => map(lit(words), () => act)))}`,
  ([which, subject, what], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'permanentDoes',
    what,
    // 509.1a: only creatures block or become blocked; a subtype alone names one.
    permanents: what === 'blocks' || what === 'becomesBlocked' ? ['Creature'] : subject.types,
    ...(subject.quality ? { quality: subject.quality } : {}),
    other: which === 'another ',
  }),
);

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3 };

/**
 * "Whenever you attack with three or more creatures [with flying]", "Whenever one or more [nontoken]
 * creatures / Vampires you control attack", "Whenever one or more creatures attack [you]" (508.1):
 * once as attackers are declared.
 */
export const attackDeclared: Parser<TriggerNode> = alt<TriggerNode>(
  map(re(/When(?:ever)? you attack with (one|two|three) or more creatures( with flying)?$/), (m, span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'attackDeclared',
    by: 'you',
    atLeast: NUMBERS[m[1]],
    ...(m[2] ? { quality: { keyword: { keyword: 'flying', has: true } } } : {}),
  })),
  map(re(/Whenever one or more (nontoken )?(creatures|[A-Z][a-z]+s) you control attack$/), (m, span): TriggerNode | null => {
    const subtype = m[2] === 'creatures' ? undefined : singularSubtype(m[2]);
    if (m[2] !== 'creatures' && !subtype) return null;
    const quality = { controller: 'you' as const, ...(m[1] ? { token: false } : {}), ...(subtype ? { subtypes: [subtype] } : {}) };
    return { kind: 'trigger', span, event: 'attackDeclared', by: 'you', atLeast: 1, quality };
  }) as Parser<TriggerNode>,
  map(re(/Whenever one or more creatures attack( you)?$/), (m, span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'attackDeclared',
    by: 'any',
    ...(m[1] ? { attacking: 'you' as const } : {}),
    atLeast: 1,
  })),
);

/** "Whenever ~ becomes blocked by a white creature" (509.3d), "Whenever ~ blocks a creature without flying" (509.3b), either (603.2): the other creature's kind. */
export const blockedByKind: Parser<TriggerNode> = (text, at) => {
  const r = template`Whenever ${lit(SELF)} ${alt(lit('blocks or becomes blocked by'), lit('becomes blocked by'), lit('blocks'))} ${alt(lit('a '), lit('an '))}${noun}`(text, at);
  if (!r) return null;
  const [, how, , subject] = r.value;
  const of = { permanents: ['Creature' as const], ...(subject.quality ? { quality: subject.quality } : {}) };
  // A creature only: "an artifact creature" names two types, "a white creature" one.
  if (!subject.subtypeOnly && !subject.types.includes('Creature')) return null;
  if (subject.types.length > 1 && !subject.subtypeOnly) return null;
  const span = { start: at, end: r.end };
  const blocks: TriggerNode = { kind: 'trigger', span, event: 'blocksCreature', of };
  const blocked: TriggerNode = { kind: 'trigger', span, event: 'becomesBlockedByCreature', of };
  const value: TriggerNode = how === 'blocks' ? blocks : how === 'becomes blocked by' ? blocked : { kind: 'triggers', span, events: [blocks, blocked] };
  return { value, end: r.end };
};
