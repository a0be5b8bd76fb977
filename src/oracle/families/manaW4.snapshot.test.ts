// Wave 4, mana (106, 605, 111.4, 113.1a, 608.2h): tokens created with a quoted ability ("It has
// "Sacrifice this creature: Add {C}."", the Eldrazi Spawn and Scion), and mana abilities whose
// amount is counted as they resolve ("Add {G} for each creature you control.", "Add X mana of any
// one color, where X is the number of Allies you control."), and alternative costs (118.9: "You may
// pay {W}{U}{B}{R}{G} / sacrifice two Mountains / exile a blue card from your hand rather than pay ~'s mana cost.").
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('compiled cards of the wave-4 mana families (the tree and the definition)', {
  'a token created with a quoted ability (111.4, 113.1a)': ['Nest Invader', 'Awakening Zone', 'Brood Monitor', 'Corpsehatch', 'Spawning Bed', 'Drudge Spell'],
  'mana counted as it resolves (106.1, 608.2h)': ["Gaea's Cradle", 'Cabal Coffers', 'Priest of Titania', 'Songs of the Damned', 'Mana Geyser', 'Leafkin Avenger', 'Black Market'],
  'X mana of any one color, where X is a number (106.1, 605.3b)': ['Harabaz Druid', 'Empowered Autogenerator', 'Wirewood Channeler'],
  'an alternative cost the card states (118.9)': ['Bringer of the Red Dawn', 'Fireblast', 'Crash', 'Snapback', 'Soul Spike', 'Force of Will'],
});
