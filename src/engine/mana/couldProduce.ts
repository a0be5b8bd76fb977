// "Could produce" (106.7): the types of mana each permanent's mana abilities would produce if they
// resolved now, after replacement effects in any order, ignoring costs. Abilities that look at what
// other lands could produce (Reflecting Pool, Exotic Orchard) make it a least fixed point.
import { withEnteredColor } from '../state/chosen';
import type { AbilityDef, EffectDef, ManaType } from '../state/card';
import { activatedAbilities, isManaAbility } from '../casting/abilities';
import { characteristicsOf, power } from '../state/characteristics';
import { applies, manaReplacements, type AppliedReplacement, type ManaEvent } from './manaReplacement';
import { amountOf, kinds, outcome, results } from './replacementOrder';
import { COLORS, MANA_TYPES } from './mana';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { perState } from '../state/perState';

/** A set of mana types as six bits, in MANA_TYPES order (W U B R G C). */
type Bits = number;
const bit = (t: ManaType): Bits => 1 << MANA_TYPES.indexOf(t);
const COLOR_BITS: Bits = COLORS.reduce((b, c) => b | bit(c), 0);
export const typesOf = (b: Bits): ManaType[] => MANA_TYPES.filter((t) => b & bit(t));
/** The same, one shared list per set of types (64 in all): a permanent's entry keeps its identity from state to state. */
const SHARED: readonly ManaType[][] = Array.from({ length: 1 << MANA_TYPES.length }, (_, b) => Object.freeze(typesOf(b)) as ManaType[]);

export type CouldProduce = {
  /** What each permanent could produce. */
  byObject: ReadonlyMap<ObjectId, readonly ManaType[]>;
  /** What the lands each player controls could produce, together. */
  landsOf: (player: PlayerId) => ManaType[];
};

/** Computed once per state (state/perState.ts). */
export const couldProduce: (s: GameState) => CouldProduce = perState(compute);

type ManaEffect = Extract<EffectDef, { kind: 'addMana' | 'addManaOfChoice' }>;

type Producer = { o: GameObject; effects: readonly ManaEffectOf[]; land: boolean };

// Asked for every state the page shows (each card on the board shows what it could produce): one
// derivation of each permanent's characteristics, and each list of abilities read for its mana
// effects once (an unchanged permanent's list is the same object from state to state).
function compute(s: GameState): CouldProduce {
  const producers: Producer[] = [];
  const colorsOf = new Map<PlayerId, Bits>();
  // Whether some ability's types depend on what lands could produce (Reflecting Pool): only then is
  // a fixed point needed; otherwise one round gives every producer's types.
  let readsLands = false;
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    const now = characteristicsOf(s, o);
    let c = colorsOf.get(o.controller) ?? 0;
    for (const color of now.colors) c |= bit(color);
    colorsOf.set(o.controller, c);
    const effects = manaEffects(now.abilities);
    if (effects.length === 0) continue;
    producers.push({ o, effects, land: now.types.includes('Land') });
    readsLands ||= effects.some(({ effect }) => effect.kind === 'addManaOfChoice' && effect.choice.from === 'couldProduce');
  }
  const replacements = manaReplacements(s);

  // The fixed point: start from nothing, recompute every producer from the lands' totals of the
  // last round until those totals stop growing. They only grow, and there are six types per
  // player, so this takes a handful of rounds, each linear in the number of permanents.
  let landsOf = new Map<PlayerId, Bits>();
  const byObject = new Map<ObjectId, Bits>();
  for (;;) {
    const next = new Map<PlayerId, Bits>();
    for (const p of producers) {
      let raw = 0;
      for (const e of p.effects) raw |= rawTypes(s, p.o, e, landsOf, colorsOf);
      const b = afterReplacements(s, p.o, raw, p.effects, replacements);
      byObject.set(p.o.id, b);
      if (p.land) next.set(p.o.controller, (next.get(p.o.controller) ?? 0) | b);
    }
    const stable = s.order.every((pl) => (next.get(pl) ?? 0) === (landsOf.get(pl) ?? 0));
    landsOf = next;
    if (stable || !readsLands) break;
  }
  const result = new Map<ObjectId, readonly ManaType[]>();
  for (const [id, b] of byObject) if (b) result.set(id, SHARED[b]);
  return { byObject: result, landsOf: (player) => typesOf(landsOf.get(player) ?? 0) };
}

type ManaEffectOf = { effect: ManaEffect; tap: boolean };
const effectsOf = new WeakMap<readonly AbilityDef[], readonly ManaEffectOf[]>();

function manaEffects(abilities: readonly AbilityDef[]): readonly ManaEffectOf[] {
  let found = effectsOf.get(abilities);
  if (!found) {
    found = activatedAbilities(abilities)
      .filter(({ def }) => isManaAbility(def))
      .flatMap(({ def }) =>
        def.effects.filter((e): e is ManaEffect => e.kind === 'addMana' || e.kind === 'addManaOfChoice').map((effect) => ({ effect, tap: !!def.cost.tap })),
      );
    effectsOf.set(abilities, found);
  }
  return found;
}

/** The types one effect could produce before replacement effects; none if it would produce no mana. */
function rawTypes(s: GameState, o: GameObject, { effect }: { effect: ManaEffect }, landsOf: Map<PlayerId, Bits>, colorsOf: Map<PlayerId, Bits>): Bits {
  if (effect.kind === 'addMana') {
    const times = effect.times === undefined ? 1 : typeof effect.times === 'number' ? effect.times : effect.times.of === 'sourcePower' ? power(s, o) : 1;
    return times > 0 ? effect.mana.reduce((b, t) => b | bit(t), 0) : 0;
  }
  if (typeof effect.amount === 'number' && effect.amount <= 0) return 0;
  const c = effect.choice;
  switch (c.from) {
    case 'types':
      return c.types.reduce((b, t) => b | bit(t), 0);
    case 'couldProduce': {
      let b = 0;
      for (const p of s.order) {
        const mine = p === o.controller;
        if ((c.lands === 'you') === mine) b |= landsOf.get(p) ?? 0;
      }
      return c.colorsOnly ? b & COLOR_BITS : b;
    }
    case 'colorsOfPermanents':
      return colorsOf.get(o.controller) ?? 0;
    case 'produced':
      return 0;
    case 'chosenColor':
      return withEnteredColor(c.also, o.chosen?.color).reduce((b, t) => b | bit(t), 0);
  }
}

/** Each type, through the replacement effects that would apply, in every possible order. */
function afterReplacements(s: GameState, o: GameObject, raw: Bits, effects: readonly { tap: boolean }[], all: AppliedReplacement[]): Bits {
  if (!raw || all.length === 0) return raw;
  let out = 0;
  for (const type of typesOf(raw)) {
    for (const tap of new Set(effects.map((e) => e.tap))) {
      const event: ManaEvent = { player: o.controller, source: o.id, sourceName: o.card, types: [type], tappedForMana: tap, manaAbility: true };
      // Only whether each kind applied matters for the types, not how many times: one of each kind.
      const one = kinds(all.filter((r) => applies(s, r, event))).map((g) => [g[0]]);
      // Past 12 kinds (today's effects make at most 7 per event) the types are widened to what any
      // effect alone makes: could-produce then errs towards a type, never hides one.
      const amounts = results(s, one, event) ?? [amountOf([type]), ...one.map(([r]) => outcome(s, [r], event))];
      for (const a of amounts) a.forEach((n, i) => (out |= n > 0 ? 1 << i : 0));
    }
  }
  return out;
}
