// The card pool: every card the sandbox supports, by name. Scenario loading looks names up here.
import type { CardDef } from '../engine';
import { creatures } from './creatures';
import { lands } from './lands';
import { spells } from './spells';
import { manaCards } from './mana';
import { xCards } from './x';
import { copyCards } from './copies';
import { effectCards } from './effects';

const ALL: CardDef[] = [...lands, ...creatures, ...manaCards, ...xCards, ...spells, ...copyCards, ...effectCards];

export const CARDS: Readonly<Record<string, CardDef>> = Object.fromEntries(ALL.map((c) => [c.name, c]));

export const CARD_NAMES: readonly string[] = ALL.map((c) => c.name).sort();

export function findCard(name: string): CardDef | undefined {
  return Object.hasOwn(CARDS, name) ? CARDS[name] : undefined;
}

/** Edit distance, to suggest the names nearest a misspelt one. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return row[b.length];
}

/** The known card names nearest to `name`, nearest first. */
export function nearestCardNames(name: string, count = 3): string[] {
  const lower = name.toLowerCase().slice(0, 200);
  return CARD_NAMES.map((n) => ({ n, d: n.toLowerCase().includes(lower) && lower.length > 2 ? 0 : distance(lower, n.toLowerCase()) }))
    .sort((a, b) => a.d - b.d || a.n.localeCompare(b.n))
    .slice(0, count)
    .map((x) => x.n);
}
