// A card fetched from Scryfall (https://scryfall.com/docs/api/cards) as a custom card
// (SCENARIO.md, `cards`): its Oracle text, mana cost, type line and printed numbers, face by face.
// The page asks only when the user clicks, and the page's security policy lets it reach
// api.scryfall.com and nothing else (scripts/securityHeaders.ts). The mapping is pure.
import type { CustomCard } from '../engine/state/card';

export const SCRYFALL_API = 'https://api.scryfall.com';

/** The fields of Scryfall's card object (and of its card faces) that a custom card takes. */
type ScryfallFace = {
  name?: unknown;
  mana_cost?: unknown;
  type_line?: unknown;
  oracle_text?: unknown;
  power?: unknown;
  toughness?: unknown;
  loyalty?: unknown;
  defense?: unknown;
  colors?: unknown;
  color_indicator?: unknown;
};
export type ScryfallCard = ScryfallFace & { object?: unknown; layout?: unknown; card_faces?: unknown };

export class ScryfallError extends Error {}

/** Scryfall's layouts of cards with several faces, as the card database names them (database.ts). */
const FACE_LAYOUTS: Readonly<Record<string, NonNullable<CustomCard['layout']>>> = {
  split: 'split',
  adventure: 'adventure',
  transform: 'transform_flip_or_meld',
  flip: 'transform_flip_or_meld',
  meld: 'transform_flip_or_meld',
  modal_dfc: 'modal_dfc_or_split',
};

const COLOR_WORDS: Readonly<Record<string, string>> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function face(f: ScryfallFace, what: string): Omit<CustomCard, 'faces' | 'layout'> {
  const name = str(f.name), typeLine = str(f.type_line);
  if (!name || !typeLine) throw new ScryfallError(`Scryfall's answer has no ${name ? 'type line' : 'name'} for ${what}`);
  const out: Omit<CustomCard, 'faces' | 'layout'> = { name, typeLine };
  const manaCost = str(f.mana_cost), oracle = str(f.oracle_text);
  if (manaCost) out.manaCost = manaCost;
  if (oracle) out.oracle = oracle;
  for (const [from, to] of [['power', 'power'], ['toughness', 'toughness'], ['loyalty', 'loyalty']] as const) {
    const v = str(f[from]);
    if (v !== undefined) out[to] = v;
  }
  // 204: a color indicator, as the database writes it ("Green Red"); colors otherwise follow from
  // the mana cost (202.2) and the text (devoid), so Scryfall's `colors` is not needed.
  if (Array.isArray(f.color_indicator) && f.color_indicator.length) {
    const words = f.color_indicator.map((c) => COLOR_WORDS[String(c)]);
    if (words.every(Boolean)) out.colorIndicator = words.join(' ');
  }
  return out;
}

/** A Scryfall card object as a custom card. */
export function customFromScryfall(card: ScryfallCard): CustomCard {
  if (card.object !== 'card') throw new ScryfallError('Scryfall did not answer with a card');
  const layout = typeof card.layout === 'string' ? card.layout : 'normal';
  const faces = Array.isArray(card.card_faces) ? (card.card_faces as ScryfallFace[]) : [];
  const as = FACE_LAYOUTS[layout];
  if (faces.length >= 2 && as) {
    const [front, back] = faces.slice(0, 2).map((f, i) => face(f, `face ${i + 1}`));
    const name = str(card.name) ?? `${front.name} // ${back.name}`;
    return { name, typeLine: str(card.type_line) ?? `${front.typeLine} // ${back.typeLine}`, faces: [front, back], layout: as };
  }
  // One face (a reversible card's faces are the same card twice): the card, or its first face.
  return face(faces.length && !str(card.oracle_text) && !str(card.type_line) ? faces[0] : card, 'the card');
}

/** Scryfall's error object (https://scryfall.com/docs/api/errors): its details say what went wrong. */
function errorText(body: unknown, status: number, name: string): string {
  const details = typeof body === 'object' && body !== null && (body as { object?: unknown }).object === 'error' ? str((body as { details?: unknown }).details) : undefined;
  if (details) return `Scryfall: ${details}`;
  return status === 404 ? `Scryfall has no card named “${name}”.` : `Scryfall answered with an error (HTTP ${status}).`;
}

/** Fetch the card Scryfall finds for `name` (its fuzzy search: a close spelling is enough). */
export async function fetchScryfallCard(name: string, get: typeof fetch = fetch): Promise<CustomCard> {
  const wanted = name.trim();
  if (!wanted) throw new ScryfallError('Type a card name to fetch from Scryfall.');
  let res: Response;
  try {
    res = await get(`${SCRYFALL_API}/cards/named?fuzzy=${encodeURIComponent(wanted)}`, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ScryfallError('Scryfall could not be reached: the page may be offline, or the network blocks it.');
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ScryfallError(`Scryfall's answer could not be read (HTTP ${res.status}).`);
  }
  if (!res.ok) throw new ScryfallError(errorText(body, res.status, wanted));
  return customFromScryfall(body as ScryfallCard);
}
