// "Destroy target artifact. You gain life equal to its mana value.": a number read from an object
// the effect before moved uses the object as it last existed on the battlefield (608.2h). Before an
// effect that moves permanents, the resolving object keeps its targets' power, toughness and mana
// value as they are; `targetStat` reads the target itself while it is still there, else that.
import type { EffectDef } from '../state/card';
import { objectManaValue, power, toughness } from '../state/characteristics';
import { patchObject, type Tx } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { EffectContext } from '../state/state';

export type LastKnownStats = { power: number; toughness: number; manaValue: number };

const MOVES: ReadonlySet<EffectDef['kind']> = new Set(['destroy', 'exile', 'putOnLibrary', 'bounce', 'sacrifice']);

function statsOf(tx: Tx, id: string): LastKnownStats | undefined {
  const o = objectAt(tx.s, id);
  return o && o.zone === 'battlefield' ? { power: power(tx.s, o), toughness: toughness(tx.s, o), manaValue: objectManaValue(tx.s, o) } : undefined;
}

/** Before an effect that may move permanents: its targets on the battlefield, as they are now. */
export function keepLastKnown(tx: Tx, kind: EffectDef['kind'], ctx: EffectContext): void {
  if (!MOVES.has(kind) || !ctx.object) return;
  const o = objectAt(tx.s, ctx.object);
  if (!o?.stackItem) return;
  const kept: Record<string, LastKnownStats> = { ...o.stackItem.lastKnown };
  let any = false;
  for (const id of ctx.targets.flat()) {
    const stats = id ? statsOf(tx, id) : undefined;
    if (id && stats) {
      kept[id] = stats;
      any = true;
    }
  }
  if (any) patchObject(tx, o.id, { stackItem: { ...o.stackItem, lastKnown: kept } });
}

/** The target's power, toughness or mana value: now, if it is still on the battlefield, else as it last existed there (608.2h). */
export function targetStat(tx: Tx, ctx: EffectContext, target: number, stat: keyof LastKnownStats): number {
  const id = ctx.targets[target]?.[0];
  if (!id) return 0;
  const now = statsOf(tx, id);
  const was = now ?? (ctx.object ? objectAt(tx.s, ctx.object)?.stackItem?.lastKnown?.[id] : undefined);
  return Math.max(0, was?.[stat] ?? 0);
}
