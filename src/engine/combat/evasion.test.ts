// Evasion (509.1b): which blocks an attacker's landwalk, fear, intimidate, shadow, horsemanship or
// skulk forbids, each with its rule and the reason in a judge's words.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import type { AbilityDef, Keyword, LandwalkQuality } from '../state/card';
import { keyword, withAbilities } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';
import { evasionForbids } from './evasion';

// Ann attacks with Grizzly Bears (green 2/2); Ben's possible blockers and lands vary.
function position(benLands: string[], ...bearsAbilities: AbilityDef[]) {
  const { state, id } = game({
    players: [
      { name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }, { card: 'Island' }] },
      {
        name: 'Ben',
        battlefield: [
          { card: 'Hill Giant', id: 'giant' },
          { card: 'Drudge Skeletons', id: 'skeletons' },
          { card: 'Ornithopter', id: 'thopter' },
          { card: 'Llanowar Elves', id: 'elves' },
          { card: 'Runeclaw Bear', id: 'runeclaw' },
          ...benLands.map((card) => ({ card })),
        ],
      },
    ],
  });
  const s = bearsAbilities.length ? withAbilities(state, 'Grizzly Bears', ...bearsAbilities) : state;
  const check = (blocker: string, st: GameState = s) => evasionForbids(st, objectAt(st, id('bears')), objectAt(st, id(blocker)), 'p2');
  return { state: s, id, check };
}

const walk = (text: string, landwalk: LandwalkQuality): AbilityDef => ({ kind: 'keyword', keyword: 'landwalk', text, landwalk });
const kw = (k: Keyword) => keyword(k);

describe('landwalk (702.14c)', () => {
  it('islandwalk: unblockable while the defending player controls an Island', () => {
    expect(position(['Island'], walk('Islandwalk', { subtype: 'Island' })).check('giant')).toEqual({
      rule: '702.14c',
      why: "Grizzly Bears has islandwalk, and Ben controls an Island: it can't be blocked",
    });
  });

  it("a nonbasic land with the land type counts, and it is named; the attacking player's Island doesn't", () => {
    expect(position(['Tropical Island'], walk('Islandwalk', { subtype: 'Island' })).check('giant')?.why).toBe(
      "Grizzly Bears has islandwalk, and Ben controls an Island (Tropical Island): it can't be blocked",
    );
    expect(position(['Swamp'], walk('Islandwalk', { subtype: 'Island' })).check('giant')).toBeNull();
  });

  it('nonbasic landwalk: a land without the supertype; snow swampwalk: with both', () => {
    const nonbasic = walk('Nonbasic landwalk', { notSupertype: 'Basic' });
    expect(position(['Island', 'Swamp'], nonbasic).check('giant')).toBeNull();
    expect(position(['Tropical Island'], nonbasic).check('giant')?.why).toBe("Grizzly Bears has nonbasic landwalk, and Ben controls a nonbasic land (Tropical Island): it can't be blocked");
    const snow = walk('Snow swampwalk', { supertype: 'Snow', subtype: 'Swamp' });
    expect(position(['Swamp'], snow).check('giant')).toBeNull();
    expect(position(['Snow-Covered Swamp'], snow).check('giant')?.rule).toBe('702.14c');
  });

  it('landwalk abilities don\'t cancel one another (702.14d): a blocker with islandwalk still can\'t block', () => {
    const { state, id } = position(['Island'], walk('Islandwalk', { subtype: 'Island' }));
    const s = withAbilities(state, 'Hill Giant', walk('Islandwalk', { subtype: 'Island' }));
    expect(evasionForbids(s, objectAt(s, id('bears')), objectAt(s, id('giant')), 'p2')?.rule).toBe('702.14c');
  });
});

describe('fear (702.36b) and intimidate (702.13b)', () => {
  it('fear: only artifact creatures and black creatures may block', () => {
    const { check } = position([], kw('fear'));
    expect(check('giant')).toEqual({ rule: '702.36b', why: 'Grizzly Bears has fear, and Hill Giant is neither an artifact creature nor black' });
    expect(check('skeletons')).toBeNull();
    expect(check('thopter')).toBeNull();
    expect(check('elves')?.rule).toBe('702.36b');
  });

  it('intimidate: only artifact creatures and creatures sharing a color with it', () => {
    const { check } = position([], kw('intimidate'));
    expect(check('giant')).toEqual({ rule: '702.13b', why: 'Grizzly Bears has intimidate, and Hill Giant is neither an artifact creature nor shares a color with it' });
    expect(check('elves')).toBeNull();
    expect(check('thopter')).toBeNull();
    expect(check('skeletons')?.rule).toBe('702.13b');
  });
});

describe('shadow (702.28b), horsemanship (702.31b), skulk (702.118b)', () => {
  it('shadow works both ways', () => {
    const { state, id, check } = position([], kw('shadow'));
    expect(check('giant')?.why).toBe("Grizzly Bears has shadow, and Hill Giant doesn't: a creature with shadow can't be blocked by creatures without shadow");
    const both = withAbilities(state, 'Hill Giant', kw('shadow'));
    expect(check('giant', both)).toBeNull();
    const { state: plain } = position([]);
    const blockerOnly = withAbilities(plain, 'Hill Giant', kw('shadow'));
    expect(evasionForbids(blockerOnly, objectAt(blockerOnly, id('bears')), objectAt(blockerOnly, id('giant')), 'p2')).toEqual({
      rule: '702.28b',
      why: "Hill Giant has shadow, and Grizzly Bears doesn't: a creature with shadow can block only creatures with shadow",
    });
  });

  it('horsemanship: a creature without it can\'t block one with it; the other way is allowed', () => {
    const { check } = position([], kw('horsemanship'));
    expect(check('giant')).toEqual({ rule: '702.31b', why: "Grizzly Bears has horsemanship, and Hill Giant doesn't" });
    const { state, id } = position([]);
    const s = withAbilities(state, 'Hill Giant', kw('horsemanship'));
    expect(evasionForbids(s, objectAt(s, id('bears')), objectAt(s, id('giant')), 'p2')).toBeNull();
  });

  it('skulk: no blocker with greater power; equal or less may block', () => {
    const { check } = position([], kw('skulk'));
    expect(check('giant')).toEqual({ rule: '702.118b', why: 'Grizzly Bears has skulk, and Hill Giant has greater power (3 to 2)' });
    expect(check('runeclaw')).toBeNull();
    expect(check('elves')).toBeNull();
  });

  it('no evasion ability: every block is allowed here', () => {
    const { check } = position(['Island']);
    for (const b of ['giant', 'skeletons', 'thopter', 'elves', 'runeclaw']) expect(check(b)).toBeNull();
  });
});
