// One targeting phrase being answered by clicking on the board: the targets chosen so far, Done
// for a phrase that takes a variable number; for a copy's new targets, a Keep per target (707.10c).
import { describe } from '../../engine';
import { useGameApi, useGameShallow } from '../context';
import type { Stage } from './castFlow';
import { advance, update } from '../interaction';
import type { Draft } from '../uiStore';
import { BUTTON } from '../header/Controls';

type Props = { d: Draft; st: Extract<Stage, { kind: 'target' }>; last: boolean };
const CHIP = 'rounded bg-amber-900 px-2 py-0.5';

export function CastTargets({ d, st, last }: Props) {
  const api = useGameApi();
  const group = d.targets[st.i] ?? [];
  const current = st.p.current ?? [];
  const names = useGameShallow((s) => [...group, ...current].map((t) => describe(s, t)));
  const keep = !!d.for?.targets?.mayKeep;
  const done = keep || group.length >= st.p.min;
  const set = (j: number, t: string) => update({ ...d, targets: d.targets.map((g, i) => (i === st.i ? g.map((x, k) => (k === j ? t : x)) : g)), slot: j });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {keep
        ? group.map((t, j) => (
            <span key={j} className={`${CHIP} flex items-center gap-2 ${d.slot === j ? 'ring-2 ring-amber-300' : ''}`}>
              <button type="button" aria-pressed={d.slot === j} onClick={() => set(j, t)} title="Change this target: then click the new one">
                Target {j + 1}: <strong>{names[j]}</strong>
              </button>
              {t !== current[j] && (
                <button type="button" onClick={() => set(j, current[j])} className="rounded bg-amber-200 px-1.5 text-amber-950">
                  Keep {names[group.length + j]}
                </button>
              )}
              {t === current[j] && <span className="text-amber-200">(kept)</span>}
            </span>
          ))
        : group.map((t, j) => (
            <span key={t} className={CHIP}>
              {names[j]}
            </span>
          ))}
      {done && (keep || st.p.max > 1 || group.length > 0) && (
        <button type="button" onClick={() => advance(api, d)} className={`${BUTTON} bg-amber-300 text-amber-950 hover:bg-amber-200`}>
          {last ? 'Confirm targets' : 'Done'}
        </button>
      )}
    </div>
  );
}
