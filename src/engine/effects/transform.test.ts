// "Transform ~." (701.27a): the permanent turns over and stays the same object (712.18); an ability
// put on the stack before it transformed does nothing (701.27f); its mana value stays its front
// face's (712.8e). A nightbound permanent alone makes it night (702.145g).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import { objectManaValue } from '../state/characteristics';

describe('"transform ~" (701.27)', () => {
  it('two of its upkeep abilities on the stack: the first transforms it, the second does nothing (701.27f)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Village Ironsmith', id: 'smith', counters: { '+1/+1': 1 } }] }, { name: 'Ben' }],
    });
    const twice = play(state, { type: 'edit', op: 'trigger', source: id('smith'), ability: 1 }, { type: 'edit', op: 'trigger', source: id('smith'), ability: 1 });
    expect(twice.state.stack).toHaveLength(2);
    const first = apply(twice.state, { type: 'resolve' });
    const smith = objectAt(first.state, id('smith'))!;
    expect(smith).toMatchObject({ card: 'Ironfang', counters: { '+1/+1': 1 }, transformed: 1 });
    // 712.8e: its mana value is its front face's, {1}{R}.
    expect(objectManaValue(first.state, smith)).toBe(2);
    const second = apply(first.state, { type: 'resolve' });
    expect(objectAt(second.state, id('smith'))!.card).toBe('Ironfang');
    expect(second.log.some((e) => e.rule === '701.27f')).toBe(true);
  });

  it('a nightbound permanent and no daybound one: it becomes night (702.145g); a Werewolf without daybound stays as it is', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Tavern Ruffian', id: 'smasher', face: 1 }, { card: 'Village Ironsmith', id: 'smith' }] }, { name: 'Ben' }],
    });
    expect(state.dayNight).toBe('night');
    expect(objectAt(state, id('smasher'))!.card).toBe('Tavern Smasher');
    expect(objectAt(state, id('smith'))!.card).toBe('Village Ironsmith');
  });
});
