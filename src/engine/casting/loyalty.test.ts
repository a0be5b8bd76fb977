// Loyalty abilities (606): the cost is loyalty counters (606.4), a negative cost needs that many
// (606.6), one loyalty ability per permanent each turn, as a sorcery (606.3); a planeswalker enters
// with its printed loyalty (306.5b).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../index';

const position = {
  players: [
    { name: 'Ann', battlefield: [{ card: 'Jace Beleren', id: 'jace' }, { card: 'Chandra Nalaar', id: 'chandra', counters: { loyalty: 2 } }], hand: [{ card: 'Liliana of the Veil', id: 'lili' }], library: ['Plains', 'Swamp', 'Plains', 'Swamp'], manaPool: '{B}{B}{B}' },
    { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], library: ['Island', 'Island', 'Island'] },
  ],
};

const loyalty = (s: GameState, id: string) => objectAt(s, id)?.counters.loyalty ?? 0;

describe('loyalty abilities', () => {
  it('a planeswalker placed by a position without a loyalty counter has its printed loyalty; one given is kept (306.5b)', () => {
    const { state, id } = game(position);
    expect(loyalty(state, id('jace'))).toBe(3);
    expect(loyalty(state, id('chandra'))).toBe(2);
  });

  it('+2: puts two loyalty counters on as the cost, before the ability resolves (606.4)', () => {
    const { state, id } = game(position);
    const r = apply(state, { type: 'activate', player: 'p1', source: id('jace'), ability: 0 });
    expect(loyalty(r.state, id('jace', r.state))).toBe(5);
    expect(r.state.stack).toHaveLength(1);
    const line = r.log.find((e) => e.rule === '606.4');
    expect(line?.text).toBe("Ann activates Jace Beleren's +2 ability: Each player draws a card. Loyalty 3 → 5.");
    const done = apply(r.state, { type: 'resolve' }).state;
    expect(done.players.p1.hand).toHaveLength(2);
    expect(done.players.p2.hand).toHaveLength(1);
  });

  it('only one loyalty ability of a permanent each turn, another permanent still can (606.3)', () => {
    const { state, id } = game(position);
    const once = apply(apply(state, { type: 'activate', player: 'p1', source: id('jace'), ability: 0 }).state, { type: 'resolve' }).state;
    rejects(once, { type: 'activate', player: 'p1', source: id('jace', once), ability: 1, targets: [['p2']] }, '606.3');
    const other = apply(once, { type: 'activate', player: 'p1', source: id('chandra', once), ability: 0, targets: [['p2']] }).state;
    expect(loyalty(other, id('chandra', other))).toBe(3);
  });

  it('a planeswalker that left and came back is a new object: it may activate one again (606.3, 400.7)', () => {
    const { state, id } = game(position);
    const once = apply(apply(state, { type: 'activate', player: 'p1', source: id('jace'), ability: 0 }).state, { type: 'resolve' }).state;
    const out = apply(once, { type: 'edit', op: 'move', object: id('jace', once), to: 'hand' }).state;
    const back = apply(out, { type: 'edit', op: 'move', object: id('jace', out), to: 'battlefield', player: 'p1' }).state;
    expect(loyalty(back, id('jace', back))).toBe(3);
    const again = apply(back, { type: 'activate', player: 'p1', source: id('jace', back), ability: 0 }).state;
    expect(loyalty(again, id('jace', again))).toBe(5);
  });

  it('the count starts afresh as the next turn begins (606.3)', () => {
    const { state, id } = game({ ...position, turn: { active: 'Ann', step: 'postcombatMain' } });
    const once = apply(apply(state, { type: 'activate', player: 'p1', source: id('jace'), ability: 0 }).state, { type: 'resolve' }).state;
    const ben = apply(once, { type: 'advance', to: 'precombatMain' }).state;
    const ann = apply(ben, { type: 'advance', to: 'precombatMain' }).state;
    expect(ann.turn.active).toBe('p1');
    const again = apply(ann, { type: 'activate', player: 'p1', source: id('jace', ann), ability: 0 }).state;
    expect(loyalty(again, id('jace', again))).toBe(7);
  });

  it('as a sorcery: not in combat, not with a spell on the stack, not in an opponent\'s turn (606.3)', () => {
    const combat = game({ ...position, turn: { active: 'Ann', step: 'beginningOfCombat' } });
    rejects(combat.state, { type: 'activate', player: 'p1', source: combat.id('jace'), ability: 0 }, '606.3');
    const theirs = game({ ...position, turn: { active: 'Ben', step: 'precombatMain' } });
    const passed = apply(theirs.state, { type: 'pass' }).state;
    rejects(passed, { type: 'activate', player: 'p1', source: theirs.id('jace'), ability: 0 }, '606.3');
    const { state, id } = game(position);
    const stacked = apply(state, { type: 'activate', player: 'p1', source: id('chandra'), ability: 0, targets: [['p2']] }).state;
    rejects(stacked, { type: 'activate', player: 'p1', source: id('jace', stacked), ability: 0 }, '606.3');
  });

  it('a negative cost needs that many loyalty counters (606.6)', () => {
    const { state, id } = game(position);
    rejects(state, { type: 'activate', player: 'p1', source: id('jace'), ability: 2, targets: [['p2']] }, '606.6');
    const minus = apply(state, { type: 'activate', player: 'p1', source: id('jace'), ability: 1, targets: [['p2']] }).state;
    expect(loyalty(minus, id('jace', minus))).toBe(2);
  });

  it('−X: X is announced, that many counters removed, and the ability uses it (107.3a, 606.6)', () => {
    const { state, id } = game(position);
    rejects(state, { type: 'activate', player: 'p1', source: id('chandra'), ability: 1, x: 3, targets: [[id('bears')]] }, '606.6');
    rejects(state, { type: 'activate', player: 'p1', source: id('chandra'), ability: 1, x: -1, targets: [[id('bears')]] }, '107.3a');
    rejects(state, { type: 'activate', player: 'p1', source: id('jace'), ability: 0, x: 1 }, '107.3a');
    const r = apply(state, { type: 'activate', player: 'p1', source: id('chandra'), ability: 1, x: 2, targets: [[id('bears')]] });
    expect(loyalty(r.state, id('chandra', r.state))).toBe(0);
    expect(r.log.find((e) => e.rule === '606.4')?.text).toBe("Ann activates Chandra Nalaar's −X ability with X = 2 targeting Grizzly Bears: Chandra Nalaar deals X damage to target creature. Loyalty 2 → 0.");
    const done = apply(r.state, { type: 'resolve' }).state;
    expect(objectAt(done, id('bears'))).toBeUndefined();
  });

  it('a planeswalker spell enters with its printed loyalty (306.5b)', () => {
    const { state, id } = game(position);
    const cast = apply(state, { type: 'cast', player: 'p1', card: id('lili') }).state;
    const done = apply(cast, { type: 'resolve' });
    expect(loyalty(done.state, id('lili', done.state))).toBe(3);
    expect(done.log.map((e) => e.rule)).toContain('306.5b');
  });

  it('a printed loyalty of X is the X of the spell (306.5b, 107.3m)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Nissa, Steward of Elements', id: 'nissa' }], manaPool: '{G}{U}{C}{C}' }, { name: 'Ben' }] });
    const cast = apply(state, { type: 'cast', player: 'p1', card: id('nissa'), x: 2 }).state;
    const done = apply(cast, { type: 'resolve' });
    expect(loyalty(done.state, id('nissa', done.state))).toBe(2);
    expect(done.log.find((e) => e.rule === '306.5b')?.text).toBe('Nissa, Steward of Elements enters with 2 loyalty counters, its printed loyalty (X = 2).');
  });

  it('a planeswalker moved onto the battlefield by an edit gets its printed loyalty (SCENARIO.md, "Positions")', () => {
    const { state, id } = game(position);
    const moved = apply(state, { type: 'edit', op: 'move', object: id('lili'), to: 'battlefield' }).state;
    expect(loyalty(moved, id('lili', moved))).toBe(3);
  });
});
