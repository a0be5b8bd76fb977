import { describe, expect, it } from 'vitest';
import { shallowEqual } from './shallowEqual';

describe('shallowEqual', () => {
  const o = { a: 1 };
  it('compares plain objects member by member, by identity', () => {
    expect(shallowEqual({ x: o, n: 1 }, { n: 1, x: o })).toBe(true);
    expect(shallowEqual({ x: o }, { x: { a: 1 } })).toBe(false);
    expect(shallowEqual({ x: 1 }, { x: 1, y: undefined })).toBe(false);
    expect(shallowEqual({ x: 1, y: undefined }, { x: 1 })).toBe(false);
    expect(shallowEqual({ n: NaN }, { n: NaN })).toBe(true);
  });
  it('compares arrays element by element, in order', () => {
    expect(shallowEqual([o, 1], [o, 1])).toBe(true);
    expect(shallowEqual([1, o], [o, 1])).toBe(false);
    expect(shallowEqual([1], [1, 2])).toBe(false);
    expect(shallowEqual([1], { 0: 1 })).toBe(false);
  });
  it('compares Maps and Sets by their entries', () => {
    expect(shallowEqual(new Map([['a', o]]), new Map([['a', o]]))).toBe(true);
    expect(shallowEqual(new Set([1]), new Set([2]))).toBe(false);
  });
  it('tells primitives and null apart', () => {
    expect(shallowEqual(null, {})).toBe(false);
    expect(shallowEqual(1, 1)).toBe(true);
    expect(shallowEqual('a', 'b')).toBe(false);
  });
});
