// Malformed scenarios, made from the project's own by seeded mutation: each must be refused with a
// ScenarioError or load and run; nothing else may be thrown, and nothing may hang.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { next } from '../engine/state/rng';
import { ScenarioError } from './errors';
import { parseScenarioText } from './parse';
import { runScenario } from './run';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

const SOURCES = files('public/scenarios').map((f) => readFileSync(f, 'utf8'));
const HUGE = 'x'.repeat(10 * 1024 * 1024);

/** A seeded stream of choices (mulberry32, as the engine's). */
function rand(seed: number) {
  let s = seed;
  return (n: number) => {
    const [v, s2] = next(s);
    s = s2;
    return Math.floor(v * n);
  };
}

const ODD: unknown[] = [null, true, 0, -1, 1e308, -1e308, 4294967296, 1.5, '', 'Ben', 'stack:99', 'Nope Card', [], {}, [[[[]]]], { do: 'pass' }, '{R}{Q}', NaN];

/** JSON nested n lists deep, written as text (JSON.stringify itself would overflow). */
const deep = (n: number) => `${'['.repeat(n)}1${']'.repeat(n)}`;

/** Replace one value somewhere in the document with something odd. */
function mutate(doc: unknown, pick: (n: number) => number): unknown {
  if (Array.isArray(doc)) {
    if (doc.length === 0 || pick(4) === 0) return ODD[pick(ODD.length)];
    const copy = doc.slice();
    const i = pick(copy.length);
    copy[i] = mutate(copy[i], pick);
    return copy;
  }
  if (doc && typeof doc === 'object') {
    const keys = Object.keys(doc);
    if (keys.length === 0 || pick(5) === 0) return ODD[pick(ODD.length)];
    const copy: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
    const k = keys[pick(keys.length)];
    const what = pick(10);
    if (what === 0) delete copy[k];
    else if (what === 1) copy[`${k}_extra`] = 1;
    else copy[k] = mutate(copy[k], pick);
    return copy;
  }
  return ODD[pick(ODD.length)];
}

function malformed(i: number): string {
  const pick = rand(i + 1);
  const source = SOURCES[pick(SOURCES.length)];
  // The costly shapes (a 10 MB string, very deep nesting) come once in a hundred.
  switch (i % 100 < 4 ? i % 100 : 4 + (i % 2)) {
    case 0:
      return source.slice(0, pick(source.length));
    case 1:
      return JSON.stringify({ ...JSON.parse(source), name: HUGE });
    case 2:
      return JSON.stringify({ ...JSON.parse(source), actions: [{ do: 'choose', answer: 0 }] }).replace('"answer":0', `"answer":${deep(5000)}`);
    case 3:
      return deep(200_000);
    case 4:
      return source.slice(0, pick(source.length));
    default:
      return JSON.stringify(mutate(JSON.parse(source), pick));
  }
}

describe('malformed scenarios', () => {
  it('10,000 inputs: a ScenarioError or a game, never anything else', () => {
    let refused = 0;
    let loaded = 0;
    for (let i = 0; i < 10_000; i++) {
      const text = malformed(i);
      try {
        const sc = parseScenarioText(text);
        // Running may fail the scenario (an expectation), but must not throw.
        runScenario(sc);
        loaded++;
      } catch (e) {
        if (!(e instanceof ScenarioError)) throw new Error(`input ${i} threw ${(e as Error).stack}`);
        refused++;
      }
    }
    expect(refused + loaded).toBe(10_000);
    expect(refused).toBeGreaterThan(1000);
  }, 120_000);
});
