// What a ward ability does as it resolves (702.21a): counter "that spell or ability" unless its
// controller pays the cost, in mana (118.12a) or life (119.4); another cost is done by hand.
import { describe, expect, it } from 'vitest';
import { keyword } from '../withAbilities';
import { abilityPart } from './abilities';
import { wardEffects, wardIndexes } from './ward';
import type { AbilityDef } from '../state/card';

const ward = (cost: Parameters<typeof keyword>[1]) => keyword('ward', cost) as Extract<AbilityDef, { kind: 'keyword' }>;

describe('ward (702.21a)', () => {
  it('"Ward {2}": counter the spell or ability that targeted, unless its controller pays {2}', () => {
    expect(wardEffects(ward({ ward: { mana: '{2}' }, text: 'Ward {2}' }))).toEqual([{ kind: 'counter', what: { who: 'eventSpell' }, unlessPays: '{2}' }]);
  });

  it('"Ward—Pay 3 life.": the payment is life', () => {
    expect(wardEffects(ward({ ward: { life: 3 }, text: 'Ward—Pay 3 life.' }))).toEqual([{ kind: 'counter', what: { who: 'eventSpell' }, unlessPaysLife: 3 }]);
  });

  it('"Ward—Discard a card.": a cost the engine does not ask is carried out by hand', () => {
    const [e] = wardEffects(ward({ ward: { discard: { count: 1 } }, text: 'Ward—Discard a card.' }));
    expect(e.kind).toBe('manual');
  });

  it('is a triggered ability on the stack with no target, and is found among the abilities by index', () => {
    const a = ward({ ward: { mana: '{1}' }, text: 'Ward {1}' });
    expect(abilityPart(a)).toMatchObject({ text: 'Ward {1}', targets: [] });
    expect(abilityPart(keyword('flying'))).toBeUndefined();
    expect(wardIndexes([keyword('flying'), a, keyword('hexproof'), a])).toEqual([1, 3]);
  });
});
