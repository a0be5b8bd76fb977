// Snapshots of the tree and the definition for real cards whose static abilities apply "as long as"
// a condition holds (611.3b; grammar/staticEffect.ts `condition`, layers/derive.ts): on the object
// an Aura or Equipment is attached to (301.5, 303.4), the controller's hand and life total (119.1),
// threshold with a quoted ability; the same conditions in effects, read as they resolve
// (608.2c) or, after a trigger, as it would trigger too (603.4). Each was checked by hand against the card when written.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('as long as', {
  'the attached object is ... (301.5, 303.4)': ["Butcher's Cleaver", 'Akki War Paint', 'Edge of the Divinity', 'Bladed Bracers', 'Champion\'s Helm', 'Rune of Flight'],
  'your hand and life total (119.1)': ["Demon's Jester", 'Thresher Lizard', 'Gavony Ironwright', 'Neheb, the Worthy'],
  'threshold with a quoted ability': ['Possessed Aven', 'Cephalid Sage'],
  'if you control ... (608.2c; intervening "if", 603.4)': ['Chilling Trap', 'Arterial Flow', "Dwynen's Elite", 'Ghitu Journeymage', 'Avid Reclaimer', 'Clear the Stage'],
  // not (yet) modelled: an opponent's life total, a comparison with each opponent
  'not yet': ['Ruthless Cullblade', 'Descendant of Kiyomaro'],
});
