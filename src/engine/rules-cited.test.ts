// Every rule number the engine cites must have its text in src/rules, so the UI can show it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../rules';

const RULE = /'(\d{3}\.\d+[a-z]?)'/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

describe('rule citations', () => {
  const cited = new Map<string, string>();
  for (const file of sources(join(__dirname))) {
    for (const m of readFileSync(file, 'utf8').matchAll(RULE)) cited.set(m[1], file);
  }

  it('finds the citations', () => {
    expect(cited.size).toBeGreaterThan(30);
  });

  for (const [rule, file] of cited) {
    it(`${rule} (cited in ${file.split('src/')[1]}) has its text`, () => {
      expect(ruleText(rule), `no text for ${rule}`).toBeTruthy();
    });
  }
});
