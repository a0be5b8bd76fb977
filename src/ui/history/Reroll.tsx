// "Re-roll" beside a random result in the log: the game goes back to just before the action that
// drew it and plays the same actions again with another seed, so a judge can show the other
// outcome; the old line stays in the timeline as a branch (store/reroll.ts).
import { cancel } from '../interaction';
import { useGameApi } from '../context';
import { usePage } from '../pageStore';

export function Reroll({ node }: { node: number }) {
  const api = useGameApi();
  const reroll = () => {
    cancel();
    const done = api.getState().reroll(node);
    const page = usePage.getState();
    if (!done) {
      page.notify({ kind: 'info', title: 'Re-roll', text: 'No other seed tried gave another result: this random choice may have only one possible result.' });
    } else if (done.played < done.of) {
      page.notify({
        kind: 'info',
        title: 'Re-roll',
        text: `Another result was drawn. ${done.played} of the ${done.of} actions from that one on were played again; the next no longer fits the new result, so the game stops before it. The old line is kept in the timeline.`,
      });
    }
  };
  return (
    <button
      type="button"
      onClick={reroll}
      title="Go back to just before this action and play it again with another seed; the old line stays in the timeline"
      className="ml-2 whitespace-nowrap rounded border border-yellow-300 px-1.5 text-xs font-semibold text-yellow-200 hover:bg-yellow-900 focus-visible:outline-2 focus-visible:outline-sky-300"
    >
      Re-roll
    </button>
  );
}
