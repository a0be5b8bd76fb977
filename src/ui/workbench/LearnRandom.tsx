// In the Learn view, at a step with a random result: each possible result, the script's pressed;
// choosing another plays the script again with that result, and the board follows it.
import { pathTo } from '../../store/timeline';
import { useGameApi, useGameStore } from '../context';
import { cancel } from '../interaction';
import { resultPick } from './learnRandom';
import { usePage, type Learn } from '../pageStore';
import { SMALL } from '../styles';

export function LearnRandom({ learn, at }: { learn: Learn; at: number }) {
  const api = useGameApi();
  const t = useGameStore((s) => s.timeline);
  useGameStore((s) => s.version);
  const pick = resultPick(t, learn.path, at);
  if (!pick) return null;
  const choose = (want: string) => {
    if (want === pick.current) return;
    const line = pick.line(want);
    const page = usePage.getState();
    if (!line) {
      page.notify({ kind: 'info', title: 'Random result', text: 'No seed tried draws that result here.' });
      return;
    }
    cancel();
    const done = api.getState().replay(line.from, line.actions);
    const path = pathTo(api.getState().timeline, done.node).map((n) => n.id);
    const stopped = done.played < line.actions.length ? `With this result the script stops after ${done.played - line.upTo} of its later actions: the next no longer fits.` : undefined;
    page.setLearn({ ...learn, path, stopped });
    api.getState().jump(path[path.indexOf(line.from) + line.upTo]);
  };
  return (
    <div role="group" aria-label="Random result" className="flex flex-wrap items-center gap-2 rounded-md border border-yellow-300 px-2 py-1 text-sm text-yellow-100">
      <span>⚄ Chosen at random here. Show the result:</span>
      {pick.options.map((o) => (
        <button key={o.id} type="button" aria-pressed={o.id === pick.current} onClick={() => choose(o.id)} className={`${SMALL} aria-pressed:border-yellow-300 aria-pressed:bg-yellow-900`}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
