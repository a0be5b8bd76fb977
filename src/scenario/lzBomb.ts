// A compression bomb in lz-string's URI-safe encoding, for the tests of share links: one literal
// "a", then codes that each name the entry about to be made (w + w's first character), so the k-th
// code spells k + 1 characters and `codes` codes spell about codes² / 2 in all.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

export function lzBomb(codes: number): string {
  const out: number[] = [];
  let bit = 0;
  const write = (value: number, n: number) => {
    for (let i = 0; i < n; i++, bit++) {
      if (bit % 6 === 0) out.push(0);
      if (value & (1 << i)) out[out.length - 1] |= 32 >> bit % 6;
    }
  };
  write(0, 2);
  write(97, 8);
  let size = 4;
  let enlargeIn = 4;
  let numBits = 3;
  for (let k = 0; k < codes; k++) {
    write(size++, numBits);
    if (--enlargeIn === 0) enlargeIn = 2 ** numBits++;
  }
  write(2, numBits);
  return out.map((v) => ALPHABET[v]).join('');
}
