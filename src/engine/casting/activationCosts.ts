// What an activation checks and pays beyond mana, {T} and life (602.2b via 601.2h): the objects
// the player gives for "Discard a card", "Sacrifice a creature", "Tap an untapped creature you
// control" and "Exile two cards from your graveyard", the card itself for "Discard this card"
// (cycling, 702.29a) or "Exile ~", counters removed from it. Restrictions: restrictions.ts.
import type { CastOptions } from '../actions';
import type { CostDef, PermanentFilter } from '../state/card';
import { cardOf, isCreature, isType, power } from '../state/characteristics';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, getObject, log, patchObject, playerName, possessive } from '../state/game';
import type { EntityId, GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { tappedChanged } from '../stack/triggers';
import { discardToGraveyard } from './madness';
import { costDiscards } from './randomCost';
import { payNinjutsuReturn, returnedAttacker } from '../combat/ninjutsu';
import { sacrificing } from '../stack/actionTriggers';
import { checkWithin } from '../state/limits';
import { countersPut } from '../stack/counterTriggers';

/** The objects that pay an activation's discard and sacrifice costs, checked (601.2h). */
export type ChosenCosts = {
  sacrifice: ObjectId[];
  discard: ObjectId[];
  tap: ObjectId[];
  exile: ObjectId[];
  returned?: ObjectId;
  returnedPermanents?: ObjectId[];
  /** "Discard a card at random" (701.9a): how many the generator chooses as the cost is paid, or, with random "ask", `discard` holds the results chosen in place of chance. */
  discardAtRandom?: { count: number; chosenByHand: boolean };
};

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five'];
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const count = (n: number, noun: string) => (n === 1 ? `${article(noun)} ${noun}` : `${NUMBERS[n] ?? n} ${noun}s`);

/**
 * 113.6m: an ability whose cost moves its object out of a zone ("Discard this card", "Exile ~ from
 * your graveyard") or whose effect does ("Return ~ from your graveyard to your hand") functions only there.
 */
export function abilityZone(a: { cost: CostDef; zone?: 'graveyard' | 'hand' }): 'hand' | 'battlefield' | 'graveyard' {
  if (a.zone) return a.zone;
  if (a.cost.discardSelf) return 'hand';
  return a.cost.exileSelf ?? 'battlefield';
}

/** Whether the cost is {T} and nothing else: the only cost auto-tap pays (autoTapSources.ts). */
export function onlyTapSymbol(cost: CostDef): boolean {
  return cost.tap === true && Object.entries(cost).every(([k, v]) => k === 'tap' || v === undefined || v === false);
}

/** Whether the player chooses objects to pay the cost (never chosen for them: auto-tap leaves such abilities alone). */
export function choosesObjects(cost: CostDef): boolean {
  return !!(cost.sacrifice || cost.discard || cost.tapUntapped || cost.crew !== undefined || cost.exileFromGraveyard || cost.returnUnblockedAttacker || cost.returnPermanent);
}

/** Whether paying the cost moves objects: sacrificing or discarding anything. */
export function movesObjects(cost: CostDef): boolean {
  return !!(cost.sacrificeSelf || cost.returnSelf || cost.returnPermanent || cost.discardSelf || cost.exileSelf || cost.sacrifice || cost.discard || cost.exileFromGraveyard || cost.returnUnblockedAttacker);
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

/** The objects given in one field of `costs`, less the source where the source pays its own part. */
function givenIn(given: CastOptions['costs'], field: 'sacrifice' | 'discard' | 'exile' | 'tap' | 'return', self: ObjectId | null): ObjectId[] {
  const ids = (given?.[field] ?? []).filter((id) => id !== self);
  if (new Set(ids).size !== ids.length) throw new RulesError(`The same object is given twice in costs.${field}`, '601.2h');
  return ids;
}

type Part = { needed: number; says: string; rule: string; refusal: (id: ObjectId) => string | null };

/**
 * One part of a cost paid with objects the player chooses (601.2h), given in `costs[field]`:
 * exactly `needed` of them, each one `refusal` finds nothing wrong with; none without such a part.
 */
function exactly(ids: ObjectId[], field: string, part: Part | undefined, name: string): ObjectId[] {
  if (!part) {
    if (ids.length) throw new RulesError(`${name} has no cost paid with costs.${field}`, '602.2b');
    return ids;
  }
  if (ids.length !== part.needed) {
    throw new RulesError(`${name}'s cost ${part.says}: give ${part.needed === 1 ? 'it' : 'them'} in costs.${field} (${ids.length} given)`, '601.2h');
  }
  for (const id of ids) {
    const refusal = part.refusal(id);
    if (refusal) throw new RulesError(`${refusal}, so it can't pay ${name}'s cost`, part.rule);
  }
  return ids;
}

/**
 * The objects that pay `cost`'s parts other than mana, {T}, {Q} and life, from the action's
 * `costs`: never chosen for the player (SCENARIO.md). The source itself may be given for
 * "Sacrifice ~", "Discard this card" or "Exile ~", and counts for nothing else.
 */
export function chooseActivationCosts(s: GameState, o: GameObject, player: PlayerId, cost: CostDef, given: CastOptions['costs'], name: string, x = 0): ChosenCosts {
  const who = playerName(s, player);
  const named = (id: ObjectId) => (objectAt(s, id) ? describe(s, id) : id);
  const mine = (id: ObjectId, zone: 'battlefield' | 'hand' | 'graveyard') => {
    const p = objectAt(s, id);
    return p && p.zone === zone && (zone === 'battlefield' ? p.controller : p.owner) === player ? p : null;
  };

  const sac = cost.sacrifice;
  const sacrifice = exactly(givenIn(given, 'sacrifice', cost.sacrificeSelf ? o.id : null), 'sacrifice', sac && {
    needed: sac.count,
    says: `sacrifices ${sac.another && sac.count === 1 ? `another ${filterText(sac.filter)}` : count(sac.count, `${sac.another ? 'other ' : ''}${filterText(sac.filter)}`)}`,
    rule: '701.21a',
    refusal: (id) => {
      const p = mine(id, 'battlefield');
      if (!p || !matchesFilter(s, p, sac.filter)) return `${named(id)} isn't ${article(filterText(sac.filter))} ${filterText(sac.filter)} ${who} controls`;
      // "another": the ability's source can't pay it (it is the object the ability is of).
      return sac.another && id === o.id ? `${named(id)} is the source of the ability, not another ${filterText(sac.filter)}` : null;
    },
  }, name);

  const dis = cost.discard;
  const randomly = dis?.atRandom ? randomDiscard(s, o, player, dis.count, givenIn(given, 'discard', null), name) : undefined;
  const disNoun = dis?.type ? `${dis.type.toLowerCase()} card` : 'card';
  const discard = randomly ? randomly.discard : exactly(givenIn(given, 'discard', cost.discardSelf ? o.id : null), 'discard', dis && {
    needed: dis.count,
    says: `discards ${count(dis.count, disNoun)}`,
    rule: '701.9a',
    refusal: (id) => {
      const c = mine(id, 'hand');
      return !c || (dis.type && !isType(s, c, dis.type)) ? `${named(id)} isn't ${article(disNoun)} ${disNoun} in ${who}'s hand` : null;
    },
  }, name);

  const ex = cost.exileFromGraveyard;
  const exNoun = ex?.type ? `${ex.type.toLowerCase()} card` : 'card';
  const exile = exactly(givenIn(given, 'exile', cost.exileSelf ? o.id : null), 'exile', ex && {
    needed: ex.count,
    says: `exiles ${count(ex.count, exNoun)} from ${who}'s graveyard`,
    rule: '601.2h',
    refusal: (id) => {
      const c = mine(id, 'graveyard');
      if (ex.other && id === o.id) return `${named(id)} is the card whose cost it is, not another card`;
      return !c || (ex.type && !isType(s, c, ex.type)) ? `${named(id)} isn't ${article(exNoun)} ${exNoun} in ${who}'s graveyard` : null;
    },
  }, name);

  const rp = cost.returnPermanent;
  // "Return a land you control to its owner's hand" (601.2h): one permanent of the kind, the source too if it is one.
  const returned = rp
    ? {
        returnedPermanents: exactly(givenIn(given, 'return', null), 'return', {
          needed: 1,
          says: `returns ${article(filterText(rp.filter))} ${filterText(rp.filter)} ${who} controls to its owner's hand`,
          rule: '601.2h',
          refusal: (id) => {
            const p = mine(id, 'battlefield');
            return !p || !matchesFilter(s, p, rp.filter) ? `${named(id)} isn't ${article(filterText(rp.filter))} ${filterText(rp.filter)} ${who} controls` : null;
          },
        }, name),
      }
    : returnedAttacker(s, player, cost, givenIn(given, 'return', null), name);
  const atRandom = randomly ? { discardAtRandom: randomly.discardAtRandom } : {};
  if (cost.crew !== undefined) return { sacrifice, discard, tap: crewers(s, o, player, cost.crew, givenIn(given, 'tap', null), name), exile, ...returned, ...atRandom };
  const tu = cost.tapUntapped;
  const tapNoun = tu ? `untapped ${filterText(tu.filter)}` : '';
  const tap = exactly(givenIn(given, 'tap', null), 'tap', tu && {
    needed: tu.count,
    says: `taps ${count(tu.count, tapNoun)} ${who} controls`,
    rule: '601.2h',
    refusal: (id) => {
      const p = mine(id, 'battlefield');
      if (!p || p.tapped || !matchesFilter(s, p, tu.filter)) return `${named(id)} isn't ${article(tapNoun)} ${tapNoun} ${who} controls`;
      // {T} taps the source itself: it can't also pay "Tap an untapped creature you control".
      return cost.tap && id === o.id ? `${named(id)} is tapped by {T} for the same cost` : null;
    },
  }, name);

  if (cost.removeCounters) {
    const { counter, count } = cost.removeCounters;
    const n = count === 'X' ? x : count;
    const on = o.counters[counter] ?? 0;
    if (on < n) throw new RulesError(`${name}'s cost removes ${n} ${counter} counter${n === 1 ? '' : 's'} from ${describe(s, o.id)}, which has ${on}`, '601.2h');
  }
  return { sacrifice, discard, tap, exile, ...returned, ...atRandom };
}

/**
 * "Discard a card at random" (701.9a): the player's hand must hold that many cards (a cost can't be
 * paid with what isn't there, 601.2h). The cards are chosen at random as the cost is paid
 * (randomCost.ts), so none is given; with random "ask" (SCENARIO.md, "Randomness, asked") the
 * player gives the results in place of chance, in `costs.discard`.
 */
function randomDiscard(s: GameState, o: GameObject, player: PlayerId, n: number, ids: ObjectId[], name: string): Pick<ChosenCosts, 'discard'> & { discardAtRandom: NonNullable<ChosenCosts['discardAtRandom']> } {
  // A spell's own card is still in the hand as its total cost is determined (601.2f): it won't be there to discard.
  const hand = s.players[player].hand.filter((id) => id !== o.id);
  const who = playerName(s, player);
  const cards = n === 1 ? 'a card' : `${n} cards`;
  if (hand.length < n) throw new RulesError(`${name}'s cost discards ${cards} at random, and ${who}'s hand holds ${hand.length}`, '601.2h');
  if (s.random !== 'ask') {
    if (ids.length) throw new RulesError(`${name}'s cost discards ${cards} at random: the game chooses ${n === 1 ? 'it' : 'them'} as the cost is paid, so give none in costs.discard`, '701.9a');
    return { discard: [], discardAtRandom: { count: n, chosenByHand: false } };
  }
  if (ids.length !== n || ids.some((id) => !hand.includes(id))) {
    throw new RulesError(`${name}'s cost discards ${cards} at random; random results are chosen by hand in this game: give ${n === 1 ? 'the card' : `the ${n} cards`} chance would choose from ${who}'s hand in costs.discard`, '701.9a');
  }
  return { discard: ids, discardAtRandom: { count: n, chosenByHand: true } };
}

/**
 * 702.122a: crew N's cost: other untapped creatures the player controls, any number of them, with
 * total power N or greater (their power now, 208.3).
 */
function crewers(s: GameState, o: GameObject, player: PlayerId, n: number, ids: ObjectId[], name: string): ObjectId[] {
  for (const id of ids) {
    const p = objectAt(s, id);
    const what = p ? describe(s, id) : id;
    if (!p || p.zone !== 'battlefield' || p.controller !== player || !isCreature(s, p) || p.tapped || id === o.id) {
      throw new RulesError(`${what} isn't another untapped creature ${playerName(s, player)} controls, so it can't crew ${name}`, '702.122a');
    }
  }
  const total = ids.reduce((sum, id) => sum + power(s, objectAt(s, id)), 0);
  if (total < n) throw new RulesError(`Crew ${n} needs untapped creatures with total power ${n} or greater in costs.tap; those given have total power ${total}`, '702.122a');
  return ids;
}

/**
 * The counters a cost removes from or puts on its source (122.1, 122.6, 601.2h), paid before the
 * costs that move it ("Remove three quest counters from ~ and sacrifice it": the counters come off
 * the permanent, then it goes; 601.2h lets the player pay the parts in any order).
 */
export function payCounterCosts(tx: Tx, o: GameObject, player: PlayerId, cost: CostDef, name: string, x = 0): void {
  const who = playerName(tx.s, player);
  const removed = cost.removeCounters && (cost.removeCounters.count === 'X' ? x : cost.removeCounters.count);
  if (cost.removeCounters && removed) {
    const { counter } = cost.removeCounters;
    const n = removed;
    const left = (getObject(tx.s, o.id).counters[counter] ?? 0) - n;
    const counters = { ...getObject(tx.s, o.id).counters };
    if (left > 0) counters[counter] = left;
    else delete counters[counter];
    log(tx, '122.1', `${who} removes ${n} ${counter} counter${n === 1 ? '' : 's'} from ${describe(tx.s, o.id)} to pay the cost of ${name}.`, [o.id]);
    patchObject(tx, o.id, { counters });
  }
  if (cost.putCounters) {
    const { counter, count: n } = cost.putCounters;
    const now = (getObject(tx.s, o.id).counters[counter] ?? 0) + n;
    checkWithin('counters', now, '122.1');
    log(tx, ['122.6', '601.2h'], `${who} puts ${n} ${counter} counter${n === 1 ? '' : 's'} on ${describe(tx.s, o.id)} to pay the cost of ${name}.`, [o.id]);
    patchObject(tx, o.id, { counters: { ...getObject(tx.s, o.id).counters, [counter]: now } });
    countersPut(tx, o.id, counter, n);
  }
}

/** Pay the costs that move objects (601.2h): the source discarded, the chosen permanents sacrificed, the chosen cards discarded. */
export function payActivationCosts(
  tx: Tx,
  o: GameObject,
  player: PlayerId,
  cost: CostDef,
  chosen: ChosenCosts,
  name: string,
): { sacrificed: GameObject[]; discarded: string[]; discardedSelf?: ObjectId; returnedAttacking?: EntityId | null } {
  const who = playerName(tx.s, player);
  const sacrificed: GameObject[] = [];
  const discarded: string[] = [];
  let discardedSelf: ObjectId | undefined;
  if (cost.discardSelf) {
    log(tx, '702.29a', `${who} discards ${o.card} to pay the cost of its ability.`, [player]);
    discarded.push(o.card);
    discardedSelf = discardToGraveyard(tx, o.id); // 702.35a
  }
  if (cost.exertSelf) {
    // 701.43a: exerted, it won't untap during its controller's next untap step (502.3 carries it out).
    log(tx, '701.43a', `${who} exerts ${describe(tx.s, o.id)} to pay the cost of ${name}: it won't untap during ${possessive(who)} next untap step.`, [o.id]);
    patchObject(tx, o.id, { skipsNextUntap: true });
  }
  if (cost.exileSelf) {
    log(tx, '601.2h', `${who} exiles ${o.card}${cost.exileSelf === 'battlefield' ? '' : ` from their ${cost.exileSelf}`} to pay the cost of its ability.`, [player]);
    moveObject(tx, o.id, 'exile');
  }
  if (cost.returnSelf) {
    log(tx, '601.2h', `${who} returns ${o.card} to its owner's hand to pay the cost of its ability.`, [player]);
    moveObject(tx, o.id, 'hand');
  }
  for (const id of chosen.returnedPermanents ?? []) {
    log(tx, '601.2h', `${who} returns ${describe(tx.s, id)} to its owner's hand to pay the cost of ${name}.`, [id]);
    moveObject(tx, id, 'hand');
  }
  for (const id of chosen.sacrifice) {
    sacrificed.push(getObject(tx.s, id));
    log(tx, '601.2h', `${who} sacrifices ${describe(tx.s, id)} to pay the cost of ${name}.`, [id]);
    sacrificing(tx, id, player);
    moveObject(tx, id, 'graveyard');
  }
  for (const id of chosen.tap) {
    log(tx, '601.2h', `${who} taps ${describe(tx.s, id)} to pay the cost of ${name}.`, [id]);
    patchObject(tx, id, { tapped: true });
    tappedChanged(tx, id, true);
  }
  for (const id of chosen.exile) {
    log(tx, '601.2h', `${who} exiles ${getObject(tx.s, id).card} from their graveyard to pay the cost of ${name}.`, [player]);
    moveObject(tx, id, 'exile');
  }
  for (const id of costDiscards(tx, player, chosen, name)) {
    const card = getObject(tx.s, id).card;
    discarded.push(card);
    log(tx, '601.2h', `${who} discards ${card} to pay the cost of ${name}.`, [player]);
    discardToGraveyard(tx, id); // 702.35a
  }
  // 702.49a: ninjutsu's return, paid last: what the returned creature attacked is what the card will attack (702.49c).
  const returnedAttacking = chosen.returned !== undefined ? { returnedAttacking: payNinjutsuReturn(tx, o.card, player, chosen.returned) } : {};
  return { sacrificed, discarded, ...(discardedSelf ? { discardedSelf } : {}), ...returnedAttacking };
}
