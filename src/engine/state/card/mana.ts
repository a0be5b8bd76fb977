// What mana abilities may choose, and what replaces produced mana (CR 106).
import type { ManaType } from './characteristics';

/** The types a player may choose from as a mana ability resolves. */
export type ManaChoice =
  | { from: 'types'; types: ManaType[] } // "any color", "any one color"
  /** "any type (color) that a land you (an opponent) control(s) could produce" (106.7) */
  | { from: 'couldProduce'; lands: 'you' | 'opponents'; colorsOnly: boolean }
  | { from: 'colorsOfPermanents' } // "a color of a permanent you control"
  | { from: 'produced' } // "any type that land produced" (106.12a)
  /** "one mana of the chosen color" (614.12: the source's choice as it entered); "{R} or one mana of the chosen color": `also`. */
  | { from: 'chosenColor'; also: ManaType[] };

/** What tapping for mana, or any production of mana, turns into (106.12b, 614.1a). */
export type ManaReplacement =
  | { kind: 'double'; tappedBy: 'controller' } // Mana Reflection: twice as much of that mana
  | { kind: 'becomes'; type: ManaType; landsOnly: true }; // Contamination: {B} instead of any other type and amount
