// Snapshots of the tree and the definition for real cards of three keyword families: ninjutsu
// (702.49a: an activated ability of the card in its owner's hand, returning an unblocked attacker;
// engine combat/ninjutsu.ts), bestow (702.103a: an alternative cost that casts the card as an Aura
// spell with enchant creature; engine casting/bestow.ts) and partner (702.124: "Partner" only
// chooses two commanders before a Commander game begins, 702.124h, so in a game it does nothing;
// "Partner with [name]" is also an enters trigger, 702.124j). Each was checked by hand against the
// card when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  'Ninjutsu [cost] (702.49a)': [
    'Ninja of the Deep Hours', 'Ingenious Infiltrator', 'Ninja of the New Moon', 'Mukotai Ambusher', 'Blade-Blizzard Kitsune', 'Moonsnare Specialist',
    // the rest of its text not (yet) modelled beside it
    'Silver-Fur Master', 'Throat Slitter',
  ],
  'Bestow [cost] (702.103a)': [
    'Boon Satyr', 'Hopeful Eidolon', 'Celestial Archon', 'Nyxborn Rollicker', 'Gnarled Scarhide', 'Hypnotic Siren',
    // "~ and enchanted creature each get +X/+X, where X is ...": not (yet) modelled
    'Nighthowler', 'Eidolon of Countless Battles',
  ],
  'Partner with [name] (702.124j), and Partner (702.124h)': [
    'Proud Mentor', 'Impetuous Protege', 'Lore Weaver', 'Blaring Recruiter', 'Timin, Youthful Geist', 'Brallin, Skyshark Rider', 'Pir, Imaginative Rascal',
    'Toothy, Imaginary Friend', 'Tana, the Bloodsower', 'Thrasios, Triton Hero',
  ],
};

snapshotFamilies('ninjutsu, bestow and partner', FAMILIES);
