// The syntax tree of a card's Oracle text (DESIGN.md, "The Oracle compiler", stage 3). Every node
// carries the span of normalized text its parser consumed, so swallow.ts can prove no word is
// dropped and lower.ts never reads text again: everything reaches the definition through here.
import type { Span } from './normalize';
import type { CardType, Color, ManaType } from '../engine/state/card';

export type { Span };

/** Text no parser accepts, kept word for word (SCENARIO.md, "Abilities the engine does not model"). */
export type Unmodelled = { kind: 'unmodelled'; span: Span; text: string };

export type Quantity = { kind: 'quantity'; span: Span; value: number | 'X' };

/** A number read from an object as the effect happens (608.2h): "the sacrificed creature's power",
 * "~'s power", "its toughness" (the object the sentence before named). */
export type StatNode = { kind: 'stat'; span: Span; of: 'sacrificed' | 'self' | 'it'; stat: 'power' | 'toughness' };

/** A word that refers back (608.2c): to the player or object the trigger or an earlier sentence named. */
export type RefNode = { kind: 'ref'; span: Span; word: 'that player' | 'the player' | 'that card' | 'the copy' | 'that spell' | 'it' };

export type TargetNode = {
  kind: 'target';
  span: Span;
  phrase: string;
  players?: 'any' | 'opponent';
  permanents?: CardType[];
  spells?: CardType[] | 'any';
  /** "spell you control". */
  yours?: boolean;
  /** "target creature card ... from your graveyard" (115.2). */
  cards?: { zone: 'graveyard'; owner: 'you'; types: CardType[]; maxManaValue?: number };
  /** "one or two targets" (601.2c): how many; "any number of targets". */
  min?: number;
  max?: number;
  anyNumber?: boolean;
  /** "another target" (115.4): not one chosen for an earlier phrase of the ability. */
  another?: boolean;
};

export type ManaNode =
  /** "Add {R}{G}." every symbol added; "Add {R} or {G}.": one of them, chosen (106.4). */
  | { kind: 'addMana'; span: Span; mana: ManaType[] }
  | { kind: 'addOneOf'; span: Span; options: ManaType[] }
  | { kind: 'addAnyColor'; span: Span; amount: Quantity; oneColor: boolean }
  /** "Add an amount of {G} equal to ~'s power." */
  | { kind: 'addAmountOf'; span: Span; mana: ManaType; amount: StatNode }
  /** "Add one mana of any type (color) that a land you control (an opponent controls) could produce." (106.7) */
  | { kind: 'addCouldProduce'; span: Span; lands: 'you' | 'opponents'; colorsOnly: boolean }
  /** "Choose a color of a permanent you control." then "Add one mana of that color." */
  | { kind: 'chooseColorOfPermanent'; span: Span }
  | { kind: 'addChosenColor'; span: Span }
  /** "that player adds one mana of any type that land produced" (106.12a). */
  | { kind: 'addProduced'; span: Span; who: RefNode };

