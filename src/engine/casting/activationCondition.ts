// "Activate only if ..." (602.5): conditions on the game, read as the player begins to activate the
// ability, in the words of a static ability's "as long as" (threshold, delirium, "~ is attacking"),
// plus hellbent's "you have no cards in hand" and formidable's total power.
import type { ActivationRestriction } from '../state/card';
import type { StaticCondition } from '../state/layers';
import { RulesError } from '../errors';
import { playerName } from '../state/game';
import { amountWithin, gameAmount } from '../state/gameAmount';
import { attachedHolds, currentReader, permanentsOf, qualityHolds } from '../state/quality';
import { abilities } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { monarchHolds } from '../state/monarch';
import type { GameObject, GameState, PlayerId } from '../state/state';

/** Whether the condition holds for an ability of `source` that `player` would activate. */
export function activationConditionHolds(s: GameState, source: GameObject, player: PlayerId, c: StaticCondition): boolean {
  const read = currentReader(s);
  if ('yourTurn' in c) return (s.turn.active === player) === c.yourTurn;
  if ('monarch' in c) return monarchHolds(s, player, c.monarch);
  if ('youControl' in c) return permanentsOf(s, read, c.youControl.filter, player, source.id).length >= c.youControl.atLeast;
  if ('amount' in c) return amountWithin(gameAmount(s, read, c.amount, { id: source.id, controller: player, object: source }) ?? 0, c);
  if ('attachedIs' in c) return attachedHolds(s, read, source, c.attachedIs.types, c.attachedIs.quality, player);
  return qualityHolds(s, read, source, c.sourceIs, player);
}

/** 602.5: refuses the activation when a condition of "Activate only if ..." doesn't hold; `text` is the ability's. */
export function checkActivationCondition(s: GameState, source: GameObject, player: PlayerId, r: ActivationRestriction, name: string): void {
  const text = abilities(s, source).find((a) => a.kind === 'activated' && a.restriction === r)?.text ?? '';
  const only = /Activate only [^.]*\./.exec(text)?.[0] ?? 'its restriction';
  if (r.condition && !activationConditionHolds(s, source, player, r.condition)) {
    throw new RulesError(`${name} can't be activated: "${only}", and that isn't so for ${playerName(s, player)} now`, '602.5');
  }
  // 506.1: the combat phase is its five steps (the first-strike damage step among them when it happens).
  const COMBAT_STEPS = ['beginningOfCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endOfCombat'];
  if (r.combat === 'phase' && !COMBAT_STEPS.includes(s.turn.step)) throw new RulesError(`${name} can be activated only during combat`, '506.1');
  if (r.combat === 'declareBlockers' && s.turn.step !== 'declareBlockers') throw new RulesError(`${name} can be activated only during the declare blockers step`, '509.1');
  if (r.noCardsInHand && s.players[player].hand.length > 0) {
    throw new RulesError(`${name} can be activated only if ${playerName(s, player)} has no cards in hand (${s.players[player].hand.length} now)`, '602.5');
  }
  if (r.totalPower !== undefined) {
    const read = currentReader(s);
    const total = permanentsOf(s, read, { permanents: ['Creature'], quality: { controller: 'you' } }, player).reduce((n, id) => n + (read.of(objectAt(s, id)).power ?? 0), 0);
    if (total < r.totalPower) throw new RulesError(`${name} can be activated only if creatures ${playerName(s, player)} controls have total power ${r.totalPower} or greater (${total} now)`, '602.5');
  }
}
