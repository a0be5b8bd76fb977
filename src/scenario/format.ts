import type { LogEntry } from '../engine';

/** The log as text, each entry with its rule number (edits are marked as such). */
export function formatLog(log: readonly LogEntry[]): string {
  return log.map((e) => `  ${e.edit ? '[edit]' : `[${e.rule}]`.padEnd(9)} ${e.text}${e.also?.length ? ` (see also ${e.also.join(', ')})` : ''}`).join('\n');
}
