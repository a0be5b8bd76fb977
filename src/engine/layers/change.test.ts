import { describe, expect, it } from 'vitest';
import { CREATURE_TYPES } from '../state/creatureTypes';
import type { GameState } from '../state/state';
import { applyChange } from './change';
import type { Working } from './working';

// Layer 4's changes touch only the working values' types; the state and object are not read.
const working = (types: Working['types'], subtypes: string[], supertypes: Working['supertypes'] = []): Working =>
  ({ name: 'X', supertypes, types, subtypes, colors: [], abilities: [], controller: 'p1' }) as unknown as Working;
const state = {} as GameState;

describe('613.1d: creature types as a set (205.1a, 205.3m)', () => {
  it('"is a Treefolk" replaces the creature types only: an Artifact Creature — Equipment Golem keeps its card types and its Equipment', () => {
    const w = working(['Artifact', 'Creature'], ['Equipment', 'Golem', 'Warrior'], ['Legendary']);
    applyChange(state, w, { layer: '4', setCreatureTypes: ['Treefolk'] });
    expect(w.types).toEqual(['Artifact', 'Creature']);
    expect(w.supertypes).toEqual(['Legendary']);
    expect(w.subtypes).toEqual(['Equipment', 'Treefolk']);
  });

  it('"with all creature types": every creature type of 205.3m, its land types kept', () => {
    const w = working(['Land'], ['Cave']);
    applyChange(state, w, { layer: '4', addTypes: ['Creature'], allCreatureTypes: true });
    expect(w.types).toEqual(['Land', 'Creature']);
    expect(w.subtypes[0]).toBe('Cave');
    expect(w.subtypes).toHaveLength(1 + CREATURE_TYPES.length);
    expect(w.subtypes).toContain('Time Lord');
  });

  it('a later "is a Treefolk" leaves one creature type of all of them', () => {
    const w = working(['Land', 'Creature'], []);
    applyChange(state, w, { layer: '4', allCreatureTypes: true });
    applyChange(state, w, { layer: '4', setCreatureTypes: ['Treefolk'] });
    expect(w.subtypes).toEqual(['Treefolk']);
  });
});
