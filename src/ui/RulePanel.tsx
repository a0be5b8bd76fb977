// The text of the rule last clicked, from the Comprehensive Rules excerpts. The excerpts are data
// (a JSON file) fetched on the first click, so the page itself starts small.
import { useEffect, useState } from 'react';
import textsUrl from '../rules/texts.json?url';
import { citedIn, type RuleTexts } from '../rules/cite';
import { useUi } from './uiStore';

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
    <section aria-label="Rule text" className="rounded-xl border border-sky-700 bg-slate-900 p-3 text-sm text-slate-100">
      <div className="mb-1 flex items-center justify-between">
        <h2 className="font-semibold text-sky-200">Rule {found?.rule ?? rule}</h2>
        <button
          type="button"
          onClick={() => useUi.getState().showRule(null)}
          className="rounded px-2 text-slate-300 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          Close
        </button>
      </div>
      {!rules ? (
        <p className="italic text-slate-400">{failed ? 'The rules text could not be loaded.' : 'Loading the rule…'}</p>
      ) : found ? (
        <>
          {found.rule !== rule && <p className="mb-1 text-xs text-slate-400">Rule {rule} is not in the excerpts; this is the rule it belongs to.</p>}
          <p className="max-h-48 overflow-y-auto whitespace-pre-line leading-snug">{found.text}</p>
        </>
      ) : (
        <p className="italic text-slate-400">The text of rule {rule} is not in this sandbox's excerpts.</p>
      )}
    </section>
  );
}
