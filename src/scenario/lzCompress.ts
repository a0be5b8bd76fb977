// Writing a share link's hash: lz-string's `compressToEncodedURIComponent`, written out here so
// the page doesn't ship the whole library (its other encodings, its decompressor) for one function.
// The output must stay byte for byte lz-string's: links already made are read by decompressBounded
// (lzDecompress.ts), and lzCompress.test.ts checks this writer against lz-string itself.
import { ALPHABET } from './lzDecompress';

/** `text` packed as lz-string's URI-safe LZW stream (what its compressToEncodedURIComponent writes). */
export function compressToEncodedURIComponent(text: string): string {
  // Each phrase met so far and its code; 0, 1 and 2 are the literal and end-of-stream markers.
  const dictionary = new Map<string, number>();
  let size = 3;
  // Characters given a code but not yet written out as literals.
  const toCreate = new Set<string>();
  const out: string[] = [];
  let value = 0;
  let position = 0;
  let enlargeIn = 2; // the first entry doesn't count
  let numBits = 2;
  /** Writes the low `n` bits of `v`, least significant first, six to a character. */
  const write = (v: number, n: number) => {
    for (let i = 0; i < n; i++) {
      value = (value << 1) | ((v >> i) & 1);
      if (++position === 6) {
        out.push(ALPHABET[value]);
        position = value = 0;
      }
    }
  };
  const countCode = () => {
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  };
  /** The code for phrase `w`, or its literal when it is a character met for the first time. */
  const emit = (w: string) => {
    if (toCreate.has(w)) {
      const code = w.charCodeAt(0);
      const wide = code >= 256;
      write(wide ? 1 : 0, numBits);
      write(code, wide ? 16 : 8);
      countCode();
      toCreate.delete(w);
    } else write(dictionary.get(w)!, numBits);
    countCode();
  };
  let w = '';
  // By UTF-16 code unit, as lz-string reads (charAt), not by code point.
  for (const c of text.split('')) {
    if (!dictionary.has(c)) {
      dictionary.set(c, size++);
      toCreate.add(c);
    }
    const wc = w + c;
    if (dictionary.has(wc)) {
      w = wc;
      continue;
    }
    emit(w);
    // lz-string keeps its phrases as keys of a plain object, where "__proto__" can't be set: that
    // phrase takes its code but is never used. Skipped here too, so the output stays lz-string's.
    if (wc !== '__proto__') dictionary.set(wc, size);
    size++;
    w = c;
  }
  if (w !== '') emit(w);
  write(2, numBits);
  // The last character is filled with zeros on the right (lz-string writes one more, partial or not).
  out.push(ALPHABET[value << (6 - position)]);
  return out.join('');
}
