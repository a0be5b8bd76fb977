// The total cost of a spell (601.2f): its mana cost or an alternative cost (118.9), plus
// additional costs (118.8) and increases; and paying it all (601.2h).
import type { CastOptions } from '../actions';
import type { AlternativeCost, CardDef, CardType, CostDef } from '../state/card';
import { costAbilities } from './abilities';
import { colors, isType } from '../state/characteristics';
import { payMana } from './costs';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, getObject, getPlayer, log, patchPlayer, playerName } from '../state/game';
import { parseCost, withX, type CostSymbol } from '../mana/mana';
import type { EntityId, GameObject, GameState, ObjectId, PaidCosts, PlayerId, StackItem } from '../state/state';
import { moveObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { payWithObjects, type ObjectPayments } from './costPayments';
import { reduceGeneric, selfReduction, staticCostChanges } from './costReduction';
import { chooseSpellCosts, paySpellCosts, type SpellCost } from './spellCosts';
import { discardToGraveyard } from './madness';
import { emergeSacrifice } from './emerge';
import { copyCost } from './copyCosts';
import { lifeChanged } from '../stack/lifeTriggers';

export type TotalCost = {
  mana: CostSymbol[];
  life: number;
  sacrifice: ObjectId[];
  discard: ObjectId[];
  exile: ObjectId[];
  kicked: boolean;
  /** 702.33d: kicked more than once (multikicker). */
  timesKicked?: number;
  castAs?: StackItem['castAs'];
  /** The buyback cost is paid (702.27a). */
  boughtBack?: boolean;
  /** Casualty (702.153a) or conspire (702.78a) paid: the spell's cast trigger copies it. */
  copyCosts?: ('casualty' | 'conspire')[];
  /** How many times the replicate cost is paid (702.56a). */
  replicated?: number;
  /** Objects tapped or exiled to pay part of the mana (convoke, improvise, delve). */
  objects?: ObjectPayments;
  /** Additional costs stated as an activation cost states them, with the objects that pay them (118.8). */
  spellCosts?: SpellCost[];
  /** Generic mana added and taken off by cost increases and reductions (601.2f). */
  changed?: { more: number; less: number };
};

/** Which cost the spell is cast for: its mana cost, an alternative cost, or none (601.2b, 118.9). */
export function chooseAlternative(def: CardDef, as: string | undefined, withoutPaying: boolean): AlternativeCost | 'withoutPaying' | undefined {
  if (withoutPaying) {
    if (as !== undefined) throw new RulesError(`${def.name} is being cast without paying its mana cost, so no alternative cost can be applied`, '118.9a');
    return 'withoutPaying';
  }
  if (as === undefined) return undefined;
  const alt = costAbilities(def.abilities).alternative.find((c) => c.kind === as);
  if (!alt) throw new RulesError(`${def.name} has no alternative cost "${as}"`, '118.9');
  return alt;
}

/** Whether X appears in the cost being paid: 107.3b makes X 0 when it doesn't. */
export function baseMana(def: CardDef, alt: ReturnType<typeof chooseAlternative>): CostSymbol[] {
  if (alt === 'withoutPaying') return [];
  if (alt && alt.kind !== 'alternative') return parseCost(alt.mana);
  if (alt) return parseCost(alt.mana ?? ''); // 118.9: the mana the alternative cost states, if any
  return parseCost(def.manaCost ?? '');
}

function ownPermanent(s: GameState, id: ObjectId, player: PlayerId, type: CardType): boolean {
  const o = objectAt(s, id);
  return !!o && o.zone === 'battlefield' && o.controller === player && isType(s, o, type);
}

function inHand(s: GameState, id: ObjectId, player: PlayerId, self: ObjectId): boolean {
  const o = objectAt(s, id);
  return !!o && o.zone === 'hand' && o.owner === player && id !== self;
}

export function totalCost(
  s: GameState,
  def: CardDef,
  self: ObjectId,
  player: PlayerId,
  a: Pick<CastOptions, 'kicker' | 'multikicker' | 'costs' | 'buyback' | 'entwine' | 'replicate'>,
  alt: ReturnType<typeof chooseAlternative>,
  x: number,
  targets: EntityId[][],
  graveyard?: StackItem['castWith'],
): TotalCost {
  const { additional } = costAbilities(def.abilities);
  const given = { sacrifice: a.costs?.sacrifice ?? [], discard: a.costs?.discard ?? [], exile: a.costs?.exile ?? [] };
  const used = { sacrifice: false, discard: false, exile: false };
  let usedTap = false;
  let mana = withX(baseMana(def, alt), x);
  let life = 0;
  const total: TotalCost = { mana, life, sacrifice: [], discard: [], exile: [], kicked: false, castAs: alt === undefined ? undefined : alt === 'withoutPaying' ? 'withoutPaying' : alt.kind };

  if (alt && alt !== 'withoutPaying' && alt.kind === 'alternative') {
    life = alt.life ?? 0;
    if (alt.exileFromHand) {
      const { color, count } = alt.exileFromHand;
      used.exile = true;
      if (given.exile.length !== count) throw new RulesError(`${def.name}'s alternative cost exiles ${count} card${count === 1 ? '' : 's'} from your hand: give ${count} in costs.exile`, '118.9');
      for (const id of given.exile) {
        if (!inHand(s, id, player, self) || !colors(s, objectAt(s, id)).includes(color)) {
          throw new RulesError(`${describe(s, id)} isn't a ${color === 'U' ? 'blue' : color} card in ${playerName(s, player)}'s hand`, '118.9');
        }
      }
      total.exile = given.exile.slice();
    }
  }
  // 702.119a: emerge sacrifices a creature and takes its mana value off the total cost (emerge.ts).
  const emerged = alt && alt !== 'withoutPaying' && alt.kind === 'emerge' ? emergeSacrifice(s, def, player, given.sacrifice) : undefined;
  if (emerged) {
    used.sacrifice = true;
    total.sacrifice = emerged.sacrifice;
  }
  /** A cost stated as an activation cost states it, paid with the objects given (spellCosts.ts). */
  const stated = (cost: CostDef) => {
    const paid = chooseSpellCosts(s, def, self, player, cost, a.costs);
    used.sacrifice ||= !!cost.sacrifice;
    used.discard ||= !!cost.discard;
    used.exile ||= !!cost.exileFromGraveyard;
    usedTap ||= !!cost.tapUntapped;
    life += cost.life ?? 0;
    total.spellCosts = [...(total.spellCosts ?? []), paid];
  };
  // 702.34a: a flashback cost's parts other than mana ("Flashback—Sacrifice a creature.").
  if (alt && alt !== 'withoutPaying' && (alt.kind === 'flashback' || alt.kind === 'escape') && alt.cost) stated(alt.cost); // 702.138a too
  if (alt && alt !== 'withoutPaying' && alt.kind === 'alternative' && alt.cost) stated(alt.cost); // 118.9: "sacrifice two Mountains"
  for (const c of additional) {
    switch (c.kind) {
      case 'kicker': {
        // 702.33c: a multikicker cost may be paid any number of times, announced (601.2b) and added as many times (601.2f).
        const times = c.multi ? (a.multikicker ?? (a.kicker ? 1 : 0)) : a.kicker ? 1 : 0;
        for (let i = 0; i < times; i++) mana = [...mana, ...parseCost(c.mana)];
        if (times > 0) total.kicked = true;
        if (times > 1) total.timesKicked = times;
        break;
      }
      case 'sacrifice':
        used.sacrifice = true;
        if (given.sacrifice.length !== 1) throw new RulesError(`${def.name} requires sacrificing a ${c.type.toLowerCase()} as an additional cost: give it in costs.sacrifice`, '118.8');
        if (!ownPermanent(s, given.sacrifice[0], player, c.type)) throw new RulesError(`${describe(s, given.sacrifice[0])} isn't a ${c.type.toLowerCase()} ${playerName(s, player)} controls`, '118.8');
        total.sacrifice = given.sacrifice.slice();
        break;
      case 'discardOrPay':
        used.discard = true;
        if (given.discard.length > 1) throw new RulesError(`${def.name}'s additional cost discards one card, not ${given.discard.length}`, '118.8');
        if (given.discard.length === 1) {
          if (!inHand(s, given.discard[0], player, self)) throw new RulesError(`${describe(s, given.discard[0])} isn't a card in ${playerName(s, player)}'s hand`, '118.8');
          total.discard = given.discard.slice();
        } else {
          mana = [...mana, ...parseCost(c.mana)];
        }
        break;
      // 702.27a, 702.42a: optional additional costs, announced (601.2b) and added (601.2f).
      case 'buyback':
        if (a.buyback) {
          mana = [...mana, ...parseCost(c.mana)];
          total.boughtBack = true;
          if (c.cost) stated(c.cost);
        }
        break;
      case 'entwine':
        if (a.entwine) mana = [...mana, ...parseCost(c.mana)];
        break;
      // 702.56a: "you may pay [cost] any number of times", announced (601.2b) and added as many times (601.2f).
      case 'replicate':
        for (let i = 0; i < (a.replicate ?? 0); i++) mana = [...mana, ...parseCost(c.mana)];
        if (a.replicate) total.replicated = a.replicate;
        break;
      // 702.153a, 702.78a: optional, paid when the objects that pay them are given (copyCosts.ts).
      case 'casualty':
      case 'conspire': {
        const paid = copyCost(s, def, self, c, a.costs, used.sacrifice, usedTap);
        if (paid) {
          stated(paid);
          total.copyCosts = [...(total.copyCosts ?? []), c.kind];
        }
        break;
      }
      // 118.8: "discard a card", "sacrifice two creatures", "pay 3 life" (spellCosts.ts).
      case 'costs':
        stated(c.cost);
        break;
      case 'increasePerExtraTarget': {
        const extra = Math.max(0, (targets[c.phrase]?.length ?? 0) - 1);
        for (let i = 0; i < extra; i++) mana = [...mana, ...parseCost(c.mana)];
        break;
      }
    }
  }
  // 702.81a, 702.133a: cast from the graveyard by discarding a card (a land card for retrace) as an additional cost.
  if (graveyard && graveyard !== 'aftermath') {
    used.discard = true;
    const rule = graveyard === 'retrace' ? '702.81a' : '702.133a';
    const noun = graveyard === 'retrace' ? 'a land card' : 'a card';
    if (given.discard.length !== 1) throw new RulesError(`${def.name} cast with ${graveyard} needs ${noun} discarded as an additional cost: give one in costs.discard`, rule);
    const d = given.discard[0];
    if (!inHand(s, d, player, self) || (graveyard === 'retrace' && !isType(s, objectAt(s, d), 'Land'))) throw new RulesError(`${describe(s, d)} isn't ${noun} in ${playerName(s, player)}'s hand`, rule);
    total.discard = given.discard.slice();
  }
  if (a.buyback && !additional.some((c) => c.kind === 'buyback')) throw new RulesError(`${def.name} has no buyback cost`, '702.27a');
  if (a.replicate && !additional.some((c) => c.kind === 'replicate')) throw new RulesError(`${def.name} has no replicate cost`, '702.56a');
  if (a.multikicker && !additional.some((c) => c.kind === 'kicker' && c.multi)) throw new RulesError(`${def.name} has no multikicker cost`, '702.33c');
  if (a.entwine && !additional.some((c) => c.kind === 'entwine')) throw new RulesError(`${def.name} has no entwine cost`, '702.42a');
  // 601.2f: then the reductions, generic mana only, never below {0}; 702.51b: convoke, improvise
  // and delve pay part of the total cost once it is determined.
  // 708.4: a spell cast face down is seen face down by the effects that change its cost (a colorless 2/2 creature spell).
  const seen = alt && alt !== 'withoutPaying' && alt.kind === 'morph' ? { ...objectAt(s, self), faceDown: true } : objectAt(s, self);
  const statics = staticCostChanges(s, seen, player, targets.flat());
  if (statics.more > 0) mana = [...mana, { kind: 'generic', amount: statics.more }];
  const less = selfReduction(s, def, player) + statics.less + (emerged?.less ?? 0);
  mana = reduceGeneric(mana, less);
  if (statics.more || less) total.changed = { more: statics.more, less };
  const byObjects = payWithObjects(s, def, player, self, a.costs, mana);
  mana = byObjects.mana;
  if (byObjects.paid.convoke.length || byObjects.paid.improvise.length || byObjects.paid.delve.length) total.objects = byObjects.paid;
  if (a.costs?.tap?.length && !usedTap) throw new RulesError(`${def.name} has no cost that taps permanents`, '118.8');
  if (a.kicker && !additional.some((c) => c.kind === 'kicker')) throw new RulesError(`${def.name} has no kicker cost`, '702.33a');
  for (const k of ['sacrifice', 'discard', 'exile'] as const) {
    if (given[k].length && !used[k]) throw new RulesError(`${def.name} has no cost that ${k === 'sacrifice' ? 'sacrifices' : k === 'discard' ? 'discards' : 'exiles'} anything`, '118.8');
  }
  const p = s.players[player];
  if (life > 0 && p.life < life) throw new RulesError(`${p.name} can't pay ${life} life with ${p.life} life`, '119.4');
  return { ...total, mana, life };
}

/** 601.2h: pay every part of the total cost; returns what was paid, for effects that read it. */
export function payTotalCost(tx: Tx, player: PlayerId, cost: TotalCost, pay: string | undefined, what: string): PaidCosts {
  const spent = payMana(tx, player, cost.mana, pay, what);
  const name = playerName(tx.s, player);
  if (cost.life > 0) {
    const p = getPlayer(tx.s, player);
    patchPlayer(tx, player, { life: p.life - cost.life });
    log(tx, '118.3b', `${name} pays ${cost.life} life for ${what} (${p.life} → ${p.life - cost.life}).`, [player]);
    lifeChanged(tx, player, cost.life, 'lose'); // 119.4: paying life is losing it
  }
  const sacrificed: GameObject[] = [];
  for (const id of cost.sacrifice) {
    sacrificed.push(getObject(tx.s, id));
    log(tx, '118.8', `${name} sacrifices ${describe(tx.s, id)} to cast ${what}.`, [id]);
    moveObject(tx, id, 'graveyard');
  }
  const discarded = cost.discard.map((id) => {
    const card = getObject(tx.s, id).card;
    log(tx, '118.8', `${name} discards ${card} to cast ${what}.`, [player]);
    discardToGraveyard(tx, id); // 702.35a
    return card;
  });
  const stated = cost.spellCosts ? paySpellCosts(tx, player, cost.spellCosts, what) : { sacrificed: [], discarded: [] };
  sacrificed.push(...stated.sacrificed);
  discarded.push(...stated.discarded);
  const exiled = cost.exile.map((id) => {
    const card = getObject(tx.s, id).card;
    log(tx, '118.9', `${name} exiles ${card} from their hand to cast ${what}.`, [player]);
    moveObject(tx, id, 'exile');
    return card;
  });
  return { mana: spent, life: cost.life, sacrificed, discarded, exiled };
}
