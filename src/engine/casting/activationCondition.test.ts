// "Activate only if ..." (602.5): threshold, hellbent, formidable, read as the player begins to activate.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { play } from '../withAbilities';

const islands = (n: number) => Array.from({ length: n }, () => ({ card: 'Island' }));

describe('activation conditions (602.5)', () => {
  it('threshold: refused with six cards in the graveyard, allowed with seven', () => {
    const at = (n: number) =>
      game({
        players: [{ name: 'Ann', manaPool: '{R}{R}{R}', graveyard: islands(n), battlefield: [{ card: 'Chainflinger', id: 'flinger' }] }, { name: 'Ben' }],
        turn: { active: 'Ann', step: 'precombatMain' },
      });
    const six = at(6);
    const e = rejects(six.state, { type: 'activate', player: 'p1', source: six.id('flinger'), ability: 1, targets: [['p2']] }, '602.5');
    expect(e.message).toMatch(/seven or more cards are in your graveyard/);
    const seven = at(7);
    expect(play(seven.state, { type: 'activate', player: 'p1', source: seven.id('flinger'), ability: 1, targets: [['p2']] }).state.stack).toHaveLength(1);
  });

  it('hellbent: refused while the player has a card in hand', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}', hand: [{ card: 'Island' }], battlefield: [{ card: "Fool's Tome", id: 'tome' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    expect(rejects(state, { type: 'activate', player: 'p1', source: id('tome'), ability: 0 }, '602.5').message).toMatch(/no cards in hand \(1 now\)/);
  });

  it('formidable: the total power of the creatures the player controls, 7 refused', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{G}{G}', battlefield: [{ card: 'Dragon-Scarred Bear', id: 'bear' }, { card: 'Grizzly Bears' }, { card: 'Grizzly Bears' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    expect(rejects(state, { type: 'activate', player: 'p1', source: id('bear'), ability: 0 }, '602.5').message).toMatch(/total power 8 or greater \(7 now\)/);
  });

  it('only during combat: refused in a main phase (506.1), allowed in the beginning of combat step', () => {
    const at = (step: string) =>
      game({ players: [{ name: 'Ann', manaPool: '{C}{C}', battlefield: [{ card: 'Jade Statue', id: 'statue' }] }, { name: 'Ben' }], turn: { active: 'Ann', step } });
    const main = at('precombatMain');
    expect(rejects(main.state, { type: 'activate', player: 'p1', source: main.id('statue'), ability: 0 }, '506.1').message).toMatch(/only during combat/);
    const combat = at('beginningOfCombat');
    expect(play(combat.state, { type: 'activate', player: 'p1', source: combat.id('statue'), ability: 0 }).state.stack).toHaveLength(1);
  });
});
