// Random play (issue 7): a seeded generator of legal actions, and the invariants every state must
// keep after every action (DESIGN.md, "Errors and bad input"). The card pool is the caller's: the
// engine imports no card. Randomness comes from mulberry32 (rng.ts), never Math.random.
import type { Action, CastOptions, EditAction } from './actions';
import type { CardDef, Color, TargetSpec } from './card';
import { activatedAbilities, costAbilities, isManaAbility, modalAbility, spellParts, type ActivatedDef } from './abilities';
import { apply } from './apply';
import { planAutoTap } from './autoTap';
import { cardOf, colors, isPermanentCard, isType } from './characteristics';
import { RulesError } from './errors';
import { MANA_TYPES, manaString, parseCost } from './mana';
import { objectAt } from './objectTable';
import { next } from './rng';
import { setupGame, type SetupCard } from './setup';
import { STEPS, type EntityId, type GameObject, type GameState, type ObjectId, type PendingChoice, type PlayerId, type Step, type Zone } from './state';
import { legalTargets, phraseBounds } from './targets';

// ---------------------------------------------------------------------------------------------
// Seeded randomness for the generator (its own stream, apart from the game's rng)

export type Rand = {
  /** 0 <= value < n */
  int(n: number): number;
  chance(p: number): boolean;
  pick<T>(xs: readonly T[]): T;
  shuffle<T>(xs: readonly T[]): T[];
  /** k distinct items of xs, in random order. */
  some<T>(xs: readonly T[], k: number): T[];
};

