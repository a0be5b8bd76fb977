// What a click on the board means while attackers or blockers are declared: it chooses, it never
// taps for mana nor activates (508.1, 509.1). Any creature of the declaring player may be chosen,
// not only those the engine offers, so a judge can try an illegal declaration and read the
// engine's refusal with its rule (a summoning-sick attacker, 508.1a).
import { isCreature, objectAt, type EntityId, type GameState } from '../../engine';
import { currentState, type GameStoreApi } from '../../store/game';
import { useUi } from '../uiStore';
import { clickAttack, clickBlock, selectionFor, type CombatSelection } from './selection';

/** A creature on the battlefield the declaring player controls. */
function ownCreature(s: GameState, id: EntityId): boolean {
  const o = objectAt(s, id);
  return !!o && o.zone === 'battlefield' && o.controller === s.choice?.player && isCreature(s, o);
}

/** The selection a click makes, or null when the click means nothing to the pending declaration. */
export function combatClick(s: GameState, kept: CombatSelection | null, id: EntityId): CombatSelection | null {
  const c = s.choice;
  const p = c?.combat;
  if (!c || !p || p.kind === 'damage') return null;
  const sel = selectionFor(kept, c);
  const creatures = ownCreature(s, id) && !p.creatures.includes(id) ? [...p.creatures, id] : p.creatures;
  if (p.kind === 'attackers') return clickAttack(sel, { ...p, creatures }, id);
  // An attacking creature may be clicked even if the engine offers it to no blocker.
  const attacking = (s.combat?.attackers ?? []).map((a) => a.id);
  return clickBlock(sel, { ...p, creatures, attackers: [...new Set([...p.attackers, ...attacking])] }, id);
}

/** Whether a combat declaration is pending: then a board click is the declaration's. */
export function declaring(s: GameState): boolean {
  const k = s.choice?.combat?.kind;
  return k === 'attackers' || k === 'blockers';
}

/** A click on a card or a player: true when the declaration took it (or had no use for it but owns the click). */
export function clickInCombat(api: GameStoreApi, id: EntityId): boolean {
  const s = currentState(api.getState());
  if (!declaring(s)) return false;
  const ui = useUi.getState();
  const next = combatClick(s, ui.combat, id);
  if (next) ui.setCombat(next);
  // A click on a creature never taps it for mana in this mode; a land may still be tapped.
  return !!next || (!!objectAt(s, id) && isCreature(s, objectAt(s, id)));
}
