// Dividing damage among the targets as the spell is cast (601.2d): each target at least 1, the
// amounts adding up to the total.
import { describe } from '../../engine';
import { useGameApi, useGameShallow } from '../context';
import type { Stage } from './castFlow';
import { advance, update } from '../interaction';
import type { Draft } from '../uiStore';
import { BUTTON } from '../header/Controls';

const STEP = 'h-7 w-7 rounded bg-amber-200 font-bold text-amber-950 hover:bg-amber-100 disabled:opacity-40';

export function CastDivide({ d, st }: { d: Draft; st: Extract<Stage, { kind: 'divide' }> }) {
  const api = useGameApi();
  const group = d.targets[st.i];
  const names = useGameShallow((s) => group.map((t) => describe(s, t)));
  const amounts = d.divide.length === group.length ? d.divide : group.map(() => 1);
  const left = st.total - amounts.reduce((a, b) => a + b, 0);
  const set = (j: number, by: number) => update({ ...d, divide: amounts.map((n, k) => (k === j ? n + by : n)) });
  return (
    <div className="flex flex-col gap-1.5">
      {group.map((t, j) => (
        <div key={t} className="flex items-center gap-2">
          <button type="button" aria-label={`Less to ${names[j]}`} disabled={amounts[j] <= 1} onClick={() => set(j, -1)} className={STEP}>
            −
          </button>
          <input
            type="number"
            min={1}
            value={amounts[j]}
            aria-label={`Amount to ${names[j]}`}
            onChange={(e) => set(j, Math.max(1, Math.floor(Number(e.target.value)) || 1) - amounts[j])}
            className="w-12 rounded border border-amber-300 bg-slate-900 px-1 text-center font-bold tabular-nums text-slate-50"
          />
          <button type="button" aria-label={`More to ${names[j]}`} disabled={left <= 0} onClick={() => set(j, 1)} className={STEP}>
            +
          </button>
          <span>{names[j]}</span>
        </div>
      ))}
      <p data-testid="division-left" className={left ? 'font-semibold text-amber-200' : 'text-emerald-200'}>
        {left ? `${left} left to divide` : `All ${st.total} divided`}
      </p>
      <div>
        <button type="button" disabled={left !== 0} onClick={() => advance(api, { ...d, divide: amounts })} className={`${BUTTON} bg-amber-300 text-amber-950 hover:bg-amber-200`}>
          Next
        </button>
      </div>
    </div>
  );
}
