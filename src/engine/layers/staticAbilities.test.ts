// Static abilities' effects in the layers (611.3, 613) as the compiler gives them to real cards:
// the parts of the derivation this static families added or rely on.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { objectAt } from '../state/objectTable';
import { abilities, characteristicsOf } from '../state/characteristics';
import type { GameState } from '../state/state';

function position(ann: unknown[], ben: unknown[] = [], hand: unknown[] = []) {
  return game({
    players: [
      { name: 'Ann', battlefield: ann, hand },
      { name: 'Ben', battlefield: ben },
    ],
    turn: { active: 'Ann', step: 'precombatMain', number: 3 },
  });
}

const of = (s: GameState, id: string) => characteristicsOf(s, objectAt(s, id));

describe('a land type added in layer 4 (305.6)', () => {
  it('"Each land is a Swamp in addition to its other land types": each land has the Swamp type and its mana ability (305.6, 305.7)', () => {
    const { state, id } = position([{ card: 'Urborg, Tomb of Yawgmoth', id: 'urborg' }, { card: 'Forest', id: 'forest' }], [{ card: 'Swamp', id: 'swamp' }]);
    expect(of(state, id('forest')).subtypes).toEqual(['Forest', 'Swamp']);
    // Its land types' mana abilities in the order W, U, B, R, G (SCENARIO.md, REF#N).
    expect(abilities(state, objectAt(state, id('forest'))).map((a) => a.text)).toEqual(['{T}: Add {B}.', '{T}: Add {G}.']);
    expect(of(state, id('urborg')).subtypes).toEqual(['Swamp']);
    // A Swamp already has its ability: it doesn't get a second one.
    expect(abilities(state, objectAt(state, id('swamp'))).map((a) => a.text)).toEqual(['{T}: Add {B}.']);
  });

  it('Blood Moon makes Urborg a Mountain without its ability: Urborg\'s effect depends on Blood Moon and never applies (613.8a, 305.7)', () => {
    for (const order of [['Urborg, Tomb of Yawgmoth', 'Blood Moon'], ['Blood Moon', 'Urborg, Tomb of Yawgmoth']]) {
      const { state, id } = position([...order.map((card) => ({ card, id: card === 'Blood Moon' ? 'moon' : 'urborg' })), { card: 'Forest', id: 'forest' }]);
      expect(of(state, id('urborg')).subtypes).toEqual(['Mountain']);
      expect(abilities(state, objectAt(state, id('urborg'))).map((a) => a.text)).toEqual(['{T}: Add {R}.']);
      expect(of(state, id('forest')).subtypes).toEqual(['Forest']);
    }
  });
});

describe('power and toughness in layer 7c', () => {
  it('a noncreature permanent an anthem names gets no power or toughness (208.3)', () => {
    const { state, id } = position([{ card: 'Goblin King', id: 'king' }, { card: 'Boggart Shenanigans', id: 'kindred' }, { card: 'Goblin Piker', id: 'piker' }]);
    expect(of(state, id('kindred')).power).toBeUndefined();
    expect(of(state, id('kindred')).toughness).toBeUndefined();
    expect([of(state, id('piker')).power, of(state, id('piker')).toughness]).toEqual([3, 2]);
  });
});

describe('static abilities off the battlefield', () => {
  it('a card in a hand has only its characteristic-defining abilities: "~ gets +1/+1 as long as you control a Swamp" does nothing there (604.2, 604.3)', () => {
    const { state, id } = position([{ card: 'Swamp' }, { card: 'Sedge Troll', id: 'troll' }], [], [{ card: 'Sedge Troll', id: 'inHand' }, { card: 'Maro', id: 'maro' }]);
    expect([of(state, id('troll')).power, of(state, id('troll')).toughness]).toEqual([3, 3]);
    expect([of(state, id('inHand')).power, of(state, id('inHand')).toughness]).toEqual([2, 2]);
    // 604.3: Maro's power and toughness are defined in every zone: two cards in Ann's hand.
    expect([of(state, id('maro')).power, of(state, id('maro')).toughness]).toEqual([2, 2]);
  });
});

