// What an activation checks and pays beyond mana, {T} and life (602.2b via 601.2h): the objects
// the player gives for "Discard a card" and "Sacrifice a creature", the card itself for "Discard
// this card" (cycling, 702.29a), and the restrictions on when an ability may be activated (602.5).
import type { CastOptions } from '../actions';
import type { ActivationRestriction, CardType, CostDef, PermanentFilter } from '../state/card';
import { cardOf, isType } from '../state/characteristics';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, getObject, log, patchObject, patchTurn, playerName } from '../state/game';
import { STEPS, type GameObject, type GameState, type ObjectId, type PlayerId } from '../state/state';
import { isMainPhase } from '../turn/turn';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';

/** The objects that pay an activation's discard and sacrifice costs, checked (601.2h). */
export type ChosenCosts = { sacrifice: ObjectId[]; discard: ObjectId[]; tap: ObjectId[]; exile: ObjectId[] };

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five'];
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const count = (n: number, noun: string) => (n === 1 ? `${article(noun)} ${noun}` : `${NUMBERS[n] ?? n} ${noun}s`);

/**
 * 113.6m: an ability whose cost moves its object out of a zone ("Discard this card", "Exile ~ from
 * your graveyard") functions only there.
 */
export function abilityZone(cost: CostDef): 'hand' | 'battlefield' | 'graveyard' {
  if (cost.discardSelf) return 'hand';
  return cost.exileSelf ?? 'battlefield';
}

/** Whether the cost is {T} and nothing else: the only cost auto-tap pays (autoTapSources.ts). */
export function onlyTapSymbol(cost: CostDef): boolean {
  return cost.tap === true && Object.entries(cost).every(([k, v]) => k === 'tap' || v === undefined || v === false);
}

/** Whether the player chooses objects to pay the cost (never chosen for them: auto-tap leaves such abilities alone). */
export function choosesObjects(cost: CostDef): boolean {
  return !!(cost.sacrifice || cost.discard || cost.tapUntapped || cost.exileFromGraveyard);
}

/** Whether paying the cost moves objects: sacrificing or discarding anything. */
export function movesObjects(cost: CostDef): boolean {
  return !!(cost.sacrificeSelf || cost.discardSelf || cost.exileSelf || cost.sacrifice || cost.discard || cost.exileFromGraveyard);
}

export function filterText(f: PermanentFilter): string {
  return f.subtype ?? f.types?.map((t) => t.toLowerCase()).join(' or ') ?? 'permanent';
}

/** Whether a permanent is one the filter accepts. */
export function matchesFilter(s: GameState, o: GameObject, f: PermanentFilter): boolean {
  if (f.types && !f.types.some((t) => isType(s, o, t))) return false;
  if (f.subtype && !(cardOf(s, o).subtypes ?? []).includes(f.subtype)) return false;
  return true;
}

function distinct(ids: ObjectId[], what: string): void {
  if (new Set(ids).size !== ids.length) throw new RulesError(`The same card is given twice to ${what}`, '601.2h');
}

/**
 * The permanents to sacrifice and the cards to discard for `cost`, from the action's `costs`: never
 * chosen for the player (SCENARIO.md). The source itself may be given for "Sacrifice ~" or
 * "Discard this card", and counts for nothing else.
 */
