// Effects that look at or rearrange a library: scry (Opt), putting cards from the hand back on top
// (Brainstorm), milling (701.17a). The choices are made as the effect happens (608.2d).
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { getPlayer, log, optionsFor, patchPlayer } from '../state/game';
import type { EffectContext, Instruction, ObjectId, PlayerId } from '../state/state';
import { moveObject } from '../state/zones';
import { affected } from './affected';
import { amount } from './amount';
import { objectAt } from '../state/objectTable';
import { playerActed } from '../stack/actionTriggers';

type Ins = Extract<Instruction, { op: 'effect' }>;

/** Scry's and surveil's one question (SCENARIO.md): the looked-at cards kept on top, top first, any number. */
export function askKeptOnTop(tx: Tx, player: PlayerId, top: ObjectId[], prompt: string, rule: string, then: Ins): void {
  ask(tx, { kind: 'pick', player, prompt, rule, options: optionsFor(tx.s, top), min: 0, max: top.length, then });
}

/**
 * Scry N (701.22a): the top N cards looked at, any number put on the bottom and the rest on top, in
 * any order. Asked as SCENARIO.md writes it: one `pick` of the cards kept on top, top first; then,
 * when two or more go to the bottom, a second `pick` of their order, the last listed lowest.
 */
export function scry(tx: Tx, e: Extract<EffectDef, { kind: 'scry' }>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  let kept: ObjectId[];
  let bottom: ObjectId[];
  if (ins.earlier === undefined) {
    if (e.count <= 0) return; // 701.22b: scry 0 is no scry event.
    const top = p.library.slice(0, e.count);
    if (top.length === 0) {
      // 701.22d: with nothing to look at the player still scries, and "whenever you scry" triggers.
      log(tx, '701.22d', `${p.name} scries ${e.count} with an empty library: there is nothing to look at, but the player has scried.`, [p.id]);
      playerActed(tx, p.id, 'scry');
      return;
    }
    if (ins.answer === undefined) {
      askKeptOnTop(tx, p.id, top, `${p.name} scries ${e.count} (${ctx.sourceName}): choose the cards to keep on top of the library, the top card first; the others go to the bottom.`, '701.22a', ins);
      return;
    }
    kept = ins.answer as ObjectId[];
    bottom = top.filter((id) => !kept.includes(id));
    if (bottom.length >= 2) {
      // Asked again with the first answer kept; the key is left out, not undefined (plain JSON).
      const { answer: _first, ...again } = ins;
      void _first;
      ask(tx, {
        kind: 'pick',
        player: p.id,
        prompt: `${p.name} puts ${bottom.length} cards on the bottom of the library in any order (${ctx.sourceName}): list them all, the last listed lowest.`,
        rule: '701.22a',
        options: optionsFor(tx.s, bottom),
        min: bottom.length,
        max: bottom.length,
        then: { ...again, earlier: kept },
      });
      return;
    }
  } else {
    kept = ins.earlier as ObjectId[];
    bottom = ins.answer as ObjectId[];
  }
  const rest = p.library.filter((id) => !kept.includes(id) && !bottom.includes(id));
  patchPlayer(tx, p.id, { library: [...kept, ...rest, ...bottom] });
  log(tx, '701.22a', `${p.name} scries ${e.count}: ${kept.length} on top, ${bottom.length} on the bottom.`, [p.id]);
  playerActed(tx, p.id, 'scry'); // 701.22d
}

export function putBack(tx: Tx, e: Extract<EffectDef, { kind: 'putBack' }>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  const n = Math.min(e.count, p.hand.length);
  if (n === 0) return;
  if (ins.answer === undefined) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${ctx.sourceName} resolves, ${p.name} puts ${n} card${n === 1 ? '' : 's'} from their hand on top of their library: choose ${n === 1 ? 'it' : 'them, the top card first'}.`,
      rule: '608.2d',
      options: optionsFor(tx.s, p.hand),
      min: n,
      max: n,
      then: ins,
    });
    return;
  }
  const chosen = ins.answer as ObjectId[];
  // Put the last-named first, so the first named ends on top.
  for (const id of [...chosen].reverse()) moveObject(tx, id, 'library', { position: 'top' });
  log(tx, '608.2d', `${p.name} puts ${n} card${n === 1 ? '' : 's'} from their hand on top of their library.`, [p.id]);
}

/** 701.17a: the player puts that many cards from the top of their library into their graveyard. */
export function mill(tx: Tx, e: Extract<EffectDef, { kind: 'mill' }>, ctx: EffectContext): void {
  const n = amount(tx, e.count, ctx);
  for (const id of affected(tx, e.who, ctx)) {
    const p = getPlayer(tx.s, id);
    const top = p.library.slice(0, Math.max(0, n));
    if (top.length === 0) continue;
    const names = top.map((c) => objectAt(tx.s, c).card);
    for (const c of top) moveObject(tx, c, 'graveyard');
    log(tx, '701.17a', `${p.name} mills ${top.length} card${top.length === 1 ? '' : 's'} (${names.join(', ')}).`, [id]);
  }
}

/** "That player exiles the top card of their library" (ingest, 702.115a): face up, into exile (406.3). */
export function exileTopOfLibrary(tx: Tx, e: Extract<EffectDef, { kind: 'exileTopOfLibrary' }>, ctx: EffectContext): void {
  for (const id of affected(tx, e.who, ctx)) {
    const p = getPlayer(tx.s, id);
    const top = p.library.slice(0, e.count);
    if (top.length === 0) continue;
    const names = top.map((c) => objectAt(tx.s, c).card);
    for (const c of top) moveObject(tx, c, 'exile');
    log(tx, ['702.115a', '406.3'], `${p.name} exiles the top ${top.length === 1 ? 'card' : `${top.length} cards`} of their library (${names.join(', ')}).`, [id]);
  }
}
