// Split cards cast by one half (709.3) and adventurer cards cast as their Adventure (715.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';

describe('casting one half (709.3) or an Adventure (715.3)', () => {
  it('Fire // Ice: a half must be chosen; Ice alone is on the stack, and the card returns whole to the graveyard', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{U}', hand: [{ card: 'Fire // Ice', id: 'fi' }], battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], library: ['Island', 'Island'] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    expect(rejects(state, { type: 'cast', player: 'p1', card: id('fi'), targets: [[id('bears')]] }, '709.3').message).toMatch(/Fire or Ice/);
    rejects(state, { type: 'cast', player: 'p1', card: id('fi'), half: 'Fire', targets: [[id('bears')]], divide: [2] }, '601.2h');
    const cast = play(state, { type: 'cast', player: 'p1', card: id('fi'), half: 'Ice', targets: [[id('bears')]] }).state;
    expect(objectAt(cast, cast.stack[0]).card).toBe('Ice');
    const after = play(cast, { type: 'resolve' }).state;
    expect(objectAt(after, id('bears')).tapped).toBe(true);
    expect(after.players.p1.graveyard.map((g) => objectAt(after, g).card)).toEqual(['Fire // Ice']);
  });

  it('Giant Killer // Chop Down: the Adventure is exiled as it resolves, then the creature is cast from exile', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}{W}{W}', hand: [{ card: 'Giant Killer // Chop Down', id: 'gk' }] }, { name: 'Ben', battlefield: [{ card: 'Craw Wurm', id: 'wurm' }] }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const cast = play(state, { type: 'cast', player: 'p1', card: id('gk'), half: 'Chop Down', targets: [[id('wurm')]] }).state;
    expect(objectAt(cast, cast.stack[0]).card).toBe('Chop Down');
    const after = play(cast, { type: 'resolve' }).state;
    expect(after.players.p2.graveyard.map((g) => objectAt(after, g).card)).toEqual(['Craw Wurm']);
    const exiled = after.exile.find((e) => objectAt(after, e).card === 'Giant Killer');
    expect(exiled).toBeDefined();
    rejects(after, { type: 'cast', player: 'p1', card: exiled!, from: 'exile', half: 'Chop Down', targets: [[id('wurm')]] }, '715.3d');
    const creature = play(after, { type: 'cast', player: 'p1', card: exiled!, from: 'exile' }).state;
    const done = play(creature, { type: 'resolve' }).state;
    expect(done.battlefield.map((b) => objectAt(done, b).card)).toContain('Giant Killer');
  });

  it('Cut // Ribbons: Ribbons only from the graveyard, Cut not from there; Ribbons is exiled (702.127a)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{B}{B}{C}{C}', hand: [{ card: 'Cut // Ribbons', id: 'h' }], graveyard: [{ card: 'Cut // Ribbons', id: 'g' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    rejects(state, { type: 'cast', player: 'p1', card: id('h'), half: 'Ribbons', x: 1, pay: '{B}{B}{C}' }, '702.127a');
    rejects(state, { type: 'cast', player: 'p1', card: id('g'), from: 'graveyard', half: 'Cut', targets: [['p2']] }, '601.3');
    const after = play(play(state, { type: 'cast', player: 'p1', card: id('g'), from: 'graveyard', half: 'Ribbons', x: 2, pay: '{B}{B}{C}{C}' }).state, { type: 'resolve' }).state;
    expect(after.players.p2.life).toBe(18);
    expect(after.exile.map((e) => objectAt(after, e).card)).toEqual(['Cut // Ribbons']);
  });
});
