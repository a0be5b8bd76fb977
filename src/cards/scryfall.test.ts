// Responses written after Scryfall's documented card object (https://scryfall.com/docs/api/cards)
// and error object (https://scryfall.com/docs/api/errors), trimmed to the fields that matter and a
// few that don't. No test reaches the network.
import { describe, expect, test } from 'vitest';
import { customDefinition } from './custom';
import { customFromScryfall, fetchScryfallCard, ScryfallError, type ScryfallCard } from './scryfall';
import { parseCustomCards } from '../scenario/customCards';

const BOLT: ScryfallCard = {
  object: 'card',
  id: 'e3285e6b-3e79-4d7c-bf96-d920f973b122',
  oracle_id: '4457ed35-7c10-48c8-9776-456485fdf070',
  name: 'Lightning Bolt',
  lang: 'en',
  layout: 'normal',
  mana_cost: '{R}',
  cmc: 1.0,
  type_line: 'Instant',
  oracle_text: 'Lightning Bolt deals 3 damage to any target.',
  colors: ['R'],
  color_identity: ['R'],
  keywords: [],
  legalities: { modern: 'legal' },
} as ScryfallCard;

const DELVER: ScryfallCard = {
  object: 'card',
  name: 'Delver of Secrets // Insectile Aberration',
  layout: 'transform',
  cmc: 1.0,
  type_line: 'Creature — Human Wizard // Creature — Human Insect',
  color_identity: ['U'],
  card_faces: [
    {
      object: 'card_face',
      name: 'Delver of Secrets',
      mana_cost: '{U}',
      type_line: 'Creature — Human Wizard',
      oracle_text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.',
      colors: ['U'],
      power: '1',
      toughness: '1',
    },
    {
      object: 'card_face',
      name: 'Insectile Aberration',
      mana_cost: '',
      type_line: 'Creature — Human Insect',
      oracle_text: 'Flying',
      colors: ['U'],
      color_indicator: ['U'],
      power: '3',
      toughness: '2',
    },
  ],
} as ScryfallCard;

const ANCESTRAL_VISION: ScryfallCard = {
  object: 'card',
  name: 'Ancestral Vision',
  layout: 'normal',
  mana_cost: '',
  type_line: 'Sorcery',
  oracle_text: 'Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with four time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)\nTarget player draws three cards.',
  colors: ['U'],
  color_indicator: ['U'],
};

const GIDEON: ScryfallCard = {
  object: 'card',
  name: 'Gideon, Ally of Zendikar',
  layout: 'normal',
  mana_cost: '{2}{W}{W}',
  type_line: 'Legendary Planeswalker — Gideon',
  oracle_text: '+1: Until end of turn, Gideon, Ally of Zendikar becomes a 5/5 Human Soldier Ally creature with indestructible that\'s still a planeswalker. Prevent all damage that would be dealt to him this turn.\n+1: Create a 2/2 white Knight Ally creature token.\n0: You get an emblem with "Creatures you control get +1/+1."',
  loyalty: '4',
  colors: ['W'],
};

describe('a Scryfall card as a custom card', () => {
  test('a single-faced card', () => {
    const c = customFromScryfall(BOLT);
    expect(c).toEqual({ name: 'Lightning Bolt', typeLine: 'Instant', manaCost: '{R}', oracle: 'Lightning Bolt deals 3 damage to any target.' });
    expect(customDefinition(c).support).toBe('full');
  });

  test('a double-faced card: both faces, the layout as the database names it, the back face’s color indicator', () => {
    const c = customFromScryfall(DELVER);
    expect(c).toEqual({
      name: 'Delver of Secrets // Insectile Aberration',
      typeLine: 'Creature — Human Wizard // Creature — Human Insect',
      layout: 'transform_flip_or_meld',
      faces: [
        { name: 'Delver of Secrets', typeLine: 'Creature — Human Wizard', manaCost: '{U}', oracle: DELVER.card_faces && (DELVER.card_faces as { oracle_text: string }[])[0].oracle_text, power: '1', toughness: '1' },
        { name: 'Insectile Aberration', typeLine: 'Creature — Human Insect', oracle: 'Flying', power: '3', toughness: '2', colorIndicator: 'Blue' },
      ],
    });
    // As valid as a document's `cards`, and built like the database's Delver.
    expect(parseCustomCards([c], 'cards')).toEqual([c]);
    const def = customDefinition(c);
    expect(def).toMatchObject({ name: 'Delver of Secrets', power: 1, toughness: 1, support: 'partial' });
  });

  test('a color indicator and no mana cost', () => {
    const c = customFromScryfall(ANCESTRAL_VISION);
    expect(c).toMatchObject({ name: 'Ancestral Vision', typeLine: 'Sorcery', colorIndicator: 'Blue' });
    expect(c.manaCost).toBeUndefined();
    expect(parseCustomCards([c], 'cards')).toEqual([c]);
    expect(customDefinition(c).colors).toEqual(['U']);
  });

  test('loyalty, as Scryfall writes it', () => {
    expect(customFromScryfall(GIDEON)).toMatchObject({ loyalty: '4', manaCost: '{2}{W}{W}' });
  });

  test('not a card', () => {
    expect(() => customFromScryfall({ object: 'list' })).toThrow(ScryfallError);
    expect(() => customFromScryfall({ object: 'card', type_line: 'Instant' })).toThrow(/no name/);
  });
});

describe('fetching', () => {
  const answer = (status: number, body: unknown): typeof fetch =>
    (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

  test('asks the fuzzy search for the name', async () => {
    const asked: string[] = [];
    const get = (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(BOLT), { status: 200 });
    }) as typeof fetch;
    await expect(fetchScryfallCard(' lightning  bolt ', get)).resolves.toMatchObject({ name: 'Lightning Bolt' });
    expect(asked).toEqual(['https://api.scryfall.com/cards/named?fuzzy=lightning%20%20bolt']);
  });

  test('a 404 says what Scryfall says', async () => {
    const notFound = { object: 'error', code: 'not_found', status: 404, details: 'No cards found matching “Judges Spark”' };
    await expect(fetchScryfallCard('Judges Spark', answer(404, notFound))).rejects.toThrow('Scryfall: No cards found matching “Judges Spark”');
    const ambiguous = { object: 'error', code: 'not_found', status: 404, type: 'ambiguous', details: 'Too many cards match ambiguous name “bolt”. Add more words to refine your search.' };
    await expect(fetchScryfallCard('bolt', answer(404, ambiguous))).rejects.toThrow(/Too many cards match/);
  });

  test('offline, or an answer that is not JSON', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchScryfallCard('Lightning Bolt', offline)).rejects.toThrow(/could not be reached/);
    const html = (async () => new Response('<html>busy</html>', { status: 503 })) as typeof fetch;
    await expect(fetchScryfallCard('Lightning Bolt', html)).rejects.toThrow(/could not be read \(HTTP 503\)/);
    await expect(fetchScryfallCard('  ', html)).rejects.toThrow(/Type a card name/);
  });
});
