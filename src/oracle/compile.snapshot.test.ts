// Snapshots of the tree and the lowered abilities for real cards across the families (issue 13):
// each checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './families/snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'basic and other lands': ['Plains', 'Island', 'Forest', 'Wastes', 'Tundra', 'City of Brass', 'Karplusan Forest'],
  'mana abilities': ['Sol Ring', 'Mind Stone', 'Gilded Lotus', 'Lotus Petal', 'Boros Signet', 'Llanowar Elves', 'Elvish Mystic', 'Birds of Paradise', 'Dark Ritual'],
  'damage': ['Lightning Bolt', 'Shock', 'Burst Lightning', 'Prodigal Pyromancer', 'Lightning Helix', 'Fireball'],
  'keywords and vanilla creatures': ['Serra Angel', 'Raging Goblin', 'Grizzly Bears', 'Shivan Dragon', 'Giant Spider', 'Goblin Guide', 'Wall of Omens', 'Bonesplitter'],
  'counterspells': ['Counterspell', 'Negate', 'Essence Scatter', 'Spellstutter Sprite'],
  'draw, life, scry, bounce, tap, counters': ['Divination', 'Ancestral Recall', 'Opt', 'Think Twice', 'Unsummon', 'Elvish Visionary', 'Farmstead Gleaner', 'Silkbind Faerie', 'Order of Whiteclay', "Ajani's Pridemate"],
  'enters tapped': ['Azorius Guildgate', 'Coral Atoll', 'Tranquil Cove'],
  'sacrifice ~ as a cost': ['Bottle Gnomes', 'Aether Spellbomb', 'Daring Apprentice'],
  'pay life as a cost': ['Mana Confluence', 'Greed'],
  'modal': ['Cryptic Command', 'Healing Salve'],
  'several faces': ['Fire // Ice', 'Bonecrusher Giant // Stomp', 'Delver of Secrets // Insectile Aberration'],
  'planeswalkers and legends': ['Jace, the Mind Sculptor', 'Kozilek, Butcher of Truth'],
  'not yet modelled': ['Swords to Plowshares', 'Giant Growth', 'Wrath of God', 'Sakura-Tribe Elder'],
};

snapshotFamilies('compiled cards (the tree and the definition)', FAMILIES);
