// The one door from a card's name to the definition the engine plays: what the builder adds. For
// now, the built-in pool's card; this is where the database's cards will come in (issue 13).
import type { CardDef } from '../engine';
import { findCard } from './index';

/** The definition the sandbox adds for this name, or undefined when it has none yet. */
export function cardDefinitionFor(name: string): CardDef | undefined {
  return findCard(name);
}
