// Impulse draw (effects/impulse.ts): the exiled card may be played for as long as the effect says
// (611.2a), and only by its player (601.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import type { GameState } from '../state/state';

// Elkin Bottle, activated on Ben's turn: "Until the beginning of your next upkeep, you may play that card."
const position = {
  players: [
    { name: 'Ann', manaPool: '{C}{C}{C}{R}{R}', battlefield: [{ card: 'Elkin Bottle', id: 'bottle' }], library: [{ card: 'Shock', id: 'shock' }, 'Mountain', 'Mountain'] },
    { name: 'Ben', library: ['Island', 'Island'] },
  ],
  turn: { active: 'Ben', step: 'precombatMain', number: 2 },
};

function exiled(): { s: GameState; shock: string } {
  const g = game(position);
  let s = apply(g.state, { type: 'pass', player: 'p2' }).state;
  s = apply(s, { type: 'activate', player: 'p1', source: g.id('bottle'), ability: 0, pay: '{C}{C}{C}' }).state;
  s = apply(s, { type: 'resolve' }).state;
  return { s, shock: g.id('shock', s) };
}

describe('a card exiled with a permission to play it', () => {
  it('may be cast by its player from exile, on an opponent\'s turn too', () => {
    const { s, shock } = exiled();
    const ann = apply(s, { type: 'pass', player: 'p2' }).state;
    const t = apply(ann, { type: 'cast', player: 'p1', card: shock, from: 'exile', targets: [['p2']], pay: '{R}' } as never).state;
    expect(t.stack).toHaveLength(1);
  });

  it('may not be cast by another player', () => {
    const { s, shock } = exiled();
    rejects(s, { type: 'cast', player: 'p2', card: shock, from: 'exile', targets: [['p1']] } as never, '601.3');
  });

  it('"until the beginning of your next upkeep": not in that upkeep', () => {
    const { s, shock } = exiled();
    const upkeep = apply(s, { type: 'advance', to: 'upkeep' }).state;
    expect(upkeep.turn.active).toBe('p1');
    rejects(upkeep, { type: 'cast', player: 'p1', card: shock, from: 'exile', targets: [['p2']], pay: '{R}' } as never, '601.3');
  });
});
