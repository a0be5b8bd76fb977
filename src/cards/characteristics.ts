// The printed characteristics of any card of the database (109.3), read from its Oracle entry:
// what the engine needs to make a card definition, before the Oracle compiler adds its abilities.
// Pure: an entry in, plain data out.
import type { Color } from '../engine/state/card';
import { cardKind, type CardKind } from './faceKind';
import { colorIndicatorColors, manaCostColors, manaValue, parseManaCost, sortColors, type ManaSymbol } from './manaSymbols';
import type { OracleCard, OracleFace } from '../oracle/oracleCard';
import { parseTypeLine, type TypeLine } from './typeLine';

/** A printed number; the printed text when it is not one: "*", "1+*", "7-*" (208.2: set by a
 * characteristic-defining ability), a loyalty "X". */
export type PrintedNumber = number | string;

export type FaceCharacteristics = TypeLine & {
  name: string;
  /** As printed ("{2}{W/U}"); absent when the face has none (202.1). */
  manaCost?: string;
  manaSymbols: ManaSymbol[];
  /** 202.3. Absent only for a melded face read without its pair (712.8g needs both fronts). */
  manaValue?: number;
  colors: Color[];
  /** 204: the colors of the color indicator, when the face has one. */
  colorIndicator?: Color[];
  power?: PrintedNumber;
  toughness?: PrintedNumber;
  loyalty?: PrintedNumber;
  oracleText: string;
};

export type CardCharacteristics = {
  name: string;
  kind: CardKind;
  /** Printed only in Un-sets and other non-tournament products: the sandbox leaves it out. */
  funny: boolean;
  /** One for a single-faced card; the halves or faces in printed order otherwise. */
  faces: FaceCharacteristics[];
  /** The face up by default: the front (712.8a), the flip card's upright half (710.1a), the
   * adventurer's creature (715.4); null for a split card, whose halves are both up (709.4). */
  up: number | null;
  /** The card in every zone but the stack and the battlefield: the face up, or a split card's
   * halves combined (709.4). */
  card: FaceCharacteristics;
};

export function printedNumber(text: string | undefined): PrintedNumber | undefined {
  if (text === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** 702.114a: "Devoid" as a keyword line of the text (its reminder text after it, or nothing). */
export function hasDevoid(text: string | undefined): boolean {
  return /^Devoid(?: \(|$)/m.test(text ?? '');
}

function face(f: OracleFace | OracleCard, colorsOverride?: Color[]): FaceCharacteristics {
  const manaSymbols = f.manaCost ? parseManaCost(f.manaCost) : [];
  const indicator = 'colorIndicator' in f && f.colorIndicator ? colorIndicatorColors(f.colorIndicator) : undefined;
  const out: FaceCharacteristics = {
    name: f.name,
    ...parseTypeLine(f.typeLine),
    manaSymbols,
    manaValue: manaValue(manaSymbols),
    // 202.2, 202.2e: the mana cost's colors and the color indicator's; none with devoid, a
    // characteristic-defining ability that works in every zone (702.114a, 604.3).
    colors: hasDevoid(f.oracleText) ? [] : colorsOverride ?? sortColors([...manaCostColors(manaSymbols), ...(indicator ?? [])]),
    oracleText: f.oracleText ?? '',
  };
  if (f.manaCost) out.manaCost = f.manaCost;
  if (indicator) out.colorIndicator = indicator;
  const power = printedNumber(f.power), toughness = printedNumber(f.toughness), loyalty = printedNumber(f.loyalty);
  if (power !== undefined) out.power = power;
  if (toughness !== undefined) out.toughness = toughness;
  if (loyalty !== undefined) out.loyalty = loyalty;
  return out;
}

const union = <T>(lists: T[][]): T[] => [...new Set(lists.flat())];

/** 709.4: a split card off the stack has both halves' names, mana costs (709.4b: the symbols kept
 * apart, the mana value their sum), colors, types and text. */
function combined(card: OracleCard, halves: FaceCharacteristics[], colors: Color[]): FaceCharacteristics {
  const manaSymbols = halves.flatMap((h) => h.manaSymbols);
  return {
    name: card.name,
    supertypes: union(halves.map((h) => h.supertypes)),
    types: union(halves.map((h) => h.types)),
    subtypes: union(halves.map((h) => h.subtypes)),
    unknownWords: union(halves.map((h) => h.unknownWords)),
    unknownSubtypes: union(halves.map((h) => h.unknownSubtypes)),
    ...(halves.some((h) => h.manaCost) ? { manaCost: halves.map((h) => h.manaCost ?? '').join('') } : {}),
    manaSymbols,
    manaValue: manaValue(manaSymbols),
    colors,
    oracleText: card.oracleText ?? '',
  };
}

/**
 * `meldPartner`: for a meld card, the other card of its pair, whose front face's mana value the
 * melded face adds to this one's (712.8g); found by meldPartnerOf (meldPartner.ts).
 */
export function characteristicsOf(card: OracleCard, meldPartner?: OracleCard): CardCharacteristics {
  const kind = cardKind(card);
  const funny = card.funny === true;
  if (kind === 'single') {
    // The source's `colors` counts what the mana cost can't say: a color indicator (the Pacts,
    // Dryad Arbor). A color the mana cost doesn't give is the indicator's. (It keeps a devoid
    // card's mana cost colors: face() reads devoid from the text, 702.114a.)
    const colors = sortColors((card.colors ?? []) as Color[]);
    const only = face(card, colors);
    const costColors = manaCostColors(only.manaSymbols);
    if (colors.some((c) => !costColors.includes(c))) only.colorIndicator = colors; // 204.1
    return { name: card.name, kind, funny, faces: [only], up: 0, card: only };
  }
  // For a card with several faces the source's `colors` is all faces' together: right for a split
  // card (709.4b), not for a double-faced card, which off the battlefield has only its front
  // face's (712.8a). So each face's colors are its own mana cost's and color indicator's.
  const faces = (card.faces ?? []).map((f) => face(f));
  const [front] = faces;
  for (const back of faces.slice(1)) {
    if (kind === 'flip') {
      // 710.1c: a flip card's color and mana cost don't change when it flips.
      back.colors = front.colors;
      back.manaSymbols = front.manaSymbols;
      if (front.manaCost) back.manaCost = front.manaCost;
    }
    // 202.3b: a nonmodal back face's mana value is the front's.
    if (kind === 'flip' || kind === 'transform') back.manaValue = front.manaValue;
    if (kind === 'meld') {
      const partner = meldPartner?.faces?.[0];
      if (partner) back.manaValue = (front.manaValue ?? 0) + manaValue(partner.manaCost ? parseManaCost(partner.manaCost) : []);
      else delete back.manaValue;
    }
  }
  if (kind === 'split') {
    return { name: card.name, kind, funny, faces, up: null, card: combined(card, faces, sortColors(faces.flatMap((h) => h.colors))) };
  }
  return { name: card.name, kind, funny, faces, up: 0, card: front };
}
