// turn/ (117, 500-514): priority, the steps of the turn and their turn-based actions.
// The turn structure (500-514): steps in order, their turn-based actions, and mana pools
// emptying as each step ends (106.4).
import { monarchEndStep } from '../state/monarch';
import { endCombatDamagePrevention } from '../effects/preventCombatDamage';
import { endPreventionShields } from '../effects/preventionShield';
import { endDamagePreventions } from '../effects/preventAll';
import { endDeathReplacements } from '../state/exileInstead';
import { ask, pushFront } from '../stack/agenda';
import { abilities } from '../state/characteristics';
import { drawCards } from '../effects/draw';
import { untapStepDayNight } from '../state/dayNight';
import type { Tx } from '../state/game';
import { takeExtraTurn } from '../effects/extraTurn';
import { skipsTurn } from '../effects/skipTurn';
import { getPlayer, log, nextPlayer, patchObject, patchPlayer, patchState, patchTurn, playerName, optionsFor, setObjects } from '../state/game';
import { endEffects, endUntilEndOfTurn } from '../effects/continuous';
import { poolString } from '../mana/pool';
import type { GameObject, GameState, Step } from '../state/state';
import { beginCombatStep, combatEnds, combatStepAfter, skipped } from '../combat/steps';
import { STEPS } from '../state/state';
import { performStateBasedActions } from '../state/sba';
import { endRegenerationEffects } from '../state/regeneration';
import { stepBegan } from '../stack/triggers';
import { permanents } from '../state/zones';
import { objectAt, tableSet } from '../state/objectTable';
import { discardToGraveyard } from '../casting/madness';

export const STEP_NAMES: Record<Step, string> = {
  untap: 'untap step',
  upkeep: 'upkeep',
  draw: 'draw step',
  precombatMain: 'precombat main phase',
  beginningOfCombat: 'beginning of combat step',
  declareAttackers: 'declare attackers step',
  declareBlockers: 'declare blockers step',
  firstStrikeDamage: 'first-strike combat damage step',
  combatDamage: 'combat damage step',
  endOfCombat: 'end of combat step',
  postcombatMain: 'postcombat main phase',
  end: 'end step',
  cleanup: 'cleanup step',
};

/** The rule that says what happens as each step begins. */
const STEP_RULES: Record<Step, string> = {
  untap: '502.3',
  upkeep: '503.1',
  draw: '504.1',
  precombatMain: '505.1',
  beginningOfCombat: '507.1',
  // The combat steps begin citing the phase's rule: their turn-based actions cite their own (508.1, 509.1, 510.2).
  declareAttackers: '506.1',
  declareBlockers: '506.1',
  firstStrikeDamage: '510.4',
  combatDamage: '506.1',
  endOfCombat: '511.1',
  postcombatMain: '505.1',
  end: '513.1',
  cleanup: '514.1',
};

export function isMainPhase(step: Step): boolean {
  return step === 'precombatMain' || step === 'postcombatMain';
}

/** The step after this one in the order of the turn (500.1), before combat skips any (508.8, 510.4). */
export function stepAfter(step: Step): Step {
  // The first-strike damage step exists only when a creature in combat strikes first (510.4).
  if (step === 'declareBlockers') return 'combatDamage';
  const i = STEPS.indexOf(step);
  return i === STEPS.length - 1 ? 'untap' : STEPS[i + 1];
}

/** The step that follows in this game: combat decides whether its steps happen (508.8, 510.4). */
export function nextStep(s: GameState, step: Step): Step {
  return combatStepAfter(s, step) ?? stepAfter(step);
}

/** 106.4: each player's mana pool empties at the end of each step and phase. */
function emptyManaPools(tx: Tx): void {
  for (const id of tx.s.order) {
    const pool = getPlayer(tx.s, id).manaPool;
    if (pool.length === 0) continue;
    patchPlayer(tx, id, { manaPool: [] });
    log(tx, '106.4', `${playerName(tx.s, id)}'s mana pool empties: ${poolString(pool)} is lost.`, [id]);
  }
}

/** The current step ends: pools empty, and the next step begins. */
export function endStep(tx: Tx): void {
  patchTurn(tx, { priority: null, passed: [] });
  emptyManaPools(tx);
  const step = tx.s.turn.step;
  // 514.3a: a cleanup step in which players received priority is followed by another.
  const again = step === 'cleanup' && tx.s.turn.hadPriority;
  const next = again ? 'cleanup' : nextStep(tx.s, step);
  skipped(tx, step, next);
  // 511.3: as the end of combat step ends, the combat is over.
  if (step === 'endOfCombat') combatEnds(tx);
  pushFront(tx, { op: 'beginStep', step: next });
}

