// Clash (701.30): "Clash with an opponent. If you win, ..." The controller chooses an opponent (the
// only one, without asking, 608.2d), and the two each clash (701.30b): each reveals the top card of
// their library at the same time (701.30c), then each decides, in APNAP order (101.4), whether to
// put that card on the bottom of their library (701.30a), a `yesNo`; the cards then move at the
// same time. A player wins if they revealed a card with a higher mana value than every other card
// revealed (701.30d); one with no card to reveal reveals nothing and can't win.
import type { EffectDef } from '../state/card';
import { ask, pushFront } from '../stack/agenda';
import type { Tx } from '../state/game';
import { apnap, getPlayer, log, patchPlayer, playerName, playersInGame } from '../state/game';
import { objectManaValue } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import type { EffectContext, Instruction, ObjectId, PlayerId } from '../state/state';
import { resolvingName } from './resolvingName';

type Clash = Extract<EffectDef, { kind: 'clash' }>;
type Ins = Extract<Instruction, { op: 'effect' }>;
/** What the clash has settled so far, kept on the instruction while it asks. */
type Earlier = { opponent: PlayerId; bottom: Record<PlayerId, boolean> };

export function clash(tx: Tx, e: Clash, ctx: EffectContext, ins: Ins): void {
  const me = ctx.controller;
  const source = resolvingName(tx.s, ctx);
  let earlier = ins.earlier as Earlier | undefined;
  if (!earlier) {
    const opponents = playersInGame(tx.s).filter((p) => p !== me);
    const chosen = (ins.answer as PlayerId[] | undefined)?.[0];
    if (opponents.length === 0) {
      log(tx, '701.30b', `${source}: ${playerName(tx.s, me)} has no opponent to clash with.`, [me]);
      return;
    }
    if (opponents.length > 1 && !chosen) {
      ask(tx, {
        kind: 'pick',
        player: me,
        prompt: `${playerName(tx.s, me)} clashes with an opponent for ${source} and chooses which (701.30b): each of you reveals the top card of their library.`,
        rule: '701.30b',
        options: opponents.map((p) => ({ id: p, label: playerName(tx.s, p) })),
        min: 1,
        max: 1,
        then: { ...ins, answer: undefined },
      });
      return;
    }
    earlier = { opponent: chosen ?? opponents[0], bottom: {} };
    const revealed = [me, earlier.opponent].map((p) => {
      const top = getPlayer(tx.s, p).library[0];
      return `${playerName(tx.s, p)} ${top ? `reveals ${objectAt(tx.s, top).card} (mana value ${objectManaValue(tx.s, objectAt(tx.s, top))})` : 'has no card to reveal'}`;
    });
    log(tx, ['701.30b', '701.30c'], `${source}: ${playerName(tx.s, me)} clashes with ${playerName(tx.s, earlier.opponent)}. ${revealed.join('; ')}.`, [me, earlier.opponent]);
    ins = { ...ins, answer: undefined };
  }
  const clashing = [me, earlier.opponent];
  // The answer of the player asked last, then the next one to decide, in APNAP order (701.30c).
  const asked = apnap(tx.s).filter((p) => clashing.includes(p) && getPlayer(tx.s, p).library.length > 0);
  const waiting = asked.find((p) => earlier!.bottom[p] === undefined);
  if (waiting !== undefined && ins.answer !== undefined) earlier = { ...earlier, bottom: { ...earlier.bottom, [waiting]: ins.answer === true } };
  const next = asked.find((p) => earlier!.bottom[p] === undefined);
  if (next !== undefined) {
    const top = objectAt(tx.s, getPlayer(tx.s, next).library[0]);
    ask(tx, {
      kind: 'yesNo',
      player: next,
      prompt: `${playerName(tx.s, next)} revealed ${top.card} in the clash for ${source}. Put it on the bottom of their library? (No: it stays on top.)`,
      rule: '701.30a',
      options: [],
      then: { ...ins, answer: undefined, earlier },
    });
    return;
  }
  // 701.30d: the mana values revealed, read before the cards move.
  const values = new Map<PlayerId, number>();
  for (const p of asked) values.set(p, objectManaValue(tx.s, objectAt(tx.s, getPlayer(tx.s, p).library[0])));
  // 701.30c: the cards move at the same time.
  for (const p of asked) {
    if (!earlier.bottom[p]) continue;
    const [top, ...rest]: ObjectId[] = getPlayer(tx.s, p).library;
    patchPlayer(tx, p, { library: [...rest, top] });
  }
  const moved = asked.map((p) => `${playerName(tx.s, p)} puts the card on the ${earlier!.bottom[p] ? 'bottom of' : 'top of'} their library`);
  if (moved.length) log(tx, '701.30a', `${moved.join('; ')}.`, asked);
  const mine = values.get(me);
  const won = mine !== undefined && [...values].every(([p, v]) => p === me || v < mine);
  log(tx, '701.30d', `${playerName(tx.s, me)} ${won ? 'wins' : "doesn't win"} the clash${e.win ? (won ? '' : ': what winning does doesn\'t happen') : ''}.`, [me]);
  if (won && e.win) pushFront(tx, ...e.win.map((effect): Instruction => ({ op: 'effect', effect, ctx })));
}
