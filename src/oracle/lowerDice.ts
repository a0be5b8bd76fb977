// Lowering a die roll (706.1) and its results table (706.3a) into the engine's definition: each
// row's sentences are read as any effect is, in the ability's context (a target chosen before the
// roll is still "that creature"); a row that isn't read leaves the whole roll unread.
import type { EffectDef } from '../engine/state/card';
import type { EffectNode } from './tree';
import type { TextOf } from './lowerEffect';

type ReadInto = (nodes: EffectNode[], out: EffectDef[]) => boolean;

export function rollDie(e: Extract<EffectNode, { kind: 'rollDie' }>, read: ReadInto, textOf: TextOf): EffectDef | null {
  if (!e.table) return { kind: 'rollDie', sides: e.sides };
  const table: NonNullable<Extract<EffectDef, { kind: 'rollDie' }>['table']> = [];
  for (const row of e.table) {
    const effects: EffectDef[] = [];
    if (!read(row.sentences.map((s) => s.effect), effects) || effects.length === 0) return null;
    const first = row.sentences[0].span.start;
    table.push({ min: row.min, max: row.max, effects, text: textOf({ span: { start: first, end: row.span.end } }) });
  }
  return { kind: 'rollDie', sides: e.sides, table };
}
