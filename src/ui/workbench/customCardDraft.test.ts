import { describe, expect, it } from 'vitest';
import { next } from '../../engine/state/rng';
import { compileCustom, EMPTY, fieldsOf } from './customCardDraft';

const spark = { ...EMPTY, name: "Judge's Spark", manaCost: '{R}', typeLine: 'Instant', oracle: "Judge's Spark deals 3 damage to any target." };

describe('the custom card form', () => {
  it('builds a card from its fields as it is typed', () => {
    const built = compileCustom(spark);
    expect('def' in built && built.def).toMatchObject({ name: "Judge's Spark", support: 'full', custom: { name: "Judge's Spark", typeLine: 'Instant', manaCost: '{R}' } });
    expect(compileCustom({ ...spark, oracle: 'Skip your next turn.' })).toMatchObject({ def: { support: 'none' } });
    expect(fieldsOf({ name: 'A', typeLine: 'Creature', power: '*', toughness: '1+*' })).toEqual({ ...EMPTY, name: 'A', typeLine: 'Creature', power: '*', toughness: '1+*' });
  });

  it('says what is missing or wrong, in the form’s words', () => {
    expect(compileCustom(EMPTY)).toEqual({ problem: 'A custom card needs a name.' });
    expect(compileCustom({ ...spark, typeLine: ' ' })).toEqual({ problem: 'A custom card needs a type line, like “Instant” or “Creature — Goblin”.' });
    expect(compileCustom({ ...spark, manaCost: 'R' })).toEqual({ problem: 'Mana cost: "R" must be mana symbols like "{2}{W}{U}"' });
    expect(compileCustom({ ...spark, manaCost: '{T}' })).toEqual({ problem: 'Mana cost: "{T}": {T} is not a mana symbol (107.4)' });
    // A symbol of 107.4 the engine reads but can't pay yet: the card is made; casting it is refused with the rule (mana/unpayable.test.ts).
    expect(compileCustom({ ...spark, manaCost: '{4}{R/P}' })).toMatchObject({ def: { manaCost: '{4}{R/P}' } });
    expect(compileCustom({ ...spark, colorIndicator: 'Teal' })).toMatchObject({ problem: expect.stringMatching(/^Color indicator: /) });
  });

  it('never throws, and the compiler never fails, whatever is typed', () => {
    const pieces = ['{', '}', '{T}', ':', 'target', 'creature', '—', '//', '\n', 'When', 'deals', 'X', '*', '+1/+1', '(', ')', '"', 'Sorcery', 'Creature', '~', '𝔘', '\u0000', ' ', '.', 'draw', 'a card'];
    let seed = 7;
    const pick = () => {
      const [v, s] = next(seed);
      seed = s;
      return pieces[Math.floor(v * pieces.length)];
    };
    let built = 0;
    for (let i = 0; i < 400; i++) {
      const text = (n: number) => Array.from({ length: n }, pick).join(' ');
      // Most with fields a document accepts, so the compiler sees their text.
      const fields = { name: text(2), manaCost: i % 4 ? '' : text(1), typeLine: i % 2 ? 'Creature' : text(2), oracle: text(12), power: i % 4 ? '' : text(1), toughness: '', loyalty: '', colorIndicator: '' };
      if ('def' in compileCustom(fields)) built++;
      const out = compileCustom(fields);
      if ('problem' in out) expect(out.problem).not.toMatch(/can't be built/);
    }
    expect(built).toBeGreaterThan(100);
  });
});
