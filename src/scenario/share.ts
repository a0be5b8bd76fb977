// Share links: the scenario document of a game (its start and its actions), compressed into the
// address's hash. Opening one replays the game; a damaged link is a ScenarioError.
import { compressToEncodedURIComponent, decompressFromEncodedURIComponent } from 'lz-string';
import { ScenarioError } from './errors';
import { parseScenarioText } from './parse';
import type { Scenario } from './types';

const KEY = 'game=';
/** Far beyond any real game; a link that decompresses to more is refused rather than parsed. */
const MAX_TEXT = 5 * 1024 * 1024;

export function shareHash(doc: unknown): string {
  return `#${KEY}${compressToEncodedURIComponent(JSON.stringify(doc))}`;
}

/** The scenario a hash carries, or null for a hash that carries none. */
export function scenarioFromHash(hash: string): Scenario | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(KEY)) return null;
  const packed = h.slice(KEY.length);
  if (packed.length > MAX_TEXT) throw new ScenarioError('link', 'is too long to be a game');
  let text: string | null = null;
  try {
    text = decompressFromEncodedURIComponent(packed);
  } catch {
    text = null;
  }
  if (!text) throw new ScenarioError('link', 'is damaged: it holds no game (was it cut short when copied?)');
  if (text.length > MAX_TEXT) throw new ScenarioError('link', 'holds more than a game can be');
  return parseScenarioText(text);
}
