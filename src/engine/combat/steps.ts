// 506.1: the combat phase's steps. Which step follows which (508.8: no attackers, no blockers and
// no damage; 510.4: a first-strike damage step only when a creature in combat has first or double
// strike), the turn-based actions each begins with, and 511.3 as the end of combat step ends.
import { pushFront } from '../stack/agenda';
import type { Tx } from '../state/game';
import { log } from '../state/game';
import type { GameState, Instruction, Step } from '../state/state';
import { combatOf, defendingPlayers, endCombat } from './combat';
import { firstStrikeStep, noteFirstStrikers } from './combatDamage';
import { sweepCombat } from './removal';

/** The step after a combat step, or null for the next in order. */
export function combatStepAfter(s: GameState, step: Step): Step | null {
  switch (step) {
    case 'declareAttackers':
      return combatOf(s).hadAttackers ? 'declareBlockers' : 'endOfCombat';
    case 'declareBlockers':
      return firstStrikeStep(s) ? 'firstStrikeDamage' : 'combatDamage';
    default:
      return null;
  }
}

/** Said in the log as a step is skipped (508.8). */
export function skipped(tx: Tx, from: Step, to: Step): void {
  if (from === 'declareAttackers' && to === 'endOfCombat') log(tx, '508.8', 'No creature was declared as an attacker: the declare blockers and combat damage steps are skipped.');
}

/** The turn-based actions of a combat step as it begins, before the active player gets priority; false for a step that has none. */
export function beginCombatStep(tx: Tx, step: Step): boolean {
  const active = tx.s.turn.active;
  const next: Instruction[] = [];
  switch (step) {
    case 'declareAttackers':
      next.push({ op: 'declareAttackers' });
      break;
    case 'declareBlockers':
      sweepCombat(tx);
      // 802.4: each defending player in APNAP order declares all their blocks.
      for (const player of defendingPlayers(tx.s)) next.push({ op: 'declareBlockers', player });
      break;
    case 'firstStrikeDamage':
      sweepCombat(tx);
      noteFirstStrikers(tx);
      next.push({ op: 'combatDamage', first: true });
      break;
    case 'combatDamage':
      sweepCombat(tx);
      next.push({ op: 'combatDamage', first: false });
      break;
    default:
      return false;
  }
  pushFront(tx, ...next, { op: 'priority', player: active });
  return true;
}

/** 511.3: as the end of combat step ends, everything is removed from combat. */
export function combatEnds(tx: Tx): void {
  const c = tx.s.combat;
  if (!c) return;
  if (c.attackers.length || c.blockers.length) log(tx, '511.3', 'The end of combat step ends: all creatures are removed from combat.');
  endCombat(tx);
}

/** The steps that exist only in a combat with attackers (508.8): no position or `turn` edit starts in them (SCENARIO.md, "Positions"). */
export const COMBAT_ONLY_STEPS: readonly Step[] = ['declareBlockers', 'firstStrikeDamage', 'combatDamage'];
