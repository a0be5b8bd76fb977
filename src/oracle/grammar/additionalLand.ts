// Playing additional lands (305.2): "You may play an additional land on each of your
// turns." (Exploration, a static ability), "You may play two additional lands on each of your
// turns." (Azusa), "You may play an additional land this turn." (Explore, an effect),
// "You may play up to three additional lands this turn." (Summer Bloom).
import type { EffectNode, StaticNode } from '../tree';
import { lit, map, re, template, type Parser } from './primitives';
import { target } from './target';

const NUMBER: Record<string, number> = { an: 1, two: 2, three: 3 };

export const additionalLandsEachTurn: Parser<StaticNode> = map(re(/You may play (an|two|three) additional lands? on each of your turns\./), (m, span) => ({
  kind: 'additionalLands',
  span,
  count: NUMBER[m[1]],
}));

/** "up to two additional lands" is the same permission as "two additional lands": each is a may (305.2). */
export const additionalLandsThisTurn: Parser<EffectNode> = map(re(/You may play (?:up to )?(an|two|three) additional lands? this turn\./), (m, span) => ({
  kind: 'additionalLandsThisTurn',
  span,
  count: NUMBER[m[1]],
}));

/** "Target player can't play lands this turn." (Turf Wound): the number of lands they can play this turn is 0 (305.2b). */
export const cantPlayLandsThisTurn: Parser<EffectNode> = map(template`${target} can't play lands this turn.`, ([who], span) => ({ kind: 'cantPlayLandsThisTurn', span, who }));

/** "You may play lands from your graveyard." (Crucible of Worlds): a land card in its owner's graveyard may be played as from the hand (305.1). */
export const playLandsFromGraveyard: Parser<StaticNode> = map(lit('You may play lands from your graveyard.'), (_, span) => ({ kind: 'playLandsFromGraveyard', span }));
