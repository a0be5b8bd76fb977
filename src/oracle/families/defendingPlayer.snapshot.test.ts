// Snapshots of real cards whose attack triggers name the defending player (506.2, 508.5): "tap
// target creature defending player controls" (casting/targets.ts reads the trigger's event),
// "defending player discards a card", "... loses 2 life", "... sacrifices a creature". Each was
// checked by hand against the card when written.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('the defending player in attack triggers', {
  'a target the defending player controls': ['Master of Diversion', 'Elite Scaleguard', 'Hellkite Whelp'],
  'the defending player as a player': ['Shrieking Specter', 'Silent Skimmer', 'Vedalken Ghoul', 'Nefarox, Overlord of Grixis', 'Leeching Sliver'],
  // not (yet) modelled: an activated ability names the defending player
  'not read': ['Ancient Hellkite'],
});
