// The legend rule (704.5j): the choice of the permanent to keep, per player and name in APNAP
// order, made before the check's state-based actions all happen at once (704.3).
import { describe, expect, it } from 'vitest';
import { deepFreeze, game } from '../../scenario/testing';
import { apply } from '../apply';
import { allObjects, objectAt } from './objectTable';
import type { GameState } from './state';

const isamaru = (id: string) => ({ card: 'Isamaru, Hound of Konda', id });
const zoneOf = (s: GameState, label: string) => allObjects(s).find((o) => o.label === label)!.zone;

describe('the legend rule (704.5j)', () => {
  it('asks the player which of two legendary permanents of one name to keep; the other goes to the graveyard', () => {
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [isamaru('a'), isamaru('b')] }, { name: 'Ben' }] });
    deepFreeze(state);
    expect(state.choice).toMatchObject({ kind: 'pick', player: 'p1', rule: '704.5j', min: 1, max: 1 });
    expect(state.choice!.options).toEqual([
      { id: id('a'), label: 'Isamaru, Hound of Konda, entered first' },
      { id: id('b'), label: 'Isamaru, Hound of Konda, entered second' },
    ]);
    // Nothing happens before the choice: both are still on the battlefield.
    expect([zoneOf(state, 'a'), zoneOf(state, 'b')]).toEqual(['battlefield', 'battlefield']);
    const t = apply(state, { type: 'choose', answer: [id('b')] });
    expect([zoneOf(t.state, 'a'), zoneOf(t.state, 'b')]).toEqual(['graveyard', 'battlefield']);
    expect(t.log.filter((e) => e.rule === '704.5j')).toHaveLength(2);
    expect(t.state.turn.priority).toBe('p1');
  });

  it('looks at one player at a time: the same legend under two players stays', () => {
    const { state } = game({ players: [{ name: 'Ann', battlefield: [isamaru('a')] }, { name: 'Ben', battlefield: [isamaru('b')] }] });
    expect(state.choice).toBeNull();
    expect([zoneOf(state, 'a'), zoneOf(state, 'b')]).toEqual(['battlefield', 'battlefield']);
  });

  it('asks in APNAP order, then performs every state-based action of the check at once (704.3)', () => {
    const { state, id } = game({
      turn: { active: 'Ben', step: 'precombatMain', number: 2 },
      players: [{ name: 'Ann', battlefield: [isamaru('a1'), isamaru('a2'), { card: 'Clone', id: 'clone' }] }, { name: 'Ben', battlefield: [isamaru('b1'), isamaru('b2')] }],
    });
    expect(state.choice).toMatchObject({ player: 'p2' });
    // The 0/0 Clone waits for the check too (704.5f).
    expect(zoneOf(state, 'clone')).toBe('battlefield');
    const ben = apply(state, { type: 'choose', answer: [id('b1')] }).state;
    expect(ben.choice).toMatchObject({ player: 'p1' });
    expect(zoneOf(ben, 'b2')).toBe('battlefield');
    const t = apply(ben, { type: 'choose', answer: [id('a2')] });
    expect(['a1', 'a2', 'b1', 'b2', 'clone'].map((l) => zoneOf(t.state, l))).toEqual(['graveyard', 'battlefield', 'battlefield', 'graveyard', 'graveyard']);
    // One event: the three go together, in battlefield order.
    expect(t.log.filter((e) => e.rule === '704.5j' || e.rule === '704.5f').map((e) => e.rule)).toEqual(['704.5j', '704.5j', '704.5f', '704.5j']);
  });

  it('refuses an answer that keeps none, or a permanent not in the group', () => {
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [isamaru('a'), isamaru('b'), { card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }] });
    expect(() => apply(state, { type: 'choose', answer: [] })).toThrow(/Choose 1/);
    expect(() => apply(state, { type: 'choose', answer: [id('bears')] })).toThrow(/not one of the choices/);
    expect(objectAt(state, id('a')).zone).toBe('battlefield');
  });
});
