// Lowering a revealed hand and the card chosen from it (grammar/revealHand.ts): the player is
// remembered as "player" ("that player"), the chosen card as "card" ("that card"); a later
// sentence is lowered only if the earlier one it refers to was (608.2c).
import type { Affected, EffectDef } from '../engine/state/card';
import type { EffectNode, TargetNode } from './tree';

type Node = Extract<EffectNode, { kind: 'revealHand' | 'chooseFromHand' | 'discardChosen' | 'exileChosen' }>;

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
  }
}
