// Snapshots of the tree and the definition for real cards whose player chooses as the effect
// resolves: "sacrifice ~ unless you ..." (118.12a, 603.5; engine/effects/sacrificeUnless.ts), "counter
// target spell unless its controller pays {X}" (107.3; engine/effects/counter.ts), "you may pay
// {X}" (107.3f; effects/mayPayX.ts), a creature type chosen as it resolves (608.2d), and "Activate no
// more than twice each turn" (602.5b; casting/restrictions.ts). Each was checked by hand against
// the card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('payments and choices as an effect resolves (118.12a, 603.5, 608.2d)', {
  'sacrifice ~ unless you discard': ['Masticore', 'Coral Net', 'Balduvian Horde', 'Fallow Wurm', 'Drekavac', 'Avatar of Discord'],
  'sacrifice ~ unless you sacrifice or return several': ['Rathi Dragon', 'Hecatomb', 'Sacred Mesa', 'Bull Elephant', 'Drake Familiar'],
  'sacrifice ~ unless you pay life or mana': ['Vile Consumption', 'Transguild Promenade'],
  'sacrifice ~ unless you pay {1} for each ... (608.2h)': ['Megatherium', 'Fettergeist', 'Extravagant Spirit'],
  'sacrifice it unless {U} was spent to cast it (601.2h)': ['Azorius Herald', 'Court Hussar', 'Patagia Viper', 'Plaxmanta'],
  'counter target spell unless its controller pays {X} or a counted amount (107.3, 118.12a)': [
    'Syncopate', 'Clash of Wills', 'Condescend', 'Circular Logic', 'Spell Rupture', "Thassa's Rebuff",
    // not (yet) modelled: "its mana value" of the target
    'Rethink',
  ],
  '<effect> unless they (you) pay {N} (118.12a)': [
    'Rishadan Cutpurse', 'Rishadan Brigand', 'Rishadan Footpad', 'Hasran Ogress', 'Force of Nature', 'Minion of Tevesh Szat',
    // not (yet) modelled: a life loss paid by another player
    'Death Charmer',
  ],
  'activate no more than twice (three times) each turn (602.5b)': ['Vampire Bats', 'Sewer Rats', 'Pit Imp', 'Roterothopter'],
  'this ability triggers only once each turn (603.2)': [
    'Whispering Wizard',
    // not (yet) modelled: "one or more" triggers
    'Morbid Opportunist',
  ],
  'you may pay {X} (107.3f) or hybrid mana; if you do (118.12)': ['Vigil for the Lost', 'Hero of Leina Tower', 'Decree of Justice', 'Flameblast Dragon', 'Kels, Fight Fixer', 'Shu Yun, the Silent Tempest'],
  'you may pay N life; if you do (118.12, 119.4)': ['Arrogant Poet', 'Bringer of the Black Dawn', "Raiders' Spoils"],
  'becomes the creature type of your choice until end of turn (205.3m, 608.2d)': [
    'Mistform Dreamer', 'Mistform Sliver', 'Mistform Mask', 'Trickery Charm',
    // not (yet) modelled: a "turned face up" trigger's "it", and no duration
    'Proteus Machine',
  ],
});
