// Effects on the ability's own source, by name: "Sacrifice ~." (701.21a), "Exile ~." (406.2) and
// "Transform ~." (701.27a).
// Lowered only where "~" is the same object the ability came from (400.7; lowerSelf.ts).
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import { alt, lit, map, opt, template, type Parser } from './primitives';
import { number } from './quantity';

export const selfEffect: Parser<EffectNode> = alt<EffectNode>(
  map(lit(`Sacrifice ${SELF}.`), (_, span) => ({ kind: 'sacrificeSelf', span })),
  // "When ~ becomes the target of a spell or ability, sacrifice it.": "it" is the source (lowerSelf.ts).
  map(lit('Sacrifice it.'), (_, span) => ({ kind: 'sacrificeSelf', span, it: true as const })),
  map(lit(`Exile ${SELF}.`), (_, span) => ({ kind: 'exileSelf', span })),
  // "Exile ~ with three time counters on it." (Arc Blade): a resolving spell with suspend exiling itself, suspended again (702.62b).
  map(template`Exile ${lit(SELF)} with ${number} time counters on it.`, ([, timeCounters], span) => ({ kind: 'exileSelf', span, timeCounters })),
  // 603.2: "This ability triggers only once each turn.", the last sentence of a triggered ability (lower.ts).
  map(lit('This ability triggers only once each turn.'), (_, span) => ({ kind: 'triggersOnce', span })),
  map(lit(`Transform ${SELF}.`), (_, span) => ({ kind: 'transformSelf', span })), // 701.27a
  map(lit(`Return ${SELF} from your graveyard to your hand.`), (_, span) => ({ kind: 'returnSelfFromGraveyard', span })), // 113.6m
  // "Return ~ from your graveyard to the battlefield tapped." (Reassembling Skeleton): an ability that works from the graveyard (113.6m).
  map(template`Return ${lit(SELF)} from your graveyard to the battlefield${opt(lit(' tapped'))}.`, ([, tapped], span) => ({ kind: 'returnSelfFromGraveyard', span, to: 'battlefield' as const, ...(tapped ? { tapped: true as const } : {}) })),
  // 615.1a: a prevention effect for the rest of the turn (not a "~" effect, kept here with the small families).
  map(lit('Prevent all combat damage that would be dealt this turn.'), (_, span) => ({ kind: 'preventCombatDamage', span })),
);