export function chooseActivationCosts(s: GameState, o: GameObject, player: PlayerId, cost: CostDef, given: CastOptions['costs'], name: string): ChosenCosts {
  const sacrifice = (given?.sacrifice ?? []).filter((id) => !(cost.sacrificeSelf && id === o.id));
  const discard = (given?.discard ?? []).filter((id) => !(cost.discardSelf && id === o.id));
  distinct(sacrifice, `sacrifice`);
  distinct(discard, `discard`);
  const who = playerName(s, player);

  if (!cost.sacrifice && sacrifice.length) throw new RulesError(`${name} has no cost that sacrifices another permanent`, '602.2b');
  if (cost.sacrifice) {
    const { filter, another } = cost.sacrifice;
    const noun = `${another ? 'other ' : ''}${filterText(filter)}`;
    const needed = cost.sacrifice.count;
    if (sacrifice.length !== needed) {
      throw new RulesError(`${name}'s cost sacrifices ${count(needed, noun)}: give ${needed === 1 ? 'it' : 'them'} in costs.sacrifice (${sacrifice.length} given)`, '601.2h');
    }
    for (const id of sacrifice) {
      const p = objectAt(s, id);
      if (!p || p.zone !== 'battlefield' || p.controller !== player || !matchesFilter(s, p, filter)) {
        throw new RulesError(`${p ? describe(s, id) : id} isn't ${article(filterText(filter))} ${filterText(filter)} ${who} controls, so it can't be sacrificed for ${name}`, '701.21a');
      }
      // "another": the ability's source can't pay it (it is the object the ability is of).
      if (another && id === o.id) throw new RulesError(`${name}'s cost sacrifices another ${filterText(filter)}, not ${describe(s, id)} itself`, '601.2h');
    }
  }

  if (!cost.discard && discard.length) throw new RulesError(`${name} has no cost that discards another card`, '602.2b');
  if (cost.discard) {
    const type: CardType | undefined = cost.discard.type;
    const noun = type ? `${type.toLowerCase()} card` : 'card';
    const needed = cost.discard.count;
    if (discard.length !== needed) {
      throw new RulesError(`${name}'s cost discards ${count(needed, noun)}: give ${needed === 1 ? 'it' : 'them'} in costs.discard (${discard.length} given)`, '601.2h');
    }
    for (const id of discard) {
      const c = objectAt(s, id);
      if (!c || c.zone !== 'hand' || c.owner !== player || (type && !isType(s, c, type))) {
        throw new RulesError(`${c ? describe(s, id) : id} isn't ${article(noun)} ${noun} in ${who}'s hand, so it can't be discarded for ${name}`, '701.9a');
      }
      // "Discard this card" and "Discard a card" are two cards: the source pays only its own part.
      if (cost.discardSelf && id === o.id) throw new RulesError(`${describe(s, id)} is already discarded for its own cost`, '601.2h');
    }
  }
  if (cost.removeCounters) {
    const { counter, count: n } = cost.removeCounters;
    const on = o.counters[counter] ?? 0;
    if (on < n) throw new RulesError(`${name}'s cost removes ${n} ${counter} counter${n === 1 ? '' : 's'} from ${describe(s, o.id)}, which has ${on}`, '601.2h');
  }
  const exile = (given?.exile ?? []).filter((id) => !(cost.exileSelf && id === o.id));
  distinct(exile, 'exile');
  if (!cost.exileFromGraveyard && exile.length) throw new RulesError(`${name} has no cost that exiles cards from a graveyard`, '602.2b');
  if (cost.exileFromGraveyard) {
    const { count: needed, type } = cost.exileFromGraveyard;
    const noun = type ? `${type.toLowerCase()} card` : 'card';
    if (exile.length !== needed) {
      throw new RulesError(`${name}'s cost exiles ${count(needed, noun)} from ${who}'s graveyard: give ${needed === 1 ? 'it' : 'them'} in costs.exile (${exile.length} given)`, '601.2h');
    }
    for (const id of exile) {
      const c = objectAt(s, id);
      if (!c || c.zone !== 'graveyard' || c.owner !== player || (type && !isType(s, c, type))) {
        throw new RulesError(`${c ? describe(s, id) : id} isn't ${article(noun)} ${noun} in ${who}'s graveyard, so it can't be exiled for ${name}`, '601.2h');
      }
    }
  }
  const tap = given?.tap ?? [];
  distinct(tap, 'tap');
  if (!cost.tapUntapped && tap.length) throw new RulesError(`${name} has no cost that taps other permanents`, '602.2b');
  if (cost.tapUntapped) {
    const { count: needed, filter } = cost.tapUntapped;
    const noun = `untapped ${filterText(filter)}`;
    if (tap.length !== needed) {
      throw new RulesError(`${name}'s cost taps ${count(needed, noun)} ${who} controls: give ${needed === 1 ? 'it' : 'them'} in costs.tap (${tap.length} given)`, '601.2h');
    }
    for (const id of tap) {
      const p = objectAt(s, id);
      if (!p || p.zone !== 'battlefield' || p.controller !== player || p.tapped || !matchesFilter(s, p, filter)) {
        throw new RulesError(`${p ? describe(s, id) : id} isn't ${article(noun)} ${noun} ${who} controls, so it can't be tapped for ${name}`, '601.2h');
      }
      // {T} taps the source itself: it can't also pay "Tap an untapped creature you control".
      if (cost.tap && id === o.id) throw new RulesError(`${describe(s, id)} is tapped by {T} for ${name}, so it can't also be the untapped permanent its cost taps`, '601.2h');
    }
  }
  return { sacrifice, discard, tap, exile };
}

