// "Sacrifice ~ unless you sacrifice a creature / return a land you control to its owner's hand /
// discard a card / pay 1 life" (118.12a: "you may do that; if you don't, sacrifice ~"), the choice
// made as the ability resolves (603.5, 608.2d). The controller does the other thing, or sacrifices
// the source if it is still on the battlefield (400.7). A thing they can't do fully (two Mountains
// with one, 1 life at 0 life: 119.4) isn't offered (118.3).
import type { CardType, EffectDef } from '../state/card';
import { ask, pushFront } from '../stack/agenda';
import { hasSubtype, isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, getPlayer, log, optionsFor, playerName, possessive, withArticle } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { moveObject } from '../state/zones';
import { resolvingName } from './resolvingName';
import { objectAt } from '../state/objectTable';
import { sacrificing } from '../stack/actionTriggers';
import { discardToGraveyard } from '../casting/madness';
import { payLifeCost } from '../casting/costs';
import { exiledWith } from '../state/linkedExile';

type SacrificeUnless = Extract<EffectDef, { kind: 'sacrificeUnless' }>;
type Ins = Extract<Instruction, { op: 'effect' }>;
const NUMBER_WORDS = ['', 'a', 'two', 'three', 'four', 'five'];

function plural(word: string): string {
  return word === 'Plains' ? word : `${word}s`;
}

/** What the controller may do instead, in the card's words: "sacrifice two Mountains", "discard a land card", "pay 1 life". */
export function insteadText(e: SacrificeUnless): string {
  if (e.act === 'payLife') return `pay ${e.life} life`;
  if (e.act === 'discard') {
    const noun = `${e.type ? `${e.non ? 'non' : ''}${e.type.toLowerCase()} ` : ''}card`;
    const what = e.count === 1 ? withArticle(noun) : `${NUMBER_WORDS[e.count] ?? e.count} ${noun}s`;
    return `discard ${what}${e.atRandom ? ' at random' : ''}`;
  }
  const n = e.count ?? 1;
  const noun = e.subtypes?.join(' or ') ?? e.subtype ?? `${e.notSubtype ? `non-${e.notSubtype} ` : ''}${(e.unless ?? 'permanent').toLowerCase()}`;
  const words = `${e.untapped ? 'untapped ' : ''}${n > 1 ? plural(noun) : noun}`;
  const what = n > 1 ? `${NUMBER_WORDS[n] ?? n} ${words}` : e.another ? `another ${words}` : withArticle(words);
  if (e.act === 'exile') return `exile ${what} they control`; // champion (702.72a)
  if (e.act !== 'return') return `sacrifice ${what}`;
  return `return ${what}${e.anyController ? '' : ' they control'} to ${n > 1 ? 'their' : 'its'} owner's hand`;
}

/** The permanents (or cards in hand, for a discard) that may be used instead. */
function candidates(tx: Tx, e: SacrificeUnless, ctx: EffectContext): ObjectId[] {
  const player = ctx.controller;
  if (e.act === 'payLife') return [];
  if (e.act === 'discard') {
    return getPlayer(tx.s, player).hand.filter((id) => !e.type || isType(tx.s, objectAt(tx.s, id), e.type as CardType) !== !!e.non);
  }
  return tx.s.battlefield.filter((id) => {
    const o = objectAt(tx.s, id);
    if ((!e.anyController && o.controller !== player) || (e.unless && !isType(tx.s, o, e.unless))) return false;
    if (e.subtype && !hasSubtype(tx.s, o, e.subtype)) return false;
    if (e.subtypes && !e.subtypes.some((t) => hasSubtype(tx.s, o, t))) return false;
    if (e.notSubtype && hasSubtype(tx.s, o, e.notSubtype)) return false;
    if (e.another && id === ctx.source) return false;
    return !(e.untapped && o.tapped);
  });
}

/** How many objects the other thing takes: "two Mountains", "two cards". */
function countOf(e: SacrificeUnless): number {
  return e.act === 'payLife' ? 0 : (e.count ?? 1);
}

