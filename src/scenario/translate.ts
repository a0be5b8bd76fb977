// Turn a scenario action into an engine action, resolving its references against the game now.
import type { Action, EntityId, GameState } from '../engine';
import { cardDefinitionFor } from '../cards/lookup';
import { ScenarioError } from './errors';
import { playerByName, resolveRef, resolveZone, type Labels } from './refs';
import type { CastOptions, ScenarioAction } from './types';
import { CAST_FIELDS, castOptions as parseCastOptions } from './parse';
import { record } from './validate';
import { objectAt, deeperThan, ANSWER_DEPTH } from '../engine';
import { keptTarget } from './keptTargets';
import { isWorkbenchEdit, workbenchEditAction, type WorkbenchEdit } from './workbenchEdits';

type Ctx = { s: GameState; labels: Labels; path: string };

function ref(c: Ctx, r: string, field: string): EntityId {
  return resolveRef(c.s, r, `${c.path}.${field}`, c.labels);
}

function castOptions(c: Ctx, a: CastOptions) {
  const targets = a.targets?.map((t, i) => (Array.isArray(t) ? t.map((r, j) => ref(c, r, `targets[${i}][${j}]`)) : [ref(c, t, `targets[${i}]`)]));
  const refs = (list: string[] | undefined, field: string) => list?.map((r, i) => ref(c, r, `costs.${field}[${i}]`));
  const tap = a.costs && refs(a.costs.tap, 'tap');
  const byObjects = a.costs && Object.fromEntries((['convoke', 'improvise', 'delve', 'return'] as const).flatMap((k) => (a.costs?.[k] ? [[k, refs(a.costs[k], k)]] : [])));
  const costs = a.costs && { sacrifice: refs(a.costs.sacrifice, 'sacrifice'), discard: refs(a.costs.discard, 'discard'), exile: refs(a.costs.exile, 'exile'), ...(tap ? { tap } : {}), ...byObjects };
  return {
    ...(targets ? { targets } : {}),
    ...(a.x !== undefined ? { x: a.x } : {}),
    ...(a.modes ? { modes: a.modes } : {}),
    ...(a.divide ? { divide: a.divide } : {}),
    ...(a.pay !== undefined ? { pay: a.pay } : {}),
    ...(a.autoTap !== undefined ? { autoTap: a.autoTap } : {}),
    ...(a.from ? { from: a.from } : {}),
    ...(a.as !== undefined ? { as: a.as } : {}),
    ...(a.kicker !== undefined ? { kicker: a.kicker } : {}),
    ...(a.multikicker !== undefined ? { multikicker: a.multikicker } : {}),
    ...(a.half !== undefined ? { half: a.half } : {}),
    ...(a.buyback !== undefined ? { buyback: a.buyback } : {}),
    ...(a.entwine !== undefined ? { entwine: a.entwine } : {}),
    ...(a.replicate !== undefined ? { replicate: a.replicate } : {}),
    ...(a.assist ? { assist: { player: playerByName(c.s, a.assist.player, `${c.path}.assist.player`), pay: a.assist.pay } } : {}),
    ...(costs ? { costs } : {}),
  };
}

/** Returns null for `expect`, which the runner checks itself. */
export function toEngineAction(s: GameState, a: ScenarioAction, path: string, labels: Labels): Action | null {
  const c: Ctx = { s, labels, path };
  switch (a.do) {
    case 'cast':
      return { type: 'cast', player: playerByName(s, a.player, `${path}.player`), card: ref(c, a.card, 'card'), ...castOptions(c, a) };
    case 'activate':
      return { type: 'activate', player: playerByName(s, a.player, `${path}.player`), source: ref(c, a.source, 'source'), ability: a.ability, ...castOptions(c, a) };
    case 'choose':
      if (!s.choice) throw new ScenarioError(path, 'there is no pending choice to answer');
      if (a.kind !== undefined && a.kind !== s.choice.kind) throw new ScenarioError(`${path}.kind`, `the pending choice is a ${s.choice.kind}, not a ${a.kind}`);
      return { type: 'choose', ...(a.player !== undefined ? { player: playerByName(s, a.player, `${path}.player`) } : {}), answer: answerFor(c, a.answer) };
    case 'play':
      return { type: 'play', player: playerByName(s, a.player, `${path}.player`), card: ref(c, a.card, 'card') };
    case 'turnFaceUp':
      return { type: 'turnFaceUp', player: playerByName(s, a.player, `${path}.player`), permanent: ref(c, a.permanent, 'permanent'), ...(a.pay !== undefined ? { pay: a.pay } : {}), ...(a.autoTap ? { autoTap: true } : {}) };
    case 'suspend':
    case 'foretell':
      return { type: a.do, player: playerByName(s, a.player, `${path}.player`), card: ref(c, a.card, 'card'), ...(a.pay !== undefined ? { pay: a.pay } : {}), ...(a.autoTap ? { autoTap: true } : {}) };
    case 'pass':
      return { type: 'pass', ...(a.player !== undefined ? { player: playerByName(s, a.player, `${path}.player`) } : {}) };
    case 'resolve':
      if (s.stack.length === 0 && !s.agenda.length) throw new ScenarioError(path, 'resolve: the stack is empty');
      return { type: 'resolve', ...(a.stepwise ? { stepwise: true } : {}) };
    case 'step':
      if (!s.agenda.length) throw new ScenarioError(path, 'step: no resolution is being stepped through');
      return { type: 'step' };
    case 'advance':
      return { type: 'advance', to: a.to };
    case 'edit':
      return editAction(c, a);
    case 'expect':
      return null;
  }
}

