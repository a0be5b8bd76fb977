// Every built-in pool card's compiled abilities by name (the overridden ones are the override's,
// cards/index.ts): what the production build puts in the page in place of the compiler
// (scripts/pool-abilities.ts). JSON-safe, as every card definition in the game state is.
import type { AbilityDef } from '../engine/state/card';
import { compileCard } from '../oracle/compile';
import { POOL_ENTRIES } from './index';
import { OVERRIDES } from './overrides';

export function poolAbilitiesData(): Record<string, AbilityDef[]> {
  return Object.fromEntries(POOL_ENTRIES.filter((c) => !Object.hasOwn(OVERRIDES, c.name)).map((c) => [c.name, compileCard(c).abilities]));
}
