// Node's way to the card database (the scenario CLI, the tests, the benchmarks): read from disk the
// first time a name isn't in the built-in pool. Imported for its effect.
import { readCardDatabase } from './databaseNode';
import { setCardDatabaseLoader } from './lookup';

setCardDatabaseLoader(readCardDatabase);
