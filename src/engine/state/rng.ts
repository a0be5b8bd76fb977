// Seeded randomness, exactly as SCENARIO.md specifies (mulberry32), so every implementation of the
// format gets the same random outcomes. Nothing else consumes values.

export function next(state: number): [value: number, state: number] {
  const a = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a >>> 0];
}

/** Choose one of n things at random: index floor(v * n). */
export function randomIndex(state: number, n: number): [index: number, state: number] {
  const [v, s] = next(state);
  return [Math.floor(v * n), s];
}

/** Shuffle a list given top first: for i from n-1 down to 1, swap i and floor(v * (i + 1)). */
export function shuffle<T>(list: readonly T[], state: number): [T[], number] {
  const out = list.slice();
  let s = state;
  for (let i = out.length - 1; i >= 1; i--) {
    const [v, s2] = next(s);
    s = s2;
    const j = Math.floor(v * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return [out, s];
}
