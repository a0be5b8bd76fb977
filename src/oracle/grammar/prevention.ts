// Prevention effects that stop all of some damage (615.1a): "Prevent all combat damage that would be
// dealt by target creature this turn." (a resolving spell or ability, for the turn), "Prevent all
// damage that would be dealt to ~." and "... dealt to and dealt by enchanted creature." (static
// abilities, while their source is on the battlefield).
import type { CardType, Color, PreventDirection } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { EffectNode, ModifiedNode, StaticNode, TargetNode } from '../tree';
import { target } from './target';
import { oneSubject } from './continuous';
import { alt, lit, map, opt, re, template, where, type Parser } from './primitives';

const direction: Parser<PreventDirection> = alt<PreventDirection>(
  map(lit('to and dealt by'), () => 'toAndBy'),
  map(lit('to'), () => 'to'),
  map(lit('by'), () => 'by'),
);

const combatOnly = map(opt(lit('combat ')), (c) => c !== undefined && c !== null);

/** One object, fixed as the effect resolves: a target, "that creature", "it", the source. Not "each": its set would be fixed too early. */
const one: Parser<ModifiedNode> = where(oneSubject, (w) => w.kind !== 'each');

/** "Prevent all [combat] damage that would be dealt to/by/to and dealt by <one> this turn." */
export const preventAllThisTurn: Parser<EffectNode> = map(
  template`Prevent all ${combatOnly}damage that would be dealt ${direction} ${one} this turn.`,
  ([combat, d, what], span) => ({ kind: 'preventAll', span, what, direction: d, combatOnly: combat }),
);

const holder = alt(map(lit(SELF), () => 'self' as const), map(re(/(?:enchanted|equipped) creature/), () => 'attached' as const));

/**
 * "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (615.1a,
 * 615.5: the prevention and an effect after it, once per damage event).
 */
const phantom: Parser<StaticNode> = map(
  template`If damage would be dealt to ${lit(SELF)}, prevent that damage. Remove a +1/+1 counter from ${lit(SELF)}.`,
  (_, span): StaticNode => ({ kind: 'preventAll', span, affects: 'self', direction: 'to', combatOnly: false, thenRemoveCounter: '+1/+1' }),
);

/** "Prevent all [combat] damage that would be dealt to ~[ by creatures].", "... dealt by enchanted creature." */
const preventAllWords: Parser<StaticNode> = map(
  template`Prevent all ${combatOnly}damage that would be dealt ${direction} ${holder}${opt(lit(' by creatures'))}.`,
  ([combat, d, affects, byCreatures], span): StaticNode => ({
    kind: 'preventAll',
    span,
    affects,
    direction: d,
    combatOnly: combat,
    ...(byCreatures ? { fromCreatures: true as const } : {}),
  }),
);

export const preventAllStatic: Parser<StaticNode> = alt(preventAllWords, phantom);

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
type SourceQuality = { colors?: Color[]; types?: CardType[] };

/** "a ", "an artifact ", "a land ", "a red ", "a black or red ": what the chosen source must be (609.7a). */
const sourceQuality: Parser<SourceQuality | undefined> = alt<SourceQuality | undefined>(
  map(lit('an artifact '), () => ({ types: ['Artifact'] as CardType[] })),
  map(lit('a land '), () => ({ types: ['Land'] as CardType[] })),
  map(re(/a (white|blue|black|red|green) or (white|blue|black|red|green) /), (m) => ({ colors: [COLORS[m[1]], COLORS[m[2]]] })),
  map(re(/a (white|blue|black|red|green) /), (m) => ({ colors: [COLORS[m[1]]] })),
  map(lit('a '), () => undefined),
);

const damagedOne: Parser<{ kind: 'you'; span: { start: number; end: number } } | TargetNode> = alt<{ kind: 'you'; span: { start: number; end: number } } | TargetNode>(
  map(lit('you'), (_, span) => ({ kind: 'you' as const, span })),
  where(target, (t) => (t.max ?? 1) === 1 && !t.anyNumber && !t.spells),
);

/** "The next time a red source of your choice would deal damage to you this turn, prevent that damage." (615.8, 609.7a) */
export const preventNextFromSource: Parser<EffectNode> = map(
  template`The next time ${sourceQuality}source of your choice would deal damage${opt(template` to ${damagedOne}`)} this turn, prevent that damage.`,
  ([quality, to], span): EffectNode => ({ kind: 'preventNextFromSource', span, ...(quality ? { quality } : {}), ...(to ? { to: to[0] } : {}) }),
);

/**
 * "Prevent all damage a red source of your choice would deal [to you] this turn.", "Prevent all damage
 * that would be dealt to you this turn by a source of your choice." (615.1a; the source chosen as the
 * effect is created, 609.7a): all of that source's damage for the turn, not only the next.
 */
export const preventAllFromSource: Parser<EffectNode> = alt<EffectNode>(
  map(template`Prevent all damage ${sourceQuality}source of your choice would deal${opt(template` to ${damagedOne}`)} this turn.`, ([quality, to], span): EffectNode => ({
    kind: 'preventNextFromSource',
    span,
    all: true,
    ...(quality ? { quality } : {}),
    ...(to ? { to: to[0] } : {}),
  })),
  map(template`Prevent all damage that would be dealt to ${damagedOne} this turn by ${sourceQuality}source of your choice.`, ([to, quality], span): EffectNode => ({
    kind: 'preventNextFromSource',
    span,
    all: true,
    to,
    ...(quality ? { quality } : {}),
  })),
);
