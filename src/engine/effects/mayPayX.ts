// "Whenever you cast a spell that targets ~, you may pay {X}. If you do, put X +1/+1 counters on ~."
// (118.12, 107.3f): X isn't defined, so its controller chooses it as the ability resolves, with the
// choice to pay or not, in one question: "don't pay", or a value of X the player can pay (118.3).
// The effects after "If you do" see that X.
import type { EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { log, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { ask, pushFront } from '../stack/agenda';
import { resolvingName } from './resolvingName';
import { canPayMana, payManaDuringResolution } from './payDuringResolution';

type Ins = Extract<Instruction, { op: 'effect' }>;

/** The most X looked for: no board in a sandbox game pays more. */
const MOST = 30;

/** The cost with X = n: "{X}{R}" with 2 is "{2}{R}"; with 0, "{R}" ("{0}" alone). */
export function withX(mana: string, n: number): string {
  return mana.replace('{X}', n > 0 ? `{${n}}` : '') || '{0}';
}

export function mayPayX(tx: Tx, e: Extract<EffectDef, { kind: 'mayPay' }>, ctx: EffectContext, ins: Ins): void {
  const player = ctx.controller;
  const name = playerName(tx.s, player);
  let most = -1;
  while (most < MOST && canPayMana(tx, player, withX(e.mana, most + 1))) most++;
  if (most < 0) {
    log(tx, ['118.12', '118.3'], `${name} can't pay ${e.mana} for any X, so doesn't: ${e.prompt} doesn't happen.`, [player]);
    return;
  }
  const answer = (ins.answer as string[] | undefined)?.[0];
  if (answer === undefined) {
    ask(tx, {
      kind: 'pick',
      player,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${name} may pay ${e.mana}, choosing X (107.3f). If they do: ${e.prompt}.`,
      rule: '107.3f',
      options: [{ id: 'none', label: "Don't pay" }, ...Array.from({ length: most + 1 }, (_, n) => ({ id: String(n), label: `X = ${n}: pay ${withX(e.mana, n)}` }))],
      min: 1,
      max: 1,
      then: ins,
    });
    return;
  }
  if (answer === 'none') {
    log(tx, '118.12', `${name} doesn't pay ${e.mana}: ${e.prompt} doesn't happen.`, [player]);
    return;
  }
  const x = Number(answer);
  const cost = withX(e.mana, x);
  payManaDuringResolution(tx, player, cost, ctx.sourceName);
  log(tx, ['118.12', '107.3f'], `${name} chooses X = ${x} and pays ${cost} for ${ctx.sourceName}.`, [player]);
  const withChosen: EffectContext = { ...ctx, x };
  pushFront(tx, ...e.effects.map((effect): Instruction => ({ op: 'effect', effect, ctx: withChosen })));
}
