// `npm run cards:coverage`: compiles every card of the database source and prints the compiler's
// coverage (src/oracle/coverage.ts). Its last line is `cards fully modelled: N of M (P%)`.
// `npm run cards:coverage -- --write-baseline` raises the floor a unit test holds the figure to.
import { writeFileSync } from 'node:fs';
import { coverageReport, measureCoverage } from '../src/oracle/coverage';
import { hasOracleSource, ORACLE_SOURCE_PATH, readOracleSource } from '../src/oracle/source';

const BASELINE = new URL('../src/oracle/coverage-baseline.json', import.meta.url);

if (!hasOracleSource()) {
  console.error(`No card database source at ${ORACLE_SOURCE_PATH}: ../shared must be beside the project.`);
  process.exit(1);
}
const coverage = measureCoverage(readOracleSource());
if (process.argv.includes('--write-baseline')) {
  writeFileSync(BASELINE, `${JSON.stringify({ full: coverage.full, total: coverage.total }, null, 2)}\n`);
  console.log(`baseline written: ${coverage.full} of ${coverage.total}`);
}
for (const line of coverageReport(coverage)) console.log(line);
