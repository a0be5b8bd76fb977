// Snapshots of the tree and the definition for real cards with "Whenever ~ deals combat damage to a
// player or planeswalker" (510.3a; 120.3c: damage to a planeswalker removes loyalty counters):
// grammar/combatDamageTrigger.ts, engine/combat/combatDamage.ts. Each was checked by hand.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('combat damage to a player or planeswalker (510.3a)', {
  'the trigger': ['Dreadhorde Butcher', 'Grateful Apparition', 'Guildpact Informant', 'Silent Submersible'],
});
