// "Reveal the top card of your library and put that card into your hand." (701.20a, Dark
// Confidant): the card revealed, then put into the hand; "its mana value" after it is that card's
// (608.2c, lowerEffect.ts).
import type { EffectNode } from '../tree';
import { lit, map, type Parser } from './primitives';

export const revealTopToHand: Parser<EffectNode> = map(lit('Reveal the top card of your library and put that card into your hand.'), (_, span): EffectNode => ({ kind: 'revealTopToHand', span }));
