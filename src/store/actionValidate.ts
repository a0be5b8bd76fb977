// The engine actions a save holds, checked field by field as strictly as a scenario's actions
// (scenario/parse.ts): a save is read back from storage anyone (another tab, an extension, a disk
// error) may have changed, and an action the engine or the page can't handle must set the save
// aside, not blank the page. Each refusal is a ScenarioError naming the field and why.
import { STEPS, type Action, type CardDef, type CastOptions, type EditAction, type Zone } from '../engine';
import { cardDefinitionFor, nearestNames } from '../cards/lookup';
import { ScenarioError, UnknownCardError } from '../scenario/errors';
import { customDefinition } from '../cards/custom';
import { parseCustomCards } from '../scenario/customCards';
import { bool, describeValue, int, list, map, oneOf, record, text, type Json } from '../scenario/validate';

const ZONES: readonly Zone[] = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile'];
const POSITIONS = ['top', 'bottom'] as const;
const CAST_FIELDS = ['targets', 'x', 'modes', 'divide', 'pay', 'autoTap', 'from', 'as', 'kicker', 'costs'];
const CARD_STATE = ['label', 'tapped', 'sick', 'counters', 'damage', 'token', 'face'];
/** The sandbox's bound on a number a judge sets: a life total, counters, damage, X (issue 12). */
const LIMIT = 1_000_000;

/** Player and object ids, labels: non-empty text. */
function id(v: Json, path: string): string {
  const s = text(v, path, 100);
  if (s === '') throw new ScenarioError(path, 'must not be empty');
  return s;
}

/** Mana as the pool holds it: {W}{U}{B}{R}{G}{C} symbols, at most 10,000 of them. */
function mana(v: Json, path: string): string {
  const s = text(v, path, 30_000);
  if (!/^(\{[WUBRGC]\})*$/.test(s)) throw new ScenarioError(path, `"${s.slice(0, 40)}" must be mana symbols from {W}{U}{B}{R}{G}{C}, like "{R}{G}"`);
  return s;
}

function ids(v: Json, path: string, max = 100): string[] {
  return list(v, path, max).map((x, i) => id(x, `${path}[${i}]`));
}

/** Counters by name; an own property for every name, so "__proto__" stays a name, not a prototype. */
function counters(v: Json, path: string): Record<string, number> {
  return Object.fromEntries(Object.entries(map(v, path)).map(([k, n]) => [text(k, path, 60), int(n, `${path}.${k}`, -LIMIT, LIMIT)]));
}

/** Only the fields that are there: a checked action serializes as the saved one did. */
function present<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

function optional<T>(o: Record<string, Json>, key: string, path: string, check: (v: Json, p: string) => T): T | undefined {
  return o[key] === undefined ? undefined : check(o[key], `${path}.${key}`);
}

function required<T>(o: Record<string, Json>, key: string, path: string, check: (v: Json, p: string) => T): T {
  if (o[key] === undefined) throw new ScenarioError(`${path}.${key}`, 'is required');
  return check(o[key], `${path}.${key}`);
}

function castOptions(o: Record<string, Json>, path: string): CastOptions {
  const costs = optional(o, 'costs', path, (v, p) => {
    // `return`: ninjutsu's unblocked attacker (702.49a).
    const c = record(v, p, ['sacrifice', 'discard', 'exile', 'tap', 'return']);
    return present({ sacrifice: optional(c, 'sacrifice', p, ids), discard: optional(c, 'discard', p, ids), exile: optional(c, 'exile', p, ids), tap: optional(c, 'tap', p, ids), return: optional(c, 'return', p, ids) });
  });
  return present({
    targets: optional(o, 'targets', path, (v, p) => list(v, p, 50).map((t, i) => ids(t, `${p}[${i}]`))),
    x: optional(o, 'x', path, (v, p) => int(v, p, 0, LIMIT)),
    modes: optional(o, 'modes', path, (v, p) => list(v, p, 20).map((m, i) => int(m, `${p}[${i}]`, 0, 20))),
    divide: optional(o, 'divide', path, (v, p) => list(v, p, 100).map((d, i) => int(d, `${p}[${i}]`, 0, LIMIT))),
    pay: optional(o, 'pay', path, mana),
    autoTap: optional(o, 'autoTap', path, bool),
    from: optional(o, 'from', path, (v, p) => oneOf(v, p, ZONES)),
    as: optional(o, 'as', path, (v, p) => text(v, p, 40)),
    kicker: optional(o, 'kicker', path, bool),
    costs,
  });
}

