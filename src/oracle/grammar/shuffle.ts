// Shuffling (701.24a): "Target player shuffles their graveyard into their library." (Reminisce),
// "Shuffle your graveyard into your library.", "Target player shuffles their library.", "You may
// shuffle." (Ponder); and a search whose card goes on top after the shuffle ("Search your library
// for a card, then shuffle and put that card on top.", Vampiric Tutor, 701.23a).
import type { CardType } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { EffectNode } from '../tree';
import { alt, lit, map, opt, template, where, type Parser } from './primitives';
import { target } from './target';
import { searchQuality } from './searchQuality';

const player = where(target, (t) => t.players !== undefined && !t.permanents && !t.spells);

export const shuffles: Parser<EffectNode> = alt<EffectNode>(
  map(template`${player} shuffles their graveyard into their library.`, ([who], span): EffectNode => ({ kind: 'shuffle', span, who, graveyard: true })),
  map(lit('Shuffle your graveyard into your library.'), (_, span): EffectNode => ({ kind: 'shuffle', span, graveyard: true })),
  map(template`${player} shuffles their library.`, ([who], span): EffectNode => ({ kind: 'shuffle', span, who })),
  map(alt(lit('Shuffle your library.'), lit('Shuffle.')), (_, span): EffectNode => ({ kind: 'shuffle', span })),
  // "Shuffle ~ into its owner's library." (Beacon of Destruction: the resolving spell itself, 608.2m), "~'s owner shuffles it into their library." (Blitz Hellion)
  map(alt(lit(`Shuffle ${SELF} into its owner's library.`), lit(`${SELF}'s owner shuffles it into their library.`)), (_, span): EffectNode => ({ kind: 'shuffle', span, self: true })),
);

/** "a card", "a basic land card", "a creature card", "a Goblin card": what a tutor finds (701.23b, 701.23d). */
type Found = { anyCard: boolean; types: CardType[]; subtypes: string[]; supertypes: string[]; permanent?: true; manaValueAtMost?: number };
const found = alt<Found>(
  map(lit('a card'), (): Found => ({ anyCard: true, types: [], subtypes: [], supertypes: [] })),
  map(lit('a basic land card'), (): Found => ({ anyCard: false, types: ['Land'], subtypes: [], supertypes: ['Basic'] })),
  map(where(searchQuality, (q) => q.count === undefined && !q.named), (q): Found => ({ anyCard: false, types: q.types ?? [], subtypes: q.subtypes ?? [], supertypes: [] as string[], ...(q.permanent ? { permanent: true as const } : {}), ...(q.manaValueAtMost !== undefined ? { manaValueAtMost: q.manaValueAtMost } : {}) })),
);
const it = alt(lit('it'), lit('that card'));

/** "Search your library for a card, (reveal it,) then shuffle and put that card on top." (701.23a, 701.24a) */
export const searchToTop: Parser<EffectNode> = map(
  template`Search your library for ${found}, ${opt(template`reveal ${it}, `)}then shuffle and put ${alt(lit('that card'), lit('the card'))} on top.`,
  ([k, reveal], span): EffectNode => ({ kind: 'search', span, count: 1, ...k, to: 'top', tapped: false, reveal: reveal !== undefined }),
);
