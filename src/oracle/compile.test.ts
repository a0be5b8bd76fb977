// The compiler on cards written here, so it is tested without the database source too.
import { describe, expect, it } from 'vitest';
import type { OracleCard } from './oracleCard';
import { compileCard, compileUncached } from './compile';

const card = (name: string, typeLine: string, oracleText?: string): OracleCard => ({ name, typeLine, oracleText, layout: 'normal' });

describe('compileCard', () => {
  it('lowers a damage spell to the definition the engine runs, in the card\'s own words', () => {
    const c = compileUncached(card('Test Bolt', 'Instant', 'Test Bolt deals 3 damage to any target.'));
    expect(c.support).toBe('full');
    expect(c.abilities).toEqual([
      {
        kind: 'spell',
        text: 'Test Bolt deals 3 damage to any target.',
        effects: [{ kind: 'damage', amount: 3, to: { target: 0 } }],
        targets: [{ phrase: 'any target', filter: { players: 'any', permanents: ['Creature', 'Planeswalker'] } }],
      },
    ]);
  });

  it('reads the old and the new wording of a trigger as one (603.6a)', () => {
    const old = compileUncached(card('Elf Seer', 'Creature — Elf', 'When Elf Seer enters the battlefield, draw a card.'));
    const today = compileUncached(card('Elf Seer', 'Creature — Elf', 'When this creature enters, draw a card.'));
    expect(old.abilities).toEqual([{ kind: 'triggered', text: 'When Elf Seer enters the battlefield, draw a card.', trigger: { event: 'enters' }, effects: [{ kind: 'draw', count: 1, who: { who: 'controller' } }] }]);
    expect(today.abilities[0]).toEqual({ ...old.abilities[0], text: 'When this creature enters, draw a card.' });
  });

  it('gives a land its basic land types\' mana abilities (305.6) and reads "Add {R} or {G}"', () => {
    const dual = compileUncached(card('Test Dual', 'Land — Mountain Forest', '({T}: Add {R} or {G}.)'));
    expect(dual.abilities.map((a) => a.text)).toEqual(['{T}: Add {R}.', '{T}: Add {G}.']);
    expect(dual.support).toBe('full');
    const pain = compileUncached(card('Test Pain', 'Land', '{T}: Add {R} or {G}.'));
    expect(pain.abilities[0]).toEqual({ kind: 'activated', text: '{T}: Add {R} or {G}.', cost: { tap: true }, effects: [{ kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: ['R', 'G'] } }] });
  });

  it('says full for a vanilla card, partial when some abilities lower, none when none do', () => {
    expect(compileUncached(card('Bears', 'Creature — Bear')).support).toBe('full');
    const angel = compileUncached(card('Angel', 'Creature — Angel', 'Flying, vigilance'));
    expect(angel.support).toBe('full');
    const sliver = compileUncached(card('Sliver', 'Creature — Sliver', 'Flying, banding'));
    expect([sliver.support, sliver.unmodelled]).toEqual(['partial', ['banding']]);
    const growth = compileUncached(card('Growth', 'Instant', 'Target creature gains banding until end of turn.'));
    expect([growth.support, growth.unmodelled]).toEqual(['none', ['Target creature gains banding until end of turn.']]);
  });

  it('never lowers part of an ability: one unread sentence or cost keeps the whole ability out', () => {
    const c = compileUncached(card('Petal', 'Artifact', '{T}, Exile the top card of your library: Add one mana of any color.\n{T}: Draw a card. Frobnicate.'));
    // Neither is lowered in part: each is not modelled as a whole (SCENARIO.md). The first, whose
    // cost isn't read and which might add mana, stays an unmodelled ability; the second, whose cost
    // is read, can be activated and resolves sentence by sentence by hand, the read one included.
    expect(c.support).toBe('none');
    expect(c.abilities.map((a) => [a.kind, a.kind === 'unmodelled' ? a.sentences : a.kind === 'activated' && a.effects])).toEqual([
      ['unmodelled', ['Add one mana of any color.']],
      ['activated', [
        { kind: 'manual', text: 'Draw a card.', ability: '{T}: Draw a card. Frobnicate.' },
        { kind: 'manual', text: 'Frobnicate.', ability: '{T}: Draw a card. Frobnicate.' },
      ]],
    ]);
    expect(c.unmodelled).toEqual(['Exile the top card of your library', 'Frobnicate.']);
  });

  it('reads "Sacrifice ~" as a cost, in a mana ability that taps and sacrifices its source too (106.12a)', () => {
    const gnomes = compileUncached(card('Gnomes', 'Artifact Creature — Gnome', 'Sacrifice Gnomes: You gain 3 life.'));
    expect(gnomes.abilities).toEqual([
      { kind: 'activated', text: 'Sacrifice Gnomes: You gain 3 life.', cost: { sacrificeSelf: true }, effects: [{ kind: 'gainLife', amount: 3, who: { who: 'controller' } }] },
    ]);
    const petal = compileUncached(card('Petal', 'Artifact', '{T}, Sacrifice Petal: Add one mana of any color.'));
    expect([petal.support, petal.unmodelled]).toEqual(['full', []]);
    expect(petal.abilities[0]).toMatchObject({ kind: 'activated', cost: { tap: true, sacrificeSelf: true }, effects: [{ kind: 'addManaOfChoice' }] });
    // Tapping and exiling it for mana stays out.
    const exiled = compileUncached(card('Petal', 'Artifact', '{T}, Exile Petal: Add one mana of any color.'));
    expect(exiled.support).not.toBe('full');
  });

  it('lowers a modal spell whose every mode the engine runs (700.2)', () => {
    const c = compileUncached(card('Charm', 'Instant', 'Choose one —\n• Counter target spell.\n• Draw a card.'));
    expect(c.abilities).toEqual([
      {
        kind: 'spell',
        text: 'Choose one —',
        effects: [],
        modes: {
          choose: 1,
          options: [
            { text: 'Counter target spell.', targets: [{ phrase: 'target spell', filter: { spells: 'any' } }], effects: [{ kind: 'counter', what: { target: 0 } }] },
            { text: 'Draw a card.', effects: [{ kind: 'draw', count: 1, who: { who: 'controller' } }] },
          ],
        },
      },
    ]);
  });

  it('is cached by name', () => {
    const c = card('Cached', 'Instant', 'Draw a card.');
    expect(compileCard(c)).toBe(compileCard({ ...c }));
  });
});

describe('activated abilities whose effect is not read', () => {
  it('keep one that might add mana as not modelled: a mana ability resolves at once (605.3b)', () => {
    const c = compileUncached(card('Fount', 'Artifact', '{T}: Add one mana of the color of your choice among colors of permanents you control.'));
    expect(c.abilities.map((a) => a.kind)).toEqual(['unmodelled']);
  });

  it('keep restrictions they read, and stay unmodelled when a restriction is not read', () => {
    const ok = compileUncached(card('Drill', 'Creature — Goblin', '{T}: Frobnicate target creature. Activate only as a sorcery.'));
    expect(ok.abilities[0]).toMatchObject({ kind: 'activated', cost: { tap: true }, restriction: { sorcery: true } });
    const odd = compileUncached(card('Drill', 'Creature — Goblin', '{T}: Frobnicate target creature. Activate only if the moon is full.'));
    expect(odd.abilities[0].kind).toBe('unmodelled');
  });
});
