// "Exile the top card of your library. You may play that card this turn." (impulse draw): the card is
// exiled (406.2) and, with the second sentence, its controller may play it from exile for as long as
// stated (611.2a): cast it (601.3) or, a land, play it (305.1), following the usual timing.
import type { EffectNode } from '../tree';
import { alt, lit, map, type Parser } from './primitives';

export const impulse: Parser<EffectNode> = alt<EffectNode>(
  map(lit('Exile the top card of your library.'), (_, span): EffectNode => ({ kind: 'exileTop', span })),
  // Read with the exile before it (lowerEffect's effectsOf).
  map(alt(lit('You may play that card this turn.'), lit('You may play it this turn.'), lit('Until end of turn, you may play that card.')), (_, span): EffectNode => ({ kind: 'mayPlayExiled', span, until: 'endOfTurn' })),
  map(lit('Until the end of your next turn, you may play that card.'), (_, span): EffectNode => ({ kind: 'mayPlayExiled', span, until: 'endOfYourNextTurn' })),
  map(lit('Until the beginning of your next upkeep, you may play that card.'), (_, span): EffectNode => ({ kind: 'mayPlayExiled', span, until: 'yourNextUpkeep' })),
);
