// The builder's card search, as Scryfall users know it: words match the name, `t:instant` the type
// line, `o:copy` the Oracle text (`o:"copy that"` a phrase), `c:r` the colors of the mana cost
// (`c:ur`: blue and red; `c:c`: colorless); `-` before a term leaves its matches out. Terms combine
// with spaces, all of them must match.
import { costColors, parseCost, typeLine, type CardDef } from '../../engine';

type Term = { key: string; value: string; not: boolean };

const TERM = /(-?)(?:([a-z]+):)?(?:"([^"]*)"?|(\S+))/gi;

export function parseQuery(query: string): Term[] {
  return [...query.matchAll(TERM)]
    .map((m) => ({ not: m[1] === '-', key: (m[2] ?? '').toLowerCase(), value: (m[3] ?? m[4] ?? '').toLowerCase() }))
    .filter((t) => t.value !== '');
}

function colorsOf(card: CardDef): string {
  return card.manaCost ? costColors(parseCost(card.manaCost)).join('').toLowerCase() : '';
}

function matches(card: CardDef, t: Term): boolean {
  switch (t.key) {
    case 't':
    case 'type':
      return typeLine(card).toLowerCase().includes(t.value);
    case 'o':
    case 'oracle':
      return card.oracle.toLowerCase().includes(t.value);
    case 'c':
    case 'color': {
      const colors = colorsOf(card);
      return t.value === 'c' ? colors === '' : [...t.value].every((c) => colors.includes(c));
    }
    default:
      return card.name.toLowerCase().includes(t.key ? `${t.key}:${t.value}` : t.value);
  }
}

/** The cards that match every term of the query, by name; every card for an empty query. */
export function searchCards(cards: readonly CardDef[], query: string): CardDef[] {
  const terms = parseQuery(query);
  return cards.filter((c) => terms.every((t) => matches(c, t) !== t.not)).sort((a, b) => a.name.localeCompare(b.name));
}
