// 616.1: a permanent with a shield counter (122.1c: "If this permanent would be destroyed as the
// result of an effect, instead remove a shield counter from it") and a regeneration shield that may
// apply (701.19a) would be destroyed by an effect: two replacement effects apply to the one event,
// and "the affected object's controller ... chooses one to apply" (616.1). Once one has replaced the
// destruction there is none left to replace, so the other doesn't apply (616.1f). The choices are
// asked before anything is destroyed, one permanent at a time, and kept on the effect's instruction.
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { describe, playerName } from '../state/game';
import type { GameState, Instruction, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';

export type FirstReplacement = 'shield' | 'regeneration';
type Asked = { chosen: Record<ObjectId, FirstReplacement>; asking?: ObjectId };

/** Whether both of the permanent's replacement effects apply to its destruction. */
function bothApply(s: GameState, id: ObjectId, cantBeRegenerated: boolean): boolean {
  const o = objectAt(s, id);
  return !!o && (o.counters.shield ?? 0) > 0 && (o.regenerationShields ?? 0) > 0 && !cantBeRegenerated && !o.cantBeRegenerated;
}

/**
 * The replacement each permanent's controller chose to apply first, or null after asking the next
 * one (the effect runs again with the answer). `ids`: the permanents the effect would destroy.
 */
export function destructionOrder(tx: Tx, ins: Extract<Instruction, { op: 'effect' }>, ids: readonly ObjectId[], cantBeRegenerated: boolean, by: string): Record<ObjectId, FirstReplacement> | null {
  const earlier = ins.earlier as Asked | undefined;
  const chosen = { ...(earlier?.chosen ?? {}) };
  if (earlier?.asking && Array.isArray(ins.answer)) chosen[earlier.asking] = ins.answer[0] as FirstReplacement;
  const next = ids.find((id) => !(id in chosen) && bothApply(tx.s, id, cantBeRegenerated));
  if (!next) return chosen;
  const controller = objectAt(tx.s, next).controller;
  const { answer: _answered, ...again } = ins;
  void _answered;
  const it = describe(tx.s, next);
  ask(tx, {
    kind: 'pick',
    player: controller,
    prompt: `${by} would destroy ${it}, and two replacement effects apply to that: its shield counter ("instead remove a shield counter from it", 122.1c) and its regeneration shield ("instead remove all damage from it, tap it, and remove it from combat", 701.19a). ${playerName(tx.s, controller)}, who controls it, chooses which one applies; it replaces the destruction, so the other doesn't apply.`,
    rule: '616.1',
    options: [
      { id: 'shield', label: 'Its shield counter' },
      { id: 'regeneration', label: 'Its regeneration shield' },
    ],
    min: 1,
    max: 1,
    then: { ...again, earlier: { chosen, asking: next } satisfies Asked },
  });
  return null;
}
