// The card pool: every card the sandbox supports, by name. Scenario loading looks names up here.
// Each card is its database entry (pool.json, written by `npm run cards` from the cards CARDS.md
// lists) with the abilities the Oracle compiler reads from its text (poolAbilities.ts: compiled on
// first use in Node, compiled as the page is built in production): the page and Node have it at
// once, without the database. A card the compiler can't write yet keeps hand-written abilities (overrides.ts).
import type { CardDef } from '../engine';
import { poolAbilities } from './poolAbilities';
import type { OracleCard } from '../oracle/oracleCard';
import { cardDefFields } from './cardDefFields';
import { characteristicsOf } from './characteristics';
import { decodeCardsFile, type CardsFile } from './database';
import { OVERRIDES } from './overrides';
import poolFile from './pool.json';

/** The pool's database entries, in CARDS.md's order. */
export const POOL_ENTRIES: readonly OracleCard[] = decodeCardsFile(poolFile as unknown as CardsFile);

/** A pool card's definition: the database's characteristics, the compiled abilities or the override's. */
export function poolCard(card: OracleCard): CardDef {
  const fields = cardDefFields(characteristicsOf(card).card);
  if (!('def' in fields)) throw new Error(`${card.name} can't be a pool card: ${fields.cannot.join('; ')}`);
  const override = Object.hasOwn(OVERRIDES, card.name) ? OVERRIDES[card.name] : undefined;
  if (override) return { ...fields.def, abilities: override.abilities };
  // Compiled on first use, not as the module loads: the page's cold load (issue 16) was spending
  // about 45 ms compiling every pool card before its first render, which needs a few of them.
  let abilities: CardDef['abilities'] | undefined;
  return {
    ...fields.def,
    get abilities() {
      abilities ??= poolAbilities(card);
      return abilities;
    },
  };
}

/**
 * Every pool card by name. Each definition is made when first read and kept (the same object on
 * every read): a cold load of the page (issue 16) reads the few its first board shows, not all.
 */
export const CARDS: Readonly<Record<string, CardDef>> = {};
for (const entry of POOL_ENTRIES) {
  let def: CardDef | undefined;
  Object.defineProperty(CARDS, entry.name, { enumerable: true, configurable: true, get: () => (def ??= poolCard(entry)) });
}

export const CARD_NAMES: readonly string[] = POOL_ENTRIES.map((c) => c.name).sort();

export function findCard(name: string): CardDef | undefined {
  return Object.hasOwn(CARDS, name) ? CARDS[name] : undefined;
}
