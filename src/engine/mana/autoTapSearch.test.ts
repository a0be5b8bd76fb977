import { describe, expect, it } from 'vitest';
import type { ManaType } from '../state/card';
import { cheapestCover, counts, type CoverSource, type Demand } from './autoTapSearch';
import { next } from '../state/rng';

const m = (s: string) => counts(s.split('') as ManaType[]);
const land = (...options: string[]): CoverSource => ({ options: options.map(m), weight: 2 * new Set(options.join('')).size });
const demand = (need: string, generic = 0): Demand => ({ need: m(need), total: need.length + generic });
const none = m('');
const tapped = (cover: ReturnType<typeof cheapestCover>) => cover!.flatMap((c, i) => (c.option >= 0 ? [i] : []));

describe('cheapestCover: the fewest sources that pay, then the least flexible', () => {
  it('taps six of ten Mountains and an Island for {4}{U}{R}, not all eleven', () => {
    const sources = [...Array.from({ length: 10 }, () => land('R')), land('U')];
    expect(tapped(cheapestCover(none, [demand('UR', 4)], sources))).toEqual([0, 1, 2, 3, 4, 10]);
  });

  it('keeps a dual land and a five-color source untapped when basics pay', () => {
    const sources = [land('W', 'U', 'B', 'R', 'G'), land('R', 'G'), land('G'), land('R')];
    expect(tapped(cheapestCover(none, [demand('RG')], sources))).toEqual([2, 3]);
  });

  it('taps the flexible source when that saves a tap: three mana of one color from one source', () => {
    const lotus: CoverSource = { options: ['WWW', 'UUU', 'BBB', 'RRR', 'GGG'].map(m), weight: 10 };
    const cover = cheapestCover(none, [demand('G', 2)], [land('G'), land('G'), lotus]);
    expect(tapped(cover)).toEqual([2]);
    expect(cover![2].counts).toEqual(m('GGG'));
  });

  it('never splits one activation between colors: three of one color do not pay {W}{U}{B}', () => {
    const lotus: CoverSource = { options: ['WWW', 'UUU', 'BBB'].map(m), weight: 6 };
    expect(cheapestCover(none, [demand('WUB')], [lotus])).toBeNull();
    expect(tapped(cheapestCover(none, [demand('WUB')], [lotus, land('U'), land('B')]))).toEqual([0, 1, 2]);
  });

  it('counts a source making two types at once ({W}{U}) and the pool', () => {
    expect(tapped(cheapestCover(m('B'), [demand('WUB')], [land('W'), land('U'), land('WU')]))).toEqual([2]);
  });

  it('pays a cost whose colors need the right choice from each of many any-color sources', () => {
    // Ten sources that make any color, for nine {G} and a {U}: a search trying colors in order
    // before skipping a source wanders through 6^10 branches; the program takes nine G and one U.
    const birds = Array.from({ length: 10 }, () => land('W', 'U', 'B', 'R', 'G'));
    const cover = cheapestCover(none, [demand('GGGGGGGGGU')], birds);
    expect(tapped(cover)).toHaveLength(10);
    expect(cover!.reduce((n, c) => n + c.counts[1], 0)).toBe(1);
  });

  it('agrees with an exhaustive search on random small boards: it pays whenever a payment exists, with the fewest sources, then the least weight and mana made', () => {
    let seed = 11;
    const rand = () => {
      const [v, s] = next(seed);
      seed = s;
      return v;
    };
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)];
    const kinds = ['W', 'U', 'B', 'R', 'G', 'C', 'RR', 'UU', 'WU', 'CC'];
    for (let round = 0; round < 300; round++) {
      const sources = Array.from({ length: 1 + Math.floor(rand() * 7) }, () => land(...Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(kinds))));
      const need = Array.from({ length: Math.floor(rand() * 4) }, () => pick(['W', 'U', 'B', 'R', 'G', 'C'])).join('');
      const d = demand(need, Math.floor(rand() * 4));
      const pool = m(Math.floor(rand() * 3) ? '' : pick(kinds));
      const pays = (supply: number[]) => supply.every((x, t) => x >= d.need[t]) && supply.reduce((a, b) => a + b, 0) >= d.total;
      // Every choice for every source: -1 (untapped) or one of its options.
      const rank = (used: number, weight: number, made: number) => used * 1e6 + weight * 1e3 + made;
      let fewest = Infinity;
      let best = Infinity;
      const walk = (i: number, supply: number[], used: number, weight: number, made: number) => {
        if (i === sources.length) {
          if (pays(supply)) [fewest, best] = [Math.min(fewest, used), Math.min(best, rank(used, weight, made))];
          return;
        }
        walk(i + 1, supply, used, weight, made);
        const o = sources[i];
        for (const x of o.options) walk(i + 1, supply.map((y, t) => y + x[t]), used + 1, weight + o.weight, made + x.reduce((a, b) => a + b, 0));
      };
      walk(0, pool, 0, 0, 0);
      const cover = cheapestCover(pool, [d], sources);
      if (fewest === Infinity) {
        expect(cover).toBeNull();
        continue;
      }
      expect(cover).not.toBeNull();
      expect(tapped(cover)).toHaveLength(fewest);
      const chosen = tapped(cover);
      const made = cover!.reduce((n, c) => n + c.counts.reduce((a, b) => a + b, 0), 0);
      expect(rank(chosen.length, chosen.reduce((n, i) => n + sources[i].weight, 0), made)).toBe(best);
      const supply = cover!.reduce((acc, c) => acc.map((x, t) => x + c.counts[t]), pool);
      expect(pays(supply)).toBe(true);
    }
  });
});
