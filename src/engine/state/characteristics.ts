// An object's current characteristics, derived from its card (DESIGN.md, "Characteristics are
// derived"), then the continuous effects that apply to it, in layers (613, layers/derive.ts). The
// rules read characteristics through these functions, never from the card: an effect may have
// changed any of them. With no effect in the game a derivation is the card's values and counters.
import type { AbilityDef, CardDef, CardType, Color, Keyword } from './card';
import { costColors, manaValue, parseCost } from '../mana/mana';
import { characteristicsOf } from '../layers/derive';
import type { GameObject, GameState, PlayerId } from './state';

export { characteristicsOf };

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
  return characteristicsOf(s, o).types.includes(type);
}

export function hasSubtype(s: GameState, o: GameObject, subtype: string): boolean {
  return characteristicsOf(s, o).subtypes.includes(subtype);
}

/** Its name now: a copy effect may change it (707.2). */
export function nameOf(s: GameState, o: GameObject): string {
  return characteristicsOf(s, o).name;
}

/** Its controller after control-changing effects (613.1b); `o.controller` holds the same once layers/control.ts has written it. */
export function controllerNow(s: GameState, o: GameObject): PlayerId {
  return characteristicsOf(s, o).controller;
}

export function isCreature(s: GameState, o: GameObject): boolean {
  return isType(s, o, 'Creature');
}

export function isPermanentCard(def: CardDef): boolean {
  return !def.types.includes('Instant') && !def.types.includes('Sorcery');
}

/** Its abilities now: its card's (or copied ones, 707.2), those effects add and remove (613.1f) in order. */
export function abilities(s: GameState, o: GameObject): readonly AbilityDef[] {
  return characteristicsOf(s, o).abilities;
}

/**
 * An ability of an object by its index among its abilities now, as a stack item or pending trigger
 * records it: the definition travels with it only when it isn't the card's own at that index.
 */
export function abilityAt(s: GameState, o: GameObject, index: number): { ability: number; abilityDef?: AbilityDef } {
  const now = abilities(s, o);
  const own = cardOf(s, o).abilities;
  return now === own || now[index] === own[index] ? { ability: index } : { ability: index, abilityDef: now[index] };
}

/** The ability a stack item or pending trigger stands for (see abilityAt). */
export function recordedAbility(s: GameState, card: string, r: { ability?: number; abilityDef?: AbilityDef }): AbilityDef | undefined {
  return r.abilityDef ?? s.cards[card]?.abilities[r.ability ?? -1];
}

/**
 * Its keyword abilities now, modelled or not, each as the card writes it with the keyword in lower
 * case ("flying", "protection from red", "equip {1}"; SCENARIO.md's `keywords`).
 */
export function keywordTexts(s: GameState, o: GameObject): string[] {
  const out: string[] = [];
  for (const a of abilities(s, o)) {
    // An activated keyword ability (equip, 702.6a) is a keyword too.
    // So is one that stands for the text it means (prowess, 702.108a).
    if (a.kind === 'keyword' || (a.kind === 'activated' && a.keyword) || (a.kind === 'unmodelled' && a.of === 'keyword') || ('meaning' in a && a.meaning)) out.push(a.text.charAt(0).toLowerCase() + a.text.slice(1));
  }
  return out;
}

export function hasKeyword(s: GameState, o: GameObject, keyword: Keyword): boolean {
  // A loop, not some() with a closure: asked for every pair of creatures in a big combat, it allocates nothing.
  for (const a of abilities(s, o)) if (a.kind === 'keyword' && a.keyword === keyword) return true;
  return false;
}

/** 208.3: power after layer 7 (counters included, 613.4c); 0 for an object that has none. */
export function power(s: GameState, o: GameObject): number {
  return characteristicsOf(s, o).power ?? 0;
}

export function toughness(s: GameState, o: GameObject): number {
  return characteristicsOf(s, o).toughness ?? 0;
}

export function colors(s: GameState, o: GameObject): Color[] {
  return characteristicsOf(s, o).colors;
}

/** A card's colors (202.2): its color indicator's or devoid's when written (204, 702.114a), else its mana cost's. */
export function cardColors(def: CardDef): Color[] {
  return def.colors ?? (def.manaCost ? costColors(parseCost(def.manaCost)) : []);
}

/** 202.3: mana value; X is its announced value on the stack and 0 elsewhere (107.3g). */
export function objectManaValue(s: GameState, o: GameObject): number {
  const now = characteristicsOf(s, o);
  // 712.8e: a transformed permanent's mana value is its front face's (a copy of its back face has none: `now` is then another card's).
  const front = frontOf(s, o);
  const cost = front.transforms && faceUp(s, o) === 1 && now.name === o.card ? front.manaCost : now.manaCost;
  return cost ? manaValue(parseCost(cost), o.zone === 'stack' ? (o.stackItem?.x ?? 0) : 0) : 0;
}

export function typeLine(def: CardDef): string {
  const left = [...(def.supertypes ?? []), ...def.types].join(' ');
  return def.subtypes?.length ? `${left} — ${def.subtypes.join(' ')}` : left;
}
