import { describe, expect, it } from 'vitest';
import { cardDefFields } from './cardDefFields';
import { characteristicsOf, hasDevoid, type CardCharacteristics } from './characteristics';
import { findCard } from './database';
import { readCardDatabase } from './databaseNode';
import { meldPartnerOf } from './meldPartner';

function of(name: string): CardCharacteristics {
  const db = readCardDatabase();
  const card = findCard(db, name);
  if (!card) throw new Error(`test bug: no card "${name}"`);
  return characteristicsOf(card, meldPartnerOf(db.cards, card));
}

describe('characteristics of real cards', () => {
  it('Lightning Bolt and Sol Ring: one face', () => {
    const bolt = of('Lightning Bolt');
    expect(bolt.kind).toBe('single');
    expect(bolt.card).toMatchObject({ name: 'Lightning Bolt', manaCost: '{R}', manaValue: 1, colors: ['R'], types: ['Instant'], subtypes: [] });
    expect(of('Sol Ring').card).toMatchObject({ manaValue: 1, colors: [], types: ['Artifact'] });
  });

  it('Fire // Ice: both halves, combined off the stack (709.4)', () => {
    const c = of('Fire // Ice');
    expect(c.kind).toBe('split');
    expect(c.up).toBeNull();
    expect(c.faces.map((f) => [f.name, f.manaValue, f.colors])).toEqual([['Fire', 2, ['R']], ['Ice', 2, ['U']]]);
    expect(c.card).toMatchObject({ name: 'Fire // Ice', manaCost: '{1}{R}{1}{U}', manaValue: 4, colors: ['U', 'R'], types: ['Instant'] });
  });

  it('Bonecrusher Giant: the creature, with its Adventure (715.4)', () => {
    const c = of('Bonecrusher Giant');
    expect(c.kind).toBe('adventure');
    expect(c.card).toMatchObject({ name: 'Bonecrusher Giant', manaValue: 3, power: 4, toughness: 3, subtypes: ['Giant'] });
    expect(c.faces[1]).toMatchObject({ name: 'Stomp', manaValue: 2, types: ['Instant'], subtypes: ['Adventure'], unknownSubtypes: [] });
  });

  it('Delver of Secrets: the back face by its color indicator, mana value of the front (202.3b)', () => {
    const c = of('Delver of Secrets // Insectile Aberration');
    expect(c.kind).toBe('transform');
    expect(c.up).toBe(0);
    expect(c.faces[1]).toMatchObject({ name: 'Insectile Aberration', colorIndicator: ['U'], colors: ['U'], manaValue: 1, power: 3, toughness: 2 });
    expect(c.faces[1].manaCost).toBeUndefined();
  });

  it('Archangel Avacyn: white off the battlefield, its back face red by its indicator (712.8a)', () => {
    const c = of('Archangel Avacyn');
    expect(c.card.colors).toEqual(['W']);
    expect(c.faces[1]).toMatchObject({ colors: ['R'], colorIndicator: ['R'], manaValue: 5 });
  });

  it('Pact of Negation: a {0} mana cost and a color indicator (204)', () => {
    expect(of('Pact of Negation').card).toMatchObject({ manaValue: 0, colors: ['U'], colorIndicator: ['U'] });
  });

  it('Brisela: the melded face has the mana value of both fronts (712.8g)', () => {
    const bruna = of('Bruna, the Fading Light // Brisela, Voice of Nightmares');
    expect(bruna.kind).toBe('meld');
    expect(bruna.faces[1]).toMatchObject({ name: 'Brisela, Voice of Nightmares', manaValue: 7 + 4, power: 9, toughness: 10 });
    expect(of('Hanweir Battlements // Hanweir, the Writhing Township').faces[1].manaValue).toBe(0 + 3);
    // Without its pair, the melded face's mana value is left out rather than guessed.
    const alone = characteristicsOf(findCard(readCardDatabase(), 'Bruna, the Fading Light')!);
    expect(alone.faces[1].manaValue).toBeUndefined();
  });

  it("Emeria's Call: modal, though the source files it with transforming cards (712.3)", () => {
    const c = of("Emeria's Call");
    expect(c.kind).toBe('modal');
    expect(c.faces.map((f) => [f.types, f.manaValue])).toEqual([[['Sorcery'], 7], [['Land'], 0]]);
    expect(of('Valki, God of Lies').kind).toBe('modal');
  });

  it('Akki Lavarunner: a flip card keeps its color and mana cost (710.1c)', () => {
    const c = of('Akki Lavarunner');
    expect(c.kind).toBe('flip');
    expect(c.faces[1]).toMatchObject({ name: 'Tok-Tok, Volcano Born', manaCost: '{3}{R}', manaValue: 4, colors: ['R'], supertypes: ['Legendary'] });
  });

  it('werewolves that turn by daybound are transforming cards, not modal ones', () => {
    expect(of('Tovolar\'s Huntmaster').kind).toBe('transform');
  });

  it('Tarmogoyf: */1+* kept as characteristic-defining text (208.2a)', () => {
    expect(of('Tarmogoyf').card).toMatchObject({ power: '*', toughness: '1+*' });
  });

  it('Dryad Arbor and Ancestral Vision: colored by an indicator, no mana cost (204)', () => {
    expect(of('Dryad Arbor').card).toMatchObject({ types: ['Land', 'Creature'], subtypes: ['Forest', 'Dryad'], colors: ['G'], colorIndicator: ['G'], manaValue: 0 });
    expect(of('Ancestral Vision').card).toMatchObject({ colors: ['U'], colorIndicator: ['U'], manaValue: 0 });
  });

  it('devoid: Abstruse Interference is colorless though its mana cost is blue (702.114a); a card only naming devoid is not', () => {
    expect(of('Abstruse Interference').card).toMatchObject({ colors: [], manaValue: 3 });
    expect(of('Abstruse Interference').card.colorIndicator).toBeUndefined();
    expect(hasDevoid('Devoid (This card has no color.)\nFlying')).toBe(true);
    expect(hasDevoid('Flying\nCreatures you control with devoid get +1/+1.')).toBe(false);
  });

  it('Kozilek: colorless at mana value 10', () => {
    expect(of('Kozilek, Butcher of Truth').card).toMatchObject({ manaValue: 10, colors: [], supertypes: ['Legendary'], subtypes: ['Eldrazi'], unknownSubtypes: [] });
  });

  it('Jace planeswalkers: loyalty and planeswalker type', () => {
    expect(of('Jace, the Mind Sculptor').card).toMatchObject({ types: ['Planeswalker'], subtypes: ['Jace'], loyalty: 3 });
    expect(of('Jace, Vryn\'s Prodigy').faces[1]).toMatchObject({ name: 'Jace, Telepath Unbound', loyalty: 5, colorIndicator: ['U'] });
  });

  it('a snow basic and an Aura Curse', () => {
    expect(of('Snow-Covered Forest').card).toMatchObject({ supertypes: ['Basic', 'Snow'], types: ['Land'], subtypes: ['Forest'] });
    expect(of('Curse of Death\'s Hold').card).toMatchObject({ types: ['Enchantment'], subtypes: ['Aura', 'Curse'], unknownSubtypes: [] });
  });

  it('hybrid, monocolored hybrid and Phyrexian costs (202.3f, 202.3g)', () => {
    expect(of('Boros Reckoner').card).toMatchObject({ manaValue: 3, colors: ['W', 'R'] });
    expect(of('Spectral Procession').card).toMatchObject({ manaCost: '{2/W}{2/W}{2/W}', manaValue: 6, colors: ['W'] });
    expect(of('Gitaxian Probe').card).toMatchObject({ manaValue: 1, colors: ['U'] });
    expect(of('Fireball').card.manaValue).toBe(1);
  });

  it('Tribal is read as kindred (308.3); a plane has one subtype of many words (205.3b)', () => {
    expect(of('Bitterblossom').card).toMatchObject({ types: ['Kindred', 'Enchantment'], subtypes: ['Faerie'] });
    expect(of('Pools of Becoming').card).toMatchObject({ types: ['Plane'], subtypes: ["Bolas's Meditation Realm"], unknownSubtypes: [] });
  });

  it('an Un-set card is marked funny', () => {
    expect(of('Old Fogey').funny).toBe(true);
    expect(of('Old Fogey').card.unknownWords).toEqual(['Summon']);
  });
});

