// The sandbox's limits (limits.ts): going past one is a RulesError that names it, the state
// unchanged, found at once. The timeouts bound the attacks of issue 12 (100,000 tokens took 97 s).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import { allObjects } from './objectTable';

/** A Hangarback Walker with n +1/+1 counters and as much damage marked: it dies as priority passes. */
function dying(n: number) {
  return game({ players: [{ name: 'Ann', battlefield: [{ card: 'Hangarback Walker', counters: { '+1/+1': n }, damage: n }] }, { name: 'Ben' }] }).state;
}

describe("the sandbox's limits", () => {
  it('Hangarback Walker with 1,000,000 counters dies: making 1,000,000 Thopters is refused, naming the limit', { timeout: 5000 }, () => {
    const s = apply(dying(1_000_000), { type: 'pass' }).state;
    expect(s.stack).toHaveLength(1);
    const e = rejects(s, { type: 'resolve' }, '111.1');
    expect(e.reason).toBe('The sandbox holds at most 10,000 objects in a game; this would make 1,000,002. This is a limit of the sandbox, not a rule of the game');
  });

  it('up to the limit the tokens are made, all of them', { timeout: 5000 }, () => {
    let s = apply(dying(9_990), { type: 'pass' }).state;
    s = apply(s, { type: 'resolve' }).state;
    expect(allObjects(s).filter((o) => o.token)).toHaveLength(9_990);
    expect(new Set(s.battlefield).size).toBe(9_990);
  });

  it('damage marked past 1,000,000 is refused', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', battlefield: [{ card: 'Hangarback Walker', id: 'w', counters: { '+1/+1': 1_000_000 }, damage: 999_999 }], hand: [{ card: 'Lightning Bolt', id: 'b' }], manaPool: '{R}' },
        { name: 'Ben' },
      ],
    });
    const s = apply(state, { type: 'cast', player: 'p1', card: id('b'), targets: [[id('w')]] }).state;
    expect(rejects(s, { type: 'resolve' }, '120.3e').reason).toContain('at most 1,000,000 damage marked on a permanent or dealt at once; this would make 1,000,002');
  });
});
