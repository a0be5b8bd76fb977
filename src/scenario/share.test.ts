import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { next } from '../engine/state/rng';
import { ScenarioError } from './errors';
import { exportScenario } from './export';
import { parseScenarioText } from './parse';
import { runScenario } from './run';
import { lzBomb } from './lzBomb';
import { MAX_LINK, scenarioFromHash, shareHash } from './share';

describe('share links', () => {
  const sc = parseScenarioText(readFileSync('public/scenarios/seeds/ascension-02-new-targets.json', 'utf8'));
  const game = runScenario(sc);
  const hash = shareHash(exportScenario(sc, game.actions));

  it('carry the game, which replays to the same end', () => {
    const back = scenarioFromHash(hash)!;
    expect(JSON.stringify(runScenario(back).state.players)).toBe(JSON.stringify(game.state.players));
    expect(hash.length).toBeLessThan(2000);
  });

  it('say when there is no game in the hash', () => {
    expect(scenarioFromHash('')).toBeNull();
    expect(scenarioFromHash('#other')).toBeNull();
  });

  it('refuse a damaged link with a ScenarioError, whatever the damage', () => {
    let s = 99;
    for (let i = 0; i < 2000; i++) {
      const [v, s2] = next(s);
      s = s2;
      const cut = hash.slice(0, Math.floor(v * hash.length));
      const flipped = cut + String.fromCharCode(33 + (i % 90)) + hash.slice(cut.length + 1);
      for (const h of [cut, flipped]) {
        try {
          scenarioFromHash(h);
        } catch (e) {
          expect(e).toBeInstanceOf(ScenarioError);
        }
      }
    }
  }, 60_000);

  it('refuse a link over the size limit before decompressing it', () => {
    const long = `#game=${'A'.repeat(MAX_LINK + 1)}`;
    expect(() => scenarioFromHash(long)).toThrow(/is too long to be a game: 1,000,001 characters, and the sandbox opens links of up to 1,000,000/);
  });

  it('refuse a compression bomb once its text passes the limit, without building the rest', () => {
    // A 70 KB link that spells 392M characters: lz-string alone runs out of memory on it.
    const bomb = `#game=${lzBomb(28_000)}`;
    expect(() => scenarioFromHash(bomb)).toThrow(/holds more than a game can be: it unpacks to over 5,242,880 characters/);
  });
});
