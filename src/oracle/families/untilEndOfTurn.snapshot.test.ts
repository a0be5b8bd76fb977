// Snapshots of the tree and the definition for real cards of the "until end of turn" families
// (611.2a): "gets +N/+N" (613.4c), "gains <keyword>" (613.1f), both, on a target, on "~" or "it",
// and on what "creatures you control" or "all creatures" names (611.2c). Each was checked by hand
// against the card when written; the cards that stay unmodelled say why in their family's name.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'target creature gets +N/+N, -N/-N until end of turn (611.2a, 613.4c)': [
    'Giant Growth', 'Brute Force', 'Titanic Growth', 'Disfigure', 'Afflict', 'Vines of Vastwood', 'Rush of Adrenaline', 'Dauntless Onslaught', 'Agony Warp',
  ],
  '~ gets +N/+N until end of turn: firebreathing and its kin': ['Shivan Dragon', 'Abbey Matron', 'Frozen Shade', 'Wall of Wonder', 'Aetherling', 'Bladed Sentinel'],
  'target creature gains <keyword> until end of turn (613.1f)': ['Jump', 'Expedite', 'Crimson Acolyte', 'Boreal Griffin', 'Death-Hood Cobra', 'Assault Strobe', 'Alabaster Mage', 'Dauthi Trapper'],
  'gets +N/+N and gains <keywords> until end of turn': ['Brute Strength', 'Awaken the Bear', 'Aerial Maneuver', 'Uncanny Speed', 'Swift Justice', 'Clickslither'],
  'creatures you control, all creatures, attacking creatures, permanents you control (611.2c)': [
    'Inspired Charge', 'Overrun', 'Drown in Sorrow', 'Blinding Spray', 'Heroic Intervention', 'Boros Charm', 'Heroic Reinforcements', 'Festergloom',
    'Bolt Hound', 'Trumpet Blast',
  ],
  'it gets +N/+N: the permanent whose combat event triggered the ability (508.3a, 509.3a, 509.3c)': ['Brazen Wolves', 'Benalish Veteran', 'Bramble Creeper', 'Chub Toad', 'Raging Gorilla'],
  'X, read as it resolves (611.2d, 107.3a)': ['Kessig Wolf Run', 'Death Wind', 'Untamed Might'],
  '"It gets": the one permanent the effect before targeted (608.2c)': ['Snakeskin Veil', "Gerrard's Command", 'Aim High', 'Angelfire Ignition'],
  'kicked: that creature gets more instead (702.33d)': ['Explosive Growth', 'Might of Murasa', 'Gift of Growth'],
  'unmodelled: X not from the cost, a keyword the engine lacks, a choice, a condition, a spell\'s "other"': [
    'Exhilarating Elocution', 'Toxic Deluge', 'The Meathook Massacre', 'Undying Evil', 'Gods Willing', 'Might of Old Krosa', 'Akroma\'s Will',
  ],
};

snapshotFamilies('compiled cards of the "until end of turn" families (the tree and the definition)', FAMILIES);
