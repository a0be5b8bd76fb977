// The card database as the project commits it (public/cards/cards.json, written by `npm run cards`
// from ../shared/cards/oracle-cards.json). Shared by the Node reader (databaseNode.ts) and the
// page's loader (databaseBrowser.ts): neither format nor index depends on where the text came from.
//
// The format: one JSON object, `cards` an array with one line per card, sorted by name (code
// units, so the order doesn't depend on a locale). Each card is an array of its fields in the
// order of CARD_FIELDS, each face an array in the order of FACE_FIELDS; an absent field is null
// and trailing nulls are dropped. `colors` is its letters joined ("UR"), `layout` an index into
// LAYOUTS, `funny` is 1. Keys are written once instead of 23,835 times: about a third smaller raw.
import type { OracleCard, OracleFace } from '../oracle/oracleCard';

export const CARDS_FORMAT = 'mtg-rules-sandbox cards 1';
export const CARD_FIELDS = ['name', 'typeLine', 'manaCost', 'oracleText', 'colors', 'layout', 'power', 'toughness', 'loyalty', 'faces', 'funny'] as const;
export const FACE_FIELDS = ['name', 'typeLine', 'manaCost', 'oracleText', 'power', 'toughness', 'loyalty', 'colorIndicator'] as const;
export const LAYOUTS: readonly OracleCard['layout'][] = ['normal', 'split', 'adventure', 'transform_flip_or_meld', 'modal_dfc_or_split'];

type Cell = string | number | Cell[] | null;
export type CardsFile = { format: string; cardFields: readonly string[]; faceFields: readonly string[]; layouts: readonly string[]; cards: Cell[][] };

export type CardDatabase = {
  /** Every card, sorted by name. */
  cards: readonly OracleCard[];
  /** By exact name: a card's full name, then each face's name ("Fire", "Insectile Aberration")
   * unless a card has that name itself (Brisela, Voice of Nightmares is also a card). */
  byName: ReadonlyMap<string, OracleCard>;
  /** The same, by the name in lower case. */
  byLowerName: ReadonlyMap<string, OracleCard>;
};

export function byCardName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function trimmed(cells: Cell[]): Cell[] {
  let n = cells.length;
  while (n > 0 && cells[n - 1] === null) n--;
  return cells.slice(0, n);
}

function encodeFace(f: OracleFace): Cell[] {
  return trimmed(FACE_FIELDS.map((k) => f[k] ?? null));
}

function encodeCard(c: OracleCard): Cell[] {
  const cell = (k: (typeof CARD_FIELDS)[number]): Cell => {
    if (k === 'colors') return c.colors ? c.colors.join('') : null;
    if (k === 'layout') return LAYOUTS.indexOf(c.layout);
    if (k === 'faces') return c.faces ? c.faces.map(encodeFace) : null;
    if (k === 'funny') return c.funny ? 1 : null;
    return c[k] ?? null;
  };
  return trimmed(CARD_FIELDS.map(cell));
}

/** The committed file's text: one card per line, so a change of source shows as a readable diff.
 * Sorted by name, unless `inOrder` (the pool keeps CARDS.md's order). */
export function encodeCards(source: readonly OracleCard[], inOrder = false): string {
  const cards = inOrder ? [...source] : [...source].sort(byCardName);
  for (const c of cards) {
    if (!LAYOUTS.includes(c.layout)) throw new Error(`${c.name}: layout "${c.layout}" is not one of ${LAYOUTS.join(', ')}`);
    if (c.colors?.length === 0) throw new Error(`${c.name}: an empty colors list can't be told from an absent one`);
  }
  const head = JSON.stringify({ format: CARDS_FORMAT, cardFields: CARD_FIELDS, faceFields: FACE_FIELDS, layouts: LAYOUTS });
  return `${head.slice(0, -1)},"cards":[\n${cards.map((c) => JSON.stringify(encodeCard(c))).join(',\n')}\n]}\n`;
}

const str = (v: Cell | undefined): string | undefined => (typeof v === 'string' ? v : undefined);

function decodeFace(cells: Cell[]): OracleFace {
  const [name, typeLine, manaCost, oracleText, power, toughness, loyalty, colorIndicator] = cells;
  // Keys in the source's order, absent ones left out, so a decoded card equals the source entry.
  const f: OracleFace = { name: name as string } as OracleFace;
  if (manaCost != null) f.manaCost = str(manaCost);
  f.typeLine = typeLine as string;
  if (oracleText != null) f.oracleText = str(oracleText);
  if (power != null) f.power = str(power);
  if (toughness != null) f.toughness = str(toughness);
  if (loyalty != null) f.loyalty = str(loyalty);
  if (colorIndicator != null) f.colorIndicator = str(colorIndicator);
  return f;
}

function decodeCard(cells: Cell[]): OracleCard {
  const [name, typeLine, manaCost, oracleText, colors, layout, power, toughness, loyalty, faces, funny] = cells;
  const c = { name } as OracleCard;
  if (manaCost != null) c.manaCost = str(manaCost);
  c.typeLine = typeLine as string;
  if (oracleText != null) c.oracleText = str(oracleText);
  if (power != null) c.power = str(power);
  if (toughness != null) c.toughness = str(toughness);
  if (loyalty != null) c.loyalty = str(loyalty);
  if (colors != null) c.colors = [...(colors as string)];
  c.layout = LAYOUTS[layout as number];
  if (faces != null) c.faces = (faces as Cell[][]).map(decodeFace);
  if (funny === 1) c.funny = true;
  return c;
}

/** Reads the committed file's text; refuses a file of another format rather than misreading it. */
export function decodeCards(text: string): OracleCard[] {
  return decodeCardsFile(JSON.parse(text) as CardsFile);
}

/** The same, from the file already parsed (a JSON module imported statically: the pool). */
export function decodeCardsFile(file: CardsFile): OracleCard[] {
  if (file.format !== CARDS_FORMAT) throw new Error(`card database: format "${file.format}", expected "${CARDS_FORMAT}"; run npm run cards`);
  return file.cards.map(decodeCard);
}

/** The maps are made on first use: the builder's search, the first to load the database, doesn't
 * need them, and in the page they cost about 0.1 s of the first search. */
export function indexCards(cards: readonly OracleCard[]): CardDatabase {
  let byName: Map<string, OracleCard> | undefined;
  let byLowerName: Map<string, OracleCard> | undefined;
  const names = (): Map<string, OracleCard> => {
    if (byName) return byName;
    byName = new Map();
    for (const c of cards) byName.set(c.name, c);
    for (const c of cards) for (const f of c.faces ?? []) if (!byName.has(f.name)) byName.set(f.name, c);
    return byName;
  };
  return {
    cards,
    get byName() {
      return names();
    },
    get byLowerName() {
      if (!byLowerName) {
        byLowerName = new Map();
        for (const [name, c] of names()) {
          const lower = name.toLowerCase();
          if (!byLowerName.has(lower)) byLowerName.set(lower, c);
        }
      }
      return byLowerName;
    },
  };
}

/** A card by name: exact first, then regardless of case. */
export function findCard(db: CardDatabase, name: string): OracleCard | undefined {
  return db.byName.get(name) ?? db.byLowerName.get(name.toLowerCase());
}
