import { describe, expect, it } from 'vitest';
import { game } from '../scenario/testing';
import { apply } from './apply';

describe('the turn edit', () => {
  // As a step begins, before anyone has received priority in it (514.3a's record is false).
  const { state } = game({ players: [{ name: 'Ann' }, { name: 'Ben' }] });
  const beginning = { ...state, turn: { ...state.turn, hadPriority: false } };

  it('gives the active player priority, so a player has received priority in this step (514.3a)', () => {
    const s = apply(beginning, { type: 'edit', op: 'turn', active: 'p2', step: 'end' }).state;
    expect(s.turn).toMatchObject({ active: 'p2', step: 'end', priority: 'p2', hadPriority: true });
  });
});
