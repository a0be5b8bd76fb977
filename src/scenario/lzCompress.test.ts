import * as LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { next } from '../engine/state/rng';
import { compressToEncodedURIComponent } from './lzCompress';
import { decompressBounded } from './lzDecompress';

function randomText(seed: number, wide: number): [string, number] {
  let s = seed;
  let v: number;
  [v, s] = next(s);
  const n = Math.floor(v * 2000);
  let text = '';
  for (let i = 0; i < n; i++) {
    [v, s] = next(s);
    // Mostly JSON-like ASCII (long repeats grow the code width), sometimes any UTF-16 unit.
    text += v >= wide ? '{}[]":,abc 0123ééAlice'.charAt(Math.floor(((v - wide) / (1 - wide)) * 24)) : String.fromCharCode(Math.floor((v / wide) * 65535));
  }
  return [text, s];
}

describe('compressToEncodedURIComponent', () => {
  it("writes what lz-string writes, character for character (links made before must still open)", () => {
    let s = 3;
    for (let i = 0; i < 400; i++) {
      let text: string;
      [text, s] = randomText(s, i % 4 === 0 ? 0.5 : 0.02);
      expect(compressToEncodedURIComponent(text)).toBe(LZString.compressToEncodedURIComponent(text));
    }
  });

  it('writes the edge cases as lz-string does: nothing, one character, a lone surrogate, "__proto__"', () => {
    for (const text of ['', 'a', 'aa', 'é', '\u{1F600}', '\uD800', '__proto__', 'constructor', 'toString'.repeat(30), JSON.stringify({ a: 'x'.repeat(5000) })]) {
      expect(compressToEncodedURIComponent(text)).toBe(LZString.compressToEncodedURIComponent(text));
    }
  });

  it('writes a text that repeats "__proto__" as lz-string does (its dictionary can\'t hold that phrase)', () => {
    for (let n = 1; n < 60; n++) {
      const text = '__proto__'.repeat(n) + '{"__proto__":1}'.repeat(n % 11);
      expect(compressToEncodedURIComponent(text)).toBe(LZString.compressToEncodedURIComponent(text));
      expect(decompressBounded(compressToEncodedURIComponent(text), 1e6)).toEqual({ text });
    }
  });

  it('is read back by the bounded decompressor', () => {
    const text = JSON.stringify({ name: 'a game', players: ['Alice', 'Bob'], actions: [1, 2, 3], note: 'naïve ✓' });
    expect(decompressBounded(compressToEncodedURIComponent(text), 1e6)).toEqual({ text });
  });
});
