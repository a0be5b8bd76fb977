// The Oracle compiler's way to the definitions of cards outside the built-in pool: database cards
// (lookup.ts) and custom cards (custom.ts). In Node it is installed as the process starts
// (nodeSetup.ts). The page loads it on first need, as it fetches the card database: its first
// board, of pool cards precompiled at build (poolAbilities.ts), doesn't wait for a compiler it
// doesn't use (issue 16's cold load). A reading that needs it before then throws
// CompilerNotLoaded; withCardDatabase (scenario/cardDatabase.ts) loads it and reads again.
import type { definitionOf, definitionOfText } from './definition';

export type Definitions = { definitionOf: typeof definitionOf; definitionOfText: typeof definitionOfText };

export class CompilerNotLoaded extends Error {
  constructor() {
    super('The Oracle compiler is not loaded yet: a card outside the built-in pool needs it.');
    this.name = 'CompilerNotLoaded';
  }
}

let installed: Definitions | null = null;
let loader: (() => Promise<Definitions>) | null = null;
let loading: Promise<Definitions> | null = null;

export function installDefinitions(d: Definitions | null): void {
  installed = d;
}

/** Where the page imports the compiler from (main.tsx: a chunk of its own). */
export function setDefinitionsLoader(load: (() => Promise<Definitions>) | null): void {
  loader = load;
}

/** The compiler's definitions; throws CompilerNotLoaded before they are loaded. */
export function definitions(): Definitions {
  if (!installed) throw new CompilerNotLoaded();
  return installed;
}

/** Loads the compiler if it can be loaded and isn't yet; whether it did. */
export async function loadDefinitions(): Promise<boolean> {
  if (installed || !loader) return false;
  loading ??= loader().finally(() => (loading = null));
  installed = await loading;
  return true;
}
