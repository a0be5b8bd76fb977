// The top-level `cards` of a format 2 document (SCENARIO.md, "Cards"): custom cards, each built
// from its Oracle text as a database card is. Every field is checked here, named when wrong.
import type { CardDef, CustomCard } from '../engine/state/card';
import { CUSTOM_LAYOUTS, customDefinition } from '../cards/custom';
import { ScenarioError } from './errors';
import { CardDataError, parseManaCost } from '../cards/manaSymbols';
import { parseCost } from '../engine/mana/mana';
import { list, oneOf, opt, record, text, type Json } from './validate';

const FACE = ['name', 'manaCost', 'typeLine', 'oracle', 'power', 'toughness', 'loyalty', 'colorIndicator'];
const CARD = ['name', 'manaCost', 'typeLine', 'oracle', 'power', 'toughness', 'loyalty', 'colorIndicator', 'faces', 'layout'];

function manaCost(v: Json, path: string): string {
  const s = text(v, path, 200);
  if (!/^(\{[^{}]{1,8}\})*$/.test(s)) throw new ScenarioError(path, `"${s}" must be mana symbols like "{2}{W}{U}"`);
  // Each symbol one of 107.4's ({T} is not a mana symbol): a card that can't be built is refused here.
  try {
    parseManaCost(s);
  } catch (e) {
    if (e instanceof CardDataError) throw new ScenarioError(path, e.message);
    throw e;
  }
  // And one the engine can pay: a Phyrexian, monocolored hybrid or snow symbol isn't yet, and a
  // card with one would fail wherever its cost is read (its colors, its mana value, a cast).
  try {
    parseCost(s);
  } catch (e) {
    throw new ScenarioError(path, `${e instanceof Error ? e.message : String(e)} yet`);
  }
  return s;
}

const printed = (v: Json, path: string) => text(v, path, 10);

function face(v: Json, path: string, fields: string[]): Omit<CustomCard, 'faces' | 'layout'> & { colorIndicator?: string } {
  const o = record(v, path, fields);
  for (const k of ['name', 'typeLine']) if (o[k] === undefined) throw new ScenarioError(`${path}.${k}`, 'is required');
  const name = text(o.name, `${path}.name`, 200).trim();
  if (name === '') throw new ScenarioError(`${path}.name`, 'must not be empty');
  const out: CustomCard & { colorIndicator?: string } = { name, typeLine: text(o.typeLine, `${path}.typeLine`, 200) };
  const mana = opt(o, 'manaCost', path, manaCost);
  if (mana !== undefined) out.manaCost = mana;
  const oracle = opt(o, 'oracle', path, (x, p) => text(x, p, 20_000));
  if (oracle !== undefined) out.oracle = oracle;
  for (const k of ['power', 'toughness', 'loyalty'] as const) {
    const n = opt(o, k, path, printed);
    if (n !== undefined) out[k] = n;
  }
  const indicator = opt(o, 'colorIndicator', path, (x, p) => {
    const words = text(x, p, 60);
    // 204: colors as the database writes them, "Green Red".
    if (!/^(White|Blue|Black|Red|Green)( (White|Blue|Black|Red|Green))*$/.test(words)) throw new ScenarioError(p, `"${words}" must be color words like "Green Red"`);
    return words;
  });
  if (indicator !== undefined) out.colorIndicator = indicator;
  return out;
}

/** The custom cards of a document, in order; a later card of the same name is refused. */
export function parseCustomCards(v: Json, path: string): CustomCard[] {
  const seen = new Set<string>();
  return list(v, path, 1000).map((c, i) => {
    const p = `${path}[${i}]`;
    const card: CustomCard = face(c, p, CARD);
    const o = record(c, p, CARD);
    if (o.faces !== undefined) {
      card.faces = list(o.faces, `${p}.faces`, 2).map((f, j) => face(f, `${p}.faces[${j}]`, FACE));
      if (card.faces.length < 2) throw new ScenarioError(`${p}.faces`, 'lists two faces, or is left out for a card with one');
      if (o.layout === undefined) throw new ScenarioError(`${p}.layout`, `is required with faces: one of ${CUSTOM_LAYOUTS.filter((l) => l !== 'normal').join(', ')}`);
    }
    if (o.layout !== undefined) card.layout = oneOf(o.layout, `${p}.layout`, CUSTOM_LAYOUTS);
    if (seen.has(card.name)) throw new ScenarioError(`${p}.name`, `"${card.name}" is defined twice`);
    seen.add(card.name);
    return card;
  });
}

/** Custom cards' definitions by every name they answer to: the name written, and the
 * definition's (a double-faced card's front face). */
export function customCardMap(cards: readonly CustomCard[] | undefined): Map<string, CardDef> {
  const m = new Map<string, CardDef>();
  for (const c of cards ?? []) {
    const d = customDefinition(c);
    m.set(c.name, d);
    m.set(d.name, d);
  }
  return m;
}

/** The custom cards a game knows, as a document writes them. */
export function customCardsOf(defs: Iterable<CardDef>): CustomCard[] {
  const out = new Map<string, CustomCard>();
  for (const d of defs) if (d.custom) out.set(d.custom.name, d.custom);
  return [...out.values()];
}
