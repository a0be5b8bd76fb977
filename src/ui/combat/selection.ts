// combat/: declaring attackers and blockers on the board, assigning combat damage, and showing
// the combat under way (issue 14, point 5). This file: the declaration being put together for a
// pending `attackers` or `blockers` choice, and the answer it makes (SCENARIO.md, "Combat").
// Pure: what is legal is the engine's to say when the answer is sent (508.1, 509.1).
import type { CombatPrompt, EntityId, ObjectId, PendingChoice } from '../../engine';

/**
 * The creatures chosen so far, kept apart from the game until sent. `pairs` are
 * [attacker, what it attacks] for attackers, [blocker, attacker it blocks] for blockers, in the
 * order clicked; `active` is the creature clicked whose defender or attacker is asked next.
 */
export type CombatSelection = {
  for: PendingChoice;
  pairs: [ObjectId, EntityId][];
  active: ObjectId | null;
};

export type AttackPrompt = Extract<CombatPrompt, { kind: 'attackers' }>;
export type BlockPrompt = Extract<CombatPrompt, { kind: 'blockers' }>;

/** The selection for this choice: the one kept if it was made for it, else an empty one. */
export function selectionFor(kept: CombatSelection | null, choice: PendingChoice): CombatSelection {
  return kept?.for === choice ? kept : { for: choice, pairs: [], active: null };
}

/**
 * A click while attackers are declared (508.1a-b): a chosen attacker is taken back; another
 * creature that could attack attacks the one defender there is, or waits for its defender to be
 * chosen when there are several (a planeswalker, more opponents); a defender clicked then is it.
 * Null when the click means nothing here.
 */
export function clickAttack(sel: CombatSelection, p: AttackPrompt, id: EntityId): CombatSelection | null {
  if (sel.pairs.some(([a]) => a === id)) return { ...sel, pairs: sel.pairs.filter(([a]) => a !== id), active: null };
  if (sel.active && p.defenders.includes(id)) return attack(sel, sel.active, id);
  if (!p.creatures.includes(id)) return null;
  if (sel.active === id) return { ...sel, active: null };
  if (p.defenders.length === 1) return attack(sel, id, p.defenders[0]);
  return { ...sel, active: id };
}

/** The waiting creature (or `id`) attacks `defender`. */
export function attack(sel: CombatSelection, id: ObjectId, defender: EntityId): CombatSelection {
  return { ...sel, pairs: [...sel.pairs.filter(([a]) => a !== id), [id, defender]], active: null };
}

/**
 * A click while blockers are declared (509.1a): a creature that could block becomes the one whose
 * attacker is chosen next (a second click lets it go); an attacker clicked then is blocked by it,
 * or no longer, if it was. To block several attackers, click the blocker again before each one.
 * Null when the click means nothing here.
 */
export function clickBlock(sel: CombatSelection, p: BlockPrompt, id: EntityId): CombatSelection | null {
  if (p.creatures.includes(id)) return { ...sel, active: sel.active === id ? null : id };
  if (!p.attackers.includes(id) || !sel.active) return null;
  return toggleBlock(sel, sel.active, id);
}

export function toggleBlock(sel: CombatSelection, blocker: ObjectId, attacker: ObjectId): CombatSelection {
  const has = sel.pairs.some(([b, a]) => b === blocker && a === attacker);
  // Done with that blocker: the next click starts another block (click it again to block one more).
  return { ...sel, active: null, pairs: has ? sel.pairs.filter(([b, a]) => !(b === blocker && a === attacker)) : [...sel.pairs, [blocker, attacker]] };
}

/** Take one pair back (the list in the prompt): every block of a blocker, or an attacker's attack. */
export function withoutPair(sel: CombatSelection, first: ObjectId, second: EntityId): CombatSelection {
  return { ...sel, pairs: sel.pairs.filter(([a, b]) => !(a === first && b === second)) };
}

/**
 * The answer (SCENARIO.md, "Combat"): `{ attacker: defender }`; `{ blocker: attacker }`, or a
 * list of attackers for a creature that blocks several; `{}` declares none.
 */
export function answerOf(sel: CombatSelection): Record<string, EntityId | ObjectId[]> {
  const out: Record<string, EntityId | ObjectId[]> = {};
  if (sel.for.kind === 'attackers') {
    for (const [a, d] of sel.pairs) out[a] = d;
    return out;
  }
  const blocks = new Map<ObjectId, ObjectId[]>();
  for (const [b, a] of sel.pairs) blocks.set(b, [...(blocks.get(b) ?? []), a]);
  for (const [b, list] of blocks) out[b] = list.length === 1 ? list[0] : list;
  return out;
}
