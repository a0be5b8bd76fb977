import { describe, expect, it } from 'vitest';
import { apply } from '../../engine';
import { game } from '../../scenario/testing';
import { blocked } from './blocked';

// Shock cast with Pyromancer Ascension out: both of its abilities trigger and Ann must order them.
const setup = () =>
  game({
    players: [
      { name: 'Ann', battlefield: [{ card: 'Pyromancer Ascension', id: 'asc', counters: { quest: 2 } }], graveyard: ['Shock'], hand: [{ card: 'Shock', id: 'shock' }], manaPool: '{R}' },
      { name: 'Ben' },
    ],
  });

describe('blocked: why pass and resolve cannot act', () => {
  it('nothing blocks passing; resolving needs something on the stack', () => {
    const { state } = setup();
    expect(blocked(state, 'pass')).toBeNull();
    expect(blocked(state, 'resolve')).toEqual({ text: expect.stringContaining('The stack is empty'), rule: '405.5' });
  });

  it('a pending choice blocks both, in the words and with the rule the engine refuses with', () => {
    const { state, id } = setup();
    const { state: s } = apply(state, { type: 'cast', player: 'p1', card: id('shock'), targets: [['p2']] });
    expect(s.choice?.rule).toBe('603.3b');
    for (const control of ['pass', 'resolve'] as const) {
      const why = blocked(s, control);
      expect(why?.rule).toBe('603.3b');
      expect(why?.text).toBe(`Ann must first answer: ${s.choice?.prompt}`);
      expect(() => apply(s, { type: control })).toThrow(why!.text);
    }
  });

  it('once the choice is answered, both can act', () => {
    const { state, id } = setup();
    const { state: s } = apply(state, { type: 'cast', player: 'p1', card: id('shock'), targets: [['p2']] });
    const { state: t } = apply(s, { type: 'choose', player: 'p1', answer: s.choice!.options.map((o) => o.id) });
    expect(blocked(t, 'pass')).toBeNull();
    expect(blocked(t, 'resolve')).toBeNull();
  });
});
