// Snapshots of the tree and the definition for real cards of the graveyard and exile family: linked
// exiles (607.2a; linkedExile.ts, engine/state/linkedExile.ts), cards in graveyards as targets
// (115.2), abilities that work from the graveyard (113.6). Each was checked by hand against the card
// when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('graveyard and exile', {
  'linked exile: "the exiled card" (607.2a)': [
    'Fiend Hunter', 'Oblivion Ring', 'Journey to Nowhere', 'Leonin Relic-Warder', 'Petradon', 'Realm Razer', 'Tidehollow Sculler',
    // not (yet) modelled: an exile the grammar doesn't read, so the linked ability isn't either
    'Wormfang Newt', 'Angel of Serenity',
  ],
  'linked exile to a graveyard (607.2a)': ['Gravegouger'],
  'cards in graveyards as targets (115.2)': [
    'Carrion Beetles', 'Famished Ghoul', 'Lochmere Serpent', 'Junk Diver', 'Aether Helix', 'Monastery Loremaster', 'Nucklavee', 'Groundskeeper',
    'Angel of Flight Alabaster', 'Bloodline Necromancer', "Death's Duet", 'Forcemage Advocate', 'Nullmage Advocate', 'Ashen Powder',
    'Beacon of Unrest', 'Teneb, the Harvester', 'Sun Titan',
    // not (yet) modelled: a number of targets X; several cards put on top of a library at once (401.4)
    'Death Denied', 'Bone Harvest',
  ],
  'a player exiles a card from their graveyard (608.2d)': ['Relic of Progenitus', 'Scrabbling Claws'],
  'abilities that trigger from the graveyard (113.6m)': ['Aurora Eidolon', 'Masked Admirers', 'Blood Speaker', "Bladewing's Thrall", 'Akoum Firebird'],
});
