// Snapshots of the tree and the definition for real cards of keyword abilities of permanents that
// stand for their reminder text (keywordMeaning.ts): reinforce (702.77a), unleash (702.98a) and
// riot (702.136a), whose +1/+1 counter is chosen as the permanent would enter (614.12); fabricate
// (702.123a), mentor (702.134a), evolve (702.100a), boast (702.142a), vanishing
// (702.63a); the keyword action adapt (701.46a). Each was
// checked by hand against the card and its rule when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'reinforce (702.77a)': ['Mosquito Guard', 'Burrenton Bombardier', 'Hunting Triad', "Wren's Run Hydra"],
  'unleash (702.98a)': ['Rakdos Cackler', 'Exava, Rakdos Blood Witch'],
  'riot (702.136a)': ['Zhur-Taa Goblin', 'Rampaging Rendhorn'],
  // "If you don't": the may's other branch, also when the counters can't be put (608.2d)
  'fabricate (702.123a)': ['Glint-Sleeve Artisan', 'Angel of Invention'],
  // the target's power read against the mentor's, as it last existed if it has left (608.2h)
  'mentor (702.134a)': ['Barging Sergeant', 'Goblin Banneret'],
  // a trigger with an intervening "if" comparing the entering creature with the evolving one (603.4)
  'evolve (702.100a)': ['Cloudfin Raptor', 'Experiment One'],
  // the keyword before an activated ability's cost; Axgard Braggart's "it" stays unmodelled
  'boast (702.142a)': ['Hagi Mob', 'Fearless Pup', 'Axgard Braggart'],
  // enters with time counters; the upkeep removal triggers the sacrifice as the last one goes
  'vanishing (702.63a)': ['Waning Wurm', 'Calciderm', 'Keldon Marauders'],
  // the keyword action "Adapt N", an "if" checked as the ability resolves (608.2c)
  'adapt (701.46a)': ['Skitter Eel', 'Zegana, Utopian Speaker'],
};

snapshotFamilies('compiled cards of keyword abilities of permanents (the tree and the definition)', FAMILIES);
