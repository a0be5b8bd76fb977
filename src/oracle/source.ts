// Node only: the database's source as ../shared gives it beside the project (DESIGN.md, "The card
// database"). A stopgap until the database loader lands; the compiler itself never reads files.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OracleCard } from '../cards/oracleCard';

/** `<project>/../shared/cards/oracle-cards.json`, from this file's place in `<project>/src/oracle`. */
export const ORACLE_SOURCE_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/cards/oracle-cards.json');

export function hasOracleSource(): boolean {
  return existsSync(ORACLE_SOURCE_PATH);
}

export function readOracleSource(): OracleCard[] {
  if (!hasOracleSource()) throw new Error(`The card database source is missing: ${ORACLE_SOURCE_PATH} (../shared beside the project).`);
  return JSON.parse(readFileSync(ORACLE_SOURCE_PATH, 'utf8')) as OracleCard[];
}
