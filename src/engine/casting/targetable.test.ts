// Shroud (702.18a), hexproof (702.11b) and protection (702.16b) as targets are chosen (601.2c,
// 602.2b, 603.3d) and on resolution (608.2b); the legal lists that prompts and random play use.
import { describe, expect, it } from 'vitest';
import { deepFreeze, game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { keyword, play, withAbilities } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import { legalTargets } from './targets';
import { targetSpecsOf } from './abilities';

const RED = { protection: { colors: ['R' as const] }, text: 'Protection from red' };

function position(...bearsAbilities: Parameters<typeof keyword>[]) {
  const { state, id } = game({
    players: [
      { name: 'Ann', manaPool: '{R}{R}', battlefield: [{ card: 'Prodigal Pyromancer', id: 'pyro' }], hand: [{ card: 'Lightning Bolt', id: 'bolt' }] },
      { name: 'Ben', manaPool: '{R}', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Shock', id: 'shock' }] },
    ],
  });
  return { state: deepFreeze(withAbilities(state, 'Grizzly Bears', ...bearsAbilities.map((a) => keyword(...a)))), id };
}

describe('choosing a target the keywords forbid is a rules error; the state is unchanged', () => {
  it("hexproof: an opponent's spell (702.11b)", () => {
    const { state, id } = position(['hexproof']);
    const e = rejects(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, '702.11b');
    expect(e.reason).toBe("Grizzly Bears has hexproof: it can't be the target of spells or abilities Ben's opponents control, so it is not a legal choice for any target");
  });

  it("hexproof: an opponent's ability too (702.11b)", () => {
    const { state, id } = position(['hexproof']);
    rejects(state, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('bears')]] }, '702.11b');
  });

  it("hexproof: its controller's own spell may target it", () => {
    const { state, id } = position(['hexproof']);
    const passed = play(state, { type: 'pass' }).state;
    const { state: after } = play(passed, { type: 'cast', player: 'p2', card: id('shock'), targets: [[id('bears')]] });
    expect(after.stack).toHaveLength(1);
  });

  it('shroud: no spell or ability, not even its controller\'s (702.18a)', () => {
    const { state, id } = position(['shroud']);
    rejects(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, '702.18a');
    const passed = play(state, { type: 'pass' }).state;
    rejects(passed, { type: 'cast', player: 'p2', card: id('shock'), targets: [[id('bears')]] }, '702.18a');
  });

  it('protection from red: a red spell, and an ability of a red source (702.16b)', () => {
    const { state, id } = position(['protection', RED]);
    const e = rejects(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, '702.16b');
    expect(e.reason).toMatch(/^Grizzly Bears has protection from red: it can't be targeted by Lightning Bolt/);
    const a = rejects(state, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('bears')]] }, '702.16b');
    expect(a.reason).toMatch(/can't be targeted by abilities from Prodigal Pyromancer/);
  });

  it('protection from black lets a red spell target it', () => {
    const { state, id } = position(['protection', { protection: { colors: ['B'] } }]);
    expect(play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }).state.stack).toHaveLength(1);
  });
});

describe('the legal targets leave them out (prompts, random play)', () => {
  it('hexproof for the opponent only; shroud for all', () => {
    const spec = targetSpecsOf(position().state.cards['Lightning Bolt'].abilities)[0];
    const hex = position(['hexproof']);
    expect(legalTargets(hex.state, spec, 'p1', hex.id('bolt'))).not.toContain(hex.id('bears'));
    expect(legalTargets(hex.state, spec, 'p2', hex.id('bolt'))).toContain(hex.id('bears'));
    const shroud = position(['shroud']);
    expect(legalTargets(shroud.state, spec, 'p2', shroud.id('bolt'))).not.toContain(shroud.id('bears'));
    const plain = position();
    expect(legalTargets(plain.state, spec, 'p1', plain.id('bolt'))).toContain(plain.id('bears'));
  });
});

describe('a target that gains the keyword before resolution is illegal (608.2b)', () => {
  it('Lightning Bolt at Grizzly Bears, which then gains hexproof: Bolt does not resolve', () => {
    const { state, id } = position();
    const cast = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }).state;
    const { state: after, log } = play(withAbilities(cast, 'Grizzly Bears', keyword('hexproof')), { type: 'resolve' });
    expect(objectAt(after, id('bears', after))?.damage).toBe(0);
    expect(after.players.p1.graveyard.map((x) => objectAt(after, x).card)).toEqual(['Lightning Bolt']);
    expect(log.find((e) => e.also?.includes('702.11b'))).toMatchObject({
      rule: '608.2b',
      text: "Grizzly Bears has hexproof: it can't be the target of spells or abilities Ben's opponents control: it is no longer a legal target of Lightning Bolt.",
    });
    expect(log.some((e) => e.rule === '608.2b' && /doesn't resolve/.test(e.text))).toBe(true);
  });

  it("an ability whose source left the battlefield: its last known information is used (608.2b)", () => {
    const { state, id } = position();
    const activated = play(state, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('bears')]] }).state;
    // The Pyromancer leaves; the Bears gain protection from red: the ability's source was red.
    const stack = objectAt(activated, activated.stack[0]);
    expect(stack.stackItem?.source).toBe(id('pyro'));
    const withLki = play(activated, { type: 'edit', op: 'move', object: id('pyro'), to: 'graveyard' }).state;
    expect(objectAt(withLki, id('pyro'))).toBeUndefined();
    const { state: after, log } = play(withAbilities(withLki, 'Grizzly Bears', keyword('protection', RED)), { type: 'resolve' });
    expect(objectAt(after, id('bears', after))?.damage).toBe(0);
    expect(log.find((e) => e.also?.includes('702.16b'))?.text).toMatch(/can't be targeted by abilities from Prodigal Pyromancer/);
  });
});
