// Random play (issue 7): legal choices for casting and activating, chosen at random.
import { isUnblockedAttacker } from '../combat/ninjutsu';
import type { Action, CastOptions } from '../actions';
import type { Color, TargetSpec } from '../state/card';
import { activatedAbilities, costAbilities, isManaAbility, modalAbility, spellParts, type ActivatedDef } from '../casting/abilities';
import { planAutoTap } from '../mana/autoTap';
import { cardOf, colors, isType, power } from '../state/characteristics';
import { parseCost } from '../mana/mana';
import { objectAt } from '../state/objectTable';
import { type EntityId, type GameObject, type GameState, type ObjectId, type PlayerId } from '../state/state';
import { legalTargets, phraseBounds } from '../casting/targets';
import type { Targeter } from '../casting/targetable';
import { abilityZone, matchesFilter } from '../casting/activationCosts';
import type { Rand } from './rand';

// Legal choices for casting and activating

export function inHand(s: GameState, player: PlayerId): GameObject[] {
  return s.players[player].hand.map((id) => objectAt(s, id));
}

/** Targets per phrase, respecting each phrase's bounds and "another target" (115.4); capped for a division. */
export function chooseTargetsFor(
  s: GameState,
  r: Rand,
  phrases: readonly { spec: TargetSpec; differentFrom?: number[] }[],
  controller: PlayerId,
  self: ObjectId | undefined,
  divideTotal: number,
  by?: Targeter,
): EntityId[][] {
  const groups: EntityId[][] = [];
  phrases.forEach(({ spec }, i) => {
    const taken = new Set((spec.differentFrom ?? []).flatMap((j) => groups[j] ?? []));
    const all = legalTargets(s, spec, controller, self, by).filter((t) => !taken.has(t));
    // "from a single graveyard" (601.2c): the cards of one owner.
    const owner = spec.filter.cards?.single && all.length ? objectAt(s, r.pick(all))?.owner : undefined;
    const legal = owner ? all.filter((t) => objectAt(s, t)?.owner === owner) : all;
    const [min, max] = phraseBounds(spec);
    let top = Math.min(max, legal.length, 4);
    if (spec.divide !== undefined) top = Math.min(top, Math.max(divideTotal, min));
    // Now and then an impossible count, which the engine must refuse with a RulesError.
    const count = top < min ? min : min + r.int(top - min + 1);
    groups[i] = r.some(legal, count);
  });
  return groups;
}

/** A random division of `total` among `k` targets, each at least 1 (601.2d). */
export function divideAmong(r: Rand, total: number, k: number): number[] {
  if (k === 0) return [];
  const out = Array.from({ length: k }, () => 1);
  for (let left = total - k; left > 0; left--) out[r.int(k)]++;
  return out;
}

export type CastHow = { withoutPaying?: boolean; duringResolution?: boolean };