export type EffectNode =
  | ManaNode
  /** `divided`: "divided as you choose among ..." (601.2d); `evenly`: "divided evenly, rounded down";
   * `alsoCreaturesOf`: "and each creature that player or that planeswalker's controller controls". */
  | { kind: 'damage'; span: Span; amount: Quantity | StatNode; to: TargetNode | RefNode; divided?: boolean; evenly?: boolean; alsoCreaturesOf?: boolean }
  /** "If ~ was kicked, it deals 4 damage instead." (702.33d): changes the damage before it. */
  | { kind: 'kickedInstead'; span: Span; amount: Quantity }
  | { kind: 'putBack'; span: Span; count: Quantity }
  | { kind: 'tapAll'; span: Span; controller: 'opponents' }
  | { kind: 'sacrificeUnless'; span: Span; type: CardType }
  | { kind: 'returnToBattlefield'; span: Span; what: TargetNode }
  /** "create a 1/1 colorless Thopter artifact creature token with flying [for each +1/+1 counter on ~]" (111.1). */
  | { kind: 'createToken'; span: Span; count: Quantity; power: number; toughness: number; types: CardType[]; subtypes: string[]; keywords: string[]; forEachCounter?: string }
  /** "Copy target instant or sorcery spell" (707.10), "copy that spell", "copy it for each other ... spell you've cast before it this turn". */
  | { kind: 'copySpell'; span: Span; what: TargetNode | RefNode; color?: Color; forEachCastBefore?: CardType[] }
  /** "You may choose new targets for the copy (copies)." (707.10c): for the copy before it. */
  | { kind: 'newTargets'; span: Span }
  /** "If ~ was cast from a graveyard, copy that spell twice instead.": changes the copy before it. */
  | { kind: 'castFromGraveyardInstead'; span: Span; times: number }
  /** "you may ..." (603.5): asked as it resolves. */
  | { kind: 'may'; span: Span; effect: EffectNode }
  | { kind: 'randomPlayer'; span: Span }
  | { kind: 'exileFromGraveyard'; span: Span; chooser: RefNode; types: CardType[] }
  | { kind: 'copyCard'; span: Span; what: RefNode }
  | { kind: 'castWithoutPaying'; span: Span; what: RefNode }
  /** Clauses joined in one sentence: "X, then Y.", "X, and Y.", done in order (608.2c). */
  | { kind: 'sequence'; span: Span; parts: EffectNode[] }
  /** `who` absent: "you"; otherwise the targeted player ("Target player draws two cards."). */
  | { kind: 'draw'; span: Span; count: Quantity | StatNode; who?: TargetNode }
  /** `ifSpent`: "if {G} was spent to cast ~" (the mana spent, recorded as it was cast). */
  | { kind: 'gainLife'; span: Span; amount: Quantity | StatNode; who?: TargetNode; ifSpent?: ManaType }
  | { kind: 'scry'; span: Span; count: Quantity }
  | { kind: 'bounce'; span: Span; what: TargetNode }
  | { kind: 'tap'; span: Span; what: TargetNode }
  /** "Put a +1/+1 counter on ~": `on` absent means the source itself. */
  | { kind: 'counters'; span: Span; counter: string; amount: Quantity; on?: TargetNode }
  | { kind: 'counterSpell'; span: Span; what: TargetNode }
  | Unmodelled;

/** One sentence of an effect: a clause the grammar read, or its exact words. */
export type Sentence = { kind: 'sentence'; span: Span; effect: EffectNode };

export type CostPart =
  | { kind: 'tap'; span: Span }
  | { kind: 'untap'; span: Span }
  | { kind: 'sacrificeSelf'; span: Span }
  | { kind: 'payLife'; span: Span; amount: number }
  /** "Discard ~": the card itself, from its owner's hand (702.29a, 113.6m). */
  | { kind: 'discardSelf'; span: Span }
  /** "Exile ~", "Exile ~ from your hand", "Exile ~ from your graveyard" (113.6m). */
  | { kind: 'exileSelf'; span: Span; from: 'battlefield' | 'hand' | 'graveyard' }
  /** "Remove a +1/+1 counter from ~", "Remove three spore counters from ~" (122.1). */
  | { kind: 'removeCounters'; span: Span; counter: string; count: number }
  /** "Exile a creature card from your graveyard", "Exile two cards from your graveyard" (406.1). */
  | { kind: 'exileFromGraveyard'; span: Span; count: number; cardType?: CardType }
  /** "Discard a card", "Discard two cards", "Discard a creature card" (701.9a). */
  | { kind: 'discard'; span: Span; count: number; cardType?: CardType }
  /** "Tap an untapped creature you control", "Tap two untapped Wizards you control" (601.2h). */
  | { kind: 'tapUntapped'; span: Span; count: number; cardTypes?: CardType[]; subtype?: string }
  /** "Sacrifice a creature", "Sacrifice another creature", "Sacrifice a Goblin" (701.21a). */
  | { kind: 'sacrifice'; span: Span; count: number; another: boolean; cardTypes?: CardType[]; subtype?: string }
  | { kind: 'mana'; span: Span; symbols: string }
  | Unmodelled;

export type CostNode = { kind: 'cost'; span: Span; parts: CostPart[] };

/**
 * "Activate only as a sorcery." (602.5d), "Activate only once each turn." (602.5b), "Activate only
 * during your upkeep." and their conjunctions; "as an instant" (602.5e) restricts nothing.
 */
