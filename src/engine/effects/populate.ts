// Populate (701.36a): "choose a creature token you control and create a token that's a copy of
// that creature token." With none, no token is created (701.36b). The token copies the chosen one's
// copiable values (707.2): its definition, the copy effects on it, and the colors the effect that
// made it gave it (111.3); never its counters or other effects. The choice is a `pick` when there are several.
import type { EffectDef } from '../state/card';
import { pickOne } from './choices';
import { isCreature } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { objectAt } from '../state/objectTable';
import { createObjects } from '../state/zones';
import { copiableValues } from '../state/enteringAsCopy';
import { entered } from '../stack/triggers';
import { beginEffect } from './continuous';
import { resolvingName } from './resolvingName';

type Ins = Extract<Instruction, { op: 'effect' }>;

export function populate(tx: Tx, _e: Extract<EffectDef, { kind: 'populate' }>, ctx: EffectContext, ins: Ins): void {
  const player = ctx.controller;
  const tokens = tx.s.battlefield.filter((id) => {
    const o = objectAt(tx.s, id);
    return o.controller === player && o.token && isCreature(tx.s, o);
  });
  if (tokens.length === 0) {
    log(tx, '701.36b', `${playerName(tx.s, player)} populates but controls no creature token: no token is created.`, [player]);
    return;
  }
  const chosen = pickOne(tx, ins, player, tokens, `As ${resolvingName(tx.s, ctx)} resolves, ${playerName(tx.s, player)} populates: choose a creature token they control to create a copy of.`, '701.36a');
  if (!chosen) return;
  const original = objectAt(tx.s, chosen);
  const values = copiableValues(tx.s, original);
  const [token] = createObjects(tx, { card: original.card, owner: player, controller: player, zone: 'battlefield', token: true, sick: true, ...(original.colors ? { colors: [...original.colors] } : {}) }, 1, '111.1');
  if (token === undefined) return;
  // A copy of a copy copies what the copy effect made it (707.3): that effect again, for as long as the token exists.
  if (values.card !== original.card || values.except?.length) beginEffect(tx, [{ layer: '1', copy: structuredClone(values) }], [token], 'indefinite', ctx, ctx.abilityText);
  log(tx, ['701.36a', '707.2'], `${playerName(tx.s, player)} populates: ${resolvingName(tx.s, ctx)} creates a token that's a copy of ${describe(tx.s, chosen)}.`, [token, chosen]);
  entered(tx, token); // 603.6a
}
