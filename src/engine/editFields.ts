// Every field of a sandbox edit, checked before the edit touches the state: an edit comes from the
// page, a scenario, a share link or a saved game, and a value the engine can't handle (an object
// as a life total, NaN counters, 1e308 damage, a counter named "__proto__") is refused here with
// the field it was in, rather than stored and breaking something later.
import type { EditAction } from './actions';
import { RulesError } from './errors';
import { LIMITS, count, type Limit } from './state/limits';
import { objectAt } from './state/objectTable';
import { STEPS, type GameState } from './state/state';

export const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile'] as const;

/** The kinds of value an edit's fields hold, each checked the same wherever it appears. */
export type EditFieldKind =
  | 'object' | 'player' | 'name' | 'label' | 'zone' | 'position' | 'flag' | 'card'
  | 'counters' | 'counterChanges' | 'damage' | 'life' | 'turnNumber' | 'mana' | 'seed' | 'random' | 'step';

/** A field of an edit: its kind, whether the edit needs it, and the rule of what the edit does with it. */
type EditField = readonly [kind: EditFieldKind, required: boolean, rule: string];

const need = (kind: EditFieldKind, rule: string): EditField => [kind, true, rule];
const may = (kind: EditFieldKind, rule: string): EditField => [kind, false, rule];

/**
 * Every edit's fields, in the order they are checked: one table for the engine (checkEdit, against
 * the game) and for a saved game's actions (store/actionValidate.ts, as JSON read back from storage).
 */
export const EDIT_FIELDS: Record<EditAction['op'], Record<string, EditField>> = {
  move: { object: need('object', '117.1'), to: need('zone', '117.1'), player: may('player', '500.1'), position: may('position', '117.1'), tapped: may('flag', '107.5'), sick: may('flag', '302.6') },
  create: {
    card: need('card', '117.1'), to: need('zone', '117.1'), player: need('player', '500.1'), owner: may('player', '500.1'), position: may('position', '117.1'),
    label: may('label', '117.1'), tapped: may('flag', '107.5'), sick: may('flag', '302.6'), counters: may('counters', '122.1'), damage: may('damage', '120.3e'), token: may('flag', '111.1'),
  },
  life: { player: need('player', '500.1'), life: need('life', '119.1') },
  counters: { object: need('object', '122.1'), counters: need('counterChanges', '122.1') },
  tap: { object: need('object', '107.5') },
  untap: { object: need('object', '107.5') },
  mana: { player: need('player', '500.1'), mana: need('mana', '106.1') },
  seed: { seed: need('seed', '500.1') },
  random: { random: need('random', '500.1') },
  damage: { object: need('object', '120.3e'), damage: need('damage', '120.3e') },
  sick: { object: need('object', '302.6'), sick: need('flag', '302.6') },
  turn: { active: may('player', '500.1'), step: may('step', '500.1'), number: may('turnNumber', '500.1') },
  addPlayer: { name: need('name', '500.1') },
  removePlayer: { player: need('player', '500.1') },
};

/** The whole numbers an edit sets: from the least to the sandbox's limit (state/limits.ts). */
export const EDIT_NUMBERS = {
  life: [-LIMITS.life, 'life'],
  damage: [0, 'damage'],
  counters: [0, 'counters'],
  counterChanges: [-LIMITS.counters, 'counters'],
  turnNumber: [1, 'turns'],
} as const satisfies Partial<Record<EditFieldKind, readonly [number, Limit]>>;

/** A value as the message shows it: short, and safe however it is built. */
function shown(v: unknown): string {
  if (typeof v === 'number') return Number.isNaN(v) ? 'NaN' : String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (Array.isArray(v)) return 'a list';
  if (v === null) return 'null';
  if (typeof v === 'object') return 'an object';
  return String(v);
}

function refuse(field: string, what: string, v: unknown, rule: string): never {
  throw new RulesError(`The edit's ${field} must be ${what}, not ${shown(v)}`, rule);
}

