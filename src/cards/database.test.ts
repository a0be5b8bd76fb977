import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { byCardName, decodeCards, encodeCards, findCard, indexCards } from './database';
import { CARDS_FILE, POOL_FILE, readCardDatabase } from './databaseNode';
import { CARDS_MD, CARDS_SOURCE, type OracleCard } from './cardsSource';
import { poolEntries } from './poolNames';

const hasSource = existsSync(CARDS_SOURCE);
const skipped = hasSource ? '' : ` (skipped: ${CARDS_SOURCE} is absent; CI has ../shared beside the clone)`;
const source = (): OracleCard[] => JSON.parse(readFileSync(CARDS_SOURCE, 'utf8')) as OracleCard[];

describe('the committed card database', () => {
  it.skipIf(!hasSource)(`is up to date with ../shared/cards/oracle-cards.json; else run npm run cards${skipped}`, () => {
    expect(readFileSync(CARDS_FILE, 'utf8') === encodeCards(source())).toBe(true);
  });

  // The pool's entries (src/cards/pool.json), in CARDS.md's order: the same source, the same command.
  it.skipIf(!hasSource || !existsSync(CARDS_MD))(`and so is the pool, with ../shared/CARDS.md; else run npm run cards${skipped}`, () => {
    expect(readFileSync(POOL_FILE, 'utf8') === encodeCards(poolEntries(source(), readFileSync(CARDS_MD, 'utf8')), true)).toBe(true);
  });

  it.skipIf(!hasSource)(`decodes to exactly the source entries, sorted by name${skipped}`, () => {
    const decoded = decodeCards(readFileSync(CARDS_FILE, 'utf8'));
    const expected = source().sort(byCardName);
    expect(decoded.length).toBe(expected.length);
    // toStrictEqual: no field added, lost or changed, and no key present with undefined.
    expect(decoded).toStrictEqual(expected);
    // The same order of keys too: a re-encoded source entry and a decoded card read alike.
    expect(decoded.map((c) => JSON.stringify(c))).toEqual(expected.map((c) => JSON.stringify(c)));
  });

  it('is read from disk whatever the working directory', () => {
    const cwd = process.cwd();
    process.chdir('/');
    try {
      const db = readCardDatabase();
      expect(db.cards.length).toBeGreaterThan(20000);
      expect(db.cards.map((c) => c.name)).toEqual([...db.cards].sort(byCardName).map((c) => c.name));
    } finally {
      process.chdir(cwd);
    }
  });

  it('finds a card by its name, any face, or any case', () => {
    const db = readCardDatabase();
    expect(findCard(db, 'Lightning Bolt')?.manaCost).toBe('{R}');
    expect(findCard(db, 'sol ring')?.name).toBe('Sol Ring');
    expect(findCard(db, 'Fire // Ice')?.layout).toBe('split');
    expect(findCard(db, 'insectile aberration')?.name).toBe('Delver of Secrets // Insectile Aberration');
    // A face named like a card of its own: the card of that name wins.
    expect(findCard(db, 'Brisela, Voice of Nightmares')?.layout).toBe('normal');
    expect(findCard(db, 'No Such Card')).toBeUndefined();
  });
});

describe('encoding', () => {
  const card = (over: Partial<OracleCard>): OracleCard => ({ name: 'X', typeLine: 'Instant', layout: 'normal', ...over });

  it('keeps every field of a card and of its faces', () => {
    const cards: OracleCard[] = [
      card({ name: 'B', manaCost: '{G}', oracleText: 'a\nb', power: '*', toughness: '1+*', colors: ['G'], funny: true }),
      card({
        name: 'A // Z', layout: 'transform_flip_or_meld', loyalty: '3',
        faces: [{ name: 'A', typeLine: 'Creature', manaCost: '{U}', power: '1', toughness: '1' }, { name: 'Z', typeLine: 'Planeswalker — Jace', loyalty: 'X', colorIndicator: 'Blue White' }],
      }),
    ];
    expect(decodeCards(encodeCards(cards))).toStrictEqual([cards[1], cards[0]]);
  });

  it('refuses what it cannot give back', () => {
    expect(() => encodeCards([card({ colors: [] })])).toThrow(/empty colors/);
    expect(() => encodeCards([card({ layout: 'meld' as OracleCard['layout'] })])).toThrow(/layout "meld"/);
    expect(() => decodeCards('{"format":"other","cards":[]}')).toThrow(/npm run cards/);
  });

  it('indexes lower-case names without letting a face hide a card', () => {
    const db = indexCards([card({ name: 'Fire // Ice', faces: [{ name: 'Fire', typeLine: 'Instant' }, { name: 'Ice', typeLine: 'Instant' }] }), card({ name: 'ice' })]);
    expect(findCard(db, 'Ice')?.name).toBe('Fire // Ice');
    expect(findCard(db, 'ice')?.name).toBe('ice');
    expect(findCard(db, 'ICE')?.name).toBe('ice');
  });
});
