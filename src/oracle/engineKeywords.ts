// The keyword abilities the engine carries out, as the compiler lowers them (card.ts `Keyword`, 702).
import type { Keyword } from '../engine/state/card';

/**
 * The keywords the engine carries out (card.ts `Keyword`, 702): all of its union, no other; the
 * evasion abilities through declaring blockers' combat/evasion.ts.
 */
export const ENGINE_KEYWORDS: readonly Keyword[] = [
  'haste', 'flying', 'flash', 'reach', 'first strike', 'double strike', 'deathtouch', 'lifelink', 'trample', 'vigilance', 'menace', 'defender',
  'indestructible', 'hexproof', 'shroud', 'protection', 'ward', 'fear', 'intimidate', 'landwalk', 'shadow', 'horsemanship', 'skulk',
  'devoid', 'enchant', 'wither', 'infect', 'split second', 'daybound', 'nightbound', 'umbra armor',
];
/** Keywords that mean nothing without their parameter (702.16a, 702.21a): a token's bare word isn't one. */
export const WITH_PARAMETER: readonly Keyword[] = ['protection', 'ward', 'enchant'];
