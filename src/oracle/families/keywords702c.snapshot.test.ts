// Snapshots of the tree and the definition for real cards of keyword abilities of 702 read in
// session 7: disturb (702.146a, lowerCasting.ts), champion (702.72a, champion.ts), cumulative
// upkeep with a life payment (702.24a, cumulativeUpkeep.ts); session 8: umbra armor, written
// "totem armor" in the Oracle text of 2022 (702.89a-b, engine state/umbraArmor.ts). Each was checked by hand against the
// card and its rule when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'disturb (702.146a)': ['Baithook Angler // Hook-Haunt Drifter', 'Drogskol Infantry // Drogskol Armaments', 'Beloved Beggar // Generous Soul'],
  'champion (702.72a)': ['Changeling Titan', 'Lightning Crafter', "Wren's Run Packmaster"],
  'cumulative upkeep, a life payment (702.24a)': ['Gallowbraid', 'Morinfen'],
  'umbra armor, once totem armor (702.89a-b)': ['Hyena Umbra', 'Spider Umbra', 'Boar Umbra'],
};

snapshotFamilies('compiled cards of keyword abilities of 702, third file (the tree and the definition)', FAMILIES);