/** Everything a cast announces (601.2b-d) and the non-mana costs it pays, chosen at random but legally. */
export function castOptions(s: GameState, r: Rand, player: PlayerId, o: GameObject, how: CastHow = {}): CastOptions {
  const def = cardOf(s, o);
  const opts: CastOptions = {};
  const { additional, alternative } = costAbilities(def.abilities);
  let base = def.manaCost ?? '';
  if (!how.duringResolution) {
    const flashback = alternative.find((c) => c.kind === 'flashback');
    const alt = alternative.find((c) => c.kind === 'alternative');
    if (o.zone === 'graveyard' && flashback && flashback.kind === 'flashback') {
      opts.as = 'flashback';
      opts.from = 'graveyard';
      base = flashback.mana;
    } else if (alt && alt.kind === 'alternative' && r.chance(0.5)) {
      opts.as = 'alternative';
      base = '';
      if (alt.exileFromHand) {
        const { color, count } = alt.exileFromHand;
        const fits = inHand(s, player).filter((c) => c.id !== o.id && colors(s, c).includes(color as Color));
        opts.costs = { ...opts.costs, exile: r.some(fits, count).map((c) => c.id) };
      }
    }
  }
  const hasX = parseCost(base).some((c) => c.kind === 'x');
  const x = hasX && !how.withoutPaying ? r.int(4) : 0;
  if (x) opts.x = x;
  const modal = modalAbility(def.abilities);
  // 700.2d: with "You may choose the same mode more than once", each of the modes drawn from all of them.
  const modes = !modal ? [] : (modal.repeat ? Array.from({ length: modal.choose }, () => r.int(modal.options.length)) : r.some(modal.options.map((_, i) => i), modal.choose)).sort((a, b) => a - b);
  if (modal) opts.modes = modes;
  // Targets: phrases in text order; "another target" names phrases within its own part.
  const phrases: { spec: TargetSpec }[] = [];
  for (const part of spellParts(def.abilities, modes)) {
    const offset = phrases.length;
    for (const spec of part.targets) phrases.push({ spec: spec.differentFrom ? { ...spec, differentFrom: spec.differentFrom.map((j) => j + offset) } : spec });
  }
  const dividing = phrases.findIndex((p) => p.spec.divide !== undefined);
  const total = dividing < 0 ? 0 : typeof phrases[dividing].spec.divide === 'number' ? (phrases[dividing].spec.divide as number) : x;
  const targets = chooseTargetsFor(s, r, phrases, player, o.id, total);
  if (targets.length) opts.targets = targets;
  if (dividing >= 0 && targets[dividing].length > 1) opts.divide = divideAmong(r, total, targets[dividing].length);
  for (const c of additional) {
    // 702.33c: multikicker, paid none to two times.
    if (c.kind === 'kicker' && c.multi) opts.multikicker = r.int(3);
    else if (c.kind === 'kicker' && r.chance(0.5)) opts.kicker = true;
    if (c.kind === 'sacrifice') {
      const fits = s.battlefield.map((id) => objectAt(s, id)).filter((p) => p.controller === player && isType(s, p, c.type));
      if (fits.length) opts.costs = { ...opts.costs, sacrifice: [r.pick(fits).id] };
    }
    if (c.kind === 'discardOrPay' && r.chance(0.5)) {
      const fits = inHand(s, player).filter((h) => h.id !== o.id);
      if (fits.length) opts.costs = { ...opts.costs, discard: [r.pick(fits).id] };
    }
  }
  if (r.chance(0.5)) opts.autoTap = true;
  return opts;
}

/** Whether a cast could be legal now, on timing (117.1a) and targets alone: most tries are, some not. */
export function plausibleCast(s: GameState, player: PlayerId, o: GameObject, mana = true): boolean {
  const def = cardOf(s, o);
  const sorcerySpeed = s.turn.active === player && (s.turn.step === 'precombatMain' || s.turn.step === 'postcombatMain') && s.stack.length === 0;
  if (!sorcerySpeed && !def.types.includes('Instant') && !def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash')) return false;
  // Its mana cost (X = 0) payable from the pool and untapped sources.
  const { additional, alternative } = costAbilities(def.abilities);
  const flashback = alternative.find((c) => c.kind === 'flashback');
  const cost = o.zone === 'graveyard' && flashback?.kind === 'flashback' ? flashback.mana : (def.manaCost ?? '');
  if (mana && planAutoTap(s, player, parseCost(cost).filter((c) => c.kind !== 'x')) === null) return false;
  for (const c of additional) {
    if (c.kind === 'sacrifice' && !s.battlefield.some((id) => objectAt(s, id).controller === player && isType(s, objectAt(s, id), c.type))) return false;
  }
  const modal = modalAbility(def.abilities);
  return spellParts(def.abilities, modal ? modal.options.map((_, i) => i) : []).some((part) =>
    part.targets.every((spec) => phraseBounds(spec)[0] === 0 || legalTargets(s, spec, player, o.id).length > 0),
  );
}

export function castAction(s: GameState, r: Rand, player: PlayerId): Action | null {
  const p = s.players[player];
  const fromGraveyard = p.graveyard.filter((id) => costAbilities(cardOf(s, objectAt(s, id)).abilities).alternative.some((c) => c.kind === 'flashback'));
  let cards = [...p.hand, ...fromGraveyard].map((id) => objectAt(s, id)).filter((o) => !cardOf(s, o).types.includes('Land'));
  if (r.chance(0.85)) cards = cards.filter((o) => plausibleCast(s, player, o));
  if (cards.length === 0) return null;
  const o = r.pick(cards);
  return { type: 'cast', player, card: o.id, ...castOptions(s, r, player, o) };
}

/** Whether {T} or {Q} could be paid (107.5, 107.6, 302.6). */
export function payableTap(s: GameState, o: GameObject, cost: { tap?: boolean; untap?: boolean }): boolean {
  if (cost.tap && o.tapped) return false;
  if (cost.untap && !o.tapped) return false;
  const sick = o.sick && isType(s, o, 'Creature') && !cardOf(s, o).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'haste');
  return !((cost.tap || cost.untap) && sick);
}

