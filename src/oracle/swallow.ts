// The swallow check (DESIGN.md, "The Oracle compiler"): every word of a card's Oracle text is
// covered by a node of its tree (read or unmodelled) or by reminder text set aside. A stage that
// drops words, a split that loses a line, a parser that skips: each leaves a word uncovered here.
import type { OracleCard } from './oracleCard';
import { facesOf, normalizeFace, type Compiled } from './compile';
import { originalSpan, type Normalized, type Span } from './normalize';
import type { FaceTree } from './tree';

/** Characters that carry meaning: letters, digits, symbols' braces, signs. Spaces and punctuation don't. */
const MEANINGFUL = /[\p{L}\p{N}{}+\-−*]/u;

export type Swallowed = { face: string; word: string; at: number };

/** Every node's span and its children's, checking each child lies within its parent. */
function collect(node: unknown, parent: Span | null, spans: Span[], problems: string[]): void {
  if (Array.isArray(node)) {
    for (const n of node) collect(n, parent, spans, problems);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  const span = o.span as Span | undefined;
  if (span) {
    if (parent && (span.start < parent.start || span.end > parent.end)) problems.push(`a ${String(o.kind)} node reaches outside its parent`);
    spans.push(span);
  }
  for (const [k, v] of Object.entries(o)) if (k !== 'span') collect(v, span ?? parent, spans, problems);
}

function faceWords(face: FaceTree, n: Normalized): Swallowed[] {
  const covered = new Uint8Array(n.original.length);
  const spans: Span[] = [];
  const problems: string[] = [];
  collect(face.abilities, null, spans, problems);
  if (problems.length > 0) return problems.map((word) => ({ face: face.name, word, at: -1 }));
  for (const s of spans) {
    const o = originalSpan(n, s);
    covered.fill(1, o.start, o.end);
  }
  for (const r of face.reminders) covered.fill(1, r.start, r.end);
  const missed: Swallowed[] = [];
  for (let i = 0; i < n.original.length; i++) {
    if (covered[i] || !MEANINGFUL.test(n.original[i])) continue;
    let end = i;
    while (end < n.original.length && !covered[end] && /\S/.test(n.original[end])) end++;
    missed.push({ face: face.name, word: n.original.slice(i, end), at: i });
    i = end;
  }
  return missed;
}

/** The words of `card` no node covers; empty when the tree accounts for every word. */
export function swallowed(card: OracleCard, compiled: Compiled): Swallowed[] {
  const faces = facesOf(card);
  const out: Swallowed[] = [];
  const joined = faces.map((f) => f.oracleText ?? '').join('\n//\n');
  if (joined !== (card.oracleText ?? '')) out.push({ face: card.name, word: 'the faces do not make up the card\'s text', at: -1 });
  faces.forEach((f, i) => out.push(...faceWords(compiled.tree.faces[i], normalizeFace(f, card.name))));
  return out;
}
