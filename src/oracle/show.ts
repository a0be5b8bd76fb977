// A syntax tree as indented lines, each node with its kind, what it read and its words: the form
// the snapshot tests keep, short enough for a person to check against the card.
import type { CardTree } from './tree';

const DETAILS = ['keyword', 'parameter', 'event', 'value', 'phrase', 'mana', 'energy', 'options', 'oneColor', 'symbols', 'loyalty', 'count', 'counter', 'another', 'cardType', 'cardTypes', 'subtype', 'timing', 'during', 'oncePerTurn', 'atLeast', 'from', 'word', 'change'];

function detail(v: unknown): string | null {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v.join(',');
  return null;
}

export function showTree(tree: CardTree): string {
  const lines: string[] = [tree.name];
  for (const face of tree.faces) {
    if (tree.faces.length > 1) lines.push(`face ${face.name}`);
    const walk = (node: unknown, depth: number): void => {
      if (Array.isArray(node)) return node.forEach((n) => walk(n, depth));
      if (!node || typeof node !== 'object') return;
      const o = node as Record<string, unknown>;
      const span = o.span as { start: number; end: number } | undefined;
      if (!span) return;
      const details = DETAILS.flatMap((k) => {
        const d = detail(o[k]);
        return d === null ? [] : [`${k}=${d}`];
      });
      lines.push(`${'  '.repeat(depth)}${String(o.kind)}${details.length ? ` [${details.join(' ')}]` : ''} ${JSON.stringify(face.text.slice(span.start, span.end))}`);
      for (const [k, v] of Object.entries(o)) if (k !== 'span') walk(v, depth + 1);
    };
    walk(face.abilities, 1);
    if (face.reminders.length > 0) lines.push(`  (${face.reminders.length} reminder text${face.reminders.length > 1 ? 's' : ''} set aside)`);
  }
  return lines.join('\n');
}
