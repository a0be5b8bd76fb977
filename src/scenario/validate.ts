// Small checkers for untrusted JSON: each names the field it rejects and says why.
import { ScenarioError } from './errors';

export type Json = unknown;

export function describeValue(v: Json): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return v.length > 40 ? `the text "${v.slice(0, 40)}…"` : `the text "${v}"`;
  return typeof v === 'object' ? 'an object' : `${typeof v} ${String(v)}`;
}

export function record(v: Json, path: string, allowed: readonly string[]): Record<string, Json> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ScenarioError(path, `must be an object, not ${describeValue(v)}`);
  for (const key of Object.keys(v)) {
    if (!allowed.includes(key)) {
      throw new ScenarioError(path ? `${path}.${key}` : key, `is not a field here; the fields are ${allowed.join(', ')}`);
    }
  }
  return v as Record<string, Json>;
}

/** An object whose keys are free (counters, life by player): values checked by the caller. */
export function map(v: Json, path: string): Record<string, Json> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new ScenarioError(path, `must be an object, not ${describeValue(v)}`);
  return v as Record<string, Json>;
}

export function text(v: Json, path: string, max = 200): string {
  if (typeof v !== 'string') throw new ScenarioError(path, `must be text, not ${describeValue(v)}`);
  if (v.length > max) throw new ScenarioError(path, `is ${v.length} characters long; at most ${max} are allowed`);
  return v;
}

export function int(v: Json, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new ScenarioError(path, `must be a whole number, not ${describeValue(v)}`);
  if (v < min || v > max) throw new ScenarioError(path, `must be from ${min} to ${max}, not ${v}`);
  return v;
}

export function bool(v: Json, path: string): boolean {
  if (typeof v !== 'boolean') throw new ScenarioError(path, `must be true or false, not ${describeValue(v)}`);
  return v;
}

export function list(v: Json, path: string, max = 10_000): Json[] {
  if (!Array.isArray(v)) throw new ScenarioError(path, `must be a list, not ${describeValue(v)}`);
  if (v.length > max) throw new ScenarioError(path, `has ${v.length} entries; at most ${max} are allowed`);
  return v;
}

export function oneOf<T extends string>(v: Json, path: string, options: readonly T[]): T {
  if (typeof v !== 'string' || !options.includes(v as T)) {
    throw new ScenarioError(path, `must be one of ${options.map((o) => `"${o}"`).join(', ')}, not ${describeValue(v)}`);
  }
  return v as T;
}

/** Read an optional field with a checker. */
export function opt<T>(o: Record<string, Json>, key: string, path: string, check: (v: Json, p: string) => T): T | undefined {
  return o[key] === undefined ? undefined : check(o[key], `${path}.${key}`);
}

export function counts(v: Json, path: string, min: number): Record<string, number> {
  const m = map(v, path);
  const out: Record<string, number> = {};
  for (const [k, n] of Object.entries(m)) {
    text(k, `${path}`, 60);
    out[k] = int(n, `${path}.${k}`, min, 1_000_000);
  }
  return out;
}
