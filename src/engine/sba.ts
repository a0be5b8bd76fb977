// State-based actions (704): checked whenever a player would receive priority, all applicable
// ones performed at once as a single event, repeated until none applies (704.3).
import { isCreature, toughness } from './characteristics';
import type { Tx } from './game';
import { describe, log, patchPlayer, patchState, playerName, playersInGame } from './game';
import type { GameState, ObjectId, PlayerId } from './state';
import { moveObject, removeObject } from './zones';
import { allObjects, objectAt } from './objectTable';

type Found = {
  losers: { player: PlayerId; rule: string; why: string }[];
  ceaseToExist: { id: ObjectId; rule: string; why: string }[];
  toGraveyard: { id: ObjectId; rule: string; why: string }[];
};

function findStateBasedActions(s: GameState): Found {
  const found: Found = { losers: [], ceaseToExist: [], toGraveyard: [] };
  for (const id of playersInGame(s)) {
    const p = s.players[id];
    if (p.life <= 0) found.losers.push({ player: id, rule: '704.5a', why: `${p.name} has ${p.life} life` });
    else if (p.drewFromEmpty) found.losers.push({ player: id, rule: '704.5b', why: `${p.name} tried to draw from an empty library` });
  }
  // Tokens and copies out of place can only be in these zones: the battlefield and stack are fine.
  const elsewhere = [...s.exile, ...s.order.flatMap((p) => [...s.players[p].hand, ...s.players[p].graveyard, ...s.players[p].library])];
  for (const o of elsewhere.map((id) => objectAt(s, id))) {
    if (o.token && o.zone !== 'battlefield') {
      found.ceaseToExist.push({ id: o.id, rule: '704.5d', why: `the token ${o.card} is not on the battlefield` });
    } else if (o.copy && o.stackItem?.kind !== 'ability' && o.zone !== 'stack' && o.zone !== 'battlefield') {
      found.ceaseToExist.push({ id: o.id, rule: '707.10a', why: `a copy of ${o.card} left the stack` });
    }
  }
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if (!isCreature(s, o)) continue;
    const t = toughness(s, o);
    if (t <= 0) found.toGraveyard.push({ id, rule: '704.5f', why: `${describe(s, id)} has toughness ${t}` });
    else if (o.damage >= t) found.toGraveyard.push({ id, rule: '704.5g', why: `${describe(s, id)} has ${o.damage} damage marked and toughness ${t}: lethal damage` });
  }
  return found;
}

/** Perform every state-based action that applies now, as one event. Returns whether any did. */
export function performStateBasedActions(tx: Tx): boolean {
  const found = findStateBasedActions(tx.s);
  for (const { player, rule, why } of found.losers) {
    patchPlayer(tx, player, { lost: true });
    log(tx, rule, `${why}: ${playerName(tx.s, player)} loses the game.`, [player]);
  }
  for (const { id, rule, why } of found.toGraveyard) {
    log(tx, rule, `${why}; it is put into its owner's graveyard.`, [id]);
    moveObject(tx, id, 'graveyard');
  }
  for (const { id, rule, why } of found.ceaseToExist) {
    log(tx, rule, `${why[0].toUpperCase()}${why.slice(1)}: it ceases to exist${rule === '707.10a' ? ' (704.5e)' : ''}.`, [id]);
    removeObject(tx, id);
  }
  // Drawing from an empty library is remembered only until the next check (704.5b).
  for (const id of tx.s.order) if (tx.s.players[id].drewFromEmpty) patchPlayer(tx, id, { drewFromEmpty: false });
  const left = playersInGame(tx.s);
  if (left.length > 1) for (const { player } of found.losers) leaveGame(tx, player);
  if (found.losers.length > 0 && left.length <= 1) {
    patchState(tx, { gameOver: { winners: left } });
    log(tx, found.losers[0].rule, left.length ? `${playerName(tx.s, left[0])} wins the game.` : 'The game is a draw.', left);
  }
  return found.losers.length + found.toGraveyard.length + found.ceaseToExist.length > 0;
}

/**
 * 405.6h (800.4a): a player who leaves a multiplayer game takes along every object they own; their
 * spells and abilities on the stack and their waiting triggers cease to exist; what else they
 * control is exiled. So nothing of theirs resolves or asks them a choice afterwards.
 */
function leaveGame(tx: Tx, player: PlayerId): void {
  const gone = allObjects(tx.s).filter((o) => o.owner === player || (o.zone === 'stack' && o.controller === player));
  for (const o of gone) removeObject(tx, o.id);
  for (const id of tx.s.battlefield.filter((id) => objectAt(tx.s, id).controller === player)) moveObject(tx, id, 'exile', { silent: true });
  patchState(tx, { pendingTriggers: tx.s.pendingTriggers.filter((t) => t.controller !== player) });
  if (gone.length) log(tx, '405.6h', `${playerName(tx.s, player)} leaves the game: the ${gone.length} object${gone.length === 1 ? '' : 's'} they owned or had on the stack leave with them.`, [player]);
}
