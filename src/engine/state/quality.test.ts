// "attacking creature", "blocking creature", "attacking or blocking creature": in combat now (506.4).
import { describe, expect, it } from 'vitest';
import { attackAndBlock, combatGame, play } from '../combat/combatTesting';
import { hasQuality } from './quality';
import { objectAt } from './objectTable';
import type { GameState } from './state';

describe('the combat qualities (506.4)', () => {
  const { state, id } = combatGame({ Ann: [{ id: 'bear', power: 1, toughness: 5 }, { id: 'home' }], Ben: [{ id: 'wall', power: 0, toughness: 5 }, { id: 'idle' }] });
  const declared = attackAndBlock(state, { [id('bear')]: 'p2' }, { [id('wall')]: id('bear') }).state;
  const which = (s: GameState, inCombat: ('attacking' | 'blocking')[]) =>
    ['bear', 'home', 'wall', 'idle'].filter((l) => hasQuality(s, objectAt(s, id(l)), { inCombat }, 'p1'));

  it('before attackers are declared, none', () => {
    expect(which(state, ['attacking', 'blocking'])).toEqual([]);
  });
  it('the attacker, the blocker, either', () => {
    expect(which(declared, ['attacking'])).toEqual(['bear']);
    expect(which(declared, ['blocking'])).toEqual(['wall']);
    expect(which(declared, ['attacking', 'blocking'])).toEqual(['bear', 'wall']);
  });
  it('once combat has ended (511.3), none', () => {
    const after = play(declared, { type: 'advance', to: 'postcombatMain' }).state;
    expect(which(after, ['attacking', 'blocking'])).toEqual([]);
  });
});
