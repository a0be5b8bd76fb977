// Member-by-member equality for what the page's selectors return: plain objects and arrays of
// stable members. Every card on the board compares its selection on every change of the store
// (200 cards, each tap of a land), so this allocates nothing: zustand's own `shallow` builds two
// Maps for each comparison of plain objects, which was a third of a tap's script time.
import { shallow } from 'zustand/shallow';

export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(a);
  if (proto !== Object.prototype && proto !== null) return shallow(a, b); // Maps, Sets and the like
  if (Object.getPrototypeOf(b) !== proto) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (!Object.hasOwn(y, k) || !Object.is(x[k], y[k])) return false;
    keys++;
  }
  for (const k in y) if (Object.hasOwn(y, k)) keys--;
  return keys === 0;
}
