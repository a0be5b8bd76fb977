// Several objects moved at once (704.3) end as if moved one after another in the same order: the
// same new ids and timestamps, the same lists, the same "dies" triggers in the same order.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import type { Tx } from './game';
import { moveObject, moveObjects, type Move } from './zones';

function board() {
  const walker = { card: 'Hangarback Walker', counters: { '+1/+1': 1 } };
  return game({
    players: [
      {
        name: 'Ann',
        battlefield: [{ ...walker, id: 'w1' }, { card: 'Grizzly Bears', id: 'bears' }, { ...walker, id: 'w2' }, { card: 'Mountain', id: 'mountain' }],
        graveyard: [{ card: 'Shock', id: 'shock' }],
        library: [{ card: 'Forest', id: 'forest' }],
      },
      { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }, { ...walker, id: 'w3' }], hand: [{ card: 'Lightning Bolt', id: 'bolt' }] },
    ],
  });
}

describe('moveObjects', () => {
  it('ends as the same moves made one by one', () => {
    const { state, id } = board();
    const moves: Move[] = [
      { id: id('w2'), to: 'graveyard' },
      { id: id('giant'), to: 'graveyard' },
      { id: id('w1'), to: 'graveyard' },
      { id: id('bolt'), to: 'library' },
      { id: id('mountain'), to: 'exile' },
      { id: id('w3'), to: 'graveyard' },
      { id: id('shock'), to: 'library', place: { position: 'bottom' } },
      { id: id('bears'), to: 'library' },
    ];
    const one: Tx = { s: state, log: [] };
    const ids = moves.map((m) => moveObject(one, m.id, m.to, m.place));
    const all: Tx = { s: state, log: [] };
    expect(moveObjects(all, moves)).toEqual(ids);
    expect(all.s).toEqual(one.s);
    expect(all.log).toEqual(one.log);
    // The moves really happened: three "dies" triggers, in the order of the moves.
    expect(all.s.pendingTriggers.map((t) => t.source)).toEqual([id('w2'), id('w1'), id('w3')]);
    expect(all.s.players.p1.library).toEqual([ids[7], id('forest'), ids[6]]);
    expect(all.s.players.p2.library).toEqual([ids[3]]);
    expect(all.s.battlefield).toEqual([]);
  });

  it('refuses to move one object twice, as moving it again one by one would', () => {
    const { state, id } = board();
    const tx: Tx = { s: state, log: [] };
    expect(() => moveObjects(tx, [{ id: id('giant'), to: 'graveyard' }, { id: id('giant'), to: 'exile' }])).toThrow('moved twice');
  });
});
