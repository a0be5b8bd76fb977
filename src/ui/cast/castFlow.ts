// The guided cast (601.2): which questions a spell or ability asks, in order, from its card and
// the answers so far; and the action the answers make. Pure, memoized per state and draft.
import {
  abilities,
  abilityZone,
  activatedAbilities,
  filterText,
  matchesFilter,
  cardOf,
  colors,
  costAbilities,
  legalTargets,
  modalAbility,
  spellParts,
  bestowedSpell,
  overloadedSpell,
  castsTransformed,
  transformedFace,
  isUnblockedAttacker,
  type Action,
  type AbilityDef,
  type CardDef,
  type CardType,
  type CostDef,
  type CastOptions,
  type EntityId,
  type GameObject,
  type GameState,
  type ObjectId,
  type TargetSpec,
  type Targeter,
  type Zone,
} from '../../engine';
import type { Draft } from '../uiStore';
import { objectAt } from '../../engine';
import { announcesCopyingCosts, copyingCostOptions, copyingCostStages } from './copyingCosts';

/** One targeting phrase as the draft asks it. */
export type Phrase = { phrase: string; min: number; max: number; legal: EntityId[]; differentFrom?: number[]; current?: EntityId[]; divide?: number };

export type CostPick = 'sacrifice' | 'discard' | 'exile' | 'tap' | 'convoke' | 'improvise' | 'delve' | 'return';

export type Stage =
  | { kind: 'announce' }
  /** `optional`: up to `count` objects, then Done (convoke, improvise, delve pay as many as the player likes). */
  /** `rule`: the rule that asks it, when not 601.2h's general one (casualty, conspire). */
  | { kind: 'cost'; cost: CostPick; text: string; legal: ObjectId[]; count: number; optional?: boolean; rule?: string }
  | { kind: 'target'; i: number; p: Phrase }
  | { kind: 'divide'; i: number; total: number }
  | { kind: 'confirm' };

const MANY = Number.MAX_SAFE_INTEGER;

export function newDraft(d: Pick<Draft, 'kind' | 'player' | 'source' | 'name'> & Partial<Draft>): Draft {
  return { modes: [], x: 0, kicker: false, payInstead: false, costs: { sacrifice: [], discard: [], exile: [], tap: [] }, targets: [], divide: [], stage: 0, slot: 0, ...d };
}

/** The half a cast chooses (709.3, 715.3): a split card's first unless another is chosen; an adventurer's creature unless its Adventure is. */
export function chosenHalf(card: CardDef, d: Pick<Draft, 'kind' | 'half' | 'from'>): string | undefined {
  if (d.kind !== 'cast' || !card.halves?.length) return undefined;
  if (d.half && card.halves.some((h) => h.name === d.half)) return d.half;
  // 702.127a: from a graveyard, the aftermath half.
  const aftermath = card.halves.find((h) => h.abilities.some((a) => a.kind === 'cost' && a.graveyard?.kind === 'aftermath'));
  if (aftermath && d.from === 'graveyard') return aftermath.name;
  return card.halves.length > 1 ? card.halves[0].name : undefined;
}

/** What is cast: the card, the half chosen (709.3a, 715.3a: only its characteristics are evaluated), or the back face cast transformed (712.11c). */
export function spellDef(s: GameState, o: GameObject, d: Pick<Draft, 'kind' | 'half' | 'from' | 'as'>): CardDef {
  const card = cardOf(s, o);
  if (d.kind === 'cast' && castsTransformed(d.as)) return transformedFace(card);
  const half = chosenHalf(card, d);
  return card.halves?.find((h) => h.name === half) ?? card;
}

/** The mana cost being paid: its {X} is asked (107.3, 601.2b). */
export function costText(s: GameState, d: Draft): string {
  const o = objectAt(s, d.source);
  if (!o) return '';
  const def = spellDef(s, o, d);
  if (d.kind === 'activate') return activatedAbilities(def.abilities)[d.ability ?? 0]?.def.cost.mana ?? '';
  if (d.as === 'withoutPaying') return '';
  // 712.11d: the front face's ability that casts the card transformed states the cost.
  const alt = costAbilities((castsTransformed(d.as) ? cardOf(s, o) : def).abilities).alternative.find((c) => c.kind === d.as);
  return alt && 'mana' in alt ? (alt.mana ?? '') : d.as === 'alternative' ? '' : (def.manaCost ?? '');
}

