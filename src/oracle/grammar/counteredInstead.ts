// "Counter target spell. If that spell is countered this way, exile it instead of putting it into its
// owner's graveyard." (Dissipate), "... put it on top of its owner's library instead of into that
// player's graveyard." (Memory Lapse), "... put it into its owner's hand instead of into that
// player's graveyard." (Remand): a replacement of where the countered spell goes (614.1a), read with
// the counter before it (lowerZoneMoves.ts).
import type { EffectNode } from '../tree';
import { alt, lit, map } from './primitives';

const IF = 'If that spell is countered this way, ';

export const counteredInstead = alt<EffectNode>(
  map(lit(`${IF}exile it instead of putting it into its owner's graveyard.`), (_, span): EffectNode => ({ kind: 'counteredInstead', span, to: 'exile' })),
  map(lit(`${IF}put it on top of its owner's library instead of into that player's graveyard.`), (_, span): EffectNode => ({ kind: 'counteredInstead', span, to: 'library' })),
  map(lit(`${IF}put it into its owner's hand instead of into that player's graveyard.`), (_, span): EffectNode => ({ kind: 'counteredInstead', span, to: 'hand' })),
);
