// Typo tolerance for the words of a name: "litening" finds "lightning". The distance is the
// optimal string alignment distance (Damerau-Levenshtein without repeated edits of a substring):
// a letter inserted, deleted or changed, or two neighbours swapped, count one edit each.
//
// Measured (README, "Card search"): uFuzzy 1.0.19 doesn't find Lightning Bolt for "litening bolt"
// (three edits: its modes allow one error per term) and MiniSearch 7.2.0 only with fuzzy 0.4, at
// 6 kB gzipped and 124 ms of indexing; this file is a few hundred bytes and needs no index.

/** How many edits a query word of this length may be off by: none for short words, where any
 * word is a few edits from any other, then one per few letters. */
export function maxEdits(length: number): number {
  return length <= 2 ? 0 : length <= 4 ? 1 : length <= 7 ? 2 : 3;
}

// Three rows of the alignment table, reused: the search runs it on thousands of words a keystroke.
let prev2 = new Int32Array(64);
let prev = new Int32Array(64);
let row = new Int32Array(64);

/**
 * The edits from `a` to `b` (or, `prefix` set, to the nearest prefix of `b`: the word being typed),
 * or `max + 1` as soon as it is sure to be more than `max`. Only the band of cells within `max`
 * of the diagonal is computed (a cell outside it is already more than `max` edits), so a word
 * costs about its length times 2·max + 1, however long the other is.
 */
export function editDistance(a: string, b: string, max: number, prefix = false): number {
  const n = a.length;
  if (!prefix && Math.abs(n - b.length) > max) return max + 1;
  // A prefix of b longer than n + max is more than max edits from a.
  const m = prefix ? Math.min(b.length, n + max) : b.length;
  const far = max + 1;
  if (m + 2 > row.length) {
    prev2 = new Int32Array(m + 2);
    prev = new Int32Array(m + 2);
    row = new Int32Array(m + 2);
  }
  for (let j = 0; j <= m; j++) prev[j] = j <= max ? j : far;
  prev[m + 1] = far;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - max), hi = Math.min(m, i + max);
    row[lo - 1] = lo === 1 ? Math.min(i, far) : far;
    let best = row[lo - 1];
    const ca = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, prev2[j - 2] + 1);
      row[j] = d;
      if (d < best) best = d;
    }
    // The next row reads one cell past this row's band: more than max.
    if (hi < m) row[hi + 1] = far;
    // Every later row is at least this row's least: nothing within `max` can come any more.
    if (best > max) return far;
    const t = prev2;
    prev2 = prev;
    prev = row;
    row = t;
  }
  let d = m - n <= max ? prev[m] : far;
  if (prefix) for (let j = Math.max(0, n - max); j < m; j++) d = Math.min(d, prev[j]);
  return Math.min(d, far);
}
