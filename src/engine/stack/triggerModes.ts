// A modal triggered ability (700.2): its controller chooses the modes as it is put on the stack
// (603.3c), a `modes` choice (SCENARIO.md: a list of mode indexes, 0-based in Oracle order); a mode
// whose targets can't be chosen can't be chosen, and an ability with too few legal modes is
// removed from the stack (603.3c, like 603.3d). Its targets are chosen next (603.3d).
import type { AbilityDef } from '../state/card';
import { ask, pushFront } from './agenda';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { log, patchObject, playerName, possessive } from '../state/game';
import type { Instruction } from '../state/state';
import { objectAt } from '../state/objectTable';
import { recordedAbility } from '../state/characteristics';
import { targetPick } from '../casting/targetPick';
import { removeObject } from '../state/zones';

type Modes = NonNullable<Extract<AbilityDef, { kind: 'triggered' }>['modes']>;

/** The modes of the triggered ability on the stack, if it is modal. */
export function triggerModes(tx: Tx, id: string): Modes | undefined {
  const o = objectAt(tx.s, id);
  const a = o?.stackItem && recordedAbility(tx.s, o.card, o.stackItem);
  return a?.kind === 'triggered' ? a.modes : undefined;
}

/** Check a `modes` answer: distinct indexes of the options, as many as the ability takes (700.2). */
export function checkModes(options: readonly string[], min: number, max: number, answer: unknown, rule: string): number[] {
  if (!Array.isArray(answer) || !answer.every((m) => Number.isInteger(m))) throw new RulesError('Answer with a list of mode indexes (0-based)', rule);
  if (answer.length < min || answer.length > max) throw new RulesError(`Choose ${min === max ? min : `${min} to ${max}`} modes, not ${answer.length}`, rule);
  const bad = answer.find((m) => !options.includes(String(m)));
  if (bad !== undefined) throw new RulesError(`Mode ${bad} is not one that can be chosen: ${options.join(', ')}`, rule);
  if (new Set(answer).size !== answer.length) throw new RulesError('The same mode was chosen twice', rule);
  return answer as number[];
}

export function chooseTriggerModes(tx: Tx, ins: Extract<Instruction, { op: 'chooseTriggerModes' }>): void {
  const o = objectAt(tx.s, ins.object);
  const modes = o && triggerModes(tx, o.id);
  if (!o || !modes) return;
  // 603.3c: a mode needing a target that can't be chosen can't be chosen.
  const legal = modes.options.flatMap((m, i) => {
    const specs = m.targets ?? [];
    const pick = targetPick(tx.s, specs, specs.map(() => []), o.controller, o.id, false);
    return pick.phrases.every((p) => p.min === 0 || p.legal.length > 0) ? [i] : [];
  });
  const min = modes.min ?? modes.choose;
  if (legal.length < min) {
    log(tx, '603.3c', `${possessive(o.card)} triggered ability has too few modes that can be chosen, so it is removed from the stack.`, [o.id]);
    removeObject(tx, o.id);
    return;
  }
  let chosen = ins.answer as number[] | undefined;
  if (chosen === undefined && legal.length === min && min === modes.choose) chosen = legal;
  if (chosen === undefined) {
    ask(tx, {
      kind: 'modes',
      player: o.controller,
      prompt: `As ${possessive(o.card)} triggered ability goes on the stack, ${playerName(tx.s, o.controller)} chooses ${min === modes.choose ? min : `${min} to ${modes.choose}`} of its modes.`,
      rule: '603.3c',
      options: legal.map((i) => ({ id: String(i), label: modes.options[i].text })),
      min,
      max: modes.choose,
      then: ins,
    });
    return;
  }
  const sorted = [...chosen].sort((a, b) => a - b);
  patchObject(tx, o.id, { stackItem: { ...o.stackItem!, modes: sorted } });
  log(tx, '603.3c', `${playerName(tx.s, o.controller)} chooses the mode${sorted.length === 1 ? '' : 's'} of ${possessive(o.card)} triggered ability: ${sorted.map((i) => modes.options[i].text).join('; ')}`, [o.id]);
  const targets = sorted.flatMap((i) => modes.options[i].targets ?? []);
  if (targets.length > 0) pushFront(tx, { op: 'chooseTriggerTargets', object: o.id });
}
