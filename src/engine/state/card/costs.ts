// Costs: additional and alternative costs of spells, cost modifiers, activation costs and restrictions (CR 118, 601.2f, 602).
import type { StaticCondition } from '../layers';
import type { CardType, Color } from './characteristics';
import type { AbilityDef } from './abilities';
import type { Amount } from './amounts';

/** Costs a spell may or must add to its mana cost or alternative cost (118.8). */
export type AdditionalCost =
  | { kind: 'kicker'; mana: string; multi?: true } // optional (702.33a); `multi`: multikicker, paid any number of times (702.33c)
  | { kind: 'sacrifice'; type: CardType } // "sacrifice a creature": mandatory
  | { kind: 'discardOrPay'; mana: string } // "discard a card or pay {5}"
  | { kind: 'increasePerExtraTarget'; mana: string; phrase: number } // Fireball: costs {1} more per target beyond the first
  | { kind: 'buyback'; mana: string; cost?: CostDef } // optional; the spell returns to its owner's hand as it resolves (702.27a); `cost`: parts other than mana
  | { kind: 'entwine'; mana: string } // optional; every mode is chosen (702.42a)
  /** Casualty N (702.153a): optional, "sacrifice a creature with power N or greater" (`costs.sacrifice`); paid, the spell's cast trigger copies it (casting/copyCosts.ts). */
  | { kind: 'casualty'; power: number }
  /** Replicate [cost] (702.56a): optional, paid any number of times (`replicate`); the spell's cast trigger copies it once for each. */
  | { kind: 'replicate'; mana: string }
  /** Conspire (702.78a): optional, "tap two untapped creatures you control that each share a color with it" (`costs.tap`); paid, the spell's cast trigger copies it. */
  | { kind: 'conspire' }
  | { kind: 'costs'; cost: CostDef }; // "discard a card", "sacrifice two creatures", "pay 3 life": as an activation cost states them (casting/spellCosts.ts)

/** Costs a spell may be cast for rather than its mana cost (118.9). */
export type AlternativeCost =
  | { kind: 'flashback'; mana: string; cost?: CostDef } // cast from the graveyard; exiled when it leaves the stack (702.34a); `cost`: parts other than mana
  | { kind: 'miracle'; mana: string } // when drawn as the first card of the turn (702.94)
  | { kind: 'madness'; mana: string } // when discarded: exiled, then may be cast (702.35a)
  | { kind: 'evoke'; mana: string } // sacrificed as it enters (702.74a)
  /** 702.96a-b: `spell`, the spell's text with "each" for "target" (read by the compiler; absent: not read, and it can't be cast this way). */
  | { kind: 'overload'; mana: string; spell?: Extract<AbilityDef, { kind: 'spell' }> }
  | { kind: 'emerge'; mana: string } // and sacrificing a creature, its mana value taken off (702.119a; casting/emerge.ts)
  | { kind: 'surge'; mana: string } // only if its caster has cast another spell this turn (702.117a; casting/surge.ts)
  /**
   * Awaken N—[cost] (702.113a): `spell`, the spell ability cast for the awaken cost: the card's own
   * with "Put N +1/+1 counters on target land you control. It becomes a 0/0 Elemental creature with
   * haste. It's still a land." after it (read by the compiler; absent: not read, and it can't be cast
   * this way). 702.113b: the land is a target only when the awaken cost is paid (casting/awaken.ts).
   */
  | { kind: 'awaken'; mana: string; n: number; spell?: Extract<AbilityDef, { kind: 'spell' }> }
  | { kind: 'spectacle'; mana: string } // only if an opponent lost life this turn (702.137a; casting/spectacle.ts)
  | { kind: 'dash'; mana: string }
  | { kind: 'blitz'; mana: string } // haste, draw a card when it dies, sacrificed at the next end step (702.152a; casting/dash.ts) // haste, and back to its owner's hand at the next end step (702.109a; casting/dash.ts)
  | { kind: 'bestow'; mana: string } // cast as an Aura spell with enchant creature (702.103a-b; casting/bestow.ts)
  | { kind: 'escape'; mana: string; cost?: CostDef } // cast from the graveyard (702.138a); `cost`: "Exile three other cards from your graveyard"
  | { kind: 'disturb'; mana: string } // cast transformed from the graveyard (702.146a; casting/disturb.ts)
  | { kind: 'alternative'; life?: number; exileFromHand?: { color: Color; count: number }; mana?: string; cost?: CostDef } // Force of Will; `mana`: "pay {W}{U}{B}{R}{G}", `cost`: "sacrifice two Mountains"
  /**
   * Morph and megamorph (702.37a, 702.37b): cast face down for `mana` ({3}) as a 2/2 with no name,
   * text, subtypes or mana cost (708.2a); `turnUp`: the morph cost that turns it face up (702.37e);
   * `mega`: a +1/+1 counter is put on it as it is turned face up for that cost (702.37b).
   */
  | { kind: 'morph'; mana: string; turnUp: string; mega?: boolean }
  /** Foretell (702.143a): cast from exile, after the turn it was foretold, for `mana` rather than its mana cost. */
  | { kind: 'foretell'; mana: string };

