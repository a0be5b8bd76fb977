// The prompts a judge reads: each says who decides, what, and why, in the card's and the rules'
// words, and names the object it refers to.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import type { Action } from '../actions';
import { apply } from '../apply';
import type { GameState } from '../state/state';

function run(state: GameState, actions: Action[]): GameState {
  return actions.reduce((s, a) => apply(s, a).state, state);
}

const ascension = (counters: number, graveyard: string[] = []) =>
  game({
    players: [
      { name: 'Ann', battlefield: [{ card: 'Pyromancer Ascension', id: 'asc', counters: { quest: counters } }, { card: 'Mountain', id: 'mtn' }], graveyard, hand: [{ card: 'Shock', id: 'shock' }], manaPool: '{R}' },
      { name: 'Ben', battlefield: [{ card: 'Goblin Piker', id: 'piker' }] },
    ],
  });

describe('prompts in a judge’s words', () => {
  it('ordering triggered abilities names who orders them and which resolves first (603.3b)', () => {
    const { state, id } = ascension(2, ['Shock']);
    const s = run(state, [{ type: 'cast', player: 'p1', card: id('shock'), targets: [['p2']] }]);
    expect(s.choice?.rule).toBe('603.3b');
    expect(s.choice?.prompt).toBe(
      'Ann puts 2 triggered abilities on the stack at the same time and chooses their order: the first chosen goes on the stack first and resolves last; the last chosen goes on top and resolves first.',
    );
  });

  it('"you may copy that spell" names the player and the spell (603.5)', () => {
    const { state, id } = ascension(2);
    const s = run(state, [{ type: 'cast', player: 'p1', card: id('shock'), targets: [['p2']] }, { type: 'resolve' }]);
    expect(s.choice?.prompt).toBe("As Pyromancer Ascension's triggered ability resolves, Ann may copy Shock (you may choose new targets for the copy).");
  });

  it('new targets for a copy: who, which copy, and what it targets now (707.10c)', () => {
    const { state, id } = ascension(2);
    const s = run(state, [{ type: 'cast', player: 'p1', card: id('shock'), targets: [['p2']] }, { type: 'resolve' }, { type: 'choose', answer: true }]);
    expect(s.choice?.rule).toBe('707.10c');
    expect(s.choice?.prompt).toBe('Ann may choose new targets for the copy of Shock; a target not changed stays. The copy now targets Ben.');
  });

  it('the type of mana: who chooses, and which permanent adds it', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Reflecting Pool', id: 'pool' }, { card: 'Mountain' }, { card: 'Forest' }] }, { name: 'Ben' }],
    });
    const s = run(state, [{ type: 'activate', player: 'p1', source: id('pool'), ability: 0 }]);
    expect(s.choice?.prompt).toBe('Ann chooses the type of mana Reflecting Pool adds.');
  });

  it('scry: who scries, for which spell', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Opt', id: 'opt' }], library: ['Island', 'Forest'], manaPool: '{U}' }, { name: 'Ben' }],
    });
    const s = run(state, [{ type: 'cast', player: 'p1', card: id('opt') }, { type: 'resolve' }]);
    expect(s.choice?.prompt).toBe('Ann scries 1 (Opt): choose the cards to keep on top of the library, the top card first; the others go to the bottom.');
  });
});
