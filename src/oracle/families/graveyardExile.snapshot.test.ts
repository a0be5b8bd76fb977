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
});
