// Snapshots of the tree and the definition for real cards whose abilities and resolved effects set a rule of
// combat for the turn (611.2a): requirements to attack or block (508.1d, 509.1c), an additional
// block (509.1a), attacking in spite of defender (702.3b), "can't block ~ this turn" (509.1b), and a
// change until end of turn joined to one of them in one sentence (608.2c). grammar/combatThisTurn.ts,
// grammar/pumpAndCombat.ts; engine/combat/restrictions.ts reads them beside the abilities.
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('rules of combat for the turn', {
  'attacks or blocks this turn if able (508.1d, 509.1c)': ['Boiling Blood', 'Rage Nimbus', 'Culling Mark', 'Bident of Thassa'],
  'can block an additional creature this turn (509.1a)': ['Anurid Swarmsnapper', 'Luminous Guardian'],
  "can attack this turn as though it didn't have defender (702.3b)": ['Glade Watcher', 'Returned Phalanx', 'Wall of Wonder'],
  "can't block ~ this turn (509.1b)": ['Duct Crawler', 'Fearsome Temper'],
  'a change until end of turn and a rule of combat (608.2c)': ['Cunning Survivor', 'Distortion Strike'],
  'requirements that name an attacker (509.1c)': ['Prized Unicorn', 'Lure', 'Alluring Scent', 'Declare Dominance', 'Irresistible Prey', 'Compelled Duel', 'Lurking Arynx'],
  "power less than ~'s can't block it (509.1b)": ['Aura Gnarlid'],
  'rules of combat given to other objects (509.1a-b), and activation forbidden (602.5)': ['Arrest', 'Demotion', 'Brave the Sands', 'Familiar Ground', 'Stratus Walk'],
  "a target player's creatures (601.2c)": ['Incite War'],
  // not (yet) modelled: "defending player" in a static condition
  'not modelled': ['Bouncing Beebles'],
});
