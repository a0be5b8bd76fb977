// Snapshots of the tree and the definition for real cards of the monarch family (725): "you become
// the monarch." as an effect (725.1), "if you're the monarch" and "if an opponent is the monarch" as
// conditions (intervening, 603.4; 725.5: none holds with no monarch), "Whenever you become the
// monarch" (725.1, 725.3). Each was checked by hand against the card when written; a change to
// either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"you become the monarch." in an enters trigger or a spell (725.1)': [
    'Palace Sentinels', 'Crimson Fleet Commodore', 'Staunch Throneguard', 'Thorn of the Black Rose', 'Feast of Succession',
    // not (yet) modelled beside it: "As long as you're the monarch, damage doesn't cause you to lose life."
    'Archon of Coronation',
  ],
  '"if you\'re the monarch", "if an opponent is the monarch" (725.1, 603.4)': ['Throne Warden', 'Garrulous Sycophant', 'Queen Marchesa'],
  '"Whenever you become the monarch" (725.1)': ['Custodi Lich'],
};

snapshotFamilies('the monarch (725)', FAMILIES);

snapshotFamilies('the top card of a library, seen (401.5): information only', {
  '"You may look at the top card of your library any time.", "Play with the top card of your library revealed." (401.5)': ['Sphinx of Jwar Isle', 'Goblin Spy',
    // not (yet) modelled beside it: "you may play lands from the top of your library"
    'Radha, Heart of Keld'],
});
