import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { objectAt, tableSet } from '../state/objectTable';
import type { ContinuousEffect } from '../state/layers';
import type { GameState } from '../state/state';
import { durationsKept, layerInvariants } from './layerInvariants';

function bears(): { s: GameState; id: string } {
  const { state, id } = game({
    players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }],
    turn: { active: 'Ann', step: 'precombatMain', number: 3 },
  });
  return { s: state, id: id('bears') };
}

const pump = (id: string, turn: number): ContinuousEffect => ({
  changes: [{ layer: '7c', power: 3, toughness: 3 }],
  source: { id, name: 'Giant Growth' },
  controller: 'p1',
  affects: { objects: [id] },
  timestamp: 99,
  turn,
  duration: 'endOfTurn',
});

describe('the invariants of layers (issue 15)', () => {
  it('hold for a board with an effect', () => {
    const { s, id } = bears();
    expect(layerInvariants({ ...s, effects: [pump(id, 3)] })).toEqual([]);
  });

  it('catch a recorded controller that layer 2 does not give (613.1b)', () => {
    const { s, id } = bears();
    const o = objectAt(s, id);
    const broken = { ...s, objects: tableSet(s.objects, { ...o, controller: 'p2', baseController: 'p1' }) };
    expect(layerInvariants(broken).join('; ')).toContain('layer 2 gives p1 (613.1b)');
  });

  it('catch an effect that affects nothing left on the battlefield (400.7)', () => {
    const { s } = bears();
    expect(layerInvariants({ ...s, effects: [pump('o999', 3)] }).join('; ')).toContain('affects nothing left on the battlefield');
  });

  it('catch an "until end of turn" effect that survived into the next turn (514.2)', () => {
    const { s, id } = bears();
    const next = { ...s, turn: { ...s.turn, number: 4 }, effects: [pump(id, 3)] };
    expect(durationsKept(s, next, { type: 'pass' })).toContain('lasts until end of turn and is still there in turn 4 (514.2)');
    expect(durationsKept(s, next, { type: 'edit', op: 'turn', number: 4 })).toBeNull();
    // And the engine ends it: advancing to the next turn leaves no effect.
    const after = apply({ ...s, effects: [pump(id, 3)] }, { type: 'advance', to: 'upkeep' }).state;
    expect(after.effects).toBeUndefined();
    expect(durationsKept(s, after, { type: 'advance', to: 'upkeep' })).toBeNull();
  });
});
