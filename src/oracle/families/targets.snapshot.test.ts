// Snapshots of the tree and the definition for real cards of the targeting family (115, 601.2c):
// "tap or untap target permanent" (701.26a-b, 608.2d; engine/effects/tapOrUntap.ts), attaching an
// Aura or Equipment by an ability (701.3a; engine/effects/attach.ts), "another target" of an
// activated ability (113.7), and "non-Human creature" (205.3) in a targeting phrase.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('targets and small effect wordings', {
  'tap or untap (701.26a-b, 608.2d)': ['Puppeteer', 'Twiddle', 'Elder Druid', 'Toils of Night and Day', 'Vedalken Anatomist', 'Pestermite'],
  'attach the source (701.3a)': ['Cranial Plating', 'Bramble Armor', "Hero's Blade", 'Ronin Warclub', 'Illusory Gains', "Forebear's Blade"],
  'attach a target or to the token made (701.3a, 608.2c)': ['Auriok Windwalker', 'Magnetic Theft', "Kazuul's Toll Collector", 'Barbed Spike'],
  'another target of an activated ability (113.7)': ['Fatestitcher', "Kiora's Follower", 'Brash Taunter'],
  'a subtype it is not (205.3)': ['Avacynian Priest', 'Tranquil Domain', 'Rosethorn Halberd', 'Keldon Warlord'],
  // not (yet) modelled: an attacking player's choice, "other than enchanted creature"
  'not modelled': ['Curse of Inertia', 'Kjeldoran Pride'],
});
