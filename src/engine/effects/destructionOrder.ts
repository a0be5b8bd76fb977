// 616.1: a permanent an effect would destroy, with more than one replacement effect that may apply
// to that (its shield counter, 122.1c; its regeneration shield, 701.19a; the umbra armor of each
// Aura on it, 702.89a): "the affected object's controller ... chooses one to apply" (616.1). Once
// one has replaced the destruction there is none left to replace, so the others don't apply
// (616.1f). The choices are asked before anything is destroyed, one permanent at a time, and kept
// on the effect's instruction.
import { ask } from '../stack/agenda';
import type { Tx } from '../state/game';
import { describe, playerName } from '../state/game';
import type { Instruction, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { destructionReplacements, replacementOptions, type DestructionReplacement } from '../state/destructionReplacements';

type Asked = { chosen: Record<ObjectId, DestructionReplacement>; asking?: ObjectId };

/**
 * The replacement each permanent's controller chose to apply, or null after asking the next one
 * (the effect runs again with the answer). `ids`: the permanents the effect would destroy.
 */
export function destructionOrder(tx: Tx, ins: Extract<Instruction, { op: 'effect' }>, ids: readonly ObjectId[], cantBeRegenerated: boolean, by: string): Record<ObjectId, DestructionReplacement> | null {
  const earlier = ins.earlier as Asked | undefined;
  const chosen = { ...(earlier?.chosen ?? {}) };
  if (earlier?.asking && Array.isArray(ins.answer)) chosen[earlier.asking] = ins.answer[0] as DestructionReplacement;
  const next = ids.find((id) => !(id in chosen) && destructionReplacements(tx.s, id, true, cantBeRegenerated).length > 1);
  if (!next) return chosen;
  const controller = objectAt(tx.s, next).controller;
  const { answer: _answered, ...again } = ins;
  void _answered;
  const options = destructionReplacements(tx.s, next, true, cantBeRegenerated);
  ask(tx, {
    kind: 'pick',
    player: controller,
    prompt: `${by} would destroy ${describe(tx.s, next)}, and ${options.length === 2 ? 'two' : options.length} replacement effects apply to that. ${playerName(tx.s, controller)}, who controls it, chooses which one applies; it replaces the destruction, so the others don't apply.`,
    rule: '616.1',
    options: replacementOptions(tx.s, options),
    min: 1,
    max: 1,
    then: { ...again, earlier: { chosen, asking: next } satisfies Asked },
  });
  return null;
}
