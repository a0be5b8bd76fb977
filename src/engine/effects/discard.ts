// Discarding (701.9a): a card goes from its owner's hand to their graveyard. The discarding player
// chooses which (701.9b), a `pick` (SCENARIO.md); several players discarding choose in APNAP order
// (101.4). Sacrificing (701.21a) the same way: each player chooses a permanent of theirs.
import type { Affected, EffectDef } from '../state/card';
import { colors, isType } from '../state/characteristics';

const COLOR: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
import { ask, pushFront } from '../stack/agenda';
import type { Tx } from '../state/game';
import { apnap, describe, getPlayer, log, optionsFor, playerName, possessive, withArticle } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { moveObjects } from '../state/zones';
import { affected } from './affected';
import { amount } from './amount';
import { resolvingName } from './resolvingName';
import { objectAt } from '../state/objectTable';
import { discardToGraveyard } from '../casting/madness';
import { atRandom } from './atRandom';
import { exploiting, sacrificing } from '../stack/actionTriggers';

type Ins = Extract<Instruction, { op: 'effect' }>;

/** Several players: one instruction each, in APNAP order (101.4); true when it split them so. */
function eachInTurn(tx: Tx, who: Affected, ctx: EffectContext, ins: Ins): boolean {
  if (ins.player !== undefined) return false;
  const players = affected(tx, who, ctx);
  const order = apnap(tx.s).filter((p) => players.includes(p));
  pushFront(tx, ...order.map((player): Ins => ({ ...ins, player })));
  return true;
}

export function discard(tx: Tx, e: Extract<EffectDef, { kind: 'discard' }>, ctx: EffectContext, ins: Ins): void {
  if (eachInTurn(tx, e.who, ctx, ins) || ins.player === undefined) return;
  const p = getPlayer(tx.s, ins.player);
  // "discards their hand" (701.9a): every card in it, no choice to make.
  const n = e.hand ? p.hand.length : Math.min(amount(tx, e.count, ctx), p.hand.length);
  if (n <= 0) return;
  if (e.atRandom) return discardAtRandom(tx, e, ctx, { ...ins, player: p.id }, n);
  // A choice with one legal answer is not asked (SCENARIO.md): the whole hand goes.
  const chosen = (ins.answer as ObjectId[] | undefined) ?? (n === p.hand.length ? [...p.hand] : undefined);
  if (!chosen) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} discards ${n === 1 ? 'a card' : `${n} cards`}: ${p.name} chooses ${n === 1 ? 'it' : 'them'}.`,
      rule: '701.9b',
      options: optionsFor(tx.s, p.hand),
      min: n,
      max: n,
      then: ins,
    });
    return;
  }
  const names = chosen.map((id) => objectAt(tx.s, id).card);
  log(tx, '701.9a', `${p.name} discards ${names.join(', ')}.`, [p.id]);
  for (const id of chosen) discardToGraveyard(tx, id); // 702.35a: madness exiles instead
}

/**
 * 701.9a: "discards N cards at random": the cards are chosen at random (SCENARIO.md, "Randomness"),
 * one at a time from the hand as listed, the next among those left; each is discarded as it is
 * chosen, and the rest of the discard continues as its own instruction (so an asked result can wait).
 */
function discardAtRandom(tx: Tx, e: Extract<EffectDef, { kind: 'discard' }>, ctx: EffectContext, ins: Ins & { player: string }, n: number): void {
  const p = getPlayer(tx.s, ins.player);
  const result = atRandom(tx, { among: p.hand, chooser: ctx.controller, what: `a card in ${possessive(p.name)} hand`, source: resolvingName(tx.s, ctx), rule: '701.9a', then: ins, answer: ins.answer }, 'in hand order');
  if (!result) return;
  tx.log.push(result.entry);
  log(tx, '701.9a', `${p.name} discards ${objectAt(tx.s, result.chosen).card} at random.`, [p.id]);
  discardToGraveyard(tx, result.chosen); // 702.35a: madness exiles instead
  if (n > 1) pushFront(tx, { ...ins, effect: { ...e, count: n - 1 }, answer: undefined });
}

/**
 * 701.21a: the player moves a permanent they control of one of the types to its owner's graveyard;
 * "return a land you control to its owner's hand" is chosen the same way (608.2d), no target.
 */
export function sacrifice(tx: Tx, e: Extract<EffectDef, { kind: 'sacrifice' | 'returnChosen' }>, ctx: EffectContext, ins: Ins): void {
  if (eachInTurn(tx, e.who, ctx, ins) || ins.player === undefined) return;
  const p = getPlayer(tx.s, ins.player);
  const quality = e.kind === 'returnChosen' ? e : undefined;
  const kinds = `${quality?.another ? 'other ' : ''}${quality?.colors ? `${quality.colors.map((c) => COLOR[c]).join(' or ')} ` : ''}${e.types.map((t) => t.toLowerCase()).join(' or ')}`;
  const [verb, rule] = e.kind === 'sacrifice' ? (['sacrifices', '701.21a'] as const) : (["returns to its owner's hand", '608.2d'] as const);
  const theirs = tx.s.battlefield.filter((id) => {
    const o = objectAt(tx.s, id);
    // "a red or green creature" (105.2), "another creature": not the source itself.
    if (quality?.colors && !quality.colors.some((c) => colors(tx.s, o).includes(c))) return false;
    if (quality?.another && id === ctx.source) return false;
    return o.controller === p.id && e.types.some((t) => isType(tx.s, o, t));
  });
  if (theirs.length === 0) {
    log(tx, rule, `${p.name} controls no ${kinds}: nothing ${e.kind === 'sacrifice' ? 'is sacrificed' : 'is returned'}.`, [p.id]);
    return;
  }
  // "sacrifices two creatures": as many as they can, chosen only when they control more (701.21a).
  const n = e.kind === 'sacrifice' ? (e.count ?? 1) : 1;
  const chosen = (ins.answer as ObjectId[] | undefined) ?? (theirs.length <= n ? theirs : undefined);
  if (!chosen) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} ${verb} ${n === 1 ? withArticle(kinds) : `${n} ${e.types.length >= 5 ? 'permanents' : e.types.map((t) => `${t.toLowerCase()}s`).join(' or ')}`} they control: ${p.name} chooses which.`,
      rule,
      options: optionsFor(tx.s, theirs),
      min: n,
      max: n,
      then: ins,
    });
    return;
  }
  for (const id of chosen) {
    log(tx, rule, `${p.name} ${e.kind === 'sacrifice' ? 'sacrifices' : "returns"} ${describe(tx.s, id)}${e.kind === 'sacrifice' ? '' : ` to ${possessive(playerName(tx.s, objectAt(tx.s, id).owner))} hand`}.`, [id]);
  }
  if (e.kind === 'sacrifice') for (const id of chosen) sacrificing(tx, id, objectAt(tx.s, id).controller);
  if (e.kind === 'sacrifice' && e.exploit) for (const id of chosen) exploiting(tx, ctx.source, id); // 702.110b
  moveObjects(tx, chosen.map((id) => ({ id, to: e.kind === 'sacrifice' ? ('graveyard' as const) : ('hand' as const) })));
}
