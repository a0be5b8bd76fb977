// Random play over the whole card database (issue 17): every card the compiler models fully, as
// the page and the CLI would define it. Cards partly or not modelled are left out because their
// unread text is resolved by hand (SCENARIO.md), which random play cannot do for a user.
import type { CardDef } from '../engine/state/card';
import { definitionOf } from './definition';
import { readCardDatabase } from './databaseNode';

let cached: CardDef[] | undefined;

/** The fully modelled cards of the database (funny cards set apart, as the coverage counts them), in database order. */
export function fullyModelledCards(): CardDef[] {
  cached ??= readCardDatabase()
    .cards.filter((c) => !c.funny)
    .map((c) => definitionOf(c))
    .filter((d) => d.support === 'full');
  return cached;
}
