import { describe, expect, it } from 'vitest';
import { deepFreeze, game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import type { GameState } from '../state/state';
import { parseMana } from './mana';
import { fillPool, MAX_POOL_MANA, poolProblem, poolString, takeMana, withMana } from './pool';

const addR = (s: GameState, n: number) => apply(s, { type: 'edit', op: 'mana', player: 'p1', mana: '{R}'.repeat(n) }).state;

describe('the mana pool, stored compactly (issue 12)', () => {
  it('merges alike mana into one entry, in W U B R G C order then by source', () => {
    const pool = withMana(withMana(withMana([], parseMana('{G}{R}{G}')), parseMana('{R}{C}'), 'o7'), parseMana('{W}{G}'));
    expect(pool).toEqual([
      { type: 'W', amount: 1 },
      { type: 'R', amount: 1 },
      { type: 'R', amount: 1, source: 'o7' },
      { type: 'G', amount: 3 },
      { type: 'C', amount: 1, source: 'o7' },
    ]);
    expect(poolString(pool)).toBe('{W}{R}{R}{G}{G}{G}{C}');
    expect(poolProblem(pool)).toBeNull();
    // The same mana in another order is stored the same way.
    expect(withMana(withMana(withMana([], parseMana('{W}')), parseMana('{C}{R}'), 'o7'), parseMana('{G}{G}{R}{G}'))).toEqual(pool);
  });

  it('takes mana from the earliest entries and drops the emptied ones', () => {
    const pool = deepFreeze(withMana(withMana([], parseMana('{R}{R}')), parseMana('{R}{R}{R}'), 'o2'));
    expect(takeMana(pool, 'R', 3)).toEqual([{ type: 'R', amount: 2, source: 'o2' }]);
    expect(takeMana(pool, 'R', 5)).toEqual([]);
    expect(() => takeMana(pool, 'R', 6)).toThrow(/engine bug/);
  });

  it('keeps one entry however many edits add mana: 2,000 edits of 5 {R} are 10,000 {R} in one entry', () => {
    let s = game({ players: [{ name: 'Ann' }, { name: 'Ben' }] }).state;
    for (let i = 0; i < 2000; i++) s = addR(s, 5);
    expect(s.players.p1.manaPool).toEqual([{ type: 'R', amount: 10_000 }]);
  });

  it('refuses mana past the sandbox limit of 10,000 in a pool, naming the limit, the state unchanged', () => {
    expect(MAX_POOL_MANA).toBe(10_000);
    expect(() => fillPool([], parseMana('{G}'.repeat(10_001)), 'Ann', '106.4')).toThrow(/at most 10,000 mana in a pool.*would make 10,001.*limit of the sandbox, not a rule of the game/);
    const g = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Forest', id: 'f' }] }, { name: 'Ben' }] });
    let s = g.state;
    for (let i = 0; i < 30; i++) s = addR(s, 333);
    s = addR(s, 10);
    expect(poolString(s.players.p1.manaPool)).toHaveLength(3 * 10_000);
    deepFreeze(s);
    // An edit of 333 {R} on top: refused, and so is one more {R}.
    const e = rejects(s, { type: 'edit', op: 'mana', player: 'p1', mana: '{R}'.repeat(333) }, '106.4');
    expect(e.message).toContain("The sandbox holds at most 10,000 mana in a pool; adding 333 mana to Ann's would make 10,333");
    rejects(s, { type: 'edit', op: 'mana', player: 'p1', mana: '{R}' }, /would make 10,001/);
    // A mana ability's mana goes to the same pool (605.3b): tapping the Forest is refused too.
    expect(rejects(s, { type: 'activate', player: 'p1', source: g.id('f', s), ability: 0 }, '605.3b').message).toMatch(/would make 10,001/);
    // Another player's pool is their own.
    expect(poolString(apply(s, { type: 'edit', op: 'mana', player: 'p2', mana: '{U}' }).state.players.p2.manaPool)).toBe('{U}');
  });
});
