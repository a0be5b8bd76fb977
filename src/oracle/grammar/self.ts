// Effects on the ability's own source, by name: "Sacrifice ~." (701.21a) and "Exile ~." (406.2).
// Lowered only where "~" is the same object the ability came from (400.7; lowerSelf.ts).
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import { alt, lit, map, type Parser } from './primitives';

export const selfEffect: Parser<EffectNode> = alt<EffectNode>(
  map(lit(`Sacrifice ${SELF}.`), (_, span) => ({ kind: 'sacrificeSelf', span })),
  map(lit(`Exile ${SELF}.`), (_, span) => ({ kind: 'exileSelf', span })),
  map(lit(`Return ${SELF} from your graveyard to your hand.`), (_, span) => ({ kind: 'returnSelfFromGraveyard', span })), // 113.6m
  // 615.1a: a prevention effect for the rest of the turn (not a "~" effect, kept here with the small families).
  map(lit('Prevent all combat damage that would be dealt this turn.'), (_, span) => ({ kind: 'preventCombatDamage', span })),
);
