// Reading an Amount as the effect happens (608.2h): from the source as it is now, or as it last
// existed if it has left its zone.
import type { Amount } from '../state/card';
import { power, toughness } from '../state/characteristics';
import type { Tx } from '../state/game';
import type { EffectContext, GameObject } from '../state/state';
import { objectAt } from '../state/objectTable';
import { currentReader } from '../state/quality';
import { gameAmount } from '../state/gameAmount';

/** The source as the effect sees it: the object itself while it is where it was, else its LKI. */
export function sourceObject(tx: Tx, ctx: EffectContext): GameObject | undefined {
  const now = objectAt(tx.s, ctx.source);
  return now ?? ctx.lki;
}

export function amount(tx: Tx, a: Amount, ctx: EffectContext): number {
  if (typeof a === 'number') return a;
  switch (a.of) {
    case 'x':
      return ctx.x;
    case 'sourcePower': {
      const o = sourceObject(tx, ctx);
      return o ? Math.max(0, power(tx.s, o)) : 0;
    }
    case 'sourceCounters':
      return sourceObject(tx, ctx)?.counters[a.counter] ?? 0;
    case 'ifCastFrom':
      return ctx.spell?.castFrom === a.zone ? a.then : a.otherwise;
    case 'blockingSource': {
      // 702.23b: the creatures blocking the source as the ability resolves.
      const n = tx.s.combat?.blockers.filter((b) => b.blocks.includes(ctx.source)).length ?? 0;
      return Math.max(0, n - a.beyond) * a.times;
    }
    case 'energyPaid':
      return ctx.energyPaid ?? 0;
    case 'eventCount':
      return ctx.event?.count ?? 0;
    case 'count': // counted as the effect happens (608.2h)
    case 'cardsIn':
    case 'cardTypesAmong':
    case 'plus':
    case 'lifeTotal':
    case 'spellsCastLastTurn':
      return gameAmount(tx.s, currentReader(tx.s), a, { id: ctx.source, controller: ctx.controller }) ?? 0;
    case 'attachedToSource':
      return gameAmount(tx.s, currentReader(tx.s), a, { id: ctx.source, controller: ctx.controller, object: sourceObject(tx, ctx) }) ?? 0;
    case 'negated':
      return -amount(tx, a.amount, ctx);
    case 'ifKicked':
      return ctx.spell?.kicked ? a.kicked : a.otherwise;
    case 'sacrificed': {
      // 608.2h: the sacrificed creature as it last existed on the battlefield.
      const o = ctx.spell?.paid?.sacrificed[0];
      if (!o) return 0;
      return Math.max(0, a.stat === 'power' ? power(tx.s, o) : toughness(tx.s, o));
    }
  }
}
