// Snapshots of the tree and the definition for real cards of the coin-flip family (705): "Flip a
// coin." and what "If you win the flip" and "If you lose the flip" do after it (705.2: the player who
// flips calls heads or tails). Each was checked by hand against the card when written; a change to
// either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"flip a coin. If you lose the flip, ..." in a triggered ability (705.2)': ['Mana Crypt', 'Scoria Wurm', 'Wild Wurm',
    // not (yet) modelled: "remove ~ from combat and tap it"
    'Mijae Djinn'],
  '"Flip a coin. If you win the flip, ..." in a spell or an activated ability (705.2)': ['Stitch in Time', 'Tavern Swindler', 'Boompile', 'Skyclaw Thrash', 'Creepy Doll',
    // "return ~ to its owner's hand": the resolving spell itself (608.2n)
    'Molten Birth',
    // not (yet) modelled: "sacrifice ~ and draw three cards"
    "Sorcerer's Strongbox"],
  'a flip that only comes up heads or tails, no call: not (yet) modelled': ['Molten Sentry'],
};

snapshotFamilies('coin flips (705)', FAMILIES);