/** `attackers`, `blockers` or `damage`: each key an id, each value an id, a list of ids, or a whole number. */
function combatAnswer(v: Record<string, Json>, path: string): Record<string, unknown> {
  const keys = Object.keys(v);
  if (keys.length > 1000) throw new ScenarioError(path, `has ${keys.length} entries: no combat has that many creatures`);
  return Object.fromEntries(
    keys.map((k) => {
      const p = `${path}.${k}`;
      const x = v[k];
      return [id(k, p), typeof x === 'number' ? int(x, p, 0, LIMIT) : Array.isArray(x) ? ids(x, p) : id(x, p)];
    }),
  );
}

/** A choice's answer (stack/choosing.ts): yes or no, one option, a list of options or of target groups, or a spell's choices. */
function answer(v: Json, path: string): unknown {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') return id(v, path);
  if (Array.isArray(v)) return list(v, path).map((x, i) => (Array.isArray(x) ? ids(x, `${path}[${i}]`) : id(x, `${path}[${i}]`)));
  if (typeof v === 'object' && v !== null) {
    const keys = Object.keys(v);
    // A combat answer (SCENARIO.md, "Combat") maps ids to an id, a list of ids, or an amount of damage.
    if (keys.length && !keys.some((k) => CAST_FIELDS.includes(k))) return combatAnswer(v as Record<string, Json>, path);
    return castOptions(record(v, path, CAST_FIELDS), path);
  }
  throw new ScenarioError(path, `must be true, false, a choice, a list of choices or a spell's choices, not ${describeValue(v)}`);
}

/**
 * A card a create edit puts into the game: one the sandbox knows, by name, as its database defines
 * it today; a custom card (the builder's form, Scryfall) built again from its source, checked as a
 * document's `cards` are (SCENARIO.md).
 */
function card(v: Json, path: string): CardDef {
  const custom = map(v, path).custom;
  if (custom !== undefined) return customDefinition(parseCustomCards([custom], `${path}.custom`)[0]);
  const name = text(map(v, path).name, `${path}.name`);
  const def = cardDefinitionFor(name);
  if (!def) throw new UnknownCardError(`${path}.name`, name, nearestNames(name));
  return def;
}

