import { describe, expect, it } from 'vitest';
import { parseTypeLine } from './typeLine';

describe('type lines (205)', () => {
  it('supertypes, card types and subtypes', () => {
    expect(parseTypeLine('Legendary Artifact Creature — Human Wizard')).toEqual({
      supertypes: ['Legendary'], types: ['Artifact', 'Creature'], subtypes: ['Human', 'Wizard'], unknownWords: [], unknownSubtypes: [],
    });
    expect(parseTypeLine('Basic Snow Land — Forest')).toMatchObject({ supertypes: ['Basic', 'Snow'], types: ['Land'], subtypes: ['Forest'] });
    expect(parseTypeLine('Instant — Adventure')).toMatchObject({ types: ['Instant'], subtypes: ['Adventure'], unknownSubtypes: [] });
    expect(parseTypeLine('Enchantment — Aura Curse')).toMatchObject({ subtypes: ['Aura', 'Curse'], unknownSubtypes: [] });
    expect(parseTypeLine('Legendary Planeswalker — Jace')).toMatchObject({ types: ['Planeswalker'], subtypes: ['Jace'] });
    expect(parseTypeLine('Battle — Siege')).toMatchObject({ types: ['Battle'], subtypes: ['Siege'], unknownSubtypes: [] });
  });

  it('a subtype belongs to its card type (205.3c): a land type on a creature is unknown', () => {
    expect(parseTypeLine('Land Creature — Forest Dryad').unknownSubtypes).toEqual([]);
    expect(parseTypeLine('Creature — Forest').unknownSubtypes).toEqual(['Forest']);
  });

  it('two-word creature types, and planes\' one subtype of many words (205.3b)', () => {
    expect(parseTypeLine('Creature — Time Lord Doctor').subtypes).toEqual(['Time Lord', 'Doctor']);
    expect(parseTypeLine('Plane — New Phyrexia').subtypes).toEqual(['New Phyrexia']);
  });

  it('tribal is kindred (308.3); words that are no type are kept apart', () => {
    expect(parseTypeLine('Tribal Instant — Faerie')).toMatchObject({ types: ['Kindred', 'Instant'], subtypes: ['Faerie'], unknownSubtypes: [] });
    expect(parseTypeLine('Summon — Specter')).toMatchObject({ types: [], unknownWords: ['Summon'] });
  });
});
