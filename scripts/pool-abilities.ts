// The built-in pool's abilities as the Oracle compiler reads them, as JSON on stdout: the production
// build's replacement for src/cards/poolAbilities.ts (vite.config.ts, precompiledPool), so the page
// has the pool's definitions without loading the compiler. Generated at every build from the same
// Oracle text by the same compiler: never committed, never out of date.
import { poolAbilitiesData } from '../src/cards/poolAbilitiesData';

process.stdout.write(JSON.stringify(poolAbilitiesData()));