export function rand(seed: number): Rand {
  let state = seed >>> 0;
  const float = () => {
    const [v, s] = next(state);
    state = s;
    return v;
  };
  const int = (n: number) => Math.floor(float() * n);
  const shuffle = <T>(xs: readonly T[]): T[] => {
    const out = xs.slice();
    for (let i = out.length - 1; i >= 1; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return {
    int,
    chance: (p) => float() < p,
    pick: (xs) => xs[int(xs.length)],
    shuffle,
    some: (xs, k) => shuffle(xs).slice(0, Math.max(0, k)),
  };
}

// ---------------------------------------------------------------------------------------------
// A random starting position

const PLAYABLE_STEPS: readonly Step[] = STEPS.filter((s) => s !== 'untap' && s !== 'cleanup');
/** Without attacks, the declare blockers and combat damage steps are skipped. */
const REACHED_STEPS: readonly Step[] = PLAYABLE_STEPS.filter((s) => s !== 'declareBlockers' && s !== 'combatDamage');
const NAMES = ['Ann', 'Ben', 'Cid', 'Dee'];
const COUNTERS = ['+1/+1', '-1/-1', 'quest', 'charge'];

/** Mana that pays a cost: generic as random types, a hybrid symbol as one of its halves, X as 0 to 2. */
function manaFor(r: Rand, cost: string): string {
  return manaString(
    parseCost(cost).flatMap((c) =>
      c.kind === 'mana' ? [c.type] : c.kind === 'hybrid' ? [r.pick(c.types)] : Array.from({ length: c.kind === 'generic' ? c.amount : r.int(3) }, () => r.pick(MANA_TYPES)),
    ),
  );
}

function randomMana(r: Rand, max: number): string {
  return manaString(Array.from({ length: r.int(max + 1) }, () => r.pick(MANA_TYPES)));
}

/** 2-4 players, random cards of the pool in random zones, random life, mana in pools, a random step. */
export function randomPosition(seed: number, pool: readonly CardDef[]): GameState {
  const r = rand(seed ^ 0x5eed);
  const n = 2 + r.int(3);
  const permanentsPool = pool.filter(isPermanentCard);
  const spellsPool = pool.filter((c) => !isPermanentCard(c));
  const cards: SetupCard[] = [];
  let label = 0;
  const add = (card: CardDef, zone: Zone, owner: number, controller: number, extra: Partial<SetupCard> = {}) =>
    cards.push({ card, zone, owner, controller, ...(r.chance(0.3) ? { label: `c${++label}` } : {}), ...extra });
  for (let p = 0; p < n; p++) {
    for (let i = r.int(9); i > 0; i--) add(r.pick(pool), 'library', p, p);
    for (let i = r.chance(0.1) ? 8 + r.int(3) : r.int(7); i > 0; i--) add(r.pick(pool), 'hand', p, p);
    for (let i = r.int(9); i > 0; i--) {
      const card = r.pick(permanentsPool);
      const counters: Record<string, number> = r.chance(0.15) ? { [r.pick(COUNTERS)]: 1 + r.int(3) } : {};
      // A permanent may be controlled by a player other than its owner.
      const owner = r.chance(0.1) ? r.int(n) : p;
      add(card, 'battlefield', owner, p, { tapped: r.chance(0.3), sick: r.chance(0.3), counters, damage: r.chance(0.1) ? r.int(3) : 0 });
    }
    for (let i = r.int(5); i > 0; i--) add(r.pick(pool), 'graveyard', p, p);
    for (let i = r.int(3); i > 0; i--) add(r.pick(pool), 'exile', p, p);
  }
  const castThisTurn = () => Array.from({ length: r.int(3) }, () => r.pick(spellsPool).name);
  const players = Array.from({ length: n }, (_, i) => ({
    name: NAMES[i],
    life: r.chance(0.05) ? r.int(3) - 1 : 1 + r.int(30),
    manaPool: [...randomMana(r, 6).matchAll(/\{(.)\}/g)].map((m) => m[1] as (typeof MANA_TYPES)[number]),
    castThisTurn: castThisTurn(),
    drewThisTurn: r.int(2),
  }));
  const named = new Set(players.flatMap((p) => p.castThisTurn));
  return setupGame({
    seed,
    players,
    cards,
    turn: { active: r.int(n), step: r.pick(PLAYABLE_STEPS), number: 1 + r.int(9) },
    otherCards: pool.filter((c) => named.has(c.name)),
  }).state;
}

// ---------------------------------------------------------------------------------------------
// Legal choices for casting and activating

function inHand(s: GameState, player: PlayerId): GameObject[] {
  return s.players[player].hand.map((id) => objectAt(s, id));
}

/** Targets per phrase, respecting each phrase's bounds and "another target" (115.4); capped for a division. */
function chooseTargetsFor(
  s: GameState,
  r: Rand,
  phrases: readonly { spec: TargetSpec; differentFrom?: number[] }[],
  controller: PlayerId,
  self: ObjectId | undefined,
  divideTotal: number,
): EntityId[][] {
  const groups: EntityId[][] = [];
  phrases.forEach(({ spec }, i) => {
    const taken = new Set((spec.differentFrom ?? []).flatMap((j) => groups[j] ?? []));
    const legal = legalTargets(s, spec, controller, self).filter((t) => !taken.has(t));
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
function divideAmong(r: Rand, total: number, k: number): number[] {
  if (k === 0) return [];
  const out = Array.from({ length: k }, () => 1);
  for (let left = total - k; left > 0; left--) out[r.int(k)]++;
  return out;
}

type CastHow = { withoutPaying?: boolean; duringResolution?: boolean };

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
  const modes = modal ? r.some(modal.options.map((_, i) => i), modal.choose).sort((a, b) => a - b) : [];
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
    if (c.kind === 'kicker' && r.chance(0.5)) opts.kicker = true;
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
function plausibleCast(s: GameState, player: PlayerId, o: GameObject, mana = true): boolean {
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

function castAction(s: GameState, r: Rand, player: PlayerId): Action | null {
  const p = s.players[player];
  const fromGraveyard = p.graveyard.filter((id) => costAbilities(cardOf(s, objectAt(s, id)).abilities).alternative.some((c) => c.kind === 'flashback'));
  let cards = [...p.hand, ...fromGraveyard].map((id) => objectAt(s, id)).filter((o) => !cardOf(s, o).types.includes('Land'));
  if (r.chance(0.85)) cards = cards.filter((o) => plausibleCast(s, player, o));
  if (cards.length === 0) return null;
  const o = r.pick(cards);
  return { type: 'cast', player, card: o.id, ...castOptions(s, r, player, o) };
}

/** Whether {T} or {Q} could be paid (107.5, 107.6, 302.6). */
function payableTap(s: GameState, o: GameObject, cost: { tap?: boolean; untap?: boolean }): boolean {
  if (cost.tap && o.tapped) return false;
  if (cost.untap && !o.tapped) return false;
  const sick = o.sick && isType(s, o, 'Creature') && !cardOf(s, o).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'haste');
  return !((cost.tap || cost.untap) && sick);
}

function activateAction(s: GameState, r: Rand, player: PlayerId, manaOnly = false): Action | null {
  const mine = s.battlefield.map((id) => objectAt(s, id)).filter((o) => o.controller === player);
  const withAbilities = mine.flatMap((o) =>
    activatedAbilities(cardOf(s, o).abilities)
      .map((a, i) => ({ o, def: a.def, i }))
      .filter((a) => !manaOnly || isManaAbility(a.def)),
  );
  const plausible = withAbilities.filter((a) => payableTap(s, a.o, a.def.cost));
  if (plausible.length && r.chance(0.85)) return activateWith(s, r, player, r.pick(plausible));
  if (withAbilities.length === 0) return null;
  return activateWith(s, r, player, r.pick(withAbilities));
}

function activateWith(s: GameState, r: Rand, player: PlayerId, { o, def, i }: { o: GameObject; def: ActivatedDef; i: number }): Action {
  const a: Action = { type: 'activate', player, source: o.id, ability: i };
  const targets = chooseTargetsFor(s, r, (def.targets ?? []).map((spec) => ({ spec })), player, undefined, 0);
  if (targets.length) a.targets = targets;
  if (parseCost(def.cost.mana ?? '').some((c) => c.kind === 'x')) a.x = r.int(3);
  if (r.chance(0.5)) a.autoTap = true;
  return a;
}

// ---------------------------------------------------------------------------------------------
// Answers to the pending choice

/** A random answer that should be legal for the choice. */
export function randomAnswer(s: GameState, r: Rand, c: PendingChoice): unknown {
  const ids = c.options.map((o) => o.id);
  switch (c.kind) {
    case 'yesNo':
      return r.chance(0.5);
    case 'manaType':
      return r.pick(ids);
    case 'order':
      return r.shuffle(ids);
    case 'pick': {
      if (c.targets) {
        const groups: EntityId[][] = [];
        c.targets.phrases.forEach((p, i) => {
          const taken = new Set((p.differentFrom ?? []).flatMap((j) => groups[j] ?? []));
          if (c.targets!.mayKeep) {
            // Each target stays, or changes to a legal one not chosen yet for this phrase.
            const g: EntityId[] = [];
            for (const cur of p.current) {
              const options = p.legal.filter((l) => !g.includes(l) && !taken.has(l) && !p.current.slice(g.length + 1).includes(l));
              g.push(r.chance(0.5) || options.length === 0 ? cur : r.pick(options));
            }
            groups[i] = g;
          } else {
            const legal = p.legal.filter((l) => !taken.has(l));
            const top = Math.min(p.max, legal.length, 4);
            groups[i] = r.some(legal, top < p.min ? p.min : p.min + r.int(top - p.min + 1));
          }
        });
        return groups;
      }
      const min = c.min ?? 0;
      const max = Math.min(c.max ?? ids.length, ids.length);
      return r.some(ids, max < min ? min : min + r.int(max - min + 1));
    }
    case 'cast': {
      if (!c.cast || r.chance(0.25)) return false;
      const o = objectAt(s, c.cast.card);
      if (!o) return false;
      if (r.chance(0.1)) return {};
      const { as: _as, from: _from, ...opts } = castOptions(s, r, c.player, o, { withoutPaying: c.cast.withoutPaying, duringResolution: true });
      return opts;
    }
    default:
      return undefined;
  }
}

/** Answers that should be legal, without randomness: at least one must be accepted. */
export function plainAnswers(c: PendingChoice): unknown[] {
  const ids = c.options.map((o) => o.id);
  switch (c.kind) {
    case 'yesNo':
      return [true, false];
    case 'manaType':
      return ids;
    case 'order':
      return [ids, [...ids].reverse()];
    case 'pick': {
      if (c.targets) {
        if (c.targets.mayKeep) return [c.targets.phrases.map((p) => p.current)];
        const groups: EntityId[][] = [];
        c.targets.phrases.forEach((p, i) => {
          const taken = new Set((p.differentFrom ?? []).flatMap((j) => groups[j] ?? []));
          groups[i] = p.legal.filter((l) => !taken.has(l)).slice(0, p.min);
        });
        return [groups];
      }
      return [ids.slice(0, c.min ?? 0), ids.slice(0, c.max ?? ids.length)];
    }
    case 'cast':
      return [false];
    default:
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Sandbox edits

function randomEdit(s: GameState, r: Rand, pool: readonly CardDef[]): EditAction {
  const players = s.order;
  const objects = [
    ...s.battlefield,
    ...s.exile,
    ...s.stack,
    ...players.flatMap((p) => [...s.players[p].hand, ...s.players[p].graveyard, ...s.players[p].library]),
  ];
  const onField = s.battlefield;
  const zones: Zone[] = ['library', 'hand', 'battlefield', 'graveyard', 'exile'];
  const kind = r.int(12);
  if (kind === 0 && objects.length) {
    const object = r.pick(objects);
    const o = objectAt(s, object);
    const def = cardOf(s, o);
    // The battlefield holds permanents only (110.4b): an instant or sorcery goes elsewhere.
    const to = r.pick(zones.filter((z) => z !== o.zone && (z !== 'battlefield' || isPermanentCard(def))));
    const move: EditAction = { type: 'edit', op: 'move', object, to };
    if (to === 'battlefield') Object.assign(move, { player: r.pick(players), tapped: r.chance(0.3), sick: r.chance(0.5) });
    if (to === 'library') move.position = r.chance(0.5) ? 'top' : 'bottom';
    return move;
  }
  if (kind === 1) {
    const card = r.pick(pool);
    const to = r.pick(zones.filter((z) => z !== 'battlefield' || isPermanentCard(card)));
    const player = r.pick(players);
    return { type: 'edit', op: 'create', card, to, player, ...(r.chance(0.2) ? { owner: r.pick(players) } : {}), ...(to === 'battlefield' ? { tapped: r.chance(0.3) } : {}) };
  }
  if (kind === 2) return { type: 'edit', op: 'life', player: r.pick(players), life: r.int(40) - 2 };
  if (kind === 3 && objects.length) return { type: 'edit', op: 'counters', object: r.pick(objects), counters: { [r.pick(COUNTERS)]: r.int(7) - 3 } };
  if ((kind === 4 || kind === 5) && onField.length) return { type: 'edit', op: kind === 4 ? 'tap' : 'untap', object: r.pick(onField) };
  // The workbench's edits: damage, summoning sickness, the turn, players joining and leaving.
  if (kind === 8 && onField.length) return { type: 'edit', op: r.chance(0.5) ? 'damage' : 'sick', object: r.pick(onField), damage: r.int(4), sick: r.chance(0.5) } as EditAction;
  if (kind === 9) {
    const turn: EditAction = { type: 'edit', op: 'turn' };
    if (r.chance(0.5)) turn.active = r.pick(players);
    if (r.chance(0.7)) turn.step = r.pick(PLAYABLE_STEPS);
    if (r.chance(0.3)) turn.number = 1 + r.int(20);
    return turn;
  }
  if (kind === 10) return players.length < 4 && r.chance(0.4) ? { type: 'edit', op: 'addPlayer', name: r.pick(['Eve', 'Fay', 'Gus', 'Hal']) } : { type: 'edit', op: 'removePlayer', player: r.pick(players) };
  return { type: 'edit', op: 'mana', player: r.pick(players), mana: randomMana(r, 3) };
}

// ---------------------------------------------------------------------------------------------
// One random action

/** A random action; the engine may still refuse it (a RulesError), and then another is tried. */
export function randomAction(s: GameState, r: Rand, pool: readonly CardDef[]): Action {
  const holder = s.choice || s.gameOver ? null : s.turn.priority;
  const roll = r.int(100);
  if (s.choice) {
    const c = s.choice;
    if (roll < 85) return { type: 'choose', player: c.player, answer: randomAnswer(s, r, c) };
    if (roll < 95) return activateAction(s, r, c.player, true) ?? { type: 'choose', answer: randomAnswer(s, r, c) };
    return roll < 98 ? { type: 'pass' } : randomEdit(s, r, pool);
  }
  if (s.agenda.length) return roll < 90 ? { type: 'step' } : { type: 'pass' };
  if (!holder) return randomEdit(s, r, pool);
  // A kind of action by weight; a kind with nothing to do now gives way to another.
  for (;;) {
    const k = r.int(100);
    if (k < 35) {
      const a = castAction(s, r, holder);
      if (a) return a;
      // Nothing castable: often the mana for a card in hand, as a judge would add it.
      const hand = s.players[holder].hand.map((id) => objectAt(s, id)).filter((o) => cardOf(s, o).manaCost && plausibleCast(s, holder, o, false));
      if (hand.length && r.chance(0.8)) return { type: 'edit', op: 'mana', player: holder, mana: manaFor(r, cardOf(s, r.pick(hand)).manaCost!) };
    } else if (k < 55) {
      const a = activateAction(s, r, holder);
      if (a) return a;
    } else if (k < 67) return { type: 'pass', ...(r.chance(0.5) ? { player: holder } : {}) };
    else if (k < 77 && (s.stack.length || r.chance(0.05))) return { type: 'resolve', ...(r.chance(0.2) ? { stepwise: true } : {}) };
    else if (k < 83 && (!s.stack.length || r.chance(0.05))) return { type: 'advance', to: r.pick(r.chance(0.9) ? REACHED_STEPS : PLAYABLE_STEPS) };
    else if (k < 95) return randomEdit(s, r, pool);
    else if (k >= 95) {
      // Another player acting without priority: refused (117.1), which must leave the state alone.
      const other = r.pick(s.order);
      return castAction(s, r, other) ?? { type: 'pass', player: other };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Invariants

/** The first difference between a value and its JSON round trip, or null when they are equal. */
function jsonDifference(a: unknown, b: unknown, path: string): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return `${path}: ${describeValue(a)} becomes ${describeValue(b)} after a JSON round trip`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: an array and a non-array`;
  const proto = Object.getPrototypeOf(a);
  if (!Array.isArray(a) && proto !== Object.prototype && proto !== null) return `${path}: not a plain object (${proto?.constructor?.name})`;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return `${path}.${k}: ${describeValue((a as Record<string, unknown>)[k])} is lost in a JSON round trip`;
  }
  if (ka.length !== kb.length) return `${path}: keys differ after a JSON round trip`;
  for (const k of ka) {
    const d = jsonDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    if (d) return d;
  }
  return null;
}

function describeValue(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' || v === null) return JSON.stringify(v) ?? String(v);
  if (v === undefined) return 'undefined';
  return typeof v === 'object' ? (Object.getPrototypeOf(v)?.constructor?.name ?? 'object') : typeof v;
}

/** Every invariant the state breaks, in plain words; empty when it keeps them all. */
export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  // Object table: each object under its own id, in exactly one bucket.
  const table = new Map<ObjectId, GameObject>();
  for (const [bucket, objects] of Object.entries(s.objects)) {
    for (const [id, o] of Object.entries(objects)) {
      if (o.id !== id) out.push(`object table: ${id} in bucket ${bucket} holds an object with id ${o.id}`);
      if (table.has(id)) out.push(`ids unique: ${id} is in two buckets of the object table`);
      table.set(id, o);
    }
  }
  // Zone lists: every id exists, appears once, and agrees with its object's zone and owner.
  const where = new Map<ObjectId, string>();
  const list = (ids: readonly ObjectId[], zone: Zone, owner: PlayerId | null, name: string) => {
    for (const id of ids) {
      if (where.has(id)) out.push(`one zone: ${id} is in both ${where.get(id)} and ${name}`);
      where.set(id, name);
      const o = table.get(id);
      if (!o) {
        out.push(`ids exist: ${name} lists ${id}, which is not in the object table`);
        continue;
      }
      if (o.zone !== zone) out.push(`zone field: ${id} (${o.card}) is listed in ${name} but its zone is ${o.zone}`);
      if (owner !== null && o.owner !== owner) out.push(`owner: ${id} (${o.card}) is in ${name} but owned by ${o.owner}`);
    }
  };
  for (const p of s.order) {
    const pl = s.players[p];
    if (!pl) {
      out.push(`players: ${p} is in the turn order but not a player`);
      continue;
    }
    list(pl.library, 'library', p, `${p}.library`);
    list(pl.hand, 'hand', p, `${p}.hand`);
    list(pl.graveyard, 'graveyard', p, `${p}.graveyard`);
    // Mana pools: only the six types of mana (106.1b), so never a negative amount.
    for (const m of pl.manaPool) if (!MANA_TYPES.includes(m.type)) out.push(`mana: ${p}'s pool holds ${JSON.stringify(m)}`);
    if (!Number.isFinite(pl.life)) out.push(`life: ${p} has life ${pl.life}`);
  }
  if (Object.keys(s.players).length !== s.order.length) out.push('players: the turn order and the players differ');
  list(s.battlefield, 'battlefield', null, 'battlefield');
  list(s.stack, 'stack', null, 'stack');
  list(s.exile, 'exile', null, 'exile');
  for (const [id, o] of table) {
    if (!where.has(id)) out.push(`one zone: ${id} (${o.card}, zone ${o.zone}) is in no zone list`);
    if (!s.players[o.owner]) out.push(`owner: ${id} is owned by ${o.owner}, who is not a player`);
    if (!s.players[o.controller]) out.push(`controller: ${id} is controlled by ${o.controller}, who is not a player`);
    if (!s.cards[o.card]) out.push(`card: ${id} is a ${o.card}, which has no definition in the game`);
    if ((o.zone === 'stack') !== (o.stackItem !== undefined)) out.push(`stack: ${id} (${o.card}) is in ${o.zone} ${o.stackItem ? 'with' : 'without'} a stack item`);
    for (const [kind, n] of Object.entries(o.counters)) {
      if (!Number.isInteger(n) || n < 0) out.push(`counters: ${id} (${o.card}) has ${n} ${kind} counters`);
    }
    if (!Number.isInteger(o.damage) || o.damage < 0) out.push(`damage: ${id} (${o.card}) has ${o.damage} damage`);
    const num = Number(id.slice(1));
    if (id.startsWith('o') && Number.isInteger(num) && num >= s.nextId) out.push(`ids: ${id} is not below nextId ${s.nextId}`);
  }
  // Priority and the pending choice name players still in the game.
  const c = s.choice;
  if (c && (!s.players[c.player] || s.players[c.player].lost)) out.push(`choice: ${c.player} must choose but ${s.players[c.player] ? 'has lost' : 'is not a player'}`);
  if (c && s.gameOver) out.push('choice: a choice is pending in a game that is over');
  const pr = s.turn.priority;
  if (pr !== null && (!s.players[pr] || s.players[pr].lost) && !s.gameOver) out.push(`priority: ${pr} holds priority but ${s.players[pr] ? 'has lost' : 'is not a player'}`);
  if (!s.gameOver && !c && s.agenda.length === 0 && pr === null) out.push('priority: the game waits, with no choice pending and no one holding priority');
  if (!s.players[s.turn.active]) out.push(`turn: the active player ${s.turn.active} is not a player`);
  // Plain data that survives a JSON round trip unchanged.
  let json: string | undefined;
  try {
    json = JSON.stringify(s);
  } catch (e) {
    out.push(`json: the state can't be serialized: ${(e as Error).message}`);
  }
  if (json !== undefined) {
    const d = jsonDifference(s, JSON.parse(json), 'state');
    if (d) out.push(`json: ${d}`);
  }
  return out;
}

/** Cards in the game: objects that are neither tokens, copies nor abilities on the stack. */
export function cardCount(s: GameState): number {
  let n = 0;
  for (const bucket of Object.values(s.objects)) for (const o of Object.values(bucket)) if (!o.token && !o.copy && o.stackItem?.kind !== 'ability') n++;
  return n;
}

/**
 * Cards are conserved (400.7: a card that moves is the same card): only an edit creates one, and
 * only a player leaving the game takes some away.
 */
export function cardsConserved(before: GameState, after: GameState, action: Action): string | null {
  const lost = (s: GameState) => Object.values(s.players).filter((p) => p.lost).length;
  if (lost(after) > lost(before) || (action.type === 'edit' && action.op === 'removePlayer')) return null;
  const created = action.type === 'edit' && action.op === 'create' && !action.token ? 1 : 0;
  const was = cardCount(before);
  const now = cardCount(after);
  return now === was + created ? null : `cards conserved: ${was} cards became ${now}${created ? ' after creating one' : ''}`;
}

/** The pending choice can be answered: one of the plain answers is accepted. */
export function choiceAnswerable(s: GameState): string | null {
  const c = s.choice;
  if (!c) return null;
  const errors: string[] = [];
  for (const answer of plainAnswers(c)) {
    try {
      apply(s, { type: 'choose', player: c.player, answer });
      return null;
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      errors.push(`${JSON.stringify(answer)}: ${e.message}`);
    }
  }
  return `answerable: no legal answer to the ${c.kind} choice "${c.prompt}" (${errors.join('; ') || 'no answer to try'})`;
}

// ---------------------------------------------------------------------------------------------
// A run

/** Freeze what a transition made, so an engine that changes a state it was given fails loudly. */
function freezeNew(v: unknown): void {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const k of Object.keys(v)) freezeNew((v as Record<string, unknown>)[k]);
  }
}

export type PlayFailure = { seed: number; index: number; action?: Action; invariant: string };

export type PlayResult = {
  seed: number;
  applied: number;
  rejected: number;
  /** Applied actions by kind ("cast", "choose:pick", "edit:move"), to see what the run exercised. */
  kinds: Record<string, number>;
  failure?: PlayFailure;
  state: GameState;
};

function kindOf(s: GameState, a: Action): string {
  if (a.type === 'choose') return `choose:${s.choice?.kind}`;
  if (a.type === 'edit') return `edit:${a.op}`;
  return a.type;
}

/** Tries per action before the run counts as stuck: far more than a legal position ever needs. */
const TRIES = 200;

export type PlayHooks = { rejected?: (action: Action, e: RulesError, s: GameState) => void };

export function randomPlay(seed: number, pool: readonly CardDef[], actions: number, hooks: PlayHooks = {}): PlayResult {
  const r = rand(seed);
  const kinds: Record<string, number> = {};
  let rejected = 0;
  let s: GameState;
  const result = (applied: number, failure?: PlayFailure): PlayResult => ({ seed, applied, rejected, kinds, state: s, ...(failure ? { failure } : {}) });
  try {
    s = randomPosition(seed, pool);
  } catch (e) {
    s = undefined as unknown as GameState;
    return result(0, { seed, index: -1, invariant: `setup threw: ${(e as Error).stack ?? e}` });
  }
  const check = (index: number, action?: Action): PlayFailure | undefined => {
    const broken = checkInvariants(s);
    if (broken.length) return { seed, index, action, invariant: broken.join('; ') };
    try {
      const unanswerable = choiceAnswerable(s);
      if (unanswerable) return { seed, index, action, invariant: unanswerable };
    } catch (e) {
      return { seed, index, action, invariant: `answering the pending choice threw: ${(e as Error).stack ?? e}` };
    }
    return undefined;
  };
  const first = check(-1);
  if (first) return result(0, first);
  freezeNew(s);
  for (let index = 0; index < actions; index++) {
    let done = false;
    for (let t = 0; t < TRIES && !done; t++) {
      // After many refusals, fall back on what must always be possible.
      let action = randomAction(s, r, pool);
      if (t >= TRIES / 2) action = s.choice ? { type: 'choose', answer: plainAnswers(s.choice)[0] } : s.agenda.length ? { type: 'step' } : randomEdit(s, r, pool);
      try {
        const next = apply(s, action);
        const kind = kindOf(s, action);
        kinds[kind] = (kinds[kind] ?? 0) + 1;
        const conserved = cardsConserved(s, next.state, action);
        s = next.state;
        done = true;
        if (conserved) return result(index, { seed, index, action, invariant: conserved });
        const failure = check(index, action);
        if (failure) return result(index, failure);
        freezeNew(s);
      } catch (e) {
        if (e instanceof RulesError) {
          rejected++;
          hooks.rejected?.(action, e, s);
          continue;
        }
        return result(index, { seed, index, action, invariant: `not a RulesError: ${(e as Error).stack ?? e}` });
      }
    }
    if (!done) return result(index, { seed, index, invariant: `stuck: no action was accepted in ${TRIES} tries` });
  }
  return result(actions);
}

/** One line naming a failing seed, the action and the invariant. */
export function describeFailure(f: PlayFailure): string {
  const a = f.action ? ` ${JSON.stringify(f.action, (k, v) => (k === 'card' && typeof v === 'object' ? v.name : v))}` : '';
  return `seed ${f.seed}, action ${f.index}${a}: ${f.invariant}`;
}
