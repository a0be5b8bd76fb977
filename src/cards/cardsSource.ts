// Where `npm run cards` reads the database's source: ../shared/cards beside the project (CI's
// clone has it there too). Node only.
import { fileURLToPath } from 'node:url';
export type { OracleCard } from '../oracle/oracleCard';

export const CARDS_SOURCE = fileURLToPath(new URL('../../../shared/cards/oracle-cards.json', import.meta.url));
