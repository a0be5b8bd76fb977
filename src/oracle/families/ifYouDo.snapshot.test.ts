// Snapshots of the tree and the definition for real cards with an optional action and "If you do"
// (608.2c, 608.2d; engine/effects/ifYouDo.ts, choices.ts). Each was checked by hand against the card
// when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('optional actions and "If you do" (608.2c, 608.2d)', {
  'you may discard, draw, sacrifice or exile; if you do': [
    'Keldon Raider', 'Izzet Keyrune', 'Carrion Imp', 'Dreamcatcher', 'Throwing Knife', 'Rank Officer', 'Soldevi Golem',
    // not (yet) modelled: the action's possibility unknown to the engine (returning a chosen permanent), a clause after "If you do"
    'Geothermal Kami', 'Cyclone Sire',
  ],
  'you may pay; if you do': ['Mirari', 'Gravity Negator'],
  'you may have <subject> <verb>': [
    'Fourth Bridge Prowler', 'Brutal Nightstalker', 'Goblin Arsonist', 'Blightcaster',
    // not (yet) modelled: an amount the clause can't read yet
    'Gempalm Polluter',
  ],
  "you may reveal a card as it enters; if you don't, it enters tapped (614.12)": ['Choked Estuary', 'Frostboil Snarl', 'Gilt-Leaf Palace', 'Ancient Amphitheater'],
});
