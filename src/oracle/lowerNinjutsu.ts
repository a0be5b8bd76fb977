// Ninjutsu (702.49a): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
// unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
// from your hand tapped and attacking." An activated ability that functions only while the card is
// in its owner's hand (702.49a, 113.6m); the engine's half is combat/ninjutsu.ts. Commander
// ninjutsu (702.49d) needs the command zone, which the sandbox doesn't have: it isn't read.
import type { AbilityDef } from '../engine/state/card';

export function ninjutsuAbility(text: string, mana: string): AbilityDef {
  return {
    kind: 'activated',
    text,
    cost: { mana, returnUnblockedAttacker: true },
    effects: [{ kind: 'ninjutsu' }],
    zone: 'hand',
    meaning: { keyword: 'ninjutsu', rule: '702.49a' },
  };
}
