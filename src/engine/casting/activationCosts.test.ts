// Activation costs that move objects (601.2h via 602.2b) and restrictions on activation (602.5):
// "Discard this card" works only from the hand (113.6m, 702.29a); the cards to discard and the
// permanents to sacrifice are given, never chosen for the player; "once each turn" counts per
// object and starts afresh each turn.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import type { ActivationRestriction, GameState } from '../index';
import { objectAt } from '../state/objectTable';

/** Rummaging Goblin with a restriction added to its ability. */
function restricted(s: GameState, restriction: ActivationRestriction): GameState {
  const def = s.cards['Rummaging Goblin'];
  return { ...s, cards: { ...s.cards, 'Rummaging Goblin': { ...def, abilities: def.abilities.map((a) => ({ ...a, restriction })) } } };
}

const position = {
  players: [
    { name: 'Ann', battlefield: [{ card: 'Rummaging Goblin', id: 'goblin' }, { card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Desert Cerodon', id: 'cerodon' }, { card: 'Island', id: 'island' }, { card: 'Forest', id: 'forest' }], library: ['Plains', 'Swamp', 'Mountain'], manaPool: '{R}{R}' },
    { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }], hand: [{ card: 'Neutralize', id: 'neutralize' }], library: ['Plains'] },
  ],
};

describe('activation costs that move objects', () => {
  it('cycling: discards the card from the hand as the cost, and the ability draws as it resolves (702.29a)', () => {
    const { state, id } = game(position);
    const r = apply(state, { type: 'activate', player: 'p1', source: id('cerodon'), ability: 0 });
    expect(r.state.players.p1.hand).toHaveLength(2);
    expect(r.state.players.p1.graveyard).toHaveLength(1);
    expect(r.log.map((e) => e.rule)).toContain('702.29a');
    const resolved = apply(r.state, { type: 'resolve' }).state;
    expect(resolved.players.p1.hand).toHaveLength(3);
  });

  it("cycling: only the card's owner, only from the hand (113.6m)", () => {
    const { state, id } = game({ ...position, players: [{ ...position.players[0], hand: [], battlefield: [{ card: 'Desert Cerodon', id: 'cerodon' }] }, position.players[1]] });
    rejects(state, { type: 'activate', player: 'p1', source: id('cerodon'), ability: 0 }, '113.6m');
    const other = game(position);
    rejects(other.state, { type: 'activate', player: 'p1', source: other.id('neutralize'), ability: 0 }, '602.2');
  });

  it('"Discard a card": the card is given, in the hand, not chosen by the engine (601.2h)', () => {
    const { state, id } = game(position);
    const goblin = id('goblin');
    rejects(state, { type: 'activate', player: 'p1', source: goblin, ability: 0 }, '601.2h');
    rejects(state, { type: 'activate', player: 'p1', source: goblin, ability: 0, costs: { discard: [id('island'), id('forest')] } }, '601.2h');
    rejects(state, { type: 'activate', player: 'p1', source: goblin, ability: 0, costs: { discard: [id('neutralize')] } }, '701.9a');
    rejects(state, { type: 'activate', player: 'p1', source: goblin, ability: 0, costs: { sacrifice: [id('bears')], discard: [id('island')] } }, '602.2b');
    const r = apply(state, { type: 'activate', player: 'p1', source: goblin, ability: 0, costs: { discard: [id('island')] } });
    expect(r.state.players.p1.hand).toHaveLength(2);
    expect(r.state.players.p1.graveyard).toHaveLength(1);
    expect(r.state.stack).toHaveLength(1);
  });
});

describe('restrictions on activation (602.5)', () => {
  it('"Activate only once each turn": refused the second time this turn, allowed again next turn (602.5b)', () => {
    const { state, id } = game({ ...position, turn: { active: 'Ann', step: 'precombatMain' } });
    const s0 = restricted(state, { oncePerTurn: true });
    const first = apply(s0, { type: 'activate', player: 'p1', source: id('goblin'), ability: 0, costs: { discard: [id('island')] } }).state;
    const untapped = apply(apply(first, { type: 'resolve' }).state, { type: 'edit', op: 'untap', object: id('goblin') }).state;
    rejects(untapped, { type: 'activate', player: 'p1', source: id('goblin'), ability: 0, costs: { discard: [id('forest')] } }, '602.5b');
    // Two turns later it is Ann's turn again: the limit counts afresh.
    let s = apply(untapped, { type: 'edit', op: 'untap', object: id('goblin') }).state;
    s = apply(s, { type: 'advance', to: 'upkeep' }).state;
    expect(s.turn.active).toBe('p2');
    expect(s.turn.activated).toBeUndefined();
    s = apply(s, { type: 'advance', to: 'upkeep' }).state;
    s = apply(s, { type: 'advance', to: 'precombatMain' }).state;
    expect(s.turn.active).toBe('p1');
    expect(() => apply(s, { type: 'activate', player: 'p1', source: id('goblin'), ability: 0, costs: { discard: [id('forest')] } })).not.toThrow();
  });

  it('"Activate only as a sorcery": a main phase of your turn, the stack empty (602.5d)', () => {
    const { state, id } = game({ ...position, turn: { active: 'Ann', step: 'upkeep' } });
    const s0 = restricted(state, { sorcery: true });
    rejects(s0, { type: 'activate', player: 'p1', source: id('goblin'), ability: 0, costs: { discard: [id('island')] } }, '602.5d');
  });

  it('"Activate only during your upkeep"', () => {
    const { state, id } = game({ ...position, turn: { active: 'Ann', step: 'precombatMain' } });
    rejects(restricted(state, { step: 'upkeep' }), { type: 'activate', player: 'p1', source: id('goblin'), ability: 0, costs: { discard: [id('island')] } }, '602.5');
  });

  it('"Activate only if you control a Swamp": counted as it is activated (602.5)', () => {
    const { state, id } = game(position);
    const swamp = { youControl: { atLeast: 1, filter: { subtype: 'Swamp' } } };
    const e = rejects(restricted(state, swamp), { type: 'activate', player: 'p1', source: id('goblin'), ability: 0, costs: { discard: [id('island')] } }, '602.5');
    expect(e.message).toContain('only if Ann controls a Swamp (0 now)');
    const withSwamp = game({ ...position, players: [{ ...position.players[0], battlefield: [...position.players[0].battlefield, 'Swamp'] }, position.players[1]] });
    expect(() => apply(restricted(withSwamp.state, swamp), { type: 'activate', player: 'p1', source: withSwamp.id('goblin'), ability: 0, costs: { discard: [withSwamp.id('island')] } })).not.toThrow();
    const two = { youControl: { atLeast: 2, filter: { types: ['Creature' as const] } } };
    expect(() => apply(restricted(state, two), { type: 'activate', player: 'p1', source: id('goblin'), ability: 0, costs: { discard: [id('island')] } })).not.toThrow();
  });

  it('"Activate only during your turn, before attackers are declared": refused from the declare attackers step on (508.1)', () => {
    const r = { yourTurn: true, beforeAttackers: true };
    const early = game({ ...position, turn: { active: 'Ann', step: 'beginningOfCombat' } });
    expect(() => apply(restricted(early.state, r), { type: 'activate', player: 'p1', source: early.id('goblin'), ability: 0, costs: { discard: [early.id('island')] } })).not.toThrow();
    const late = game({ ...position, turn: { active: 'Ann', step: 'postcombatMain' } });
    rejects(restricted(late.state, r), { type: 'activate', player: 'p1', source: late.id('goblin'), ability: 0, costs: { discard: [late.id('island')] } }, '508.1');
    const theirs = game({ ...position, turn: { active: 'Ben', step: 'upkeep' } });
    const passed = apply(restricted(theirs.state, r), { type: 'pass' }).state;
    rejects(passed, { type: 'activate', player: 'p1', source: theirs.id('goblin'), ability: 0, costs: { discard: [theirs.id('island')] } }, '602.5');
  });
});

describe('mana abilities that sacrifice (605.3b)', () => {
  const altar = { players: [{ name: 'Ann', battlefield: [{ card: "Ashnod's Altar", id: 'altar' }, { card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Grizzly Bears', id: 'cub' }] }, { name: 'Ben' }] };

  it("Ashnod's Altar: the creature given is sacrificed and the mana added at once, without the stack", () => {
    const { state, id } = game(altar);
    rejects(state, { type: 'activate', player: 'p1', source: id('altar'), ability: 0 }, '601.2h');
    const r = apply(state, { type: 'activate', player: 'p1', source: id('altar'), ability: 0, costs: { sacrifice: [id('bears')] } }).state;
    expect(r.stack).toEqual([]);
    expect(r.players.p1.manaPool.map((m) => [m.type, m.amount])).toEqual([['C', 2]]);
    expect(r.battlefield).toHaveLength(1);
  });

  it('auto-tap never uses a mana ability that sacrifices, even one with {T} in its cost', () => {
    const { state, id } = game(altar);
    const def = state.cards["Ashnod's Altar"];
    const tower = { ...state, cards: { ...state.cards, "Ashnod's Altar": { ...def, abilities: def.abilities.map((a) => (a.kind === 'activated' ? { ...a, cost: { ...a.cost, tap: true } } : a)) } } };
    rejects(tower, { type: 'cast', player: 'p1', card: id('cub'), autoTap: true }, '601.2g');
  });
});

describe('costs that exile the card itself or remove counters', () => {
  /** Grizzly Bears with an ability whose cost is `cost` and which draws a card. */
  function withCost(s: GameState, cost: object): GameState {
    const def = s.cards['Grizzly Bears'];
    const ability = { kind: 'activated' as const, text: 'cost: Draw a card.', cost, effects: [{ kind: 'draw' as const, count: 1, who: { who: 'controller' as const } }] };
    return { ...s, cards: { ...s.cards, 'Grizzly Bears': { ...def, abilities: [ability] } } };
  }

  it('"Exile ~ from your hand" works only from the hand (113.6m), "Exile ~ from your graveyard" only from the graveyard', () => {
    const { state, id } = game({ ...position, players: [{ ...position.players[0], graveyard: [{ card: 'Grizzly Bears', id: 'dead' }] }, position.players[1]] });
    const hand = withCost(state, { exileSelf: 'hand' });
    rejects(hand, { type: 'activate', player: 'p1', source: id('bears'), ability: 0 }, '113.6m');
    const yard = withCost(state, { exileSelf: 'graveyard' });
    rejects(yard, { type: 'activate', player: 'p1', source: id('bears'), ability: 0 }, '113.6m');
    const r = apply(yard, { type: 'activate', player: 'p1', source: id('dead'), ability: 0 }).state;
    expect(r.exile).toHaveLength(1);
    expect(r.players.p1.graveyard).toEqual([]);
    expect(r.stack).toHaveLength(1);
  });

  it('"Remove a +1/+1 counter from ~": only with that many counters on it (601.2h); paid as activated', () => {
    const { state, id } = game({ ...position, players: [{ ...position.players[0], battlefield: [{ card: 'Grizzly Bears', id: 'bears', counters: { '+1/+1': 1 } }] }, position.players[1]] });
    const two = withCost(state, { removeCounters: { counter: '+1/+1', count: 2 } });
    rejects(two, { type: 'activate', player: 'p1', source: id('bears'), ability: 0 }, '601.2h');
    const one = withCost(state, { removeCounters: { counter: '+1/+1', count: 1 } });
    const r = apply(one, { type: 'activate', player: 'p1', source: id('bears'), ability: 0 });
    expect(r.log.map((e) => e.rule)).toContain('122.1');
    expect(objectAt(r.state, id('bears')).counters).toEqual({});
    expect(r.state.stack).toHaveLength(1);
  });
});