/** Suspend N—[cost] (702.62a): exiled from the hand for `mana` with `time` time counters (casting/suspend.ts). */
export type SuspendDef = { time: number; mana: string };

/**
 * "Costs {N} less to cast for each [permanent] you control" (affinity, 702.41a; 601.2f): generic
 * mana only; `once`: "... if you control a Wizard", once with one or more.
 */
/** `amount`: "for each creature in your party", "where X is your devotion to black": `generic` times a number read from the game (601.2f), in place of `forEach`. */
export type CostReduction = { generic: number; forEach: PermanentFilter; controller: 'you' | 'any'; once?: boolean } | { generic: number; amount: Amount };
/** Which spells a cost modifier applies to: of any of `types` (or none of `nonTypes`), of a color, of a subtype (every field given must match). */
export type SpellFilter = { types?: CardType[]; nonTypes?: CardType[]; colors?: Color[]; subtypes?: string[] };
/** Objects that pay part of a spell's total cost as it is paid (601.2h). */
export type CostPayment = 'convoke' | 'improvise' | 'delve';
/** A permission to cast the card from its owner's graveyard, discarding a card (a land card for retrace) as an additional cost. */
/** `aftermath`: this half may be cast from a graveyard, and only from there (702.127a). */
export type GraveyardCast = { kind: 'retrace' | 'jump-start' | 'aftermath' };

/** An activation cost (602.1a). */
export type CostDef = {
  mana?: string; // mana symbols, e.g. "{1}{W}{W}"
  tap?: boolean; // {T} (107.5)
  untap?: boolean; // {Q} (107.6)
  /** "Sacrifice ~": the source itself, paid as the ability is activated (601.2h, 602.2b). */
  sacrificeSelf?: boolean;
  /** "Pay N life" (119.4): only with at least that much life. */
  life?: number;
  /** "Pay {E}{E}" (107.14): that many energy counters removed from the player; only with that many (118.3). */
  energy?: number;
  /**
   * "Discard this card" (cycling, 702.29a): the source itself, from its owner's hand. An ability
   * whose cost moves its object out of the hand functions only there (113.6m).
   */
  /** "Exert ~" (701.43a): the source won't untap during its controller's next untap step; paid as the ability is activated. */
  exertSelf?: true;
  discardSelf?: boolean;
  /**
   * "Exile ~" from the battlefield, "Exile ~ from your hand", "... from your graveyard": the source
   * itself; the last two work only in that zone (113.6m).
   */
  exileSelf?: 'battlefield' | 'hand' | 'graveyard';
  /**
   * Ninjutsu's cost (702.49a): "Reveal this card from your hand, Return an unblocked attacking
   * creature you control to its owner's hand" (`costs.return`); the card stays revealed (702.49b).
   */
  returnUnblockedAttacker?: true;
  /** "Return ~ to its owner's hand" (Attunement): the source itself, from the battlefield, paid as the ability is activated (601.2h). */
  returnSelf?: true;
  /** "Return a land you control to its owner's hand" (Soratami Savant; `costs.return`): one permanent the player chooses (601.2h). */
  returnPermanent?: { filter: PermanentFilter };
  /** "Remove a +1/+1 counter from ~", "Remove three spore counters from ~": only with that many on it. */
  removeCounters?: { counter: string; count: number | 'X' }; // 'X': the X announced as it is activated (107.3a)
  /** "Put a -1/-1 counter on ~" (Devoted Druid): counters put on the source as the cost is paid (122.6, 601.2h). */
  putCounters?: { counter: string; count: number };
  /** "Exile a creature card from your graveyard", "Exile two cards from your graveyard" (`costs.exile`). */
  exileFromGraveyard?: { count: number; type?: CardType; other?: boolean }; // `other`: not the card whose cost it is
  /**
   * "Discard a card", "Discard two cards", "Discard a creature card": the player chooses which (`costs.discard`).
   * `atRandom` ("Discard a card at random", 701.9a): chosen at random as the cost is paid, none given;
   * with random "ask", the card given in `costs.discard` is the result chosen in place of chance.
   */
  discard?: { count: number; type?: CardType; atRandom?: true };
  /**
   * "Tap an untapped creature you control", "Tap two untapped Wizards you control" (`costs.tap`):
   * not {T}, so summoning sickness doesn't stop a creature paying it (302.6).
   */
  tapUntapped?: { count: number; filter: PermanentFilter };
  /**
   * Crew N (702.122a): "Tap any number of other untapped creatures you control with total power N
   * or greater" (`costs.tap`); summoning sickness doesn't stop them (302.6: no {T}).
   */
  crew?: number;
  /** "Sacrifice a creature", "Sacrifice another creature", "Sacrifice a Goblin" (`costs.sacrifice`). */
  sacrifice?: { count: number; filter: PermanentFilter; another?: boolean };
  /**
   * A loyalty ability's cost (606.4): "+2" is 2, "−3" is -3, "0" is 0, "−X" is 'minusX'. An ability
   * with a loyalty cost is a loyalty ability: once each turn per permanent, as a sorcery (606.3).
   */
  loyalty?: number | 'minusX';
};

