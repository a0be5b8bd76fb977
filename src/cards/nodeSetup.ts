// Node's way to the card database (the scenario CLI, the tests, the benchmarks): read from disk the
// first time a name isn't in the built-in pool; and to the Oracle compiler, there from the start
// (compiler.ts). Imported for its effect.
import { readCardDatabase } from './databaseNode';
import { setCardDatabaseLoader } from './lookup';
import { installDefinitions } from './compiler';
import { definitionOf, definitionOfText } from './definition';

setCardDatabaseLoader(readCardDatabase);
installDefinitions({ definitionOf, definitionOfText });
