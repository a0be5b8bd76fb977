// Every field of a sandbox edit, checked before the edit touches the state: an edit comes from the
// page, a scenario, a share link or a saved game, and a value the engine can't handle (an object
// as a life total, NaN counters, 1e308 damage, a counter named "__proto__") is refused here with
// the field it was in, rather than stored and breaking something later.
import type { EditAction } from './actions';
import { RulesError } from './errors';
import { LIMITS, count, type Limit } from './state/limits';
import { objectAt } from './state/objectTable';
import { STEPS, type GameState } from './state/state';
import type { CardDef } from './state/card';
import { frontOf } from './state/characteristics';

const ZONES = ['library', 'hand', 'battlefield', 'graveyard', 'stack', 'exile'];

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

function optionalBoolean(field: string, v: unknown, rule: string): void {
  if (v !== undefined && typeof v !== 'boolean') refuse(field, 'true or false', v, rule);
}

function player(s: GameState, field: string, v: unknown): void {
  if (typeof v !== 'string' || !Object.hasOwn(s.players, v)) refuse(field, 'a player in the game', v, '500.1');
}

/** `rule`: the rule of what the edit does to the object. A card that changed zones is a new object. */
function object(s: GameState, field: string, v: unknown, rule: string): void {
  if (typeof v !== 'string' || !objectAt(s, v)) refuse(field, 'an object in the game (a card that changed zones is a new object)', v, rule);
}

function zone(field: string, v: unknown): void {
  if (typeof v !== 'string' || !ZONES.includes(v)) refuse(field, `one of the zones: ${ZONES.join(', ')}`, v, '117.1');
}

function position(v: unknown): void {
  if (v !== undefined && v !== 'top' && v !== 'bottom') refuse('position', '"top" or "bottom" of the library', v, '117.1');
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

/** A face a card has, and only for a permanent: elsewhere a card has its front face up (712.8a). */
function faceOf(card: CardDef | undefined, face: unknown, zone: unknown): void {
  const n = card?.faces?.length ?? 1;
  if (typeof face !== 'number' || !Number.isInteger(face) || face < 0 || face >= n) {
    refuse('face', n > 1 ? `0 to ${n - 1}: ${card!.name} has ${n} faces` : `0: ${card?.name ?? 'the card'} has one face`, face, '712.1');
  }
  if (face !== 0 && zone !== 'battlefield') refuse('face', `0 off the battlefield, where a card has its front face up`, face, '712.8a');
}

export function checkEdit(s: GameState, a: EditAction): void {
  switch (a.op) {
    case 'move':
      object(s, 'object', a.object, '117.1');
      zone('to', a.to);
      if (a.player !== undefined) player(s, 'player', a.player);
      position(a.position);
      optionalBoolean('tapped', a.tapped, '107.5');
      optionalBoolean('sick', a.sick, '302.6');
      return;
    case 'create': {
      const card = a.card as unknown;
      if (typeof card !== 'object' || card === null || typeof (card as { name?: unknown }).name !== 'string') refuse('card', 'a card', card, '117.1');
      zone('to', a.to);
      player(s, 'player', a.player);
      if (a.owner !== undefined) player(s, 'owner', a.owner);
      position(a.position);
      if (a.label !== undefined && typeof a.label !== 'string') refuse('id', 'a name for the card', a.label, '117.1');
      optionalBoolean('tapped', a.tapped, '107.5');
      optionalBoolean('sick', a.sick, '302.6');
      optionalBoolean('token', a.token, '111.1');
      if (a.counters !== undefined) counters('counters', a.counters, 0);
      if (a.damage !== undefined) wholeNumber('damage', a.damage, 0, 'damage', '120.3e');
      if (a.face !== undefined) faceOf(a.card as CardDef, a.face, a.to);
      if (a.attachedTo !== undefined && (typeof a.attachedTo !== 'string' || (!Object.hasOwn(s.players, a.attachedTo) && !objectAt(s, a.attachedTo)))) {
        refuse('attachedTo', 'a permanent or player in the game', a.attachedTo, '701.3a');
      }
      return;
    }
    case 'life':
      player(s, 'player', a.player);
      wholeNumber('life', a.life, -LIMITS.life, 'life', '119.1');
      return;
    case 'counters':
      object(s, 'object', a.object, '122.1');
      counters('counters', a.counters, -LIMITS.counters);
      return;
    case 'tap':
    case 'untap':
      object(s, 'object', a.object, '107.5');
      return;
    case 'mana':
      player(s, 'player', a.player);
      if (typeof a.mana !== 'string') refuse('mana', 'mana symbols such as "{R}{G}"', a.mana, '106.1');
      return;
    case 'damage':
      object(s, 'object', a.object, '120.3e');
      wholeNumber('damage', a.damage, 0, 'damage', '120.3e');
      return;
    case 'sick':
      object(s, 'object', a.object, '302.6');
      if (typeof (a.sick as unknown) !== 'boolean') refuse('sick', 'true or false', a.sick, '302.6');
      return;
    case 'turn':
      if (a.active !== undefined) player(s, 'active', a.active);
      if (a.step !== undefined && !(STEPS as readonly unknown[]).includes(a.step)) refuse('step', `one of the steps: ${STEPS.join(', ')}`, a.step, '500.1');
      if (a.number !== undefined) wholeNumber('number', a.number, 1, 'turns', '500.1');
      return;
    case 'addPlayer':
      if (typeof a.name !== 'string') refuse('name', "a player's name", a.name, '500.1');
      return;
    case 'removePlayer':
      player(s, 'player', a.player);
      return;
    case 'face': {
      object(s, 'object', a.object, '712.8');
      const o = objectAt(s, a.object);
      faceOf(frontOf(s, o), a.face, o.zone);
      return;
    }
    case 'trigger':
      object(s, 'source', a.source, '603.3');
      wholeNumber('ability', a.ability, 0, 'objects', '603.3');
      return;
    case 'attach':
      object(s, 'object', a.object, '701.3a');
      if (a.to !== null && (typeof a.to !== 'string' || (!Object.hasOwn(s.players, a.to) && !objectAt(s, a.to)))) refuse('to', 'a permanent or player in the game, or null', a.to, '701.3a');
      return;
    case 'control':
      object(s, 'object', a.object, '110.2');
      player(s, 'player', a.player);
      return;
    case 'seed':
    case 'random':
      return;
    default:
      refuse('op', 'one of the sandbox edits', (a as { op?: unknown }).op, '117.1');
  }
}
