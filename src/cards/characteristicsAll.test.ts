// Every card of the database, not just the ones picked for a test: characteristics compute, and
// what the rules say of them holds. The counts printed are the figures README.md quotes.
import { describe, expect, it } from 'vitest';
import { characteristicsOf, type CardCharacteristics } from './characteristics';
import { readCardDatabase } from './databaseNode';
import { manaCostColors, sortColors } from './manaSymbols';
import { meldPartnerOf } from './meldPartner';

function all(): CardCharacteristics[] {
  const { cards } = readCardDatabase();
  return cards.map((c) => characteristicsOf(c, meldPartnerOf(cards, c)));
}

const countBy = (xs: string[]): [string, number][] => {
  const m = new Map<string, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};

describe('every card of the database', () => {
  const chars = all();
  const playable = chars.filter((c) => !c.funny);

  it('has characteristics, each face a mana value that is a whole number, never negative', () => {
    expect(chars.length).toBe(readCardDatabase().cards.length);
    for (const c of playable) {
      for (const f of [c.card, ...c.faces]) {
        expect(Number.isInteger(f.manaValue) && f.manaValue! >= 0, `${c.name}: ${f.name} mana value ${f.manaValue}`).toBe(true);
      }
    }
    const funny = chars.length - playable.length;
    console.log(`cards: ${chars.length}, Un-set and other non-tournament cards (funny, left out of what the sandbox offers): ${funny}`);
    console.log(`kinds: ${countBy(chars.map((c) => c.kind)).map(([k, n]) => `${k} ${n}`).join(', ')}`);
  });

  it('every face of a tournament card has a card type, and only words the CR knows before the dash', () => {
    for (const c of playable) {
      for (const f of c.faces) {
        expect(f.types.length, `${c.name}: ${f.name}`).toBeGreaterThan(0);
        expect(f.unknownWords, `${c.name}: ${f.name}`).toEqual([]);
      }
    }
  });

  it('every subtype is one of the CR\'s for its card types, or listed as unknown', () => {
    const unknown = countBy(playable.flatMap((c) => c.faces.flatMap((f) => f.unknownSubtypes)));
    console.log(`subtypes the CR of 2026-09-25 doesn't list for the card's types (${unknown.length}): ${unknown.map(([s, n]) => `${s} ${n}`).join(', ') || 'none'}`);
    for (const c of playable) for (const f of c.faces) for (const s of f.unknownSubtypes) expect(f.subtypes).toContain(s);
    // A rise here is a type line misread, not a new Oracle word: look before raising it.
    expect(unknown.length).toBeLessThanOrEqual(5);
  });

  it('colors: a single face has its mana cost\'s unless devoid; several faces together are the source\'s', () => {
    const { byName } = readCardDatabase();
    for (const c of playable) {
      const source = (byName.get(c.name)?.colors ?? []).join('');
      if (c.kind !== 'single') expect(sortColors(c.faces.flatMap((f) => f.colors)).join(''), c.name).toBe(source);
      else if (/^Devoid(?: \(|$)/m.test(c.card.oracleText)) expect(c.card.colors, c.name).toEqual([]); // 702.114a
      else expect(manaCostColors(c.card.manaSymbols).every((k) => c.card.colors.includes(k)), c.name).toBe(true);
    }
  });

  it('each double-faced card has two faces, and a split card its halves\' mana values summed (709.4b)', () => {
    for (const c of chars) {
      if (c.kind !== 'single') expect(c.faces.length, c.name).toBe(2);
      if (c.kind === 'split') expect(c.card.manaValue).toBe(c.faces.reduce((n, f) => n + f.manaValue!, 0));
    }
    const melded = chars.filter((c) => c.kind === 'meld');
    expect(melded.map((c) => c.faces[1].manaValue).every((v) => v !== undefined)).toBe(true);
  });
});
