// Indestructible (702.12b): a permanent with it can't be destroyed, by an effect (701.8a) or by the
// state-based actions for lethal damage and deathtouch (704.5g, 704.5h).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { keyword, play, withAbilities } from '../withAbilities';
import { objectAt } from '../state/objectTable';

function position(hand: string) {
  const { state, id } = game({
    players: [
      { name: 'Ann', manaPool: '{C}{C}{B}{B}{R}{R}{W}{W}', battlefield: [{ card: 'Prodigal Pyromancer', id: 'pyro' }], hand: [{ card: hand, id: 'spell' }] },
      { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }, { card: 'Hill Giant', id: 'giant' }] },
    ],
  });
  return { state: withAbilities(state, 'Grizzly Bears', keyword('indestructible')), id };
}

describe('indestructible (702.12b)', () => {
  it('"Destroy target creature": it stays, and the log says why', () => {
    const { state, id } = position('Murder');
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('spell'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(objectAt(after, id('bears', after))?.zone).toBe('battlefield');
    expect(log.find((e) => e.rule === '702.12b')?.text).toBe("Grizzly Bears has indestructible: Murder can't destroy it, and it stays on the battlefield.");
    expect(log.some((e) => e.rule === '701.8a')).toBe(false);
  });

  it('"Destroy all creatures": the others are destroyed at once, it stays', () => {
    const { state, id } = position('Wrath of God');
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('spell') }, { type: 'resolve' });
    expect(after.battlefield.map((x) => objectAt(after, x).card)).toEqual(['Grizzly Bears']);
    expect(objectAt(after, id('giant', after))?.zone).toBe('graveyard');
  });

  it('lethal damage: it stays with the damage marked (704.5g does not apply)', () => {
    const { state, id } = position('Lightning Bolt');
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('spell'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(objectAt(after, id('bears', after))).toMatchObject({ zone: 'battlefield', damage: 3 });
    expect(log.some((e) => e.rule.startsWith('704.5'))).toBe(false);
  });

  it('deathtouch damage: it stays, the log says so once, and the mark is forgotten at that check (704.5h)', () => {
    const { state, id } = position('Lightning Bolt');
    const s = withAbilities(state, 'Prodigal Pyromancer', keyword('deathtouch'));
    const { state: after, log } = play(s, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('bears')]] }, { type: 'resolve' });
    const bears = objectAt(after, id('bears', after));
    expect(bears.zone).toBe('battlefield');
    expect('deathtouched' in bears).toBe(false);
    const spared = log.filter((e) => e.rule === '702.12b');
    expect(spared).toHaveLength(1);
    expect(spared[0]).toMatchObject({ also: ['704.5h'], text: "Grizzly Bears was dealt damage by a source with deathtouch, but it has indestructible: it isn't destroyed." });
  });

  it('the same creature without indestructible is destroyed by each of them', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{B}{B}', hand: [{ card: 'Murder', id: 'spell' }] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }],
    });
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('spell'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(objectAt(after, id('bears', after))?.zone).toBe('graveyard');
  });
});
