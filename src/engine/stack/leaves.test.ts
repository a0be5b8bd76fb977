// "When ~ leaves the battlefield" (603.6c): triggers on a move from the battlefield to any other
// zone, looking back at the permanent as it last existed (603.10a); not on a move elsewhere.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';
import type { AbilityDef } from '../state/card';
import type { GameState } from '../state/state';
import { objectAt } from '../state/objectTable';

const leaves: AbilityDef = {
  kind: 'triggered',
  text: 'When Grizzly Bears leaves the battlefield, you gain 1 life.',
  trigger: { event: 'leaves' },
  effects: [{ kind: 'gainLife', amount: 1, who: { who: 'controller' } }],
};

function position(spell: string, zone: 'battlefield' | 'hand' = 'battlefield', ability: AbilityDef = leaves) {
  const { state, id } = game({
    players: [
      { name: 'Ann', manaPool: '{W}{U}{B}{B}{C}{C}{C}', hand: [{ card: spell, id: 'spell' }] },
      { name: 'Ben', life: 10, [zone]: [{ card: 'Grizzly Bears', id: 'bears' }] },
    ],
  });
  const s: GameState = { ...state, cards: { ...state.cards, 'Grizzly Bears': { ...state.cards['Grizzly Bears'], abilities: [ability] } } };
  return { state: s, id };
}

function castAt(spell: string, targets: string[][] | ((id: (l: string) => string) => string[][])) {
  const { state, id } = position(spell);
  const t = typeof targets === 'function' ? targets(id) : targets;
  return play(state, { type: 'cast', player: 'p1', card: id('spell'), targets: t }, { type: 'resolve' }, { type: 'resolve' });
}

describe('leaves the battlefield (603.6c, 603.10a)', () => {
  for (const [spell, zone] of [['Murder', 'graveyard'], ['Oblivion Strike', 'exile'], ['Unsummon', 'hand']] as const) {
    it(`${spell}: to the ${zone}, and its controller Ben gains 1 life`, () => {
      const { state, log } = castAt(spell, (id) => [[id('bears')]]);
      expect(zone === 'exile' ? state.exile : state.players.p2[zone]).toHaveLength(1);
      expect(log.some((e) => e.rule === '603.3' && e.text.includes('Grizzly Bears'))).toBe(true);
      expect(state.players.p2.life).toBe(11);
    });
  }

  it('a move that isn\'t from the battlefield doesn\'t trigger it: Mind Rot discards the card from a hand', () => {
    const { state, id } = position('Mind Rot', 'hand');
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('spell'), targets: [['p2']] }, { type: 'resolve' });
    expect(after.players.p2.graveyard).toHaveLength(1);
    expect(after.stack).toEqual([]);
    expect(after.players.p2.life).toBe(10);
  });

  it('a permanent leaving the game with its owner (603.6c, 800.4a): its controller\'s ability triggers', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', manaPool: '{R}', hand: [{ card: 'Lightning Bolt', id: 'bolt' }], battlefield: [{ card: 'Thragtusk', id: 'tusk', owner: 'Cid' }] },
        { name: 'Ben' },
        { name: 'Cid', life: 1 },
      ],
    });
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p3']] }, { type: 'resolve' });
    expect(log.some((e) => e.rule === '405.6h')).toBe(true);
    expect(after.stack).toHaveLength(1);
    const { state: end } = play(after, { type: 'resolve' });
    expect(end.battlefield.map((x) => [objectAt(end, x).token, objectAt(end, x).controller])).toEqual([[true, 'p1']]);
  });

  it('"is put into a graveyard from the battlefield": Murder triggers it, exile doesn\'t', () => {
    const toGraveyard: AbilityDef = { ...leaves, trigger: { event: 'toGraveyardFromBattlefield' } };
    for (const [spell, gained] of [['Murder', 1], ['Oblivion Strike', 0]] as const) {
      const { state, id } = position(spell, 'battlefield', toGraveyard);
      const { state: resolved } = play(state, { type: 'cast', player: 'p1', card: id('spell'), targets: [[id('bears')]] }, { type: 'resolve' });
      expect(resolved.stack, spell).toHaveLength(gained);
      const after = gained ? play(resolved, { type: 'resolve' }).state : resolved;
      expect(after.players.p2.life, spell).toBe(10 + gained);
    }
  });
});
