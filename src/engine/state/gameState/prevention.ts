// Damage prevention effects and shields (615).
import type { EntityId, ObjectId } from './ids';

/** One resolved "prevent all damage" effect (615.1a): the objects it protects (or stops dealing damage), which damage, and its source. */
export type DamagePrevention = {
  objects: EntityId[];
  direction: 'to' | 'by' | 'toAndBy';
  combatOnly: boolean;
  source: { id: ObjectId; name: string };
  /** "The next time a source of your choice would deal damage ..." (615.8): only damage from this source, once; `anyRecipient`: to anything. */
  from?: ObjectId;
  next?: true;
  anyRecipient?: true;
};

/** One prevention shield (615.7): how much damage to `to` it still prevents, and the source of the effect. */
export type PreventionShield = { to: EntityId; amount: number; source: { id: ObjectId; name: string } };
