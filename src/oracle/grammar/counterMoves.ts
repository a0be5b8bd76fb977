// Counters taken off and moved (122.1, 122.5): "Remove a -1/-1 counter from ~.", "remove a +1/+1
// counter from it.", "Remove a -1/-1 counter from target creature.", "remove a -1/-1 counter from
// each creature you control."; "Move a +1/+1 counter from ~ onto target creature.", "Move all
// counters from target creature onto another target creature.".
import { SELF } from '../normalize';
import type { EachNode, EffectNode, Quantity, RefNode, TargetNode } from '../tree';
import { counterKind, placeable } from './counter';
import { count } from './quantity';
import { permanentNoun, ref, target } from './target';
import { alt, lit, map, opt, template, where, type Parser } from './primitives';

const counterWord = alt(lit('counters'), lit('counter'));
const self = map(lit(SELF), () => undefined);
const it = where(ref, (r) => r.word === 'it' || r.word === 'that creature');

/** "each creature you control", "each other creature": no target (115.10). */
const each: Parser<EachNode> = map(template`each ${opt(lit('other '))}${permanentNoun(false)}`, ([other, p], span) => ({
  kind: 'each',
  span,
  permanents: p.types,
  ...(p.quality ? { quality: p.quality } : {}),
  ...(other ? { other: true } : {}),
}));

/** The object counters come off or go on: the source (absent), a target, "it", or each of a kind. */
const object: Parser<TargetNode | RefNode | EachNode | undefined> = alt<TargetNode | RefNode | EachNode | undefined>(self, target, it, each);

/** "a +1/+1 counter", "two -1/-1 counters", "X ki counters": the number agrees with the noun. */
const counted: Parser<[Quantity, string]> = map(
  where(template`${count} ${counterKind} ${counterWord}`, ([n, , w]) => n.value === 'X' || n.value === 'thatMany' || (n.value === 1) === (w === 'counter')),
  ([n, k]) => [n, k],
);

/** "all +1/+1 counters", "all counters": every counter of the kind, or of every kind (`counter` absent). */
const all: Parser<['all', string | undefined]> = alt<['all', string | undefined]>(
  map(lit('all counters'), () => ['all', undefined]),
  map(template`all ${counterKind} counters`, ([k]) => ['all', k]),
);

/** 122.1: "Remove a -1/-1 counter from ~.", "Remove all +1/+1 counters from target creature." */
export const removeCounters: Parser<EffectNode> = map(
  template`Remove ${alt<[Quantity | 'all', string | undefined]>(counted, all)} from ${object}.`,
  ([[amount, counter], from], span): EffectNode => ({ kind: 'removeCounters', span, amount, ...(counter ? { counter } : {}), ...(from ? { from } : {}) }),
);

/** 122.5: "Move a +1/+1 counter from ~ onto target creature.", "Move all counters from target creature onto another target creature." */
export const moveCounters: Parser<EffectNode> = map(
  where(
    template`Move ${alt<[Quantity | 'all', string | undefined]>(counted, all)} from ${alt<TargetNode | RefNode | undefined>(self, target, it)} onto ${alt<TargetNode | RefNode | undefined>(self, target, it)}.`,
    ([[, counter]]) => !counter || placeable(counter), // a counter whose meaning the engine lacks is not put on anything
  ),
  ([[amount, counter], from, to], span): EffectNode => ({ kind: 'moveCounters', span, amount, ...(counter ? { counter } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) }),
);

/** 122.8: "put its counters on target creature you control" of a permanent that died: as many of each kind as it had. */
export const putItsCounters: Parser<EffectNode> = map(template`Put its counters on ${target}.`, ([to], span): EffectNode => ({ kind: 'putItsCounters', span, to }));
