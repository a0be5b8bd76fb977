// Any card of the database as the engine's definition: its printed characteristics
// (characteristics.ts) and the abilities the Oracle compiler reads from its text, the ones it
// can't read kept in their place as `unmodelled` (SCENARIO.md, "Abilities the engine does not
// model"). Pure and cached by name: one name has one Oracle text.
import type { AbilityDef, CardDef, CardType, Supertype } from '../engine/state/card';
import { compileCard, compileUncached, type Compiled, type Support } from '../oracle/compile';
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

/** One face (or a single-faced card) as a definition: its characteristics and abilities. */
function faceDef(f: FaceCharacteristics, abilities: AbilityDef[], name = f.name): CardDef {
  const def: CardDef = { name, types: f.types as CardType[], oracle: f.oracleText, abilities };
  if (f.manaCost) def.manaCost = f.manaCost;
  if (f.supertypes.length) def.supertypes = f.supertypes as Supertype[];
  if (f.subtypes.length) def.subtypes = f.subtypes;
  const power = number(f.power), toughness = number(f.toughness), loyalty = number(f.loyalty);
  if (power !== undefined) def.power = power;
  if (toughness !== undefined) def.toughness = toughness;
  if (loyalty !== undefined) def.loyalty = loyalty;
  // 202.2, 204: colors the mana cost doesn't say (an indicator, devoid) are written out.
  const costColors = manaCostColors(f.manaSymbols);
  if (f.colors.length !== costColors.length || f.colors.some((x) => !costColors.includes(x))) def.colors = f.colors;
  const p = printed(f);
  if (p) def.printed = p;
  return def;
}

/**
 * 709.3: a split card the engine casts by either half. A Room's halves are doors unlocked on the
 * battlefield (709.5): those it can't cast yet. (An aftermath half is cast from a graveyard, 702.127a.)
 */
function castableHalves(c: ReturnType<typeof characteristicsOf>): boolean {
  return c.kind !== 'split' || !c.faces.some((f) => f.subtypes.includes('Room'));
}

/**
 * How much of a card the engine plays: the compiler's reading of its text, less what the engine
 * can't do with a card of its kind. The coverage, the search badges and the definition agree on it.
 */
export function playedSupport(card: OracleCard, compiled: Compiled): Support {
  return compiled.support === 'full' && !castableHalves(characteristicsOf(card)) ? 'partial' : compiled.support;
}

/** A half of a split card or an Adventure as the spell cast as it (709.3b, 715.3b): its own characteristics, and the card it belongs to. */
function halfDef(f: FaceCharacteristics, abilities: AbilityDef[], card: string): CardDef {
  return { ...faceDef(f, abilities), front: card };
}

function fromCard(card: OracleCard, compiled: Compiled): CardDef {
  const c = characteristicsOf(card);
  if (c.kind === 'split') {
    const oracle = c.faces.map((f) => `${f.name}: ${f.oracleText}`).join('\n//\n');
    if (!castableHalves(c)) {
      const halves = c.faces.map((f) => otherFace(f, 'casting this half of a split card is not modelled yet'));
      return {
        ...faceDef(c.card, halves, card.name),
        oracle,
        uncastable: { reason: "casting a Room's door is not modelled yet", rule: '709.3' },
        support: playedSupport(card, compiled),
      };
    }
    // 709.4: off the stack the card has both halves' characteristics; 709.3: each is cast alone.
    const halves = c.faces.map((f, i) => halfDef(f, compiled.faces[i] ?? [], card.name));
    return { ...faceDef(c.card, [], card.name), oracle, halves, support: playedSupport(card, compiled) };
  }
  if (c.kind === 'adventure') {
    // 715.2: the Adventure's characteristics are the spell's alternative ones (715.3b).
    const [creature, adventure] = c.faces;
    const def = faceDef(creature, compiled.faces[0]);
    const halves = [halfDef(adventure, compiled.faces[1] ?? [], creature.name)];
    return { ...def, oracle: `${creature.oracleText}\n—\n${adventure.name}: ${adventure.oracleText}`, halves, support: playedSupport(card, compiled) };
  }
  if (c.faces.length > 1) {
    // 712, 710: each face its own definition; the permanent shows the one up (the face edit).
    const front = c.faces[0].name;
    const faces = c.faces.map((f, i) => ({ ...faceDef(f, compiled.faces[i] ?? []), ...(i > 0 ? { front } : {}) }));
    // 712.2, 701.27a: only a nonmodal double-faced card transforms.
    return { ...faces[0], faces, ...(c.kind === 'transform' ? { transforms: true as const } : {}), support: compiled.support };
  }
  return { ...faceDef(c.card, compiled.abilities), support: compiled.support };
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
