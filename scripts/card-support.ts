// Every database card's support level as JSON on stdout (src/cards/search/supportLevels.ts): the
// production build emits it as cards/support.json (vite.config.ts, precompiledSupport), so the
// page's `is:` searches need not compile every card. Read from the committed database by the same
// compiler as the page's (support.ts, databaseSupport): never committed, never out of date.
import { readCardDatabase } from '../src/cards/databaseNode';
import { databaseSupport } from '../src/cards/search/support';
import { supportFile } from '../src/cards/search/supportLevels';

process.stdout.write(JSON.stringify(supportFile(readCardDatabase().cards, databaseSupport)));