/** Which permanents a cost accepts: of any of these card types ("an artifact or creature"), of a subtype ("a Goblin"), or any. */
export type PermanentFilter = { types?: CardType[]; subtype?: string };

/** Restrictions on when an activated ability may be activated (602.5). */
export type ActivationRestriction = {
  /** "Activate only as a sorcery": the timing rules for casting a sorcery (602.5d, 307.1). */
  sorcery?: boolean;
  /** "Activate only during your turn" */
  yourTurn?: boolean;
  /**
   * "... before attackers are declared": before the declare attackers step (508.1), even when no
   * creature is then declared as an attacker.
   */
  beforeAttackers?: boolean;
  /** "Activate only during your upkeep" */
  step?: 'upkeep';
  /** "Activate only once each turn" (602.5b: it stays with the object when its controller changes). */
  oncePerTurn?: boolean;
  /** "Activate no more than twice each turn" (602.5b): how many times each turn, counted like `oncePerTurn`. */
  timesPerTurn?: number;
  /** Boast's "Activate only if this creature attacked this turn" (702.142a; Turn `attacked`). */
  attackedThisTurn?: true;
  /** "Activate only if you control a Swamp", "... five or more lands": checked as it is activated. */
  youControl?: { atLeast: number; filter: PermanentFilter };
  /** "Activate only if seven or more cards are in your graveyard", "... if ~ is attacking": checked as it is activated. */
  condition?: StaticCondition;
  /** "Activate only during combat" (506.1: the combat phase), "... during the declare blockers step" (509) */
  combat?: 'phase' | 'declareBlockers';
  /** "Any player may activate this ability." (602.2): not only its source's controller; who activates it controls it (602.2a). */
  anyPlayer?: true;
  /** "Activate only if you have no cards in hand" */
  noCardsInHand?: true;
  /** "Activate only if creatures you control have total power 8 or greater" */
  totalPower?: number;
  /** A spell's "Cast ~ only during the declare attackers step", "... during an opponent's upkeep", "... before blockers are declared" (601.3). */
  during?: 'declareAttackers' | 'opponentsUpkeep' | 'beforeBlockers';
  /** "... only if you've been attacked this step": a creature attacks the player or a planeswalker they control (506.2, 508.1b). */
  attacked?: true;
  /** "... only if you've cast another spell this turn" */
  castAnother?: true;
};
