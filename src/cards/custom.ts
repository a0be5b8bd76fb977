// A custom card (SCENARIO.md, `cards`; the builder's custom card form; a card fetched from
// Scryfall) as a card of the database: built from its Oracle text exactly as a database card is.
import type { CardDef, CustomCard } from '../engine/state/card';
import type { OracleCard, OracleFace } from '../oracle/oracleCard';
import { LAYOUTS } from './database';
import { definitions } from './compiler';
import { colorIndicatorColors, manaCostColors, parseManaCost, sortColors } from './manaSymbols';

export const CUSTOM_LAYOUTS = LAYOUTS;

/** The database entry a custom card stands for. */
export function customAsOracle(c: CustomCard): OracleCard {
  const face = (f: Omit<CustomCard, 'faces' | 'layout'> & { colorIndicator?: string }): OracleFace => {
    const out: OracleFace = { name: f.name, typeLine: f.typeLine };
    if (f.manaCost) out.manaCost = f.manaCost;
    if (f.oracle) out.oracleText = f.oracle;
    if (f.power !== undefined) out.power = f.power;
    if (f.toughness !== undefined) out.toughness = f.toughness;
    if (f.loyalty !== undefined) out.loyalty = f.loyalty;
    if (f.colorIndicator) out.colorIndicator = f.colorIndicator;
    return out;
  };
  const card: OracleCard = { ...face(c), layout: (c.layout as OracleCard['layout']) ?? 'normal' };
  if (c.faces?.length) {
    card.faces = c.faces.map(face);
    card.oracleText = card.faces.map((f) => f.oracleText ?? '').join('\n//\n');
  }
  // The source's `colors` of a single-faced card: its mana cost's and its color indicator's (204).
  const indicated = c.colorIndicator && !c.faces?.length ? colorIndicatorColors(c.colorIndicator) : [];
  const colors = sortColors([...new Set([...manaCostColors(c.manaCost ? parseManaCost(c.manaCost) : []), ...indicated])]);
  if (colors.length && !c.faces?.length) card.colors = colors;
  return card;
}

/** The engine's definition of a custom card, carrying its source so an export writes it back. */
export function customDefinition(c: CustomCard): CardDef {
  // A document's cards are read at every parse and build (an export builds twice): compiled once
  // per text. Bounded, since the builder's form makes a new text at every keystroke.
  const key = JSON.stringify(c);
  let def = compiled.get(key);
  if (!def) {
    if (compiled.size >= CACHED) compiled.clear();
    def = { ...definitions().definitionOfText(customAsOracle(c)), custom: c };
    compiled.set(key, def);
  }
  return def;
}

const CACHED = 500;
const compiled = new Map<string, CardDef>();
