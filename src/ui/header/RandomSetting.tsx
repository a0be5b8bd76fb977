// "Choose random results myself": the game's random setting (SCENARIO.md, "Randomness, asked").
// Turned on, every result chosen at random is asked as a choice listing each possible result, so
// a judge can show each outcome of a ruling; it is an edit of the game, so undo, export and share
// links carry it.
import { useGame, useGameApi } from '../context';
import { act } from '../interaction';

export function RandomSetting() {
  const api = useGameApi();
  const asks = useGame((s) => s.random === 'ask');
  const busy = useGame((s) => !!s.choice || s.agenda.length > 0);
  return (
    <label
      className="flex items-center gap-1.5 text-sm text-slate-100"
      title={busy ? 'Can be changed once the pending choice is answered and nothing is resolving' : 'Each result chosen at random is asked, listing every possible result'}
    >
      <input
        type="checkbox"
        checked={asks}
        disabled={busy}
        onChange={(e) => act(api, { type: 'edit', op: 'random', random: e.currentTarget.checked ? 'ask' : 'seeded' })}
        className="h-4 w-4 accent-sky-300"
      />
      Choose random results myself
    </label>
  );
}
