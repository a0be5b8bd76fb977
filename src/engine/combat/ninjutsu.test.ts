// Ninjutsu (702.49a): what its cost accepts, and the card entering attacking (702.49c, 508.4).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import type { Action } from '../actions';
import { attackAndBlock, play } from './combatTesting';
import { isUnblockedAttacker } from './ninjutsu';
import { objectAt } from '../state/objectTable';

function position() {
  const { state, id } = game({
    players: [
      {
        name: 'Ann',
        battlefield: ['Island', 'Island', { card: 'Grizzly Bears', id: 'b1' }, { card: 'Grizzly Bears', id: 'b2' }],
        hand: [{ card: 'Ninja of the Deep Hours', id: 'ninja' }],
      },
      { name: 'Ben', battlefield: [{ card: 'Wall of Wood', id: 'wall' }] },
    ],
    turn: { active: 'Ann', step: 'beginningOfCombat' },
  });
  return { state, id };
}

const ninjutsu = (source: string, ret: string[]): Action => ({ type: 'activate', player: 'p1', source, ability: 0, costs: { return: ret }, autoTap: true });

describe('ninjutsu (702.49)', () => {
  it('before blockers are declared no attacker is unblocked (509.1h)', () => {
    const { state, id } = position();
    const { state: s } = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('b1')]: 'p2' } });
    expect(isUnblockedAttacker(s, id('b1'))).toBe(false);
    rejects(s, ninjutsu(id('ninja'), [id('b1')]), '702.49a');
  });

  it('refuses a blocked attacker, a creature not attacking, none given', () => {
    const { state, id } = position();
    const { state: s } = attackAndBlock(state, { [id('b1')]: 'p2', [id('b2')]: 'p2' }, { [id('wall')]: id('b2') });
    expect(isUnblockedAttacker(s, id('b1'))).toBe(true);
    expect(isUnblockedAttacker(s, id('b2'))).toBe(false);
    rejects(s, ninjutsu(id('ninja'), [id('b2')]), /isn't an unblocked attacking creature/);
    rejects(s, ninjutsu(id('ninja'), [id('wall')]), '702.49a');
    rejects(s, ninjutsu(id('ninja'), []), /give it in costs.return/);
  });

  it('the card enters tapped and attacking what the returned creature attacked, unblocked; it never attacked (508.4)', () => {
    const { state, id } = position();
    const { state: s } = attackAndBlock(state, { [id('b1')]: 'p2' }, {});
    const { state: after, log } = play(s, ninjutsu(id('ninja'), [id('b1')]), { type: 'pass', player: 'p1' }, { type: 'pass', player: 'p2' });
    // Each card is a new object in its new zone (400.7): found by its label.
    const ninja = after.battlefield.find((x) => objectAt(after, x).label === 'ninja')!;
    expect(objectAt(after, ninja).tapped).toBe(true);
    expect(after.combat!.attackers).toEqual([{ id: ninja, attacks: 'p2', blocked: false, blockedBy: [] }]);
    expect(after.players.p1.hand.map((x) => objectAt(after, x).label)).toEqual(['b1']);
    expect(log.some((e) => e.rule === '508.4' || (Array.isArray(e.rule) && e.rule.includes('508.4')))).toBe(true);
    // 113.6m: on the battlefield the ability no longer functions.
    rejects(after, ninjutsu(ninja, []), '113.6m');
  });
});
