// "Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this creature: Add {C}.""
// 111.4: the effect that creates a token may define abilities for it; 113.1a: the quoted words are
// the ability the token has. The ability is lowered as any ability is (lower.ts registers
// lowerAbility here: lower.ts imports lowerEffect.ts, which reads this sentence).
import type { AbilityDef, EffectDef } from '../engine/state/card';
import type { AbilityNode, TokenHasNode } from './tree';
import type { TextOf } from './lowerEffect';

type LowerAbility = (a: AbilityNode, textOf: TextOf) => AbilityDef | null;

let lowerQuoted: LowerAbility | null = null;

/** lower.ts's lowerAbility, set as it loads. */
export function setTokenAbilityLowerer(lower: LowerAbility): void {
  lowerQuoted = lower;
}

/** The words a quoted ability of a token uses for the token itself (normalized to "~"). */
const SELF_WORDS = /\b[Tt]his (?:creature|token|permanent|artifact)\b/g;

/** The token the effect just before creates: "create ..." or "you may create ..." (603.5). */
function createdBefore(last: EffectDef | undefined): Extract<EffectDef, { kind: 'createToken' }> | null {
  if (last?.kind === 'createToken') return last;
  if (last?.kind === 'may' && !last.ifDone && last.effects.length === 1 && last.effects[0].kind === 'createToken') return last.effects[0];
  return null;
}

/**
 * Adds the quoted ability to the token the sentence before creates; false when it can't be read:
 * no token just before, "It has" for several tokens (or "They have" for one), a "~" that was the
 * card's own name (it would name the card, not the token: 201.5), or an ability the engine can't
 * carry out.
 */
export function tokenHasAbility(e: TokenHasNode, last: EffectDef | undefined, textOf: TextOf): boolean {
  const made = createdBefore(last);
  if (!made || !e.ability || !lowerQuoted) return false;
  if ((made.amount === 1) === e.plural) return false;
  const words = textOf({ span: e.quote });
  if ((words.match(SELF_WORDS) ?? []).length !== e.selfCount) return false;
  const def = lowerQuoted(e.ability, textOf);
  if (!def || (def.kind !== 'activated' && def.kind !== 'triggered')) return false;
  made.token = { ...made.token, abilities: [...made.token.abilities, def], oracle: [made.token.oracle, def.text].filter(Boolean).join('\n') };
  return true;
}
