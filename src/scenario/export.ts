// Export a game as a scenario document (SCENARIO.md, "Export and share links"): its starting
// position, with an id on every card so any card can be referred to, and the actions taken so far
// written as scenario actions. Loading the document replays them to the same game.
import {
  activatedAbilities,
  allObjects,
  apply,
  cardOf,
  objectAt,
  targetSpecsOf,
  type Action,
  type EntityId,
  type GameState,
  type TargetSpec,
} from '../engine';
import { phraseBounds } from '../engine/casting/targets';
import { buildScenario } from './build';
import { ScenarioError } from './errors';
import { customCardsOf } from './customCards';
import type { CardEntry, Scenario } from './types';
import { ZONE_FIELDS } from './types';
import { slug } from './slug';
import { drawnResults, seedSync } from './asked';
import { foldSetup } from './fold';
import { keptTargetRef } from './keptTargets';
import { namedAs } from './refs';
import { freshLabel as fresh, labelsGiven } from './labels';

type Json = Record<string, unknown>;


/** The scenario with an id on every card, so every card can be named in actions. */
export function withIds(sc: Scenario): Scenario {
  const used = new Set(sc.players.flatMap((p) => ZONE_FIELDS.flatMap((z) => p[z].map((c) => c.id).filter((id): id is string => !!id))));
  const fresh = (name: string) => {
    for (let n = 1; ; n++) {
      const id = `${slug(name)}-${n}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  return {
    ...sc,
    players: sc.players.map((p) => ({
      ...p,
      ...Object.fromEntries(ZONE_FIELDS.map((z) => [z, p[z].map((c): CardEntry => (c.id ? c : { ...c, id: fresh(c.card) }))])),
    })) as Scenario['players'],
  };
}

/** The edits SCENARIO.md has actions for. */
const SCENARIO_EDITS = new Set(['move', 'create', 'life', 'counters', 'tap', 'untap', 'mana', 'seed', 'damage', 'sick', 'turn', 'addPlayer', 'removePlayer', 'trigger', 'face', 'attach', 'control']);

class Refs {
  constructor(readonly s: GameState) {}
  /** A player's name, a card's id, "stack:N", or a name only one object has. */
  ref(id: EntityId): string {
    const s = this.s;
    if (s.players[id]) return s.players[id].name;
    const o = objectAt(s, id);
    if (!o) throw new ScenarioError('actions', `an action refers to an object that no longer exists (${id})`);
    if (o.label) return o.label;
    const onStack = s.stack.indexOf(id);
    if (onStack >= 0) return `stack:${s.stack.length - 1 - onStack}`;
    // A token or copy named by its card name, when no other object or player has that name now
    // (SCENARIO.md, "References"): the replay finds the same one in the same position.
    const named = allObjects(s).filter((x) => namedAs(s, x, o.card) && x.stackItem?.kind !== 'ability');
    if (named.length === 1 && !s.order.some((p) => s.players[p].name === o.card) && !allObjects(s).some((x) => x.label === o.card)) return o.card;
    throw new ScenarioError('actions', `${o.card}, made by an effect, has no id to name it by in an exported scenario: "Export position" writes the current position instead`);
  }
  zone(zone: string, player?: string): string {
    return zone === 'exile' || zone === 'stack' ? zone : `${this.s.players[player!].name}.${zone}`;
  }
  /** Where a card goes: the battlefield under its controller, any other zone its owner's (400.3). */
  cardZone(zone: string, owner: string, controller?: string): string {
    return this.zone(zone, zone === 'battlefield' ? (controller ?? owner) : owner);
  }
  /** Targets grouped as a cast writes them: a reference for a one-target phrase, else a list. */
  targets(groups: EntityId[][], specs: TargetSpec[]): unknown[] {
    return groups.map((g, i) => {
      const [min, max] = specs[i] ? phraseBounds(specs[i]) : [0, 2];
      return min === 1 && max === 1 && g.length === 1 ? this.ref(g[0]) : g.map((t) => this.ref(t));
    });
  }
}

function castOptions(r: Refs, a: Json, specs: TargetSpec[]): Json {
  const out: Json = {};
  if (a.targets) out.targets = r.targets(a.targets as EntityId[][], specs);
  for (const k of ['x', 'modes', 'divide', 'kicker', 'multikicker', 'half', 'buyback', 'entwine', 'replicate', 'pay', 'autoTap', 'from', 'as']) if (a[k] !== undefined) out[k] = a[k];
  const assist = a.assist as { player: EntityId; pay: string } | undefined;
  if (assist) out.assist = { player: r.ref(assist.player), pay: assist.pay }; // 702.132a
  const costs = a.costs as Record<string, EntityId[] | undefined> | undefined;
  if (costs) {
    out.costs = Object.fromEntries(Object.entries(costs).filter(([, ids]) => ids?.length).map(([k, ids]) => [k, ids!.map((id) => r.ref(id))]));
  }
  return out;
}

/** One engine action as a scenario action, given the game before it. */
function toScenarioAction(s: GameState, original: GameState, a: Action): Json {
  const r = new Refs(s);
  switch (a.type) {
    case 'cast': {
      const card0 = cardOf(s, objectAt(s, a.card));
      // 709.3, 715.3: the targets are the half's that is cast.
      const def = card0.halves?.find((h) => h.name === a.half) ?? card0;
      const { type: _t, player, card, ...opts } = a;
      return { do: 'cast', player: r.ref(player), card: r.ref(card), ...castOptions(r, opts as Json, targetSpecsOf(def.abilities, a.modes ?? [])) };
    }
    case 'activate': {
      const def = cardOf(s, objectAt(s, a.source));
      const ability = activatedAbilities(def.abilities)[a.ability]?.def;
      const { type: _t, player, source, ability: n, ...opts } = a;
      return { do: 'activate', player: r.ref(player), source: r.ref(source), ability: n, ...castOptions(r, opts as Json, ability?.targets ?? []) };
    }
    case 'choose':
      return { do: 'choose', ...(a.player ? { player: r.ref(a.player) } : {}), answer: answer(r, s, original, a.answer) };
    case 'pass':
      return { do: 'pass', ...(a.player ? { player: r.ref(a.player) } : {}) };
    case 'play':
      return { do: 'play', player: r.ref(a.player), card: r.ref(a.card) };
    case 'turnFaceUp':
      return { do: 'turnFaceUp', player: r.ref(a.player), permanent: r.ref(a.permanent), ...(a.pay ? { pay: a.pay } : {}), ...(a.autoTap ? { autoTap: true } : {}) };
    case 'suspend':
    case 'foretell':
      return { do: a.type, player: r.ref(a.player), card: r.ref(a.card), ...(a.pay ? { pay: a.pay } : {}), ...(a.autoTap ? { autoTap: true } : {}) };
    case 'resolve':
      return { do: 'resolve', ...(a.stepwise ? { stepwise: true } : {}) };
    case 'step':
      return { do: 'step' };
    case 'advance':
      return { do: 'advance', to: a.to };
    case 'edit':
      switch (a.op) {
        case 'move':
          return { do: 'edit', op: 'move', object: r.ref(a.object), to: r.cardZone(a.to, objectAt(s, a.object).owner, a.player), ...(a.position ? { position: a.position } : {}), ...(a.tapped ? { tapped: true } : {}), ...(a.sick ? { sick: true } : {}) };
        case 'create': {
          if (!a.label) throw new ScenarioError('actions', `a created ${a.card.name} needs an id to be exported`);
          const fields = Object.fromEntries(['tapped', 'sick', 'counters', 'damage', 'token'].filter((k) => (a as Json)[k] !== undefined).map((k) => [k, (a as Json)[k]]));
          // The zone names its owner, except exile and a battlefield under another player's control:
          // there the owner is written, or the card would be read as the active player's.
          const owner = a.owner ?? a.player;
          const to = r.cardZone(a.to, owner, a.player);
          const named = a.to === 'battlefield' ? a.player : a.to === 'exile' ? null : owner;
          const attached = a.attachedTo !== undefined ? { attachedTo: r.ref(a.attachedTo) } : {};
          return { do: 'edit', op: 'create', card: a.card.name, to, id: a.label, ...(named !== owner ? { owner: r.ref(owner) } : {}), ...fields, ...attached };
        }
        case 'life':
          return { do: 'edit', op: 'life', player: r.ref(a.player), life: a.life };
        case 'counters':
          return { do: 'edit', op: 'counters', object: r.ref(a.object), counters: a.counters };
        case 'tap':
        case 'untap':
          return { do: 'edit', op: a.op, object: r.ref(a.object) };
        case 'mana':
          return { do: 'edit', op: 'mana', player: r.ref(a.player), mana: a.mana };
        case 'seed':
          return { do: 'edit', op: 'seed', seed: a.seed };
        case 'damage':
          return { do: 'edit', op: 'damage', object: r.ref(a.object), damage: a.damage };
        case 'sick':
          return { do: 'edit', op: 'sick', object: r.ref(a.object), sick: a.sick };
        case 'turn':
          return { do: 'edit', op: 'turn', ...(a.active ? { active: r.ref(a.active) } : {}), ...(a.step ? { step: a.step } : {}), ...(a.number !== undefined ? { number: a.number } : {}) };
        case 'addPlayer':
          return { do: 'edit', op: 'addPlayer', name: a.name };
        case 'removePlayer':
          return { do: 'edit', op: 'removePlayer', player: r.ref(a.player) };
        case 'trigger':
          return { do: 'edit', op: 'trigger', source: r.ref(a.source), ability: a.ability };
        case 'face':
          return { do: 'edit', op: 'face', object: r.ref(a.object), face: a.face };
        case 'attach':
          return { do: 'edit', op: 'attach', object: r.ref(a.object), to: a.to === null ? null : r.ref(a.to) };
        case 'control':
          return { do: 'edit', op: 'control', object: r.ref(a.object), player: r.ref(a.player) };
        default:
          throw new ScenarioError('actions', `the edit "${a.op}" made after play began has no form in the scenario format: export the current position instead`);
      }
  }
}

/** Option ids of this game for the original's: an order's "REF#N" names a card by its name there and by its id here. */
function sameOption(s: GameState, original: GameState, id: string): string {
  const i = original.choice?.options.findIndex((o) => o.id === id) ?? -1;
  return i >= 0 && s.choice?.options[i] ? s.choice.options[i].id : id;
}

/** The action as it applies to the game with ids on every card. */
function inLabeledGame(s: GameState, original: GameState, a: Action): Action {
  if (a.type !== 'choose' || !Array.isArray(a.answer) || !s.choice || s.choice.targets) return a;
  return { ...a, answer: a.answer.map((id) => (typeof id === 'string' ? sameOption(s, original, id) : id)) };
}

/** A choice's answer in scenario terms: references for objects and players, ids as this game names them. */
function answer(r: Refs, s: GameState, original: GameState, ans: unknown): unknown {
  const c = s.choice;
  if (!c) return ans;
  if (c.kind === 'cast' && ans && typeof ans === 'object') {
    const def = cardOf(s, objectAt(s, c.cast!.card));
    return castOptions(r, ans as Json, targetSpecsOf(def.abilities, (ans as Json).modes as number[] | undefined));
  }
  if (c.targets && Array.isArray(ans)) {
    const refOf = (t: EntityId) => keptTargetRef(s, c, t) ?? r.ref(t);
    return (ans as EntityId[][]).map((g, i) => {
      const p = c.targets!.phrases[i];
      return p.min === 1 && p.max === 1 && g.length === 1 ? refOf(g[0]) : g.map(refOf);
    });
  }
  const byIndex = (id: string) => sameOption(s, original, id);
  if (c.kind === 'order' && Array.isArray(ans)) return ans.map((id) => byIndex(String(id)));
  if (c.kind === 'pick' && Array.isArray(ans)) return ans.map((id) => (s.players[id] || objectAt(s, id) ? r.ref(id) : byIndex(String(id))));
  if (c.kind === 'random' && typeof ans === 'string' && (s.players[ans] || objectAt(s, ans))) return r.ref(ans);
  // Combat's answers (SCENARIO.md, "Combat"): creatures, players and planeswalkers by reference, amounts as they are.
  if ((c.kind === 'attackers' || c.kind === 'blockers' || c.kind === 'damage') && ans && typeof ans === 'object' && !Array.isArray(ans)) {
    const value = (v: unknown): unknown => (c.kind === 'damage' ? v : typeof v === 'string' ? r.ref(v) : Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? r.ref(x) : x)) : v);
    return Object.fromEntries(Object.entries(ans as Json).map(([k, v]) => [r.ref(k), value(v)]));
  }
  return ans;
}

/** The scenario document of a game: its start and the actions taken, as SCENARIO.md writes them. */
export function exportScenario(source: Scenario, actions: readonly Action[]): Json {
  // Edits made before play began set up the position: they become its starting position (the
  // README promises it), so the document opens on the position the judge built and its actions are
  // the play alone. A position that can't be written (a trigger put on the stack, a copy) keeps
  // its edits as actions when the format has them.
  const lead = actions.findIndex((a) => a.type !== 'edit');
  const setup = lead < 0 ? actions.length : lead;
  if (setup > 0) {
    try {
      const folded = foldSetup(source, actions, setup);
      return exportScenario(folded.start, folded.actions);
    } catch (e) {
      const expressible = actions.slice(0, setup).every((a) => a.type === 'edit' && SCENARIO_EDITS.has(a.op));
      if (!(e instanceof ScenarioError && e.path === 'position' && expressible)) throw e;
    }
  }
  // A game that asked random results at any time is written as asking them all: those the
  // generator chose are written as the answers it gave (see asked.ts).
  const asks = source.random === 'ask' || actions.some((a) => a.type === 'edit' && a.op === 'random' && a.random === 'ask');
  // Custom cards made in the page travel with the document (SCENARIO.md, `cards`).
  const made = customCardsOf(actions.flatMap((a) => (a.type === 'edit' && a.op === 'create' ? [a.card] : [])));
  const cards = [...(source.cards ?? []), ...made.filter((c) => !source.cards?.some((d) => d.name === c.name))];
  const withCards = cards.length ? { ...source, cards } : source;
  const labeled = asks ? { ...withIds(withCards), format: 2 as const, random: 'ask' as const } : withIds(withCards);
  let s = buildScenario(labeled).state;
  let original = buildScenario(withCards).state;
  const out: Json[] = [];
  // Ids given to created cards here avoid every id of the game, those given later included.
  const given = labelsGiven(labeled, actions);
  for (const action of actions) {
    if (action.type === 'edit' && action.op === 'random') {
      original = apply(original, action).state;
      continue;
    }
    const sync = asks ? seedSync(s, original) : null;
    if (sync) {
      out.push(toScenarioAction(s, original, sync));
      s = apply(s, sync).state;
    }
    // A card created by an edit gets an id too, so later actions can name it.
    const a: Action = action.type === 'edit' && action.op === 'create' && !action.label ? { ...action, label: fresh(s, given, action.card.name) } : action;
    if (a !== action) given.add((a as { label: string }).label);
    out.push(toScenarioAction(s, original, a));
    s = apply(s, inLabeledGame(s, original, a)).state;
    const t = apply(original, action);
    original = t.state;
    const drawn = drawnResults(t.log);
    while (asks && s.choice?.kind === 'random' && drawn.length) {
      const answer: Action = { type: 'choose', answer: drawn.shift() };
      out.push(toScenarioAction(s, original, answer));
      s = apply(s, answer).state;
    }
  }
  const { actions: _a, expect: _e, ...start } = labeled;
  // SCENARIO.md: exports and share links always write format 2.
  return { ...start, format: 2, actions: out };
}
