// "This spell can't be countered." (113.6g, 101.2): a counterspell may target the spell, but as it
// resolves the spell stays on the stack; the counterspell's other words still apply.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play, withAbilities } from '../withAbilities';
import type { AbilityDef } from '../state/card';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';

const cantBeCountered: AbilityDef = { kind: 'static', text: "This spell can't be countered.", rule: { kind: 'cantBeCountered' } };

function position(counterspell: string, uncounterable: boolean) {
  const { state, id } = game({
    players: [
      { name: 'Ann', manaPool: '{R}', hand: [{ card: 'Lightning Bolt', id: 'bolt' }] },
      { name: 'Ben', manaPool: '{U}{U}{C}', hand: [{ card: counterspell, id: 'cs' }] },
    ],
  });
  return { state: uncounterable ? withAbilities(state, 'Lightning Bolt', cantBeCountered) : state, id };
}

/** Ann casts Lightning Bolt at Ben; Ben casts the counterspell at it, and it resolves. */
function counterIt(state: GameState, id: (label: string, s?: GameState) => string) {
  const cast = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }, { type: 'pass', player: 'p1' });
  const rest = play(cast.state, { type: 'cast', player: 'p2', card: id('cs'), targets: [[id('bolt', cast.state)]] }, { type: 'resolve' });
  return { state: rest.state, log: [...cast.log, ...rest.log] };
}

describe("can't be countered (113.6g, 101.2)", () => {
  it('Counterspell targets it and resolves; the spell stays on the stack and then resolves', () => {
    const { state, id } = position('Counterspell', true);
    const { state: after, log } = counterIt(state, id);
    expect(after.stack.map((x) => objectAt(after, x).card)).toEqual(['Lightning Bolt']);
    expect(log.find((e) => e.rule === '113.6g')?.text).toBe("Lightning Bolt can't be countered: Counterspell doesn't counter it.");
    expect(log.some((e) => e.rule === '112.1')).toBe(false);
    const { state: end } = play(after, { type: 'resolve' });
    expect(end.players.p2.life).toBe(17);
  });

  it('without the ability the same Counterspell counters it (112.1)', () => {
    const { state, id } = position('Counterspell', false);
    const { state: after } = counterIt(state, id);
    expect(after.stack).toEqual([]);
  });

  it('"unless its controller pays": a player who can\'t pay is not asked, and the spell still stays', () => {
    const { state, id } = position('Mana Leak', true);
    const { state: after, log } = counterIt(state, id);
    expect(after.choice ?? null).toBeNull();
    expect(log.some((e) => e.rule === '113.6g')).toBe(true);
    expect(after.stack.map((x) => objectAt(after, x).card)).toEqual(['Lightning Bolt']);
  });
});
