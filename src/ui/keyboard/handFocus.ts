// "h" puts the focus on the first card in the hand of the player who acts now: the one holding
// priority, or the one a pending choice waits for, else the active player. With the cast flow's
// focus (Enter on the card, Enter on a legal target, Enter to cast), a spell is a few keys away
// from anywhere on the page.
import { playerName, type GameState } from '../../engine';

export function actingPlayer(s: GameState): string {
  return s.turn.priority ?? s.choice?.player ?? s.turn.active;
}

/** Focuses the first card of the acting player's hand; false when that hand is empty. */
export function focusHand(s: GameState): boolean {
  const label = `${playerName(s, actingPlayer(s))}'s hand`;
  const hand = [...document.querySelectorAll<HTMLElement>('section[aria-label]')].find((el) => el.getAttribute('aria-label') === label);
  const card = hand?.querySelector<HTMLElement>('button');
  card?.focus();
  return !!card;
}
