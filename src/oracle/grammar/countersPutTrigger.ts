// "Whenever one or more +1/+1 counters are put on ~", "... on another creature you control",
// "Whenever a +1/+1 counter is put on ~" (122.6: counters put on a permanent, or given to it as it
// enters). Only counters whose putting the engine carries out (grammar/counter.ts `placeable`).
import { SELF } from '../normalize';
import type { TriggerNode } from '../tree';
import { counterKind, placeable } from './counter';
import { alt, lit, map, template, where, type Parser } from './primitives';
import { permanentNoun } from './target';

const kind = where(counterKind, placeable);

export const countersPutTrigger: Parser<TriggerNode> = alt<TriggerNode>(
  // 603.2c: one event however many counters it puts.
  map(template`Whenever one or more ${kind} counters are put on ${lit(SELF)}`, ([counter], span): TriggerNode => ({ kind: 'trigger', span, event: 'countersPut', counter })),
  // "a +1/+1 counter is put on": once for each counter (Fathom Mage).
  map(template`Whenever ${alt(lit('a '), lit('an '))}${kind} counter is put on ${lit(SELF)}`, ([, counter], span): TriggerNode => ({ kind: 'trigger', span, event: 'countersPut', counter, perCounter: true })),
  map(
    template`Whenever one or more ${kind} counters are put on ${alt(lit('a '), lit('an '), lit('another '))}${permanentNoun(false)}`,
    ([counter, which, p], span): TriggerNode => ({ kind: 'trigger', span, event: 'permanentCountersPut', counter, permanents: p.types, ...(p.quality ? { quality: p.quality } : {}), other: which === 'another ' }),
  ),
);
