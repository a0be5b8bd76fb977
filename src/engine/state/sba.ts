// State-based actions (704): checked whenever a player would receive priority, all applicable
// ones performed at once as a single event, repeated until none applies (704.3). Keywords read
// from the object's abilities: indestructible ignores 704.5g and 704.5h (702.12b); deathtouch's
// mark (704.5h, set by the damage event) lasts until the next check, which forgets it. Attachment's
// checks (704.5m-p) are in sbaAttachment.ts.
import { monarchLeft } from './monarch';
import { hasKeyword, isCreature, isType, toughness } from './characteristics';
import type { Tx } from './game';
import { cap, describe, log, patchObject, patchPlayer, patchState, playerName, playersInGame, setObjects } from './game';
import type { GameObject, GameState, ObjectId, PlayerId } from './state';
import { moveObject, moveObjects, removeObject, type Move } from './zones';
import { allObjects, objectAt, tableSet, type ObjectTable } from './objectTable';
import { attachmentActions } from './sbaAttachment';
import { unattach } from './attachment';
import { staticSources } from '../layers/staticSources';
import { replaceDestruction, withSeveralReplacements } from './destructionReplacements';
import { sweepCombat } from '../combat/removal';
import { zoneChanged } from '../stack/triggers';

type Found = {
  losers: { player: PlayerId; rule: string; why: string }[];
  ceaseToExist: { id: ObjectId; rule: string | readonly [string, ...string[]]; why: string }[];
  toGraveyard: { id: ObjectId; rule: string | readonly [string, ...string[]]; why: string }[];
  /** Dealt damage by a source with deathtouch, and not destroyed by it: the mark is forgotten (704.5h). */
  spared: { id: ObjectId; why?: string }[];
  /** 704.5n, 704.5p: attached permanents that become unattached. */
  unattached: { id: ObjectId; rule: string | readonly [string, ...string[]]; why: string }[];
  /** 704.5q: permanents with N +1/+1 and N -1/-1 counters to remove. */
  annihilate: { id: ObjectId; n: number }[];
};

type Kind = 'token' | 'copy' | 'toughness' | 'damage' | 'deathtouch' | 'loyalty' | 'counters';

/** 704.5q, 122.3: the number of +1/+1 and -1/-1 counters a permanent has both of. */
function counterPairs(o: GameObject): number {
  return Math.min(o.counters['+1/+1'] ?? 0, o.counters['-1/-1'] ?? 0);
}

/**
 * Whether one object is in a state-based action's condition now; only its own fields decide. An
 * indestructible creature ignores lethal damage (702.12b). An object dealt damage by deathtouch is
 * in a condition until the next check, even when it won't be destroyed: the check forgets the mark.
 */
function objectCondition(s: GameState, o: GameObject): Kind | undefined {
  if (o.zone !== 'battlefield') {
    if (o.token) return 'token';
    if (o.copy && o.stackItem?.kind !== 'ability' && o.zone !== 'stack') return 'copy';
    return undefined;
  }
  if (isCreature(s, o)) {
    const t = toughness(s, o);
    if (t <= 0) return 'toughness';
    if (o.damage >= t && !hasKeyword(s, o, 'indestructible')) return 'damage';
  }
  if (o.deathtouched) return 'deathtouch';
  if (isType(s, o, 'Planeswalker') && (o.counters.loyalty ?? 0) <= 0) return 'loyalty';
  if (counterPairs(o) > 0) return 'counters';
  return undefined;
}

// Objects in a state-based action's condition. An object's condition comes from it, its card and
// the continuous effects on it; an effect that begins or ends writes the records of the objects it
// affects (effects/continuous.ts, a set fixed as it begins, 611.2c). So within an action the check
// looks only at the objects written since the last check (Tx.written). Otherwise it looks at every
// bucket of the object table, each remembered by identity: a bucket no action touched costs one
// lookup. What it finds is put in order where it is used, so the log doesn't depend on which way
// it was found.
/** `statics`: whether a permanent had a static ability generating a continuous effect at that check. */
type Memo = { table: ObjectTable; ids: readonly ObjectId[]; statics?: boolean };
const byBucket = new WeakMap<object, readonly ObjectId[]>();
const NONE: readonly ObjectId[] = [];
let last: Memo | undefined;

function inCondition(s: GameState, o: GameObject | undefined): boolean {
  return o !== undefined && objectCondition(s, o) !== undefined;
}

