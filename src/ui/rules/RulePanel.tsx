// rules/: rule numbers and the text of the rule clicked.
// The text of the rule last clicked, from the Comprehensive Rules excerpts. The excerpts are data
// (a JSON file) fetched on the first click, so the page itself starts small.
// It floats beside the side column, over the foot of the board, instead of taking the log's room:
// opening it moves nothing, a long rule (603.3b) scrolls inside it, and it fits a 1366x768 screen
// (issue 11, point 9). Escape closes it (useShortcuts).
import { useEffect, useState } from 'react';
import textsUrl from '../../rules/texts.json?url';
import { citedIn, type RuleTexts } from '../../rules/cite';
import { useUi } from '../uiStore';

let rules: RuleTexts | null = null;

export function RulePanel() {
  const rule = useUi((u) => u.shownRule);
  const [, setReady] = useState(rules !== null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!rule || rules) return;
    fetch(textsUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.statusText))))
      .then(
        (t: RuleTexts) => {
          rules = t;
          setReady(true);
        },
        () => setFailed(true),
      );
  }, [rule]);
  if (!rule) return null;
  const found = rules ? citedIn(rules, rule) : undefined;
  return (
    <section
      aria-label="Rule text"
      className="absolute right-full top-0 z-20 mr-3 flex max-h-[min(28rem,100%)] w-[26rem] max-w-[calc(100vw-2rem)] flex-col rounded-xl border border-sky-700 bg-slate-900 p-3 text-sm text-slate-100 shadow-2xl shadow-slate-950"
    >
      <div className="mb-1 flex shrink-0 items-center justify-between">
        <h2 className="font-semibold text-sky-200">Rule {found?.rule ?? rule}</h2>
        <button
          type="button"
          onClick={() => useUi.getState().showRule(null)}
          className="rounded px-2 text-slate-300 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          Close <span className="text-xs text-slate-400">(Esc)</span>
        </button>
      </div>
      {!rules ? (
        <p className="italic text-slate-400">{failed ? 'The rules text could not be loaded.' : 'Loading the rule…'}</p>
      ) : found ? (
        <>
          {found.rule !== rule && <p className="mb-1 shrink-0 text-xs text-slate-400">Rule {rule} is not in the excerpts; this is the rule it belongs to.</p>}
          <p tabIndex={0} aria-label={`Text of rule ${found.rule}`} data-testid="rule-text" className="min-h-0 flex-1 overflow-y-auto whitespace-pre-line pr-1 leading-snug focus-visible:outline-2 focus-visible:outline-sky-300">
            {found.text}
          </p>
        </>
      ) : (
        <p className="italic text-slate-400">The text of rule {rule} is not in this sandbox's excerpts.</p>
      )}
    </section>
  );
}
