// The keyword and combat templates (the keyword and combat families) on texts that must, or must
// not, be lowered: a keyword whose parameter isn't read, a rule with a condition, a word that
// refers to something the engine doesn't know. Each stays unmodelled rather than guessed.
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../compile';
import type { OracleCard } from '../oracleCard';

const creature = (oracleText: string): OracleCard => ({ name: 'Test Bear', typeLine: 'Creature — Bear', oracleText, layout: 'normal' });
const compiled = (text: string) => compileUncached(creature(text));

describe('lowered', () => {
  it('lowers each keyword of a line with its parameter, capitalized as the line begins it (702)', () => {
    const c = compiled('Flying, first strike, protection from black and from red\nWard {2}');
    expect(c.support).toBe('full');
    expect(c.abilities).toEqual([
      { kind: 'keyword', keyword: 'flying', text: 'Flying' },
      { kind: 'keyword', keyword: 'first strike', text: 'First strike' },
      { kind: 'keyword', keyword: 'protection', text: 'Protection from black and from red', protection: { colors: ['B', 'R'] } },
      { kind: 'keyword', keyword: 'ward', text: 'Ward {2}', ward: { mana: '{2}' } },
    ]);
  });

  it.each([
    ['Ward—Pay 3 life.', { life: 3 }],
    ['Ward—Discard a card.', { discard: { count: 1 } }],
  ])('"%s": ward with a cost other than mana (702.21a)', (text, ward) => {
    expect(compiled(text).abilities).toEqual([{ kind: 'keyword', keyword: 'ward', text, ward }]);
  });

  it.each([
    ["Test Bear can't block.", { cantBlock: true }],
    ["This creature can't attack or block.", { cantAttack: true, cantBlock: true }],
    ["Test Bear can't be blocked.", { cantBeBlocked: true }],
    ["Test Bear can't block and can't be blocked.", { cantBlock: true, cantBeBlocked: true }],
    ['Test Bear can block only creatures with flying.', { canBlockOnlyFlying: true }],
    ['Test Bear attacks each combat if able.', { attacksEachCombat: true }],
    ['This creature blocks each combat if able.', { blocksEachCombat: true }],
    ['Test Bear attacks or blocks each combat if able.', { attacksEachCombat: true, blocksEachCombat: true }],
  ])('"%s": a combat rule (506.5, 508.1c-d, 509.1b-c)', (text, rules) => {
    expect(compiled(text).abilities).toEqual([{ kind: 'static', text, rule: { kind: 'combat', ...rules } }]);
  });

  it('"attacks or blocks": either event triggers it (603.2)', () => {
    const [a] = compiled('Whenever Test Bear attacks or blocks, you gain 1 life.').abilities;
    expect(a).toMatchObject({ kind: 'triggered', trigger: [{ event: 'attacks' }, { event: 'blocks' }] });
  });

  it('"that player" and "that many" in a combat damage trigger: the player dealt the damage, the damage (510.3a)', () => {
    const [a] = compiled('Whenever Test Bear deals combat damage to a player, that player discards that many cards.').abilities;
    expect(a).toEqual({
      kind: 'triggered',
      text: 'Whenever Test Bear deals combat damage to a player, that player discards that many cards.',
      trigger: { event: 'combatDamageToPlayer' },
      effects: [{ kind: 'discard', count: { of: 'eventCount' }, who: { who: 'eventPlayer' } }],
    });
  });

  it('"it" in a combat trigger is the permanent itself', () => {
    const [a] = compiled('Whenever Test Bear blocks, put a +1/+1 counter on it.').abilities;
    expect(a).toMatchObject({ effects: [{ kind: 'addCounters', counter: '+1/+1', amount: 1, to: { who: 'self' } }] });
  });

  it('a counter with no rules meaning of its own, as a permanent enters (614.1c)', () => {
    expect(compiled('Test Bear enters with three charge counters on it.').abilities).toEqual([
      { kind: 'static', text: 'Test Bear enters with three charge counters on it.', rule: { kind: 'entersWithCounters', counter: 'charge', amount: 3 } },
    ]);
  });

  it('"deals damage equal to its power": the power of the source, as it last existed if it left (608.2h)', () => {
    const [a] = compiled('When Test Bear dies, it deals damage equal to its power to any target.').abilities;
    expect(a).toMatchObject({ effects: [{ kind: 'damage', amount: { of: 'sourcePower' }, to: { target: 0 } }] });
  });
});

describe('not lowered', () => {
  it.each([
    ['protection from a player (702.16k)', 'Protection from the chosen player'],
    ['ward with X', 'Ward {X}'],
    ['ward with a cost of two kinds', 'Ward—{2}, Pay 2 life.'],
    ['hexproof from a quality (702.11d)', 'Hexproof from black'],
    ['a keyword the engine lacks', 'Banding'],
    ['trample with a variant', 'Trample over planeswalkers'],
    ['a combat rule with an exception', "Test Bear can't be blocked except by creatures with haste."],
    ['a combat rule with a condition', "Test Bear can't attack unless you control more creatures than defending player."],
    ['a combat rule for a turn (an effect, not a static ability)', "Test Bear can't block this turn."],
    ['a combat rule of other creatures with a condition on what they fight', "Creatures with flying can't block creatures you control."],
    ['"that player" after combat damage to a player or planeswalker (a planeswalker\'s controller?)', 'Whenever Test Bear deals combat damage to a player or planeswalker, that player discards a card.'],
    ['"that many" outside a combat damage trigger', 'When Test Bear enters, draw that many cards.'],
    ['"it" after a target', 'Whenever Test Bear attacks, tap target creature. Put a +1/+1 counter on it.'],
    ['"that player" in an attack trigger (the defending player is not named so)', 'Whenever Test Bear attacks, that player discards a card.'],
    // 122.1a-d: counters whose meaning the engine doesn't carry out (shield counters it does, 122.1c).
    ['a -0/-1 counter', 'Whenever Test Bear blocks, put a -0/-1 counter on it.'],
    ['a keyword counter (122.1b)', 'Test Bear enters with a flying counter on it.'],
    ['a stun counter (122.1d)', 'When Test Bear enters, put a stun counter on target creature.'],
    ['a first strike counter', 'When Test Bear enters, put a first strike counter on target creature.'],
  ])('%s', (_, text) => {
    const c = compiled(text);
    expect(c.support).not.toBe('full');
  });

  // A leveler's keywords are read with their level symbol now (levelStriations.ts, 711.2).
  it("keeps a Class's level abilities unmodelled, not triggered (716.2b)", () => {
    const c = compileUncached({ name: 'Test Class', typeLine: 'Enchantment — Class', layout: 'normal', oracleText: 'When Test Class enters, draw a card.\n{1}{G}: Level 2\nWhenever Test Class attacks, draw a card.\nFlying' });
    expect(c.abilities.map((a) => a.kind)).toEqual(['triggered', 'activated', 'unmodelled', 'unmodelled']);
  });
});
