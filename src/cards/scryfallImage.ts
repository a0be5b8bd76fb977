// A card's image from Scryfall's image service, for the page's "Show card images" setting: the
// card is looked up by name through the API (https://scryfall.com/docs/api/cards/named), whose
// answer gives the image's address on cards.scryfall.io (image_uris; a double-faced card's
// faces each have their own). The page's security policy lets images come from those two hosts
// only (scripts/securityHeaders.ts). Each name is asked once per visit; a card Scryfall doesn't
// know has no image, and the page draws its text frame instead.
import { SCRYFALL_API } from './scryfall';

/** Where Scryfall serves card images; an answer pointing elsewhere is not used. */
export const SCRYFALL_IMAGES = 'https://cards.scryfall.io/';

/** The API's lookup of a card by its exact name. */
export function namedUrl(name: string): string {
  return `${SCRYFALL_API}/cards/named?exact=${encodeURIComponent(name)}`;
}

type Uris = { normal?: unknown };
type Face = { name?: unknown; image_uris?: Uris };

const onImageHost = (u: unknown): string | null => (typeof u === 'string' && u.startsWith(SCRYFALL_IMAGES) ? u : null);

/**
 * The image of `name` in a Scryfall card object: the face of that name (the back of a
 * transforming card is its own image), else the card's own image, else its first face's.
 */
export function imageOf(card: unknown, name: string): string | null {
  if (typeof card !== 'object' || card === null) return null;
  const c = card as Face & { object?: unknown; card_faces?: unknown };
  if (c.object !== undefined && c.object !== 'card') return null;
  const faces = Array.isArray(c.card_faces) ? (c.card_faces as Face[]) : [];
  const face = faces.find((f) => f?.name === name);
  return onImageHost(face?.image_uris?.normal) ?? onImageHost(c.image_uris?.normal) ?? onImageHost(faces[0]?.image_uris?.normal);
}

/** Scryfall asks for 50 to 100 ms between requests to its API (https://scryfall.com/docs/api). */
export const SPACING_MS = 100;

export type ImageLookup = {
  /** The image's address, or null when Scryfall has none for the name. */
  lookup(name: string): Promise<string | null>;
  /** What is already known of a name: its address, null for none, undefined when not asked yet. */
  known(name: string): string | null | undefined;
};

/**
 * Lookups remembered per name for the visit, one request at a time, `spacing` ms apart. A request
 * that fails to reach Scryfall (offline) is not remembered, so the name is asked again later.
 */
export function imageLookup(get: typeof fetch = (...a) => fetch(...a), spacing = SPACING_MS, wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))): ImageLookup {
  const asked = new Map<string, Promise<string | null>>();
  const answers = new Map<string, string | null>();
  let queue: Promise<unknown> = Promise.resolve();
  let first = true;
  const ask = (name: string): Promise<string | null> => {
    const turn = queue.then(async () => {
      if (!first) await wait(spacing);
      first = false;
      const res = await get(namedUrl(name), { headers: { Accept: 'application/json' } });
      // A card Scryfall doesn't know (404) has no image; any other failure may pass.
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return imageOf(await res.json(), name);
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
  return {
    lookup(name) {
      let p = asked.get(name);
      if (!p) {
        p = ask(name).then(
          (url) => (answers.set(name, url), url),
          () => (asked.delete(name), null),
        );
        asked.set(name, p);
      }
      return p;
    },
    known: (name) => answers.get(name),
  };
}
