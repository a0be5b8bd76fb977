// "Sacrifice ~.", "Exile ~." and "Transform ~." as an ability resolves (701.21a, 406.2, 701.27a): the engine acts on the
// ability's source only while it is the same object (400.7). Not lowered where "~" means another
// object: a spell's own card as it resolves (608.2n puts it away afterwards), and the card a
// leaves-the-battlefield ability finds in its new zone (603.6c, 603.10a), which the engine doesn't follow.
import type { EffectDef } from '../engine/state/card';
import type { TriggerNode } from './tree';

const ZONE_CHANGES: readonly string[] = ['dies', 'leaves', 'toGraveyardFromBattlefield'];

export function changesZone(t: TriggerNode | undefined): boolean {
  if (!t) return false;
  if (t.kind === 'triggers') return t.events.some(changesZone);
  // The source may have left with the creature that died: "~ or another creature dies", or an Aura
  // put into the graveyard after its creature died (704.5m).
  if (t.kind === 'trigger' && (t.event === 'permanentDies' || (t.event === 'attachedTo' && t.what === 'dies'))) return true;
  return t.kind === 'trigger' && ZONE_CHANGES.includes(t.event);
}

/**
 * The source's own move from the battlefield to a graveyard ("When ~ dies", "When ~ is put into a
 * graveyard from the battlefield"), every event of it: its ability can find the card it became in
 * that graveyard (400.7e), and nothing else (a card moved on is a new object again, 400.7).
 */
export function toOwnGraveyard(t: TriggerNode | undefined): boolean {
  if (!t) return false;
  if (t.kind === 'triggers') return t.events.every(toOwnGraveyard);
  return t.kind === 'trigger' && (t.event === 'dies' || t.event === 'toGraveyardFromBattlefield');
}

/** The source's own events, after which "it" is the source: "When ~ becomes the target of a spell or ability, sacrifice it.", "When ~ enters, sacrifice it unless you pay {1}." */
const OWN_EVENTS: readonly string[] = ['enters', 'becomesTarget', 'attacks', 'blocks', 'becomesBlocked', 'becomesBlockedByCreature', 'blocksCreature', 'attacksUnblocked', 'dealsDamage', 'combatDamageToPlayer', 'dealtDamage', 'becomesTapped'];

/** The source's own event, or each of several ("When ~ attacks or blocks"). */
function ownEvent(t: TriggerNode | undefined): boolean {
  if (t?.kind === 'triggers') return t.events.every(ownEvent);
  return t?.kind === 'trigger' && OWN_EVENTS.includes(t.event);
}

export function lowerSelf(kind: 'sacrificeSelf' | 'exileSelf' | 'transformSelf', spell: boolean, trigger: TriggerNode | undefined, unlessPays?: string, it?: boolean): EffectDef | null {
  // "Take an extra turn after this one. Exile ~." (Temporal Mastery): the resolving spell exiles
  // itself (406.2, 608.2c); 608.2n then has nothing to put away (finishResolve: it left the stack).
  if (spell && kind === 'exileSelf' && !unlessPays && !it) return { kind: 'exile', what: { who: 'self' } };
  if (spell || changesZone(trigger)) return null;
  if (it && !ownEvent(trigger)) return null;
  if (kind === 'transformSelf') return { kind: 'transform' }; // 701.27a
  if (kind === 'exileSelf') return unlessPays ? null : { kind: 'exile', what: { who: 'self' } };
  return unlessPays ? { kind: 'sacrificeSelf', unlessPays } : { kind: 'sacrificeSelf' };
}
