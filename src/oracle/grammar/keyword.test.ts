import { describe, expect, it } from 'vitest';
import { protectionQualities, readKeywordLine } from './keyword';

describe('protection from [quality] (702.16a)', () => {
  it.each([
    ['from red', { colors: ['R'] }],
    // 702.16g: "from A and from B" protects from each.
    ['from white and from blue', { colors: ['W', 'U'] }],
    ['from blue, from black, and from red', { colors: ['U', 'B', 'R'] }],
    // 702.16h: every color, not colorless.
    ['from all colors', { colors: ['W', 'U', 'B', 'R', 'G'] }],
    ['from each color', { colors: ['W', 'U', 'B', 'R', 'G'] }],
    ['from multicolored', { multicolored: true }],
    ['from monocolored', { monocolored: true }],
    ['from everything', { everything: true }], // 702.16j
    ['from artifacts', { types: ['Artifact'] }],
    ['from instants', { types: ['Instant'] }],
    ['from Goblins', { subtypes: ['Goblin'] }],
    ['from Zombies', { subtypes: ['Zombie'] }],
    ['from Elves', { subtypes: ['Elf'] }],
    ['from Werewolves', { subtypes: ['Werewolf'] }],
    ['from Demons and from Dragons', { subtypes: ['Demon', 'Dragon'] }],
    ['from black and from Vampires', { colors: ['B'], subtypes: ['Vampire'] }],
  ])('"%s"', (parameter, quality) => {
    expect(protectionQualities(parameter)).toEqual(quality);
  });

  it.each([
    'from the chosen player', // 702.16k
    'from the color of your choice',
    'from mana value 3 or greater',
    'from snow', // a supertype: not a quality the engine compares
    'from legendary creatures',
    'from non-Spirit creatures',
    'from God creatures', // a type and a subtype together, not either
    'from Kavu', // no regular plural: not guessed
    'from Sphinxes',
    'from Spirits and from Arcane', // one quality unread keeps the whole ability out
    'of red',
  ])('"%s" is not read', (parameter) => {
    expect(protectionQualities(parameter)).toBeNull();
  });
});

describe('keyword lines (702)', () => {
  it('reads "protection from A, from B, and from C" as one keyword, not three pieces', () => {
    const text = 'Protection from Vampires, from Werewolves, and from Zombies';
    expect(readKeywordLine(text, 0, text.length)).toEqual([{ keyword: 'protection', parameter: 'from Vampires, from Werewolves, and from Zombies', start: 0, end: text.length }]);
  });
});
