// Snapshots of the tree and the definition for real cards of the resolved continuous effects that
// need layers beyond "gets" and "gains" (611.2): control (613.1b), "becomes" (613.1d-f, 613.4b),
// "loses all abilities" (613.1f), base power and toughness (613.4b), switching (613.4d), and the
// combat rules an effect sets for the turn (509.1b). Each was checked by hand against the card
// when written; the cards that stay unmodelled say why in their family's name.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'gain control of target creature, until end of turn, for good, while you control ~ (613.1b)': [
    'Threaten', 'Act of Treason', 'Act of Aggression', 'Traitorous Blood', 'Aladdin', 'Master Thief', 'Sower of Temptation', 'Ritual of the Machine', 'Memnarch',
  ],
  '~ becomes an N/N creature until end of turn, still a land (205.1b, 613.1d-e, 613.4b)': ['Celestial Colonnade', 'Treetop Village', 'Hostile Desert', 'Mishra\'s Factory', 'Chimeric Idol', 'Azorius Keyrune'],
  'loses all abilities, base power and toughness, becomes a Frog (613.1f, 613.4b)': ['Turn to Frog', 'Ovinize', 'Humble', 'Animate Land', 'Argent Mutation'],
  'switch power and toughness (613.4d)': ['Twisted Image', 'About Face', 'Inside Out'],
  '~ becomes a creature with all creature types (205.3m)': ['Mutavault'],
  'unmodelled: split second, a target by mana value, "as long as ~ remains tapped", "gets ... and can\'t be blocked", "target spell or permanent" (400.7a)': [
    'Word of Seizing', 'Dominate', 'Old Man of the Sea', 'Distortion Strike', 'Sudden Spoiling', 'Purelace',
  ],
  "can't block, can't be blocked this turn (509.1b)": ['Falter', 'Magmatic Chasm', 'Artful Dodge', "Rogue's Passage", 'Goblin Shortcutter'],
};

snapshotFamilies('compiled cards of the resolved layer families (the tree and the definition)', FAMILIES);
