// "Put target card from a graveyard on the bottom of its owner's library." (Cogwork Archivist),
// "Put target card from your graveyard on the bottom of your library." (Epitaph Golem): the card
// targeted moved to the bottom of its owner's library (401.1, 400.3).
import type { EffectNode } from '../tree';
import { alt, lit, map, template } from './primitives';
import { target } from './target';

export const libraryBottom = map(
  template`Put ${target} on the bottom of ${alt(lit("its owner's"), lit('your'))} library.`,
  ([what, whose], span): EffectNode => ({ kind: 'putOnLibrary', span, what, bottom: true, ...(whose === 'your' ? { yourLibrary: true } : {}) }),
);
