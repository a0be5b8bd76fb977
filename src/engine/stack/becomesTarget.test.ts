// Ward (702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
// controls, counter that spell or ability unless that player pays [cost]."
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { keyword, play, withAbilities } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import type { CostDef } from '../state/card';
import type { GameState } from '../state/state';

function position(ward: CostDef, annPool = '{R}{C}{C}', text = 'Ward {2}') {
  const { state, id } = game({
    players: [
      { name: 'Ann', manaPool: annPool, battlefield: [{ card: 'Prodigal Pyromancer', id: 'pyro' }], hand: [{ card: 'Lightning Bolt', id: 'bolt' }] },
      { name: 'Ben', manaPool: '{R}', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Shock', id: 'shock' }] },
    ],
  });
  return { state: withAbilities(state, 'Grizzly Bears', keyword('ward', { ward, text })), id };
}

const names = (s: GameState) => s.stack.map((x) => objectAt(s, x).card).reverse();

describe('ward (702.21a)', () => {
  it("triggers as an opponent's spell targets it, and goes on the stack above the spell", () => {
    const { state, id } = position({ mana: '{2}' });
    const { state: cast, log } = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] });
    expect(names(cast)).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(log.find((e) => e.rule === '702.21a')?.text).toBe('Grizzly Bears becomes the target of Lightning Bolt, which Ann controls: its ward ability triggers.');
    expect(objectAt(cast, cast.stack[1]).controller).toBe('p2');
  });

  it('Ann pays {2}: the spell is not countered and resolves', () => {
    const { state, id } = position({ mana: '{2}' });
    const asked = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, { type: 'resolve' }).state;
    expect(asked.choice).toMatchObject({ kind: 'yesNo', player: 'p1', rule: '118.12a' });
    const { state: after, log } = play(asked, { type: 'choose', answer: true }, { type: 'resolve' });
    expect(log.some((e) => e.rule === '118.12a' && e.text === 'Ann pays {2}: Lightning Bolt is not countered.')).toBe(true);
    expect(after.players.p1.manaPool).toEqual([]);
    expect(objectAt(after, id('bears', after))?.zone).toBe('graveyard');
  });

  it("Ann declines: the spell is countered", () => {
    const { state, id } = position({ mana: '{2}' });
    const asked = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, { type: 'resolve' }).state;
    const { state: after } = play(asked, { type: 'choose', answer: false });
    expect(after.stack).toEqual([]);
    expect(after.players.p1.graveyard.map((x) => objectAt(after, x).card)).toEqual(['Lightning Bolt']);
    expect(objectAt(after, id('bears', after))?.zone).toBe('battlefield');
  });

  it("a player who can't pay is not asked: countered", () => {
    const { state, id } = position({ mana: '{2}' }, '{R}');
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(after.choice).toBeNull();
    expect(log.some((e) => e.text === "Ann can't pay {2}.")).toBe(true);
    expect(after.stack).toEqual([]);
  });

  it('"Ward—Pay 3 life.": paying is losing 3 life (119.4)', () => {
    const { state, id } = position({ life: 3 }, '{R}', 'Ward—Pay 3 life.');
    const asked = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, { type: 'resolve' }).state;
    expect(asked.choice?.prompt).toMatch(/Ann may pay 3 life; if they don't, Lightning Bolt is countered/);
    const { state: after } = play(asked, { type: 'choose', answer: true }, { type: 'resolve' });
    expect(after.players.p1.life).toBe(17);
    expect(objectAt(after, id('bears', after))?.zone).toBe('graveyard');
  });

  it('"Ward—Pay 3 life." with 2 life: she can\'t pay (119.4) and the spell is countered', () => {
    const { state, id } = position({ life: 3 }, '{R}', 'Ward—Pay 3 life.');
    const low = { ...state, players: { ...state.players, p1: { ...state.players.p1, life: 2 } } };
    const { state: after } = play(low, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(after.choice).toBeNull();
    expect(after.stack).toEqual([]);
    expect(after.players.p1.life).toBe(2);
  });

  it('an activated ability is countered too', () => {
    const { state, id } = position({ mana: '{2}' }, '');
    const { state: after } = play(state, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('bears')]] }, { type: 'resolve' });
    expect(after.stack).toEqual([]);
    expect(objectAt(after, id('bears', after))?.damage).toBe(0);
  });

  it("a triggered ability's target, chosen as it goes on the stack (603.3d), triggers it too", () => {
    const { state: s0, id } = game({
      players: [
        { name: 'Ann', manaPool: '{R}{C}', hand: [{ card: 'Sparkmage Apprentice', id: 'mage' }] },
        { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }, { card: 'Hill Giant', id: 'giant' }] },
      ],
    });
    const state = withAbilities(s0, 'Grizzly Bears', keyword('ward', { ward: { mana: '{2}' }, text: 'Ward {2}' }));
    const asked = play(state, { type: 'cast', player: 'p1', card: id('mage') }, { type: 'resolve' }).state;
    expect(asked.choice).toMatchObject({ kind: 'pick', rule: '603.3d' });
    const { state: after, log } = play(asked, { type: 'choose', answer: [[id('bears')]] });
    expect(names(after)).toEqual(['Grizzly Bears', 'Sparkmage Apprentice']);
    expect(log.some((e) => e.rule === '702.21a')).toBe(true);
  });

  it('a copy put on the stack with it as a new target triggers it (707.10c)', () => {
    const { state: s0, id } = game({
      players: [
        { name: 'Ann', manaPool: '{R}{R}{R}', hand: [{ card: 'Lightning Bolt', id: 'bolt' }, { card: 'Reverberate', id: 'rev' }] },
        { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
      ],
    });
    const state = withAbilities(s0, 'Grizzly Bears', keyword('ward', { ward: { mana: '{2}' }, text: 'Ward {2}' }));
    const cast = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }).state;
    const asked = play(cast, { type: 'cast', player: 'p1', card: id('rev'), targets: [[id('bolt', cast)]] }, { type: 'resolve' }).state;
    expect(asked.choice).toMatchObject({ kind: 'pick', rule: '707.10c' });
    const { state: after, log } = play(asked, { type: 'choose', answer: [[id('bears')]] });
    expect(log.find((e) => e.rule === '702.21a')?.text).toBe('Grizzly Bears becomes the target of a copy of Lightning Bolt, which Ann controls: its ward ability triggers.');
    expect(names(after)).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Lightning Bolt']);
  });

  it("its controller's own spell doesn't trigger it", () => {
    const { state, id } = position({ mana: '{2}' });
    const passed = play(state, { type: 'pass' }).state;
    const { state: cast, log } = play(passed, { type: 'cast', player: 'p2', card: id('shock'), targets: [[id('bears')]] });
    expect(names(cast)).toEqual(['Shock']);
    expect(log.some((e) => e.rule === '702.21a')).toBe(false);
  });

  it('a spell that targets the player, not the permanent, triggers nothing', () => {
    const { state, id } = position({ mana: '{2}' });
    const { state: cast } = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] });
    expect(names(cast)).toEqual(['Lightning Bolt']);
  });
});
