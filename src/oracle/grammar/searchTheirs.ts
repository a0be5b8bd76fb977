// Searches of another player's library (701.23a): "Search target player's library for a card and
// exile it.", "Search target opponent's library for a creature card and put that card onto the
// battlefield under your control.", "... for up to three creature cards and put them into their
// graveyard.", each followed by "Then that player shuffles." (701.24a): the searched library's owner shuffles.
import type { CardType } from '../../engine/state/card';
import type { EffectNode, TargetNode } from '../tree';
import { number } from './quantity';
import { searchQuality, type SearchQuality } from './searchQuality';
import { target } from './target';
import { alt, lit, map, re, template, where, type Parser } from './primitives';

type Kind = SearchQuality & { anyCard?: true };
const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', instant: 'Instant', sorcery: 'Sorcery', land: 'Land' };
const fixed = where(number, (n) => typeof n.value === 'number');
/** "a card", "three cards" (701.23d: as many as it can), "up to seven cards", "up to three creature cards" (701.23b: any number up to). */
const kind: Parser<Kind> = alt<Kind>(
  map(lit('a card'), (): Kind => ({ count: 1, anyCard: true })),
  map(template`up to ${fixed} ${re(/(?:(creature|artifact|enchantment|instant|sorcery|land) )?cards/)}`, ([n, m]): Kind => ({ count: n.value as number, ...(m[1] ? { types: [TYPES[m[1]]] } : {}) })),
  map(template`${fixed} cards`, ([n]): Kind => ({ count: n.value as number, anyCard: true })),
  searchQuality,
);
const it = alt(lit('it'), lit('them'), lit('that card'));

type To = 'exile' | 'battlefield' | 'graveyard';
const put = alt<To>(
  map(template` and exile ${it}`, (): To => 'exile'),
  map(template` and put ${it} onto the battlefield under your control`, (): To => 'battlefield'),
  map(template` and put ${it} into their graveyard`, (): To => 'graveyard'),
);

const search = (whose: TargetNode, k: Kind, to: To, span: { start: number; end: number }): EffectNode => ({
  kind: 'search',
  span,
  count: k.count ?? 1,
  supertypes: [],
  types: k.types ?? [],
  subtypes: k.subtypes ?? [],
  anyCard: k.anyCard ?? false,
  to,
  tapped: false,
  reveal: false,
  ...(k.permanent ? { permanent: true } : {}),
  ...(k.manaValueAtMost !== undefined ? { manaValueAtMost: k.manaValueAtMost } : {}),
  whose,
});

export const searchTheirs: Parser<EffectNode> = alt<EffectNode>(
  map(template`Search ${target}'s library for ${kind}${put}.`, ([whose, k, to], span) => search(whose, k, to, span)),
  // 701.24a: read with the search before it (lowerEffect's effectsOf).
  map(lit('Then that player shuffles.'), (_, span): EffectNode => ({ kind: 'shuffleIfSearched', span, theirs: true })),
);
