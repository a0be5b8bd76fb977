// A mana cost read symbol by symbol (107.4), with what each symbol gives the card: its share of the
// mana value (202.3) and its colors (202.2).
import type { Color } from '../engine/state/card';

export type ManaSymbol =
  | { kind: 'generic'; amount: number } // {1}, {10} (107.4b)
  | { kind: 'variable'; letter: 'X' | 'Y' | 'Z' } // 107.3
  | { kind: 'colored'; color: Color } // {W} (107.4a)
  | { kind: 'colorless' } // {C} (107.4c)
  | { kind: 'snow' } // {S} (107.4h)
  | { kind: 'hybrid'; colors: [Color, Color] } // {W/U} (107.4e)
  | { kind: 'monocoloredHybrid'; color: Color } // {2/W} (107.4e)
  | { kind: 'phyrexian'; colors: Color[] } // {W/P}, {G/U/P} (107.4f)
  | { kind: 'half'; color: Color }; // {HW}: half a white mana, Un-sets only (107.4 doesn't list it)

export const COLOR_ORDER: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
const isColor = (s: string): s is Color => (COLOR_ORDER as readonly string[]).includes(s);

/** Printed characteristics the rules have no reading for: a symbol or word that is none of the CR's. */
export class CardDataError extends Error {}

function symbol(body: string, cost: string): ManaSymbol {
  if (/^\d+$/.test(body)) return { kind: 'generic', amount: Number(body) };
  if (body === 'X' || body === 'Y' || body === 'Z') return { kind: 'variable', letter: body };
  if (isColor(body)) return { kind: 'colored', color: body };
  if (body === 'C') return { kind: 'colorless' };
  if (body === 'S') return { kind: 'snow' };
  const parts = body.split('/');
  if (parts.length === 2 && isColor(parts[0]) && isColor(parts[1])) return { kind: 'hybrid', colors: [parts[0], parts[1]] };
  if (parts.length === 2 && parts[0] === '2' && isColor(parts[1])) return { kind: 'monocoloredHybrid', color: parts[1] };
  const colors = parts.slice(0, -1);
  if (parts.length >= 2 && parts.at(-1) === 'P' && colors.length <= 2 && colors.every(isColor)) return { kind: 'phyrexian', colors: colors as Color[] };
  if (body.length === 2 && body[0] === 'H' && isColor(body[1])) return { kind: 'half', color: body[1] };
  throw new CardDataError(`"${cost}": {${body}} is not a mana symbol (107.4)`);
}

/** The symbols of a mana cost ("{2}{W/U}{W/U}"); nothing else may be written between them. */
export function parseManaCost(cost: string): ManaSymbol[] {
  const symbols: ManaSymbol[] = [];
  const rest = cost.replace(/\{([^{}]*)\}/g, (_, body: string) => {
    symbols.push(symbol(body, cost));
    return '';
  });
  if (rest.trim() !== '') throw new CardDataError(`"${cost}": "${rest.trim()}" is not written as mana symbols in braces (107.4)`);
  return symbols;
}

/** 202.3: the mana value off the stack. 202.3e: X is 0; 202.3f: a hybrid symbol counts its largest
 * component ({2/W} is 2); 202.3g: a Phyrexian symbol is 1. */
export function symbolManaValue(s: ManaSymbol): number {
  switch (s.kind) {
    case 'generic':
      return s.amount;
    case 'variable':
      return 0;
    case 'monocoloredHybrid':
      return 2;
    case 'half':
      return 0.5;
    default:
      return 1;
  }
}

export function manaValue(symbols: readonly ManaSymbol[]): number {
  return symbols.reduce((sum, s) => sum + symbolManaValue(s), 0);
}

/** 202.2: the colors of the colored, hybrid and Phyrexian symbols (202.2d), in WUBRG order. */
export function manaCostColors(symbols: readonly ManaSymbol[]): Color[] {
  const found = new Set<Color>();
  for (const s of symbols) {
    if (s.kind === 'colored' || s.kind === 'monocoloredHybrid' || s.kind === 'half') found.add(s.color);
    if (s.kind === 'hybrid' || s.kind === 'phyrexian') s.colors.forEach((c) => found.add(c));
  }
  return sortColors(found);
}

export function sortColors(colors: Iterable<Color>): Color[] {
  const set = new Set(colors);
  return COLOR_ORDER.filter((c) => set.has(c));
}

const COLOR_WORDS: Readonly<Record<string, Color>> = { White: 'W', Blue: 'U', Black: 'B', Red: 'R', Green: 'G' };

/** 204: a color indicator as the source writes it ("Green Red"). */
export function colorIndicatorColors(words: string): Color[] {
  return sortColors(
    words.split(/\s+/).map((w) => {
      const c = COLOR_WORDS[w];
      if (!c) throw new CardDataError(`color indicator "${words}": "${w}" is not a color (105.1)`);
      return c;
    }),
  );
}