function walk(s: GameState): Memo {
  const ids: ObjectId[] = [];
  for (const bucket of s.objects) {
    let found = byBucket.get(bucket);
    if (!found) {
      const f = bucket.filter((o) => inCondition(s, o)).map((o) => o.id);
      byBucket.set(bucket, (found = f.length ? f : NONE));
    }
    for (const id of found) ids.push(id);
  }
  return { table: s.objects, ids: ids.length ? ids : NONE };
}

/** The objects in condition at `from`, changed only for the objects written since. */
function update(s: GameState, from: Memo, written: readonly ObjectId[]): Memo {
  // One set for the whole update, so a combat that damages two hundred creatures costs two hundred
  // lookups, not two hundred copies of the list.
  let ids: Set<ObjectId> | undefined;
  for (const id of written) {
    const now = ids ?? from.ids;
    const was = ids ? ids.has(id) : from.ids.includes(id);
    if (was === inCondition(s, objectAt(s, id))) continue;
    ids ??= new Set(now);
    if (was) ids.delete(id);
    else ids.add(id);
  }
  return { table: s.objects, ids: ids ? (ids.size ? [...ids] : NONE) : from.ids };
}

function candidates(tx: Tx): readonly ObjectId[] {
  const s = tx.s;
  const w = tx.written;
  const memo = last?.table === s.objects ? last : last && w && w.from === last.table && w.to === s.objects ? update(s, last, w.ids) : walk(s);
  const before = last;
  const statics = staticSources(s).statics > 0;
  last = memo.statics === statics ? memo : { ...memo, statics };
  tx.written = { from: s.objects, to: s.objects, ids: [] };
  // A static ability's effect (611.3) changes the permanents it affects without writing their
  // records ("Enchanted creature gets +2/+2" attached or gone, an anthem entering or leaving):
  // while any is on the battlefield, or was at the last check, every permanent is looked at (the
  // derivation is memoized, so this is a lookup each).
  if (!statics && !before?.statics) return memo.ids;
  const all = new Set(memo.ids);
  for (const id of s.battlefield) if (!all.has(id) && inCondition(s, objectAt(s, id))) all.add(id);
  return all.size === memo.ids.length ? memo.ids : [...all];
}

/** 704.5h (702.2b): a creature with toughness greater than 0 dealt damage by deathtouch is destroyed, unless indestructible (702.12b). */
function deathtouch(s: GameState, o: GameObject, found: Found): void {
  if (isCreature(s, o) && !hasKeyword(s, o, 'indestructible')) {
    found.toGraveyard.push({ id: o.id, rule: ['704.5h', '702.2b'], why: `${describe(s, o.id)} was dealt damage by a source with deathtouch` });
    return;
  }
  const indestructible = isCreature(s, o) ? `${describe(s, o.id)} was dealt damage by a source with deathtouch, but it has indestructible: it isn't destroyed` : undefined;
  found.spared.push(indestructible ? { id: o.id, why: indestructible } : { id: o.id });
  // Spared by indestructible, a planeswalker with loyalty 0 still goes (704.5i is not destruction).
  if (isType(s, o, 'Planeswalker') && (o.counters.loyalty ?? 0) <= 0) found.toGraveyard.push({ id: o.id, rule: '704.5i', why: `${describe(s, o.id)} has loyalty 0` });
}

