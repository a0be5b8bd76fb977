// Random play (issue 15): the invariants of continuous effects and layers. Characteristics computed
// twice from the same state are identical (the memo is never stale); each permanent's recorded
// controller is the one layer 2 derives (layers/control.ts writes it back after every event); no
// effect outlives its duration (611.2, 514.2).
import { derivePass, characteristicsOf } from '../layers/derive';
import { result } from '../layers/working';
import { objectAt } from '../state/objectTable';
import type { Action } from '../actions';
import type { GameState } from '../state/state';
import { jsonDifference } from './invariants';

export function layerInvariants(s: GameState): string[] {
  const out: string[] = [];
  const permanents = s.battlefield.map((id) => objectAt(s, id));
  const fresh = derivePass(s, permanents).works;
  for (const o of permanents) {
    const memo = characteristicsOf(s, o);
    const d = jsonDifference(result(fresh.get(o.id)!), memo, `${o.id} (${o.card})`);
    if (d) out.push(`layers: the characteristics remembered differ from those derived again: ${d}`);
    if (memo.controller !== o.controller) out.push(`layers: ${o.id} (${o.card}) is recorded as controlled by ${o.controller}, but layer 2 gives ${memo.controller} (613.1b)`);
  }
  for (const e of s.effects ?? []) {
    const what = `effect of ${e.source.name} (timestamp ${e.timestamp})`;
    if (!e.affects.objects.some((id) => objectAt(s, id)?.zone === 'battlefield')) out.push(`durations: the ${what} affects nothing left on the battlefield (400.7)`);
    if (e.duration === 'whileSourceOnBattlefield' && objectAt(s, e.source.id)?.zone !== 'battlefield') out.push(`durations: the ${what} lasts while its source is on the battlefield, which it isn't (611.2b)`);
  }
  return out;
}

/**
 * Across an action that began a new turn (not an edit of the turn, which does nothing else): the
 * effects "until end of turn" of the turns before ended in their cleanup step (514.2), and those
 * "until your next turn" of the new active player ended as the turn began (611.2b).
 */
export function durationsKept(before: GameState, after: GameState, action: Action): string | null {
  if (action.type === 'edit' || after.turn.number <= before.turn.number) return null;
  for (const e of after.effects ?? []) {
    const what = `the effect of ${e.source.name} (timestamp ${e.timestamp}, turn ${e.turn})`;
    if (e.duration === 'endOfTurn' && e.turn <= before.turn.number) return `durations: ${what} lasts until end of turn and is still there in turn ${after.turn.number} (514.2)`;
    if (e.duration === 'untilYourNextTurn' && e.controller === after.turn.active && e.turn <= before.turn.number) return `durations: ${what} lasts until ${e.controller}'s next turn, which has begun (611.2b)`;
  }
  return null;
}
