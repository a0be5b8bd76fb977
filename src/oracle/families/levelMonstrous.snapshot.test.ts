// Snapshots of the tree and the definition for real cards of level up, monstrosity and "You may
// choose not to untap ~": a leveler's striations, each level symbol one static ability with its
// P/T box (layer 7b) and its abilities (layer 6) while the level counters are in range (702.87a,
// 711.2a, 711.2b); "Monstrosity N." and X (701.37a), "When ~ becomes monstrous" (701.37c), "as
// long as ~ is monstrous" (701.37b); the untap step's choice (502.3) and "for as long as ~ remains
// tapped" (611.2b). Each was checked by hand against the card when written.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'level up and level symbols (702.87a, 711.2)': [
    'Student of Warfare', 'Kargan Dragonlord', 'Brimstone Mage', 'Joraga Treespeaker', 'Coralhelm Commander', 'Transcendent Master',
    // not (yet) modelled: an ability of a striation ("copy ... twice", a prevention of N, an extra turn), so its whole symbol
    'Echo Mage', 'Hedron-Field Purists', 'Lighthouse Chronologist',
  ],
  'monstrosity (701.37)': [
    'Domesticated Hydra', "Kalemne's Captain", 'Fleecemane Lion', 'Sealock Monster', 'Nessian Asp',
    // not (yet) modelled beside it: the trigger's effect, or an intervening "if ~ is monstrous" whose effect isn't read
    'Stormbreath Dragon', 'Polukranos, World Eater', 'Hydra Broodmaster', 'Polis Crusher', 'Clay Golem',
  ],
  '"You may choose not to untap ~ during your untap step." and "for as long as ~ remains tapped" (502.3, 611.2b)': [
    'Mole Worms', 'Zelyon Sword', 'Helm of Possession', 'Thran Weaponry', 'Sand Squid', "Ashnod's Battle Gear",
    // not (yet) modelled beside it: a target of a subtype ("target Elf creature"), a card's short name, a storage land's mana
    'Everglove Courier', 'Rubinia Soulsinger', 'Bottomless Vault',
  ],
};

snapshotFamilies('compiled cards of level up, monstrosity and the optional untap (the tree and the definition)', FAMILIES);
