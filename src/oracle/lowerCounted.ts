// A number the text defines by a count (107.3c: X defined by the text; 608.2h: counted as the effect
// happens): "the number of Mountains you control", "2 plus the number of cards named ~ in all graveyards".
import type { Amount } from '../engine/state/card';
import { amountOf, perEach } from './lowerStatic';
import type { CountedNode, TriggerNode } from './tree';

export function countedAmount(q: CountedNode): Amount | null {
  const n = amountOf(q.count);
  if (!n) return null;
  if (q.times !== undefined) return q.times > 0 ? perEach(q.times, n) : null; // "2 life for each ..."
  return q.plus ? { of: 'plus', amount: n, n: q.plus } : n;
}

/** Triggers whose "it" may be another object than the source: the permanent that entered or died, the spell cast, the card drawn. */
const OTHERS: readonly string[] = ['permanentEnters', 'permanentDies', 'creatureCombat', 'cast', 'attachedTo', 'playerDraws', 'discarded', 'cycled'];

/**
 * Whether "It deals damage" names the source (608.2c): in an activated ability, or a trigger on the
 * source's own event ("When ~ enters, it deals ..."); not "Whenever another Dragon enters, it deals ...".
 */
export function itIsSource(trigger: TriggerNode | undefined): boolean {
  if (!trigger) return true;
  if (trigger.kind !== 'trigger') return false;
  return !OTHERS.includes(trigger.event) && !('permanents' in trigger);
}
