// "Sacrifice ~." and "Exile ~." as an ability resolves (701.21a, 406.2): only the same object
// (400.7), and only a permanent its controller controls can be sacrificed (701.21a).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { play } from '../withAbilities';
import { objectAt, tableSet } from '../state/objectTable';
import type { GameState } from '../state/state';

function atEndStep() {
  const { state, id } = game({
    players: [
      { name: 'Ann', battlefield: [{ card: 'Ball Lightning', id: 'ball' }] },
      { name: 'Ben', battlefield: [{ card: 'Island', id: 'island' }], hand: [{ card: 'Unsummon', id: 'unsummon' }] },
    ],
  });
  const ended = apply(state, { type: 'advance', to: 'end' });
  return { state: ended.state, id };
}

describe('"sacrifice ~" (701.21a, 400.7)', () => {
  it('Ball Lightning: at the beginning of the end step its controller sacrifices it', () => {
    const { state, id } = atEndStep();
    expect(state.stack).toHaveLength(1);
    const { state: after, log } = play(state, { type: 'resolve' });
    expect(objectAt(after, id('ball', after))?.zone).toBe('graveyard');
    expect(log.find((e) => e.rule === '701.21a')?.text).toBe('Ann sacrifices Ball Lightning.');
  });

  it('returned to its owner\'s hand in response: the card in the hand is a new object, and nothing is sacrificed', () => {
    const { state, id } = atEndStep();
    const { state: after, log } = play(
      state,
      { type: 'pass', player: 'p1' },
      { type: 'activate', player: 'p2', source: id('island'), ability: 0 },
      { type: 'cast', player: 'p2', card: id('unsummon'), targets: [[id('ball', state)]] },
      { type: 'resolve' },
      { type: 'resolve' },
    );
    expect(after.players.p1.hand).toHaveLength(1);
    expect(after.stack).toEqual([]);
    expect(log.find((e) => e.rule === '701.21a')).toMatchObject({ text: "Ball Lightning is no longer on the battlefield: Ann can't sacrifice it.", also: ['400.7'] });
  });

  it('another player controls it as the ability resolves: its controller can\'t sacrifice it', () => {
    const { state, id } = atEndStep();
    const ball = objectAt(state, id('ball', state));
    const stolen: GameState = { ...state, objects: tableSet(state.objects, { ...ball, controller: 'p2' }) };
    const { state: after, log } = play(stolen, { type: 'resolve' });
    expect(objectAt(after, ball.id)?.zone).toBe('battlefield');
    expect(log.find((e) => e.rule === '701.21a')?.text).toBe("Ann doesn't control Ball Lightning, so can't sacrifice it.");
  });
});

describe('"sacrifice ~ unless you pay {M}" (118.12a)', () => {
  function upkeep(forests: number) {
    const { state, id } = game({
      turn: { active: 'Ben', step: 'end' },
      players: [
        { name: 'Ann', battlefield: [{ card: 'Hungry Mist', id: 'mist' }, ...Array.from({ length: forests }, (_, i) => ({ card: 'Forest', id: `f${i}` }))], library: ['Forest'] },
        { name: 'Ben', library: ['Island'] },
      ],
    });
    return { state: play(state, { type: 'advance', to: 'upkeep' }, { type: 'resolve' }).state, id };
  }

  it('pays: the Forests are tapped and the Mist stays', () => {
    const { state, id } = upkeep(2);
    expect(state.choice?.prompt).toBe("As Hungry Mist's triggered ability resolves, Ann may pay {G}{G}; if they don't, they sacrifice Hungry Mist.");
    const after = play(state, { type: 'choose', player: 'p1', answer: true }).state;
    expect(objectAt(after, id('mist', after))?.zone).toBe('battlefield');
    expect(objectAt(after, id('f0', after))?.tapped).toBe(true);
  });

  it("doesn't pay: sacrificed", () => {
    const { state, id } = upkeep(2);
    const after = play(state, { type: 'choose', player: 'p1', answer: false }).state;
    expect(after.players.p1.graveyard.map((x) => objectAt(after, x).card)).toEqual(['Hungry Mist']);
    expect(objectAt(after, id('f0', after))?.tapped).toBe(false);
  });

  it("can't pay (118.3): not asked, sacrificed", () => {
    const { state } = upkeep(1);
    expect(state.choice ?? null).toBeNull();
    expect(state.players.p1.graveyard.map((x) => objectAt(state, x).card)).toEqual(['Hungry Mist']);
  });
});