function findStateBasedActions(tx: Tx): Found {
  const s = tx.s;
  const found: Found = { losers: [], ceaseToExist: [], toGraveyard: [], spared: [], unattached: [], annihilate: [] };
  for (const id of playersInGame(s)) {
    const p = s.players[id];
    if (p.life <= 0) found.losers.push({ player: id, rule: '704.5a', why: `${p.name} has ${p.life} life` });
    else if (p.drewFromEmpty) found.losers.push({ player: id, rule: '704.5b', why: `${p.name} tried to draw from an empty library` });
    else if ((p.poison ?? 0) >= 10) found.losers.push({ player: id, rule: '704.5c', why: `${p.name} has ${p.poison} poison counters` });
  }
  for (const id of candidates(tx)) {
    const o = objectAt(s, id);
    const t = toughness(s, o);
    switch (objectCondition(s, o)) {
      case 'token':
        found.ceaseToExist.push({ id, rule: '704.5d', why: `the token ${o.card} is not on the battlefield` });
        break;
      case 'copy':
        // 704.5e is the state-based action; 707.10a restates it for copies.
        found.ceaseToExist.push({ id, rule: ['704.5e', '707.10a'], why: `the copy of ${o.card} is in ${o.zone === 'exile' ? 'exile' : `${playerName(s, o.owner)}'s ${o.zone}`}, not on the stack` });
        break;
      case 'toughness':
        found.toGraveyard.push({ id, rule: '704.5f', why: `${describe(s, id)} has toughness ${t}` });
        break;
      case 'damage':
        // Dealt lethal damage, some of it by deathtouch: both 704.5g and 704.5h apply, one event.
        found.toGraveyard.push({
          id,
          rule: o.deathtouched ? ['704.5g', '704.5h', '702.2b'] : '704.5g',
          why: `${describe(s, id)} has ${o.damage} damage marked and toughness ${t}: lethal damage`,
        });
        break;
      case 'deathtouch':
        deathtouch(s, o, found);
        break;
      case 'loyalty':
        found.toGraveyard.push({ id, rule: '704.5i', why: `${describe(s, id)} has loyalty 0` });
        break;
    }
    if (o.zone === 'battlefield' && counterPairs(o) > 0) found.annihilate.push({ id, n: counterPairs(o) });
  }
  for (const a of attachmentActions(s)) {
    if (a.to === 'graveyard') {
      if (!found.toGraveyard.some((g) => g.id === a.id)) found.toGraveyard.push({ id: a.id, rule: a.rule, why: a.why });
    } else found.unattached.push({ id: a.id, rule: a.rule, why: a.why });
  }
  // The order a scenario would expect: battlefield order for what goes to the graveyard, the order
  // they came to be for what ceases to exist.
  if (found.toGraveyard.length > 1) {
    const at = new Map(s.battlefield.map((id, i) => [id, i]));
    found.toGraveyard.sort((x, y) => at.get(x.id)! - at.get(y.id)!);
  }
  found.ceaseToExist.sort((x, y) => objectAt(s, x.id).timestamp - objectAt(s, y.id).timestamp);
  return found;
}

// Positions already checked and found clean: objects and players the same records as then. A
// player passing priority changes neither, so the check it triggers (117.5) costs one lookup.
const clean = new WeakMap<object, object>();

/**
 * The first permanent the check would destroy (704.5g, 704.5h) with more than one replacement effect
 * that may apply to that and no choice made for it yet: its controller chooses one first (616.1).
 */
function toChoose(s: GameState, found: Found, replaced: Readonly<Record<ObjectId, string>>): ObjectId | undefined {
  const destroyed = found.toGraveyard.filter(({ id, rule }) => !(id in replaced) && (typeof rule === 'string' ? [rule] : rule).some((r) => r === '704.5g' || r === '704.5h'));
  if (destroyed.length === 0) return undefined;
  const several = new Set(withSeveralReplacements(s));
  return destroyed.find(({ id }) => several.has(id))?.id;
}

/**
 * Perform every state-based action that applies now, as one event; `replaced`: the replacement
 * chosen for each destruction (616.1). Returns whether any did. With `choose`, a destruction whose
 * replacement is still to be chosen is handed to it, and nothing is performed (the check is made
 * again once the choice is made); without it, the first replacement that applies does.
 */
export function performStateBasedActions(tx: Tx, legendRule: Found['toGraveyard'] = [], replaced: Readonly<Record<ObjectId, string>> = {}, choose?: (id: ObjectId) => void): boolean {
  if (legendRule.length === 0 && clean.get(tx.s.objects) === tx.s.players) return false;
  const found = findStateBasedActions(tx);
  const asked = choose && toChoose(tx.s, found, replaced);
  if (asked !== undefined) {
    choose!(asked);
    return false;
  }
  // 704.5j, chosen before the check (legendRule.ts): with the others, at once (704.3), in battlefield order.
  const more = legendRule.filter((l) => !found.toGraveyard.some((t) => t.id === l.id));
  if (more.length) {
    const at = new Map(tx.s.battlefield.map((id, i) => [id, i]));
    found.toGraveyard = [...found.toGraveyard, ...more].sort((x, y) => at.get(x.id)! - at.get(y.id)!);
  }
  const acts = found.losers.length + found.toGraveyard.length + found.ceaseToExist.length + found.unattached.length + found.annihilate.length;
  if (acts === 0 && !tx.s.order.some((p) => tx.s.players[p].drewFromEmpty)) {
    forgetDeathtouch(tx, found);
    if (found.spared.length === 0) clean.set(tx.s.objects, tx.s.players);
    return false;
  }
  forgetDeathtouch(tx, found);
  for (const { player, rule, why } of found.losers) {
    patchPlayer(tx, player, { lost: true });
    log(tx, rule, `${why}: ${playerName(tx.s, player)} loses the game.`, [player]);
    monarchLeft(tx, player); // 725.4
  }
  const dying: Move[] = [];
  const going = new Set(found.toGraveyard.map((g) => g.id));
  // 704.5q (122.3): counters annihilate in pairs on the permanents that stay.
  for (const { id, n } of found.annihilate) {
    if (going.has(id)) continue;
    const o = objectAt(tx.s, id);
    const counters: Record<string, number> = { ...o.counters, '+1/+1': o.counters['+1/+1'] - n, '-1/-1': o.counters['-1/-1'] - n };
    for (const k of ['+1/+1', '-1/-1']) if (counters[k] === 0) delete counters[k];
    patchObject(tx, id, { counters });
    log(tx, '704.5q', `${describe(tx.s, id)} has both +1/+1 and -1/-1 counters: ${n} of each ${n === 1 ? 'is' : 'are'} removed.`, [id]);
  }
  // 704.5n, 704.5p: unattached, they stay on the battlefield.
  for (const { id, rule, why } of found.unattached) {
    if (going.has(id)) continue;
    log(tx, rule, `${why}; it becomes unattached and stays on the battlefield.`, [id]);
    unattach(tx, id);
  }
  for (const { id, rule, why } of found.toGraveyard) {
    // 704.5g and 704.5h destroy (701.8b); 704.5f, 704.5i and 704.5m only put into the graveyard, and
    // no regeneration shield replaces them (701.19a replaces a destruction).
    const rules: readonly string[] = typeof rule === 'string' ? [rule] : rule;
    const destroyed = rules.includes('704.5g') || rules.includes('704.5h');
    if (destroyed && replaceDestruction(tx, id, { what: `${why}, so it would be destroyed`, byEffect: false, stateBased: true, cites: rules }, replaced[id])) continue;
    log(tx, rule, `${cap(why)}; it is ${destroyed ? 'destroyed and ' : ''}put into its owner's graveyard.`, [id]);
    dying.push({ id, to: 'graveyard' });
  }
  // 704.3: they go to their owners' graveyards at once, as one event, and leave combat once for
  // them all (506.4). A regeneration above touches only its own permanent, so it reads the same.
  moveObjects(tx, dying);
  for (const { id, rule, why } of found.ceaseToExist) {
    log(tx, rule, `${why[0].toUpperCase()}${why.slice(1)}: it ceases to exist.`, [id]);
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
  return acts > 0;
}

/**
 * 704.5h looks at damage dealt "since the last time state-based actions were checked": each check
 * forgets the marks of the objects it didn't destroy (those it destroys are new objects now, 400.7).
 */
function forgetDeathtouch(tx: Tx, found: Found): void {
  for (const { id, why } of found.spared) {
    if (why) log(tx, ['702.12b', '704.5h'], `${why}.`, [id]);
    // The field is left out, not set to false, so the state survives a JSON round trip unchanged.
    const { deathtouched: _mark, ...rest } = objectAt(tx.s, id);
    void _mark;
    setObjects(tx, tableSet(tx.s.objects, rest), id);
  }
}

/**
 * 405.6h (800.4a): a player who leaves a multiplayer game takes along every object they own; their
 * spells and abilities on the stack and their waiting triggers cease to exist; what else they
 * control is exiled. So nothing of theirs resolves or asks them a choice afterwards, and what of
 * theirs was attacking, blocking or attacked is removed from combat (506.4).
 */
function leaveGame(tx: Tx, player: PlayerId): void {
  const gone = allObjects(tx.s).filter((o) => o.owner === player || (o.zone === 'stack' && o.controller === player));
  for (const o of gone) removeObject(tx, o.id);
  // 603.6c: a permanent leaving the game with its owner triggers its leaves-the-battlefield
  // abilities; one they controlled themselves would be theirs, and they are gone (800.4a).
  for (const o of gone) if (o.zone === 'battlefield' && o.controller !== player) zoneChanged(tx, o, 'outside the game');
  // 506.4: what left with them leaves combat too.
  sweepCombat(tx);
  for (const id of tx.s.battlefield.filter((id) => objectAt(tx.s, id).controller === player)) moveObject(tx, id, 'exile', { silent: true });
  patchState(tx, { pendingTriggers: tx.s.pendingTriggers.filter((t) => t.controller !== player) });
  if (gone.length) log(tx, '405.6h', `${playerName(tx.s, player)} leaves the game: the ${gone.length} object${gone.length === 1 ? '' : 's'} they owned or had on the stack leave with them.`, [player]);
}
