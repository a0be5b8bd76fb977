import { readCardDatabase } from '/work/wt/walkers/src/cards/databaseNode';
import { compileUncached } from '/work/wt/walkers/src/oracle/compile';
const db = readCardDatabase();
for (const n of process.argv.slice(2)) { const c = compileUncached(db.byName.get(n)!); console.log(n, db.byName.get(n)!.loyalty, c.support, JSON.stringify(c.faces[0], null, 1)); }
