// Fight (701.14) and its one-way cousin "bite" (120.1): "Target creature you control fights target
// creature you don't control.", "It fights another target creature.", "You may have it fight target
// creature you don't control.", "Target creature you control deals damage equal to its power to
// target creature or planeswalker you don't control."
import { SELF } from '../normalize';
import type { EffectNode, ModifiedNode, TargetNode } from '../tree';
import { ref, target } from './target';
import { alt, lit, map, template, where, type Parser } from './primitives';

/** One creature target: "target creature you control", "another target creature", "up to one target creature". */
const creatureTarget = where(target, (t) => t.permanents !== undefined && t.permanents.includes('Creature') && (t.max ?? 1) === 1 && !t.anyNumber && !t.players);
/** Who fights: one creature target, the source, or "it" (the creature named before, 608.2c). */
const fighter: Parser<ModifiedNode> = alt<ModifiedNode>(
  map(lit(SELF), (_, span) => ({ kind: 'self', span })),
  where(target, (t) => t.permanents?.join() === 'Creature' && (t.max ?? 1) === 1 && !t.anyNumber),
  where(ref, (r) => r.word === 'it'),
);

const biter = where(fighter, (f) => f.kind !== 'ref');

const fightNode = (span: { start: number; end: number }, what: ModifiedNode, other: TargetNode | 'itself' | 'source', oneWay = false): EffectNode => ({ kind: 'fight', span, what, other, ...(oneWay ? { oneWay } : {}) });

export const fight: Parser<EffectNode> = alt<EffectNode>(
  map(template`${fighter} fights ${creatureTarget}.`, ([what, other], span) => fightNode(span, what, other)),
  // 603.5: "you may have it fight ...": the controller chooses as the ability resolves.
  map(template`You may have ${fighter} fight ${creatureTarget}.`, ([what, other], span) => ({
    kind: 'may',
    span,
    words: { start: span.start + 'You may '.length, end: span.end - 1 },
    effect: fightNode({ start: span.start + 'You may have '.length, end: span.end }, what, other),
  })),
  // 120.1: only the first creature deals damage.
  // "It deals ..." as an ability's first words is the source's own damage (effect.ts), not read here.
  map(template`${biter} deals damage equal to its power to ${creatureTarget}.`, ([what, other], span) => fightNode(span, what, other, true)),
  // "That creature deals damage equal to its power to ~." (Karplusan Yeti): back to the source, after the source's own damage.
  map(template`${where(ref, (r) => r.word === 'that creature')} deals damage equal to its power to ${lit(SELF)}.`, ([what], span) => fightNode(span, what, 'source', true)),
  // "Target creature deals damage to itself equal to its power." (Justice Strike).
  map(template`${fighter} deals damage to itself equal to its power.`, ([what], span) => fightNode(span, what, 'itself', true)),
);
