// Command-line options for the fuzz scripts: `--name N`, a whole number, or `--name word`.
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number, not ${process.argv[i + 1]}`);
  return n;
}

/** A command-line word: `--name word`, or the fallback. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = process.argv[i + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`--${name} takes a word`);
  return v;
}
