// Snapshots of the tree and the definition for real cards that tap a permanent named before ("Tap
// it.", "Tap ~.", 701.26a, 608.2c), tap one and keep it tapped through its controller's next untap
// step (502.3), make it lose a keyword until end of turn (613.1f), or give it protection from a
// color chosen as the effect resolves (702.16a, 608.2d; engine/effects/protectionOfChoice.ts).
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('tapping and protection of choice', {
  'tap it, tap ~ (701.26a, 608.2c)': ['Dream Trawler', 'Wicked Wolf', 'Drudge Sentinel', 'Fleshmad Steed'],
  "tap that creature and it doesn't untap (502.3)": ['Kashi-Tribe Reaver', 'Matsu-Tribe Sniper'],
  'tap or untap all, each (701.26a-b)': ['Shrieking Mogg', 'Llanowar Druid', 'Myr Galvanizer', 'Naya Charm'],
  'untap those creatures (608.2c)': ['Tenacity', 'Rally to Battle'],
  'an exact number of targets (601.2c)': ['Argothian Elder', 'Nomad Decoy'],
  'a subtype or a supertype in a targeting phrase (205.3, 205.4)': ['Arbor Elf', 'Ali Baba', 'Earthcraft'],
  'loses a keyword until end of turn (613.1f)': ['Downdraft', 'Canopy Claws'],
  'protection from the color of a choice (702.16a, 608.2d)': ['Mother of Runes', 'Gods Willing', 'Pale Wayfarer'],
  'becomes the color or colors of a choice (613.1e, 608.2d)': ['Tidal Visionary', 'Quickchange', 'Wild Mongrel'],
  '"defending player" in a targeting phrase (506.2)': ['Master of Diversion'],
});
