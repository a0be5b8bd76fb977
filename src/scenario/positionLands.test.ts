// A position written after effects of this turn changed the lands a player may play keeps them:
// "You may play an additional land this turn" (305.2a, Explore) and "Target player can't play lands
// this turn" (305.2b, Turf Wound), read back as the same game.
import { describe, expect, it } from 'vitest';
import { apply, objectAt, RulesError, type Action, type GameState } from '../engine';
import { buildScenario } from './build';
import { parseScenario } from './parse';
import { positionOf } from './position';
import { game } from './testing';

const run = (s: GameState, actions: Action[]) => actions.reduce((t, a) => apply(t, a).state, s);
const roundTrip = (s: GameState) => {
  const doc = JSON.parse(JSON.stringify(positionOf(s, 'after')));
  return { doc, back: buildScenario(parseScenario(doc)).state };
};
const inHand = (s: GameState, card: string) => s.players.p1.hand.find((h) => objectAt(s, h).card === card)!;

describe('the lands a player may play this turn, in a written position', () => {
  it('Explore resolved: one additional land this turn is written and read back', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Explore', id: 'e' }, { card: 'Forest', id: 'f' }, { card: 'Island', id: 'i' }], library: ['Plains'], manaPool: '{G}{G}' }, { name: 'Ben' }],
    });
    const s = run(state, [{ type: 'play', player: 'p1', card: id('f') }, { type: 'cast', player: 'p1', card: id('e') }, { type: 'resolve' }]);
    expect(s.players.p1.additionalLandsThisTurn).toBe(1);
    const { doc, back } = roundTrip(s);
    expect(doc.players[0]).toMatchObject({ landsPlayedThisTurn: 1, additionalLandsThisTurn: 1 });
    expect(back.players.p1.additionalLandsThisTurn).toBe(1);
    expect(() => apply(back, { type: 'play', player: 'p1', card: inHand(back, 'Island') })).not.toThrow();
  });

  it("Turf Wound resolved: \"can't play lands this turn\" is written and read back", () => {
    const { state, id } = game({
      players: [{ name: 'Ann', hand: [{ card: 'Turf Wound', id: 'w' }, { card: 'Mountain', id: 'm' }], library: ['Plains'], manaPool: '{R}{R}{R}' }, { name: 'Ben' }],
    });
    const s = run(state, [{ type: 'cast', player: 'p1', card: id('w'), targets: [['p1']] }, { type: 'resolve' }]);
    expect(s.players.p1.cantPlayLandsThisTurn).toBe(true);
    const { doc, back } = roundTrip(s);
    expect(doc.players[0].cantPlayLandsThisTurn).toBe(true);
    expect(() => apply(back, { type: 'play', player: 'p1', card: inHand(back, 'Mountain') })).toThrow(RulesError);
  });
});
