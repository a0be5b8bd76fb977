// Random play (issue 7): one random action.
import type { Action } from '../actions';
import type { CardDef } from '../state/card';
import { cardOf } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { type GameState } from '../state/state';
import { randomAnswer } from './answers';
import { activateAction, castAction, plausibleCast } from './casting';
import { randomEdit } from './edits';
import { ADVANCE_STEPS, COMBAT_STEPS, REACHED_STEPS, manaFor } from './position';
import type { Rand } from './rand';

// One random action

/** A random action; the engine may still refuse it (a RulesError), and then another is tried. */
export function randomAction(s: GameState, r: Rand, pool: readonly CardDef[]): Action {
  const holder = s.choice || s.gameOver ? null : s.turn.priority;
  const roll = r.int(100);
  if (s.choice) {
    const c = s.choice;
    if (roll < 85) return { type: 'choose', player: c.player, answer: randomAnswer(s, r, c) };
    if (roll < 95) return activateAction(s, r, c.player, true) ?? { type: 'choose', answer: randomAnswer(s, r, c) };
    return roll < 98 ? { type: 'pass' } : randomEdit(s, r, pool);
  }
  if (s.agenda.length) return roll < 90 ? { type: 'step' } : { type: 'pass' };
  if (!holder) return randomEdit(s, r, pool);
  // Combat is sought (issue 14): the declare attackers step often, and a combat with attackers goes
  // on to blocks and damage rather than being left by an edit.
  if (!s.stack.length && holder === s.turn.active) {
    if (s.combat?.attackers.length && r.chance(0.3)) return { type: 'advance', to: r.pick(COMBAT_STEPS.slice(1)) };
    if (!s.combat?.attackersDeclared && r.chance(0.1)) return { type: 'advance', to: 'declareAttackers' };
  }
  // A kind of action by weight; a kind with nothing to do now gives way to another.
  for (;;) {
    const k = r.int(100);
    if (k < 35) {
      const a = castAction(s, r, holder);
      if (a) return a;
      // Nothing castable: often the mana for a card in hand, as a judge would add it.
      const hand = s.players[holder].hand.map((id) => objectAt(s, id)).filter((o) => cardOf(s, o).manaCost && plausibleCast(s, holder, o, false));
      if (hand.length && r.chance(0.8)) return { type: 'edit', op: 'mana', player: holder, mana: manaFor(r, cardOf(s, r.pick(hand)).manaCost!) };
    } else if (k < 55) {
      const a = activateAction(s, r, holder);
      if (a) return a;
    } else if (k < 67) return { type: 'pass', ...(r.chance(0.5) ? { player: holder } : {}) };
    else if (k < 77 && (s.stack.length || r.chance(0.05))) return { type: 'resolve', ...(r.chance(0.2) ? { stepwise: true } : {}) };
    else if (k < 83 && (!s.stack.length || r.chance(0.05))) {
      // A third of the advances aim at a combat step, so that attacks, blocks and damage happen.
      const roll = r.int(10);
      return { type: 'advance', to: r.pick(roll < 3 ? COMBAT_STEPS : roll < 9 ? REACHED_STEPS : ADVANCE_STEPS) };
    }
    else if (k < 95) return randomEdit(s, r, pool);
    else if (k >= 95) {
      // Another player acting without priority: refused (117.1), which must leave the state alone.
      const other = r.pick(s.order);
      return castAction(s, r, other) ?? { type: 'pass', player: other };
    }
  }
}
