// Where `npm run cards` reads the database's source: ../shared/cards beside the project (CI's
// clone has it there too), and the pool's names from ../shared/CARDS.md. Node only.
import { fileURLToPath } from 'node:url';
export type { OracleCard } from '../oracle/oracleCard';

export const CARDS_SOURCE = fileURLToPath(new URL('../../../shared/cards/oracle-cards.json', import.meta.url));
export const CARDS_MD = fileURLToPath(new URL('../../../shared/CARDS.md', import.meta.url));
