// "When ~ dies, return it to its owner's hand." (Endless Cockroaches), "When enchanted creature dies,
// return that card to its owner's hand." (Demonic Vigor), "When ~ dies, put it on top of its owner's
// library." (Dark Revenant): the card the event put into the graveyard, a new object there (400.7,
// 603.6c, 603.10a); after a combat event ("When ~ blocks"), the permanent itself (lowerZoneMoves.ts).
import type { EffectNode } from '../tree';
import { alt, lit, map } from './primitives';

export const returnEventCard = alt<EffectNode>(
  map(alt(lit("Return it to its owner's hand."), lit("Return that card to its owner's hand.")), (w, span): EffectNode => ({ kind: 'returnEventCard', span, to: 'hand', that: w.startsWith('Return that') })),
  map(lit("Put it on top of its owner's library."), (_, span): EffectNode => ({ kind: 'returnEventCard', span, to: 'library', that: false })),
);
