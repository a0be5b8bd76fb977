import { describe, expect, it } from 'vitest';
import type { GameObject } from './state';
import { tableFrom, tableGet, tableRemove, tableRemoveAll, tableSet, tableSetAll, tableValues } from './objectTable';

const obj = (id: string) => ({ id, card: 'Shock' }) as GameObject;

describe('ObjectTable', () => {
  it('gets, sets and removes by id, sharing the buckets it does not touch', () => {
    const t = tableFrom(Array.from({ length: 200 }, (_, i) => obj(`o${i}`)));
    expect(tableValues(t)).toHaveLength(200);
    expect(tableGet(t, 'o7')?.id).toBe('o7');
    const t2 = tableSet(t, obj('o500'));
    expect(tableGet(t2, 'o500')?.id).toBe('o500');
    expect(tableGet(t, 'o500')).toBeUndefined();
    expect(t2[1]).toBe(t[1]);
    expect(tableRemove(t2, 'o999')).toBe(t2);
    const t3 = tableRemove(t2, 'o7');
    expect(tableGet(t3, 'o7')).toBeUndefined();
    expect(tableValues(t3)).toHaveLength(200);
    expect(tableGet(t3, 'constructor')).toBeUndefined();
    expect(tableSet(t3, { ...obj('o9'), card: 'Fork' } as GameObject)[9].map((o) => o.card)).toEqual(t3[9].map((o) => (o.id === 'o9' ? 'Fork' : o.card)));
  });

  it('survives a JSON round trip', () => {
    const t = tableFrom([obj('o1'), obj('o65'), obj('x')]);
    expect(JSON.parse(JSON.stringify(t))).toEqual(t);
    expect(tableGet(JSON.parse(JSON.stringify(t)), 'o65')?.id).toBe('o65');
  });

  it('sets and removes several objects at once as one by one, copying what it writes', () => {
    const t = tableFrom(Array.from({ length: 200 }, (_, i) => obj(`o${i}`)));
    const set = [{ ...obj('o3'), card: 'Fork' } as GameObject, obj('o300'), { ...obj('o67'), card: 'Fork' } as GameObject];
    expect(tableSetAll(t, set)).toEqual(set.reduce(tableSet, t));
    expect(tableRemoveAll(t, ['o3', 'o67', 'o999'])).toEqual(tableRemove(tableRemove(t, 'o3'), 'o67'));
    expect(tableGet(t, 'o3')?.card).toBe('Shock');
    // Owned: the first call copies, the next one writes the buckets it copied in place, in a new list.
    const owned = { table: [] as GameObject[][], buckets: new Set<number>() };
    const first = tableSetAll(t, [set[0]], owned);
    expect(first).not.toBe(t);
    const second = tableSetAll(first, [set[1], set[2]], owned);
    expect(second).not.toBe(first);
    expect(second[3]).toBe(first[3]); // o3 and o67 share bucket 3, copied once
    expect(second).toEqual(tableSetAll(t, set));
    expect(tableGet(t, 'o300')).toBeUndefined();
    expect(t[3].map((o) => o.card)).not.toContain('Fork');
  });
});
