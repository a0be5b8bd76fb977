// "Whenever a player casts a spell" (any player's spell) and "Whenever you cast a noncreature
// spell" (205.4b: a spell without the creature type; an artifact creature spell is a creature
// spell): triggered as the spell becomes cast (601.2i).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';

const triggered = (s: GameState) => s.stack.map((id) => objectAt(s, id)).filter((o) => o.stackItem?.kind === 'ability').map((o) => o.card).sort();

describe('cast triggers of any player, and of noncreature spells', () => {
  const { state, id } = game({
    players: [
      { name: 'Ann', manaPool: '{R}', hand: [{ card: 'Ornithopter', id: 'thopter' }, { card: 'Lightning Bolt', id: 'bolt' }], battlefield: [{ card: 'Spellgorger Weird', id: 'weird' }] },
      { name: 'Ben', battlefield: [{ card: 'Managorger Hydra', id: 'hydra' }] },
    ],
  });

  it("an artifact creature spell: Ben's Hydra triggers on Ann's spell; Ann's Weird doesn't (it is a creature spell)", () => {
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('thopter'), pay: '' });
    expect(triggered(after)).toEqual(['Managorger Hydra']);
  });

  it('an instant: both trigger', () => {
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] });
    expect(triggered(after)).toEqual(['Managorger Hydra', 'Spellgorger Weird']);
  });
});
