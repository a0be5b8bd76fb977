// Share links: the scenario document of a game (its start and its actions), compressed into the
// address's hash. Opening one replays the game; a damaged link is a ScenarioError. A link is read
// with bounds on both ends (README, "Reliability"): one longer than MAX_LINK is refused before it
// is decompressed, and decompression stops as soon as the text passes MAX_TEXT, so a link crafted
// to expand without end (a compression bomb) costs at most MAX_TEXT characters of work.
import { ScenarioError } from './errors';
import { compressToEncodedURIComponent } from './lzCompress';
import { decompressBounded } from './lzDecompress';
import { parseScenarioText } from './parse';
import type { Scenario } from './types';

const KEY = 'game=';
/** Characters after "#game=": 1,000 actions make about 17,000 (measured); browsers cap addresses near 2 MB. */
export const MAX_LINK = 1_000_000;
/** Characters of the document a link holds: far beyond any real game. */
export const MAX_TEXT = 5 * 1024 * 1024;

const count = (n: number) => n.toLocaleString('en-US');

export function shareHash(doc: unknown): string {
  return `#${KEY}${compressToEncodedURIComponent(JSON.stringify(doc))}`;
}

/** The scenario a hash carries, or null for a hash that carries none. */
export function scenarioFromHash(hash: string): Scenario | null {
  const h = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!h.startsWith(KEY)) return null;
  const packed = h.slice(KEY.length);
  if (packed.length > MAX_LINK) {
    throw new ScenarioError('link', `is too long to be a game: ${count(packed.length)} characters, and the sandbox opens links of up to ${count(MAX_LINK)}`);
  }
  const unpacked = decompressBounded(packed, MAX_TEXT);
  if ('tooLong' in unpacked) {
    throw new ScenarioError('link', `holds more than a game can be: it unpacks to over ${count(MAX_TEXT)} characters, the sandbox's limit`);
  }
  if ('damaged' in unpacked) throw new ScenarioError('link', 'is damaged: it holds no game (was it cut short when copied?)');
  return parseScenarioText(unpacked.text);
}