export type RestrictionNode = {
  kind: 'restriction';
  span: Span;
  timing?: 'sorcery' | 'instant';
  during?: 'yourTurn' | 'yourTurnBeforeAttackers' | 'yourUpkeep';
  oncePerTurn?: boolean;
  /** "only if you control a Swamp", "only if you control five or more lands" */
  control?: { atLeast: number; cardTypes?: CardType[]; subtype?: string };
};

export type TriggerNode =
  | { kind: 'trigger'; span: Span; event: 'enters' | 'dies' | 'tappedForMana' }
  /** "Whenever you cast an instant or sorcery spell [that has the same name as a card in your graveyard | while ~ has two or more quest counters on it]" */
  | { kind: 'trigger'; span: Span; event: 'cast'; spellTypes: CardType[]; sameNameInGraveyard?: boolean; whileCounters?: { counter: string; atLeast: number } }
  /** "When ~ enters and at the beginning of your upkeep": either event (603.2). */
  | { kind: 'triggers'; span: Span; events: TriggerNode[] }
  | { kind: 'trigger'; span: Span; event: 'step'; step: 'upkeep' | 'draw' | 'end'; whose: 'yours' | 'each' }
  | Unmodelled;

export type ModeNode = { kind: 'mode'; span: Span; sentences: Sentence[] };

export type AbilityNode =
  /** A keyword ability (702), one per keyword even when a line lists several. */
  | { kind: 'keyword'; span: Span; keyword: string; parameter?: string }
  /** `cost: effect` (602.1), and what restricts its activation ("Activate only as a sorcery.", 602.5). */
  | {
      kind: 'activated';
      span: Span;
      /** An ability word before the cost: no rules meaning (207.2c). */
      abilityWord?: { kind: 'abilityWord'; span: Span; word: string };
      cost: CostNode;
      sentences: Sentence[];
      restriction?: RestrictionNode | Unmodelled;
    }
  /** `+N:` / `-N:` / `0:` (606.4): a loyalty cost and an effect. */
  | { kind: 'loyalty'; span: Span; loyalty: string; sentences: Sentence[] }
  /** "When", "Whenever", "At" (603.1). */
  | { kind: 'triggered'; span: Span; trigger: TriggerNode; sentences: Sentence[] }
  /** An instant's or sorcery's text: its spell ability (113.3a). */
  | { kind: 'spell'; span: Span; sentences: Sentence[] }
  /** "Choose one —" and its bullets (700.2); the header's own ability kind says where it lives. */
  | { kind: 'modal'; span: Span; header: Unmodelled | { kind: 'choose'; span: Span; count: number; text: string }; modes: ModeNode[] }
  /** Anything else: static text (604), read or not. */
  | { kind: 'static'; span: Span; body: StaticNode | Unmodelled };

export type StaticNode =
  | { kind: 'doesntUntap' | 'entersTapped'; span: Span }
  /** "~ enters with X +1/+1 counters on it." (614.1c) */
  | { kind: 'entersWithCounters'; span: Span; counter: string; amount: Quantity }
  /** Replacement effects on mana (106.12b): "If you tap a permanent for mana, it produces twice as much of that mana instead." */
  | { kind: 'replaceMana'; span: Span; replacement: { kind: 'double' } | { kind: 'becomes'; type: ManaType } }
  /** "As an additional cost to cast ~, ..." (118.8) */
  | { kind: 'additionalCost'; span: Span; cost: { kind: 'sacrifice'; type: CardType } | { kind: 'discardOrPay'; mana: string } }
  /** "~ costs {1} more to cast for each target beyond the first." (601.2f) */
  | { kind: 'costsMorePerExtraTarget'; span: Span; mana: string }
  /** "You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost." (118.9) */
  | { kind: 'alternativeCost'; span: Span; life?: number; exileFromHand?: { color: Color; count: number } };

export type FaceTree = {
  name: string;
  /** The face's Oracle text as normalized; spans index into it. */
  text: string;
  abilities: AbilityNode[];
  /** Reminder text, as spans of the face's original text (207.2). */
  reminders: Span[];
};

export type CardTree = { name: string; faces: FaceTree[] };