export function sacrificeUnless(tx: Tx, e: SacrificeUnless, ctx: EffectContext, ins: Ins): void {
  const player = ctx.controller;
  const name = playerName(tx.s, player);
  const instead = insteadText(e);
  const options = candidates(tx, e, ctx);
  const n = countOf(e);
  const can = e.act === 'payLife' ? getPlayer(tx.s, player).life >= e.life : options.length >= n;
  const asking = `As ${resolvingName(tx.s, ctx)} resolves, ${name} may ${instead}; if they don't, they sacrifice ${ctx.sourceName}`;
  // One object chosen among several: a single pick, none chosen meaning "don't" (603.5).
  const single = n === 1 && !(e.act === 'discard' && e.atRandom);
  if (ins.earlier === undefined && ins.answer === undefined) {
    if (!can) {
      log(tx, ['118.12a', '118.3'], `${name} can't ${instead}.`, [player]);
      return sacrificeSource(tx, ctx);
    }
    if (single) {
      ask(tx, { kind: 'pick', player, prompt: `${asking}: choose one, or none to sacrifice ${ctx.sourceName}.`, rule: '603.5', options: optionsFor(tx.s, options), min: 0, max: 1, then: ins });
    } else {
      ask(tx, { kind: 'yesNo', player, prompt: `${asking}.`, rule: '603.5', options: [], then: { ...ins, earlier: 'asked' } });
    }
    return;
  }
  if (ins.earlier === 'asked') {
    if (ins.answer !== true) {
      log(tx, '118.12a', `${name} chooses not to ${instead}.`, [player]);
      return sacrificeSource(tx, ctx);
    }
    if (e.act === 'payLife') {
      payLifeCost(tx, player, { life: e.life });
      log(tx, '118.12a', `${name} pays ${e.life} life rather than sacrifice ${ctx.sourceName}.`, [player]);
      return;
    }
    if (e.act === 'discard' && e.atRandom) {
      // 701.9a: the cards discarded at random (effects/discard.ts).
      log(tx, '118.12a', `${name} discards ${n === 1 ? 'a card' : `${n} cards`} at random rather than sacrifice ${ctx.sourceName}.`, [player]);
      pushFront(tx, { op: 'effect', effect: { kind: 'discard', count: n, who: { who: 'controller' }, atRandom: true }, ctx });
      return;
    }
    // Which ones: exactly that many, the only way to do it when there are no more (608.2d).
    if (options.length > n) {
      ask(tx, { kind: 'pick', player, prompt: `${name} will ${instead}: choose which.`, rule: '608.2d', options: optionsFor(tx.s, options), min: n, max: n, then: { ...ins, answer: undefined, earlier: 'which' } });
      return;
    }
    return doInstead(tx, e, ctx, options);
  }
  const chosen = ((ins.answer as ObjectId[] | undefined) ?? []).filter((id) => options.includes(id));
  if (chosen.length < Math.max(n, 1)) {
    log(tx, '118.12a', `${name} chooses not to ${instead}.`, [player]);
    return sacrificeSource(tx, ctx);
  }
  doInstead(tx, e, ctx, chosen);
}

function doInstead(tx: Tx, e: SacrificeUnless, ctx: EffectContext, chosen: ObjectId[]): void {
  const player = ctx.controller;
  const name = playerName(tx.s, player);
  if (e.act === 'discard') {
    log(tx, ['118.12a', '701.9a'], `${name} discards ${chosen.map((id) => objectAt(tx.s, id).card).join(', ')} rather than sacrifice ${ctx.sourceName}.`, [player]);
    for (const id of chosen) discardToGraveyard(tx, id); // 702.35a: madness exiles instead
    return;
  }
  if (e.act === 'exile') {
    // 702.72a: champion; 607.2a: what it exiled is kept for its linked ability, even after its source left.
    for (const id of chosen) {
      log(tx, ['702.72a', '603.5'], `${name} exiles ${describe(tx.s, id)} rather than sacrifice ${ctx.sourceName}.`, [id]);
      const moved = moveObject(tx, id, 'exile');
      if (e.linked && objectAt(tx.s, moved)?.zone === 'exile') exiledWith(tx, ctx.source, [moved]);
    }
    return;
  }
  if (e.act === 'return') {
    for (const id of chosen) {
      log(tx, ['603.5', '118.12a'], `${name} returns ${describe(tx.s, id)} to ${possessive(playerName(tx.s, objectAt(tx.s, id).owner))} hand rather than sacrifice ${ctx.sourceName}.`, [id]);
      moveObject(tx, id, 'hand');
    }
    return;
  }
  for (const id of chosen) {
    log(tx, '603.5', `${name} sacrifices ${describe(tx.s, id)}.`, [id]);
    sacrificing(tx, id, player);
    moveObject(tx, id, 'graveyard');
  }
}

/** None done: the source is sacrificed, if it is still on the battlefield under its controller (400.7, 701.21a). */
function sacrificeSource(tx: Tx, ctx: EffectContext): void {
  const source = objectAt(tx.s, ctx.source);
  if (!source || source.zone !== 'battlefield' || source.controller !== ctx.controller) return;
  log(tx, ['603.5', '118.12a'], `${playerName(tx.s, ctx.controller)} sacrifices ${describe(tx.s, source.id)}.`, [source.id]);
  sacrificing(tx, source.id, ctx.controller);
  moveObject(tx, source.id, 'graveyard');
}
