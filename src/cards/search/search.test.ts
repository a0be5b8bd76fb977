import { beforeAll, describe, expect, test } from 'vitest';
import { CARDS } from '../index';
import { readCardDatabase } from '../databaseNode';
import { parseQuery } from './query';
import { searchCards, type SupportOf } from './search';
import { buildIndex, identityOf, type SearchCard, type SearchIndex } from './searchIndex';
import { databaseSupport, supportOf, supportTable } from './support';
import { readSupportFile, supportFile } from './supportLevels';

const POOL = Object.values(CARDS);
let index: SearchIndex;
beforeAll(() => {
  index = buildIndex(POOL, readCardDatabase().cards);
});
const find = (q: string, support?: SupportOf): SearchCard[] => searchCards(index, parseQuery(q), support);
const names = (q: string, support?: SupportOf) => find(q, support).map((c) => c.name);
const card = (name: string) => index.cards.find((c) => c.name === name)!;

describe('the index', () => {
  test('every card once: the built-in pool first, then the database by name', () => {
    const db = readCardDatabase().cards;
    expect(index.cards).toHaveLength(db.length);
    expect(new Set(index.cards.map((c) => c.name)).size).toBe(db.length);
    expect(index.cards.slice(0, POOL.length).every((c) => c.pool)).toBe(true);
    expect(index.cards.slice(POOL.length).some((c) => c.pool)).toBe(false);
  });

  test('before the database arrives, the pool alone, from its definitions', () => {
    const pool = buildIndex(POOL);
    expect(pool.cards).toHaveLength(POOL.length);
    expect(searchCards(pool, parseQuery('litening bolt'))[0].name).toBe('Lightning Bolt');
    const bolt = pool.cards.find((c) => c.name === 'Lightning Bolt')!;
    expect(bolt).toMatchObject({ typeLine: 'Instant', mv: 1, colors: 8, costs: ['{R}'], pool: true });
  });

  test("the pool alone: what the builder's search did before every card (its old tests)", () => {
    const pool = buildIndex(POOL);
    const poolNames = (q: string) => searchCards(pool, parseQuery(q)).map((c) => c.name);
    expect(poolNames('bolt')).toContain('Lightning Bolt');
    expect(poolNames('LIGHTNING bolt')).toEqual(['Lightning Bolt']);
    expect(poolNames('')).toHaveLength(POOL.length);
    expect(poolNames('t:instant').every((n) => CARDS[n].types.includes('Instant'))).toBe(true);
    expect(poolNames('t:enchantment o:copy')).toContain('Pyromancer Ascension');
    expect(poolNames('c:r t:instant')).toContain('Lightning Bolt');
    expect(poolNames('c:u t:instant')).not.toContain('Lightning Bolt');
    expect(poolNames('c:ur')).toEqual(poolNames('c:u c:r'));
    expect(poolNames('t:basic')).toEqual(expect.arrayContaining(['Mountain', 'Island', 'Forest']));
    expect(poolNames('t:land c:c')).toContain('Mountain');
    expect(poolNames('o:"copy that"')).toContain('Pyromancer Ascension');
    expect(poolNames('t:creature -c:g').some((n) => CARDS[n].manaCost?.includes('G'))).toBe(false);
  });

  test('mana value (202.3): a split card adds its halves; a double-faced card is its front', () => {
    expect(card('Fire // Ice').mv).toBe(4);
    expect(card('Delver of Secrets // Insectile Aberration').mv).toBe(1);
    expect(card('Fire // Ice').costs).toEqual(['{1}{R}', '{1}{U}']);
  });

  test('color identity (903.4): mana symbols in the rules text count, reminder text does not', () => {
    // Birds of Paradise: green; its text adds any color in words, not symbols.
    expect(identityOf(card('Birds of Paradise'))).toBe(16);
    // Boros Guildgate: colorless, {R} and {W} in its text.
    expect(identityOf(card('Boros Guildgate'))).toBe(1 | 8);
    // Delver's back face has a blue color indicator (903.4d).
    expect(identityOf(card('Delver of Secrets // Insectile Aberration'))).toBe(2);
  });
});

