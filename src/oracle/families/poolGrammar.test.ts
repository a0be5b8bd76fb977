// The templates the pool brought to the grammar (issue 13, point 4), on texts that must not be
// lowered: a word that refers to nothing, an effect the engine would carry out wrong, a sentence
// that changes an effect that isn't there. Each stays unmodelled rather than guessed.
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../compile';
import type { OracleCard } from '../oracleCard';

const card = (typeLine: string, oracleText: string): OracleCard => ({ name: 'Test Card', typeLine, oracleText, layout: 'normal' });
const sorcery = (text: string) => compileUncached(card('Sorcery', text));
const enchantment = (text: string) => compileUncached(card('Enchantment', text));

describe('not lowered', () => {
  it.each([
    // 605.1b: a trigger on tapping a land that adds no mana is no mana ability; the engine resolves those at once.
    ['a "taps a land for mana" trigger that adds no mana (Manabarbs)', enchantment('Whenever a player taps a land for mana, Test Card deals 1 damage to that player.')],
    // 601.2d: the engine divides damage only as a spell is cast.
    ['damage divided by an activated ability', enchantment('{T}: Test Card deals 2 damage divided as you choose among one or two targets.')],
    ['"another target" with no target before it', sorcery('Test Card deals 1 damage to another target.')],
    ['"that player" naming no player', sorcery('Test Card deals 1 damage to that player.')],
    ['"that spell" outside a cast trigger', sorcery('Copy that spell.')],
    // A token's keyword the engine doesn't carry out (a colored token is modelled: 111.3, the effects family).
    ['a token with a keyword the engine lacks', sorcery('Create a 1/1 white Soldier creature token with banding.')],
    // 702.16a, 702.21a: a keyword that needs its parameter, said without it.
    ['a token with a bare "ward"', sorcery('Create a 1/1 white Soldier creature token with ward.')],
    ['a copy of something that is no spell', sorcery('Copy target creature.')],
    ['"instead" with no damage before it', sorcery('If this spell was kicked, it deals 4 damage instead.')],
    ['new targets with no copy before them', sorcery('You may choose new targets for the copy.')],
    ['"that color" with no color chosen', enchantment('{T}: Add one mana of that color.')],
    ['a color chosen and no mana added', enchantment('{T}: Choose a color of a permanent you control.')],
    ['"its toughness" naming nothing', sorcery('You gain life equal to its toughness.')],
  ])('%s', (_, compiled) => {
    expect(compiled.support).not.toBe('full');
  });
});

describe('lowered', () => {
  it('two clauses joined by ", then", in order (608.2c)', () => {
    const compiled = sorcery('Draw a card, then you gain 2 life.');
    expect(compiled.support).toBe('full');
    expect(compiled.abilities[0]).toMatchObject({ effects: [{ kind: 'draw', count: 1 }, { kind: 'gainLife', amount: 2 }] });
  });

  it('"another target" differs from every target before it (115.4)', () => {
    const compiled = sorcery('Test Card deals 2 damage to any target and 1 damage to another target.');
    expect(compiled.abilities[0]).toMatchObject({ targets: [{ phrase: 'any target' }, { phrase: 'another target', differentFrom: [0] }] });
  });

  it('"When ~ enters and at the beginning of your upkeep": both events', () => {
    const compiled = compileUncached(card('Creature — Devil', 'When Test Card enters and at the beginning of your upkeep, draw a card.'));
    expect(compiled.abilities[0]).toMatchObject({ trigger: [{ event: 'enters' }, { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' }] });
  });
});
