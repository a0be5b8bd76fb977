// Rolling a die (706): "Roll a d20." A dN has N equally likely results, 1 to N (706.1a): the seeded
// generator gives one, or, when the game asks random results (SCENARIO.md, "Randomness, asked"),
// the player who rolls picks it in place of chance, as a `random` choice of 1 to N. The natural
// result is the result here: no modifier is modelled (706.2). Abilities that trigger on the roll
// are collected (stack/diceTriggers.ts); then the results table, if any, says what happens (706.3a).
import type { EffectDef } from '../state/card';
import { ask, pushFront } from '../stack/agenda';
import type { Tx } from '../state/game';
import { log, patchState, playerName } from '../state/game';
import { randomIndex } from '../state/rng';
import type { EffectContext, Instruction, LogEntry, PlayerId } from '../state/state';
import { diceRolled } from '../stack/diceTriggers';
import { resolvingName } from './resolvingName';

type Roll = Extract<EffectDef, { kind: 'rollDie' }>;

/** The die's natural result, or null when the roller is now asked for it. */
function naturalResult(tx: Tx, sides: number, roller: PlayerId, source: string, ins: Instruction & { answer?: unknown }): number | null {
  const name = playerName(tx.s, roller);
  const said = (n: number, how: string): LogEntry => ({ text: `${name} rolls a d${sides} for ${source}: ${n}${how}.`, rule: '706.1a', refs: [roller], result: String(n) });
  if (tx.s.random !== 'ask') {
    const [i, rng] = randomIndex(tx.s.rng, sides);
    patchState(tx, { rng });
    tx.log.push({ ...said(i + 1, ''), random: 'seeded' });
    return i + 1;
  }
  if (ins.answer === undefined) {
    const options = Array.from({ length: sides }, (_, i) => ({ id: String(i + 1), label: String(i + 1) }));
    ask(tx, {
      kind: 'random',
      player: roller,
      prompt: `${name} rolls a d${sides} for ${source}. Random results are chosen by hand in this game: ${name}, who rolls, picks the result in place of chance.`,
      rule: '706.1a',
      options,
      then: ins,
    });
    return null;
  }
  const n = Number(ins.answer);
  tx.log.push({ ...said(n, `, chosen by ${name} in place of chance`), random: 'chosen' });
  return n;
}

export function rollDie(tx: Tx, e: Roll, ctx: EffectContext, ins: Instruction & { answer?: unknown }): void {
  const roller = ctx.controller;
  const source = resolvingName(tx.s, ctx);
  const n = naturalResult(tx, e.sides, roller, source, ins);
  if (n === null) return;
  diceRolled(tx, roller, [n]);
  if (!e.table) return;
  const row = e.table.find((r) => n >= r.min && (r.max === null || n <= r.max));
  if (!row) {
    log(tx, '706.3a', `${source}'s results table lists nothing for ${n}: nothing more happens.`, [roller]);
    return;
  }
  log(tx, '706.3a', `${source}'s results table, for ${n}: "${row.text}"`, [roller]);
  pushFront(tx, ...row.effects.map((effect): Instruction => ({ op: 'effect', effect, ctx })));
}
