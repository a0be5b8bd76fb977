// "Transform ~." (701.27a) as an ability of the permanent resolves: only the same object, still on the
// battlefield (400.7), that hasn't transformed since the ability was put on the stack (701.27f), and
// can transform at all (701.27c, 701.27d); a daybound or nightbound permanent turns only by day and
// night (702.145b, 702.145e). Otherwise nothing happens, and the log says why.
import type { Tx } from '../state/game';
import { describe, log } from '../state/game';
import type { EffectContext } from '../state/state';
import { objectAt } from '../state/objectTable';
import { hasKeyword } from '../state/characteristics';
import { cantTransform, transformPermanent } from '../state/transform';

export function transform(tx: Tx, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  if (!o || o.zone !== 'battlefield') {
    log(tx, ['701.27a', '400.7'], `${ctx.sourceName} is no longer on the battlefield: it doesn't transform.`, [ctx.source]);
    return;
  }
  if ((o.transformed ?? 0) !== (ctx.lki?.transformed ?? 0)) {
    log(tx, '701.27f', `${describe(tx.s, o.id)} has transformed since the ability was put on the stack: it doesn't transform again.`, [o.id]);
    return;
  }
  const cant = cantTransform(tx.s, o);
  if (cant) {
    log(tx, cant.rule, `${describe(tx.s, o.id)} doesn't transform: ${cant.why}.`, [o.id]);
    return;
  }
  const bound = hasKeyword(tx.s, o, 'daybound') ? 'daybound' : hasKeyword(tx.s, o, 'nightbound') ? 'nightbound' : null;
  if (bound) {
    log(tx, bound === 'daybound' ? '702.145b' : '702.145e', `${describe(tx.s, o.id)} doesn't transform: a ${bound} permanent transforms only by its ${bound} ability.`, [o.id]);
    return;
  }
  transformPermanent(tx, o, ['701.27a']);
}
