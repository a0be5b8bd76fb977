// The derivation as the scenario CLI prints it when an expectation on a characteristic fails.
import { describe, expect, it } from 'vitest';
import { objectAt, type AbilityDef, type GameState } from '../engine';
import { play } from '../engine/withAbilities';
import { derivationText } from './derivationText';
import { parseScenario } from './parse';
import { runScenario } from './run';
import { game } from './testing';

const position = {
  players: [
    { name: 'Ann', manaPool: '{G}', battlefield: [{ card: 'Grizzly Bears', id: 'bears', counters: { '+1/+1': 1 } }], hand: [{ card: 'Giant Growth', id: 'growth' }] },
    { name: 'Ben' },
  ],
  turn: { active: 'Ann', step: 'precombatMain', number: 2 },
};

describe('derivationText', () => {
  it('prints each characteristic: printed value, each step with layer, rules, source, timestamp and text, then the result', () => {
    const { state, id } = game(position);
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('growth'), targets: [[id('bears')]] }, { type: 'resolve' });
    const growth = after.effects![0];
    expect(derivationText(after, id('bears', after))!.split('\n')).toEqual([
      'Derivation of Grizzly Bears (bears), in layer order (613):',
      '  name: Grizzly Bears (printed; no effect changed it)',
      '  types: Creature — Bear (printed; no effect changed it)',
      '  colors: green (printed; no effect changed it)',
      '  abilities: no abilities (printed; no effect changed it)',
      '  power: printed 2',
      '    Layer 7c — effects and counters that modify power and/or toughness [613.4c, 122.1a]',
      '      1 +1/+1 counter on it: 2 → 3',
      '    Layer 7c — effects and counters that modify power and/or toughness [613.4c, 613.7]',
      `      Giant Growth, timestamp ${growth.timestamp} ("Target creature gets +3/+3 until end of turn."): 3 → 6`,
      '    = 6',
      '  toughness: printed 2',
      '    Layer 7c — effects and counters that modify power and/or toughness [613.4c, 122.1a]',
      '      1 +1/+1 counter on it: 2 → 3',
      '    Layer 7c — effects and counters that modify power and/or toughness [613.4c, 613.7]',
      `      Giant Growth, timestamp ${growth.timestamp} ("Target creature gets +3/+3 until end of turn."): 3 → 6`,
      '    = 6',
      '  controller: Ann (before any effect; no effect changed it)',
    ]);
  });

  it('says when an effect was applied after one it depends on (613.8)', () => {
    // "Each Elf is a Warrior" (a static ability, timestamp 1) depends on "becomes an Elf" (timestamp
    // 99): applying the latter changes what the former applies to (613.8a). The compiler reads
    // neither sentence yet, so the ability is given to the card definition here.
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Llanowar Elves', id: 'elf' }, { card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }] });
    const elves = state.cards['Llanowar Elves'];
    const warriors: AbilityDef = { kind: 'static', text: 'Each Elf is a Warrior in addition to its other types.', rule: { kind: 'continuous', affects: { each: { permanents: ['Creature'], quality: { subtypes: ['Elf'] } } }, changes: [{ layer: '4', addSubtypes: ['Warrior'] }] } };
    const s: GameState = {
      ...state,
      cards: { ...state.cards, 'Llanowar Elves': { ...elves, abilities: [...elves.abilities, warriors] } },
      effects: [{ changes: [{ layer: '4', addSubtypes: ['Elf'] }], source: { id: 'x', name: 'Elvish Ritual' }, controller: 'p1', affects: { objects: [id('bears')] }, timestamp: 99, duration: 'endOfTurn', turn: state.turn.number, text: 'Target creature becomes an Elf until end of turn.' }],
    };
    const text = derivationText(s, id('bears'))!.split('\n');
    const at = text.indexOf('  types: printed Creature — Bear');
    expect(text.slice(at, at + 8)).toEqual([
      '  types: printed Creature — Bear',
      '    Layer 4 — type-changing effects [613.1d, 613.7]',
      '      Elvish Ritual, timestamp 99 ("Target creature becomes an Elf until end of turn."): Creature — Bear → Creature — Bear Elf',
      '    Layer 4 — type-changing effects [613.1d, 613.8]',
      `      Llanowar Elves, timestamp ${objectAt(s, id('elf')).timestamp} ("Each Elf is a Warrior in addition to its other types."): Creature — Bear Elf → Creature — Bear Elf Warrior`,
      '      applied after Elvish Ritual (timestamp 99) because it depends on it (613.8)',
      '    = Creature — Bear Elf Warrior',
      '  colors: green (printed; no effect changed it)',
    ]);
  });

  it('is null for an object that no longer exists', () => {
    const { state } = game(position);
    expect(derivationText(state, 'nothing')).toBeNull();
  });
});

describe('a failed expectation on a characteristic', () => {
  const run = (expect: Record<string, unknown>) =>
    runScenario(parseScenario({ format: 2, name: 't', ...position, actions: [{ do: 'cast', player: 'Ann', card: 'growth', targets: ['bears'] }, { do: 'resolve' }], expect }));

  it('carries the derivation of the object whose characteristic differed', () => {
    const r = run({ objects: { bears: { power: 5, colors: ['G'], types: ['Creature'], subtypes: ['Bear'], name: 'Grizzly Bears' } } });
    expect(r.failure!.message).toBe('bears.power: expected 5, got 6');
    expect(r.failure!.derivations).toHaveLength(1);
    expect(r.failure!.derivations![0]).toMatch(/^Derivation of Grizzly Bears \(bears\)/);
    expect(r.failure!.derivations![0]).toContain('Giant Growth, timestamp');
  });

  it('checks name, types, subtypes and colors as the layers made them', () => {
    const r = run({ objects: { bears: { colors: ['R'], subtypes: ['Bear', 'Warrior'], name: 'Bears' } } });
    expect(r.failure!.message).toBe('bears.name: expected "Bears", got "Grizzly Bears"; bears.subtypes: expected ["Bear","Warrior"], got ["Bear"]; bears.colors: expected ["R"], got ["G"]');
    expect(r.failure!.derivations).toHaveLength(1);
  });

  it('carries none when what differed is not a characteristic', () => {
    const r = run({ life: { Ben: 3 }, objects: { bears: { tapped: true } } });
    expect(r.ok).toBe(false);
    expect(r.failure!.derivations).toBeUndefined();
  });

  it('passes when the characteristics are as expected', () => {
    expect(run({ objects: { bears: { power: 6, toughness: 6, colors: ['G'], types: ['Creature'], supertypes: [], subtypes: ['Bear'], name: 'Grizzly Bears', controller: 'Ann' } } }).ok).toBe(true);
  });
});
