// 506.4 with 701.19a: a regenerated creature is removed from combat. A blocker removed leaves its
// attacker blocked (509.1h); an attacker removed leaves its blockers blocking nothing from it.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import type { Tx } from '../state/game';
import { patchObject, patchState } from '../state/game';
import { regenerateInstead } from '../state/regeneration';
import type { Combat } from '../state/state';
import { inCombat, removeFromCombat } from './removal';

function combat() {
  const { state, id } = game({
    players: [
      { name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }, { card: 'Hill Giant', id: 'giant' }] },
      { name: 'Ben', battlefield: [{ card: 'Drudge Skeletons', id: 'skeletons' }, { card: 'Wall of Wood', id: 'wall' }] },
    ],
  });
  const c: Combat = {
    attackers: [
      { id: id('bears'), attacks: 'p2', blocked: true, blockedBy: [id('skeletons'), id('wall')] },
      { id: id('giant'), attacks: 'p2', blocked: true, blockedBy: [id('skeletons')] },
    ],
    blockers: [
      { id: id('skeletons'), player: 'p2', blocks: [id('bears'), id('giant')] },
      { id: id('wall'), player: 'p2', blocks: [id('bears')] },
    ],
    attackersDeclared: true,
    blockersDeclared: ['p2'],
    dealtFirstStrike: [],
  };
  const tx: Tx = { s: state, log: [] };
  patchState(tx, { combat: c });
  return { tx, id };
}

describe('removal from combat (506.4)', () => {
  it('a blocker removed: its attackers stay blocked (509.1h), by the others', () => {
    const { tx, id } = combat();
    expect(removeFromCombat(tx, id('skeletons'), '506.4', 'Drudge Skeletons is removed from combat.')).toBe(true);
    expect(tx.s.combat!.blockers.map((b) => b.id)).toEqual([id('wall')]);
    expect(tx.s.combat!.attackers).toEqual([
      { id: id('bears'), attacks: 'p2', blocked: true, blockedBy: [id('wall')] },
      { id: id('giant'), attacks: 'p2', blocked: true, blockedBy: [] },
    ]);
    expect(tx.log).toEqual([{ rule: '506.4', text: 'Drudge Skeletons is removed from combat.', refs: [id('skeletons')] }]);
  });

  it('an attacker removed: its blockers no longer block it', () => {
    const { tx, id } = combat();
    removeFromCombat(tx, id('bears'), '506.4', 'Grizzly Bears is removed from combat.');
    expect(tx.s.combat!.attackers.map((a) => a.id)).toEqual([id('giant')]);
    expect(tx.s.combat!.blockers).toEqual([
      { id: id('skeletons'), player: 'p2', blocks: [id('giant')] },
      { id: id('wall'), player: 'p2', blocks: [] },
    ]);
  });

  it('an object not in combat, or no combat: nothing changes, nothing is logged', () => {
    const { tx, id } = combat();
    const before = tx.s.combat;
    expect(removeFromCombat(tx, 'nobody', '506.4', 'x')).toBe(false);
    expect(tx.s.combat).toBe(before);
    patchState(tx, { combat: undefined });
    expect(removeFromCombat(tx, id('bears'), '506.4', 'x')).toBe(false);
    expect(tx.log).toEqual([]);
  });

  it('a blocking creature regenerated is tapped, its damage removed, and removed from combat (701.19a)', () => {
    const { tx, id } = combat();
    patchObject(tx, id('skeletons'), { regenerationShields: 1, damage: 3 });
    expect(regenerateInstead(tx, id('skeletons'), { what: 'Drudge Skeletons has 3 damage marked and toughness 1: lethal damage, so it would be destroyed', stateBased: true, cites: ['704.5g'] })).toBe(true);
    expect(inCombat(tx.s.combat, id('skeletons'))).toBe(false);
    expect(tx.s.combat!.attackers.every((a) => a.blocked)).toBe(true);
    expect(tx.log.map((e) => [e.rule, e.also])).toEqual([
      ['701.19a', ['704.5g']],
      ['506.4', ['701.19a']],
    ]);
    expect(tx.log[1].text).toBe('Drudge Skeletons is regenerated and removed from combat.');
  });
});
