// Searches of several zones (701.23a): "You may search your library and/or graveyard for a card
// named Ajani, Valiant Protector, reveal it, and put it into your hand.", "Search your graveyard,
// hand, and/or library for a card named Scion of Darkness and put it onto the battlefield.", each
// followed by "If you search your library this way, shuffle." (701.24a): the shuffle happens only
// when the library was one of the zones searched.
import type { EffectNode } from '../tree';
import { searchQuality, type SearchQuality } from './searchQuality';
import { alt, lit, map, re, template, type Parser } from './primitives';

type Zone = 'library' | 'graveyard' | 'hand';
const zone = map(re(/(library|graveyard|hand)(?![\w-])/), (m) => m[1] as Zone);
/** "your library and/or graveyard", "your graveyard, hand, and/or library": two or three zones, the player's own. */
const zones: Parser<Zone[]> = alt(
  map(template`your ${zone}, ${zone}, and/or ${zone}`, ([a, b, c]) => [a, b, c]),
  map(template`your ${zone} and/or ${zone}`, ([a, b]) => [a, b]),
);
/** "a card named Sunlit Hoplite": a card of another name than the source's (201.4b); the name runs to what is done with it. */
const named = map(re(/a card named ([^.]+?)(?=, reveal it| and put it)/), (m) => ({ cardName: m[1] }));
/** "a Rune card", "a Shrine card": an enchantment type (205.3h) searchQuality doesn't read. */
const enchantmentType = map(re(/an? (Background|Cartouche|Case|Class|Curse|Role|Room|Rune|Saga|Shard|Shrine) card/), (m) => ({ subtypes: [m[1]] }));
type Kind = SearchQuality & { cardName?: string };
const kind = alt<Kind>(named, searchQuality, enchantmentType);

const search = (k: Kind, from: Zone[], to: 'hand' | 'battlefield', reveal: boolean, span: { start: number; end: number }): EffectNode | null => {
  if (!from.includes('library') || new Set(from).size !== from.length || k.named || k.count) return null;
  return {
    kind: 'search',
    span,
    count: 1,
    supertypes: [],
    types: k.types ?? [],
    subtypes: k.subtypes ?? [],
    anyCard: false,
    to,
    tapped: false,
    reveal,
    ...(k.permanent ? { permanent: true } : {}),
    ...(k.manaValueAtMost !== undefined ? { manaValueAtMost: k.manaValueAtMost } : {}),
    ...(k.cardName ? { cardName: k.cardName } : {}),
    alsoFrom: from.filter((z): z is 'graveyard' | 'hand' => z !== 'library'),
  };
};

const orNull = (p: Parser<EffectNode | null>): Parser<EffectNode> => (text, at) => {
  const r = p(text, at);
  return r && r.value ? { value: r.value, end: r.end } : null;
};

export const searchZones: Parser<EffectNode> = alt<EffectNode>(
  orNull(map(template`Search ${zones} for ${kind}, reveal it, and put it into your hand.`, ([from, k], span) => search(k, from, 'hand', true, span))),
  orNull(map(template`Search ${zones} for ${kind} and put it into your hand.`, ([from, k], span) => search(k, from, 'hand', false, span))),
  orNull(map(template`Search ${zones} for ${kind} and put it onto the battlefield.`, ([from, k], span) => search(k, from, 'battlefield', false, span))),
  // 701.24a: read with the search before it (lowerEffect's effectsOf).
  map(lit('If you search your library this way, shuffle.'), (_, span): EffectNode => ({ kind: 'shuffleIfSearched', span })),
);
