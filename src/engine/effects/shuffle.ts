// "Target player shuffles their graveyard into their library." (Reminisce), "Shuffle your library."
// (701.24a): the cards of the graveyard put into the library, then the library randomized, seeded
// like every shuffle (SCENARIO.md, "Randomness").
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { getPlayer, log, patchPlayer, patchState } from '../state/game';
import type { EffectContext } from '../state/state';
import { shuffle as randomOrder } from '../state/rng';
import { moveObject, moveObjects } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';
import { resolvingName } from './resolvingName';

export function shuffle(tx: Tx, e: Extract<EffectDef, { kind: 'shuffle' }>, ctx: EffectContext): void {
  if (e.self) return shuffleSelf(tx, ctx);
  for (const id of affected(tx, e.who, ctx)) {
    if (!tx.s.players[id]) continue;
    const p = getPlayer(tx.s, id);
    const cards = e.graveyard ? [...p.graveyard] : [];
    if (cards.length) moveObjects(tx, cards.map((c) => ({ id: c, to: 'library' as const })));
    const [library, rng] = randomOrder(getPlayer(tx.s, id).library, tx.s.rng);
    patchPlayer(tx, id, { library });
    patchState(tx, { rng });
    log(tx, '701.24a', e.graveyard ? `${p.name} shuffles their graveyard (${cards.length} card${cards.length === 1 ? '' : 's'}) into their library (${resolvingName(tx.s, ctx)}).` : `${p.name} shuffles their library (${resolvingName(tx.s, ctx)}).`, [id]);
  }
}

/**
 * "Shuffle ~ into its owner's library.": the source, the resolving spell on the stack (which then
 * isn't put into a graveyard, 608.2m) or the permanent, put into its owner's library, then that
 * library shuffled (701.24a). A source that has become a new object elsewhere (400.7) stays there.
 */
function shuffleSelf(tx: Tx, ctx: EffectContext): void {
  const o = objectAt(tx.s, ctx.source);
  if (!o || (o.zone !== 'stack' && o.zone !== 'battlefield')) return;
  const owner = o.owner;
  moveObject(tx, o.id, 'library');
  const [library, rng] = randomOrder(getPlayer(tx.s, owner).library, tx.s.rng);
  patchPlayer(tx, owner, { library });
  patchState(tx, { rng });
  log(tx, '701.24a', `${getPlayer(tx.s, owner).name} shuffles ${o.card} into their library.`, [owner]);
}
