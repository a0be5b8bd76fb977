// rules/: rule numbers, and the Rules panel with the complete Comprehensive Rules.
// The Rules panel: a search over the whole CR (by number, by words, by glossary term; ranked, the
// matches marked) and the rule last opened with the rules around it, every rule number in a text a
// link. The CR is data (public/rules/cr.json) fetched on the first opening, so the page itself
// starts small; the cited rules' excerpts (texts.json) stand in until it arrives.
// It floats beside the side column, over the foot of the board, instead of taking the log's room:
// opening it moves nothing, a long rule (603.3b) scrolls inside it, and it fits a 1366x768 screen
// (issue 11, point 9). Escape closes it (useShortcuts). On a narrow screen it is a sheet at the
// foot of the screen, over the tabs.
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { citedIn } from '../../rules/cite';
import { ruleAround, searchCr, type CrEntry, type CrHit } from '../../rules/crSearch';
import { useUi } from '../uiStore';
import { useCr } from './crData';
import { MarkedText } from './MarkedText';

const FIELD =
  'w-full rounded-md border border-slate-600 bg-slate-950 px-2 py-1 text-sm text-slate-100 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-sky-300';
const BUTTON = 'rounded px-2 text-slate-300 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-300';

export function RulePanel() {
  const rule = useUi((u) => u.shownRule);
  const open = rule !== null;
  const { index, texts, failed } = useCr(open);
  const [query, setQuery] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const deferred = useDeferredValue(query);
  const input = useRef<HTMLInputElement>(null);
  // A citation clicked shows its rule, not the last search or term.
  useEffect(() => {
    if (rule) {
      setQuery('');
      setTerm(null);
    } else if (rule === '') input.current?.focus();
  }, [rule]);
  if (!open) return null;
  const results = index && deferred.trim() !== '' ? searchCr(index, deferred) : null;
  const glossary = term && index ? index.cr.glossary.find(([t]) => t === term) : undefined;
  const around = rule && index ? ruleAround(index, rule) : undefined;
  const excerpt = rule && !around && texts ? citedIn(texts, rule) : undefined;
  const heading = results ? 'Search' : glossary ? glossary[0] : rule ? `Rule ${around?.found.key ?? excerpt?.rule ?? rule}` : 'Rules';
  return (
    <section
      aria-label="Rule text"
      className="absolute right-full top-0 z-20 mr-3 flex max-h-[min(28rem,100%)] w-[26rem] max-w-[calc(100vw-2rem)] flex-col rounded-xl max-lg:fixed max-lg:inset-x-2 max-lg:bottom-2 max-lg:top-auto max-lg:z-40 max-lg:mr-0 max-lg:max-h-[70dvh] max-lg:w-auto max-lg:max-w-none border border-sky-700 bg-slate-900 p-3 text-sm text-slate-100 shadow-2xl shadow-slate-950"
    >
      <div className="mb-1 flex shrink-0 items-center justify-between gap-2">
        <h2 className="min-w-0 truncate font-semibold text-sky-200">{heading}</h2>
        <button type="button" onClick={() => useUi.getState().showRule(null)} className={BUTTON}>
          Close <span className="text-xs text-slate-400">(Esc)</span>
        </button>
      </div>
      <input
        ref={input}
        type="search"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setTerm(null);
        }}
        onKeyDown={(e) => {
          // Enter opens the first result (a number typed in full, most often).
          const first = e.key === 'Enter' && index ? searchCr(index, query, 1).hits[0] : undefined;
          if (!first) return;
          setQuery('');
          if (first.entry.kind === 'rule') useUi.getState().showRule(first.entry.key);
          else setTerm(first.entry.key);
        }}
        aria-label="Search the Comprehensive Rules"
        placeholder={index ? 'A rule number (510.1c), words, a glossary term' : 'Loading the Comprehensive Rules…'}
        className={`${FIELD} mb-2 shrink-0`}
      />
      {results ? (
        <Results hits={results.hits} total={results.total} onTerm={(t) => (setTerm(t), setQuery(''))} onRule={(r) => (setQuery(''), useUi.getState().showRule(r))} />
      ) : glossary ? (
        <div tabIndex={0} aria-label={`Glossary: ${glossary[0]}`} data-testid="glossary-text" className="min-h-0 flex-1 overflow-y-auto whitespace-pre-line pr-1 leading-snug focus-visible:outline-2 focus-visible:outline-sky-300">
          <MarkedText text={glossary[1]} />
        </div>
      ) : !rule ? (
        <p className="text-slate-400">{failed ? 'The rules text could not be loaded.' : 'Search the complete Comprehensive Rules: a rule number, words, or a glossary term.'}</p>
      ) : around ? (
        <>
          {around.found.key !== rule.replace(/\.$/, '') && <p className="mb-1 shrink-0 text-xs text-slate-400">Rule {rule} is not in the Comprehensive Rules; this is the rule it belongs to.</p>}
          <Around before={around.before} found={around.found} after={around.after} />
        </>
      ) : excerpt ? (
        <p tabIndex={0} aria-label={`Text of rule ${excerpt.rule}`} data-testid="rule-text" className="min-h-0 flex-1 overflow-y-auto whitespace-pre-line pr-1 leading-snug focus-visible:outline-2 focus-visible:outline-sky-300">
          {excerpt.text}
        </p>
      ) : (
        <p className="italic text-slate-400">
          {failed ? 'The rules text could not be loaded.' : index ? `There is no rule ${rule} in the Comprehensive Rules.` : 'Loading the rule…'}
        </p>
      )}
    </section>
  );
}

