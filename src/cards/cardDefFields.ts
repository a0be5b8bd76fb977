// A face's characteristics as the engine's card definition holds them (state/card.ts), without
// abilities (the Oracle compiler adds those), or what the definition can't hold yet, in words a
// judge reads: the engine derives a card's colors and mana value from its mana cost, knows seven
// card types, two supertypes, and numbers for power and toughness.
import type { CardDef, CardType, Supertype } from '../engine/state/card';
import type { FaceCharacteristics } from './characteristics';
import { manaCostColors, manaValue, type ManaSymbol } from './manaSymbols';

export type CardDefFields = Omit<CardDef, 'abilities'>;

const ENGINE_TYPES: readonly string[] = ['Land', 'Creature', 'Artifact', 'Enchantment', 'Planeswalker', 'Instant', 'Sorcery'] satisfies CardType[];
const ENGINE_SUPERTYPES: readonly string[] = ['Basic', 'Legendary'] satisfies Supertype[];

function symbolText(s: ManaSymbol): string | null {
  switch (s.kind) {
    case 'monocoloredHybrid':
      return `{2/${s.color}} (107.4e)`;
    case 'phyrexian':
      return `{${[...s.colors, 'P'].join('/')}} (107.4f)`;
    case 'snow':
      return '{S} (107.4h)';
    case 'half':
      return `{H${s.color}}`;
    case 'variable':
      return s.letter === 'X' ? null : `{${s.letter}}`;
    default:
      return null;
  }
}

const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

export function cardDefFields(face: FaceCharacteristics): { def: CardDefFields } | { cannot: string[] } {
  const cannot: string[] = [];
  for (const text of face.manaSymbols.map(symbolText)) if (text) cannot.push(`the mana symbol ${text}`);
  for (const t of face.types) if (!ENGINE_TYPES.includes(t)) cannot.push(`the card type ${t}`);
  for (const t of face.supertypes) if (!ENGINE_SUPERTYPES.includes(t)) cannot.push(`the supertype ${t}`);
  for (const w of face.unknownWords) cannot.push(`"${w}" on the type line, which is no type (205)`);
  if (face.types.length === 0) cannot.push('a type line with no card type (205.2a)');
  const costColors = manaCostColors(face.manaSymbols).join('');
  if (face.colors.join('') !== costColors) {
    cannot.push(`its color (${face.colors.join('') || 'colorless'}) differs from its mana cost's (${costColors || 'colorless'}): a color indicator (204) or a characteristic-defining ability (604.3)`);
  }
  if (face.manaValue !== manaValue(face.manaSymbols)) {
    cannot.push(`its mana value (${face.manaValue ?? 'of the melded pair'}) is not its own mana cost's: it comes from the front face (202.3b, 712.8g)`);
  }
  for (const [label, v] of [['power', face.power], ['toughness', face.toughness]] as const) {
    if (v !== undefined && !isWhole(v)) cannot.push(`${label} ${v}, not a number (208.2)`);
  }
  if (face.loyalty !== undefined) cannot.push(`loyalty ${face.loyalty} (209.1)`);
  if (cannot.length > 0) return { cannot };
  const def: CardDefFields = { name: face.name, types: face.types as CardType[], oracle: face.oracleText };
  if (face.manaCost) def.manaCost = face.manaCost;
  if (face.supertypes.length) def.supertypes = face.supertypes as Supertype[];
  if (face.subtypes.length) def.subtypes = face.subtypes;
  if (isWhole(face.power)) def.power = face.power;
  if (isWhole(face.toughness)) def.toughness = face.toughness;
  return { def };
}
