// The compiler's measure (DESIGN.md, "The Oracle compiler"; issue 13): how many cards of the
// database are fully, partly or not modelled, and which unmodelled phrases are most frequent, so
// the next template to write is the one that completes the most cards.
import type { OracleCard } from './oracleCard';
import { compileUncached, type Compiled } from './compile';
import { playedSupport } from '../cards/definition';

export type Coverage = {
  /** Cards counted: the database less Un-set and other funny cards. */
  total: number;
  full: number;
  partial: number;
  none: number;
  /** Funny cards set apart, not counted. */
  funny: number;
  /** The most frequent unmodelled phrases, most frequent first: [phrase, cards having it]. */
  phrases: [string, number][];
  ms: number;
};

/** One phrase for texts that differ only in numbers or mana symbols. */
export function phraseOf(text: string): string {
  return text
    .replace(/(?:\{[^}]+\})+/g, '{M}')
    .replace(/\b\d+\b/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

export function measureCoverage(cards: readonly OracleCard[], top = 30, compile: (card: OracleCard) => Compiled = compileUncached): Coverage {
  const start = performance.now();
  const counts = new Map<string, number>();
  const c: Omit<Coverage, 'phrases' | 'ms'> = { total: 0, full: 0, partial: 0, none: 0, funny: 0 };
  for (const card of cards) {
    if (card.funny) {
      c.funny++;
      continue;
    }
    const compiled = compile(card);
    c.total++;
    // What the engine plays, not only what the compiler reads: a split card's halves compile but can't be cast yet.
    c[playedSupport(card, compiled)]++;
    for (const p of new Set(compiled.unmodelled.map(phraseOf))) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const phrases = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, top);
  return { ...c, phrases, ms: performance.now() - start };
}

const percent = (n: number, of: number): string => `${of === 0 ? '0.0' : ((100 * n) / of).toFixed(1)}%`;

/** The report `npm run cards:coverage` prints; its last line is the figure CI and the README quote. */
export function coverageReport(c: Coverage): string[] {
  return [
    `cards: ${c.total} (${c.funny} Un-set and other funny cards set apart)`,
    `fully modelled: ${c.full} (${percent(c.full, c.total)})`,
    `partly modelled: ${c.partial} (${percent(c.partial, c.total)})`,
    `not modelled: ${c.none} (${percent(c.none, c.total)})`,
    '',
    `the ${c.phrases.length} most frequent unmodelled phrases (cards having each):`,
    ...c.phrases.map(([p, n]) => `${String(n).padStart(6)}  ${p.length > 100 ? `${p.slice(0, 99)}…` : p}`),
    '',
    `time: ${(c.ms / 1000).toFixed(1)} s`,
    `cards fully modelled: ${c.full} of ${c.total} (${percent(c.full, c.total)})`,
  ];
}