/** Whether X is announced (107.3a): an {X} in the mana cost, a loyalty cost of −X (606.4), or "Remove X counters". */
export function asksX(s: GameState, d: Draft): boolean {
  if (costText(s, d).includes('{X}')) return true;
  const o = d.kind === 'activate' ? objectAt(s, d.source) : undefined;
  const cost = o && activatedAbilities(abilities(s, o))[d.ability ?? 0]?.def.cost;
  return !!cost && (cost.loyalty === 'minusX' || cost.removeCounters?.count === 'X');
}

/** An ability's targets are judged by its source's characteristics (protection, 702.16b); a spell's by its own. */
function activator(s: GameState, d: Draft): Targeter | undefined {
  const o = d.kind === 'cast' ? undefined : objectAt(s, d.source);
  return o ? { source: o, spell: false } : undefined;
}

function phrase(s: GameState, spec: TargetSpec, d: Draft, base: number): Phrase {
  const [min, max] = spec.anyNumber ? [spec.min ?? 0, MANY] : [spec.min ?? 1, spec.max ?? spec.min ?? 1];
  const p: Phrase = { phrase: spec.phrase, min, max, legal: legalTargets(s, spec, d.player, d.kind === 'cast' ? d.source : undefined, activator(s, d)) };
  if (spec.differentFrom) p.differentFrom = spec.differentFrom.map((i) => i + base);
  if (spec.divide !== undefined) p.divide = typeof spec.divide === 'number' ? spec.divide : d.x;
  return p;
}

function phrases(s: GameState, d: Draft): Phrase[] {
  if (d.kind === 'pick') return d.for?.targets?.phrases ?? [];
  const o = objectAt(s, d.source);
  if (!o) return [];
  const card = spellDef(s, o, d);
  if (d.kind === 'activate') return (activatedAbilities(card.abilities)[d.ability ?? 0]?.def.targets ?? []).map((t) => phrase(s, t, d, 0));
  // 702.103b, 702.103d: cast bestowed, it is an Aura spell that targets the creature it will enchant.
  const def = d.as === 'bestow' ? bestowedSpell(card) : d.as === 'overload' ? overloadedSpell(card) : card; // 702.96b: no targets
  let base = 0;
  return spellParts(def.abilities, d.modes).flatMap((part) => {
    const list = part.targets.map((t) => phrase(s, t, d, base));
    base += list.length;
    return list;
  });
}

/**
 * The activated abilities a click on the object offers, by their number among its activated
 * abilities: on the battlefield its usual ones; in a hand or a graveyard those that work only there,
 * as cycling (702.29a, 113.6m). The page offers those of a card in a hand; a graveyard's not yet.
 */
export function offeredAbilities(s: GameState, id: ObjectId): OfferedAbility[] {
  const o = objectAt(s, id);
  return o ? abilitiesOffered(abilities(s, o), o.zone) : [];
}

export type OfferedAbility = { def: ReturnType<typeof activatedAbilities>[number]['def']; n: number };

/** As offeredAbilities, from the card and its zone. */
export function abilitiesOffered(list: readonly AbilityDef[], zone: Zone): OfferedAbility[] {
  if (zone !== 'hand' && zone !== 'battlefield' && zone !== 'graveyard') return [];
  return activatedAbilities(list)
    .map(({ def }, n) => ({ def, n }))
    .filter(({ def }) => abilityZone(def) === zone);
}

/** The objects an activation's cost sacrifices or discards, chosen on the board (601.2h via 602.2b). */
function activationCostStages(s: GameState, d: Draft): Stage[] {
  const o = objectAt(s, d.source);
  const cost = o && activatedAbilities(abilities(s, o))[d.ability ?? 0]?.def.cost;
  return cost ? stagesForCost(s, d, cost) : [];
}

