// The damage assignment being put together for a pending `damage` choice (510.1c-d): how much of
// the source's combat damage each recipient gets. Pure; the engine checks the answer when sent.
import type { CombatPrompt, EntityId, PendingChoice } from '../../engine';

export type DamagePrompt = Extract<CombatPrompt, { kind: 'damage' }>;

export type DamageDraft = { for: PendingChoice; amounts: Record<EntityId, number> };

export function damageDraftFor(kept: DamageDraft | null, choice: PendingChoice): DamageDraft {
  return kept?.for === choice ? kept : { for: choice, amounts: {} };
}

export function assigned(d: DamageDraft): number {
  return Object.values(d.amounts).reduce((n, a) => n + a, 0);
}

/** What is left to assign: the amounts must add up to the source's damage (510.1a). */
export function remaining(d: DamageDraft, p: DamagePrompt): number {
  return p.amount - assigned(d);
}

/** One more or one less to a recipient, never below 0 nor more than there is to assign. */
export function stepAmount(d: DamageDraft, p: DamagePrompt, id: EntityId, delta: 1 | -1): DamageDraft {
  const now = d.amounts[id] ?? 0;
  if (delta < 0 ? now === 0 : remaining(d, p) === 0) return d;
  return { ...d, amounts: { ...d.amounts, [id]: now + delta } };
}

/** The answer: `{ recipient: amount }`, a recipient left out getting 0 (SCENARIO.md, "Combat"). */
export function damageAnswer(d: DamageDraft): Record<EntityId, number> {
  return Object.fromEntries(Object.entries(d.amounts).filter(([, n]) => n > 0));
}
