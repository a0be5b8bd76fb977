// 401.5: "Play with the top card of your library revealed." and "You may look at the top card of
// your library any time.": static abilities that only give information. The game needs nothing of
// them; the page shows the top card they let be seen (everyone, or the library's owner).
import { abilities } from './characteristics';
import { objectAt } from './objectTable';
import type { GameState, PlayerId } from './state';
import { perState } from './perState';
import { abilityIndex } from '../casting/abilityIndex';

export type TopCardShown = { card: string; to: 'everyone' | 'owner' };

/** What each player's permanents let be seen of the top card of their library: one pass over the battlefield per state. */
const seenBy = perState((s: GameState): Map<PlayerId, TopCardShown['to']> => {
  const to = new Map<PlayerId, TopCardShown['to']>();
  // Only a static ability lets it be seen: the permanents with one, indexed per battlefield.
  for (const id of abilityIndex(s).withStatic) {
    const o = objectAt(s, id);
    for (const a of abilities(s, o)) {
      if (a.kind !== 'static' || !a.rule) continue;
      if (a.rule.kind === 'topCardRevealed') to.set(o.controller, 'everyone');
      else if (a.rule.kind === 'lookAtTopCard' && !to.has(o.controller)) to.set(o.controller, 'owner');
    }
  }
  return to;
});

/** The top card of `player`'s library as their permanents let it be seen, or null (401.5). */
export function topCardShown(s: GameState, player: PlayerId): TopCardShown | null {
  const top = s.players[player]?.library[0];
  if (top === undefined) return null;
  const to = seenBy(s).get(player);
  return to ? { card: objectAt(s, top).card, to } : null;
}
