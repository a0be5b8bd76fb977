// The engine never evaluates code from a scenario (issue 7, "Safe rendering"): no eval, no
// Function constructor, no string given to a timer, anywhere in the engine, the scenario loader
// or the card definitions. A scenario is data, read by parse.ts field by field.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIRS = ['src/engine', 'src/scenario', 'src/cards'];

/** What would turn a string into running code. */
const CODE_FROM_TEXT: [string, RegExp][] = [
  ['eval(', /(?<![\w$])eval\s*\(/],
  ['new Function', /\bnew\s+Function\b/],
  ['Function(', /(?<![\w$.])Function\s*\(/],
  ['a string given to setTimeout or setInterval', /\bset(?:Timeout|Interval)\s*\(\s*['"`]/],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.(test|bench)\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

function offences(text: string): string[] {
  return CODE_FROM_TEXT.filter(([, re]) => re.test(text)).map(([what]) => what);
}

describe('no code is evaluated from a scenario', () => {
  it('the patterns find what they look for, and not look-alikes', () => {
    expect(offences('const x = eval(text);')).toEqual(['eval(']);
    expect(offences('const f = new Function("a", body);')).toContain('new Function');
    expect(offences('const f = Function("return 1");')).toEqual(['Function(']);
    expect(offences("setTimeout('alert(1)', 0)")).toEqual(['a string given to setTimeout or setInterval']);
    expect(offences('retrieval(x); myFunction(y); o.Function(z); setTimeout(() => 1, 0); evaluate(s)')).toEqual([]);
  });

  const files = DIRS.flatMap(sources);
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  for (const file of files) {
    it(`${file} evaluates no code`, () => {
      expect(offences(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
