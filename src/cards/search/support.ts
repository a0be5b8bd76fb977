// Each card's support level (full, partial, none: how much of its text the engine carries out),
// for the badges and `is:`. Compiling every card takes about 0.6 s, so it is never done on a
// keystroke: a visible card is compiled when shown (one card, well under a millisecond, cached by
// name), and `is:` reads the table the build made (supportLevels.ts), or, without one, fills the
// table a slice at a time between keystrokes.
import { compileCard, compileUncached } from '../../oracle/compile';
import type { OracleCard } from '../../oracle/oracleCard';
import { playedSupport } from '../definition';
import type { Support } from './query';
import type { SearchCard, SearchIndex } from './searchIndex';

const LEVELS: readonly Support[] = ['full', 'partial', 'none'];

/** A built-in pool card is played from its own definition, which the engine carries out. */
export function supportOf(card: SearchCard, keep = true): Support {
  if (card.pool || !card.source) return 'full';
  return keep ? playedSupport(card.source, compileCard(card.source)) : databaseSupport(card.source);
}

/** A database card's level, compiled without keeping its syntax tree in the compiler's cache: how
 * the whole table is filled, in the page or as it is built (scripts/card-support.ts). */
export function databaseSupport(card: OracleCard): Support {
  return playedSupport(card, compileUncached(card));
}

export type SupportTable = {
  /** Known so far, or undefined. */
  get(card: SearchCard, index: number): Support | undefined;
  /** Compiles cards until `deadline` (performance.now()); true once every card is known. */
  fill(deadline: number): boolean;
  readonly known: number;
  readonly total: number;
};

/** `built`: the levels the build read (supportLevels.ts), by name; the cards it lacks are compiled. */
export function supportTable(index: SearchIndex, built?: ReadonlyMap<string, Support> | null): SupportTable {
  const levels = new Uint8Array(index.cards.length); // 0 unknown, else 1 + LEVELS index
  let next = 0;
  if (built) {
    index.cards.forEach((card, i) => {
      const level = card.pool || !card.source ? 'full' : built.get(card.source.name);
      if (level) levels[i] = 1 + LEVELS.indexOf(level);
    });
    // `known` counts up to the first card left to compile: none, when the table is this database's.
    while (next < levels.length && levels[next] !== 0) next++;
  }
  return {
    get(card, i) {
      if (levels[i] === 0 && (card.pool || !card.source)) levels[i] = 1;
      return levels[i] === 0 ? undefined : LEVELS[levels[i] - 1];
    },
    fill(deadline) {
      while (next < levels.length && performance.now() < deadline) {
        for (const stop = Math.min(levels.length, next + 50); next < stop; next++) {
          if (levels[next] === 0) levels[next] = 1 + LEVELS.indexOf(supportOf(index.cards[next], false));
        }
      }
      return next >= levels.length;
    },
    get known() {
      return next;
    },
    total: levels.length,
  };
}
