// Command-line numbers for the fuzz scripts: `--name N`, a whole number, or the fallback.
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number, not ${process.argv[i + 1]}`);
  return n;
}
