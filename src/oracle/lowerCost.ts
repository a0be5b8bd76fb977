// Stage 4 of the compiler, for costs (601.2f-h, 602.2b) and restrictions on activating (602.5):
// the tree's cost into the engine's, or nothing when any part of it isn't read.
import type { ActivationRestriction, CostDef, PermanentFilter } from '../engine/state/card';
import type { AbilityNode, CostNode, RestrictionNode } from './tree';
import { condition as staticCondition } from './lowerStatic';

export function cost(c: CostNode): CostDef | null {
  const def: CostDef = {};
  for (const p of c.parts) {
    if (p.kind === 'unmodelled') return null;
    if (p.kind === 'tap') def.tap = true;
    if (p.kind === 'untap') def.untap = true;
    if (p.kind === 'sacrificeSelf') def.sacrificeSelf = true;
    if (p.kind === 'payLife') def.life = (def.life ?? 0) + p.amount;
    if (p.kind === 'payEnergy') def.energy = (def.energy ?? 0) + p.amount;
    if (p.kind === 'mana') def.mana = (def.mana ?? '') + p.symbols;
    if (p.kind === 'discardSelf') def.discardSelf = true;
    if (p.kind === 'exertSelf') def.exertSelf = true; // 701.43a
    if (p.kind === 'returnSelf') def.returnSelf = true;
    if (p.kind === 'returnPermanent') {
      if (def.returnPermanent) return null;
      def.returnPermanent = { filter: p.subtype ? { subtype: p.subtype } : { types: [...(p.cardTypes ?? [])] } };
    }
    if (p.kind === 'exileSelf') def.exileSelf = p.from;
    if (p.kind === 'exileFromGraveyard') {
      if (def.exileFromGraveyard) return null;
      def.exileFromGraveyard = p.cardType ? { count: p.count, type: p.cardType } : { count: p.count };
      if (p.other) def.exileFromGraveyard.other = true;
    }
    if (p.kind === 'removeCounters') {
      if (def.removeCounters) return null;
      def.removeCounters = { counter: p.counter, count: p.count };
      if (p.andSacrifice) def.sacrificeSelf = true;
    }
    if (p.kind === 'putCounters') {
      if (def.putCounters) return null;
      def.putCounters = { counter: p.counter, count: p.count };
    }
    if (p.kind === 'discard') {
      if (def.discard) return null; // two discard parts: not a form the engine asks for
      def.discard = p.cardType ? { count: p.count, type: p.cardType } : { count: p.count };
      if (p.atRandom) def.discard.atRandom = true; // 701.9a: chosen at random as the cost is paid
    }
    if (p.kind === 'tapUntapped') {
      if (def.tapUntapped) return null;
      def.tapUntapped = { count: p.count, filter: p.subtype ? { subtype: p.subtype } : { types: [...(p.cardTypes ?? [])] } };
    }
    if (p.kind === 'sacrifice') {
      if (def.sacrifice) return null;
      const filter: PermanentFilter = {};
      if (p.cardTypes) filter.types = [...p.cardTypes];
      if (p.subtype) filter.subtype = p.subtype;
      def.sacrifice = p.another ? { count: p.count, filter, another: true } : { count: p.count, filter };
    }
  }
  return def;
}

/**
 * A loyalty symbol as the grammar reads it (normalized: `+2`, `-3`, `0`, `-X`) into a loyalty
 * ability's cost (606.4): the counters put on (positive) or removed (negative); `-X` removes the X
 * its controller announces (107.3a). Null for any other form.
 */
export function loyaltyCost(symbol: string): CostDef | null {
  if (symbol === '-X') return { loyalty: 'minusX' };
  const m = /^([+-]?)(\d+)$/.exec(symbol);
  if (!m || (m[1] === '' && m[2] !== '0')) return null;
  const n = Number(m[2]);
  return { loyalty: m[1] === '-' && n > 0 ? -n : n };
}

/** 602.5: what the restriction sentence allows, or null when the engine can't check it. */
/**
 * The cost and restrictions of an activated ability whose effect is not read (602.1): it can still
 * be activated, its cost paid, and its text carried out by hand as it resolves. Null when either
 * isn't read.
 */
export function lowerActivation(a: AbilityNode & { kind: 'activated' }): { cost: CostDef; restriction?: ActivationRestriction } | null {
  const c = cost(a.cost);
  const only = restriction(a);
  if (!c || only === null) return null;
  return only ? { cost: c, restriction: only } : { cost: c };
}

export function restriction(r: AbilityNode & { kind: 'activated' }): ActivationRestriction | null | undefined {
  if (!r.restriction) return undefined;
  if (r.restriction.kind === 'unmodelled') return null;
  if (r.restriction.attacked || r.restriction.castAnother || ['declareAttackers', 'combatBeforeBlockers', 'opponentsUpkeep'].includes(r.restriction.during ?? '')) return null; // a spell's words only
  return restrictionOf(r.restriction);
}

/** 601.3: "Cast ~ only ...": the restriction a spell's text puts on casting it; null for parts the engine doesn't check. */
export function castRestrictionOf(n: RestrictionNode): ActivationRestriction | null {
  if (n.timing || n.oncePerTurn || n.anyPlayer || n.totalPower !== undefined || n.during === 'declareBlockers' || n.during === 'yourTurnBeforeAttackers') return null;
  const more: ActivationRestriction = {};
  if (n.during === 'declareAttackers') more.during = 'declareAttackers';
  if (n.during === 'opponentsUpkeep') more.during = 'opponentsUpkeep';
  if (n.during === 'combatBeforeBlockers') Object.assign(more, { combat: 'phase', during: 'beforeBlockers' });
  if (n.attacked) more.attacked = true;
  if (n.castAnother) more.castAnother = true;
  const plain = restrictionOf({ ...n, during: n.during === 'declareAttackers' || n.during === 'opponentsUpkeep' || n.during === 'combatBeforeBlockers' ? undefined : n.during });
  if (plain === null) return null;
  const out = { ...(plain ?? {}), ...more };
  return Object.keys(out).length ? out : null;
}

function restrictionOf(node: RestrictionNode): ActivationRestriction | null | undefined {
  const r = { restriction: node };
  const out: ActivationRestriction = {};
  if (r.restriction.timing === 'sorcery') out.sorcery = true;
  if (r.restriction.during === 'yourTurn') out.yourTurn = true;
  if (r.restriction.during === 'yourTurnBeforeAttackers') Object.assign(out, { yourTurn: true, beforeAttackers: true });
  if (r.restriction.during === 'yourUpkeep') out.step = 'upkeep';
  if (r.restriction.oncePerTurn) out.oncePerTurn = true;
  if (r.restriction.timesPerTurn) out.timesPerTurn = r.restriction.timesPerTurn;
  const control = r.restriction.control;
  if (control) {
    const filter: PermanentFilter = control.subtype ? { subtype: control.subtype } : { types: [...(control.cardTypes ?? [])] };
    out.youControl = { atLeast: control.atLeast, filter };
  }
  if (r.restriction.condition) {
    const c = staticCondition(r.restriction.condition);
    if (!c) return null;
    out.condition = c;
  }
  if (r.restriction.noCardsInHand) out.noCardsInHand = true;
  if (r.restriction.during === 'combat') out.combat = 'phase';
  if (r.restriction.during === 'declareBlockers') out.combat = 'declareBlockers';
  if (r.restriction.anyPlayer) out.anyPlayer = true;
  if (r.restriction.totalPower !== undefined) out.totalPower = r.restriction.totalPower;
  return Object.keys(out).length ? out : undefined; // "as an instant" restricts nothing (602.5e)
}