export function beginStep(tx: Tx, step: Step): void {
  patchTurn(tx, { step, priority: null, passed: [], hadPriority: false });
  const active = tx.s.turn.active;
  switch (step) {
    case 'untap':
      return beginTurn(tx);
    case 'draw':
      log(tx, '504.1', `${playerName(tx.s, active)}'s draw step begins.`, [active]);
      drawCards(tx, active, 1, '504.1');
      // 504.2: what triggers as the step begins goes on the stack after the draw, as the active
      // player would receive priority.
      stepBegan(tx, step);
      break;
    case 'cleanup':
      log(tx, '514.1', `${playerName(tx.s, active)}'s cleanup step begins.`, [active]);
      pushFront(tx, { op: 'cleanupDiscard' });
      return;
    case 'upkeep':
    case 'beginningOfCombat':
    case 'end':
      log(tx, STEP_RULES[step], `${playerName(tx.s, active)}'s ${STEP_NAMES[step]} begins.`, [active]);
      stepBegan(tx, step);
      if (step === 'end') monarchEndStep(tx, (p) => drawCards(tx, p, 1, '725.2'));
      break;
    default:
      log(tx, STEP_RULES[step], `${playerName(tx.s, active)}'s ${STEP_NAMES[step]} begins.`, [active]);
      // 505.1, 511.2: "at the beginning of your precombat main phase", "at end of combat".
      if (step === 'precombatMain' || step === 'postcombatMain' || step === 'endOfCombat') stepBegan(tx, step);
      if (beginCombatStep(tx, step)) return;
  }
  pushFront(tx, { op: 'priority', player: active });
}

/** A new turn: the next player becomes active, and the untap step's actions happen (502). */
/** Whether the permanent has an ability that asks if it is new to its controller (echo, 702.30a). */
function hasEcho(s: GameState, o: GameObject): boolean {
  return abilities(s, o).some((a) => a.kind === 'triggered' && (Array.isArray(a.trigger) ? a.trigger : [a.trigger]).some((t) => t.event === 'beginningOfStep' && t.newToController));
}

function beginTurn(tx: Tx): void {
  // 502.2: the previous turn's active player and the spells they cast during that turn.
  const previous = tx.s.turn.active;
  const previousCast = getPlayer(tx.s, previous).castThisTurn.length;
  let active = takeExtraTurn(tx) ?? nextPlayer(tx.s, tx.s.turn.active); // 500.7
  // 614.10, 500.11: a skipped turn is passed as though it didn't exist; the one after it begins. Each skip is used once, so this ends.
  while (skipsTurn(tx, active)) active = takeExtraTurn(tx) ?? nextPlayer(tx.s, active);
  patchTurn(tx, { number: tx.s.turn.number + 1, active });
  // 602.5b: "only once each turn" counts afresh each turn; so does "attacked this turn" (702.142a).
  if (tx.s.turn.activated || tx.s.turn.attacked || tx.s.turn.triggered) {
    const { activated, attacked, triggered, ...turn } = tx.s.turn;
    void activated;
    void attacked;
    void triggered; // 603.2: "triggers only once each turn" counts afresh too
    patchState(tx, { turn });
  }
  for (const id of tx.s.order) {
    // 305.2: the count of lands played starts again; the field is left out at 0 (plain JSON).
    const { landsPlayedThisTurn, additionalLandsThisTurn, cantPlayLandsThisTurn, damageThisTurn, lifeLostThisTurn, ...player } = getPlayer(tx.s, id);
    void cantPlayLandsThisTurn; // 305.2b: for this turn only
    void landsPlayedThisTurn;
    void additionalLandsThisTurn; // 305.2: "this turn" ends with the turn
    void damageThisTurn; // 702.54a counts this turn's damage only
    void lifeLostThisTurn; // 702.137a: "an opponent lost life this turn"
    // The spells of the turn that ends become "last turn's" (603.4, 731.2); absent is 0 (plain JSON).
    const { castLastTurn, ...rest } = player;
    void castLastTurn;
    const cast = player.castThisTurn.length;
    patchState(tx, { players: { ...tx.s.players, [id]: { ...rest, ...(cast > 0 ? { castLastTurn: cast } : {}), castThisTurn: [], drewThisTurn: 0 } } });
  }
  log(tx, '500.1', `Turn ${tx.s.turn.number} begins: it is ${playerName(tx.s, active)}'s turn.`, [active]);
  // 611.2b: effects that last "until your next turn" end as that turn begins.
  if (endEffects(tx, (e) => e.duration === 'untilYourNextTurn' && e.controller === active) > 0) log(tx, '611.2b', `The effects ${playerName(tx.s, active)} created "until your next turn" end.`, [active]);
  // 302.6: the active player's permanents have now been under their control since the turn began.
  // Those still sick are new to their controller this turn, until their next turn: echo's condition
  // (702.30a), recorded only on a permanent with echo, so others keep their shape.
  for (const o of permanents(tx.s, active)) {
    if (o.sick) patchObject(tx, o.id, hasEcho(tx.s, o) ? { sick: false, newToController: true } : { sick: false });
    else if (o.newToController) {
      // Left out rather than false: the record keeps the shape it had (plain JSON).
      const { newToController: _, ...rest } = o;
      void _;
      setObjects(tx, tableSet(tx.s.objects, rest), o.id);
    }
  }
  // 502.2: day and night change first, from the spells the last turn's active player cast (731.2).
  untapStepDayNight(tx, previous, previousCast);
  // 502.3: the untap itself, which may ask the active player a choice (untapStep.ts).
  pushFront(tx, { op: 'untapStep' });
}