export function activateAction(s: GameState, r: Rand, player: PlayerId, manaOnly = false): Action | null {
  // The player's permanents, and the cards in their hand (cycling works there, 702.29a).
  const mine = [...s.battlefield.map((id) => objectAt(s, id)).filter((o) => o.controller === player), ...inHand(s, player)];
  const withAbilities = mine.flatMap((o) =>
    activatedAbilities(cardOf(s, o).abilities)
      .map((a, i) => ({ o, def: a.def, i }))
      .filter((a) => (!manaOnly || isManaAbility(a.def)) && abilityZone(a.def) === o.zone),
  );
  const plausible = withAbilities.filter((a) => payableTap(s, a.o, a.def.cost));
  if (plausible.length && r.chance(0.85)) return activateWith(s, r, player, r.pick(plausible));
  if (withAbilities.length === 0) return null;
  return activateWith(s, r, player, r.pick(withAbilities));
}

export function activateWith(s: GameState, r: Rand, player: PlayerId, { o, def, i }: { o: GameObject; def: ActivatedDef; i: number }): Action {
  const a: Action = { type: 'activate', player, source: o.id, ability: i };
  const targets = chooseTargetsFor(s, r, (def.targets ?? []).map((spec) => ({ spec })), player, undefined, 0, { source: o, spell: false });
  if (targets.length) a.targets = targets;
  if (parseCost(def.cost.mana ?? '').some((c) => c.kind === 'x') || def.cost.loyalty === 'minusX') a.x = r.int(3);
  if (r.chance(0.5)) a.autoTap = true;
  const costs = activationCosts(s, r, player, o, def);
  if (costs) a.costs = costs;
  return a;
}

/** The objects an activation's cost sacrifices, discards or taps: fitting ones, most of the time as many as it needs. */
function activationCosts(s: GameState, r: Rand, player: PlayerId, o: GameObject, def: ActivatedDef): CastOptions['costs'] {
  const { sacrifice, discard, tapUntapped, exileFromGraveyard } = def.cost;
  const count = (n: number) => (r.chance(0.9) ? n : r.int(n + 2));
  const mine = s.battlefield.map((id) => objectAt(s, id)).filter((p) => p.controller === player);
  const costs: NonNullable<CastOptions['costs']> = {};
  if (sacrifice) costs.sacrifice = r.some(mine.filter((p) => matchesFilter(s, p, sacrifice.filter) && !(sacrifice.another && p.id === o.id)), count(sacrifice.count)).map((p) => p.id);
  if (discard && !(discard.atRandom && s.random !== 'ask')) costs.discard = r.some(inHand(s, player).filter((h) => h.id !== o.id && (!discard.type || isType(s, h, discard.type))), count(discard.count)).map((h) => h.id);
  if (exileFromGraveyard) {
    const { count: n, type } = exileFromGraveyard;
    costs.exile = r.some(s.players[player].graveyard.map((id) => objectAt(s, id)).filter((g) => !type || isType(s, g, type)), count(n)).map((g) => g.id);
  }
  // Crew (702.122a): untapped creatures until their total power is enough, most of the time.
  if (def.cost.crew !== undefined) {
    const crew = def.cost.crew;
    const idle = r.some(mine.filter((p) => !p.tapped && p.id !== o.id && isType(s, p, 'Creature')), mine.length);
    let total = 0;
    costs.tap = idle.filter((p) => (total >= crew && r.chance(0.9) ? false : ((total += power(s, p)), true))).map((p) => p.id);
  }
  if (tapUntapped) costs.tap = r.some(mine.filter((p) => !p.tapped && matchesFilter(s, p, tapUntapped.filter)), count(tapUntapped.count)).map((p) => p.id);
  // Ninjutsu (702.49a): an unblocked attacker, most of the time.
  if (def.cost.returnPermanent) costs.return = r.some(mine.filter((p) => matchesFilter(s, p, def.cost.returnPermanent!.filter)), count(1)).map((p) => p.id);
  if (def.cost.returnUnblockedAttacker) costs.return = r.some(mine.filter((p) => r.chance(0.9) === isUnblockedAttacker(s, p.id)), count(1)).map((p) => p.id);
  return Object.keys(costs).length ? costs : undefined;
}
