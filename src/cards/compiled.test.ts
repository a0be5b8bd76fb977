// The Oracle compiler against the pool (issue 13, point 4): for the cards it models fully, its
// definition is exactly the pool's, read from the card's own type line and Oracle text. Every card
// of the pool is compiled now (pool.test.ts checks the pool against pool.json and CARDS.md).
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../engine';
import { compileUncached } from '../oracle/compile';
import { CARDS } from './index';
import type { OracleCard } from '../oracle/oracleCard';

/** The pool's cards whose compiled definition is the pool's definition: all of them now. */
const COMPILED_EXACTLY = [
  'Pyromancer Ascension', 'Wildfire Devils',
  'Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes',
  'Grizzly Bears', 'Hill Giant', 'Goblin Piker', 'Craw Wurm', 'Raging Goblin',
  'Llanowar Elves', 'Birds of Paradise', 'Gilded Lotus', 'Viridian Joiner', 'Reflecting Pool', 'Exotic Orchard', 'Fellwar Stone', 'Harvester Druid',
  'Meteor Crater', 'Mana Flare', 'Heartbeat of Spring', 'Overabundance', 'Mana Reflection', 'Contamination', 'Order of Whiteclay', 'Farmstead Gleaner',
  'Silkbind Faerie', 'Prodigal Pyromancer',
  'Hangarback Walker', 'Endless One',
  'Lightning Bolt', 'Shock', 'Burst Lightning', 'Lightning Axe', 'Fling', 'Forked Bolt', 'Arc Trail', 'Electrolyze', 'Fiery Justice', 'Fireball',
  'Bonfire of the Damned', 'Momentous Fall', 'Dawnglow Infusion', 'Divination', 'Opt', 'Brainstorm', 'Think Twice', 'Counterspell', 'Force of Will',
  'Cryptic Command',
  'Fork', 'Reverberate', 'Twincast', 'Increasing Vengeance', 'Dualcaster Mage', 'Thousand-Year Storm',
];

/** The card as the database's source would give it, from its hand-written Oracle text. */
function asOracle(def: CardDef): OracleCard {
  const subtypes = def.subtypes?.length ? ` — ${def.subtypes.join(' ')}` : '';
  return { name: def.name, typeLine: `${[...(def.supertypes ?? []), ...def.types].join(' ')}${subtypes}`, oracleText: def.oracle, layout: 'normal' };
}

describe('compiled from its Oracle text, the pool', () => {
  it.each(COMPILED_EXACTLY)('%s: the compiled definition is the hand-written one', (name) => {
    const def = CARDS[name];
    const compiled = compileUncached(asOracle(def));
    expect(compiled.support).toBe('full');
    expect(compiled.abilities).toEqual(def.abilities);
  });

  it('every other card of the pool is not modelled fully: a fully modelled card is listed above and checked', () => {
    const wrong = Object.values(CARDS)
      .filter((def) => !COMPILED_EXACTLY.includes(def.name))
      .filter((def) => compileUncached(asOracle(def)).support === 'full')
      .map((def) => def.name);
    expect(wrong).toEqual([]);
  });
});
