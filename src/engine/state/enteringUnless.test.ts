// "Enters tapped unless ..." (614.1c, 614.12): the condition is checked as the permanent would enter,
// for the player it enters under. Lands can't be played in the engine yet, so Grizzly Bears carries
// the static ability each real land compiles to (Blackcleave Cliffs, Deserted Beach, Sunken Hollow,
// Glacial Fortress, Luxury Suite) and is cast; the rule read is the land's, word for word.
import { describe, expect, it } from 'vitest';
import { readCardDatabase } from '../../cards/databaseNode';
import { compileUncached } from '../../oracle/compile';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { objectAt } from './objectTable';
import type { GameState } from './state';

const byName = readCardDatabase().byName;

/** The land's "enters tapped unless" ability, as the compiler makes it. */
function unlessAbility(land: string) {
  const ability = compileUncached(byName.get(land)!).abilities.find((a) => a.kind === 'static' && a.rule?.kind === 'entersTapped');
  if (!ability || ability.kind !== 'static' || !ability.rule || !('unless' in ability.rule)) throw new Error(`${land} has no "enters tapped unless"`);
  return ability;
}

/** Ann casts Grizzly Bears carrying the land's ability, with these lands and these players. */
function bearsEnter(land: string, lands: string[], players = 2): { tapped: boolean; log: string[] } {
  const others = ['Ben', 'Cid', 'Dee'].slice(0, players - 1).map((name) => ({ name }));
  const { state, id } = game({
    players: [{ name: 'Ann', manaPool: '{G}{G}', hand: [{ card: 'Grizzly Bears', id: 'bears' }], battlefield: lands.map((card) => ({ card })) }, ...others],
  });
  const ability = unlessAbility(land);
  const s: GameState = { ...state, cards: { ...state.cards, 'Grizzly Bears': { ...state.cards['Grizzly Bears'], abilities: [ability] } } };
  const cast = apply(s, { type: 'cast', player: 'p1', card: id('bears') }).state;
  const t = apply(cast, { type: 'resolve' });
  const bears = t.state.battlefield.map((x) => objectAt(t.state, x)).find((o) => o.card === 'Grizzly Bears')!;
  return { tapped: bears.tapped, log: t.log.filter((e) => e.rule === '614.1c').map((e) => e.text) };
}

describe('enters tapped unless (614.1c, 614.12)', () => {
  it('"two or fewer other lands" (Blackcleave Cliffs): untapped with two, tapped with three', () => {
    const two = bearsEnter('Blackcleave Cliffs', ['Swamp', 'Mountain']);
    expect(two.tapped).toBe(false);
    expect(two.log).toEqual(['Grizzly Bears enters the battlefield untapped: the condition of "Blackcleave Cliffs enters the battlefield tapped unless you control two or fewer other lands." holds.']);
    expect(bearsEnter('Blackcleave Cliffs', ['Swamp', 'Mountain', 'Wastes']).tapped).toBe(true);
  });

  it('"two or more other lands" (Deserted Beach): tapped with one, untapped with two', () => {
    expect(bearsEnter('Deserted Beach', ['Plains']).tapped).toBe(true);
    expect(bearsEnter('Deserted Beach', ['Plains', 'Island']).tapped).toBe(false);
  });

  it('"two or more basic lands" (Sunken Hollow): a nonbasic land does not count', () => {
    expect(bearsEnter('Sunken Hollow', ['Island', 'Reflecting Pool']).tapped).toBe(true);
    expect(bearsEnter('Sunken Hollow', ['Island', 'Wastes']).tapped).toBe(false);
  });

  it('"a Plains or an Island" (Glacial Fortress): a land with either subtype', () => {
    expect(bearsEnter('Glacial Fortress', ['Mountain', 'Forest']).tapped).toBe(true);
    expect(bearsEnter('Glacial Fortress', ['Mountain', 'Island']).tapped).toBe(false);
  });

  it('"two or more opponents" (Luxury Suite): tapped in a two-player game, untapped with three players', () => {
    const two = bearsEnter('Luxury Suite', [], 2);
    expect(two.tapped).toBe(true);
    expect(two.log).toEqual(['Grizzly Bears enters the battlefield tapped: the condition of its "unless" doesn\'t hold.']);
    expect(bearsEnter('Luxury Suite', [], 3).tapped).toBe(false);
  });
});
