// `npm run cards:coverage`: compiles every card of the database source and prints the compiler's
// coverage (src/oracle/coverage.ts). Its last line is `cards fully modelled: N of M (P%)`.
import { coverageReport, measureCoverage } from '../src/oracle/coverage';
import { hasOracleSource, ORACLE_SOURCE_PATH, readOracleSource } from '../src/oracle/source';

if (!hasOracleSource()) {
  console.error(`No card database source at ${ORACLE_SOURCE_PATH}: ../shared must be beside the project.`);
  process.exit(1);
}
for (const line of coverageReport(measureCoverage(readOracleSource()))) console.log(line);
