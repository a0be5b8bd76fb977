// The continuous effects that may apply in a layer (611, 613): those of resolved spells and
// abilities (state.effects, 611.2), and those the static abilities of permanents generate now
// (611.3), found on the characteristics as the earlier layers left them, so an ability removed in
// layer 6 generates nothing in layer 7 (613.6 keeps an effect that already began applying).
import type { AbilityDef } from '../state/card';
import type { ContinuousEffect, Layer, LayerChange, StaticAffected, StaticCondition, StaticEffectDef } from '../state/layers';
import type { ObjectId, PlayerId } from '../state/state';
import type { Working } from './working';

export type Instance = {
  /** Unique within a derivation: the effect's place in state.effects, or its source and ability. */
  key: string;
  origin: 'resolved' | 'static' | 'cda';
  source: { id: ObjectId; name: string };
  text: string;
  timestamp: number;
  changes: LayerChange[];
  /** A resolved effect's objects, fixed as it began (611.2c). */
  fixed?: ObjectId[];
  /** A static ability's: what it applies to, when, and the ability itself (to see whether its source still has it). */
  affects?: StaticAffected;
  condition?: StaticCondition;
  /** "unless ...": the effect applies while the condition does NOT hold (611.3b). */
  unless?: true;
  ability?: AbilityDef;
  /** A resolved effect's controller; a static ability's is its source's controller as layer 2 made it. */
  controller?: PlayerId;
};

export function changeIn(i: Instance, layer: Layer): LayerChange | undefined {
  return i.changes.find((c) => c.layer === layer);
}

export function resolvedInstances(effects: readonly ContinuousEffect[]): Instance[] {
  return effects.map((e, n) => ({
    key: `e${n}`,
    origin: 'resolved',
    source: e.source,
    text: e.text ?? e.source.name,
    timestamp: e.timestamp,
    changes: e.changes,
    fixed: e.affects.objects,
    controller: e.controller,
  }));
}

const abilityIds = new WeakMap<AbilityDef, number>();
let nextAbilityId = 1;

/** A name for an ability definition, the same for every object that shares it. */
function abilityId(a: AbilityDef): number {
  let n = abilityIds.get(a);
  if (n === undefined) abilityIds.set(a, (n = nextAbilityId++));
  return n;
}

export function continuousRule(a: AbilityDef): StaticEffectDef | undefined {
  return a.kind === 'static' && a.rule?.kind === 'continuous' ? a.rule : undefined;
}

const NONE: Instance[] = [];
const continuousOf = new WeakMap<readonly AbilityDef[], boolean>();

/** Whether a list of abilities has one that generates a continuous effect, read once per list (most permanents have none). */
function anyContinuous(abilities: readonly AbilityDef[]): boolean {
  let has = continuousOf.get(abilities);
  if (has === undefined) continuousOf.set(abilities, (has = hasContinuousStatics(abilities)));
  return has;
}

/**
 * The effects an object's static abilities generate that have a part in `layer`; `cda`: only its
 * characteristic-defining ones (604.3). `granted`: the abilities an effect gave it, with that
 * effect's timestamp.
 */
export function staticInstances(w: Working, layer: Layer, onlyCda = false, granted?: ReadonlyMap<AbilityDef, number>): Instance[] {
  if (!anyContinuous(w.abilities)) return NONE;
  const out: Instance[] = [];
  for (const a of w.abilities) {
    const rule = continuousRule(a);
    if (!rule || (onlyCda && !rule.cda) || !rule.changes.some((c) => c.layer === layer)) continue;
    out.push({
      key: `${w.o.id}:${abilityId(a)}`,
      origin: rule.cda ? 'cda' : 'static',
      source: { id: w.o.id, name: w.name },
      text: a.text,
      // 613.7a: its object's timestamp, or the granting effect's if later; an Aura's or Equipment's
      // is renewed as it becomes attached (613.7e).
      timestamp: Math.max(w.o.timestamp, granted?.get(a) ?? 0),
      changes: rule.changes,
      affects: rule.affects,
      ...(rule.condition ? { condition: rule.condition } : {}),
      ...(rule.unless ? { unless: true as const } : {}),
      ability: a,
    });
  }
  return out;
}

/** Whether any of a card's faces has a static ability that generates a continuous effect. */
export function hasContinuousStatics(abilities: readonly AbilityDef[]): boolean {
  return abilities.some((a) => continuousRule(a) !== undefined);
}
