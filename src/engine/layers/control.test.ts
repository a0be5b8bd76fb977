import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { objectAt } from '../state/objectTable';
import type { Action } from '../actions';
import type { GameState } from '../state/state';

const run = (s: GameState, ...actions: Action[]) => actions.reduce((x, a) => apply(x, a).state, s);

describe('control written back from layer 2 (613.1b)', () => {
  it('Act of Treason: the record changes hands with 302.6 sickness, then comes back with the same shape it had (JSON-safe, no baseController)', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', manaPool: '{C}{C}{R}', hand: [{ card: 'Act of Treason', id: 'treason' }], library: [{ card: 'Mountain' }] },
        { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }], library: [{ card: 'Forest' }] },
      ],
      turn: { active: 'Ann', step: 'precombatMain', number: 3 },
    });
    const before = objectAt(state, id('giant'));
    const taken = run(state, { type: 'cast', player: 'p1', card: id('treason'), targets: [[id('giant')]] }, { type: 'resolve' });
    const o = objectAt(taken, id('giant'));
    expect([o.controller, o.baseController, o.sick]).toEqual(['p1', 'p2', true]);
    expect(taken.controlledByEffects).toEqual([id('giant')]);
    const back = run(taken, { type: 'advance', to: 'upkeep' });
    const after = objectAt(back, id('giant'));
    expect(after.controller).toBe('p2');
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    expect(back.controlledByEffects).toBeUndefined();
  });
});
