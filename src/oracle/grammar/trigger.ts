// Trigger conditions (603.1): the words after "When", "Whenever" or "At" up to the comma. The
// events the engine detects are read; any other condition keeps its words.
import { SELF } from '../normalize';
import type { TriggerNode } from '../tree';
import { alt, lit, map, whole, type Parser } from './primitives';

const event: Parser<TriggerNode> = alt<TriggerNode>(
  map(lit(`When ${SELF} enters`), (_, span) => ({ kind: 'trigger', span, event: 'enters' })), // 603.6a
  map(lit(`When ${SELF} dies`), (_, span) => ({ kind: 'trigger', span, event: 'dies' })), // 700.4, 603.10a
  ...(['upkeep', 'draw step', 'end step'] as const).flatMap((words) => {
    const step = words === 'upkeep' ? 'upkeep' : words === 'draw step' ? 'draw' : 'end';
    const at = (phrase: string, whose: 'yours' | 'each') => map(lit(phrase), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'step', step, whose }));
    // 503.1a, 504.2, 513.1a; "the end step" is the older wording of "each end step".
    return [at(`At the beginning of your ${words}`, 'yours'), at(`At the beginning of each ${words}`, 'each'), ...(step === 'end' ? [at('At the beginning of the end step', 'each')] : [])];
  }),
);

/** The trigger condition `text[start, end)` (without its comma). */
export function readTrigger(text: string, start: number, end: number): TriggerNode {
  return whole(event, text, start, end) ?? { kind: 'unmodelled', span: { start, end }, text: text.slice(start, end) };
}

/**
 * Where a triggered ability's condition ends: the first comma outside quotes. A condition that
 * itself holds a comma ("Whenever ~ attacks, blocks, or ...") is then split early, which only
 * makes the whole ability unmodelled, never a wrong one.
 */
export function triggerEnd(text: string, start: number, end: number): number {
  let quoted = false;
  for (let i = start; i < end; i++) {
    if (text[i] === '"') quoted = !quoted;
    if (!quoted && text[i] === ',') return i;
  }
  return -1;
}
