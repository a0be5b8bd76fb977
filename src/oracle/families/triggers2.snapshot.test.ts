// Snapshots of the tree and the definition for real cards of the second wave of trigger
// conditions (grammar/triggerEvents.ts): a card discarded (701.9a; cycling discards, 702.29a),
// another player drawing (121.1), a permanent's own damage (120.3, 510.2), the spell's own casting
// (601.2i), and a spell cast that is historic (700.6), of a mana value (202.3) or its caster's
// second this turn; a creature dealt damage by the source dying (603.10a); becoming a target
// (115.1) or blocked by a creature (509.3d); either of two own events (603.2). Each was checked by hand against the card
// when written; a change to either shows here.
import { snapshotFamilies } from './snapshotFamilies';

const FAMILIES: Record<string, string[]> = {
  '"Whenever you cycle or discard a card", "an opponent discards a card", "a player discards a card" (701.9a, 702.29a)': [
    'Hekma Sentinels', 'Drake Haven', 'Archfiend of Ifnir', 'Geth\'s Grimoire', 'Abyssal Nocturnus', 'Confessor', 'Glint-Horn Buccaneer', 'Sangromancer',
  ],
  '"Whenever an opponent draws a card" (121.1)': ['Consecrated Sphinx', 'Mind\'s Eye'],
  '"Whenever ~ deals damage" (120.3, 510.2)': ['Warrior Angel', 'Olivia\'s Attendants', 'Towering-Wave Mystic', 'Emberwilde Caliph'],
  '"When you cast this spell" (601.2i)': ['Desolation Twin', 'World Breaker', 'Bearer of Silence'],
  '"Whenever you cast a historic spell", "your second spell each turn", "a spell with mana value N or greater" (700.6, 202.3)': [
    'Jhoira, Weatherlight Captain', 'Cabal Paladin', 'Pyromancer\'s Assault', 'Firja, Judge of Valor', 'Etherium Spinner', 'Thunderous Snapper',
    // "that player": the caster (601.2i)
    'Eidolon of the Great Revel',
  ],
  '"Whenever a creature dealt damage by ~ this turn dies" (700.4, 603.10a)': ['Blood Cultist', 'Zurgo Helmsmasher', 'Predator Ooze', 'Vampiric Sliver'],
  '"Whenever ~ becomes the target of a spell or ability [an opponent controls]" (115.1)': ['Cephalid Illusionist', 'Tethered Skirge', 'Warden of the Woods', 'Thorn Lieutenant',
    // "When ~ becomes the target ..., sacrifice it.": "it" is the source
    'Phantasmal Bear', 'Skulking Ghost', 'Dismiss into Dream'],
  '"Whenever ~ attacks and isn\'t blocked" (509.3g)': ['Mirozel', 'Eternal of Harsh Truths',
    // not (yet) modelled beside it: "defending player"
    'Crypt Cobra'],
  '"Whenever ~ becomes blocked by a creature" (509.3d)': ['Cave Tiger', 'Rabid Wolverines', 'Viashino Weaponsmith', 'Retaliation'],
  '"Whenever ~ blocks a creature [with flying]" (509.3b)': ['Woolly Spider', 'Ezuri\'s Archers', 'Netcaster Spider',
    // "that creature doesn't untap during its controller's next untap step": the creature it blocks (502.3)
    'Wall of Frost'],
  '"Whenever a creature you control attacks alone", "a Samurai or Warrior you control ...", "Whenever ~ attacks alone" (506.5)': ['Angelic Benediction', 'Imperial Subduer', 'Lunk Errant', 'Reckless Ogre',
    // not (yet) modelled beside it: "it gains lifelink" of the event's creature
    'Battlegrace Angel'],
  '"Whenever ~ deals [combat] damage to a creature", "blocks or becomes blocked by a creature": "that creature" is the event\'s (120.3, 509.3b, 509.3d)': [
    'Voracious Cobra', 'Dripping Dead', 'Ashmouth Hound', 'Inferno Elemental', 'Sylvan Basilisk', 'Acolyte of the Inferno',
    // "tap that creature. That creature doesn't untap ...": the creature dealt damage (120.3, 502.3)
    'Mercurial Kite'],
  '"When ~ enters or dies", "... or is put into a graveyard from the battlefield" (603.2, 603.6a, 603.10a)': ['Ashen Rider', 'Crow of Dark Tidings', 'Ichor Wellspring'],
};

snapshotFamilies('compiled cards of the second wave of trigger conditions (the tree and the definition)', FAMILIES);
