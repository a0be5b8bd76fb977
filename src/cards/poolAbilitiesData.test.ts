import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { CARDS, POOL_ENTRIES } from './index';
import { OVERRIDES } from './overrides';
import { poolAbilitiesData } from './poolAbilitiesData';

describe('the pool abilities the production build precompiles', () => {
  const data = poolAbilitiesData();

  it('has every pool card the compiler reads, and no other', () => {
    expect(Object.keys(data).sort()).toEqual(POOL_ENTRIES.map((c) => c.name).filter((n) => !Object.hasOwn(OVERRIDES, n)).sort());
  });

  it('survives JSON exactly: the page gets the very abilities the compiler wrote', () => {
    // toStrictEqual: a field set to undefined, a class instance or a function would be lost in JSON.
    expect(JSON.parse(JSON.stringify(data))).toStrictEqual(data);
  });

  it("is what Node's pool compiles on demand", () => {
    for (const [name, abilities] of Object.entries(data)) expect(CARDS[name].abilities, name).toStrictEqual(abilities);
  });

  it('is what scripts/pool-abilities.ts prints for the build', () => {
    const printed = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/pool-abilities.ts'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    expect(JSON.parse(printed)).toStrictEqual(data);
  }, 120_000);
});
