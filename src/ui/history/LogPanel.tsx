// What happened, each entry with the rule that made it happen; newest at the bottom. The entries
// of the last action flash briefly, so a step-by-step resolution shows what each step did.
import { memo, useEffect, useRef } from 'react';
import type { LogEntry } from '../../engine';
import type { TimelineNode } from '../../store/game';
import { lastOnPath } from '../../store/timeline';
import { useGameStore } from '../context';
import { RuleButton } from '../rules/RuleButton';
import { SymbolText } from '../board/SymbolText';
import { EarlierItem, useShownActions } from './historyWindow';
import { Reroll } from './Reroll';

const Entries = memo(function Entries({ entry, fresh }: { entry: TimelineNode; fresh: boolean }) {
  return (
    <>
      {entry.log.map((e, i) => (
        <Line key={i} e={e} fresh={fresh} node={entry.id} />
      ))}
    </>
  );
});

/** A random outcome the game chose ("chooses a player at random: Ann"), in a log saved before entries said so. */
const RANDOM = /chooses [^.:]*at random/;

function Line({ e, fresh, node }: { e: LogEntry; fresh: boolean; node: number }) {
  const random = e.random ?? (RANDOM.test(e.text) ? 'seeded' : undefined);
  return (
    <li className={`flex items-baseline gap-2 border-b border-slate-800 py-1 last:border-0 ${fresh ? 'log-new' : ''}`} data-fresh={fresh || undefined}>
      <span className="w-16 shrink-0 text-right">
        {e.edit ? <span className="rounded bg-amber-800 px-1.5 font-mono tracking-wide text-xs text-amber-100">edit</span> : <RuleButton rule={e.rule} />}
      </span>
      <span className="text-slate-100">
        {random && (
          <span
            title={random === 'chosen' ? 'Chosen by a player in place of chance' : "Chosen at random by the game's seeded generator"}
            className="mr-1.5 whitespace-nowrap rounded bg-yellow-300 px-1.5 text-xs font-bold text-yellow-950"
          >
            ⚄ random
          </span>
        )}
        <SymbolText text={e.text} />
        {e.also?.map((rule) => (
          <span key={rule} className="ml-1 whitespace-nowrap text-xs text-slate-400">
            (see also <RuleButton rule={rule} />)
          </span>
        ))}
        {e.random === 'seeded' && <Reroll node={node} />}
      </span>
    </li>
  );
}

export function LogPanel() {
  // Nodes never change once made: each action's entries render once, keyed by node.
  const timeline = useGameStore((s) => s.timeline);
  const cursor = useGameStore((s) => s.cursor);
  const version = useGameStore((s) => s.version);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Scroll after the frame is drawn: reading scrollHeight now would force a layout on every action.
    const frame = requestAnimationFrame(() => {
      const el = list.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [timeline, cursor, version]);
  const [limit, more] = useShownActions(timeline);
  const shown = lastOnPath(timeline, cursor, limit);
  const earlier = timeline.nodes[cursor].depth + 1 - shown.length;
  const empty = earlier === 0 && shown.every((t) => t.log.length === 0);
  return (
    <section aria-label="Log" className="flex min-h-0 flex-1 flex-col">
      <ol ref={list} tabIndex={0} aria-label="Log entries" className="min-h-0 flex-1 overflow-y-auto pr-1 text-sm focus-visible:outline-2 focus-visible:outline-sky-300">
        {empty && <li className="italic text-slate-400">Nothing has happened yet.</li>}
        {earlier > 0 && <EarlierItem count={earlier} onShow={more} />}
        {shown.map((t) => (
          <Entries key={t.id} entry={t} fresh={t.id === cursor && t.id > 0} />
        ))}
      </ol>
    </section>
  );
}
