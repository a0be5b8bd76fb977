// Snapshots of the tree and the definition for real cards of the trigger conditions read whole by
// grammar/triggerSubjects.ts: a permanent named by a type, a subtype (109.2) or both, with its
// qualities, entering under your or an opponent's control (603.6a), dying (700.4) or put into a
// graveyard, yours or an opponent's, from the battlefield (603.6c, 603.10a); spells by colors and
// types, during your or an opponent's turn, the first during each opponent's turn (601.2i); "When"
// for "Whenever" (603.2); either of two events (603.2); state triggers (603.8); and "return ~ to its
// owner's hand" finding the card in its graveyard (400.7e); players sacrificing (701.21a), scrying
// (701.22d), surveilling (701.25), and permanents turned face up (708.8). Each was checked by hand against the card.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Whenever another Zombie enters under your control", "a Cartouche", "a Forest", "another nontoken Elf enters" (109.2, 603.6a)': [
    'Binding Mummy', 'Champion of the Perished', 'Trial of Zeal', 'Battlewand Oak', 'Wirewood Hivemaster', 'Yoshimaru, Ever Faithful', 'Iceberg Cancrix', 'Go-Shintai of Life\'s Origin',
  ],
  '"Whenever a land enters under an opponent\'s control" (603.6a)': ['Shattered Angel'],
  '"Whenever another Zombie you control dies", "another Human creature dies" (700.4)': ['Diregraf Captain', 'Village Cannibals', 'Skemfar Avenger', 'Headless Rider'],
  '"Whenever an artifact is put into a graveyard from the battlefield", "... into your / an opponent\'s graveyard" (603.6c, 603.10a)': [
    'Disciple of the Vault', 'Femeref Enchantress', 'Field of Souls', 'Kithkin Mourncaller', 'Tablet of Epityr', 'Viridian Revel',
  ],
  '"Whenever an opponent casts a blue or black spell", "a multicolored instant or sorcery spell", "a player casts a Goblin spell" (601.2i, 105.2, 205.3)': [
    'Snake Pit', 'Cloven Casting', 'Bog-Strider Ash', 'Chimeric Egg', 'Mindsparker',
  ],
  '"Whenever you cast a spell during an opponent\'s turn", "your first spell during each opponent\'s turn", "an opponent casts a blue spell during your turn" (601.2i)': [
    'Brineborn Cutthroat', 'Wavebreak Hippocamp', 'Hermit of the Natterknolls // Lone Wolf of the Natterknolls', 'Eyes of the Wisent', 'Chakram Retriever',
  ],
  '"When you cast a creature spell", "When another creature enters": "When" for "Whenever" (603.2)': ['Skittering Skirge', 'Timid Drake', 'Yoke of the Damned'],
  '"When you cycle ~ or it dies", "When ~ enters or is turned face up", "Whenever you cast a black spell or a Swamp enters under your control" (603.2)': [
    'Bant Sojourners', 'Ponyback Brigade', 'Staff of the Death Magus',
  ],
  '"When you control no Islands", "no other creatures", "no artifacts" (603.8)': ['Dandân', 'Emperor Crocodile', 'Covetous Dragon', 'Synod Centurion'],
  '"When ~ is put into a graveyard from the battlefield, return ~ to its owner\'s hand" (400.7e)': ['Rancor', 'Cessation', 'Shivan Phoenix'],
  '"Whenever you sacrifice a Clue", "another permanent", "a player sacrifices a creature" (701.21a, 603.10a)': [
    'Tireless Tracker', 'Bloodbriar', 'Mayhem Devil', 'Mortician Beetle', 'Gluttonous Guest', 'Captain Lannery Storm',
  ],
  '"Whenever you scry", "Whenever you surveil", "Whenever you cycle another card" (701.22d, 701.25, 702.29c)': ['Flamespeaker Adept', 'Dimir Spybug', 'Drannith Healer'],
  '"Whenever a permanent is turned face up", "~ or another permanent is turned face up" (708.8)': ['Aven Farseer', 'Unblinking Bleb'],
  '"a creature you control with toughness 4 or greater dies", "with a +1/+1 counter on it" (700.4, 122.1)': ['Kheru Bloodsucker', 'Mycoid Shepherd', 'Skyclave Shadowcat'],
  '"Whenever you cast a spell from your graveyard", "a kicked spell" (601.2a, 702.33d)': ['Burning Vengeance', 'Thalia\'s Geistcaller', 'Lullmage\'s Familiar', 'Merfolk Falconer'],
  '"Whenever a creature attacks you or a planeswalker you control", "one of your opponents", "another creature you control attacks": "it", "that creature", "that player" (508.1b, 608.2c)': [
    'Isperia, Supreme Judge', 'Briar Patch', 'Gahiji, Honored One', 'Calculating Lich', 'Glory Bearers', 'Circle of Flame', 'Soulblade Corrupter',
  ],
  '"Whenever a creature enters under your control, it gets ...": the creature entered (603.6a, 608.2c)': ['In the Web of War', 'Ogre Battledriver', 'Mighty Emergence'],
  '"Whenever enchanted creature attacks or blocks", "becomes blocked", "enchanted land becomes tapped", "becomes the target of a spell [or ability]", "leaves the battlefield" (301.5, 303.4)': [
    'Luminous Wake', 'Primal Cocoon', 'Bestial Fury', 'Relic Bind', 'Illusionary Armor', 'Spectral Prison', 'Valor of the Worthy', 'Armory of Iroas',
    // not (yet) modelled beside it: "its controller" of the enchanted creature
    'Contaminated Bond',
  ],
  '"another target creature" first in a triggered ability: not its source (113.7, 115.4)': [
    'Aerial Guide', 'Atzocan Archer', 'Kyodai, Soul of Kamigawa', 'Eddytrail Hawk', 'Jeering Instigator', 'Avabruck Caretaker // Hollowhenge Huntmaster',
  ],
  '"Whenever a creature an opponent controls becomes tapped", "a Forest an opponent controls", "a creature blocks", "a creature you control becomes blocked" (701.26, 509.3a, 509.3c)': [
    'Gideon\'s Avenger', 'Lifetap', 'Wake Thrasher', 'Heat of Battle', 'Close Quarters', 'Somberwald Alpha', 'Perimeter Captain',
  ],
  '"that creature\'s controller" of an enchanted creature that becomes tapped (303.4)': ['Insolence', 'Psychic Venom'],
  '"Whenever an opponent gains life", "an opponent loses life", "you lose life": "that player", "that many" (119.3, 119.9, 120.3a)': [
    'Exquisite Blood', 'Mindcrank', 'Kavu Predator', 'Vilis, Broker of Blood',
  ],
  '"Whenever you attack with three or more creatures", "one or more creatures [you control] attack", "... attack you" (508.1, 508.3a)': [
    'Military Intelligence', 'Orim\'s Prayer', 'Ancestor Dragon', 'Duelist\'s Heritage', 'Mavren Fein, Dusk Apostle', 'Tide Skimmer', 'Legion\'s Landing // Adanto, the First Fort',
  ],
  '"Whenever ~ becomes the target of a spell [you control | an opponent controls]", "attacks or becomes the target of a spell" (115.1, 603.2)': [
    'Stormchaser Drake', 'Livewire Lash', 'Goldspan Dragon',
  ],
  '"Whenever ~ becomes blocked by a green creature", "blocks a creature without flying", "blocks or becomes blocked by a white creature" (509.3b, 509.3d, 509.3f)': [
    'Phyrexian Reaper', 'Phyrexian Slayer', 'Crimson Roc', 'Ghost Hounds',
    // "it" of either event of the enchanted creature (303.4)
    'Ferocity',
  ],
};

snapshotFamilies('compiled cards of trigger conditions read whole: subjects, turns, state triggers (the tree and the definition)', FAMILIES);
