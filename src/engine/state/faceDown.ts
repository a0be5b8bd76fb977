// Face-down spells and permanents (708): what a zone change shows of one (708.9).
import type { Tx } from './game';
import { log } from './game';
import type { GameObject } from './state';

/** 708.9: a face-down permanent leaving the battlefield, or a face-down spell leaving the stack for another zone, is revealed to all. */
export function revealFaceDown(tx: Tx, old: GameObject, to: string): void {
  if (!old.faceDown || to === 'battlefield') return;
  const what = old.zone === 'battlefield' ? 'face-down permanent' : 'face-down spell';
  log(tx, '708.9', `The ${what} is revealed as it leaves the ${old.zone}: it is ${old.card}.`, [old.id]);
}

/** How a log entry names an object by its card: a face-down one by no name (708.5; the page hides it likewise). */
export function cardName(o: GameObject): string {
  return o.faceDown ? 'a face-down creature' : o.card;
}
