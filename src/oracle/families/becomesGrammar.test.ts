// The resolved "becomes" templates (grammar/becomes.ts, lowerChange.ts) on texts that must, or must
// not, be lowered: creature types as a set (205.1a, 205.3m) and colors alone (105.3, 613.1e).
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../compile';
import type { OracleCard } from '../oracleCard';

const instant = (oracleText: string): OracleCard => ({ name: 'Test Spell', typeLine: 'Instant', oracleText, layout: 'normal' } as OracleCard);
const land = (oracleText: string): OracleCard => ({ name: 'Test Land', typeLine: 'Land', oracleText, layout: 'normal' } as OracleCard);

const effectOf = (card: OracleCard) => {
  const c = compileUncached(card);
  expect(c.support, card.oracleText).toBe('full');
  const a = c.abilities[c.abilities.length - 1];
  return a.kind === 'spell' || a.kind === 'activated' ? a.effects[0] : a;
};

describe('becomes (611.2, 613.1d-e)', () => {
  it('"becomes a blue Frog" names no card type: only the creature types are replaced (205.1a)', () => {
    expect(effectOf(instant('Target creature becomes a blue Frog with base power and toughness 1/1 until end of turn.'))).toMatchObject({
      changes: [{ layer: '4', setCreatureTypes: ['Frog'] }, { layer: '5', setColors: ['U'] }, { layer: '7b', power: 1, toughness: 1 }],
    });
  });

  it('"with all creature types" (205.3m), still a land (205.1b)', () => {
    expect(effectOf(land('{1}: Test Land becomes a 2/2 creature with all creature types until end of turn. It\'s still a land.'))).toMatchObject({
      changes: [{ layer: '4', addTypes: ['Creature'], allCreatureTypes: true }, { layer: '7b', power: 2, toughness: 2 }],
      duration: 'endOfTurn',
    });
  });

  it('"becomes white" with no duration: layer 5 only, for as long as the object exists (611.2a)', () => {
    expect(effectOf(instant('Target creature becomes white.'))).toEqual(expect.objectContaining({ changes: [{ layer: '5', setColors: ['W'] }], duration: 'indefinite' }));
  });

  it('"becomes red and green until end of turn"', () => {
    expect(effectOf(instant('Target creature becomes red and green until end of turn.'))).toMatchObject({ changes: [{ layer: '5', setColors: ['R', 'G'] }], duration: 'endOfTurn' });
  });

  it('"target spell or permanent" stays unmodelled: a spell\'s color would go on to its permanent (400.7a)', () => {
    expect(compileUncached(instant('Target spell or permanent becomes white.')).support).not.toBe('full');
  });
});
