// Keyword actions (701) that stand for a text the engine already carries out, built as that text's
// effects: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on
// it." (701.46a), an "if" checked as the ability resolves (608.2c).
import type { EffectDef } from '../engine/state/card';

const WORDS: Record<number, string> = { 1: 'a', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' };

/** 701.46a: the source's +1/+1 counters counted as the ability resolves; none, N are put on it. */
export function adapt(n: number): EffectDef {
  const counters = `${WORDS[n] ?? n} +1/+1 counter${n === 1 ? '' : 's'}`;
  return {
    kind: 'ifCondition',
    condition: { amount: { of: 'sourceCounters', counter: '+1/+1' }, atMost: 0 },
    effects: [{ kind: 'addCounters', counter: '+1/+1', amount: n, to: { who: 'self' } }],
    text: `Adapt ${n}: if this permanent has no +1/+1 counters on it, put ${counters} on it`,
    rule: '701.46a',
  };
}
