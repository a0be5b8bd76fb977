import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { next } from '../engine/state/rng';
import { lzBomb } from './lzBomb';
import { decompressBounded } from './lzDecompress';

function randomText(seed: number): [string, number] {
  let s = seed;
  let v: number;
  [v, s] = next(s);
  const n = Math.floor(v * 400);
  let text = '';
  for (let i = 0; i < n; i++) {
    [v, s] = next(s);
    // Mostly JSON-like ASCII, sometimes any UTF-16 unit (16-bit literals).
    text += v < 0.9 ? '{}[]":,abc 0123ééAlice'.charAt(Math.floor(v * 24)) : String.fromCharCode(Math.floor(v * 65535));
  }
  return [text, s];
}

describe('decompressBounded', () => {
  it("reads what lz-string writes, as lz-string reads it", () => {
    let s = 7;
    for (let i = 0; i < 300; i++) {
      let text: string;
      [text, s] = randomText(s);
      if (!text) continue;
      const packed = compressToEncodedURIComponent(text);
      expect(decompressBounded(packed, 1e6)).toEqual({ text });
      expect(decompressBounded(packed.replace(/\+/g, ' '), 1e6)).toEqual({ text });
    }
  });

  it('reads a damaged link as lz-string does, or calls it damaged where lz-string gives nothing', () => {
    const packed = compressToEncodedURIComponent(JSON.stringify({ name: 'a game', players: ['Alice', 'Bob'], actions: [1, 2, 3] }));
    let s = 11;
    for (let i = 0; i < 500; i++) {
      let v: number;
      [v, s] = next(s);
      const at = Math.floor(v * packed.length);
      [v, s] = next(s);
      const damaged = i % 2 ? packed.slice(0, at) : packed.slice(0, at) + 'ABCxyz019+-$'.charAt(Math.floor(v * 12)) + packed.slice(at + 1);
      let theirs: string | null;
      try {
        theirs = decompressFromEncodedURIComponent(damaged);
      } catch {
        theirs = null;
      }
      const ours = decompressBounded(damaged, 1e6);
      if (theirs) expect(ours).toEqual({ text: theirs });
      else expect(ours).toEqual({ damaged: true });
    }
  });

  it('calls damaged what is not the URI-safe alphabet', () => {
    expect(decompressBounded('N4Ig*', 1e6)).toEqual({ damaged: true });
    expect(decompressBounded('', 1e6)).toEqual({ damaged: true });
  });

  it('stops a compression bomb as soon as its output passes the limit', () => {
    // 28,000 codes: a 70 KB link that spells 392M characters in full.
    const bomb = lzBomb(28_000);
    expect(bomb.length).toBeLessThan(75_000);
    expect(decompressBounded(bomb, 1000)).toEqual({ tooLong: true });
    expect(decompressBounded(lzBomb(40), 10_000)).toEqual({ text: 'a'.repeat(1 + (40 * 43) / 2) });
  });
});
