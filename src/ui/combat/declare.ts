// The declaration's buttons: a defender chosen from the menu, the declaration sent (508.1, 509.1).
import type { EntityId } from '../../engine';
import { currentState, type GameStoreApi } from '../../store/game';
import { act } from '../interaction';
import { useUi } from '../uiStore';
import { answerOf, attack, selectionFor } from './selection';

/** The creature waiting for its defender attacks this one (the defender menu). */
export function chooseDefender(api: GameStoreApi, defender: EntityId): void {
  const s = currentState(api.getState());
  const ui = useUi.getState();
  if (!s.choice || !ui.combat || ui.combat.for !== s.choice || !ui.combat.active) return;
  ui.setCombat(attack(ui.combat, ui.combat.active, defender));
}

/** Send the declaration; a refusal keeps the selection for the user to change it. */
export function sendDeclaration(api: GameStoreApi, none = false): void {
  const s = currentState(api.getState());
  const c = s.choice;
  if (!c) return;
  const ui = useUi.getState();
  const answer = none ? {} : answerOf(selectionFor(ui.combat, c));
  if (act(api, { type: 'choose', player: c.player, answer })) ui.setCombat(null);
}
