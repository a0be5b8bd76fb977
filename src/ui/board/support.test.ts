import { expect, test } from 'vitest';
import { cardDefinitionFor } from '../../cards/lookup';
import { customDefinition } from '../../cards/custom';
import { abilityStatuses, oracleSegments, supportOf, unmodelledTexts } from './support';

const card = (name: string) => {
  const def = cardDefinitionFor(name);
  if (!def) throw new Error(name);
  return def;
};

test('the built-in pool is modelled, with nothing marked', () => {
  const bolt = card('Lightning Bolt');
  expect(supportOf(bolt)).toBe('full');
  expect(abilityStatuses(bolt).map((a) => a.status)).toEqual(['modelled']);
  expect(oracleSegments(bolt.oracle, unmodelledTexts(bolt))).toEqual([{ text: bolt.oracle, unmodelled: false }]);
});

test('an unmodelled triggered ability is marked whole and can be put on the stack', () => {
  // Belltower Sphinx: its trigger ("Whenever a source deals damage to ~, that source's controller mills that many cards") is not read.
  const rider = card('Belltower Sphinx');
  expect(supportOf(rider)).toBe('partial');
  const [haste, attacks] = abilityStatuses(rider);
  expect(haste).toMatchObject({ index: 0, status: 'modelled', triggered: false });
  expect(attacks).toMatchObject({ index: 1, status: 'not', triggered: true });
  expect(oracleSegments(rider.oracle, unmodelledTexts(rider))).toEqual([
    { text: 'Flying\n', unmodelled: false },
    { text: rider.oracle.slice('Flying\n'.length), unmodelled: true },
  ]);
});

test('the sentences a modelled trigger carries out by hand are found in the Oracle text, whatever their case', () => {
  const beastmaster = card('Abzan Beastmaster');
  const [trigger] = abilityStatuses(beastmaster);
  expect(trigger).toMatchObject({ status: 'partly', triggered: true });
  expect(trigger.manual).toEqual(['Draw a card if you control the creature with the greatest toughness or tied for the greatest toughness.']);
  expect(oracleSegments(beastmaster.oracle, unmodelledTexts(beastmaster))).toEqual([
    { text: 'At the beginning of your upkeep, ', unmodelled: false },
    { text: 'draw a card if you control the creature with the greatest toughness or tied for the greatest toughness.', unmodelled: true },
  ]);
});

test('a custom sorcery that is not modelled', () => {
  const walk = customDefinition({ name: 'Extra Walk', typeLine: 'Sorcery', manaCost: '{1}{U}', oracle: 'Skip your next turn.' });
  expect(supportOf(walk)).toBe('none');
  expect(oracleSegments(walk.oracle, unmodelledTexts(walk))).toEqual([{ text: 'Skip your next turn.', unmodelled: true }]);
});

test('overlapping and missing stretches', () => {
  expect(oracleSegments('A b. C d. E f.', ['c d.', 'C d. E', 'nowhere'])).toEqual([
    { text: 'A b. ', unmodelled: false },
    { text: 'C d. E', unmodelled: true },
    { text: ' f.', unmodelled: false },
  ]);
  expect(oracleSegments('', [])).toEqual([{ text: '', unmodelled: false }]);
});
