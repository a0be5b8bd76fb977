import { describe, expect, it } from 'vitest';
import { ScenarioError } from './errors';
import { expectScenarioError } from './expectScenarioError';
import { parseScenario, parseScenarioText } from './parse';

const base = { format: 1, name: 'n', players: [{ name: 'Ann' }, { name: 'Ben' }] };

const error = expectScenarioError;

describe('parseScenario', () => {
  it('fills in the defaults', () => {
    const sc = parseScenario(base);
    expect(sc.seed).toBe(1);
    expect(sc.turn).toEqual({ active: 'Ann', step: 'precombatMain', number: 1 });
    expect(sc.players[0].life).toBe(20);
    expect(sc.players[0].hand).toEqual([]);
  });

  it('names the field and suggests the nearest card names', () => {
    const e = error({ ...base, players: [{ name: 'Ann' }, { name: 'Ben', battlefield: ['Forest', { card: 'Grizly Bears' }] }] });
    expect(e.path).toBe('players[1].battlefield[1].card');
    expect(e.reason).toMatch(/unknown card "Grizly Bears"; nearest known: Grizzly Bears/);
  });

  it.each([
    [{ ...base, format: 3 }, 'format', /must be 1 or 2/],
    [{ ...base, colour: 'red' }, 'colour', /not a field/],
    [{ format: 1, players: base.players }, 'name', /required/],
    [{ ...base, players: [{ name: 'Ann' }] }, 'players', /2 to 4/],
    [{ ...base, players: [{ name: 'Ann' }, { name: 'Ann' }] }, 'players[1].name', /two players/],
    [{ ...base, players: [{ name: 'A.nn' }, { name: 'Ben' }] }, 'players[0].name', /may not contain/],
    [{ ...base, players: [{ name: 'Ann ' }, { name: 'Ben' }] }, 'players[0].name', /space/],
    [{ ...base, seed: -1 }, 'seed', /from 0 to 4294967295/],
    [{ ...base, seed: 1.5 }, 'seed', /whole number/],
    [{ ...base, turn: { step: 'untap' } }, 'turn.step', /must be one of/],
    [{ ...base, turn: { active: 'Cid' } }, 'turn.active', /not a player/],
    [{ ...base, players: [{ name: 'Ann', hand: [{ card: 'Shock', tapped: true }] }, { name: 'Ben' }] }, 'players[0].hand[0].tapped', /only to a card on the battlefield/],
    [{ ...base, players: [{ name: 'Ann', hand: [{ card: 'Shock', id: 'x' }, { card: 'Shock', id: 'x' }] }, { name: 'Ben' }] }, 'players[0].hand[1].id', /used twice/],
    [{ ...base, players: [{ name: 'Ann', hand: [{ card: 'Shock', id: 'Ben' }] }, { name: 'Ben' }] }, 'players[0].hand[0].id', /player's name/],
    [{ ...base, players: [{ name: 'Ann', hand: [{ card: 'Shock', id: 'Forest' }] }, { name: 'Ben', hand: ['Forest'] }] }, 'players[0].hand[0].id', /name of a card/],
    [{ ...base, players: [{ name: 'Ann', manaPool: '{R}{Q}' }, { name: 'Ben' }] }, 'players[0].manaPool', /mana symbols/],
    [{ ...base, actions: [{ do: 'fly' }] }, 'actions[0].do', /must be one of/],
    [{ ...base, actions: [{ do: 'cast', card: 'x' }] }, 'actions[0].player', /required/],
    [{ ...base, actions: [{ do: 'pass', foo: 1 }] }, 'actions[0].foo', /not a field/],
    [{ ...base, actions: [{ do: 'edit', op: 'grow' }] }, 'actions[0].op', /must be one of/],
    [{ ...base, actions: [{ do: 'edit', op: 'create', to: 'Ann.hand', card: 'Shockk' }] }, 'actions[0].card', /unknown card/],
    [{ ...base, actions: [{ do: 'expect', life: { Ann: 'x' } }] }, 'actions[0].life.Ann', /whole number/],
    [{ ...base, expect: { stack: [{ nam: 'x' }] } }, 'expect.stack[0].nam', /not a field/],
  ])('rejects %# at its field', (doc, path, reason) => {
    const e = error(doc);
    expect(e.path).toBe(path);
    expect(e.reason).toMatch(reason);
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseScenarioText('{"format": 1,')).toThrow(ScenarioError);
  });
});
