import { describe, expect, it } from 'vitest';
import { play } from '../../engine/withAbilities';
import { apply } from '../../engine';
import { game } from '../../scenario/testing';
import { layersView } from './layersView';

const position = () =>
  game({
    players: [
      { name: 'Ann', manaPool: '{G}', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Giant Growth', id: 'growth' }], library: [{ card: 'Forest' }] },
      { name: 'Ben', library: [{ card: 'Forest' }] },
    ],
    turn: { active: 'Ann', step: 'precombatMain', number: 2 },
  });

describe('layersView', () => {
  it('derives power 5 as printed 2, then +3 from Giant Growth in layer 7c with its timestamp and rules', () => {
    const { state, id } = position();
    const { state: s } = play(state, { type: 'cast', player: 'p1', card: id('growth'), targets: [[id('bears')]] }, { type: 'resolve' });
    const v = layersView(s, id('bears', s))!;
    expect(v.name).toBe('Grizzly Bears');
    const power = v.characteristics.find((c) => c.characteristic === 'power')!;
    expect(power).toMatchObject({ label: 'Power', printed: '2', result: '5' });
    expect(power.steps).toEqual([
      {
        layer: '7c',
        layerLabel: 'Layer 7c — effects and counters that modify power and/or toughness',
        source: 'Giant Growth',
        text: 'Target creature gets +3/+3 until end of turn.',
        timestamp: s.effects![0].timestamp,
        origin: { text: 'a resolved spell or ability', rule: '611.2' },
        rules: ['613.4c', '613.7'],
        before: '2',
        after: '5',
      },
    ]);
    expect(v.characteristics.filter((c) => c.steps.length === 0).map((c) => c.characteristic)).toEqual(['name', 'types', 'colors', 'abilities', 'controller']);
  });

  it('shows the pump gone once its turn has ended (514.2)', () => {
    const { state, id } = position();
    const { state: s } = play(state, { type: 'cast', player: 'p1', card: id('growth'), targets: [[id('bears')]] }, { type: 'resolve' });
    const next = apply(s, { type: 'advance', to: 'upkeep' }).state;
    const power = layersView(next, id('bears', next))!.characteristics.find((c) => c.characteristic === 'power')!;
    expect(power).toMatchObject({ printed: '2', result: '2', steps: [] });
  });

  it('is null for an object not on the battlefield', () => {
    const { state, id } = position();
    expect(layersView(state, id('growth'))).toBeNull();
    expect(layersView(state, 'gone')).toBeNull();
  });
});
