// A CR text with the search's matches marked (<mark>) and every rule number in it a link to that
// rule in the Rules panel ("See rule 702.19c").
import type { ReactNode } from 'react';
import { ruleRefs, type Mark } from '../../rules/crSearch';
import { useUi } from '../uiStore';

export function RuleLink({ rule, children }: { rule: string; children?: ReactNode }) {
  return (
    <a
      href={`#rule-${rule}`}
      onClick={(e) => {
        e.preventDefault();
        useUi.getState().showRule(rule);
      }}
      className="rounded text-sky-300 underline decoration-sky-700 underline-offset-2 hover:text-sky-100 focus-visible:outline-2 focus-visible:outline-sky-300"
    >
      {children ?? rule}
    </a>
  );
}

const MARK = "rounded-sm bg-amber-300 text-amber-950";

type Piece = { start: number; end: number; rule?: string; marked?: boolean };

/** Cuts `text` at every mark and every rule number; a rule number inside a mark stays a link. */
export function MarkedText({ text, marks = [], links = true }: { text: string; marks?: readonly Mark[]; links?: boolean }) {
  const cuts = new Set([0, text.length]);
  for (const [s, e] of marks) cuts.add(s).add(e);
  const refs = links ? ruleRefs(text) : [];
  for (const r of refs) cuts.add(r.mark[0]).add(r.mark[1]);
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: Piece[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const [start, end] = [points[i], points[i + 1]];
    pieces.push({
      start,
      end,
      marked: marks.some(([s, e]) => s <= start && end <= e),
      rule: refs.find((r) => r.mark[0] <= start && end <= r.mark[1])?.rule,
    });
  }
  // Adjacent pieces of one rule number (a mark ending inside it) are one link.
  const out: ReactNode[] = [];
  for (let i = 0; i < pieces.length; ) {
    const p = pieces[i];
    if (p.rule) {
      const parts: ReactNode[] = [];
      let j = i;
      for (; j < pieces.length && pieces[j].rule === p.rule && (j === i || pieces[j].start === pieces[j - 1].end) && pieces[j].end <= refEnd(refs, p); j++) {
        const q = pieces[j];
        const s = text.slice(q.start, q.end);
        parts.push(q.marked ? <mark key={q.start} className={MARK}>{s}</mark> : s);
      }
      out.push(<RuleLink key={p.start} rule={p.rule}>{parts}</RuleLink>);
      i = j;
    } else {
      const s = text.slice(p.start, p.end);
      out.push(p.marked ? <mark key={p.start} className={MARK}>{s}</mark> : s);
      i++;
    }
  }
  return <>{out}</>;
}

function refEnd(refs: { mark: Mark }[], p: Piece): number {
  return refs.find((r) => r.mark[0] <= p.start && p.end <= r.mark[1])?.mark[1] ?? p.end;
}
