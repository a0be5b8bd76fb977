// Activating an ability (602.2). A mana ability (605.1a) doesn't use the stack: it resolves at
// once (605.3b) and may be activated while its controller is asked a choice (605.3a).
import type { Action } from '../actions';
import { activatedAbilities, isManaAbility, type ActivatedDef } from './abilities';
import type { ManaType } from '../state/card';
import { pushFront } from '../stack/agenda';
import { abilities, abilityAt, cardOf } from '../state/characteristics';
import { checkEnergyCost, payEnergyCost } from '../effects/energy';
import { checkLifeCost, checkTapCost, exactMana, payLifeCost, payMana, paySacrificeCost, payTapCost } from './costs';
import { autoTap } from '../mana/autoTap';
import { RulesError } from '../errors';
import { ruleFrom, ruleSays } from '../combat/combat';
import type { Tx } from '../state/game';
import { describe, hold, log, possessive, patchObject, patchState, patchTurn, playerName } from '../state/game';
import { parseCost, withX } from '../mana/mana';
import { requirePriority } from '../turn/priority';
import type { EffectContext, GameObject, Instruction, PlayerId } from '../state/state';
import { chooseTargets, seenTargets } from './targets';
import { createObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { abilityZone, chooseActivationCosts, choosesObjects, movesObjects, payActivationCosts, payCounterCosts, type ChosenCosts } from './activationCosts';
import { checkRestriction, recordActivation } from './restrictions';
import { checkLoyaltyAbility, loyaltySymbol, payLoyaltyCost } from './loyalty';
import { becameTargets } from '../stack/becomesTarget';
import { cycled } from '../stack/watchedTriggers';
import { checkSplitSecond } from './splitSecond';

type Activate = Extract<Action, { type: 'activate' }>;

export function activate(tx: Tx, a: Activate): void {
  const s = hold(tx);
  const o = objectAt(s, a.source);
  if (!o) throw new RulesError('There is no such permanent in the game', '602.2');
  const def = cardOf(s, o);
  const list = activatedAbilities(abilities(s, o)); // its abilities now (613.1f): granted, copied or lost
  const chosen = list[a.ability];
  if (!chosen) {
    throw new RulesError(`${def.name} has ${list.length || 'no'} activated abilit${list.length === 1 ? 'y' : 'ies'}; there is no ability ${a.ability}`, '602.1');
  }
  const { def: ability, index } = chosen;
  const mana = isManaAbility(ability);
  if (mana && s.choice && s.choice.player === a.player && !s.gameOver) {
    // 605.3a: a mana ability may be activated while its controller is making a choice.
  } else {
    requirePriority(s, a.player, `activate ${def.name}'s ability`);
  }
  if (!mana) checkSplitSecond(s, `activate ${possessive(def.name)} ability (only mana abilities)`);
  const zone = abilityZone(ability);
  if (zone !== 'battlefield') {
    // 113.6m, 702.29a: "Discard this card", "Exile ~ from your graveyard" work only in that zone.
    if (o.zone !== zone) throw new RulesError(`${def.name} isn't in a ${zone}: that ability functions only while the card is in its owner's ${zone}`, '113.6m');
    if (o.owner !== a.player) throw new RulesError(`${def.name} is in ${playerName(s, o.owner)}'s ${zone}: only ${playerName(s, o.owner)} can activate its ability`, '602.2');
  } else {
    if (o.zone !== 'battlefield') throw new RulesError(`${def.name} isn't on the battlefield, so its ability can't be activated`, '602.2');
    // 602.2: "Any player may activate this ability" is the exception; that player controls the ability (602.2a).
    if (o.controller !== a.player && !ability.restriction?.anyPlayer) {
      throw new RulesError(`Only ${def.name}'s controller, ${playerName(s, o.controller)}, can activate its abilities`, '602.2');
    }
  }
  // 602.5: "its activated abilities can't be activated" (Arrest on it), mana abilities too.
  const forbidden = zone === 'battlefield' ? ruleFrom(s, o, 'activatedAbilitiesCantBeActivated') : undefined;
  if (forbidden) throw new RulesError(`${def.name}'s activated abilities can't be activated: ${ruleSays(s, o, forbidden, "can't have its activated abilities activated")}`, '602.5');
  const name = ability.keyword ? `${possessive(def.name)} ${ability.text.toLowerCase()} ability` : `${possessive(def.name)} ability`;
  asEquip(ability, () => checkRestriction(s, o, index, a.player, ability.restriction, name));
  const x = a.x ?? 0;
  const cost = parseCost(ability.cost.mana ?? '');
  const loyalty = ability.cost.loyalty;
  if (!cost.some((c) => c.kind === 'x') && loyalty !== 'minusX' && ability.cost.removeCounters?.count !== 'X' && x !== 0) throw new RulesError(`That ability has no {X} in its cost, so X can't be ${x}`, '107.3a');
  checkLoyaltyAbility(s, o, a.player, ability.cost, x, `${possessive(def.name)} ${loyalty === undefined ? '' : `${loyaltySymbol(loyalty)} `}ability`);
  checkTapCost(s, o, ability.cost);
  checkLifeCost(s, a.player, ability.cost);
  checkEnergyCost(s, a.player, ability.cost);
  const chosenCosts = chooseActivationCosts(s, o, a.player, ability.cost, a.costs, `${possessive(def.name)} ability`, x);
  // 702.16b: the ability's source is what protection looks at.
  const targets = asEquip(ability, () => chooseTargets(s, ability.targets ?? [], a.targets, a.player, `${def.name}'s ability`, undefined, { source: o, spell: false }));

  if (mana) {
    // A choice pending lists objects that must still be there when it is answered: a mana ability
    // that moves objects waits until it is answered (a limit of the sandbox, not a rule).
    if (s.choice && movesObjects(ability.cost)) {
      throw new RulesError(`${possessive(def.name)} mana ability sacrifices or discards: answer the pending choice first (this sandbox doesn't yet activate such a mana ability during a choice)`, '605.3a');
    }
    const pending = tx.s.choice;
    if (pending) patchState(tx, { choice: null });
    // After the mana ability resolves: ask the interrupted choice again, or give priority back.
    pushFront(tx, pending ? { op: 'ask', choice: pending } : { op: 'priority', player: a.player });
    manaAbilityEffects(tx, a.player, o, ability, x, a.pay, undefined, chosenCosts);
    recordActivation(tx, o, index, ability.restriction);
    return;
  }

  // 602.2a: the ability becomes an object on the stack; then its costs are paid (602.2b).
  const id = createObject(tx, {
    card: def.name,
    owner: a.player,
    controller: a.player,
    zone: 'stack',
    // lki: the source as it was, for a cost or effect that moves it (608.2h; 702.2e, 702.15c: its deathtouch, lifelink).
    stackItem: { kind: 'ability', source: o.id, ...abilityAt(s, o, index), targets, seen: seenTargets(s, targets), x, modes: [], lki: o },
  });
  const aimed = targets.flat().map((t) => describe(tx.s, t));
  const targeting = aimed.length ? ` targeting ${aimed.join(', ')}` : '';
  if (loyalty === undefined) {
    const keywordRule = ability.keyword ? ATTACH_KEYWORDS[ability.keyword].rule : ability.meaning?.rule; // outlast, 702.107a
    log(tx, keywordRule ? ['602.2', keywordRule] : '602.2', `${playerName(s, a.player)} activates ${possessive(def.name)} ability${targeting}: ${ability.text}`, [id, o.id, ...targets.flat()]);
  } else {
    // 606.4: the cost is loyalty counters put on or removed, the loyalty shown as it changes.
    const { before, after } = payLoyaltyCost(tx, o, ability.cost, x)!;
    const symbol = loyaltySymbol(loyalty);
    const withX = loyalty === 'minusX' ? ` with X = ${x}` : '';
    const effect = ability.text.replace(/^\[?[+−-]?(?:\d+|X)\]?: /, '');
    log(tx, ['606.4', '602.2'], `${playerName(s, a.player)} activates ${possessive(def.name)} ${symbol} ability${withX}${targeting}: ${effect} Loyalty ${before} → ${after}.`, [id, o.id, ...targets.flat()]);
  }
  payTapCost(tx, o, ability.cost);
  payLifeCost(tx, a.player, ability.cost);
  payEnergyCost(tx, a.player, ability.cost, `${possessive(def.name)} ability`);
  payCounterCosts(tx, o, a.player, ability.cost, `${possessive(def.name)} ability`, x);
  paySacrificeCost(tx, o, ability.cost);
  const moved = payActivationCosts(tx, o, a.player, ability.cost, chosenCosts, `${possessive(def.name)} ability`);
  // 702.29c: the card discarded to pay a cycling cost is cycled.
  if (ability.cycling && moved.discardedSelf) cycled(tx, moved.discardedSelf, a.player);
  if (a.autoTap) autoTap(tx, a.player, withX(cost, x), exactMana(a.pay), `${def.name}'s ability`);
  const spent = payMana(tx, a.player, withX(cost, x), a.pay, `${def.name}'s ability`);
  // What was paid, for effects that read it ("the sacrificed creature's power", 601.2h).
  if (moved.sacrificed.length || moved.discarded.length || moved.returnedAttacking !== undefined) {
    const returned = moved.returnedAttacking !== undefined ? { returnedAttacking: moved.returnedAttacking } : {};
    patchObject(tx, id, { stackItem: { ...objectAt(tx.s, id).stackItem!, paid: { mana: spent, life: ability.cost.life ?? 0, sacrificed: moved.sacrificed, discarded: moved.discarded, exiled: [], ...returned } } });
  }
  recordActivation(tx, o, index, ability.restriction);
  // 602.2b: its targets became its targets (ward triggers, 702.21a).
  becameTargets(tx, id);
  patchTurn(tx, { passed: [] });
  pushFront(tx, { op: 'priority', player: a.player });
}

/** What equip and fortify mean (702.6a, 702.67a), cited when one is refused. */
const ATTACH_KEYWORDS = {
  equip: { rule: '702.6a', means: 'equip means "Attach to target creature you control. Activate only as a sorcery."' },
  fortify: { rule: '702.67a', means: 'fortify means "Attach to target land you control. Activate only as a sorcery."' },
} as const;

/**
 * 702.6a: equip is "[Cost]: Attach this permanent to target creature you control. Activate only as
 * a sorcery." (fortify likewise, 702.67a). A refusal of its timing (602.5d, 307.5) or of its target
 * (115.1) cites the keyword's rule.
 */
function asEquip<T>(ability: ActivatedDef, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!ability.keyword || !(e instanceof RulesError)) throw e;
    const k = ATTACH_KEYWORDS[ability.keyword];
    throw new RulesError(`${e.reason} (${e.rule}): ${k.means}`, k.rule);
  }
}

