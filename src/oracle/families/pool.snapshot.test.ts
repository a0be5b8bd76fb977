// Snapshots of the built-in pool (issue 13, point 4): for every card of ../shared/CARDS.md, its
// syntax tree and the definition the sandbox plays it with, compiled from its database entry
// (src/cards/pool.json). Each checked by hand against the card and its former hand-written
// definition when written; a change to either shows here.
import { describe, expect, it } from 'vitest';
import { CARDS, POOL_ENTRIES } from '../../cards';
import { compileUncached } from '../compile';
import { showTree } from '../show';

describe('the pool compiled (the tree and the definition)', () => {
  it.each(POOL_ENTRIES.map((c) => [c.name, c] as const))('%s', (name, card) => {
    const compiled = compileUncached(card);
    expect(`support: ${compiled.support}\n${showTree(compiled.tree)}`).toMatchSnapshot('tree');
    expect(CARDS[name]).toMatchSnapshot('definition');
  });
});
