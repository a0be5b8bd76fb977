// Targeting phrases and "each ..." into what an effect affects (115.1, 115.10, 601.2c).
import type { Affected, EachFilter, TargetSpec } from '../../engine/state/card';
import type { EachNode, TargetNode } from '../tree';
import type { Context } from './context';

/**
 * Whether "defending player" names the trigger's event player (506.2, 508.5): the player the source
 * (or "a creature you control") attacks, or whose creature blocks it (509.3c).
 */
export function defendingKnown(ctx: Context): boolean {
  const t = ctx.trigger;
  if (t?.kind !== 'trigger') return false;
  return t.event === 'attacks' || t.event === 'attacksUnblocked' || t.event === 'attacksAlone' || t.event === 'becomesBlocked' || (t.event === 'creatureCombat' && t.what === 'attacks');
}

export function targetSpec(t: TargetNode, ctx: Context): TargetSpec | null {
  if (t.quality?.controller === 'defending' && !defendingKnown(ctx)) return null;
  const filter: TargetSpec['filter'] = {};
  if (t.players) filter.players = t.players;
  if (t.permanents) filter.permanents = [...t.permanents];
  if (t.quality) filter.quality = structuredClone(t.quality);
  if (t.spells) filter.spells = t.spells === 'any' ? 'any' : [...t.spells];
  if (t.yours) filter.yours = true;
  if (t.cards) filter.cards = structuredClone(t.cards);
  const spec: TargetSpec = { phrase: t.phrase, filter };
  if (t.anyNumber) spec.anyNumber = true;
  else if (t.max !== undefined) {
    // "up to two" (601.2c): none to two; "one or two targets": at least one.
    spec.min = t.min ?? 0;
    spec.max = t.max;
  }
  if (t.another) {
    // 115.4: "another target" differs from the targets the ability chose before it; first in a
    // permanent's triggered or activated ability, it is another than that permanent, the source (113.7);
    // "another target creature card from your graveyard" of "When ~ dies": not the card it became (400.7).
    if (ctx.targets.length === 0) return !ctx.spell && (t.permanents || t.cards) ? { ...spec, notSource: true } : null;
    spec.differentFrom = ctx.targets.map((_, i) => i);
  }
  return spec;
}

/** "each creature and each player", "all artifacts" (no target). */
export function eachOf(e: EachNode): Affected {
  const each: EachFilter = {};
  if (e.players) each.players = e.players;
  if (e.permanents) each.permanents = [...e.permanents];
  if (e.quality) each.quality = structuredClone(e.quality);
  if (e.other) each.other = true;
  return { each };
}

/** "creatures target player controls": the target player chosen (601.2c), then the permanents of the filter they control ("you control", seen from them). */
export function ofTarget(e: EachNode, ctx: Context): Affected | null {
  const spec = e.of && e.of.players && !e.of.permanents && targetSpec(e.of, ctx);
  if (!spec || !e.permanents) return null;
  const each = (eachOf({ ...e, of: undefined, quality: { ...e.quality, controller: 'you' } }) as { each: EachFilter }).each;
  return { each, ofTarget: ctx.targets.push(spec) - 1 };
}
