// Snapshots of the tree and the definition for real cards whose damage the text defines by a count
// (120.1; 107.3c: an X the text defines is not chosen; 608.2h: counted as the effect happens):
// "deals damage to ... equal to the number of ...", "deals damage equal to ... to ...", "deals X
// damage to ..., where X is ...", with "you gain X life" or "X damage to you" after it (608.2c).
// grammar/damageAmount.ts, lowerCounted.ts. Each was checked by hand against the card when written.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('damage equal to a count (120.1, 107.3c, 608.2h)', {
  'equal to the number of permanents': ['Spire Barrage', 'Cabaretti Charm', 'Foundry Champion', 'Thunder of Hooves', 'Chain Reaction'],
  'equal to the number of cards in a zone': ['Master the Way', 'Blitz of the Thunder-Raptor', 'Cyclops Electromancer'],
  'counters on the source (as it last existed once sacrificed, 608.2h)': ['Time Bomb', 'Lightning Reaver', 'Festering Wound', 'Heliophial'],
  'a number plus a count': ['Welding Sparks'],
  'and the same number again (608.2c)': ['Tendrils of Corruption', 'Sparksmith'],
  'you may have it deal (603.5)': ['Murasa Pyromancer'],
  // not modelled: "it" is the Dragon that entered, not the source; a count relative to the player dealt damage
  'left unmodelled on purpose': ['Scourge of Valkas', 'Karma', 'Jaws of Stone'],
});
