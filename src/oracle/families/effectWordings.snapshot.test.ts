// Snapshots of the tree and the definition for real cards of the effect-wordings family: the
// common effects in their many wordings. "Enchanted creature" and "equipped creature" as what an
// effect acts on (303.4b, 301.5a): tapped, untapped, regenerated, destroyed, exiled, returned,
// given counters, pumped until end of turn. Fights (701.14) and bites (120.1). "That creature's controller" (608.2c). Each was checked by hand against the card when written;
// a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"enchanted creature", "equipped creature" (303.4b, 301.5a)': [
    'Capture Sphere', 'Charmed Sleep', 'Carapace', 'Blessing of Leeches', 'Armor of Faith', 'Briar Shield', 'Adventuring Gear', 'Forced Adaptation', 'Ghostly Wings', 'Aura of Dominion',
  ],
  'fight (701.14) and "deals damage equal to its power to" (120.1)': [
    'Prey Upon', 'Pit Fight', 'Blood Feud', 'Epic Confrontation', 'Affectionate Indrik', 'Rabid Bite', "Master's Rebuke", 'Ulvenwald Tracker',
  ],
  '"that creature\'s controller" (608.2c, 608.2h)': ["Chandra's Outrage", 'Consign to the Pit', 'Blur of Blades', 'Melt Terrain', 'Burn the Accursed'],
  '"each other creature", "each creature and each planeswalker", "itself", "and deals N damage to you"': [
    'Chaos Maw', 'Star of Extinction', "Storm's Wrath", 'Harbinger of the Hunt', 'Psionic Entity', 'Reckless Embermage', 'Firedrinker Satyr', 'Electric Eel', 'Justice Strike', 'Inner Struggle',
  ],
  'targets "with toughness N or greater", "with mana value N or less", "with defender" (208.1, 202.3)': ['Smother', 'Collar the Culprit', 'Clear a Path', 'Easy Prey', 'Sungold Barrage'],
  '"each of two targets", "Destroy target creature and target land", "That creature deals damage equal to its power to ~"': ['Swelter', 'Pinnacle of Rage', 'Fumarole', 'Karplusan Yeti', 'Tahngarth, Talruum Hero'],
};

snapshotFamilies('compiled cards of the effect-wordings family (the tree and the definition)', FAMILIES);
