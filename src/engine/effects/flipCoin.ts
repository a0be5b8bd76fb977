// Flipping a coin (705): "Flip a coin. If you win the flip, ..." The player who flips calls heads or
// tails (a `pick`), then the coin comes up heads or tails with equal likelihood (705.1): the seeded
// generator gives it (one of two things, SCENARIO.md "Randomness": heads, tails), or, when the
// game asks random results (SCENARIO.md, "Randomness, asked"), the player who flips picks it in
// place of chance, as a `random` choice. The player wins the flip if the call matches (705.2), and
// what winning or losing does follows.
import type { EffectDef } from '../state/card';
import { ask, pushFront } from '../stack/agenda';
import type { Tx } from '../state/game';
import { log, playerName } from '../state/game';
import type { EffectContext, Instruction, LogEntry } from '../state/state';
import { randomResult } from './randomResult';
import { resolvingName } from './resolvingName';

type Flip = Extract<EffectDef, { kind: 'flipCoin' }>;
type Ins = Extract<Instruction, { op: 'effect' }>;
type Side = 'heads' | 'tails';

const SIDES: readonly Side[] = ['heads', 'tails'];
const options = SIDES.map((s) => ({ id: s, label: s }));
const isSide = (v: unknown): v is Side => v === 'heads' || v === 'tails';

/** What winning or losing does, in words for the prompt. */
function stakes(e: Flip): string {
  if (e.win && e.lose) return ' Winning and losing the flip each do what the card says.';
  if (e.win) return ' Winning the flip does what the card says; losing does nothing.';
  if (e.lose) return ' Losing the flip does what the card says; winning does nothing.';
  return '';
}

export function flipCoin(tx: Tx, e: Flip, ctx: EffectContext, ins: Ins): void {
  const flipper = ctx.controller;
  const name = playerName(tx.s, flipper);
  const source = resolvingName(tx.s, ctx);
  // 705.2: the call first, asked of the player who flips.
  const called = isSide(ins.earlier) ? ins.earlier : isSide((ins.answer as unknown[] | undefined)?.[0]) ? ((ins.answer as Side[])[0]) : undefined;
  if (!called) {
    ask(tx, {
      kind: 'pick',
      player: flipper,
      prompt: `${name} flips a coin for ${source} and first calls "heads" or "tails": ${name} wins the flip if the coin comes up as called.${stakes(e)}`,
      rule: '705.2',
      options,
      min: 1,
      max: 1,
      then: { ...ins, answer: undefined },
    });
    return;
  }
  const said = (side: Side, how: string): LogEntry => ({ text: `${name} calls ${called} and flips a coin for ${source}: ${side}${how}.`, rule: '705.1', refs: [flipper], result: side });
  const result = randomResult(tx, {
    among: SIDES,
    options: () => options,
    chooser: flipper,
    prompt: `${name} flips a coin for ${source}, having called ${called}. Random results are chosen by hand in this game: ${name}, who flips, picks how the coin comes up in place of chance.`,
    rule: '705.1',
    then: { ...ins, answer: undefined, earlier: called },
    // The answer to the `random` choice, asked once the call is made (the call's own answer is a pick).
    answer: isSide(ins.earlier) && isSide(ins.answer) ? ins.answer : undefined,
  });
  if (!result) return;
  const side = SIDES[result.index];
  tx.log.push({ ...said(side, result.random === 'chosen' ? `, chosen by ${name} in place of chance` : ''), random: result.random });
  const won = side === called;
  const then = won ? e.win : e.lose;
  log(tx, '705.2', `${name} ${won ? 'wins' : 'loses'} the flip${then ? '' : ', and that does nothing more'}.`, [flipper]);
  if (then) pushFront(tx, ...then.map((effect): Instruction => ({ op: 'effect', effect, ctx })));
}
