// A permanent entering the battlefield, with the replacement effects that modify how it enters
// (614.1c): "enters with X +1/+1 counters" uses the X of the spell it was (107.3m), else 0;
// "enters tapped" puts it onto the battlefield tapped.
import { checkWithin } from './limits';
import { abilities } from './characteristics';
import type { Tx } from './game';
import { getObject, log } from './game';
import type { ObjectId, PlayerId } from './state';
import { moveObject } from './zones';
import { entered } from '../stack/triggers';

export function enterBattlefield(tx: Tx, id: ObjectId, controller: PlayerId, spellX = 0): ObjectId {
  const o = getObject(tx.s, id);
  const counters: Record<string, number> = {};
  for (const a of abilities(tx.s, o)) {
    if (a.kind !== 'static' || a.rule?.kind !== 'entersWithCounters') continue;
    const n = typeof a.rule.amount === 'number' ? a.rule.amount : a.rule.amount.of === 'x' ? spellX : 0;
    if (n > 0) counters[a.rule.counter] = (counters[a.rule.counter] ?? 0) + n;
    checkWithin('counters', counters[a.rule.counter] ?? 0, '122.1');
    log(tx, '107.3m', `${o.card} enters with ${n} ${a.rule.counter} counter${n === 1 ? '' : 's'} (X = ${spellX}${o.zone === 'stack' ? ', the X of the spell' : ': it was not cast'}).`, [id]);
  }
  const tapped = abilities(tx.s, o).some((a) => a.kind === 'static' && a.rule?.kind === 'entersTapped');
  if (tapped) log(tx, '614.1c', `${o.card} enters the battlefield tapped.`, [id]);
  const permanent = moveObject(tx, id, 'battlefield', { controller, counters, tapped });
  entered(tx, permanent);
  return permanent;
}
