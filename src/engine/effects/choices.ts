// Effects that ask or decide as they resolve: "you may" (603.5), choosing a player at random, a
// player choosing a card to exile from their graveyard (608.2d).
import type { EffectDef } from '../state/card';
import { ask, pushFront } from '../stack/agenda';
import { isType } from '../state/characteristics';
import { remember } from '../stack/copy';
import type { Tx } from '../state/game';
import { log, optionsFor, playerName, playersInGame, withArticle } from '../state/game';
import { atRandom } from './atRandom';
import { possible } from './ifYouDo';
import type { EffectContext, Instruction } from '../state/state';
import { moveObject } from '../state/zones';
import { affected } from './affected';
import { resolvingName } from './resolvingName';
import { nameThatSpell } from '../stack/referents';
import { objectAt } from '../state/objectTable';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function may(tx: Tx, e: Extract<EffectDef, { kind: 'may' }>, ctx: EffectContext, ins: Ins): void {
  // "Target player may ..." (702.124j): that player decides; "you may": the controller (603.5).
  const [player] = e.who ? affected(tx, e.who, ctx) : [ctx.controller];
  if (player === undefined || !tx.s.players[player]) return;
  const name = playerName(tx.s, player);
  if (ins.answer === undefined) {
    // 608.2d: an impossible action can't be chosen, so the player isn't asked and "If you do" fails
    // ("If you don't" happens: fabricate's counters on a permanent that left, 702.123a).
    if (e.ifNot && !e.effects.every((effect) => possible(tx, effect, ctx))) {
      log(tx, '608.2d', `${name} can't ${e.prompt} for ${ctx.sourceName}, so doesn't: ${e.ifNotText}.`, [ctx.controller]);
      pushFront(tx, ...e.ifNot.map((effect): Instruction => ({ op: 'effect', effect, ctx })));
      return;
    }
    if (e.ifDone && !e.effects.every((effect) => possible(tx, effect, ctx))) {
      log(tx, '608.2d', `${name} can't ${e.prompt} for ${ctx.sourceName}, so doesn't: ${e.ifDoneText} doesn't happen.`, [ctx.controller]);
      return;
    }
    const then = e.ifDone ? ` If they do: ${e.ifDoneText}.` : e.ifNot ? ` If they don't: ${e.ifNotText}.` : '';
    ask(tx, { kind: 'yesNo', player, prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${name} may ${nameThatSpell(e.prompt, ctx.event)}.${then}`, rule: e.ifDone ? '608.2d' : '603.5', options: [], then: ins });
    return;
  }
  if (ins.answer === false) {
    if (e.ifDone) log(tx, '608.2c', `${name} chooses not to ${e.prompt}: ${e.ifDoneText} doesn't happen.`, [player]);
    if (e.ifNot) {
      log(tx, '608.2c', `${name} chooses not to ${e.prompt}: ${e.ifNotText}.`, [player]);
      pushFront(tx, ...e.ifNot.map((effect): Instruction => ({ op: 'effect', effect, ctx })));
    }
    return;
  }
  pushFront(tx, ...[...e.effects, ...(e.ifDone ?? [])].map((effect): Instruction => ({ op: 'effect', effect, ctx })));
}

/** Players in turn order from the scenario's first player, leaving out those who left (SCENARIO.md). */
export function randomPlayer(tx: Tx, e: Extract<EffectDef, { kind: 'randomPlayer' }>, ctx: EffectContext, ins: Ins): void {
  const r = { among: playersInGame(tx.s), chooser: ctx.controller, what: 'a player', source: ctx.sourceName, rule: '608.2c', then: ins, answer: ins.answer };
  const result = atRandom(tx, r, 'in turn order');
  if (!result) return;
  tx.log.push(result.entry);
  remember(tx, ctx, e.remember, result.chosen);
}

export function exileFromGraveyard(tx: Tx, e: Extract<EffectDef, { kind: 'exileFromGraveyard' }>, ctx: EffectContext, ins: Ins): void {
  const [player] = affected(tx, e.chooser, ctx);
  if (!player) return;
  // No types: any card ("exiles a card from their graveyard").
  const cards = tx.s.players[player].graveyard.filter((id) => e.types.length === 0 || e.types.some((t) => isType(tx.s, objectAt(tx.s, id), t)));
  const kinds = e.types.length === 0 ? '' : `${e.types.map((t) => t.toLowerCase()).join(' or ')} `;
  if (cards.length === 0) {
    log(tx, '608.2c', `${playerName(tx.s, player)} has no ${kinds}card in their graveyard: nothing is exiled${e.types.length ? ', and no other player is chosen' : ''}.`, [player]);
    return;
  }
  const chosen = pickOne(tx, ins, player, cards, `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, player)} chooses ${withArticle(`${kinds}card`)} in their graveyard to exile.`, '608.2d');
  if (!chosen) return;
  const card = objectAt(tx.s, chosen).card;
  const exiled = moveObject(tx, chosen, 'exile');
  log(tx, '608.2d', `${playerName(tx.s, player)} exiles ${card} from their graveyard.`, [exiled]);
  remember(tx, ctx, e.remember, exiled);
}

/**
 * One object chosen as a spell or ability resolves (608.2d): the answer given, the only option
 * without asking, or undefined after asking `player` to pick one of `ids` (the instruction runs again).
 */
export function pickOne(tx: Tx, ins: Ins, player: string, ids: readonly string[], prompt: string, rule: string): string | undefined {
  const chosen = (ins.answer as string[] | undefined)?.[0] ?? (ids.length === 1 ? ids[0] : undefined);
  if (!chosen) ask(tx, { kind: 'pick', player, prompt, rule, options: optionsFor(tx.s, [...ids]), min: 1, max: 1, then: ins });
  return chosen;
}
