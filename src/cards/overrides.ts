// The pool's cards whose abilities the Oracle compiler can't write yet (issue 13, point 4): each
// would keep a hand-written definition of its abilities here, with the reason beside it. The aim
// is none, and none is left: every card of the pool is compiled from its Oracle text. The rest of
// a card (name, cost, types, Oracle text) is always the database's (pool.json).
import type { AbilityDef } from '../engine';

export type Override = {
  /** Why the grammar can't express the card yet: what its text says that no template reads. */
  reason: string;
  abilities: AbilityDef[];
};

export const OVERRIDES: Readonly<Record<string, Override>> = {};
