// Two clauses of one sentence, done in order (608.2c).
import type { EffectNode, Span } from '../tree';

/** Two clauses of one sentence, each its own span within it, done in order (608.2c). */
export const sequence = (span: Span, parts: EffectNode[]): EffectNode => ({ kind: 'sequence', span, parts });