/** The objects a cost asks to be chosen: an activation's, or a spell's additional cost stated the same way (118.8). */
function stagesForCost(s: GameState, d: Draft, cost: CostDef): Stage[] {
  const out: Stage[] = [];
  if (cost.sacrifice) {
    const { count, filter, another } = cost.sacrifice;
    const legal = s.battlefield.filter((id) => {
      const p = objectAt(s, id);
      return p.controller === d.player && (!another || id !== d.source) && matchesFilter(s, p, filter);
    });
    const noun = `${another ? 'another ' : count === 1 ? 'a ' : `${count} `}${filterText(filter)}`;
    out.push({ kind: 'cost', cost: 'sacrifice', text: `sacrifice ${noun}: click ${count === 1 ? 'one' : 'them'} of yours on the battlefield`, legal, count });
  }
  if (cost.tapUntapped) {
    const { count, filter } = cost.tapUntapped;
    const legal = s.battlefield.filter((id) => {
      const p = objectAt(s, id);
      return p.controller === d.player && !p.tapped && !(cost.tap && id === d.source) && matchesFilter(s, p, filter);
    });
    const noun = `${count === 1 ? 'an' : count} untapped ${filterText(filter)}${count === 1 ? '' : 's'}`;
    out.push({ kind: 'cost', cost: 'tap', text: `tap ${noun} you control: click ${count === 1 ? 'it' : 'them'} on the battlefield`, legal, count });
  }
  if (cost.exileFromGraveyard) {
    const { count, type } = cost.exileFromGraveyard;
    const legal = s.players[d.player].graveyard.filter((id) => id !== d.source && (!type || cardOf(s, objectAt(s, id)).types.includes(type)));
    const noun = `${count === 1 ? 'a' : count} ${type ? `${type.toLowerCase()} ` : ''}card${count === 1 ? '' : 's'}`;
    out.push({ kind: 'cost', cost: 'exile', text: `exile ${noun} from your graveyard: click ${count === 1 ? 'it' : 'them'} there`, legal, count });
  }
  if (cost.returnPermanent) {
    // 601.2h: "Return a land you control to its owner's hand": one permanent of the kind the player controls.
    const filter = cost.returnPermanent.filter;
    const legal = s.battlefield.filter((id) => objectAt(s, id).controller === d.player && matchesFilter(s, objectAt(s, id), filter));
    out.push({ kind: 'cost', cost: 'return', text: `return ${/^[aeiou]/.test(filterText(filter)) ? 'an' : 'a'} ${filterText(filter)} you control to its owner's hand: click it on the battlefield`, legal, count: 1 });
  }
  if (cost.returnUnblockedAttacker) {
    // 702.49a: ninjutsu returns an unblocked attacking creature its player controls (509.1h).
    const legal = s.battlefield.filter((id) => objectAt(s, id).controller === d.player && isUnblockedAttacker(s, id));
    out.push({ kind: 'cost', cost: 'return', text: 'return an unblocked attacker you control to its owner\'s hand: click it on the battlefield', legal, count: 1 });
  }
  // 701.9a: a card discarded at random is chosen as the cost is paid; asked only in place of chance (random "ask").
  if (cost.discard?.atRandom) {
    const { count } = cost.discard;
    const legal = s.players[d.player].hand.filter((id) => id !== d.source);
    if (s.random === 'ask') out.push({ kind: 'cost', cost: 'discard', text: `discard ${count === 1 ? 'a card' : `${count} cards`} at random: random results are chosen by hand in this game, click the ${count === 1 ? 'card' : 'cards'} chance chooses`, legal, count });
  } else if (cost.discard) {
    const { count, type } = cost.discard;
    const legal = s.players[d.player].hand.filter((id) => id !== d.source && (!type || cardOf(s, objectAt(s, id)).types.includes(type)));
    const noun = `${count === 1 ? 'a' : count} ${type ? `${type.toLowerCase()} ` : ''}card${count === 1 ? '' : 's'}`;
    out.push({ kind: 'cost', cost: 'discard', text: `discard ${noun}: click ${count === 1 ? 'it' : 'them'} in your hand`, legal, count });
  }
  return out;
}

function costStages(s: GameState, d: Draft): Stage[] {
  const o = objectAt(s, d.source);
  if (d.kind === 'activate') return activationCostStages(s, d);
  if (d.kind !== 'cast' || !o) return [];
  const def = spellDef(s, o, d);
  const { additional, alternative } = costAbilities(def.abilities);
  const p = s.players[d.player];
  const hand = p.hand.filter((id) => id !== d.source);
  const out: Stage[] = [];
  for (const c of additional) {
    if (c.kind === 'sacrifice') out.push(sacrificeOne(s, d, c.type));
    if (c.kind === 'costs') out.push(...stagesForCost(s, d, c.cost));
    if (c.kind === 'buyback' && c.cost && d.buyback) out.push(...stagesForCost(s, d, c.cost)); // 702.27a
    if (c.kind === 'discardOrPay' && !d.payInstead) out.push({ kind: 'cost', cost: 'discard', text: 'discard a card: click a card in your hand', legal: hand, count: 1 });
  }
  out.push(...copyingCostStages(s, d, def)); // 702.153a, 702.78a
  out.push(...castingCostStages(s, d, def));
  const graveyardAlt = (d.as === 'flashback' || d.as === 'escape') && alternative.find((c) => c.kind === d.as);
  if (graveyardAlt && (graveyardAlt.kind === 'flashback' || graveyardAlt.kind === 'escape') && graveyardAlt.cost) out.push(...stagesForCost(s, d, graveyardAlt.cost)); // 702.34a, 702.138a
  // 702.119a: cast for its emerge cost, a creature is sacrificed as the total cost is paid (601.2h).
  if (d.as === 'emerge') out.push(sacrificeOne(s, d, 'Creature'));
  const exile = d.as === 'alternative' && alternative.find((c) => c.kind === 'alternative')?.exileFromHand;
  if (exile) {
    const legal = hand.filter((id) => colors(s, objectAt(s, id)).includes(exile.color));
    out.push({ kind: 'cost', cost: 'exile', text: `exile ${exile.count === 1 ? 'a' : exile.count} ${exile.color === 'U' ? 'blue' : exile.color} card${exile.count === 1 ? '' : 's'} from your hand: click it`, legal, count: exile.count });
  }
  return out;
}