describe('words of the name', () => {
  test('typos: "litening bolt" finds Lightning Bolt first', () => {
    expect(names('litening bolt')[0]).toBe('Lightning Bolt');
    expect(names('ligtning bolt')[0]).toBe('Lightning Bolt');
    expect(names('lightnig blot')[0]).toBe('Lightning Bolt');
    expect(names('birds of paradice')[0]).toBe('Birds of Paradise');
    expect(names('cunterspell')[0]).toBe('Counterspell');
  });

  test('ranking: the exact name, then names that start with the words, then names with every word, then typos', () => {
    const mountain = names('mountain');
    expect(mountain[0]).toBe('Mountain');
    expect(mountain.indexOf('Mountain Goat')).toBeLessThan(mountain.indexOf('Snow-Covered Mountain'));
    const bolt = names('bolt');
    expect(bolt.indexOf('Bolt of Keranos')).toBeLessThan(bolt.indexOf('Lightning Bolt'));
    // Words inside a name's words, as Scryfall reads a name: "ightning" is in "Lightning".
    expect(names('ightning bolt')).toContain('Lightning Bolt');
    // A typo ranks below the words themselves.
    const volt = names('volt');
    expect(volt.indexOf('Lightning Bolt')).toBeGreaterThan(volt.findIndex((n) => /volt/i.test(n)));
  });

  test('a face, an accent, an apostrophe', () => {
    expect(names('ice')).toContain('Fire // Ice');
    expect(names('fire ice')[0]).toBe('Fire // Ice');
    expect(names('aether vial')[0]).toBe('Aether Vial');
    expect(names("urza's saga")[0]).toBe("Urza's Saga");
    expect(names('urzas saga')[0]).toBe("Urza's Saga");
  });

  test('the word being typed matches as a prefix', () => {
    expect(names('lightning bo').slice(0, 3)).toContain('Lightning Bolt');
    expect(names('grizz')[0]).toBe('Grizzly Bears');
  });

  test('quotes: the words together, in order; no typo', () => {
    expect(names('"lightning bolt"')).toEqual(['Lightning Bolt']);
    expect(names('"bolt lightning"')).toEqual([]);
    expect(names('"litening bolt"')).toEqual([]);
  });
});

