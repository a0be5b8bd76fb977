// An object's current characteristics, derived from its card (DESIGN.md, "Characteristics are
// derived"), then the continuous effects that apply to it (613, layers.ts): abilities added in
// layer 6, power and toughness modified in layer 7c with the counters. With no effect in the game
// each derivation costs one check more than reading the card.
import type { AbilityDef, CardDef, CardType, Color, Keyword } from './card';
import { costColors, manaValue, parseCost } from '../mana/mana';
import { modification, withAddedAbilities } from './layers';
import type { GameObject, GameState } from './state';

export function cardOf(s: GameState, o: GameObject): CardDef {
  const def = s.cards[o.card];
  if (!def) throw new Error(`engine bug: no card definition for ${o.card}`);
  return def;
}

/** A double-faced or flip card's definition as a card, with every face (712.1): the front's. */
export function frontOf(s: GameState, o: GameObject): CardDef {
  const def = cardOf(s, o);
  return def.front ? s.cards[def.front] : def;
}

/** Which face of its card an object shows: 0, the front, unless a back face is up (712.8). */
export function faceUp(s: GameState, o: GameObject): number {
  return Math.max(0, frontOf(s, o).faces?.findIndex((f) => f.name === o.card) ?? 0);
}

export function isType(s: GameState, o: GameObject, type: CardType): boolean {
  return cardOf(s, o).types.includes(type);
}

export function isCreature(s: GameState, o: GameObject): boolean {
  return isType(s, o, 'Creature');
}

export function isPermanentCard(def: CardDef): boolean {
  return !def.types.includes('Instant') && !def.types.includes('Sorcery');
}

/** Its abilities: its card's, then those effects add (613.1f), in timestamp order. */
export function abilities(s: GameState, o: GameObject): readonly AbilityDef[] {
  const own = cardOf(s, o).abilities;
  return s.effects === undefined ? own : withAddedAbilities(s.effects, o, own);
}

/**
 * Its keyword abilities now, modelled or not, each as the card writes it with the keyword in lower
 * case ("flying", "protection from red", "equip {1}"; SCENARIO.md's `keywords`).
 */
export function keywordTexts(s: GameState, o: GameObject): string[] {
  const out: string[] = [];
  for (const a of abilities(s, o)) {
    if (a.kind === 'keyword' || (a.kind === 'unmodelled' && a.of === 'keyword')) out.push(a.text.charAt(0).toLowerCase() + a.text.slice(1));
  }
  return out;
}

export function hasKeyword(s: GameState, o: GameObject, keyword: Keyword): boolean {
  // A loop, not some() with a closure: asked for every pair of creatures in a big combat, it allocates nothing.
  for (const a of abilities(s, o)) if (a.kind === 'keyword' && a.keyword === keyword) return true;
  return false;
}

/** 122.1a: each +1/+1 counter adds 1 to power and toughness; each -1/-1 counter subtracts 1. */
function counterBonus(o: GameObject): number {
  return (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
}

/** 613.4c: effects and counters that modify power and toughness, applied over the printed values (7a, 7b not yet). */
export function power(s: GameState, o: GameObject): number {
  const n = (cardOf(s, o).power ?? 0) + counterBonus(o);
  return s.effects === undefined ? n : n + modification(s.effects, o, 'power');
}

export function toughness(s: GameState, o: GameObject): number {
  const n = (cardOf(s, o).toughness ?? 0) + counterBonus(o);
  return s.effects === undefined ? n : n + modification(s.effects, o, 'toughness');
}

export function colors(s: GameState, o: GameObject): Color[] {
  return o.colors ?? cardColors(cardOf(s, o));
}

/** A card's colors (202.2): its color indicator's or devoid's when written (204, 702.114a), else its mana cost's. */
export function cardColors(def: CardDef): Color[] {
  return def.colors ?? (def.manaCost ? costColors(parseCost(def.manaCost)) : []);
}

/** 202.3: mana value; X is its announced value on the stack and 0 elsewhere (107.3g). */
export function objectManaValue(s: GameState, o: GameObject): number {
  const cost = cardOf(s, o).manaCost;
  return cost ? manaValue(parseCost(cost), o.zone === 'stack' ? (o.stackItem?.x ?? 0) : 0) : 0;
}

export function typeLine(def: CardDef): string {
  const left = [...(def.supertypes ?? []), ...def.types].join(' ');
  return def.subtypes?.length ? `${left} — ${def.subtypes.join(' ')}` : left;
}
