// The predefined tokens an effect names without defining them (111.10): each a colorless artifact
// token with the ability 111.10 gives it, so "Create a Food token." and "Investigate." (701.16a)
// lower to the same token definition as a spelled-out one.
import type { EffectDef, TokenDef } from '../engine/state/card';

export type PredefinedToken = 'Clue' | 'Food' | 'Blood' | 'Treasure';

/** 111.10a, 111.10b, 111.10f, 111.10g: the token's artifact type and its one activated ability. */
export function predefinedToken(kind: PredefinedToken): TokenDef {
  const artifact = (text: string, ability: TokenDef['abilities'][number]): TokenDef => ({ types: ['Artifact'], subtypes: [kind], oracle: text, abilities: [ability] });
  switch (kind) {
    case 'Treasure': {
      // 111.10a: a mana ability (605.1a) that taps and sacrifices its source.
      const text = '{T}, Sacrifice this token: Add one mana of any color.';
      const anyColor = { kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: ['W', 'U', 'B', 'R', 'G'] } } satisfies EffectDef;
      return artifact(text, { kind: 'activated', text, cost: { tap: true, sacrificeSelf: true }, effects: [anyColor] });
    }
    case 'Clue': {
      const text = '{2}, Sacrifice this token: Draw a card.';
      return artifact(text, { kind: 'activated', text, cost: { mana: '{2}', sacrificeSelf: true }, effects: [{ kind: 'draw', count: 1, who: { who: 'controller' } }] });
    }
    case 'Food': {
      const text = '{2}, {T}, Sacrifice this token: You gain 3 life.';
      return artifact(text, { kind: 'activated', text, cost: { mana: '{2}', tap: true, sacrificeSelf: true }, effects: [{ kind: 'gainLife', amount: 3, who: { who: 'controller' } }] });
    }
    case 'Blood': {
      const text = '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.';
      const cost = { mana: '{1}', tap: true, discard: { count: 1 }, sacrificeSelf: true };
      return artifact(text, { kind: 'activated', text, cost, effects: [{ kind: 'draw', count: 1, who: { who: 'controller' } }] });
    }
  }
}
