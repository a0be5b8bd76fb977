// "If that creature would die this turn, exile it instead.", "If a creature dealt damage by ~ this
// turn would die, exile it instead." (614.1a): replacement effects on a permanent's move from the
// battlefield to a graveyard (700.4: it would die), which send it to exile instead. Applied as the
// event is about to happen, for all the objects of one event before any moves (614.5: once each).
import { abilities, isCreature } from './characteristics';
import type { Tx } from './game';
import { describe, log, possessive, setObjects } from './game';
import type { GameObject, GameState, ObjectId, Zone } from './state';
import { objectAt, tableSet } from './objectTable';
import { abilityIndex } from '../casting/abilityIndex';

/** The replacement that exiles this dying permanent, described for the log; undefined if none applies. */
function exileReplacement(s: GameState, o: GameObject): string | undefined {
  if (o.exileIfDies) return `${possessive(o.exileIfDies)} effect`;
  if (!o.damagedBy?.length) return undefined;
  // Only permanents with a static ability can have one: a wrath's hundred creatures each ask.
  for (const id of abilityIndex(s).withStatic) {
    const p = objectAt(s, id);
    for (const a of abilities(s, p)) {
      if (a.kind !== 'static' || a.rule?.kind !== 'exileIfDamagedDies') continue;
      const source = a.rule.by === 'self' ? p.id : p.attachedTo;
      if (source !== undefined && o.damagedBy.includes(source as ObjectId) && isCreature(s, o)) return `${possessive(p.card)} "${a.text}"`;
    }
  }
  return undefined;
}

/** Where a permanent moving to `to` goes: exile instead of its owner's graveyard when a replacement says so (614.1a). */
export function dyingTo(tx: Tx, o: GameObject, to: Zone): Zone {
  if (o.zone !== 'battlefield' || to !== 'graveyard') return to;
  const by = exileReplacement(tx.s, o);
  if (!by) return to;
  log(tx, '614.1a', `${describe(tx.s, o.id)} would die; it is exiled instead (${by}).`, [o.id]);
  return 'exile';
}

/** 514.2: the effects "this turn" end, and what dealt damage this turn is forgotten, in the cleanup step. */
export function endDeathReplacements(tx: Tx): void {
  for (const id of tx.s.battlefield) {
    const o = objectAt(tx.s, id);
    if (!o.exileIfDies && !o.damagedBy) continue;
    // The fields are left out, so the state survives a JSON round trip unchanged.
    const { exileIfDies: _e, damagedBy: _d, ...rest } = o;
    void _e;
    void _d;
    setObjects(tx, tableSet(tx.s.objects, rest), id);
  }
}