/** Pay the costs that move objects (601.2h): the source discarded, the chosen permanents sacrificed, the chosen cards discarded. */
export function payActivationCosts(tx: Tx, o: GameObject, player: PlayerId, cost: CostDef, chosen: ChosenCosts, name: string): { sacrificed: GameObject[]; discarded: string[] } {
  const who = playerName(tx.s, player);
  const sacrificed: GameObject[] = [];
  const discarded: string[] = [];
  if (cost.discardSelf) {
    log(tx, '702.29a', `${who} discards ${o.card} to pay the cost of its ability.`, [player]);
    discarded.push(o.card);
    moveObject(tx, o.id, 'graveyard');
  }
  if (cost.exileSelf) {
    log(tx, '601.2h', `${who} exiles ${o.card}${cost.exileSelf === 'battlefield' ? '' : ` from their ${cost.exileSelf}`} to pay the cost of its ability.`, [player]);
    moveObject(tx, o.id, 'exile');
  }
  for (const id of chosen.sacrifice) {
    sacrificed.push(getObject(tx.s, id));
    log(tx, '601.2h', `${who} sacrifices ${describe(tx.s, id)} to pay the cost of ${name}.`, [id]);
    moveObject(tx, id, 'graveyard');
  }
  if (cost.removeCounters) {
    const { counter, count: n } = cost.removeCounters;
    const left = (getObject(tx.s, o.id).counters[counter] ?? 0) - n;
    const counters = { ...getObject(tx.s, o.id).counters };
    if (left > 0) counters[counter] = left;
    else delete counters[counter];
    log(tx, '122.1', `${who} removes ${n} ${counter} counter${n === 1 ? '' : 's'} from ${describe(tx.s, o.id)} to pay the cost of ${name}.`, [o.id]);
    patchObject(tx, o.id, { counters });
  }
  for (const id of chosen.tap) {
    log(tx, '601.2h', `${who} taps ${describe(tx.s, id)} to pay the cost of ${name}.`, [id]);
    patchObject(tx, id, { tapped: true });
  }
  for (const id of chosen.exile) {
    log(tx, '601.2h', `${who} exiles ${getObject(tx.s, id).card} from their graveyard to pay the cost of ${name}.`, [player]);
    moveObject(tx, id, 'exile');
  }
  for (const id of chosen.discard) {
    const card = getObject(tx.s, id).card;
    discarded.push(card);
    log(tx, '601.2h', `${who} discards ${card} to pay the cost of ${name}.`, [player]);
    moveObject(tx, id, 'graveyard');
  }
  return { sacrificed, discarded };
}

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
  if (r.oncePerTurn && turn.activated?.includes(onceKey(o, index))) throw new RulesError(`${name} can be activated only once each turn, and it has been this turn`, '602.5b');
}

/** Remember an ability limited to once each turn as activated (602.5b); a new turn forgets (turn.ts). */
export function recordActivation(tx: Tx, o: GameObject, index: number, r: ActivationRestriction | undefined): void {
  if (r?.oncePerTurn) patchTurn(tx, { activated: [...(tx.s.turn.activated ?? []), onceKey(o, index)] });
}