/** One permanent of a card type the caster controls, to sacrifice as a spell's cost. */
function sacrificeOne(s: GameState, d: Draft, type: CardType): Stage {
  const legal = s.battlefield.filter((id) => objectAt(s, id).controller === d.player && cardOf(s, objectAt(s, id)).types.includes(type));
  return { kind: 'cost', cost: 'sacrifice', text: `sacrifice a ${type.toLowerCase()}: click one of yours on the battlefield`, legal, count: 1 };
}

/**
 * The objects a cast's casting keywords ask for: a card to discard for retrace or jump-start cast
 * from a graveyard (702.81a, 702.133a), and, optionally, the creatures tapped for convoke
 * (702.51a), the artifacts for improvise (702.126a), the cards exiled for delve (702.66a).
 */
function castingCostStages(s: GameState, d: Draft, def: CardDef): Stage[] {
  const out: Stage[] = [];
  const p = s.players[d.player];
  const graveyard = d.from === 'graveyard' && !d.as && def.abilities.find((a) => a.kind === 'cost' && a.graveyard && a.graveyard.kind !== 'aftermath');
  if (graveyard && graveyard.kind === 'cost' && graveyard.graveyard) {
    const land = graveyard.graveyard.kind === 'retrace';
    const legal = p.hand.filter((id) => !land || cardOf(s, objectAt(s, id)).types.includes('Land'));
    out.push({ kind: 'cost', cost: 'discard', text: `discard ${land ? 'a land card' : 'a card'} (${graveyard.graveyard.kind}): click it in your hand`, legal, count: 1 });
  }
  const mine = s.battlefield.filter((id) => objectAt(s, id).controller === d.player && !objectAt(s, id).tapped);
  for (const a of def.abilities) {
    if (a.kind !== 'cost' || !a.payment) continue;
    const legal =
      a.payment === 'delve'
        ? p.graveyard.filter((id) => id !== d.source)
        : mine.filter((id) => cardOf(s, objectAt(s, id)).types.includes(a.payment === 'convoke' ? 'Creature' : 'Artifact'));
    const what = a.payment === 'delve' ? 'exile cards from your graveyard, each paying {1}' : a.payment === 'convoke' ? 'tap creatures, each paying {1} or one mana of its color' : 'tap artifacts, each paying {1}';
    if (legal.length) out.push({ kind: 'cost', cost: a.payment, text: `${a.payment}: ${what}: click them, then Done`, legal, count: legal.length, optional: true });
  }
  return out;
}

/** Whether the first step asks modes, X, kicker, "discard or pay", or the alternative cost. */
function announces(s: GameState, d: Draft): boolean {
  const o = objectAt(s, d.source);
  if (d.kind === 'pick' || !o) return false;
  if (asksX(s, d)) return true;
  if (d.kind === 'activate') return false;
  // 709.3, 715.3: the half to cast is chosen first (not again for a card cast from exile after its Adventure, 715.3d).
  if (cardOf(s, o).halves?.length && !(d.from === 'exile' && o.onAdventure !== undefined)) return true;
  const def = spellDef(s, o, d);
  const { additional, alternative } = costAbilities(def.abilities);
  return (
    !!modalAbility(def.abilities) ||
    announcesCopyingCosts(def) ||
    additional.some((c) => c.kind === 'kicker' || c.kind === 'discardOrPay' || c.kind === 'buyback' || c.kind === 'entwine') ||
    (!d.for && !d.from && alternative.some((c) => c.kind === 'alternative' || c.kind === 'evoke' || c.kind === 'dash' || c.kind === 'overload' || c.kind === 'surge' || c.kind === 'emerge' || c.kind === 'blitz' || c.kind === 'morph' || c.kind === 'bestow'))
  );
}

let cache: { s: GameState; d: Draft; stages: Stage[] } | null = null;

