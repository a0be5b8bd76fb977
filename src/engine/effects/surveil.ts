// Surveil (701.25a): look at the top N cards of your library, put any number of them into your
// graveyard and the rest on top in any order. One `pick` (SCENARIO.md): the cards kept on top, top
// first; the others go to the graveyard in the order they were looked at.
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log, patchPlayer } from '../state/game';
import { askKeptOnTop } from './library';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { resolvingName } from './resolvingName';
import { playerActed } from '../stack/actionTriggers';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function surveil(tx: Tx, e: Extract<EffectDef, { kind: 'surveil' }>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  if (e.count <= 0) return; // 701.25c: surveil 0 is no surveil event.
  const top = p.library.slice(0, e.count);
  if (top.length === 0) {
    // 701.25d: with nothing to look at the player still surveils, and "whenever you surveil" triggers.
    log(tx, '701.25d', `${p.name} surveils ${e.count} with an empty library: there is nothing to look at, but the player has surveilled.`, [p.id]);
    playerActed(tx, p.id, 'surveil');
    return;
  }
  if (ins.answer === undefined) {
    askKeptOnTop(tx, p.id, top, `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} surveils ${e.count}: choose the cards to keep on top of their library, top first; the others are put into their graveyard.`, '701.25a', ins);
    return;
  }
  const kept = ins.answer as ObjectId[];
  const binned = top.filter((id) => !kept.includes(id));
  const names = binned.map((id) => objectAt(tx.s, id).card);
  const rest = getPlayer(tx.s, p.id).library.filter((id) => !top.includes(id));
  patchPlayer(tx, p.id, { library: [...kept, ...binned, ...rest] });
  for (const id of binned) moveObject(tx, id, 'graveyard');
  log(tx, '701.25a', `${p.name} surveils ${e.count}: ${names.length ? `${names.join(', ')} into their graveyard` : 'nothing into their graveyard'}, ${kept.length} on top.`, [p.id]);
  playerActed(tx, p.id, 'surveil'); // 701.25
}
