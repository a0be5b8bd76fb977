// Snapshots of the tree and the definition for real cards whose controller makes a choice as they
// enter (614.12, 614.1c): "As ~ enters, choose a color." / "... a creature type." / "... a color
// other than red.", and their other abilities that read the choice: "creatures [you control] of the
// chosen type/color get +N/+N" (611.3a), "~ is the chosen type in addition to its other types"
// (205.1b), "has protection from the chosen color" (702.16a), "Add one mana of the chosen color."
// (106.1), "Whenever you cast a spell of the chosen color/type" (601.2i). Each was checked by hand
// against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Creatures [you control] of the chosen type / color get +N/+N" (611.3a, 613.4c)': [
    'Engineered Plague', 'Plague Engineer', 'Rally the Ranks', 'Shared Triumph', 'Obelisk of Urd', 'Hall of Triumph', 'Heraldic Banner',
    // "for each charge counter on ~" (122.1) and a cast trigger of the chosen type
    'Door of Destinies',
  ],
  '"~ is the chosen type in addition to its other types" (205.1b)': ['Adaptive Automaton',
    // not (yet) modelled beside it: "enters with an additional +1/+1 counter" for others
    'Metallic Mimic'],
  '"has protection from the chosen color" (702.16a)': ['Voice of All', 'Order of the Stars', 'Ward Sliver',
    // not (yet) modelled: "This effect doesn't remove ~." and "gains ... until end of turn"
    'Floating Shield'],
  '"Add one mana of the chosen color.", "Add {R} or one mana of the chosen color." (106.1)': ['Sol Grail', 'Coldsteel Heart', 'Uncharted Haven', 'Quirion Elves', 'Thriving Bluff', 'Thriving Isle'],
  '"Whenever you cast / a player casts a spell of the chosen color / type" (601.2i)': ['Diamond Mare', 'Diamond Knight', 'Curse of Wizardry', 'Paradise Plume', "Vanquisher's Banner"],
  'Not (yet) modelled readers of the choice': ['Caged Sun', 'Gauntlet of Power', 'Teferi\'s Moat', 'Cavern of Souls'],
};

snapshotFamilies('choices made as a permanent enters (614.12)', FAMILIES);
