// Keyword abilities (702): a line of keywords separated by commas (or semicolons) is one ability per
// keyword (113 via SCENARIO.md's REF#N). A keyword may carry a parameter: a cost ("Equip {2}",
// "Cycling {2}"), a number ("Annihilator 2"), a quality ("Protection from red", "Enchant creature").
import type { CardType, Color, ProtectionQuality } from '../../engine/state/card';

/** Keyword abilities of 702 as Oracle text writes them, lowercased. */
export const KEYWORDS = [
  'deathtouch', 'defender', 'double strike', 'enchant', 'equip', 'first strike', 'flash', 'flying', 'haste', 'hexproof', 'indestructible',
  'intimidate', 'landwalk', 'lifelink', 'protection', 'reach', 'shroud', 'trample', 'vigilance', 'ward', 'banding', 'rampage', 'cumulative upkeep',
  'flanking', 'phasing', 'buyback', 'shadow', 'cycling', 'echo', 'horsemanship', 'fading', 'kicker', 'flashback', 'madness', 'fear', 'morph',
  'amplify', 'provoke', 'storm', 'affinity', 'entwine', 'modular', 'sunburst', 'bushido', 'soulshift', 'splice', 'offering', 'ninjutsu',
  'epic', 'convoke', 'dredge', 'transmute', 'bloodthirst', 'haunt', 'replicate', 'forecast', 'graft', 'recover', 'ripple', 'split second',
  'suspend', 'vanishing', 'absorb', 'aura swap', 'delve', 'fortify', 'frenzy', 'gravestorm', 'poisonous', 'transfigure', 'champion',
  'changeling', 'evoke', 'hideaway', 'prowl', 'reinforce', 'conspire', 'persist', 'wither', 'retrace', 'devour', 'exalted', 'unearth',
  'cascade', 'annihilator', 'level up', 'rebound', 'totem armor', 'infect', 'battle cry', 'living weapon', 'undying', 'miracle', 'soulbond',
  'overload', 'scavenge', 'unleash', 'cipher', 'evolve', 'extort', 'fuse', 'bestow', 'tribute', 'dethrone', 'hidden agenda', 'outlast',
  'prowess', 'dash', 'exploit', 'menace', 'renown', 'awaken', 'devoid', 'ingest', 'myriad', 'surge', 'skulk', 'emerge', 'escalate', 'melee',
  'crew', 'fabricate', 'partner', 'undaunted', 'improvise', 'aftermath', 'embalm', 'eternalize', 'afflict', 'ascend', 'assist',
  'jump-start', 'mentor', 'afterlife', 'riot', 'spectacle', 'escape', 'companion', 'mutate', 'encore', 'boast', 'foretell', 'demonstrate',
  'daybound', 'nightbound', 'disturb', 'decayed', 'cleave', 'training', 'compleated', 'reconfigure', 'blitz', 'casualty', 'enlist',
  'read ahead', 'squad', 'more than meets the eye', 'ravenous', 'for mirrodin!', 'backup', 'bargain', 'toxic', 'umbra armor', 'megamorph',
  'plainswalker', 'islandwalk', 'swampwalk', 'mountainwalk', 'forestwalk', 'nonbasic landwalk', 'desertwalk', 'legendary landwalk', 'snow forestwalk',
  'snow swampwalk', 'snow islandwalk', 'snow plainswalk', 'snow mountainwalk', 'plainswalk', 'partner with', 'friends forever', 'hexproof from',
  'sunburst', 'multikicker', 'typecycling', 'landcycling', 'basic landcycling', 'plainscycling', 'islandcycling', 'swampcycling', 'mountaincycling',
  'forestcycling', 'wizardcycling', 'slivercycling', 'double team', 'prototype', 'living metal', 'gift',
].sort((a, b) => b.length - a.length);

export type KeywordRead = { keyword: string; parameter?: string; start: number; end: number };

