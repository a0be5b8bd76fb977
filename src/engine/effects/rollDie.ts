// Rolling a die (706): "Roll a d20." A dN has N equally likely results, 1 to N (706.1a): the seeded
// generator gives one, or, when the game asks random results (SCENARIO.md, "Randomness, asked"),
// the player who rolls picks it in place of chance, as a `random` choice of 1 to N. No modifier is
// modelled, so the natural result is the result (706.2). "Roll that many dice plus one and ignore
// the lowest roll" (Pixie Guide) replaces the roll (614.1a): one more die for each such effect, the
// lowest ignored each time; an ignored roll never happened (706.6). Abilities that trigger on the
// roll are collected (stack/diceTriggers.ts); then the results table, if any, says what happens (706.3a).
import type { EffectDef } from '../state/card';
import { pushFront } from '../stack/agenda';
import type { Tx } from '../state/game';
import { describe, log, playerName } from '../state/game';
import type { EffectContext, Instruction, LogEntry, ObjectId, PlayerId } from '../state/state';
import { abilities } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { diceRolled } from '../stack/diceTriggers';
import { randomResult } from './randomResult';
import { resolvingName } from './resolvingName';

type Roll = Extract<EffectDef, { kind: 'rollDie' }>;
type Ins = Extract<Instruction, { op: 'effect' }>;

/** The permanents of the roller whose static ability adds a die and ignores the lowest (614.1a, 706.6). */
function advantages(tx: Tx, roller: PlayerId): ObjectId[] {
  return tx.s.battlefield.filter((id) => {
    const o = objectAt(tx.s, id);
    return o.controller === roller && abilities(tx.s, o).some((a) => a.kind === 'static' && a.rule?.kind === 'rollAdvantage');
  });
}

/** The natural results of the dice rolled, or null when the roller is now asked for the next one. */
function naturalResults(tx: Tx, sides: number, dice: number, roller: PlayerId, source: string, ins: Ins): number[] | null {
  const name = playerName(tx.s, roller);
  const rolled = [...(ins.rolled ?? [])];
  const said = (n: number, how: string): LogEntry => ({ text: `${name} rolls a d${sides} for ${source}: ${n}${how}.`, rule: '706.1a', refs: [roller], result: String(n) });
  const among = Array.from({ length: sides }, (_, i) => String(i + 1));
  // The answer to the `random` choice asked for the die after those already rolled, if any.
  let answer = ins.answer;
  while (rolled.length < dice) {
    const which = dice > 1 ? ` (die ${rolled.length + 1} of ${dice})` : '';
    const result = randomResult(tx, {
      among,
      options: () => among.map((id) => ({ id, label: id })),
      chooser: roller,
      prompt: `${name} rolls a d${sides} for ${source}${which}. Random results are chosen by hand in this game: ${name}, who rolls, picks the result in place of chance.`,
      rule: '706.1a',
      then: { ...ins, answer: undefined, rolled },
      answer,
    });
    if (!result) return null;
    answer = undefined;
    const n = result.index + 1;
    tx.log.push({ ...said(n, result.random === 'chosen' ? `, chosen by ${name} in place of chance` : ''), random: result.random });
    rolled.push(n);
  }
  return rolled;
}

export function rollDie(tx: Tx, e: Roll, ctx: EffectContext, ins: Ins): void {
  const roller = ctx.controller;
  const source = resolvingName(tx.s, ctx);
  const extra = advantages(tx, roller);
  if (extra.length > 0 && ins.answer === undefined && !ins.rolled) {
    const names = extra.map((id) => describe(tx.s, id)).join(', ');
    log(tx, '614.1a', `${names}: ${playerName(tx.s, roller)} rolls ${1 + extra.length} d${e.sides} instead of one, and will ignore the lowest ${extra.length === 1 ? 'roll' : `${extra.length} rolls`}.`, [roller, ...extra]);
  }
  const rolled = naturalResults(tx, e.sides, 1 + extra.length, roller, source, ins);
  if (rolled === null) return;
  // 706.6: the ignored rolls never happened: nothing triggers on them, nothing applies to them.
  const kept = Math.max(...rolled);
  if (rolled.length > 1) {
    const ignored = [...rolled].sort((a, b) => a - b).slice(0, rolled.length - 1);
    log(tx, '706.6', `${playerName(tx.s, roller)} ignores the lowest ${ignored.length === 1 ? 'roll' : 'rolls'} (${ignored.join(', ')}) and keeps ${kept}.`, [roller]);
  }
  const n = kept;
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
