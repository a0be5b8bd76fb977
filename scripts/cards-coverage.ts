// `npm run cards:coverage`: compiles every card of the database (public/cards) and prints the compiler's
// coverage (src/oracle/coverage.ts). Its last line is `cards fully modelled: N of M (P%)`.
// `npm run cards:coverage -- --write-baseline` raises the floor a unit test holds the figure to.
import { writeFileSync } from 'node:fs';
import { coverageReport, measureCoverage } from '../src/oracle/coverage';
import { readCardDatabase } from '../src/cards/databaseNode';

const BASELINE = new URL('../src/oracle/coverage-baseline.json', import.meta.url);

const coverage = measureCoverage(readCardDatabase().cards);
if (process.argv.includes('--write-baseline')) {
  writeFileSync(BASELINE, `${JSON.stringify({ full: coverage.full, total: coverage.total }, null, 2)}\n`);
  console.log(`baseline written: ${coverage.full} of ${coverage.total}`);
}
for (const line of coverageReport(coverage)) console.log(line);
