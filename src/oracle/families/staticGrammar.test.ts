// The static continuous-effect templates (grammar/staticEffect.ts, lowerStatic.ts) on texts that
// must, or must not, be lowered: each lowered text's rule in full, and texts with a word the engine
// can't carry out (a keyword it lacks, X, a quality it doesn't track) left unmodelled, not guessed.
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../compile';
import type { OracleCard } from '../oracleCard';

const creature = (oracleText: string): OracleCard => ({ name: 'Test Bear', typeLine: 'Creature — Bear', oracleText, layout: 'normal', power: '2', toughness: '2' } as OracleCard);
const rule = (text: string) => {
  const c = compileUncached(creature(text));
  expect(c.support, text).toBe('full');
  const [a] = c.abilities;
  return a.kind === 'static' ? a.rule : a;
};

const YOURS = { controller: 'you' } as const;
const ALL_PERMANENTS = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];

describe('lowered', () => {
  it.each([
    ['Creatures you control get +1/+1.', { each: { permanents: ['Creature'], quality: YOURS } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    ['Other Elf creatures you control get +1/+1.', { each: { permanents: ['Creature'], quality: { subtypes: ['Elf'], ...YOURS }, other: true } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    ['Creatures your opponents control get -1/-1.', { each: { permanents: ['Creature'], quality: { controller: 'opponent' } } }, [{ layer: '7c', power: -1, toughness: -1 }]],
    ['White creatures get +1/+1.', { each: { permanents: ['Creature'], quality: { colors: ['W'] } } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    ['Elves you control get +1/+1.', { each: { permanents: ALL_PERMANENTS, quality: { subtypes: ['Elf'], ...YOURS } } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    ['Other Merfolk you control get +1/+1.', { each: { permanents: ALL_PERMANENTS, quality: { subtypes: ['Merfolk'], ...YOURS }, other: true } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    ['Creature tokens you control get +1/+1.', { each: { permanents: ['Creature'], quality: { token: true, ...YOURS } } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    ['Other creatures you control with flying get +1/+0.', { each: { permanents: ['Creature'], quality: { ...YOURS, keyword: { keyword: 'flying', has: true } }, other: true } }, [{ layer: '7c', power: 1, toughness: 0 }]],
    [
      'Other creatures you control get +1/+0 and have haste.',
      { each: { permanents: ['Creature'], quality: YOURS, other: true } },
      [{ layer: '7c', power: 1, toughness: 0 }, { layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'haste', text: 'Haste' }] }],
    ],
    ['Creatures you control have islandwalk.', { each: { permanents: ['Creature'], quality: YOURS } }, [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'landwalk', text: 'Islandwalk', landwalk: { subtype: 'Island' } }] }]],
    [
      'Enchanted creature gets +2/+2 and has flying.',
      { attached: true },
      [{ layer: '7c', power: 2, toughness: 2 }, { layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'flying', text: 'Flying' }] }],
    ],
    ['Equipped creature gets +2/+0.', { attached: true }, [{ layer: '7c', power: 2, toughness: 0 }]],
    ['All creatures are black.', { each: { permanents: ['Creature'] } }, [{ layer: '5', setColors: ['B'] }]],
    ['Enchanted creature is black in addition to its other colors.', { attached: true }, [{ layer: '5', addColors: ['B'] }]],
    ['Nonbasic lands are Mountains.', { each: { permanents: ['Land'], quality: { notSupertypes: ['Basic'] } } }, [{ layer: '4', landTypes: ['Mountain'] }]],
    ['Each land is a Swamp in addition to its other land types.', { each: { permanents: ['Land'] } }, [{ layer: '4', addSubtypes: ['Swamp'] }]],
    [
      'Test Bear gets +1/+0 for each other creature you control.',
      { self: true },
      [{ layer: '7c', power: { of: 'count', each: { permanents: ['Creature'], quality: YOURS, other: true } }, toughness: 0 }],
    ],
    [
      'Test Bear gets -2/-2 for each Swamp you control.',
      { self: true },
      [{ layer: '7c', power: { of: 'negated', amount: { of: 'count', each: { permanents: ALL_PERMANENTS, quality: { subtypes: ['Swamp'], ...YOURS } }, times: 2 } }, toughness: expect.anything() }],
    ],
    ['Test Bear gets -1/-1 for each card in your hand.', { self: true }, [{ layer: '7c', power: { of: 'negated', amount: { of: 'cardsIn', zone: 'hand', whose: 'you' } }, toughness: { of: 'negated', amount: { of: 'cardsIn', zone: 'hand', whose: 'you' } } }]],
    ['Test Bear gets +1/+0 for each instant and sorcery card in your graveyard.', { self: true }, [{ layer: '7c', power: { of: 'cardsIn', zone: 'graveyard', whose: 'you', types: ['Instant', 'Sorcery'] }, toughness: 0 }]],
    ['Artifact creatures you control have haste.', { each: { permanents: ['Creature'], quality: { alsoTypes: ['Artifact'], ...YOURS } } }, [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'haste', text: 'Haste' }] }]],
    ['Other colorless creatures you control get +1/+1.', { each: { permanents: ['Creature'], quality: { notColors: ['W', 'U', 'B', 'R', 'G'], ...YOURS }, other: true } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    ['Other Wolves and Werewolves you control get +1/+1.', { each: { permanents: ALL_PERMANENTS, quality: { subtypes: ['Wolf', 'Werewolf'], ...YOURS }, other: true } }, [{ layer: '7c', power: 1, toughness: 1 }]],
    [
      'Each creature you control with a +1/+1 counter on it has trample.',
      { each: { permanents: ['Creature'], quality: { ...YOURS, counter: '+1/+1' } } },
      [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'trample', text: 'Trample' }] }],
    ],
    ['Enchanted creature has base power and toughness 0/2.', { attached: true }, [{ layer: '7b', power: 0, toughness: 2 }]],
    ['Enchanted creature gets -2/-0 and loses flying.', { attached: true }, [{ layer: '7c', power: -2, toughness: 0 }, { layer: '6', removeKeywords: ['flying'] }]],
    [
      'Enchanted creature gets +1/+1, has flying, and is an Angel in addition to its other types.',
      { attached: true },
      [{ layer: '7c', power: 1, toughness: 1 }, { layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'flying', text: 'Flying' }] }, { layer: '4', addSubtypes: ['Angel'] }],
    ],
    [
      "Enchanted creature gets +1/+1 and can't block.",
      { attached: true },
      [{ layer: '7c', power: 1, toughness: 1 }, { layer: '6', addAbilities: [{ kind: 'static', text: "Enchanted creature gets +1/+1 and can't block.", rule: { kind: 'combat', cantBlock: true } }] }],
    ],
    [
      'All creatures have double strike and attack each combat if able.',
      { each: { permanents: ['Creature'] } },
      [
        {
          layer: '6',
          addAbilities: [
            { kind: 'keyword', keyword: 'double strike', text: 'Double strike' },
            { kind: 'static', text: 'All creatures have double strike and attack each combat if able.', rule: { kind: 'combat', attacksEachCombat: true } },
          ],
        },
      ],
    ],
    ['You control enchanted creature.', { attached: true }, [{ layer: '2', controller: 'effectController' }]],
    [
      "Enchanted creature doesn't untap during its controller's untap step.",
      { attached: true },
      [{ layer: '6', addAbilities: [{ kind: 'static', text: "Enchanted creature doesn't untap during its controller's untap step.", rule: { kind: 'doesntUntap' } }] }],
    ],
    [
      'Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.',
      { attached: true },
      [{ layer: '4', setCreatureTypes: ['Treefolk'] }, { layer: '7b', power: 0, toughness: 4 }, { layer: '6', removeAll: true }],
    ],
    ['Enchanted creature is a Frog.', { attached: true }, [{ layer: '4', setCreatureTypes: ['Frog'] }]],
    [
      'Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.',
      { attached: true },
      [{ layer: '6', removeAll: true }, { layer: '4', setTypes: ['Creature'], setSubtypes: ['Frog'] }, { layer: '5', setColors: ['U'] }, { layer: '7b', power: 1, toughness: 1 }],
    ],
    ['Enchanted creature is a Human Wizard.', { attached: true }, [{ layer: '4', setCreatureTypes: ['Human', 'Wizard'] }]],
    ['Creatures you control that are enchanted get +1/+1.', { each: { permanents: ['Creature'], quality: { ...YOURS, enchanted: true } } }, [{ layer: '7c', power: 1, toughness: 1 }]],
  ])('"%s" (611.3a)', (text, affects, changes) => {
    expect(rule(text)).toEqual({ kind: 'continuous', affects, changes });
  });

  it.each([
    ['Test Bear gets +1/+1 as long as you control a Forest.', { youControl: { filter: { permanents: ALL_PERMANENTS, quality: { subtypes: ['Forest'], ...YOURS } }, atLeast: 1 } }],
    ['Test Bear gets +1/+1 as long as you control another artifact.', { youControl: { filter: { permanents: ['Artifact'], quality: YOURS, other: true }, atLeast: 1 } }],
    ['Metalcraft — Test Bear gets +1/+1 as long as you control three or more artifacts.', { youControl: { filter: { permanents: ['Artifact'], quality: YOURS }, atLeast: 3 } }],
    ["As long as it's your turn, Test Bear gets +1/+1.", { yourTurn: true }],
    ["Test Bear gets +1/+1 as long as it's not your turn.", { yourTurn: false }],
    ["Test Bear gets +1/+1 as long as it's attacking.", { sourceIs: { inCombat: ['attacking'] } }],
    ['As long as Test Bear is equipped, it gets +1/+1.', { sourceIs: { equipped: true } }],
    ['Test Bear gets +1/+1 as long as it has a +1/+1 counter on it.', { sourceIs: { counter: '+1/+1' } }],
    ['As long as you have seven or more cards in hand, Test Bear gets +1/+1.', { amount: { of: 'cardsIn', zone: 'hand', whose: 'you' }, atLeast: 7 }],
    ['Test Bear gets +1/+1 as long as Test Bear is enchanted.', { sourceIs: { enchanted: true } }],
    ['Test Bear gets +1/+1 as long as an opponent controls an Island.', { youControl: { filter: { permanents: ALL_PERMANENTS, quality: { subtypes: ['Island'], controller: 'opponent' } }, atLeast: 1 } }],
    ['Threshold — Test Bear gets +1/+1 as long as seven or more cards are in your graveyard.', { amount: { of: 'cardsIn', zone: 'graveyard', whose: 'you' }, atLeast: 7 }],
    ['Hellbent — As long as you have no cards in hand, Test Bear gets +1/+1.', { amount: { of: 'cardsIn', zone: 'hand', whose: 'you' }, atMost: 0 }],
    ['Test Bear gets +1/+1 as long as you have one or fewer cards in hand.', { amount: { of: 'cardsIn', zone: 'hand', whose: 'you' }, atMost: 1 }],
    ['Fateful hour — As long as you have 5 or less life, Test Bear gets +1/+1.', { amount: { of: 'lifeTotal' }, atMost: 5 }],
    ['Test Bear gets +1/+1 as long as you have 30 or more life.', { amount: { of: 'lifeTotal' }, atLeast: 30 }],
  ])('"%s": its condition, read continuously (611.3b)', (text, condition) => {
    expect(rule(text)).toEqual({ kind: 'continuous', affects: { self: true }, changes: [{ layer: '7c', power: 1, toughness: 1 }], condition });
  });

  it.each([
    ["Test Bear's power and toughness are each equal to the number of cards in your hand.", { of: 'cardsIn', zone: 'hand', whose: 'you' }, true, true],
    ["Test Bear's power and toughness are each equal to the number of creature cards in all graveyards.", { of: 'cardsIn', zone: 'graveyard', whose: 'all', types: ['Creature'] }, true, true],
    ["Test Bear's power is equal to the number of creatures you control.", { of: 'count', each: { permanents: ['Creature'], quality: YOURS } }, true, false],
    ["Test Bear's toughness is equal to the number of Forests you control.", { of: 'count', each: { permanents: ALL_PERMANENTS, quality: { subtypes: ['Forest'], ...YOURS } } }, false, true],
  ])('"%s": a characteristic-defining ability in layer 7a (604.3, 613.4a)', (text, amount, p, t) => {
    expect(rule(text)).toEqual({ kind: 'continuous', affects: { self: true }, changes: [{ layer: '7a', ...(p ? { power: amount } : {}), ...(t ? { toughness: amount } : {}) }], cda: true });
  });
});

