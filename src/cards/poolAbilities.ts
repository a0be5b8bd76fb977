// The abilities of a built-in pool card, compiled from its Oracle text (src/oracle). In Node (the
// tests, the CLI) and `npm run dev`, compiled here on first use. The production build replaces this
// module with the same compiler's output for every pool card, computed as it builds
// (vite.config.ts, precompiledPool; scripts/pool-abilities.ts): the page then needs no compiler
// for the pool, and loads it only with the card database or a custom card (cards/compiler.ts).
import type { AbilityDef } from '../engine/state/card';
import type { OracleCard } from '../oracle/oracleCard';
import { compileCard } from '../oracle/compile';

export function poolAbilities(card: OracleCard): AbilityDef[] {
  return compileCard(card).abilities;
}