/** 514.1-514.2: discard down to the maximum hand size, then damage is removed. */
export function cleanup(tx: Tx, answer: unknown): void {
  const active = tx.s.turn.active;
  const hand = getPlayer(tx.s, active).hand;
  // A player who has lost the game is out of it: they discard nothing (and can't be asked).
  // 402.2: "You have no maximum hand size." of a permanent they control: no discard.
  const noMaximum = tx.s.battlefield.some((id) => {
    const o = objectAt(tx.s, id);
    return o.controller === active && abilities(tx.s, o).some((a) => a.kind === 'static' && a.rule?.kind === 'noMaximumHandSize');
  });
  const excess = getPlayer(tx.s, active).lost || noMaximum ? 0 : hand.length - 7;
  if (excess > 0 && answer === undefined) {
    ask(tx, {
      kind: 'pick',
      player: active,
      prompt: `${playerName(tx.s, active)} has ${hand.length} cards in hand, more than the maximum hand size of seven: ${playerName(tx.s, active)} chooses ${excess} card${excess === 1 ? '' : 's'} to discard.`,
      rule: '514.1',
      options: optionsFor(tx.s, hand),
      min: excess,
      max: excess,
      then: { op: 'cleanupDiscard' },
    });
    return;
  }
  if (excess > 0) {
    for (const id of answer as string[]) {
      log(tx, '514.1', `${playerName(tx.s, active)} discards ${objectAt(tx.s, id).card}.`, [active]);
      discardToGraveyard(tx, id); // 702.35a: madness exiles instead
    }
  }
  // 514.2: one event: damage is removed and "until end of turn" effects end at the same time, so a
  // creature whose toughness an effect raised survives the damage it was dealt.
  const damaged = permanents(tx.s).filter((o) => o.damage > 0);
  for (const o of damaged) patchObject(tx, o.id, { damage: 0 });
  const ended = endUntilEndOfTurn(tx);
  if (damaged.length && ended) log(tx, '514.2', 'Damage marked on permanents is removed and “until end of turn” effects end.');
  else if (damaged.length) log(tx, '514.2', 'Damage marked on permanents is removed.');
  else if (ended) log(tx, '514.2', '“Until end of turn” effects end.');
  endRegenerationEffects(tx);
  endCombatDamagePrevention(tx);
  endPreventionShields(tx);
  endDamagePreventions(tx);
  endDeathReplacements(tx);
  pushFront(tx, { op: 'cleanupEnd' });
}

/**
 * 514.3a: if state-based actions are performed or triggered abilities wait, the active player
 * gets priority (and another cleanup step follows); otherwise no one does and the turn ends.
 */
export function cleanupEnd(tx: Tx): void {
  // A destruction whose replacement its controller must choose (616.1) is checked when the active
  // player would receive priority, where the choice is asked.
  let choosing = false;
  const performed = performStateBasedActions(tx, [], {}, () => (choosing = true));
  if (performed || choosing || tx.s.pendingTriggers.length > 0) {
    log(tx, '514.3a', 'Something happened during cleanup, so the active player receives priority.');
    pushFront(tx, { op: 'priority', player: tx.s.turn.active });
    return;
  }
  pushFront(tx, { op: 'endStep' });
}
