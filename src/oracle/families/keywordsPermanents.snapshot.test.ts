// Snapshots of the tree and the definition for real cards of keyword abilities of permanents that
// stand for their reminder text (keywordMeaning.ts): reinforce (702.77a), unleash (702.98a) and
// riot (702.136a), whose +1/+1 counter is chosen as the permanent would enter (614.12). Each was
// checked by hand against the card and its rule when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'reinforce (702.77a)': ['Mosquito Guard', 'Burrenton Bombardier', 'Hunting Triad'],
  'unleash (702.98a)': ['Rakdos Cackler', 'Exava, Rakdos Blood Witch'],
  'riot (702.136a)': ['Zhur-Taa Goblin', 'Rampaging Rendhorn'],
};

snapshotFamilies('compiled cards of keyword abilities of permanents (the tree and the definition)', FAMILIES);
