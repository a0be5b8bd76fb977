// Snapshots of the tree and the definition for real transforming double-faced cards (712.2,
// 701.27): "Transform ~." in activated and triggered abilities, the werewolves' upkeep triggers with
// their intervening "if" on last turn's spells (603.4), daybound and nightbound (702.145), the day
// and night triggers and statics (731.1), and "transforms into ~" (701.27e). Each was checked by
// hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Transform ~." as an activated or triggered ability\'s effect (701.27a)': [
    'Bloodline Keeper // Lord of Lineage', 'Thraben Gargoyle // Stonewing Antagonizer', 'Mysterious Tome // Chilling Chronicle', 'Cloistered Youth // Unholy Fiend',
    'Heir of Falkenrath // Heir to the Night', 'Autumnal Gloom // Ancient of the Equinox',
    // not (yet) modelled beside it: "You may reveal that card. If an instant or sorcery card is revealed this way, transform ~."
    'Delver of Secrets // Insectile Aberration',
  ],
  '"At the beginning of each upkeep, if no spells were cast last turn / if a player cast two or more spells last turn, transform ~." (603.4)': [
    'Kruin Outlaw // Terror of Kruin Pass', 'Village Ironsmith // Ironfang', 'Daybreak Ranger // Nightfall Predator', 'Gatstaf Shepherd // Gatstaf Howler',
  ],
  'Daybound and nightbound (702.145)': ['Tavern Ruffian // Tavern Smasher', 'Village Watch // Village Reavers', 'Hound Tamer // Untamed Pup',
    // not (yet) modelled beside it: "exile target creature an opponent controls until ~ leaves the battlefield"
    'Brutal Cathar // Moonrage Brute'],
  '"If it\'s neither day nor night, it becomes day as ~ enters.", "Whenever day becomes night or night becomes day" (731.1, 731.1a)': ['Brimstone Vandal', 'Firmament Sage', 'Sunrise Cavalier'],
  '"When ~ transforms into ~" (701.27e)': ['Kindly Stranger // Demon-Possessed Witch'],
};

snapshotFamilies('transforming double-faced cards (712, 701.27, 702.145, 731)', FAMILIES);
