// Trigger conditions of double-faced cards: "When ~ transforms into ~" (701.27e: the permanent
// transformed and has the named face up, the face whose ability it is), with "enters or" (603.2:
// either event), and day and night changing (731.1a: "day becomes night or night becomes day").
import { SELF } from '../normalize';
import type { TriggerNode } from '../tree';
import { alt, lit, map, re, type Parser } from './primitives';

export const transformTriggers: Parser<TriggerNode> = alt<TriggerNode>(
  map(re(new RegExp(`When(?:ever)? ${SELF} enters or transforms into ${SELF}(?![\\w])`)), (_, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [{ kind: 'trigger', span, event: 'enters' }, { kind: 'trigger', span, event: 'transformsInto' }],
  })),
  map(re(new RegExp(`When(?:ever)? ${SELF} transforms into ${SELF}(?![\\w])`)), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'transformsInto' })),
  map(lit('Whenever day becomes night or night becomes day'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'dayNightChanges' })),
);
