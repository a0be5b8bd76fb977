// A spell's own restriction on casting it (601.3: a player can't begin to cast a spell an effect
// prohibits): "Cast ~ only during combat before blockers are declared.", "Cast ~ only during the
// declare attackers step and only if you've been attacked this step.", "Cast ~ only if you've
// cast another spell this turn." Checked before anything changes, with the half cast (709.3a).
import type { ActivationRestriction, CardDef } from '../state/card';
import { RulesError } from '../errors';
import { playerName } from '../state/game';
import { objectAt } from '../state/objectTable';
import { STEPS, type GameObject, type GameState, type PlayerId } from '../state/state';
import { activationConditionHolds } from './activationCondition';
import { filterText, matchesFilter } from './activationCosts';

// 506.1: the combat phase is its steps.
const COMBAT_STEPS: readonly string[] = ['beginningOfCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endOfCombat'];

/** 506.2, 508.1b: a creature attacks the player, or a planeswalker they control, this combat. */
function attacked(s: GameState, player: PlayerId): boolean {
  return (s.combat?.attackers ?? []).some((a) => a.attacks === player || (a.attacks !== null && !(a.attacks in s.players) && objectAt(s, a.attacks)?.controller === player));
}

function holds(s: GameState, o: GameObject, player: PlayerId, r: ActivationRestriction): string | null {
  const t = s.turn;
  const yours = t.active === player;
  if (r.yourTurn && !yours) return `during ${playerName(s, player)}'s turn`;
  if (r.step === 'upkeep' && (!yours || t.step !== 'upkeep')) return `during ${playerName(s, player)}'s upkeep`;
  if (r.during === 'opponentsUpkeep' && (yours || t.step !== 'upkeep')) return "during an opponent's upkeep";
  if (r.during === 'declareAttackers' && t.step !== 'declareAttackers') return 'during the declare attackers step';
  if (r.combat === 'phase' && !COMBAT_STEPS.includes(t.step)) return 'during combat';
  if (r.during === 'beforeBlockers' && STEPS.indexOf(t.step) >= STEPS.indexOf('declareBlockers')) return 'before blockers are declared';
  if (r.attacked && !attacked(s, player)) return `if ${playerName(s, player)} has been attacked this step`;
  if (r.castAnother && s.players[player].castThisTurn.length === 0) return `if ${playerName(s, player)} has cast another spell this turn`;
  if (r.noCardsInHand && s.players[player].hand.length > 0) return `if ${playerName(s, player)} has no cards in hand`;
  if (r.youControl) {
    const { atLeast, filter } = r.youControl;
    const have = s.battlefield.filter((id) => objectAt(s, id).controller === player && matchesFilter(s, objectAt(s, id), filter)).length;
    if (have < atLeast) return `if ${playerName(s, player)} controls ${atLeast === 1 ? 'a' : `${atLeast} or more`} ${filterText(filter)} (${have} now)`;
  }
  if (r.condition && !activationConditionHolds(s, o, player, r.condition)) return `if its condition holds for ${playerName(s, player)}`;
  return null;
}

/** 601.3: refuse the cast when the spell's "Cast ~ only ..." isn't met now. */
export function checkCastRestriction(s: GameState, o: GameObject, def: CardDef, player: PlayerId): void {
  for (const a of def.abilities) {
    if (a.kind !== 'cost' || !a.castOnly) continue;
    const why = holds(s, o, player, a.castOnly);
    if (why) throw new RulesError(`${def.name} can't be cast now: "${a.text}" — it may be cast only ${why}`, '601.3');
  }
}
