// Enchant (702.5a), equip (702.6a) and "You control enchanted creature." (613.1b) compiled from
// cards written here.
import { describe, expect, it } from 'vitest';
import type { OracleCard } from './oracleCard';
import { compileUncached } from './compile';

const card = (name: string, typeLine: string, oracleText: string): OracleCard => ({ name, typeLine, oracleText, layout: 'normal' });

describe('enchant (702.5a)', () => {
  it('reads what the Aura may target and enchant as a filter', () => {
    const read = (what: string) => compileUncached(card('Test Aura', 'Enchantment — Aura', `Enchant ${what}`)).abilities[0];
    expect(read('creature')).toEqual({ kind: 'keyword', keyword: 'enchant', text: 'Enchant creature', enchant: { permanents: ['Creature'] } });
    expect(read('creature you control')).toMatchObject({ enchant: { permanents: ['Creature'], quality: { controller: 'you' } } });
    expect(read('artifact or creature')).toMatchObject({ enchant: { permanents: ['Artifact', 'Creature'] } });
    expect(read('player')).toMatchObject({ enchant: { players: 'any' } });
    expect(read('opponent')).toMatchObject({ enchant: { players: 'opponent' } });
  });

  it('leaves what it can\'t read unmodelled, never guessed', () => {
    const c = compileUncached(card('Test Aura', 'Enchantment — Aura', 'Enchant creature card in a graveyard'));
    expect(c.abilities[0]).toMatchObject({ kind: 'unmodelled', of: 'keyword' });
  });
});

describe('equip (702.6a)', () => {
  it('is an activated ability: attach to target creature you control, only as a sorcery', () => {
    const c = compileUncached(card('Test Sword', 'Artifact — Equipment', 'Equip {2}'));
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toEqual({
      kind: 'activated',
      text: 'Equip {2}',
      cost: { mana: '{2}' },
      targets: [{ phrase: 'target creature you control', filter: { permanents: ['Creature'], quality: { controller: 'you' } } }],
      effects: [{ kind: 'attach', to: { target: 0 } }],
      restriction: { sorcery: true },
      keyword: 'equip',
    });
  });

  it('fortify is the same onto a land you control (702.67a)', () => {
    const c = compileUncached(card('Test Fort', 'Artifact — Fortification', 'Fortify {3}'));
    expect(c.abilities[0]).toMatchObject({ kind: 'activated', keyword: 'fortify', targets: [{ phrase: 'target land you control', filter: { permanents: ['Land'], quality: { controller: 'you' } } }] });
  });

  it('leaves an equip cost that isn\'t mana, or a restricted equip, unmodelled', () => {
    expect(compileUncached(card('Test Sword', 'Artifact — Equipment', 'Equip—Pay 3 life.')).abilities[0]).toMatchObject({ kind: 'unmodelled' });
    expect(compileUncached(card('Test Sword', 'Artifact — Equipment', 'Equip legendary creature {3}')).abilities[0]).toMatchObject({ kind: 'unmodelled' });
  });
});

describe('"You control enchanted creature." (613.1b)', () => {
  it('is a static ability with a layer 2 effect on what the Aura is attached to', () => {
    const c = compileUncached(card('Test Magic', 'Enchantment — Aura', 'Enchant creature\nYou control enchanted creature.'));
    expect(c.support).toBe('full');
    expect(c.abilities[1]).toEqual({
      kind: 'static',
      text: 'You control enchanted creature.',
      rule: { kind: 'continuous', affects: { attached: true }, changes: [{ layer: '2', controller: 'effectController' }] },
    });
  });
});

describe('"Enchanted creature can\'t attack or block." (508.1c, 509.1b)', () => {
  it('is a combat rule of the creature the Aura is attached to, not of the Aura', () => {
    const c = compileUncached(card('Test Pacifism', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block."));
    expect(c.support).toBe('full');
    expect(c.abilities[1]).toEqual({ kind: 'static', text: "Enchanted creature can't attack or block.", rule: { kind: 'combat', cantAttack: true, cantBlock: true, attached: true } });
  });
});