/** The rule opened, highlighted and scrolled to, between the rules before and after it. */
function Around({ before, found, after }: { before: CrEntry[]; found: CrEntry; after: CrEntry[] }) {
  const current = useRef<HTMLDivElement>(null);
  // A block body: scrollIntoView returns a promise in recent Chromium, which React would take for
  // the effect's cleanup.
  useEffect(() => {
    current.current?.scrollIntoView({ block: 'nearest' });
  }, [found]);
  const item = (r: CrEntry, isFound: boolean) => (
    <div
      key={r.key}
      ref={isFound ? current : undefined}
      aria-current={isFound ? 'true' : undefined}
      className={isFound ? 'my-1 rounded-md border-l-2 border-sky-300 bg-slate-800 px-2 py-1' : 'px-2 py-0.5 text-slate-300'}
    >
      <span className="font-mono text-xs text-sky-200">{r.key}</span> <MarkedText text={r.text} />
    </div>
  );
  return (
    <div tabIndex={0} aria-label={`Text of rule ${found.key}, with the rules around it`} data-testid="rule-text" className="min-h-0 flex-1 overflow-y-auto whitespace-pre-line pr-1 leading-snug focus-visible:outline-2 focus-visible:outline-sky-300">
      <p className="mb-1 text-xs text-slate-400">
        {found.key.split('.')[0]}. {found.title}
      </p>
      {before.map((r) => item(r, false))}
      {item(found, true)}
      {after.map((r) => item(r, false))}
    </div>
  );
}

function Results({ hits, total, onTerm, onRule }: { hits: readonly CrHit[]; total: number; onTerm: (term: string) => void; onRule: (rule: string) => void }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <p role="status" className="mb-1 shrink-0 text-xs text-slate-400">
        {total === 0 ? 'No rule or term has every word.' : total > hits.length ? `${total} found; the first ${hits.length}:` : `${total} found:`}
      </p>
      <ul aria-label="Search results" className="min-h-0 flex-1 space-y-1 overflow-y-auto pr-1">
        {hits.map((h) => (
          <li key={`${h.entry.kind}:${h.entry.key}`} className="rounded-md px-2 py-1 hover:bg-slate-800">
            {/* The button's name is what it shows (number and title, or term); the text follows it. */}
            <button
              type="button"
              onClick={() => (h.entry.kind === 'rule' ? onRule(h.entry.key) : onTerm(h.entry.key))}
              className="rounded text-left focus-visible:outline-2 focus-visible:outline-sky-300"
            >
              <span className={h.entry.kind === 'rule' ? 'font-mono text-xs text-sky-200 underline decoration-sky-700 underline-offset-2' : 'font-semibold text-sky-200 underline decoration-sky-700 underline-offset-2'}>
                <MarkedText text={h.entry.key} marks={h.keyMarks} links={false} />
              </span>{' '}
              <span className="text-xs text-slate-400">{h.entry.kind === 'rule' ? h.entry.title : 'glossary'}</span>
            </button>
            <p className="line-clamp-3 text-slate-200">
              <MarkedText text={h.entry.text} marks={h.textMarks} links={false} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
