// The card an exile just before put there, returned to the battlefield (flicker): "Exile target
// creature you control, then return it to the battlefield under its owner's control." (Ephemerate),
// "Return that card to the battlefield under its owner's control at the beginning of the next end
// step." (Flickerwisp, with its delay, 603.7a). "it", "that card", "those cards", "them" name the
// new objects in exile (400.7, 608.2c); a token exiled has ceased to exist and doesn't return (111.8).
import type { EffectNode } from '../tree';
import { alt, lit, map, opt, template } from './primitives';

const exiled = alt(lit('it'), lit('that card'), lit('those cards'), lit('them'));
const under = alt(
  map(alt(lit(" under its owner's control"), lit(" under their owner's control"), lit(" under their owners' control")), () => 'owner' as const),
  map(lit(' under your control'), () => 'you' as const),
);

export const returnExiled = map(
  template`${alt(lit('Return'), lit('return'))} ${exiled} to the battlefield${opt(lit(' tapped'))}${under}${opt(lit(' tapped'))}.`,
  ([, , before, control, after], span): EffectNode => ({ kind: 'returnExiled', span, tapped: before !== undefined || after !== undefined, control }),
);

/**
 * "return the exiled card to the battlefield under its owner's control.", "Return the exiled cards
 * to the battlefield tapped under their owners' control.", "return the exiled card to its owner's
 * hand.": the cards an ability linked to this one exiled (607.2a, 406.6); lowered with the card's
 * other abilities (linkedExile.ts).
 */
const theExiled = alt(lit('the exiled cards'), lit('the exiled card'));
export const returnLinked = alt<EffectNode>(
  map(
    template`${alt(lit('Return'), lit('return'))} ${theExiled} to the battlefield${opt(lit(' tapped'))}${under}${opt(lit(' tapped'))}.`,
    ([, , before, control, after], span): EffectNode => ({ kind: 'returnLinked', span, to: 'battlefield', tapped: before !== undefined || after !== undefined, control }),
  ),
  map(
    template`${alt(lit('Return'), lit('return'))} ${theExiled} to ${alt(lit("its owner's hand"), lit("their owner's hand"), lit("their owners' hands"))}.`,
    (_, span): EffectNode => ({ kind: 'returnLinked', span, to: 'hand', tapped: false, control: 'owner' }),
  ),
  map(
    template`${alt(lit('Return'), lit('return'))} ${theExiled} to ${alt(lit("its owner's graveyard"), lit("their owner's graveyard"), lit("their owners' graveyards"))}.`,
    (_, span): EffectNode => ({ kind: 'returnLinked', span, to: 'graveyard', tapped: false, control: 'owner' }),
  ),
);