describe('as the engine\'s card definition', () => {
  it('holds Lightning Bolt and Dryad-free creatures whole', () => {
    expect(cardDefFields(of('Lightning Bolt').card)).toEqual({ def: { name: 'Lightning Bolt', manaCost: '{R}', types: ['Instant'], oracle: 'Lightning Bolt deals 3 damage to any target.' } });
    expect(cardDefFields(of('Kozilek, Butcher of Truth').card)).toMatchObject({ def: { supertypes: ['Legendary'], types: ['Creature'], subtypes: ['Eldrazi'], power: 12, toughness: 12 } });
  });

  it('says what it cannot hold yet, with the rule', () => {
    expect(cardDefFields(of('Tarmogoyf').card)).toEqual({ cannot: ['power *, not a number (208.2)', 'toughness 1+*, not a number (208.2)'] });
    expect(cardDefFields(of('Dryad Arbor').card)).toMatchObject({ cannot: [expect.stringContaining('color indicator (204)')] });
    expect(cardDefFields(of('Gitaxian Probe').card)).toEqual({ cannot: ['the mana symbol {U/P} (107.4f)'] });
    expect(cardDefFields(of('Snow-Covered Forest').card)).toEqual({ cannot: ['the supertype Snow'] });
    expect(cardDefFields(of('Delver of Secrets').faces[1])).toMatchObject({ cannot: expect.arrayContaining([expect.stringContaining('202.3b')]) });
  });
});