describe('keys', () => {
  test('t: the type line, every face', () => {
    const creatures = find('t:creature');
    expect(creatures.length).toBeGreaterThan(10000);
    expect(creatures.every((c) => c.type.includes('creature'))).toBe(true);
    expect(names('t:goblin t:legendary')).toContain('Krenko, Mob Boss');
    expect(names('t:insect t:human')).toContain('Delver of Secrets // Insectile Aberration');
  });

  test('o: the Oracle text; ~ is the card\'s name', () => {
    expect(names('t:enchantment o:copy')[0]).toBe('Pyromancer Ascension');
    expect(names('o:"copy that spell"')).toContain('Pyromancer Ascension');
    expect(names('o:"~ deals 3 damage to any target" t:instant')).toContain('Lightning Bolt');
  });

  test('c: with :, =, <=, >=, !=', () => {
    expect(names('c:r t:instant')).toContain('Lightning Bolt');
    expect(names('c:u t:instant')).not.toContain('Lightning Bolt');
    expect(names('c:ur')).toContain('Electrolyze');
    expect(names('c:ur')).not.toContain('Lightning Bolt');
    expect(names('c=r')).toContain('Lightning Bolt');
    expect(names('c=r')).not.toContain('Electrolyze');
    expect(names('c<=ur')).toEqual(expect.arrayContaining(['Lightning Bolt', 'Electrolyze', 'Counterspell', 'Sol Ring']));
    expect(names('c<=ur')).not.toContain('Grizzly Bears');
    expect(names('c>=ur')).toContain('Electrolyze');
    expect(names('c!=r t:instant')).not.toContain('Lightning Bolt');
    expect(names('c:c')).toContain('Sol Ring');
    expect(names('c:c')).not.toContain('Lightning Bolt');
    expect(names('c:m')).toContain('Electrolyze');
    expect(names('c:m')).not.toContain('Lightning Bolt');
    expect(names('c>=2 t:instant')).toContain('Electrolyze');
    expect(names('c:izzet')).toEqual(names('c:ur'));
    expect(names('c:red')).toEqual(names('c:r'));
  });

  test('id: color identity, at most these colors by default', () => {
    const esper = names('id:esper t:instant');
    expect(esper).toContain('Counterspell');
    expect(esper).not.toContain('Lightning Bolt');
    expect(names('id:c t:land')).toContain('Wastes');
    expect(names('id:c t:land')).not.toContain('Boros Guildgate');
    expect(names('id>=rw t:land')).toContain('Boros Guildgate');
    expect(names('id=g')).toContain('Birds of Paradise');
  });

  test('mv and cmc, pow, tou compared with a number', () => {
    expect(find('mv<=2 t:instant').every((c) => c.mv <= 2)).toBe(true);
    expect(names('mv=1 t:instant c:r')).toContain('Lightning Bolt');
    expect(names('cmc=1 t:instant c:r')).toEqual(names('mv:1 t:instant c:r'));
    expect(names('mv>=1 mv<2 t:instant c:r')).toEqual(names('mv=1 t:instant c:r'));
    expect(names('mv!=1 t:instant c:r')).not.toContain('Lightning Bolt');
    expect(names('pow=2 tou=2 c:g')).toContain('Grizzly Bears');
    expect(names('pow>2 c:g')).not.toContain('Grizzly Bears');
    expect(names('tou>=2 tou<=2 pow<=2 t:bear')).toContain('Grizzly Bears');
    // 208.2: "*" is no number: Tarmogoyf has no power to compare.
    expect(names('pow>=0 t:lhurgoyf')).not.toContain('Tarmogoyf');
    // Either face's: Insectile Aberration is a 3/2.
    expect(names('pow=3 t:wizard')).toContain('Delver of Secrets // Insectile Aberration');
  });

  test('t:creature mv<=2 -c:g: creatures of mana value 2 or less that are not green', () => {
    const found = find('t:creature mv<=2 -c:g');
    expect(found.length).toBeGreaterThan(1000);
    expect(found.every((c) => c.type.includes('creature') && c.mv <= 2 && (c.colors & 16) === 0)).toBe(true);
    expect(found.map((c) => c.name)).not.toContain('Grizzly Bears');
    expect(found.map((c) => c.name)).toContain('Goblin Piker');
  });

  test('- leaves matches out, on every key and on words', () => {
    expect(names('bolt -lightning')).not.toContain('Lightning Bolt');
    expect(names('bolt -lightning')).toContain('Bolt of Keranos');
    expect(names('t:instant -t:instant')).toEqual([]);
    expect(names('lightning -"lightning bolt"')).not.toContain('Lightning Bolt');
    expect(names('c:r -o:damage t:instant')).not.toContain('Lightning Bolt');
    expect(names('t:creature c:g -pow>1')).toContain('Llanowar Elves');
  });

  test('is: the support level; a card not yet known is left out, never guessed', () => {
    const table = supportTable(index);
    expect(names('is:full', table.get)).toEqual(index.cards.filter((c) => c.pool).map((c) => c.name));
    while (!table.fill(performance.now() + 1000));
    expect(table.known).toBe(table.total);
    const full = names('is:full', table.get);
    const partial = names('is:partial', table.get);
    const none = names('is:none', table.get);
    expect(full.length + partial.length + none.length).toBe(index.cards.length);
    expect(full).toContain('Lightning Bolt');
    const notFull = new Set([...partial, ...none]);
    expect(names('-is:full', table.get)).toEqual(index.cards.filter((c) => notFull.has(c.name)).map((c) => c.name));
    expect(supportOf(card(none[0]))).toBe('none');

    // The table the build makes (scripts/card-support.ts) agrees with this one, compiled card by
    // card as the page does without it: every card once read back, a sample compiled as built.
    const db = readCardDatabase().cards;
    const known = new Map(index.cards.map((c, i) => [c.name, table.get(c, i)!]));
    const built = readSupportFile(JSON.parse(JSON.stringify(supportFile(db, (c) => known.get(c.name)!))), db)!;
    const read = supportTable(index, built);
    expect(read.known).toBe(read.total);
    expect(index.cards.map((c, i) => read.get(c, i))).toEqual(index.cards.map((c, i) => table.get(c, i)));
    const sample = db.filter((_, i) => i % 20 === 0);
    const asBuilt = supportFile(sample, databaseSupport).levels;
    const asPage = sample.map((c) => ({ full: 'f', partial: 'p', none: 'n' })[supportOf({ ...card(c.name), pool: false })]).join('');
    expect(asBuilt).toBe(asPage);
    expect(new Set(asBuilt)).toEqual(new Set(['f', 'p', 'n']));
  }, 180_000);

  test("the build's table is used only for the database it was read from", () => {
    const db = readCardDatabase().cards.slice(0, 300);
    const file = supportFile(db, (c) => (c.name.length % 3 === 0 ? 'none' : 'full'));
    expect(readSupportFile(file, db)?.get(db[3].name)).toBe(db[3].name.length % 3 === 0 ? 'none' : 'full');
    expect(readSupportFile(file, db.slice(1))).toBeNull();
    expect(readSupportFile(file, [...db.slice(0, 299), { ...db[299], name: `${db[299].name}!` }])).toBeNull();
    expect(readSupportFile({ ...file, format: 'other' }, db)).toBeNull();
    expect(readSupportFile({ ...file, levels: file.levels.replace(/.$/, 'x') }, db)).toBeNull();
    expect(readSupportFile(null, db)).toBeNull();
    // A table that lacks a card leaves it to compile: the rest are known at once.
    const some = readSupportFile(supportFile(readCardDatabase().cards, () => 'none'), readCardDatabase().cards)!;
    const partial = new Map([...some].filter(([name]) => name !== index.cards[index.cards.length - 1].name));
    const table = supportTable(index, partial);
    expect(table.known).toBe(table.total - 1);
    expect(table.get(index.cards[index.cards.length - 1], index.cards.length - 1)).toBeUndefined();
    expect(table.fill(performance.now() + 1000)).toBe(true);
    expect(table.get(index.cards[index.cards.length - 1], index.cards.length - 1)).toBe(supportOf(index.cards[index.cards.length - 1]));
  });
});
