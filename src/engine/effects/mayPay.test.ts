// "You may pay {1}. If you do, draw a card." (118.12): asked as the ability resolves; a player
// who can't pay fully isn't asked (118.3); the effect happens only when paid.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';

function position(pool: string, island: boolean) {
  return game({
    players: [
      {
        name: 'Ann',
        manaPool: pool,
        hand: [{ card: 'Lightning Bolt', id: 'bolt' }],
        battlefield: [{ card: 'Lunar Mystic', id: 'mystic' }, ...(island ? [{ card: 'Island', id: 'island' }] : [])],
        library: ['Mountain'],
      },
      { name: 'Ben' },
    ],
  });
}

describe('you may pay {M}. If you do, ... (118.12)', () => {
  it('can\'t pay (118.3): not asked, nothing drawn, and the log says why', () => {
    const { state, id } = position('{R}', false);
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }, { type: 'resolve' });
    expect(after.choice ?? null).toBeNull();
    expect(after.players.p1.hand).toHaveLength(0);
    expect(log.find((e) => e.rule === '118.12')).toMatchObject({ text: "Ann can't pay {1} for Lunar Mystic, so doesn't: draw a card doesn't happen.", also: ['118.3'] });
  });

  it('asked with the words of the card; yes pays from the pool first, then draws', () => {
    const { state, id } = position('{R}{U}', true);
    const asked = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }, { type: 'resolve' });
    expect(asked.state.choice?.prompt).toBe("As Lunar Mystic's triggered ability resolves, Ann may pay {1}. If they do: draw a card.");
    const { state: after } = play(asked.state, { type: 'choose', player: 'p1', answer: true });
    expect(after.players.p1.manaPool).toEqual([]);
    expect(after.players.p1.hand).toHaveLength(1);
  });
});
