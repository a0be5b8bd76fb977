// Proposing a spell (601.2b-d): its modes (700.2), the value of X (107.3), its targets per
// targeting phrase (601.2c, 115) and the division of damage among them (601.2d).
import type { CastOptions } from '../actions';
import type { CardDef, TargetSpec } from '../state/card';
import { modalAbility, spellParts, type SpellPart } from './abilities';
import { RulesError } from '../errors';
import { describe } from '../state/game';
import type { EntityId, GameState, ObjectId, PlayerId } from '../state/state';
import { chooseTargets } from './targets';

export type Announced = {
  modes: number[];
  x: number;
  parts: SpellPart[];
  specs: TargetSpec[];
  targets: EntityId[][];
  divide?: number[];
};

export function announceModes(def: CardDef, modes: readonly number[] | undefined, entwined = false): number[] {
  const modal = modalAbility(def.abilities);
  if (!modal) {
    if (modes?.length) throw new RulesError(`${def.name} is not modal: it has no modes to choose`, '700.2');
    return [];
  }
  // 702.42a: with its entwine cost paid, every mode is chosen instead of the number specified.
  if (entwined) {
    const all = modal.options.map((_, i) => i);
    if (modes && modes.join() !== all.join()) throw new RulesError(`${def.name} is entwined: all of its modes are chosen (${all.join(', ')}), not ${modes.join(', ') || 'none'} (702.42a)`, '700.2a');
    return all;
  }
  const chosen = modes ?? [];
  const n = modal.choose;
  const min = modal.min ?? n;
  if (min < n && (chosen.length < min || chosen.length > n)) throw new RulesError(`${def.name} says "choose ${min === 1 ? 'one' : min} or ${n === 2 ? 'both' : 'more'}": choose ${min} to ${n} modes, not ${chosen.length}`, '700.2a');
  if (min === n && chosen.length !== n) throw new RulesError(`${def.name} says "choose ${n === 1 ? 'one' : n === 2 ? 'two' : n}": choose ${n} mode${n === 1 ? '' : 's'}, not ${chosen.length}`, '700.2a');
  chosen.forEach((m, i) => {
    if (!Number.isInteger(m) || m < 0 || m >= modal.options.length) throw new RulesError(`${def.name} has no mode ${m}; its modes are 0 to ${modal.options.length - 1}`, '700.2a');
    // 700.2d: "You may choose the same mode more than once.": a mode chosen twice is listed twice, as if it appeared twice in sequence.
    if (modal.repeat && i > 0 && m < chosen[i - 1]) throw new RulesError('Modes are given in ascending order, a mode chosen more than once listed that many times', '700.2d');
    if (!modal.repeat && i > 0 && m <= chosen[i - 1]) throw new RulesError('Modes are given in ascending order, each once (a mode can be chosen only once)', '700.2d');
  });
  return chosen.slice();
}

/** Offsets of each part's phrases in the flat list of phrases. */
function offsets(parts: SpellPart[]): number[] {
  const out: number[] = [];
  let n = 0;
  for (const p of parts) {
    out.push(n);
    n += p.targets.length;
  }
  return out;
}

export function announce(
  s: GameState,
  def: CardDef,
  player: PlayerId,
  a: Pick<CastOptions, 'modes' | 'x' | 'targets' | 'divide' | 'entwine'>,
  hasX: boolean,
  self?: ObjectId,
): Announced {
  const modes = announceModes(def, a.modes, a.entwine ?? false);
  const x = a.x ?? 0;
  if (!Number.isInteger(x) || x < 0) throw new RulesError(`X must be a whole number of 0 or more, not ${x}`, '107.3a');
  if (!hasX && x !== 0) throw new RulesError(`${def.name} has no {X} in the cost being paid, so X can't be ${x}`, '107.3a');
  const parts = spellParts(def.abilities, modes);
  const specs = parts.flatMap((p) => p.targets);
  const targets = chooseTargets(s, specs, a.targets, player, def.name, self);
  // "another target" (115.4): not a target already chosen for the phrases it names.
  parts.forEach((part, pi) => {
    const base = offsets(parts)[pi];
    part.targets.forEach((spec, i) => {
      for (const other of spec.differentFrom ?? []) {
        const clash = targets[base + i].find((t) => targets[base + other].includes(t));
        if (clash) throw new RulesError(`${spec.phrase} must be another target than ${describe(s, clash)}`, '115.4');
      }
    });
  });
  const divide = division(specs, targets, a.divide, x, def.name);
  return divide ? { modes, x, parts, specs, targets, divide } : { modes, x, parts, specs, targets };
}

/** 601.2d: each target of the dividing phrase gets at least 1, and the amounts add up. */
function division(specs: TargetSpec[], targets: EntityId[][], given: number[] | undefined, x: number, name: string): number[] | undefined {
  const i = specs.findIndex((s) => s.divide !== undefined);
  if (i < 0) {
    if (given?.length) throw new RulesError(`${name} doesn't divide anything among its targets`, '601.2d');
    return undefined;
  }
  const spec = specs[i];
  const total = typeof spec.divide === 'number' ? spec.divide : x;
  const group = targets[i];
  if (group.length === 0) {
    if (given?.length) throw new RulesError(`${name} has no targets to divide ${total} among`, '601.2d');
    return [];
  }
  const amounts = given ?? (group.length === 1 ? [total] : undefined);
  if (!amounts) throw new RulesError(`${name} divides ${total} among ${group.length} targets: say how much each gets`, '601.2d');
  if (amounts.length !== group.length) throw new RulesError(`${name} divides among ${group.length} targets, but ${amounts.length} amounts were given`, '601.2d');
  if (amounts.some((n) => !Number.isInteger(n) || n < 1)) throw new RulesError(`Each target of a division must receive at least 1, not ${amounts.join(', ')}`, '601.2d');
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum !== total) throw new RulesError(`The division must add up to ${total}, not ${sum} (${amounts.join(' + ')})`, '601.2d');
  return amounts.slice();
}
