// Learning a gallery scenario: its ruling text beside the board, and its script one action at a
// time: Back and Next move along it (each a jump in the timeline), each step said in words.
import { pathTo } from '../../store/timeline';
import { useGameApi, useGameStore } from '../context';
import { actionText } from '../history/actionText';
import { cancel } from '../interaction';
import { LearnRandom } from './LearnRandom';
import { usePage } from '../pageStore';
import { SymbolText } from '../board/SymbolText';
import { PANEL, PRIMARY, SMALL } from '../styles';

export function LearnPanel() {
  const api = useGameApi();
  const learn = usePage((p) => p.learn);
  const t = useGameStore((s) => s.timeline);
  const cursor = useGameStore((s) => s.cursor);
  useGameStore((s) => s.version);
  if (!learn) return null;
  const { path } = learn;
  const here = new Set(pathTo(t, cursor).map((n) => n.id));
  // The furthest step of the script the game has reached; off the script, the user acted themself.
  let at = 0;
  path.forEach((id, i) => here.has(id) && (at = i));
  const off = path[at] !== cursor;
  const go = (i: number) => {
    cancel();
    api.getState().jump(path[Math.max(0, Math.min(path.length - 1, i))]);
  };
  const steps = path.slice(1).map((id) => {
    const n = t.nodes[id];
    return actionText(t.nodes[n.parent!].state, n.action!, n.log);
  });
  return (
    <section aria-label="Learn" className={`${PANEL} flex min-h-0 flex-col gap-2`}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-bold text-slate-50">{learn.name}</h2>
        <button type="button" onClick={() => usePage.getState().setLearn(null)} className={SMALL}>
          Close
        </button>
      </div>
      <section className="max-h-[40%] min-h-12 overflow-y-auto whitespace-pre-line text-sm leading-snug text-slate-200" tabIndex={0} aria-label="Ruling">
        <SymbolText text={learn.description || 'This scenario has no description.'} />
      </section>
      <div role="group" aria-label="Step through the scenario" className="flex flex-wrap items-center gap-2">
        <button type="button" disabled={at === 0 && !off} onClick={() => go(off ? at : at - 1)} className={SMALL}>
          Back
        </button>
        <span className="text-sm text-slate-300" data-testid="learn-step">
          Step {at} of {path.length - 1}
        </span>
        <button type="button" disabled={at === path.length - 1 && !off} onClick={() => go(off ? at : at + 1)} className={PRIMARY}>
          Next
        </button>
      </div>
      {!off && <LearnRandom learn={learn} at={at} />}
      {off && <p className="text-xs text-amber-200">You have left the scenario's line; Back or Next returns to step {at}.</p>}
      {learn.stopped && <p className="text-xs text-amber-200">{learn.stopped}</p>}
      <ol aria-label="Scenario steps" className="min-h-0 flex-1 overflow-y-auto text-sm">
        <li>
          <button type="button" aria-current={cursor === path[0] ? 'step' : undefined} onClick={() => go(0)} className={`${STEP} ${cursor === path[0] ? CURRENT : ''}`}>
            Start: the position
          </button>
        </li>
        {steps.map((text, i) => (
          <li key={path[i + 1]}>
            <button type="button" aria-current={cursor === path[i + 1] ? 'step' : undefined} onClick={() => go(i + 1)} className={`${STEP} ${cursor === path[i + 1] ? CURRENT : i + 1 > at ? 'text-slate-400' : ''}`}>
              {i + 1}. <SymbolText text={text} />
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

const STEP = 'block w-full rounded px-1.5 py-1 text-left hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300';
const CURRENT = 'bg-sky-900 font-semibold text-sky-50 ring-2 ring-inset ring-sky-300';
