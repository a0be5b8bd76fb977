// "Whenever ~ deals combat damage to a player or planeswalker" (510.3a, 120.3): the combat damage
// trigger of the permanent, also when the damage is dealt to a planeswalker.
import { SELF } from '../normalize';
import type { TriggerNode } from '../tree';
import { lit, map, type Parser } from './primitives';

export const combatDamageToPlayerOrPlaneswalker: Parser<TriggerNode> = map(lit(`Whenever ${SELF} deals combat damage to a player or planeswalker`), (_, span): TriggerNode => ({
  kind: 'trigger',
  span,
  event: 'combatDamageToPlayer',
  orPlaneswalker: true,
}));
