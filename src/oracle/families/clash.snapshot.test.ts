// Snapshots of the tree and the definition for real cards of the clash family (701.30): "Clash with
// an opponent." and "If you win, ..." after it (701.30d). Each was checked by hand against the card
// when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('clash (701.30)', {
  '"clash with an opponent. If you win, put a +1/+1 counter on ~." in an enters trigger': ['Adder-Staff Boggart', 'Oaken Brawler', 'Bog Hoodlums'],
  '"Clash with an opponent. If you win, ..." in a spell: "that creature\'s controller", the spell returning to its owner\'s hand (608.2n)': ['Lash Out', 'Research the Deep', 'Titan\'s Revenge', 'Weed Strangle', 'Spring Cleaning',
    // not (yet) modelled: "If you win, repeat this process."
    "Hoarder's Greed",
    // not (yet) modelled: "you may clash with an opponent" (Sentry Oak's "may")
    'Sentry Oak'],
});
