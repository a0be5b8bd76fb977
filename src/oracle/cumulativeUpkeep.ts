// Cumulative upkeep (702.24a): "At the beginning of your upkeep, if this permanent is on the
// battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
// on it. If you don't, sacrifice it." The cost is mana ("Cumulative upkeep {1}", keywordMeaning.ts)
// or a life payment ("Cumulative upkeep—Pay 1 life.", 119.4); other costs stay unmodelled.
import type { AbilityDef, EffectDef } from '../engine/state/card';

type Triggered = Extract<AbilityDef, { kind: 'triggered' }>;
type Payment = Pick<Extract<EffectDef, { kind: 'sacrificeSelf' }>, 'unlessPays' | 'unlessPaysLife'>;

/** The triggered ability, its cost paid once for each age counter on the permanent as it resolves (702.24b). */
export function cumulativeUpkeep(text: string, payment: Payment): Triggered {
  return {
    kind: 'triggered',
    text,
    trigger: { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
    effects: [
      { kind: 'addCounters', counter: 'age', amount: 1, to: { who: 'self' } },
      { kind: 'sacrificeSelf', ...payment, perCounter: 'age' },
    ],
  };
}

/** "Cumulative upkeep—Pay N life.": null for any other keyword or cost. */
export function cumulativeUpkeepLife(keyword: string, parameter: string | undefined, written: string): AbilityDef | null {
  const m = keyword === 'cumulative upkeep' ? /^—Pay (\d+) life\.$/.exec(parameter ?? '') : null;
  return m && { ...cumulativeUpkeep(written, { unlessPaysLife: Number(m[1]) }), meaning: { keyword, rule: '702.24a' } };
}
