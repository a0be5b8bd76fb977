// Lowering a revealed hand and the card chosen from it (grammar/revealHand.ts), and the cards
// looked at from the top of a library (grammar/lookAtTop.ts): the player is
// remembered as "player" ("that player"), the chosen card as "card" ("that card"); a later
// sentence is lowered only if the earlier one it refers to was (608.2c).
import type { Affected, EffectDef } from '../engine/state/card';
import type { EffectNode, TargetNode } from './tree';

type Node = Extract<EffectNode, { kind: 'revealHand' | 'chooseFromHand' | 'discardChosen' | 'exileChosen' | 'lookAtTop' | 'revealLooked' | 'takeLooked' | 'putRest' }>;

export function lowerRevealHand(e: Node, remembered: Set<string>, aim: (t: TargetNode) => Affected | null): EffectDef | null {
  switch (e.kind) {
    case 'revealHand': {
      const who = aim(e.who);
      remembered.add('player');
      return who && { kind: 'revealHand', who, remember: 'player' };
    }
    case 'chooseFromHand':
      if (!remembered.has('player')) return null;
      remembered.add('card');
      return { kind: 'chooseCardInHand', whose: { remembered: 'player' }, types: [...e.types], notTypes: [...e.notTypes], remember: 'card' };
    case 'discardChosen':
      return remembered.has('card') && remembered.has('player') ? { kind: 'discardCard', what: { remembered: 'card' } } : null;
    case 'exileChosen':
      return remembered.has('card') ? { kind: 'exile', what: { remembered: 'card' } } : null;
    // The cards looked at are remembered as "looked": "them", "the rest" (608.2c).
    case 'lookAtTop': {
      if (typeof e.count.value !== 'number' || e.count.forEach) return null;
      remembered.add('looked');
      // "that card" (Consider) is the one card looked at: only after "the top card" (608.2c).
      if (e.count.value === 1) remembered.add('lookedOne');
      else remembered.delete('lookedOne');
      return { kind: 'lookAtTop', count: e.count.value, remember: 'looked', ...(e.thenBack ? { thenBack: true } : {}) };
    }
    // "it": the one card looked at (608.2c), revealed only if it shares a creature type with "~" (kinship).
    case 'revealLooked':
      return remembered.has('lookedOne') ? { kind: 'revealLooked', looked: 'looked', sharesCreatureTypeWithSource: true } : null;
    case 'takeLooked':
      return remembered.has('looked') ? { kind: 'takeLooked', looked: 'looked', types: [...e.types], notTypes: [...e.notTypes], min: e.optional ? 0 : 1, reveal: e.reveal, ...(e.count ? { count: e.count } : {}) } : null;
    case 'putRest':
      if (e.that && !remembered.has('lookedOne')) return null;
      return remembered.has('looked') && e.where !== 'top' ? { kind: 'putRest', looked: 'looked', where: e.where, order: e.order } : null;
  }
}
