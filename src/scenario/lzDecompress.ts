// Reading a share link's hash: lz-string's URI-safe encoding (what `compressToEncodedURIComponent`
// writes), decompressed with a bound on its output. lz-string's own decompressor builds the whole
// text before returning it, and an LZW stream can ask for a dictionary entry one character longer
// than the last at every code: about 25,000 codes (a 70 KB link) spell out 300M characters, enough
// to exhaust a tab's memory before any check on the result could run. Here the output is counted
// as it grows, and decompression stops as soon as it passes the limit.

export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((ch, i) => [ch, i]));

/** Why a link's text can't be read: damaged (not lz-string's encoding) or too long once decompressed. */
export type Unpacked = { text: string } | { damaged: true } | { tooLong: true };

/** The text packed in `packed`, or why not; never builds more than `limit` characters. */
export function decompressBounded(packed: string, limit: number): Unpacked {
  // A '+' may arrive as a space when a link passes through a form or a mail client.
  const input = packed.replace(/ /g, '+');
  if (!input) return { damaged: true };
  const bits = bitReader(input);
  if (!bits) return { damaged: true };
  const dictionary: string[] = ['', '', ''];
  let enlargeIn = 4;
  let numBits = 3;
  const first = literal(bits, bits.read(2));
  // An empty text is no game either: a stream that ends at once is damaged.
  if (first === null) return { damaged: true };
  dictionary[3] = first;
  let w = first;
  const result = [first];
  let length = first.length;
  for (;;) {
    if (bits.ended()) return { damaged: true };
    let c = bits.read(numBits);
    if (c === 2) return { text: result.join('') };
    if (c === 0 || c === 1) {
      dictionary.push(literal(bits, c)!);
      c = dictionary.length - 1;
      if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
    }
    let entry: string;
    if (c < dictionary.length && c > 2) entry = dictionary[c];
    else if (c === dictionary.length) entry = w + w.charAt(0);
    else return { damaged: true };
    length += entry.length;
    if (length > limit) return { tooLong: true };
    result.push(entry);
    dictionary.push(w + entry.charAt(0));
    w = entry;
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  }
}

/** A literal character: code 0 is an 8-bit one, 1 a 16-bit one; 2 ends the stream (null). */
function literal(bits: BitReader, code: number): string | null {
  if (code === 2) return null;
  return String.fromCharCode(bits.read(code === 0 ? 8 : 16));
}

type BitReader = { read(n: number): number; ended(): boolean };

/** Six bits per character, most significant first, read least significant bit first into each value. */
function bitReader(input: string): BitReader | null {
  const values = new Uint8Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const v = VALUE.get(input[i]);
    if (v === undefined) return null;
    values[i] = v;
  }
  let index = 0;
  let position = 32;
  return {
    read(n) {
      let out = 0;
      for (let power = 0; power < n; power++) {
        // Past the end, lz-string reads zeros; `ended` lets the caller refuse a stream cut short.
        if ((values[index] ?? 0) & position) out |= 1 << power;
        position >>= 1;
        if (position === 0) {
          position = 32;
          index++;
        }
      }
      return out;
    },
    ended: () => index >= input.length,
  };
}
