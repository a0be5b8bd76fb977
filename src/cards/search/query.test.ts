import { describe, expect, test } from 'vitest';
import { nameWords, parseQuery, QueryError } from './query';

describe('parseQuery', () => {
  test('words of the name, each key with its operator, - and quotes', () => {
    expect(parseQuery('litening bolt')).toEqual([{ not: false, key: 'name', words: ['litening'], phrase: false }, { not: false, key: 'name', words: ['bolt'], phrase: false }]);
    expect(parseQuery('t:creature mv<=2 -c:g')).toEqual([
      { not: false, key: 'type', text: 'creature' },
      { not: false, key: 'mv', op: '<=', value: 2 },
      { not: true, key: 'color', op: '>=', colors: 16, count: null },
    ]);
    expect(parseQuery('o:"copy that" -"lightning bolt"')).toEqual([
      { not: false, key: 'oracle', text: 'copy that' },
      { not: true, key: 'name', words: ['lightning', 'bolt'], phrase: true },
    ]);
    expect(parseQuery('cmc>3 pow>=4 tou<1 is:partial')).toEqual([
      { not: false, key: 'mv', op: '>', value: 3 },
      { not: false, key: 'pow', op: '>=', value: 4 },
      { not: false, key: 'tou', op: '<', value: 1 },
      { not: false, key: 'is', support: 'partial' },
    ]);
  });

  test('c: means at least these colors, id: at most (Scryfall); c:c and a count mean exactly', () => {
    expect(parseQuery('c:ur')[0]).toMatchObject({ key: 'color', op: '>=', colors: 2 | 8 });
    expect(parseQuery('id:esper')[0]).toMatchObject({ key: 'identity', op: '<=', colors: 1 | 2 | 4 });
    expect(parseQuery('c=izzet')[0]).toMatchObject({ op: '=', colors: 2 | 8 });
    expect(parseQuery('c!=r')[0]).toMatchObject({ op: '!=', colors: 8 });
    expect(parseQuery('c:c')[0]).toMatchObject({ op: '=', colors: 0 });
    expect(parseQuery('id:colorless')[0]).toMatchObject({ op: '=', colors: 0 });
    expect(parseQuery('c:2')[0]).toMatchObject({ op: '=', colors: null, count: 2 });
    expect(parseQuery('c:m')[0]).toMatchObject({ multicolor: true });
  });

  test('an unclosed quote runs to the end: the user is still typing', () => {
    expect(parseQuery('o:"draw a')).toEqual([{ not: false, key: 'oracle', text: 'draw a' }]);
  });

  test('a bad term is a QueryError that names it and says what is expected', () => {
    const error = (q: string) => {
      try {
        parseQuery(q);
      } catch (e) {
        expect(e).toBeInstanceOf(QueryError);
        return (e as Error).message;
      }
      throw new Error(`${q} parsed`);
    };
    expect(error('foo:bar')).toBe('"foo:bar": "foo" is not a key; the keys are t, o, c, id, mv, pow, tou and is');
    expect(error('mv<=x')).toBe('"mv<=x": mv is compared with a number, as in mv<=2');
    expect(error('c:xyz')).toMatch(/^"c:xyz": colors are w, u, b, r, g/);
    expect(error('is:great')).toMatch(/^"is:great": is: takes full, partial or none/);
    expect(error('t>=creature')).toBe('"t>=creature": t takes ":" (t:creature), not ">="');
    expect(error('mv<=')).toBe('"mv<=": mv<= needs a value');
    expect(error('constructor:x')).toMatch(/is not a key/);
  });

  test('names are compared without case, accents or apostrophes', () => {
    expect(nameWords("Æther Vial")).toEqual(['aether', 'vial']);
    expect(nameWords("Urza's Saga")).toEqual(['urzas', 'saga']);
    expect(nameWords('Lim-Dûl the Necromancer')).toEqual(['lim', 'dul', 'the', 'necromancer']);
    expect(parseQuery('-')).toEqual([]);
  });
});