describe('a condition on the object an Aura or Equipment is attached to (301.5, 303.4)', () => {
  it.each([
    ['As long as enchanted permanent is a creature, it gets +1/+1.', { types: ['Creature'], quality: {} }],
    ['As long as equipped creature is a Human, it gets +1/+1.', { quality: { subtypes: ['Human'] } }],
    ['As long as equipped creature is a Human or an Angel, it gets +1/+1.', { quality: { subtypes: ['Human', 'Angel'] } }],
    ['As long as enchanted creature is red, it gets +1/+1.', { quality: { colors: ['R'] } }],
    ['As long as equipped creature is legendary, it gets +1/+1.', { quality: { supertypes: ['Legendary'] } }],
  ])('"%s": "it" is the attached object', (text, attachedIs) => {
    expect(rule(text)).toEqual({ kind: 'continuous', affects: { attached: true }, changes: [{ layer: '7c', power: 1, toughness: 1 }], condition: { attachedIs } });
  });

  it('a quoted ability after a condition ends the sentence inside its quotation marks', () => {
    const r = rule('Threshold — As long as seven or more cards are in your graveyard, Test Bear gets +1/+1 and has "{T}: Draw a card."');
    expect(r).toMatchObject({ affects: { self: true }, condition: { amount: { of: 'cardsIn', zone: 'graveyard', whose: 'you' }, atLeast: 7 } });
  });

  it('"other creatures you control" after the condition\'s comma', () => {
    expect(rule('As long as you have 5 or less life, other creatures you control get +1/+4.')).toMatchObject({ affects: { each: { permanents: ['Creature'], quality: YOURS, other: true } } });
  });
});