/** Answers that name objects or players (a pick) are references; option ids pass through. */
function answerFor(c: Ctx, answer: unknown): unknown {
  if (deeperThan(answer)) throw new ScenarioError(`${c.path}.answer`, `nests lists more than ${ANSWER_DEPTH} levels deep: no choice takes that`);
  const ids = new Set(c.s.choice!.options.map((o) => o.id));
  const one = (r: unknown, i: number) => (typeof r === 'string' && !ids.has(r) ? ref(c, r, `answer[${i}]`) : r);
  // A pick of targets is grouped per targeting phrase, as in a cast: a reference or a list.
  if (c.s.choice!.targets && Array.isArray(answer)) {
    const choice = c.s.choice!;
    const one = (r: unknown, i: number, j: number, path: string) => keptTarget(c.s, choice, i, j, r) ?? ref(c, String(r), path);
    return answer.map((g, i) => (Array.isArray(g) ? g.map((r, j) => one(r, i, j, `answer[${i}][${j}]`)) : [one(g, i, 0, `answer[${i}]`)]));
  }
  if (c.s.choice!.kind === 'pick' && Array.isArray(answer)) return answer.map(one);
  const kind = c.s.choice!.kind;
  if ((kind === 'attackers' || kind === 'blockers' || kind === 'damage') && typeof answer === 'object' && answer !== null && !Array.isArray(answer)) return combatAnswer(c, kind, answer as Record<string, unknown>);
  // A random result is an option's id; a player's name or a card's id names the same option.
  if (c.s.choice!.kind === 'random') return typeof answer === 'string' && !ids.has(answer) ? ref(c, answer, 'answer') : answer;
  if (c.s.choice!.kind === 'cast' && answer !== false) {
    const path = `${c.path}.answer`;
    return castOptions({ ...c, path }, parseCastOptions(record(answer, path, CAST_FIELDS), path));
  }
  return answer;
}

/**
 * A combat answer's references made ids (SCENARIO.md, "Combat"): `attackers` maps creatures to a
 * player or planeswalker, `blockers` creatures to an attacker or a list of them, `damage`
 * recipients to amounts. Values of other shapes pass through for the engine to refuse.
 */
function combatAnswer(c: Ctx, kind: 'attackers' | 'blockers' | 'damage', answer: Record<string, unknown>): Record<string, unknown> {
  const at = (k: string) => `answer.${k}`;
  const value = (k: string, v: unknown): unknown => {
    if (kind === 'damage') return v;
    if (typeof v === 'string') return ref(c, v, at(k));
    if (kind === 'blockers' && Array.isArray(v)) return v.map((r, i) => (typeof r === 'string' ? ref(c, r, `${at(k)}[${i}]`) : r));
    return v;
  };
  return Object.fromEntries(Object.entries(answer).map(([k, v]) => [ref(c, k, at(k)), value(k, v)]));
}

function editAction(c: Ctx, a: Extract<ScenarioAction, { do: 'edit' }>): Action {
  const { s, path } = c;
  if (isWorkbenchEdit(a.op)) return workbenchEditAction(s, a as WorkbenchEdit, path, c.labels);
  switch (a.op) {
    case 'move': {
      const object = ref(c, a.object, 'object');
      const to = resolveZone(s, a.to, `${path}.to`);
      const o = objectAt(s, object);
      if (!o) throw new ScenarioError(`${path}.object`, `"${a.object}" is a player, not a card`);
      if (to.player && to.zone !== 'battlefield' && to.player !== o.owner) {
        throw new ScenarioError(`${path}.to`, `${o.card} belongs to ${s.players[o.owner].name}: it can go only to its owner's ${to.zone}`);
      }
      return { type: 'edit', op: 'move', object, to: to.zone, ...(to.player ? { player: to.player } : {}), position: a.position, tapped: a.tapped, sick: a.sick };
    }
    case 'create': {
      const to = resolveZone(s, a.to, `${path}.to`);
      if (a.id !== undefined && c.labels.has(a.id)) throw new ScenarioError(`${path}.id`, `"${a.id}" is already used`);
      const player = to.player ?? (a.owner !== undefined ? playerByName(s, a.owner, `${path}.owner`) : s.turn.active);
      const owner = a.owner !== undefined ? playerByName(s, a.owner, `${path}.owner`) : player;
      return {
        type: 'edit',
        op: 'create',
        // A custom card is in the game's definitions from the start (build.ts), under its own name.
        card: Object.values(s.cards).find((d) => d.name === a.card || d.custom?.name === a.card) ?? cardDefinitionFor(a.card)!,
        to: to.zone,
        player,
        owner,
        label: a.id,
        tapped: a.tapped,
        sick: a.sick,
        counters: a.counters,
        damage: a.damage,
        token: a.token,
        ...(a.attachedTo !== undefined ? { attachedTo: ref(c, a.attachedTo, 'attachedTo') } : {}),
      };
    }
    case 'life':
      return { type: 'edit', op: 'life', player: playerByName(s, a.player, `${path}.player`), life: a.life };
    case 'counters':
      return { type: 'edit', op: 'counters', object: ref(c, a.object, 'object'), counters: a.counters };
    case 'tap':
    case 'untap':
      return { type: 'edit', op: a.op, object: ref(c, a.object, 'object') };
    case 'mana':
      return { type: 'edit', op: 'mana', player: playerByName(s, a.player, `${path}.player`), mana: a.mana };
    case 'seed':
      return { type: 'edit', op: 'seed', seed: a.seed };
  }
}
