// A derivation read characteristic by characteristic (explain.ts), and the words for the order.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { objectAt } from '../state/objectTable';
import type { AppliedStep, Derivation } from '../state/layers';
import { byCharacteristic, layerLabel, orderNote } from './explain';
import { derivationOf } from './derive';

const step = (over: Partial<AppliedStep>): AppliedStep => ({
  layer: '7c',
  rules: ['613.4c', '613.7'],
  source: { id: 'x', name: 'Glorious Anthem' },
  text: 'Creatures you control get +1/+1.',
  timestamp: 3,
  origin: 'static',
  changed: [],
  ...over,
});

describe('the explain view’s reading of a derivation', () => {
  const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }] });
  const bears = objectAt(state, id('bears'));

  it('names each layer in the rules’ words (613.1, 613.4)', () => {
    expect(layerLabel('7c')).toBe('Layer 7c — effects and counters that modify power and/or toughness');
    expect(layerLabel('4')).toBe('Layer 4 — type-changing effects');
  });

  it('gives every characteristic its printed value and result, untouched when no effect applies', () => {
    const rows = byCharacteristic(state, derivationOf(state, bears));
    expect(rows.map((r) => [r.characteristic, r.printed, r.steps.length, r.result])).toEqual([
      ['name', 'Grizzly Bears', 0, 'Grizzly Bears'],
      ['types', 'Creature — Bear', 0, 'Creature — Bear'],
      ['colors', 'green', 0, 'green'],
      ['abilities', 'no abilities', 0, 'no abilities'],
      ['power', '2', 0, '2'],
      ['toughness', '2', 0, '2'],
      ['controller', 'Ann', 0, 'Ann'],
    ]);
  });

  it('files a step under each characteristic it changed, and one that changed nothing under its layer’s', () => {
    const d = derivationOf(state, bears);
    const anthem = step({ changed: [{ characteristic: 'power', before: '2', after: '3' }, { characteristic: 'toughness', before: '2', after: '3' }] });
    const same = step({ layer: '7b', rules: ['613.4b', '613.7'], timestamp: 4, changed: [] });
    const rows = byCharacteristic(state, { ...d, steps: [anthem, same] } satisfies Derivation);
    const power = rows.find((r) => r.characteristic === 'power')!;
    expect(power.steps.map((s) => [s.step.timestamp, s.before, s.after])).toEqual([[3, '2', '3'], [4, '3', '3']]);
    expect(rows.find((r) => r.characteristic === 'colors')!.steps).toEqual([]);
  });

  it('says why an effect came out of timestamp order (613.8)', () => {
    expect(orderNote(step({}))).toBeUndefined();
    expect(orderNote(step({ dependsOn: [{ name: 'Blood Moon', timestamp: 2 }] }))).toEqual({ text: 'applied after Blood Moon (timestamp 2) because it depends on it', rule: '613.8' });
    expect(orderNote(step({ dependsOn: [{ name: 'A', timestamp: 1 }, { name: 'B', timestamp: 2 }] }))!.text).toBe('applied after A (timestamp 1) and B (timestamp 2) because it depends on them');
    expect(orderNote(step({ loop: true }))).toEqual({ text: 'in a dependency loop: applied in timestamp order', rule: '613.8b' });
  });
});
