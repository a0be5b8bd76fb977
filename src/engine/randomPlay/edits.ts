// Random play (issue 7): random sandbox edits.
import type { EditAction } from '../actions';
import type { CardDef } from '../state/card';
import { cardOf, isPermanentCard } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { type GameState, type Zone } from '../state/state';
import { COUNTERS, PLAYABLE_STEPS, randomMana } from './position';
import type { Rand } from './rand';

// Sandbox edits

export function randomEdit(s: GameState, r: Rand, pool: readonly CardDef[]): EditAction {
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
  if (kind === 8 && onField.length) {
    // Drawn in this order whichever edit is made, so the seeds' games stay the same.
    const isDamage = r.chance(0.5);
    const object = r.pick(onField);
    const damage = r.int(4);
    const sick = r.chance(0.5);
    return isDamage ? { type: 'edit', op: 'damage', object, damage } : { type: 'edit', op: 'sick', object, sick };
  }
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
