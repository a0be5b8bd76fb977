import { describe, expect, it } from 'vitest';
import { normalize, originalText, selfNames } from './normalize';

const spanOf = (text: string, part: string) => ({ start: text.indexOf(part), end: text.indexOf(part) + part.length });

describe('normalize', () => {
  it("reads the card's name and \"this creature\" as one self-reference, mapping it back to the words", () => {
    const n = normalize('Lightning Bolt deals 3 damage to any target.', ['Lightning Bolt']);
    expect(n.text).toBe('~ deals 3 damage to any target.');
    expect(originalText(n, { start: 0, end: 1 })).toBe('Lightning Bolt');
    expect(originalText(n, spanOf(n.text, 'any target'))).toBe('any target');
    expect(normalize('When this creature dies, draw a card.').text).toBe('When ~ dies, draw a card.');
    expect(normalize('This spell costs {1} less.').text).toBe('~ costs {1} less.');
  });

  it("does not read the name inside another card's name or another word", () => {
    expect(normalize('Search for a card named Lightning Bolt Storm.', ['Lightning Bolt']).text).toBe('Search for a card named Lightning Bolt Storm.');
    expect(normalize('Enchanted creature has fear.', ['Fear']).text).toBe('Enchanted creature has fear.');
    expect(normalize('Islandwalk', ['Island']).text).toBe('Islandwalk');
  });

  it('knows a legendary card by the name before its comma (201.5), a name with a comma whole', () => {
    const names = selfNames('Kozilek, Butcher of Truth', true);
    expect(names).toEqual(['Kozilek, Butcher of Truth', 'Kozilek']);
    expect(normalize('When you cast this spell, draw four cards.\nWhen Kozilek, Butcher of Truth is put into a graveyard, Kozilek attacks.', names).text).toBe(
      'When you cast ~, draw four cards.\nWhen ~ is put into a graveyard, ~ attacks.',
    );
    expect(selfNames('Sliver Queen', true)).toEqual(['Sliver Queen']);
    expect(selfNames('Hill Giant, Test', false)).toEqual(['Hill Giant, Test']);
  });

  it('reads "enters the battlefield" as "enters" (603.6a)', () => {
    const n = normalize('When Elvish Visionary enters the battlefield, draw a card.', ['Elvish Visionary']);
    expect(n.text).toBe('When ~ enters, draw a card.');
    expect(originalText(n, spanOf(n.text, 'enters'))).toBe('enters the battlefield');
  });

  it('sets reminder text aside with its span, never dropping it (207.2)', () => {
    const text = 'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nDraw a card.';
    const n = normalize(text);
    expect(n.text).toBe('Kicker {4} \nDraw a card.');
    expect(n.reminders.map((r) => text.slice(r.start, r.end))).toEqual(['(You may pay an additional {4} as you cast this spell.)']);
    expect(normalize('({T}: Add {G}.)').text).toBe('');
  });

  it('writes every loyalty form one way (606)', () => {
    expect(normalize('[+2]: Draw a card.\n[−1]: Scry 1.\n[0]: Scry 2.').text).toBe('+2: Draw a card.\n-1: Scry 1.\n0: Scry 2.');
    expect(normalize('+1: Draw a card.\n−3: Scry 1.\n0: Scry 2.').text).toBe('+1: Draw a card.\n-3: Scry 1.\n0: Scry 2.');
    const n = normalize('[−1]: Scry 1.');
    expect(originalText(n, { start: 0, end: 3 })).toBe('[−1]:');
  });
});

describe('normalize: names within longer names', () => {
  it('reads the name at a sentence start but not after a capitalized word of a longer name', () => {
    expect(normalize('When Goblin Guide attacks, draw a card.', ['Goblin Guide']).text).toBe('When ~ attacks, draw a card.');
    expect(normalize('Goblin Guide attacks.', ['Goblin Guide']).text).toBe('~ attacks.');
    expect(normalize('Search for Mogg Goblin Guide.', ['Goblin Guide']).text).toBe('Search for Mogg Goblin Guide.');
  });
});

describe('normalize: names after a capitalized word that opens a cost part', () => {
  it('reads "{T}, Sacrifice Lotus Petal" as a self-reference', () => {
    expect(normalize('{T}, Sacrifice Lotus Petal: Add one mana of any color.', ['Lotus Petal']).text).toBe('{T}, Sacrifice ~: Add one mana of any color.');
  });
});
