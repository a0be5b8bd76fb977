// The syntax tree of a card's Oracle text (DESIGN.md, "The Oracle compiler", stage 3). Every node
// carries the span of normalized text its parser consumed, so swallow.ts can prove no word is
// dropped and lower.ts never reads text again: everything reaches the definition through here.
import type { Span } from './normalize';
export * from './tree/abilities';
export * from './tree/numbers';
export * from './tree/targets';
export * from './tree/effects';
export * from './tree/changes';
export * from './tree/costs';
export * from './tree/triggers';
export * from './tree/statics';

export type { Span };
