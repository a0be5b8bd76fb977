// Restrictions on when an activated ability may be activated (602.5): "Activate only as a sorcery"
// (602.5d), "only once each turn" (602.5b), "only during your upkeep", "only if you control a
// Swamp". A player can't begin to activate an ability whose restriction isn't met (602.5).
import type { ActivationRestriction } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { patchTurn, playerName } from '../state/game';
import { STEPS, type GameObject, type GameState, type PlayerId } from '../state/state';
import { isMainPhase } from '../turn/turn';
import { objectAt } from '../state/objectTable';
import { filterText, matchesFilter } from './activationCosts';
import { checkActivationCondition } from './activationCondition';

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

const TIMES: Record<number, string> = { 1: 'once', 2: 'twice' };
const onceKey = (o: GameObject, index: number) => `${o.id}#${index}`;

/** 602.5: an ability whose restriction isn't met can't begin to be activated. */
export function checkRestriction(s: GameState, o: GameObject, index: number, player: PlayerId, r: ActivationRestriction | undefined, name: string): void {
  if (!r) return;
  const turn = s.turn;
  const yours = turn.active === player;
  if (r.sorcery) {
    const when = `only as a sorcery, during ${playerName(s, player)}'s main phase while the stack is empty`;
    if (!yours) throw new RulesError(`${name} can be activated ${when}, and it is ${playerName(s, turn.active)}'s turn`, '602.5d');
    if (!isMainPhase(turn.step)) throw new RulesError(`${name} can be activated ${when}, not in this step`, '602.5d');
    if (s.stack.length > 0) throw new RulesError(`${name} can be activated ${when}, and the stack isn't empty`, '602.5d');
  }
  if (r.yourTurn && !yours) throw new RulesError(`${name} can be activated only during ${playerName(s, player)}'s turn`, '602.5');
  if (r.beforeAttackers && STEPS.indexOf(turn.step) >= STEPS.indexOf('declareAttackers')) {
    throw new RulesError(`${name} can be activated only before attackers are declared`, '508.1');
  }
  if (r.step === 'upkeep' && (!yours || turn.step !== 'upkeep')) throw new RulesError(`${name} can be activated only during ${playerName(s, player)}'s upkeep`, '602.5');
  if (r.youControl) {
    const { atLeast, filter } = r.youControl;
    const have = s.battlefield.filter((id) => {
      const p = objectAt(s, id);
      return p.controller === player && matchesFilter(s, p, filter);
    }).length;
    if (have < atLeast) {
      const noun = atLeast === 1 ? `${article(filterText(filter))} ${filterText(filter)}` : `${atLeast} or more ${filterText(filter)}s`;
      throw new RulesError(`${name} can be activated only if ${playerName(s, player)} controls ${noun} (${have} now)`, '602.5');
    }
  }
  checkActivationCondition(s, o, player, r, name);
  if (r.attackedThisTurn && !turn.attacked?.includes(o.id)) throw new RulesError(`${name} can be activated only if ${o.card} attacked this turn, and it hasn't`, '702.142a');
  if (r.oncePerTurn && turn.activated?.includes(onceKey(o, index))) throw new RulesError(`${name} can be activated only once each turn, and it has been this turn`, '602.5b');
  const times = (turn.activated ?? []).filter((k) => k === onceKey(o, index)).length;
  if (r.timesPerTurn !== undefined && times >= r.timesPerTurn) {
    throw new RulesError(`${name} can be activated no more than ${TIMES[r.timesPerTurn] ?? `${r.timesPerTurn} times`} each turn, and it has been ${TIMES[times] ?? `${times} times`} this turn`, '602.5b');
  }
}

/** Remember an ability limited to once (twice, ...) each turn as activated (602.5b); a new turn forgets (turn.ts). */
export function recordActivation(tx: Tx, o: GameObject, index: number, r: ActivationRestriction | undefined): void {
  if (r?.oncePerTurn || r?.timesPerTurn !== undefined) patchTurn(tx, { activated: [...(tx.s.turn.activated ?? []), onceKey(o, index)] });
}
