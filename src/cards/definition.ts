// Any card of the database as the engine's definition: its printed characteristics
// (characteristics.ts) and the abilities the Oracle compiler reads from its text, the ones it
// can't read kept in their place as `unmodelled` (SCENARIO.md, "Abilities the engine does not
// model"). Pure and cached by name: one name has one Oracle text.
import type { AbilityDef, CardDef, CardType, Supertype } from '../engine/state/card';
import { compileCard, compileUncached } from '../oracle/compile';
import type { OracleCard } from '../oracle/oracleCard';
import { characteristicsOf, type FaceCharacteristics } from './characteristics';
import { manaCostColors } from './manaSymbols';

const number = (v: number | string | undefined): number | undefined => (typeof v === 'number' ? v : v === undefined ? undefined : Number.parseInt(v, 10) || 0);

function printed(f: FaceCharacteristics): CardDef['printed'] {
  const out: NonNullable<CardDef['printed']> = {};
  if (typeof f.power === 'string') out.power = f.power;
  if (typeof f.toughness === 'string') out.toughness = f.toughness;
  if (typeof f.loyalty === 'string') out.loyalty = f.loyalty;
  return Object.keys(out).length ? out : undefined;
}

/** A half or face the engine doesn't play yet, shown with its text and not modelled. */
function otherFace(f: FaceCharacteristics, why: string): AbilityDef {
  const text = `${f.name}${f.manaCost ? ` ${f.manaCost}` : ''} — ${f.oracleText} (${why})`;
  return { kind: 'unmodelled', text, of: 'static', sentences: [text] };
}

function fromCard(card: OracleCard, compiled: ReturnType<typeof compileCard>): CardDef {
  const c = characteristicsOf(card);
  const up = c.card;
  let abilities = compiled.abilities;
  let uncastable: CardDef['uncastable'];
  let oracle = up.oracleText;
  if (c.kind === 'split') {
    // 709.3: a player chooses a half to cast; the engine doesn't yet, so each half is shown and
    // the card can't be cast rather than be cast wrongly.
    abilities = c.faces.map((f) => otherFace(f, 'casting one half of a split card, 709.3, is not modelled yet'));
    uncastable = { reason: 'casting one half of a split card is not modelled yet', rule: '709.3' };
    oracle = c.faces.map((f) => `${f.name}: ${f.oracleText}`).join('\n//\n');
  } else if (c.faces.length > 1) {
    const why =
      c.kind === 'adventure' ? 'casting the card as an Adventure, 715.3, is not modelled yet' : `its other face, ${c.kind === 'flip' ? '710' : '712'}, is not modelled yet`;
    abilities = [...abilities, ...c.faces.slice(1).map((f) => otherFace(f, why))];
    oracle = `${up.oracleText}\n—\n${c.faces.slice(1).map((f) => `${f.name}: ${f.oracleText}`).join('\n')}`;
  }
  const def: CardDef = {
    name: c.kind === 'split' ? card.name : up.name,
    types: up.types as CardType[],
    oracle,
    abilities,
  };
  if (up.manaCost) def.manaCost = up.manaCost;
  if (up.supertypes.length) def.supertypes = up.supertypes as Supertype[];
  if (up.subtypes.length) def.subtypes = up.subtypes;
  const power = number(up.power), toughness = number(up.toughness), loyalty = number(up.loyalty);
  if (power !== undefined) def.power = power;
  if (toughness !== undefined) def.toughness = toughness;
  if (loyalty !== undefined) def.loyalty = loyalty;
  const costColors = manaCostColors(up.manaSymbols);
  if (up.colors.length !== costColors.length || up.colors.some((x) => !costColors.includes(x))) def.colors = up.colors;
  const p = printed(up);
  if (p) def.printed = p;
  const faceParts = c.faces.length > 1;
  def.support = faceParts ? (compiled.support === 'none' ? 'none' : 'partial') : compiled.support;
  if (uncastable) def.uncastable = uncastable;
  return def;
}

const cache = new Map<string, CardDef>();

/** The engine's definition of a database card. */
export function definitionOf(card: OracleCard): CardDef {
  const hit = cache.get(card.name);
  if (hit) return hit;
  const def = fromCard(card, compileCard(card));
  cache.set(card.name, def);
  return def;
}

/** The definition of a card whose text may change (a custom card typed in the builder): never cached. */
export function definitionOfText(card: OracleCard): CardDef {
  return fromCard(card, compileUncached(card));
}
