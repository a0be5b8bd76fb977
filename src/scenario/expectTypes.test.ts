// Format 2's `supertypes`, `types`, `subtypes` and `colors` expectations (SCENARIO.md, "Expectations,
// in addition"): read from the characteristics the layers made (613.1d, 613.1e), compared as multisets.
import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse';
import { runScenario } from './run';

const doc = (objects: Record<string, unknown>) => ({
  format: 2,
  name: 'types and colors',
  players: [{ name: 'Ann', battlefield: [{ card: 'Urborg, Tomb of Yawgmoth', id: 'urborg' }, { card: 'Forest', id: 'forest' }, { card: 'Savannah Lions', id: 'lions' }] }, { name: 'Ben' }],
  turn: { active: 'Ann', step: 'precombatMain', number: 3 },
  expect: { objects },
});

describe('types and colors expected', () => {
  it('passes when they match, in any order', () => {
    const r = runScenario(parseScenario(doc({ forest: { supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp', 'Forest'], colors: [] }, lions: { colors: ['W'], subtypes: ['Cat'] } })));
    expect(r.failure).toBeUndefined();
  });

  it('fails naming the field, the expected and the actual values', () => {
    const r = runScenario(parseScenario(doc({ forest: { subtypes: ['Forest'] } })));
    expect(r.failure?.message).toMatch(/forest\.subtypes/);
    expect(r.failure?.message).toMatch(/Swamp/);
    expect(runScenario(parseScenario(doc({ lions: { colors: ['G'] } }))).failure?.message).toMatch(/lions\.colors/);
  });

  it('refuses a color that is not a letter', () => {
    expect(() => parseScenario(doc({ lions: { colors: ['white'] } }))).toThrow(/colors/);
  });
});
