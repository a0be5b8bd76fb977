// Snapshots of the tree and the definition for real cards of the regeneration family (701.19):
// "Regenerate ~." with every kind of activation cost, "Regenerate target creature (artifact)." on
// permanents and spells, "Regenerate each creature you control.", "It (They, That creature)
// can't be regenerated." after a destruction, and "Target creature can't be regenerated this turn."
// (701.19c). Each was checked by hand against the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Regenerate ~." (701.19a)': [
    'Drudge Skeletons', 'Uthden Troll', 'Clay Statue', 'Tel-Jilad Exile', 'Troll Ascetic', 'Will-o\'-the-Wisp', 'Lotleth Troll',
    // other costs: sacrifice a permanent, pay life, discard, remove a counter
    'Goblin Turncoat', 'Rootwater Alligator', 'Mischievous Poltergeist', 'Deity of Scars',
    // not (yet) modelled beside it: landwalk (702.14), a characteristic-defining P/T (604.3), a conditional static ability
    'River Boa', 'Mortivore', 'Sedge Troll',
  ],
  '"Regenerate target creature." and "each creature you control"': [
    'Mending Touch', 'Death Ward', 'Refresh', 'Herbal Poultice', 'Medicine Bag', 'Village Elder', 'Yavimaya Hollow', 'Welding Jar', 'Wrap in Vigor', 'Loxodon Hierarch',
    // not (yet) modelled: a subtype as a target's noun, an enchanted creature, "it" after a pump, a static ability (701.19b)
    'Savage Thallid', 'Blessing of Leeches', 'Boon of Erebos', 'Mossbridge Troll',
  ],
  '"can\'t be regenerated" (701.19c)': [
    'Terminate', 'Wrath of God', 'Crosis\'s Charm', 'Nekrataal',
    // an effect of its own, for this turn; "It" after damage to target creature
    'Furnace Brood', 'Hurr Jackal', 'Orcish Healer', 'Engulfing Flames', 'Rage of Purphoros', 'Gravebind',
    // not (yet) modelled: "a creature dealt damage this way", "if it's a creature", "Creatures destroyed this way", a static ability (701.19b)
    'Incinerate', 'Carbonize', 'Soul Rend', 'Catastrophe', 'Clergy of the Holy Nimbus',
  ],
};

snapshotFamilies('compiled cards of the regeneration family (the tree and the definition)', FAMILIES);
