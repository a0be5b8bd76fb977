// Playing additional lands (305.2): "You may play an additional land on each of your
// turns." (Exploration, a static ability), "You may play two additional lands on each of your
// turns." (Azusa), "You may play an additional land this turn." (Explore, an effect),
// "You may play up to three additional lands this turn." (Summer Bloom).
import type { EffectNode, StaticNode } from '../tree';
import { map, re, type Parser } from './primitives';

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
