// "Attach ~ to target creature you control." (701.3a): the effect that moves an Aura or Equipment
// onto an object. The thing attached is the source ("~", or "it" in its own enters trigger) or a
// target ("Attach target Equipment you control to target creature you control."); it goes onto a
// target, the creature an event named ("attach ~ to that creature", "to it"), or the source itself.
import { SELF } from '../normalize';
import type { EffectNode, RefNode, TargetNode } from '../tree';
import { alt, lit, map, template, where, type Parser } from './primitives';
import { ref, target } from './target';

const itRef = where(ref, (r) => r.word === 'it' || r.word === 'that creature');
const onto: Parser<TargetNode | RefNode | undefined> = alt<TargetNode | RefNode | undefined>(target, itRef, map(lit(SELF), () => undefined));

export const attach: Parser<EffectNode> = alt<EffectNode>(
  map(template`Attach ${lit(SELF)} to ${onto}.`, ([, to], span): EffectNode => ({ kind: 'attach', span, ...(to ? { to } : {}) })),
  // "When ~ enters, attach it to target creature you control.": "it" is the source (lowerEffect.ts).
  map(template`Attach it to ${target}.`, ([to], span): EffectNode => ({ kind: 'attach', span, it: true, to })),
  map(template`Attach ${target} to ${onto}.`, ([what, to], span): EffectNode => ({ kind: 'attach', span, what, ...(to ? { to } : {}) })),
);
