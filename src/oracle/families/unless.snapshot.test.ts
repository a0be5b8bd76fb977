// Snapshots of the tree and the definition for real cards whose player chooses as the effect
// resolves: "sacrifice ~ unless you ..." (118.12a, 603.5; engine/effects/sacrificeUnless.ts), "counter
// target spell unless its controller pays {X}" (107.3; engine/effects/counter.ts). Each
// was checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('payments and choices as an effect resolves (118.12a, 603.5, 608.2d)', {
  'sacrifice ~ unless you discard': ['Masticore', 'Coral Net', 'Balduvian Horde', 'Fallow Wurm', 'Drekavac', 'Avatar of Discord'],
  'sacrifice ~ unless you sacrifice or return several': ['Rathi Dragon', 'Hecatomb', 'Sacred Mesa', 'Bull Elephant', 'Drake Familiar'],
  'sacrifice ~ unless you pay life or mana': ['Vile Consumption', 'Transguild Promenade'],
  'counter target spell unless its controller pays {X} or a counted amount (107.3, 118.12a)': [
    'Syncopate', 'Clash of Wills', 'Condescend', 'Circular Logic', 'Spell Rupture', "Thassa's Rebuff",
    // not (yet) modelled: "its mana value" of the target
    'Rethink',
  ],
});
