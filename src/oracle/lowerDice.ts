// Lowering a die roll (706.1) and its results table (706.3a) into the engine's definition: each
// row's sentences are read as any effect is, in the ability's context (a target chosen before the
// roll is still "that creature": grammar/chooseTarget.ts); a row that isn't read leaves the whole
// roll unread.
import type { EffectDef } from '../engine/state/card';
import type { EffectNode } from './tree';
import type { TextOf } from './lowerEffect';

type Read = {
  /** Reads a row's effects into `out`, false if one isn't read. */
  rows: (nodes: EffectNode[], out: EffectDef[]) => boolean;
};

type Table = NonNullable<Extract<EffectDef, { kind: 'rollDie' }>['table']>;

export function lowerDice(e: Extract<EffectNode, { kind: 'rollDie' }>, read: Read, textOf: TextOf, out: EffectDef[]): boolean {
  if (!e.table) {
    out.push({ kind: 'rollDie', sides: e.sides });
    return true;
  }
  const table: Table = [];
  for (const row of e.table) {
    const effects: EffectDef[] = [];
    const those = row.sentences[0].effect.kind === 'createThoseTokens' ? row.sentences[0].effect : null;
    if (those) {
      // "Create two of those tokens.": the token the row before created, in another number.
      const before = table[table.length - 1]?.effects;
      const made = before?.length === 1 && before[0].kind === 'createToken' ? before[0] : null;
      if (!made || typeof those.count.value !== 'number') return false;
      effects.push({ kind: 'createToken', token: structuredClone(made.token), amount: those.count.value });
    } else if (!read.rows(row.sentences.map((s) => s.effect), effects) || effects.length === 0) return false;
    const first = row.sentences[0].span.start;
    table.push({ min: row.min, max: row.max, effects, text: textOf({ span: { start: first, end: row.span.end } }) });
  }
  out.push({ kind: 'rollDie', sides: e.sides, table });
  return true;
}