describe('card types among cards (205.2a)', () => {
  it('Tarmogoyf\'s "that number plus 1"', () => {
    const types = { of: 'cardTypesAmong', zone: 'graveyard', whose: 'all' };
    expect(rule("Test Bear's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.")).toEqual({
      kind: 'continuous',
      affects: { self: true },
      changes: [{ layer: '7a', power: types, toughness: { of: 'plus', amount: types, n: 1 } }],
      cda: true,
    });
  });

  it('delirium: four or more card types among cards in your graveyard', () => {
    expect(rule('Delirium — Test Bear gets +1/+1 as long as there are four or more card types among cards in your graveyard.')).toMatchObject({
      condition: { amount: { of: 'cardTypesAmong', zone: 'graveyard', whose: 'you' }, atLeast: 4 },
    });
  });
});

describe('abilities in quotation marks (613.1f)', () => {
  it('an activated ability the objects have, "this creature" being each of them', () => {
    const text = 'Enchanted creature has "{T}: This creature deals 1 damage to any target."';
    expect(rule(text)).toEqual({
      kind: 'continuous',
      affects: { attached: true },
      changes: [
        {
          layer: '6',
          addAbilities: [
            { kind: 'activated', text: '{T}: This creature deals 1 damage to any target.', cost: { tap: true }, effects: [{ kind: 'damage', amount: 1, to: { target: 0 } }], targets: [{ phrase: 'any target', filter: { players: 'any', permanents: ['Creature', 'Planeswalker'] } }] },
          ],
        },
      ],
    });
  });

  it('a mana ability, beside a bonus', () => {
    expect(rule('Lands you control have "{T}: Add one mana of any color."')).toMatchObject({ changes: [{ layer: '6', addAbilities: [{ kind: 'activated', cost: { tap: true }, effects: [{ kind: 'addManaOfChoice' }] }] }] });
  });

  it.each([
    ['the card\'s own name in the quotation (the granting object, not the one that has it)', 'Enchanted creature has "{T}: Test Bear deals 1 damage to any target."'],
    ['a quoted ability the engine doesn\'t carry out', 'Enchanted creature has "{T}: Draw a card, then discard a card for each Elf you control."'],
    ['a quoted static ability', 'Enchanted creature has "This creature can\'t be countered."'],
    ['a quoted trigger that looks back (603.10a)', 'Enchanted creature has "When this creature dies, draw a card."'],
  ])('not lowered: %s', (_, text) => {
    const c = compileUncached(creature(text));
    expect(c.abilities.some((a) => a.kind === 'static' && a.rule?.kind === 'continuous')).toBe(false);
  });
});

