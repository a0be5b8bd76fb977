// A hand revealed and a card chosen from it (Duress, Thoughtseize): revealing shows the cards to
// every player without moving them (701.20a, 701.20b); the spell's controller then chooses a card
// of the kind named (701.9b: an effect may let a player other than the discarding one choose), a
// `pick` of that controller, which must choose one if one qualifies (608.2d); the card is then
// discarded (701.9a) or exiled (406.2) by the next sentence.
import type { EffectDef } from '../state/card';
import { isType } from '../state/characteristics';
import { ask } from '../stack/agenda';
import { remember } from '../stack/copy';
import type { Tx } from '../state/game';
import { getPlayer, log, optionsFor, playerName } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { discardToGraveyard } from '../casting/madness';
import { objectAt } from '../state/objectTable';
import { affected } from './affected';
import { resolvingName } from './resolvingName';

type Ins = Extract<Instruction, { op: 'effect' }>;
type Of<K> = Extract<EffectDef, { kind: K }>;

export function revealHand(tx: Tx, e: Of<'revealHand'>, ctx: EffectContext): void {
  const [player] = affected(tx, e.who, ctx);
  if (!player) return;
  const p = getPlayer(tx.s, player);
  const cards = p.hand.map((id) => objectAt(tx.s, id).card);
  log(tx, '701.20a', `${p.name} reveals their hand (${resolvingName(tx.s, ctx)}): ${cards.length ? cards.join(', ') : 'no cards'}.`, [player, ...p.hand]);
  remember(tx, ctx, e.remember, player);
}

/** The words for the kind of card chosen: "a nonland card", "a creature or planeswalker card". */
export function cardKindWords(e: Pick<Of<'chooseCardInHand'>, 'types' | 'notTypes'>): string {
  const types = e.types.map((t) => t.toLowerCase()).join(' or ');
  const not = e.notTypes.map((t) => `non${t.toLowerCase()}`).join(', ');
  const words = [not, types].filter(Boolean).join(' ');
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words ? `${words} ` : ''}card`;
}

export function chooseCardInHand(tx: Tx, e: Of<'chooseCardInHand'>, ctx: EffectContext, ins: Ins): void {
  const [player] = affected(tx, e.whose, ctx);
  if (!player) return;
  const p = getPlayer(tx.s, player);
  const kind = cardKindWords(e);
  const fits = (id: ObjectId) => {
    const o = objectAt(tx.s, id);
    return (e.types.length === 0 || e.types.some((t) => isType(tx.s, o, t))) && !e.notTypes.some((t) => isType(tx.s, o, t));
  };
  const cards = p.hand.filter(fits);
  if (cards.length === 0) {
    log(tx, '701.9b', `${p.name}'s hand holds no ${kind.replace(/^an? /, '')}: ${playerName(tx.s, ctx.controller)} chooses nothing.`, [player]);
    return;
  }
  // A choice with one legal answer is not asked (SCENARIO.md).
  const chosen = (ins.answer as ObjectId[] | undefined)?.[0] ?? (cards.length === 1 ? cards[0] : undefined);
  if (!chosen) {
    ask(tx, {
      kind: 'pick',
      player: ctx.controller,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, ctx.controller)} chooses ${kind} from ${p.name}'s revealed hand.`,
      rule: '701.9b',
      options: optionsFor(tx.s, cards),
      min: 1,
      max: 1,
      then: ins,
    });
    return;
  }
  log(tx, '701.9b', `${playerName(tx.s, ctx.controller)} chooses ${objectAt(tx.s, chosen).card} from ${p.name}'s hand.`, [chosen]);
  remember(tx, ctx, e.remember, chosen);
}

/** 701.9a: the chosen card goes from its owner's hand to their graveyard, if it is still there. */
export function discardCard(tx: Tx, e: Of<'discardCard'>, ctx: EffectContext): void {
  for (const id of affected(tx, e.what, ctx)) {
    const o = objectAt(tx.s, id);
    if (!o || o.zone !== 'hand') continue;
    log(tx, '701.9a', `${playerName(tx.s, o.owner)} discards ${o.card}.`, [o.owner]);
    // Every discard goes through madness's replacement (702.35a).
    discardToGraveyard(tx, id);
  }
}