/** How a keyword's parameter may continue: a cost, a number, "from ...", a noun phrase, a dash and a cost. */
const PARAMETER = /^(?: ?(?:\{[^}]+\})+| \d+| X| N|—.+| from .+| with .+| [a-z][\w' -]*(?: \{[^}]+\})*| \d+—.+| X—(?:\{[^}]+\})+| (?:\{[^}]+\})+ and .+)$/;

function readOne(piece: string, offset: number): KeywordRead | null {
  const lower = piece.toLowerCase();
  for (const k of KEYWORDS) {
    if (!lower.startsWith(k)) continue;
    const rest = piece.slice(k.length);
    if (rest === '' || PARAMETER.test(rest)) return { keyword: k, parameter: rest.trim() || undefined, start: offset, end: offset + piece.length };
  }
  return null;
}

/**
 * The keywords of a paragraph `text[start, end)`, or null when it is not a keyword line.
 * A line of several is split on ", " and "; " only when every piece is a keyword on its own.
 */
export function readKeywordLine(text: string, start: number, end: number): KeywordRead[] | null {
  const line = text.slice(start, end);
  if (/\.$/.test(line) && !/—/.test(line)) return null;
  const whole = readOne(line, start);
  const reads: KeywordRead[] = [];
  let at = 0;
  for (const piece of line.split(/(?:, |; )/)) {
    const r = readOne(piece, start + at);
    if (!r) return whole ? [whole] : null;
    reads.push(r);
    at += piece.length + 2;
  }
  return reads.length > 1 || !whole ? reads : [whole];
}

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const ALL_COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];
/** Card types as a protection names them, in the plural (702.16a: the quality applies to sources of that type). */
const TYPES: Record<string, CardType> = {
  artifacts: 'Artifact', creatures: 'Creature', enchantments: 'Enchantment', instants: 'Instant', lands: 'Land', planeswalkers: 'Planeswalker', sorceries: 'Sorcery',
};

/**
 * A subtype in the plural ("Goblins", "Zombies", "Elves", "Werewolves"): its singular when the plural
 * is one of the regular forms ("-s"; "-ves" from "-f"). A plural in "-ses", "-xes", "-zes", "-ches"
 * or "-shes" ("Sphinxes") isn't read rather than guessed.
 */
export function singularSubtype(word: string): string | null {
  if (!/^[A-Z][a-z]+s$/.test(word) || /(?:s|x|z|ch|sh)es$/.test(word)) return null;
  return /ves$/.test(word) ? `${word.slice(0, -3)}f` : word.slice(0, -1);
}

/** One quality of "protection from [quality]" (702.16a), or null when it isn't one the engine compares. */
function quality(words: string): ProtectionQuality | null {
  if (Object.hasOwn(COLORS, words)) return { colors: [COLORS[words]] };
  if (words === 'all colors' || words === 'each color') return { colors: [...ALL_COLORS] }; // 702.16h
  if (words === 'multicolored') return { multicolored: true };
  if (words === 'monocolored') return { monocolored: true };
  if (words === 'everything') return { everything: true }; // 702.16j
  if (Object.hasOwn(TYPES, words)) return { types: [TYPES[words]] };
  const subtype = singularSubtype(words);
  return subtype ? { subtypes: [subtype] } : null;
}

/**
 * "from red", "from white and from blue", "from Vampires, from Werewolves, and from Zombies": every
 * quality, in one ProtectionQuality an object has when it has any of them. 702.16g makes "from A and
 * from B" two protection abilities; for everything protection does (702.16b-f) two abilities and one
 * that protects from either quality are the same. Null when any quality isn't read.
 */
export function protectionQualities(parameter: string): ProtectionQuality | null {
  if (!parameter.startsWith('from ')) return null;
  const reads = parameter.slice(5).split(/, and from |, from | and from /).map(quality);
  if (reads.some((q) => q === null)) return null;
  const out: ProtectionQuality = {};
  for (const q of reads as ProtectionQuality[]) {
    if (q.colors) out.colors = [...new Set([...(out.colors ?? []), ...q.colors])];
    if (q.types) out.types = [...(out.types ?? []), ...q.types];
    if (q.subtypes) out.subtypes = [...(out.subtypes ?? []), ...q.subtypes];
    if (q.multicolored) out.multicolored = true;
    if (q.monocolored) out.monocolored = true;
    if (q.everything) out.everything = true;
  }
  return out;
}