describe('not lowered', () => {
  it.each([
    ['a keyword the engine lacks', 'Creatures you control have bushido 1.'],
    ['X in a static ability', 'Test Bear gets +X/+X.'],
    ['flash, which matters only while a card is cast (702.8a)', 'Test Bear has flash as long as you control a Forest.'],
    ['"Commander" is no subtype (903.3)', 'Commander creatures you control get +1/+1.'],
    ['"face-down" is no subtype (708.2)', 'Face-down creatures get +1/+1.'],
    // ("non-" and a subtype, "Non-Archon creatures", is read since wave 6: PermanentQuality.notSubtypes, 205.3)
    // (Arrest's "..., and its activated abilities can't be activated" is read since wave 4: 602.5.)
    ['a combat rule with more to it', "Enchanted creature can't attack or block, and its controller can't cast spells."],
    ['"it" after a condition that names another object', 'As long as you control a Forest, it gets +1/+1.'],
    // (basic land types among lands, 305.6, and "your life total", 119.1, are counted since wave 6: gameCount.ts)
    ['a number the engine does not count (differently named lands)', "Test Bear's power is equal to the number of differently named lands you control."],
    ['a condition the engine does not read (a comparison with each opponent)', 'Test Bear gets +1/+1 as long as you have more cards in hand than each opponent.'],
    // ("+2/+2 for each card in your hand" is read since wave 6: the Amount 'times')
    ['a duration: an effect of a spell, not a static ability', 'Creatures you control get +1/+1 until end of turn.'],
    ['a word that is no creature type (205.3m)', 'Enchanted creature is a Gizmo.'],
  ])('%s', (_, text) => {
    const c = compileUncached(creature(text));
    expect(c.abilities.some((a) => a.kind === 'static' && a.rule?.kind === 'continuous')).toBe(false);
  });
});
