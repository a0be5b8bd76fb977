// "You may have ~ enter as a copy of ..." (Clone): a replacement effect that modifies how the
// permanent enters (614.1c). Its controller chooses as it would enter, before it does (614.12a);
// it then enters as a copy, not becoming one afterwards (707.5): the copied text's "enters tapped"
// and "enters with" apply, and its enters-the-battlefield triggers trigger. The copy is a layer 1
// effect that lasts as long as the permanent (707.2, 613.2a).
import type { StaticDef } from './card';
import type { CopiedValues, CopyException } from './layers';
import { abilities } from './characteristics';
import { currentReader, permanentsOf } from './quality';
import type { GameObject, GameState, ObjectId, PlayerId } from './state';
import { objectAt } from './objectTable';
import { applyChange } from '../layers/change';
import { printed } from '../layers/working';

export type EntersAsCopy = Extract<StaticDef, { kind: 'entersAsCopy' }>;

/** The object's "enter as a copy" ability, as it would exist on the battlefield (614.12), with its text. */
export function entersAsCopyOf(s: GameState, o: GameObject): { rule: EntersAsCopy; text: string } | undefined {
  for (const a of abilities(s, o)) if (a.kind === 'static' && a.rule?.kind === 'entersAsCopy') return { rule: a.rule, text: a.text };
  return undefined;
}

/** The permanents it may copy, seen from the player it enters under ("a creature you control"). */
export function copyCandidates(s: GameState, rule: EntersAsCopy, controller: PlayerId): ObjectId[] {
  return permanentsOf(s, currentReader(s), rule.of, controller);
}

/**
 * 707.2, 707.3: an object's copiable values: its card's printed values (the face that is up,
 * 707.8) as modified by the copy effects on it, the latest last; never its counters, status or
 * other effects. A copy of a Clone that copied Grizzly Bears is a Grizzly Bears.
 */
export function copiableValues(s: GameState, o: GameObject): CopiedValues {
  let v: CopiedValues = { card: o.card };
  for (const e of s.effects ?? []) {
    if (!e.affects.objects.includes(o.id)) continue;
    for (const c of e.changes) if (c.layer === '1') v = c.copy;
  }
  return v;
}

/** The copiable values a new copy gets: the copied ones, then its own exception (707.9a, 707.9b). */
export function withException(v: CopiedValues, except?: CopyException): CopiedValues {
  return except ? { card: v.card, except: [...(v.except ?? []), except] } : v;
}

/** What `o` would be as a copy with values `v`, before any other effect: for 614.12's look at it as it would enter. */
export function asCopy(s: GameState, o: GameObject, v: CopiedValues) {
  const w = printed(s, o);
  applyChange(s, w, { layer: '1', copy: v });
  return w;
}

/** The object a chosen id names, if it is still a permanent. */
export function chosenPermanent(s: GameState, id: ObjectId | undefined): GameObject | undefined {
  const o = id === undefined ? undefined : objectAt(s, id);
  return o && o.zone === 'battlefield' ? o : undefined;
}
