// Objects that pay part of a spell's mana as its total cost is paid (601.2h): convoke taps
// creatures (702.51a), improvise taps artifacts (702.126a), delve exiles cards from the graveyard
// (702.66a). None of them changes the total cost (702.51b, 702.66b): they are ways to pay it, so
// they apply after every increase and reduction of 601.2f.
import type { CastOptions } from '../actions';
import type { CardDef, Color, CostPayment } from '../state/card';
import { colors, isType } from '../state/characteristics';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, getObject, log, patchObject, playerName } from '../state/game';
import type { CostSymbol } from '../mana/mana';
import type { GameState, ObjectId, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { moveObject } from '../state/zones';
import { tappedChanged } from '../stack/triggers';

export type ObjectPayments = { convoke: ObjectId[]; improvise: ObjectId[]; delve: ObjectId[] };

// 702.126a isn't among the rules src/rules carries: improvise cites the step of casting it belongs to.
const RULE: Record<CostPayment, string> = { convoke: '702.51a', improvise: '702.126a', delve: '702.66a' };

/** The keywords among a card's abilities that let objects pay its mana. */
export function paymentKeywords(def: CardDef): CostPayment[] {
  return def.abilities.flatMap((a) => (a.kind === 'cost' && a.payment ? [a.payment] : []));
}

/** Takes {1} out of the cost, or false when no generic mana is left to pay. */
function payGeneric(mana: CostSymbol[]): boolean {
  const i = mana.findIndex((c) => c.kind === 'generic' && c.amount > 0);
  if (i < 0) return false;
  const g = mana[i] as Extract<CostSymbol, { kind: 'generic' }>;
  if (g.amount === 1) mana.splice(i, 1);
  else mana[i] = { kind: 'generic', amount: g.amount - 1 };
  return true;
}

/** 702.51a: a creature pays one colored symbol of one of its colors (a hybrid one of either half), else {1}. */
function payByConvoke(mana: CostSymbol[], own: readonly Color[]): boolean {
  const i = mana.findIndex((c) => (c.kind === 'mana' && c.type !== 'C' && own.includes(c.type)) || (c.kind === 'hybrid' && c.types.some((t) => own.includes(t))));
  if (i >= 0) {
    mana.splice(i, 1);
    return true;
  }
  return payGeneric(mana);
}

/**
 * The mana left to pay once the given objects have paid their part, checked without changing
 * anything. Each object is the player's and untapped (a card in their graveyard for delve), given
 * once, and has something left to pay: an object that would pay nothing is refused.
 */
export function payWithObjects(s: GameState, def: CardDef, player: PlayerId, self: ObjectId, given: CastOptions['costs'], total: readonly CostSymbol[]): { mana: CostSymbol[]; paid: ObjectPayments } {
  const has = paymentKeywords(def);
  const mana = total.map((c) => ({ ...c }) as CostSymbol);
  const paid: ObjectPayments = { convoke: [], improvise: [], delve: [] };
  const seen = new Set<ObjectId>();
  const who = playerName(s, player);
  for (const k of ['convoke', 'improvise', 'delve'] as const) {
    const ids = given?.[k] ?? [];
    if (ids.length === 0) continue;
    if (!has.includes(k)) throw new RulesError(`${def.name} doesn't have ${k}, so nothing can be given in costs.${k}`, RULE[k]);
    for (const id of ids) {
      const o = objectAt(s, id);
      const named = o ? describe(s, id) : id;
      if (seen.has(id)) throw new RulesError(`${named} is given twice to pay ${def.name}'s cost`, '601.2h');
      seen.add(id);
      if (k === 'delve') {
        if (!o || o.zone !== 'graveyard' || o.owner !== player || id === self) throw new RulesError(`${named} isn't a card in ${who}'s graveyard, so it can't be exiled for delve`, RULE[k]);
        if (!payGeneric(mana)) throw new RulesError(`${def.name}'s cost has no generic mana left for ${named} to pay: delve pays only generic mana`, RULE[k]);
      } else {
        const type = k === 'convoke' ? 'Creature' : 'Artifact';
        if (!o || o.zone !== 'battlefield' || o.controller !== player || o.tapped || !isType(s, o, type)) {
          throw new RulesError(`${named} isn't an untapped ${type.toLowerCase()} ${who} controls, so it can't be tapped for ${k}`, RULE[k]);
        }
        const ok = k === 'convoke' ? payByConvoke(mana, colors(s, o)) : payGeneric(mana);
        if (!ok) throw new RulesError(`${def.name}'s cost has nothing left that ${named} can pay for ${k}`, RULE[k]);
      }
      paid[k].push(id);
    }
  }
  return { mana, paid };
}

/** 601.2h: tap and exile the objects that pay, with the mana (each names its keyword's rule). */
export function payObjects(tx: Tx, player: PlayerId, paid: ObjectPayments, what: string): void {
  const who = playerName(tx.s, player);
  for (const k of ['convoke', 'improvise'] as const) {
    for (const id of paid[k]) {
      log(tx, RULE[k], `${who} taps ${describe(tx.s, id)} for ${k}${k === 'improvise' ? ' (702.126a)' : ''} to pay part of the cost of ${what}.`, [id]);
      patchObject(tx, id, { tapped: true });
      tappedChanged(tx, id, true);
    }
  }
  for (const id of paid.delve) {
    log(tx, RULE.delve, `${who} exiles ${getObject(tx.s, id).card} from their graveyard for delve, paying {1} of the cost of ${what}.`, [player]);
    moveObject(tx, id, 'exile');
  }
}
