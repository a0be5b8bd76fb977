// The pool's cards of the effect families (effects.ts) are exactly what the Oracle compiler makes of
// the card database's text: characteristics and abilities alike.
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../oracle/compile';
import { cardDefFields } from './cardDefFields';
import { characteristicsOf } from './characteristics';
import { readCardDatabase } from './databaseNode';
import { effectCards } from './effects';

const byName = readCardDatabase().byName;

describe('the effect families in the pool, compiled from the database', () => {
  it.each(effectCards.map((c) => [c.name, c] as const))('%s: the definition is the compiled one', (name, def) => {
    const card = byName.get(name);
    expect(card, `${name} is in the card database`).toBeDefined();
    const compiled = compileUncached(card!);
    expect(compiled.support).toBe('full');
    const fields = cardDefFields(characteristicsOf(card!).faces[0]);
    expect('def' in fields).toBe(true);
    expect(def).toEqual({ ...('def' in fields ? fields.def : {}), abilities: compiled.abilities });
  });
});