function edit(v: Json, path: string): EditAction {
  const op = (v as Record<string, Json>).op;
  const fields = (...more: string[]) => record(v, path, ['type', 'op', ...more]);
  switch (op) {
    case 'move': {
      const o = fields('object', 'to', 'player', 'position', 'tapped', 'sick');
      return present({
        type: 'edit', op, object: required(o, 'object', path, id), to: required(o, 'to', path, (z, p) => oneOf(z, p, ZONES)),
        player: optional(o, 'player', path, id), position: optional(o, 'position', path, (z, p) => oneOf(z, p, POSITIONS)),
        tapped: optional(o, 'tapped', path, bool), sick: optional(o, 'sick', path, bool),
      });
    }
    case 'create': {
      const o = fields('card', 'to', 'player', 'owner', 'position', ...CARD_STATE);
      return present({
        type: 'edit', op, card: required(o, 'card', path, card), to: required(o, 'to', path, (z, p) => oneOf(z, p, ZONES)),
        player: required(o, 'player', path, id), owner: optional(o, 'owner', path, id), position: optional(o, 'position', path, (z, p) => oneOf(z, p, POSITIONS)),
        label: optional(o, 'label', path, id), tapped: optional(o, 'tapped', path, bool), sick: optional(o, 'sick', path, bool),
        counters: optional(o, 'counters', path, counters), damage: optional(o, 'damage', path, (d, p) => int(d, p, 0, LIMIT)), token: optional(o, 'token', path, bool),
        face: optional(o, 'face', path, (f, p) => int(f, p, 0, 10)),
      });
    }
    case 'life': {
      const o = fields('player', 'life');
      return { type: 'edit', op, player: required(o, 'player', path, id), life: required(o, 'life', path, (l, p) => int(l, p, -LIMIT, LIMIT)) };
    }
    case 'counters': {
      const o = fields('object', 'counters');
      return { type: 'edit', op, object: required(o, 'object', path, id), counters: required(o, 'counters', path, counters) };
    }
    case 'tap':
    case 'untap':
      return { type: 'edit', op, object: required(fields('object'), 'object', path, id) };
    case 'mana': {
      const o = fields('player', 'mana');
      return { type: 'edit', op, player: required(o, 'player', path, id), mana: required(o, 'mana', path, mana) };
    }
    case 'seed':
      return { type: 'edit', op, seed: required(fields('seed'), 'seed', path, (s, p) => int(s, p, 0, 4294967295)) };
    case 'random':
      return { type: 'edit', op, random: required(fields('random'), 'random', path, (r, p) => oneOf(r, p, ['ask', 'seeded'] as const)) };
    case 'damage':
      return { type: 'edit', op, object: required(fields('object', 'damage'), 'object', path, id), damage: required(fields('object', 'damage'), 'damage', path, (d, p) => int(d, p, 0, LIMIT)) };
    case 'sick':
      return { type: 'edit', op, object: required(fields('object', 'sick'), 'object', path, id), sick: required(fields('object', 'sick'), 'sick', path, bool) };
    case 'turn': {
      const o = fields('active', 'step', 'number');
      return present({ type: 'edit', op, active: optional(o, 'active', path, id), step: optional(o, 'step', path, (s, p) => oneOf(s, p, STEPS)), number: optional(o, 'number', path, (n, p) => int(n, p, 1, LIMIT)) });
    }
    case 'trigger': {
      const o = fields('source', 'ability');
      return { type: 'edit', op, source: required(o, 'source', path, id), ability: required(o, 'ability', path, (a, p) => int(a, p, 0, 1000)) };
    }
    case 'face': {
      const o = fields('object', 'face');
      return { type: 'edit', op, object: required(o, 'object', path, id), face: required(o, 'face', path, (f, p) => int(f, p, 0, 10)) };
    }
    case 'addPlayer':
      return { type: 'edit', op, name: required(fields('name'), 'name', path, id) };
    case 'removePlayer':
      return { type: 'edit', op, player: required(fields('player'), 'player', path, id) };
    default:
      throw new ScenarioError(`${path}.op`, `is not an edit the sandbox knows: ${describeValue(op ?? null)}`);
  }
}

/** Check one saved action; returns it as the engine takes it. */
export function savedAction(v: Json, path: string): Action {
  const type = map(v, path).type;
  const fields = (...more: string[]) => record(v, path, ['type', ...more]);
  switch (type) {
    case 'cast': {
      const o = fields('player', 'card', ...CAST_FIELDS);
      return { type, player: required(o, 'player', path, id), card: required(o, 'card', path, id), ...castOptions(o, path) };
    }
    case 'activate': {
      const o = fields('player', 'source', 'ability', ...CAST_FIELDS);
      return { type, player: required(o, 'player', path, id), source: required(o, 'source', path, id), ability: required(o, 'ability', path, (a, p) => int(a, p, 0, 50)), ...castOptions(o, path) };
    }
    case 'choose': {
      const o = fields('player', 'answer');
      return present({ type, player: optional(o, 'player', path, id), answer: required(o, 'answer', path, answer) });
    }
    case 'pass':
      return present({ type, player: optional(fields('player'), 'player', path, id) });
    case 'play': {
      const o = fields('player', 'card');
      return { type, player: required(o, 'player', path, id), card: required(o, 'card', path, id) };
    }
    case 'resolve':
      return present({ type, stepwise: optional(fields('stepwise'), 'stepwise', path, bool) });
    case 'step':
      fields();
      return { type };
    case 'advance':
      return { type, to: required(fields('to'), 'to', path, (s, p) => oneOf(s, p, STEPS)) };
    case 'edit':
      return edit(v, path);
    default:
      throw new ScenarioError(`${path}.type`, `is not an action the sandbox knows: ${describeValue(type ?? null)}`);
  }
}