/** The questions, in order: announce, costs, each targeting phrase, the division, then confirm. */
export function stagesOf(s: GameState, d: Draft): Stage[] {
  if (cache && cache.s === s && cache.d === d) return cache.stages;
  const list = phrases(s, d);
  const stages: Stage[] = announces(s, d) ? [{ kind: 'announce' }] : [];
  stages.push(...costStages(s, d));
  list.forEach((p, i) => stages.push({ kind: 'target', i, p }));
  const div = list.findIndex((p) => p.divide !== undefined);
  if (div >= 0 && (d.targets[div]?.length ?? 0) > 1) stages.push({ kind: 'divide', i: div, total: list[div].divide! });
  if (d.kind !== 'pick') stages.push({ kind: 'confirm' });
  cache = { s, d, stages };
  return stages;
}

/** What a board click may choose now: the legal targets or cost objects of the current step. */
export function legalNow(s: GameState, d: Draft | null): ReadonlySet<EntityId> {
  if (!d) return NONE;
  if (legalCache?.s !== s || legalCache.d !== d) legalCache = { s, d, legal: legal(s, d) };
  return legalCache.legal;
}
const NONE: ReadonlySet<EntityId> = new Set();
let legalCache: { s: GameState; d: Draft; legal: ReadonlySet<EntityId> } | null = null;

function legal(s: GameState, d: Draft): ReadonlySet<EntityId> {
  const st = stagesOf(s, d)[d.stage];
  if (st?.kind === 'cost') return new Set(st.legal);
  if (st?.kind !== 'target') return NONE;
  const taken = (st.p.differentFrom ?? []).flatMap((i) => d.targets[i] ?? []);
  const legal = st.p.legal.filter((t) => !taken.includes(t));
  return new Set(d.for?.targets?.mayKeep ? [...legal, ...(st.p.current ?? [])] : legal);
}

/** Every player and object the draft has chosen so far (targets and costs). */
export function chosenIn(d: Draft | null): readonly EntityId[] {
  if (!d) return NOTHING_CHOSEN;
  // Remembered per draft (a draft is replaced, never changed): every card on the board asks.
  let c = chosenCache.get(d);
  if (!c) chosenCache.set(d, (c = [...d.targets.flat(), ...d.costs.sacrifice, ...d.costs.discard, ...d.costs.exile, ...(d.costs.tap ?? []), ...(d.costs.convoke ?? []), ...(d.costs.improvise ?? []), ...(d.costs.delve ?? []), ...(d.costs.return ?? [])]));
  return c;
}
const NOTHING_CHOSEN: readonly EntityId[] = [];
const chosenCache = new WeakMap<Draft, readonly EntityId[]>();

/** A cast or activation that asks nothing but single targets goes as soon as they are chosen. */
export function simple(stages: Stage[], d: Draft): boolean {
  return !d.for && stages.every((st) => st.kind === 'confirm' || (st.kind === 'target' && st.p.min === 1 && st.p.max === 1));
}

/** The choices as castOptions (SCENARIO.md): a cast action's or a `cast` choice's answer. */
export function castOptions(s: GameState, d: Draft): CastOptions {
  const o: CastOptions = {};
  if (d.modes.length) o.modes = d.modes;
  if (d.x) o.x = d.x;
  if (d.kicker) o.kicker = true;
  if (d.multikicker) o.multikicker = d.multikicker;
  const src = objectAt(s, d.source);
  const half = src && d.kind === 'cast' ? chosenHalf(cardOf(s, src), d) : undefined;
  if (half) o.half = half;
  if (d.buyback) o.buyback = true;
  if (d.entwine) o.entwine = true;
  Object.assign(o, copyingCostOptions(s, d)); // 702.56a, 702.132a
  const costs = Object.fromEntries(Object.entries(d.costs).filter(([, ids]) => ids?.length));
  if (Object.keys(costs).length) o.costs = costs;
  if (d.targets.some((g) => g.length)) o.targets = d.targets;
  const div = stagesOf(s, d).find((st) => st.kind === 'divide');
  if (div && d.divide.length === d.targets[div.i]?.length) o.divide = d.divide;
  return o;
}

export function draftAction(s: GameState, d: Draft): Extract<Action, { type: 'cast' | 'activate' }> {
  const options = castOptions(s, d);
  if (d.kind === 'activate') return { type: 'activate', player: d.player, source: d.source, ability: d.ability ?? 0, ...options };
  return { type: 'cast', player: d.player, card: d.source, ...options, ...(d.from ? { from: d.from } : {}), ...(d.as ? { as: d.as } : {}) };
}
