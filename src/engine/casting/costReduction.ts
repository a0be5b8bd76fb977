// Cost reductions a spell states of itself (601.2f): affinity (702.41a, "This spell costs {1} less
// to cast for each [text] you control"; several instances each apply, 702.41b) and "~ costs {1}
// less to cast for each artifact you control". They reduce generic mana only, never below {0}.
import type { CardDef } from '../state/card';
import type { CostSymbol } from '../mana/mana';
import type { GameState, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { matchesFilter } from './activationCosts';

/** How much generic mana the card's own reductions take off now (read once, as the total cost is locked in). */
export function selfReduction(s: GameState, def: CardDef, player: PlayerId): number {
  let off = 0;
  for (const a of def.abilities) {
    if (a.kind !== 'cost' || !a.reduction) continue;
    const { generic, forEach, controller } = a.reduction;
    const n = s.battlefield.filter((id) => {
      const o = objectAt(s, id);
      return (controller === 'any' || o.controller === player) && matchesFilter(s, o, forEach);
    }).length;
    off += generic * n;
  }
  return off;
}

/** 601.2f, 118.7d: take `off` generic mana out of the cost; what is left of it is at least {0}. */
export function reduceGeneric(mana: readonly CostSymbol[], off: number): CostSymbol[] {
  let left = off;
  const out: CostSymbol[] = [];
  for (const c of mana) {
    if (c.kind === 'generic' && left > 0) {
      const take = Math.min(left, c.amount);
      left -= take;
      if (c.amount - take > 0) out.push({ kind: 'generic', amount: c.amount - take });
      continue;
    }
    out.push(c);
  }
  return out;
}