describe('"enchanted creature", "equipped creature" (301.5, 303.4)', () => {
  it('an Aura\'s or Equipment\'s effect applies to the object it is attached to (611.3a)', () => {
    const at = (splitter: string) =>
      position([
        { card: 'Grizzly Bears', id: 'bears' },
        { card: 'Savannah Lions', id: 'lions' },
        { card: 'Rancor', id: 'rancor', attachedTo: 'bears' },
        { card: 'Bonesplitter', id: 'splitter', attachedTo: splitter },
      ]);
    const pt = (g: ReturnType<typeof at>, label: string) => [of(g.state, g.id(label)).power, of(g.state, g.id(label)).toughness];
    const a = at('lions');
    expect(pt(a, 'bears')).toEqual([4, 2]);
    expect(abilities(a.state, objectAt(a.state, a.id('bears'))).map((x) => x.text)).toEqual(['Trample']);
    expect(pt(a, 'lions')).toEqual([4, 1]);
    const b = at('bears');
    expect(pt(b, 'bears')).toEqual([6, 2]);
    expect(pt(b, 'lions')).toEqual([2, 1]);
  });
});

describe('a condition on a number (611.3b)', () => {
  it('threshold: the effect applies while seven or more cards are in its controller\'s graveyard, and not for another player\'s', () => {
    const setup = (mine: number, theirs: number) =>
      game({
        players: [
          { name: 'Ann', battlefield: [{ card: 'Nimble Mongoose', id: 'mongoose' }], graveyard: Array.from({ length: mine }, () => ({ card: 'Forest' })) },
          { name: 'Ben', graveyard: Array.from({ length: theirs }, () => ({ card: 'Island' })) },
        ],
        turn: { active: 'Ann', step: 'precombatMain', number: 3 },
      });
    const pt = (g: ReturnType<typeof setup>) => [of(g.state, g.id('mongoose')).power, of(g.state, g.id('mongoose')).toughness];
    expect(pt(setup(6, 7))).toEqual([1, 1]);
    expect(pt(setup(7, 0))).toEqual([3, 3]);
  });
});

describe('qualities an anthem reads', () => {
  it('"artifact creatures" are creatures that are artifacts too; "with a +1/+1 counter on it" reads counters', () => {
    const { state, id } = position([
      { card: 'Tempered Steel' },
      { card: 'Ainok Bond-Kin' },
      { card: 'Ornithopter', id: 'thopter' },
      { card: 'Grizzly Bears', id: 'bears' },
      { card: 'Grizzly Bears', id: 'countered', counters: { '+1/+1': 1 } },
    ]);
    expect([of(state, id('thopter')).power, of(state, id('thopter')).toughness]).toEqual([2, 4]);
    expect([of(state, id('bears')).power, of(state, id('bears')).toughness]).toEqual([2, 2]);
    const keywords = (label: string) => abilities(state, objectAt(state, id(label))).filter((a) => a.kind === 'keyword').map((a) => a.text);
    expect(keywords('countered')).toEqual(['First strike']);
    expect(keywords('bears')).toEqual([]);
  });
});

describe('numbers a characteristic-defining ability reads (604.3, 613.4a)', () => {
  it('Tarmogoyf: each card type among cards in all graveyards once, an artifact creature card counting for both (205.2a)', () => {
    const setup = (graveyard: string[]) =>
      game({
        players: [{ name: 'Ann', battlefield: [{ card: 'Tarmogoyf', id: 'goyf' }], graveyard: graveyard.map((card) => ({ card })) }, { name: 'Ben', graveyard: [{ card: 'Lightning Bolt' }] }],
        turn: { active: 'Ann', step: 'precombatMain', number: 3 },
      });
    const pt = (g: ReturnType<typeof setup>) => [of(g.state, g.id('goyf')).power, of(g.state, g.id('goyf')).toughness];
    expect(pt(setup([]))).toEqual([1, 2]);
    expect(pt(setup(['Shock', 'Lightning Bolt']))).toEqual([1, 2]);
    expect(pt(setup(['Ornithopter', 'Forest']))).toEqual([4, 5]);
  });
});

describe('"You control enchanted creature" (613.1b)', () => {
  it('the creature Control Magic enchants is controlled by Control Magic\'s controller, in layer 2', () => {
    const setup = (magic: boolean) =>
      game({
        players: [
          { name: 'Ann', battlefield: magic ? [{ card: 'Control Magic', id: 'magic', attachedTo: 'angel' }] : [] },
          { name: 'Ben', battlefield: [{ card: 'Serra Angel', id: 'angel' }] },
        ],
        turn: { active: 'Ann', step: 'precombatMain', number: 3 },
      });
    const controller = (g: ReturnType<typeof setup>) => of(g.state, g.id('angel')).controller;
    expect(controller(setup(false))).toBe('p2');
    expect(controller(setup(true))).toBe('p1');
  });
});