/**
 * Activate a mana ability: pay its costs and put its effects at the front of the agenda, where they
 * resolve at once (605.3b). `type` answers its choice of mana type in advance (auto-tap).
 */
export function manaAbilityEffects(tx: Tx, player: PlayerId, o: GameObject, ability: ActivatedDef, x: number, pay?: string, type?: ManaType, chosen?: ChosenCosts): void {
  // A permanent tapped and sacrificed for mana (a Treasure, 111.10a; Crystal Vein) still counts as
  // tapped for mana (106.12a): what it was is read from its last known information (113.7a).
  const lki = ability.cost.sacrificeSelf ? o : undefined;
  // Auto-tap never uses a mana ability that moves objects (autoTapSources.ts): they come from the action.
  if (!chosen && (movesObjects(ability.cost) || choosesObjects(ability.cost))) throw new Error(`engine bug: ${o.card}'s mana ability sacrifices or discards, and nothing was chosen for it`);
  log(tx, '605.3b', `${playerName(tx.s, player)} activates ${possessive(describe(tx.s, o.id))} mana ability: ${ability.text}`, [o.id]);
  payTapCost(tx, o, ability.cost);
  payLifeCost(tx, player, ability.cost);
  payEnergyCost(tx, player, ability.cost, `${possessive(o.card)} ability`);
  payCounterCosts(tx, o, player, ability.cost, `${possessive(o.card)} ability`, x);
  if (chosen) payActivationCosts(tx, o, player, ability.cost, chosen, `${possessive(o.card)} ability`);
  paySacrificeCost(tx, o, ability.cost);
  payMana(tx, player, withX(parseCost(ability.cost.mana ?? ''), x), pay, `${o.card}'s ability`);
  const ctx: EffectContext = { source: o.id, sourceName: o.card, controller: player, targets: [], x, manaAbility: true, tappedForMana: !!ability.cost.tap, ...(lki ? { lki } : {}) };
  const effects: Instruction[] = ability.effects.map((effect) =>
    effect.kind === 'addManaOfChoice' && type ? { op: 'effect', effect, ctx, answer: type } : { op: 'effect', effect, ctx },
  );
  pushFront(tx, ...effects);
}
