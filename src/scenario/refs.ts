// References (SCENARIO.md): a player's name, a scenario id, "stack:N", or a card name that
// names exactly one object. Zones: "Alice.hand", "exile", "stack".
import type { EntityId, GameObject, GameState, ObjectId, PlayerId, Zone } from '../engine';
import { zoneIds } from '../engine';
import { ScenarioError } from './errors';
import { objectAt, allObjects, nameOf as currentName } from '../engine';

export function playerByName(s: GameState, name: string, path: string): PlayerId {
  const id = s.order.find((p) => s.players[p].name === name);
  if (!id) throw new ScenarioError(path, `"${name}" is not a player; the players are ${s.order.map((p) => s.players[p].name).join(', ')}`);
  return id;
}

/** The object a scenario id names now, wherever the card has moved; undefined once it is gone. */
export function objectByLabel(s: GameState, label: string): GameObject | undefined {
  return allObjects(s).find((o) => o.label === label);
}

/** Whether a label was given to a card of the scenario (gone or not). */
export type Labels = ReadonlySet<string>;

export function resolveRef(s: GameState, ref: string, path: string, labels: Labels, stackBefore?: readonly ObjectId[]): EntityId {
  const player = s.order.find((p) => s.players[p].name === ref);
  if (player) return player;
  if (labels.has(ref)) {
    const o = objectByLabel(s, ref);
    if (!o) throw new ScenarioError(path, `"${ref}" names a card that no longer exists`);
    return o.id;
  }
  const m = /^stack:(\d+)$/.exec(ref);
  if (m) {
    const stack = stackBefore ?? s.stack;
    const id = stack[stack.length - 1 - Number(m[1])];
    if (!id) throw new ScenarioError(path, `"${ref}": the stack has ${stack.length} object${stack.length === 1 ? '' : 's'}`);
    return id;
  }
  const named = allObjects(s).filter((o) => namedAs(s, o, ref) && o.stackItem?.kind !== 'ability');
  if (named.length === 1) return named[0].id;
  if (named.length > 1) throw new ScenarioError(path, `"${ref}" is ambiguous: ${named.length} objects are named ${ref}; give the card an id`);
  throw new ScenarioError(path, `"${ref}" names no player, id, stack position or card in the game`);
}

export type ZoneRef = { zone: Zone; player?: PlayerId };

export function resolveZone(s: GameState, ref: string, path: string): ZoneRef {
  if (ref === 'exile' || ref === 'stack') return { zone: ref };
  const dot = ref.lastIndexOf('.');
  const zone = ref.slice(dot + 1);
  if (dot < 0 || !['hand', 'library', 'graveyard', 'battlefield'].includes(zone)) {
    throw new ScenarioError(path, `"${ref}" is not a zone: write "Name.hand", "Name.library", "Name.graveyard", "Name.battlefield", "exile" or "stack"`);
  }
  return { zone: zone as Zone, player: playerByName(s, ref.slice(0, dot), path) };
}

/** The objects in a zone, in the order SCENARIO.md compares them: stack top first. */
export function zoneContents(s: GameState, z: ZoneRef): GameObject[] {
  if (z.zone === 'battlefield') return s.battlefield.map((id) => objectAt(s, id)).filter((o) => o.controller === z.player);
  const ids = zoneIds(s, z.zone, z.player);
  const objects = ids.map((id) => objectAt(s, id));
  return z.zone === 'stack' ? objects.reverse() : objects;
}

/** The zone string of an object: its controller's battlefield, its owner's other zones. */
export function zoneOf(s: GameState, o: GameObject): string {
  if (o.zone === 'exile' || o.zone === 'stack') return o.zone;
  const who = o.zone === 'battlefield' ? o.controller : o.owner;
  return `${s.players[who].name}.${o.zone}`;
}

/**
 * How `zones` names an object: an ability on the stack is named after its source; a permanent by
 * its name now, which a copy effect may have changed (707.2: a Clone copying Grizzly Bears is
 * named Grizzly Bears).
 */
export function nameOf(s: GameState, o: GameObject): string {
  return o.zone === 'battlefield' ? currentName(s, o) : o.card;
}

/**
 * Whether a reference by name names `o`: its card's name, or, for a permanent, its name now (a
 * copy's copied name, 707.2). A Clone copying Grizzly Bears answers to both.
 */
export function namedAs(s: GameState, o: GameObject, ref: string): boolean {
  return o.card === ref || (o.zone === 'battlefield' && currentName(s, o) === ref);
}
