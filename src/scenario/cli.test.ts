import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const base = { format: 1, players: [{ name: 'Ann', manaPool: '{R}' }, { name: 'Ben' }] };

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/scenario/cli.ts', ...args], { encoding: 'utf8' });
  return { code: r.status, lines: r.stdout.trim().split('\n'), stderr: r.stderr };
}

describe('npm run scenario', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'a-pass.json'), JSON.stringify({ ...base, name: 'passes', expect: { manaPool: { Ann: '{R}' } } }));
  writeFileSync(join(dir, 'sub', 'b-fail.json'), JSON.stringify({ ...base, name: 'fails', expect: { life: { Ben: 3 } } }));
  writeFileSync(join(dir, 'c-invalid.json'), JSON.stringify({ ...base, name: 'bad', players: [{ name: 'Ann' }] }));

  it('prints PASS, FAIL and INVALID lines in path order and exits 2 when a file is invalid', () => {
    const r = cli(dir);
    expect(r.lines.slice(0, 3)).toEqual([
      'PASS passes',
      `INVALID ${join(dir, 'c-invalid.json')}: players: needs 2 to 4 players, not 1`,
      'FAIL fails: life of Ben: expected 3, got 20 (at final expect)',
    ]);
    expect(r.code).toBe(2);
  }, 20_000);

  it('exits 1 when a scenario fails and 0 when all pass; --log prints the log with rules', () => {
    expect(cli(join(dir, 'sub')).code).toBe(1);
    const ok = cli(join(dir, 'a-pass.json'), '--log');
    expect(ok.code).toBe(0);
    expect(ok.lines[0]).toBe('PASS passes');
  }, 20_000);

  it('prints the derivation of an object whose characteristic differed (613)', () => {
    const file = join(dir, 'pt.json');
    writeFileSync(file, JSON.stringify({ format: 2, name: 'bears', players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears', counters: { '+1/+1': 2 } }] }, { name: 'Ben' }], expect: { objects: { bears: { power: 2 } } } }));
    const r = cli(file, '--log');
    expect(r.lines.slice(0, 2)).toEqual(['FAIL bears: bears.power: expected 2, got 4 (at final expect)', '  Derivation of Grizzly Bears (bears), in layer order (613):']);
    expect(r.lines).toContain('        2 +1/+1 counters on it: 2 → 4');
    expect(r.code).toBe(1);
  }, 20_000);
});
