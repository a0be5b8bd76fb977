// "Put any number of them into your graveyard and the rest back on top of your library in any
// order." (Curate, Grim Flayer): surveil's choice (701.25a) over the cards looked at. One `pick`
// (SCENARIO.md, as surveil asks it): the cards kept on top, top first; the others go to the
// graveyard in the order they were looked at.
import type { Tx } from '../state/game';
import { getPlayer, log, patchPlayer } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { askKeptOnTop } from './library';
import { resolvingName } from './resolvingName';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function binLooked(tx: Tx, ctx: EffectContext, ins: Ins, cards: ObjectId[]): void {
  const p = getPlayer(tx.s, ctx.controller);
  if (ins.answer === undefined) {
    askKeptOnTop(tx, p.id, cards, `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} chooses the cards they looked at to keep on top of their library, top first; the others are put into their graveyard.`, '608.2d', ins);
    return;
  }
  const kept = (ins.answer as ObjectId[]).filter((id) => cards.includes(id));
  const binned = cards.filter((id) => !kept.includes(id));
  const rest = getPlayer(tx.s, p.id).library.filter((id) => !cards.includes(id));
  patchPlayer(tx, p.id, { library: [...kept, ...binned, ...rest] });
  const names = binned.map((id) => objectAt(tx.s, id).card);
  for (const id of binned) moveObject(tx, id, 'graveyard');
  log(tx, '401.4', `${p.name} puts ${names.length ? names.join(', ') : 'no card'} into their graveyard and ${kept.length} back on top of their library in the order they chose.`, [p.id]);
}
