// Snapshots of split cards (709.3) and adventurer cards (715.3) whose halves compile whole, and the
// definition the engine casts: each half its own characteristics, naming the card it belongs to.
// An aftermath half is cast from a graveyard (702.127a); Rooms stay uncastable (709.5: not modelled yet).
import { describe, expect, it } from 'vitest';
import { readCardDatabase } from '../../cards/databaseNode';
import { definitionOf, playedSupport } from '../../cards/definition';
import { compileUncached } from '../compile';
import { snapshotFamilies } from './snapshotFamilies';

const families = {
  'split cards cast by either half (709.3)': ['Fire // Ice', 'Assault // Battery', 'Dead // Gone', 'Order // Chaos'],
  'adventurer cards (715.3)': ['Giant Killer // Chop Down', 'Brazen Borrower // Petty Theft', 'Beanstalk Giant // Fertile Footsteps'],
  'aftermath (702.127a): the second half cast only from a graveyard': ['Cut // Ribbons', 'Never // Return', 'Start // Finish'],
};

snapshotFamilies('split cards and Adventures', families);

snapshotFamilies('spells cast only when their text allows (601.3), split second (702.61a)', {
  'cast only ...': ["Champion's Victory", "Assassin's Blade", 'Panic', 'Illusory Angel', 'Festival', 'Feast of Blood', 'Teleport'],
  // not (yet) modelled: "after their upkeep step", a snow land
  'cast only ..., not read': ['Reset', 'Blizzard'],
  'split second': ['Krosan Grip', 'Sudden Shock'],
  'rebound (702.88a)': ['Staggershock', 'Artful Maneuver'],
});

describe('the definitions cast by half', () => {
  const byName = readCardDatabase().byName;
  const shape = (name: string) => {
    const card = byName.get(name)!;
    const def = definitionOf(card);
    return {
      name: def.name,
      uncastable: def.uncastable?.rule,
      played: playedSupport(card, compileUncached(card)),
      halves: def.halves?.map((h) => `${h.name} ${h.manaCost ?? ''} ${h.types.join(' ')} (of ${h.front}): ${h.abilities.length} abilities`),
    };
  };
  it('splits, aftermath cards and adventurers have their halves', () => {
    expect(Object.values(families).flat().map(shape)).toMatchSnapshot();
  });
});
