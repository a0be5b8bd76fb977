// How many lands a player can play this turn (305.2): one, increased by continuous effects: static
// abilities of permanents they control ("You may play an additional land on each of your turns.")
// and effects of resolved spells and abilities for the turn ("You may play an additional land this
// turn.", 611.2a). 305.2a compares that number with the lands already played this turn.
import type { EffectDef } from '../state/card';
import { abilities } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getPlayer, log, patchPlayer, playerName } from '../state/game';
import { objectAt } from '../state/objectTable';
import { affected } from '../effects/affected';
import type { EffectContext, GameState, PlayerId } from '../state/state';

/** 305.2: "a player can normally play one land during their turn". */
const NORMALLY = 1;

export function landsPerTurn(s: GameState, player: PlayerId): number {
  // 305.2b: "can't play lands this turn": the number is 0, whatever would increase it.
  if (getPlayer(s, player).cantPlayLandsThisTurn) return 0;
  let n = NORMALLY + (getPlayer(s, player).additionalLandsThisTurn ?? 0);
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if (o.controller !== player) continue;
    for (const a of abilities(s, o)) if (a.kind === 'static' && a.rule?.kind === 'additionalLands') n += a.rule.count;
  }
  return n;
}

/** What raises the number, for the log of a refused play: the permanents and the effects of this turn. */
/** "You may play lands from your graveyard." of a permanent the player controls (305.1: a land played from another zone than the hand). */
export function mayPlayLandsFromGraveyard(s: GameState, player: PlayerId): string | undefined {
  for (const id of s.battlefield) {
    const o = objectAt(s, id);
    if (o.controller === player && abilities(s, o).some((a) => a.kind === 'static' && a.rule?.kind === 'playLandsFromGraveyard')) return o.card;
  }
  return undefined;
}

export function additionalLandSources(s: GameState, player: PlayerId): string[] {
  const names = s.battlefield
    .map((id) => objectAt(s, id))
    .filter((o) => o.controller === player && abilities(s, o).some((a) => a.kind === 'static' && a.rule?.kind === 'additionalLands'))
    .map((o) => o.card);
  return getPlayer(s, player).additionalLandsThisTurn ? [...names, 'an effect of this turn'] : names;
}

/** "You may play an additional land this turn." (305.2, 611.2a): for the rest of the turn, whoever's turn it is. */
export function additionalLandsThisTurn(tx: Tx, e: Extract<EffectDef, { kind: 'additionalLandsThisTurn' }>, ctx: EffectContext): void {
  const p = getPlayer(tx.s, ctx.controller);
  patchPlayer(tx, p.id, { additionalLandsThisTurn: (p.additionalLandsThisTurn ?? 0) + e.count });
  const more = e.count === 1 ? 'an additional land' : `${e.count} additional lands`;
  log(tx, '305.2', `${playerName(tx.s, p.id)} may play ${more} this turn (${ctx.sourceName}).`, [p.id, ctx.source]);
}

/** "Target player can't play lands this turn." (305.2b): for the rest of this turn. */
export function cantPlayLandsThisTurn(tx: Tx, e: Extract<EffectDef, { kind: 'cantPlayLandsThisTurn' }>, ctx: EffectContext): void {
  for (const id of affected(tx, e.who, ctx)) {
    const p = tx.s.players[id];
    if (!p) continue;
    patchPlayer(tx, p.id, { cantPlayLandsThisTurn: true });
    log(tx, '305.2b', `${playerName(tx.s, p.id)} can't play lands this turn (${ctx.sourceName}).`, [p.id, ctx.source]);
  }
}