function wholeNumber(field: string, v: unknown, min: number, limit: Limit, rule: string): void {
  const max = LIMITS[limit];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    refuse(field, `a whole number from ${min < 0 ? `-${count(-min)}` : count(min)} to ${count(max)} (the sandbox's limit)`, v, rule);
  }
}

function player(s: GameState, field: string, v: unknown, rule: string): void {
  if (typeof v !== 'string' || !Object.hasOwn(s.players, v)) refuse(field, 'a player in the game', v, rule);
}

/** `rule`: the rule of what the edit does to the object. A card that changed zones is a new object. */
function object(s: GameState, field: string, v: unknown, rule: string): void {
  if (typeof v !== 'string' || !objectAt(s, v)) refuse(field, 'an object in the game (a card that changed zones is a new object)', v, rule);
}


/** A kind of counter: words, numbers, "+1/+1"; never a name JavaScript gives a meaning to. */
const COUNTER_NAME = /^[A-Za-z0-9+\-/' ]{1,40}$/;

/** Counters as an edit gives them: a plain record of kinds to whole numbers (122.1). */
function counters(field: string, v: unknown, min: number): void {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) refuse(field, 'a list of counters and how many ({ "quest": 1 })', v, '122.1');
  for (const [kind, n] of Object.entries(v)) {
    if (!COUNTER_NAME.test(kind)) refuse(`${field} kind`, 'a name of letters, digits, spaces, +, - or /', kind, '122.1');
    wholeNumber(`${field} "${kind}"`, n, min, 'counters', '122.1');
  }
}

/** How the engine checks each kind of field, against the game: `field` is the name the message gives it. */
const CHECKS: Record<EditFieldKind, (s: GameState, field: string, v: unknown, rule: string) => void> = {
  object,
  player,
  name: (_, field, v, rule) => typeof v === 'string' || refuse(field, "a player's name", v, rule),
  // The scenario format calls a card's label its id.
  label: (_, __, v, rule) => typeof v === 'string' || refuse('id', 'a name for the card', v, rule),
  zone: (_, field, v, rule) => (ZONES as readonly unknown[]).includes(v) || refuse(field, `one of the zones: ${ZONES.join(', ')}`, v, rule),
  position: (_, field, v, rule) => v === 'top' || v === 'bottom' || refuse(field, '"top" or "bottom" of the library', v, rule),
  flag: (_, field, v, rule) => typeof v === 'boolean' || refuse(field, 'true or false', v, rule),
  card: (_, field, v, rule) => (typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string') || refuse(field, 'a card', v, rule),
  counters: (_, field, v, rule) => counters(field, v, EDIT_NUMBERS.counters[0]),
  counterChanges: (_, field, v, rule) => counters(field, v, EDIT_NUMBERS.counterChanges[0]),
  damage: (_, field, v, rule) => wholeNumber(field, v, ...EDIT_NUMBERS.damage, rule),
  life: (_, field, v, rule) => wholeNumber(field, v, ...EDIT_NUMBERS.life, rule),
  turnNumber: (_, field, v, rule) => wholeNumber(field, v, ...EDIT_NUMBERS.turnNumber, rule),
  // Which symbols are mana is the mana edit's own check (edits.ts), with the symbol it can't read.
  mana: (_, field, v, rule) => typeof v === 'string' || refuse(field, 'mana symbols such as "{R}{G}"', v, rule),
  step: (_, field, v, rule) => (STEPS as readonly unknown[]).includes(v) || refuse(field, `one of the steps: ${STEPS.join(', ')}`, v, rule),
  // The page sets these; a saved game's are checked as it is read (store/actionValidate.ts).
  seed: () => {},
  random: () => {},
};

export function checkEdit(s: GameState, a: EditAction): void {
  const fields = Object.hasOwn(EDIT_FIELDS, a.op) ? EDIT_FIELDS[a.op] : refuse('op', 'one of the sandbox edits', (a as { op?: unknown }).op, '117.1');
  for (const [field, [kind, required, rule]] of Object.entries(fields)) {
    const v = (a as Record<string, unknown>)[field];
    if (v !== undefined || required) CHECKS[kind](s, field, v, rule);
  }
}
