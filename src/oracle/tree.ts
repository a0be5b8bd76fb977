// The syntax tree of a card's Oracle text (DESIGN.md, "The Oracle compiler", stage 3). Every node
// carries the span of normalized text its parser consumed, so swallow.ts can prove no word is
// dropped and lower.ts never reads text again: everything reaches the definition through here.
import type { AttachedEvent, AttackedWhom, PermanentAct } from '../engine/state/card';
import type { Span } from './normalize';
import type { CombatRestriction } from '../engine/state/layers';
import type { PredefinedToken } from './tokens';
import type { CardType, Color, CombatRules, EntryCondition, GraveyardBound, GraveyardOwner, PlayDuration, ManaType, PermanentFilter, PermanentQuality, PreventDirection, SpellFilter, ProtectionQuality, TargetFilter, TriggerStep } from '../engine/state/card';

export type { Span };

/** Text no parser accepts, kept word for word (SCENARIO.md, "Abilities the engine does not model"). */
export type Unmodelled = { kind: 'unmodelled'; span: Span; text: string };

export type Quantity = {
  kind: 'quantity';
  span: Span;
  /** "that many": the number of the event that triggered the ability (the combat damage dealt, 510.3a). */
  value: number | 'X' | 'thatMany';
  /** "for each creature you control" (times `value`), "equal to the number of lands you control" (`value` 1). */
  forEach?: { permanents: CardType[]; quality?: PermanentQuality };
};

/** A number read from an object as the effect happens (608.2h): "the sacrificed creature's power",
 * "~'s power", "its toughness" (the object the sentence before named). */
/** A number the text defines by a count (107.3c, 608.2h): "the number of Mountains you control", "2 plus ...". */
/** `plus`: "2 plus the number of ..."; `times`: "2 life for each ...", N for each one counted. */
export type CountedNode = { kind: 'counted'; span: Span; count: CountNode; plus?: number; times?: number };

/** `that`: "that creature's toughness", the object the ability targeted last (608.2c); `manaValue`: "its mana value" (202.3). */
export type StatNode = { kind: 'stat'; span: Span; of: 'sacrificed' | 'self' | 'it' | 'that'; stat: 'power' | 'toughness' | 'manaValue' };

/** A word that refers back (608.2c): to the player or object the trigger or an earlier sentence named. */
export type RefNode = { kind: 'ref'; span: Span; word: RefWord };
/** "its controller": of what the sentence before destroyed, exiled or countered (608.2h). */
export type RefWord = 'its controller' | 'that player' | 'the player' | 'that card' | 'the copy' | 'that spell' | 'that creature' | 'those creatures' | 'it' | 'enchanted creature' | 'equipped creature' | "that permanent's controller" | 'itself' | 'defending player';

export type TargetNode = {
  kind: 'target';
  span: Span;
  phrase: string;
  players?: 'any' | 'opponent';
  permanents?: CardType[];
  /** What else the permanent must be: "nonblack", "tapped", "with flying", "an opponent controls". */
  quality?: PermanentQuality;
  spells?: CardType[] | 'any';
  /** "spell you control". */
  yours?: boolean;
  /** A card in a graveyard (115.2): "target creature card [with mana value 3 or less] from your graveyard". */
  cards?: TargetFilter['cards'];
  /** "up to two target creatures", "one or two targets" (601.2c): how many the phrase takes; one when absent. */
  min?: number;
  max?: number;
  /** "any number of targets": no upper bound. */
  anyNumber?: boolean;
  /** "another target" (115.4): not one chosen for an earlier phrase of the ability. */
  another?: boolean;
};

export type ManaNode =
  /** "Add {R}{G}." every symbol added; "Add {R} or {G}.": one of them, chosen (106.4). */
  | { kind: 'addMana'; span: Span; mana: ManaType[] }
  | { kind: 'addOneOf'; span: Span; options: ManaType[] }
  | { kind: 'addAnyColor'; span: Span; amount: Quantity; oneColor: boolean }
  /**
   * "Add two mana in any combination of colors.", "Add three mana in any combination of {R} and/or {G}.":
   * each mana's type chosen (106.1b); "Add {W}{W}, {W}{U}, or {U}{U}.": `listed`, the combinations named.
   */
  | { kind: 'addCombination'; span: Span; amount: Quantity; types: ManaType[]; listed?: ManaType[][]; different?: true } // `different`: "two mana of different colors"
  /** "Add X mana in any combination of colors, where X is the number of ..." (608.2h: counted as it resolves). */
  | { kind: 'addCombinationCounted'; span: Span; types: ManaType[]; per: CountNode }
  /** "Add an amount of {G} equal to ~'s power." */
  | { kind: 'addAmountOf'; span: Span; mana: ManaType; amount: StatNode }
  /** "Add {G} for each creature you control.", "Add X mana of any one color, where X is the number of ..." (608.2h: counted as it resolves). */
  | { kind: 'addManaForEach'; span: Span; mana: ManaType[]; per: CountNode }
  | { kind: 'addOneColorCounted'; span: Span; per: CountNode }
  /** "Add one mana of any type (color) that a land you control (an opponent controls) could produce." (106.7) */
  | { kind: 'addCouldProduce'; span: Span; lands: 'you' | 'opponents'; colorsOnly: boolean }
  /** "Choose a color of a permanent you control." then "Add one mana of that color." */
  | { kind: 'chooseColorOfPermanent'; span: Span }
  | { kind: 'addChosenColor'; span: Span }
  /** "Add one mana of the chosen color.", "Add {R} or one mana of the chosen color.": the color its source chose as it entered (614.12). */
  | { kind: 'addEnteredColor'; span: Span; also: ManaType[] }
  /** "that player adds one mana of any type that land produced" (106.12a). */
  | { kind: 'addProduced'; span: Span; who: RefNode };

/** "each creature and each player", "all artifacts": no target (115.10). */
/** "It has "..."" (one token), "They have "..."" (several): the ability the tokens just created have (111.4, 113.1a). */
export type TokenHasNode = { kind: 'tokenHas'; span: Span; quote: Span; selfCount: number; plural: boolean; ability?: AbilityNode };

export type EachNode = {
  kind: 'each';
  span: Span;
  players?: 'all' | 'opponents';
  permanents?: CardType[];
  quality?: PermanentQuality;
  other?: boolean;
  /** "creatures target player controls": the permanents of the player a target names (read only by tap, untap and rules of combat for the turn). */
  of?: TargetNode;
};

/**
 * Who is dealt damage, discards: a target, "each ...", or "you"; `sameTarget`: the one the sentence
 * already targeted ("Target player draws two cards and loses 2 life"), its span empty.
 */
export type RecipientNode = TargetNode | EachNode | { kind: 'you'; span: Span } | { kind: 'sameTarget'; span: Span } | RefNode;

export type EffectNode =
  | ManaNode
  | TokenHasNode
  /** `divided`: "divided as you choose among ..." (601.2d); `evenly`: "divided evenly, rounded down";
   * `alsoCreaturesOf`: "and each creature that player or that planeswalker's controller controls"; `it`: its subject is "It", not "~". */
  | { kind: 'damage'; span: Span; amount: Quantity | StatNode | CountedNode; to: RecipientNode; divided?: boolean; evenly?: boolean; alsoCreaturesOf?: boolean; it?: true }
  /** "If ~ was kicked, it deals 4 damage instead." (702.33d): changes the damage before it. */
  | { kind: 'kickedInstead'; span: Span; amount: Quantity }
  /** "If ~ was kicked, that creature gets +5/+5 until end of turn instead." (702.33d): changes the pump before it. */
  | { kind: 'kickedPumpInstead'; span: Span; change: PtChangeNode }
  | { kind: 'putBack'; span: Span; count: Quantity }
  /** "Sacrifice ~ unless you sacrifice a creature / return a non-Lair land you control to its owner's hand." (118.12a); `it`: "sacrifice it", the source after its own event. */
  | { kind: 'sacrificeUnless'; span: Span; act: 'sacrifice' | 'return'; type: CardType; subtype?: string; notSubtype?: string; another?: true; untapped?: true; count?: number; anyController?: true; it?: true }
  /** "Sacrifice ~ unless you discard a land card / a card at random / two cards." (118.12a, 701.9a); `non`: "a noncreature card". */
  | { kind: 'sacrificeUnless'; span: Span; act: 'discard'; count: number; type?: CardType; non?: true; atRandom?: true; it?: true }
  /** "Sacrifice ~ unless you pay 1 life." (118.12a, 119.4) */
  | { kind: 'sacrificeUnless'; span: Span; act: 'payLife'; life: number; it?: true }
  /** "Sacrifice ~." (701.21a), "Exile ~." (406.2): the ability's own source. */
  /** "This ability triggers only once each turn." (603.2): read by the triggered ability it ends (lower.ts). */
  | { kind: 'triggersOnce'; span: Span }
  /** "each opponent sacrifices a permanent unless they pay {3}", "it deals 3 damage to you unless you pay {2}" (118.12a). */
  | { kind: 'unlessPays'; span: Span; effect: EffectNode; payer: 'they' | 'you'; mana: string }
  | { kind: 'sacrificeSelf' | 'exileSelf'; span: Span; unlessPays?: string; unlessSpent?: ManaType; it?: true } // `it`: "sacrifice it" after the source's own event
  /** "Return ~ from your graveyard to your hand.": an activated ability that works only there (113.6m). */
  | { kind: 'returnSelfFromGraveyard'; span: Span; to?: 'battlefield'; tapped?: true } // `to`: "to the battlefield", else "to your hand"
  /** "Transform ~." (701.27a): the ability's own source turns over. */
  | { kind: 'transformSelf'; span: Span }
  /** "Prevent all combat damage that would be dealt this turn." (615.1a) */
  | { kind: 'preventCombatDamage'; span: Span }
  /** "Create two 1/1 white Spirit creature tokens with flying." (111.1, 111.3, 111.4); "... for each +1/+1 counter on ~". */
  | { kind: 'createToken'; span: Span; amount: Quantity; power: number; toughness: number; colors: Color[]; subtypes: string[]; types: CardType[]; keywords: string[]; forEachCounter?: string }
  /** "Create a Food token.", "create two Blood tokens", "Investigate." (a Clue, 701.16a): a token 111.10 defines. */
  | { kind: 'createPredefined'; span: Span; amount: Quantity; token: PredefinedToken }
  /** "Copy target instant or sorcery spell" (707.10), "copy that spell", "copy it for each other ... spell you've cast before it this turn". */
  | { kind: 'copySpell'; span: Span; what: TargetNode | RefNode; color?: Color; forEachCastBefore?: CardType[] }
  /** "You may choose new targets for the copy (copies)." (707.10c): for the copy before it. */
  | { kind: 'newTargets'; span: Span }
  /** "If ~ was cast from a graveyard, copy that spell twice instead.": changes the copy before it. */
  | { kind: 'castFromGraveyardInstead'; span: Span; times: number }
  /** "You may draw a card.": the controller chooses as it resolves (603.5); `words`: what is chosen ("draw a card"). */
  | { kind: 'may'; span: Span; words: Span; effect: EffectNode }
  /** "Target creature you control fights target creature you don't control." (701.14a); `oneWay`: "... deals damage equal to its power to ..." (120.1). */
  | { kind: 'fight'; span: Span; what: ModifiedNode; other: TargetNode | 'itself' | 'source'; oneWay?: boolean }
  /** "You may pay {2}." and the sentence after it, "If you do, draw a card." (118.12). */
  | { kind: 'mayPay'; span: Span; mana: string; energy?: number; life?: number } // "You may pay {E}{E}.": `energy` (107.14); "You may pay 2 life.": `life` (119.4)
  /** "You get {E}{E}." (107.14, 122.1): the controller gets that many energy counters. */
  | { kind: 'getEnergy'; span: Span; amount: Quantity }
  /** "You may pay any amount of {E}." (107.14, 608.2d): the sentence after it reads the number paid as "that much". */
  | { kind: 'payAnyEnergy'; span: Span }
  /** "Choose target creature." (115.1): a target the sentences after it name ("that creature"); it does nothing itself. */
  | { kind: 'chooseTarget'; span: Span; what: TargetNode }
  | { kind: 'ifYouDo'; span: Span; words: Span; effect: EffectNode }
  /** "If you control a Wizard, draw a card." (608.2c): the clause, only if the condition holds as it resolves. */
  | { kind: 'ifCondition'; span: Span; condition: StaticConditionNode; effect: EffectNode }
  | { kind: 'randomPlayer'; span: Span }
  /** "Roll a d20." (706.1) and the results table after it, when it has one (706.3). */
  | { kind: 'rollDie'; span: Span; sides: number; table?: ResultRowNode[] }
  /** "Create two of those tokens.": a row of a results table, the token an earlier row creates (706.3a). */
  | { kind: 'createThoseTokens'; span: Span; count: Quantity }
  /** "That player exiles an instant or sorcery card from their graveyard.", "Target player exiles a card from their graveyard." (`types` empty: any card). */
  | { kind: 'exileFromGraveyard'; span: Span; chooser: RefNode | TargetNode; types: CardType[] }
  | { kind: 'copyCard'; span: Span; what: RefNode }
  | { kind: 'castWithoutPaying'; span: Span; what: RefNode }
  /** Clauses joined in one sentence: "X, then Y.", "X, and Y.", "Draw a card, then discard a card.", done in order (608.2c). */
  | { kind: 'sequence'; span: Span; parts: EffectNode[] }
  /** `who` absent: "you"; otherwise the targeted player ("Target player draws two cards."). */
  | { kind: 'draw'; span: Span; count: Quantity | StatNode; who?: TargetNode | EachNode | RefNode }
  /** `ifSpent`: "if {G} was spent to cast ~" (the mana spent, recorded as it was cast). */
  | { kind: 'gainLife'; span: Span; amount: Quantity | StatNode | CountedNode; who?: TargetNode; ifSpent?: ManaType }
  /** "Destroy target artifact", "Destroy all enchantments" (701.8). */
  | { kind: 'destroy'; span: Span; what: TargetNode | EachNode | RefNode }
  | { kind: 'exile'; span: Span; what: TargetNode | EachNode | RefNode }
  /**
   * "Target creature can't be regenerated this turn.", "~ can't ..." (`what` absent), "It can't ..."
   * (`it`: the one creature the sentence before dealt damage to) (701.19c).
   */
  | { kind: 'cantBeRegeneratedThisTurn'; span: Span; what?: TargetNode; it?: boolean }
  /** "Regenerate ~." (`what` absent), "Regenerate target creature.", "Regenerate each creature you control." (701.19a) */
  | { kind: 'regenerate'; span: Span; what?: TargetNode | EachNode | RefNode }
  /** "It (That creature) can't be regenerated." after "Destroy target ...", "They ..." after "Destroy all ..." (701.19c). */
  | { kind: 'cantBeRegenerated'; span: Span; pronoun: 'It' | 'They' | 'That creature' }
  /** "discard a card" (you), "Target player discards two cards", "each opponent discards a card" (701.9). */
  | { kind: 'discard'; span: Span; count: Quantity; who?: RecipientNode; atRandom?: boolean; hand?: true } // `hand`: "discards their hand" (701.9a), `count` unread // "at random" (701.9a)
  /** "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle." (701.23) */
  /** `cardName`: "a card named Sunlit Hoplite"; `alsoFrom`: "your library and/or graveyard", the other zones searched, with no shuffle unless a "shuffleIfSearched" follows; `whose`: "target player's library". */
  | { kind: 'search'; span: Span; count: number; supertypes: string[]; types: CardType[]; subtypes: string[]; anyCard: boolean; to: 'battlefield' | 'hand' | 'exile' | 'graveyard' | 'top'; tapped: boolean; reveal: boolean; permanent?: true; manaValueAtMost?: number; named?: true; cardName?: string; alsoFrom?: ('graveyard' | 'hand')[]; whose?: TargetNode }
  /** "Exile the top card of your library." (406.2) */
  | { kind: 'exileTop'; span: Span }
  /** "You may play that card this turn.", "Until the end of your next turn, you may play that card." (601.3, 305.1, 611.2a) */
  | { kind: 'mayPlayExiled'; span: Span; until: PlayDuration }
  /** "If you search your library this way, shuffle.", "Then that player shuffles." (`theirs`) (701.24a) */
  | { kind: 'shuffleIfSearched'; span: Span; theirs?: true }
  | { kind: 'scry'; span: Span; count: Quantity }
  /** "Surveil 2." (701.25a) */
  | { kind: 'surveil'; span: Span; count: Quantity }
  /** "~ explores.", "It explores." of a trigger of its own (701.44a) */
  | { kind: 'explore'; span: Span; it: boolean }
  /** "Monstrosity 3.", "Monstrosity X." (701.37a) */
  | { kind: 'monstrosity'; span: Span; count: Quantity }
  /** "Bolster 2." (701.39a) */
  | { kind: 'bolster'; span: Span; count: Quantity }
  /** "Proliferate." (701.34a) */
  | { kind: 'proliferate'; span: Span }
  /** "Amass 2." (701.47a; "amass Zombies 2" by 701.47d) */
  | { kind: 'amass'; span: Span; count: Quantity }
  /** "Support 2." (701.41a) */
  | { kind: 'support'; span: Span; count: Quantity }
  /** "Populate." (701.36a) */
  | { kind: 'populate'; span: Span }
  /** "It connives.", "~ connives." (701.50a) */
  | { kind: 'connive'; span: Span; it: boolean }
  /** "You skip your next turn." (500.11, 614.10) */
  | { kind: 'skipNextTurn'; span: Span }
  /** "Detain target creature an opponent controls." (701.35a) */
  | { kind: 'detain'; span: Span; what: TargetNode }
  /** "Adapt 2." (701.46a) */
  | { kind: 'adapt'; span: Span; count: Quantity }
  /** `toYourHand`: "Return target creature card from your graveyard to your hand."; `what` absent: "Return ~ to its owner's hand." */
  | { kind: 'bounce'; span: Span; what?: TargetNode | EachNode | RefNode; toYourHand?: boolean; toTheirHand?: boolean }
  /** "Return target creature card from your graveyard to the battlefield." */
  | { kind: 'returnToBattlefield'; span: Span; what: TargetNode; tapped?: boolean; under?: 'you' | 'owner' }
  /** "Put target creature on top of its owner's library", "Put target card from your graveyard on top of your library". */
  | { kind: 'putOnLibrary'; span: Span; what: TargetNode; yourLibrary?: boolean; bottom?: true } // `bottom`: "on the bottom of" (grammar/libraryBottom.ts)
  /** "Exile target player's graveyard." (406.2) */
  | { kind: 'exileGraveyard'; span: Span; whose: TargetNode | EachNode }
  /** `who` absent: "you lose 2 life" (119.3). */
  | { kind: 'loseLife'; span: Span; amount: Quantity | StatNode | CountedNode; who?: RecipientNode }
  /** `who` absent: "mill two cards" (you). */
  | { kind: 'mill'; span: Span; count: Quantity; who?: TargetNode | RefNode | EachNode }
  /** "Each player sacrifices a creature" (701.21a). */
  | { kind: 'sacrifice'; span: Span; who: RecipientNode; types: CardType[]; count?: number }
  /** "Return a land you control to its owner's hand." (chosen, no target) */
  | { kind: 'returnChosen'; span: Span; types: CardType[]; colors?: Color[]; another?: true } // "a red or green creature", "another creature" (grammar/handCard.ts)
  /** `what` absent: "Untap ~." */
  | { kind: 'untap'; span: Span; what?: TargetNode | EachNode | RefNode }
  | { kind: 'tap'; span: Span; what?: TargetNode | EachNode | RefNode } // no `what`: the source itself ("Tap ~.")
  /** "Attach ~ to target creature you control." (701.3a): `what` absent (or `it`): the source; `to` absent: the source. */
  | { kind: 'attach'; span: Span; what?: TargetNode; it?: true; to?: TargetNode | RefNode }
  /** "Tap or untap target creature." (701.26a-b): which of the two, chosen as it resolves (608.2d). */
  | { kind: 'tapOrUntap'; span: Span; what: TargetNode | RefNode }
  /** "Remove target attacking creature you control from combat (and untap it)." (506.4) */
  | { kind: 'removeFromCombat'; span: Span; what: TargetNode; untap: boolean }
  /** "Put a +1/+1 counter on ~": `on` absent means the source itself. */
  | { kind: 'counters'; span: Span; counter: string; amount: Quantity; on?: TargetNode | EachNode | RefNode }
  /** "Remove a -1/-1 counter from ~.", "Remove all counters from target creature." (122.1): `from` absent is the source; `counter` absent is every kind. */
  | { kind: 'removeCounters'; span: Span; counter?: string; amount: Quantity | 'all'; from?: TargetNode | RefNode | EachNode }
  /** "Move a +1/+1 counter from ~ onto target creature." (122.5): `from`/`to` absent is the source. */
  | { kind: 'moveCounters'; span: Span; counter?: string; amount: Quantity | 'all'; from?: TargetNode | RefNode; to?: TargetNode | RefNode }
  /** "put its counters on target creature you control" of a permanent that left the battlefield (122.8). */
  | { kind: 'putItsCounters'; span: Span; to: TargetNode }
  /** "Double the number of +1/+1 counters on ~." (701.10e): as many more of them as it has. */
  | { kind: 'doubleCounters'; span: Span; counter: string }
  /** `unlessPays`: "unless its controller pays {3}" (118.12a). */
  | { kind: 'counterSpell'; span: Span; what: TargetNode; unlessPays?: string; unlessPaysX?: true } // `unlessPaysX`: "unless its controller pays {X}" (107.3)
  | UntilEndOfTurnNode
  | ChangeNode
  | GainControlNode
  | { kind: 'switchPt'; span: Span; what: ModifiedNode }
  /** "Prevent the next 3 damage that would be dealt to any target this turn." (615.7) */
  | { kind: 'preventDamage'; span: Span; amount: Quantity; to: RecipientNode | { kind: 'self'; span: Span } }
  /** "Draw a card at the beginning of the next turn's upkeep.": the clause, done later by a delayed triggered ability (603.7a). */
  | { kind: 'delayed'; span: Span; step: 'upkeep' | 'end' | 'endOfCombat'; effect: EffectNode }
  /** "..., where X is the number of cards in your hand.": the sentence's X, defined by the text (107.3c), counted as it resolves (608.2h). */
  | { kind: 'xDefined'; span: Span; effect: EffectNode; x: CountedNode | StatNode }
  /** "Draw a card for each Island you control.": the sentence's number that many times the count (608.2h). */
  | { kind: 'forEachTimes'; span: Span; effect: EffectNode; per: CountNode }
  /** "It doesn't untap during its controller's next untap step." (502.3) */
  | { kind: 'skipNextUntap'; span: Span; what: ModifiedNode }
  /** "It doesn't untap during its controller's untap step for as long as ~ remains tapped." (502.3, 611.2b) */
  | { kind: 'keptTapped'; span: Span; what: ModifiedNode; duration: DurationWord }
  /** "Look at the top four cards of your library." (`thenBack`: ", then put them back in any order", 401.4) */
  | { kind: 'lookAtTop'; span: Span; count: Quantity; thenBack?: boolean }
  /** "You may reveal a creature card from among them and put it into your hand.", "Put one of them into your hand" (`optional` false). */
  | { kind: 'takeLooked'; span: Span; types: CardType[]; notTypes: CardType[]; optional: boolean; reveal: boolean; count?: number } // `count`: "Put two of them into your hand"
  /** "Put the rest on the bottom of your library in a random order (in any order)", "... into your graveyard". */
  | { kind: 'putRest'; span: Span; where: 'bottom' | 'graveyard' | 'top' | 'graveyardOrTop'; order: 'random' | 'any' | 'none'; that?: true } // `that`: "that card", the one card looked at; 'graveyardOrTop': "any number of them into your graveyard and the rest back on top"
  /** "You may put a land card from your hand onto the battlefield (tapped)." (grammar/handCard.ts) */
  | { kind: 'putFromHand'; span: Span; card: CardKind; tapped: boolean; optional: boolean }
  /** "Return that card to the battlefield under its owner's control.": the card the exile before it exiled (grammar/returnExiled.ts) */
  | { kind: 'returnExiled'; span: Span; tapped: boolean; control: 'owner' | 'you' }
  /** "return the exiled card to the battlefield under its owner's control.": the cards another ability of the card exiled (607.2a; grammar/returnExiled.ts) */
  | { kind: 'returnLinked'; span: Span; to: 'battlefield' | 'hand' | 'graveyard'; tapped: boolean; control: 'owner' | 'you' }
  /** "Target player shuffles their library (their graveyard into their library)." (701.24a; grammar/shuffle.ts); no `who`: you. */
  | { kind: 'shuffle'; span: Span; who?: TargetNode; graveyard?: true; self?: true } // `self`: "Shuffle ~ into its owner's library"
  /** "Return it (that card) to its owner's hand.", "Put it on top of its owner's library.": the card of the trigger's event (grammar/returnEventCard.ts) */
  | { kind: 'returnEventCard'; span: Span; to: 'hand' | 'library'; that: boolean }
  /** "Exile target creature an opponent controls until ~ leaves the battlefield." (610.3; grammar/exileUntil.ts); 'chosen': "that card" chosen from a revealed hand */
  | { kind: 'exileUntilLeaves'; span: Span; what: TargetNode | 'chosen' }
  /** "If that spell is countered this way, exile it instead of putting it into its owner's graveyard." (614.1a; grammar/counteredInstead.ts) */
  | { kind: 'counteredInstead'; span: Span; to: 'exile' | 'library' | 'hand' }
  /** "Target opponent reveals their hand." (701.20a) */
  | { kind: 'revealHand'; span: Span; who: TargetNode }
  | { kind: 'extraTurn'; span: Span; who?: TargetNode } // 500.7 (grammar/extraTurn.ts)
  | { kind: 'additionalLandsThisTurn'; span: Span; count: number } // 305.2 (grammar/additionalLand.ts)
  | { kind: 'cantPlayLandsThisTurn'; span: Span; who: TargetNode } // 305.2b (grammar/additionalLand.ts)
  /** "You choose a nonland card from it.": a card of the revealed hand (701.9b); `types`: any of them (empty: any card), `notTypes`: none of them. */
  | { kind: 'chooseFromHand'; span: Span; types: CardType[]; notTypes: CardType[] }
  /** "That player discards that card." (701.9a), "Exile that card." (406.2): the card chosen before. */
  | { kind: 'discardChosen' | 'exileChosen'; span: Span }
  /** "Target creature can't block this turn." (509.1b, 611.2a) */
  | { kind: 'combatThisTurn'; span: Span; what: ModifiedNode; restriction: CombatRestriction }
  /** "The next time a red source of your choice would deal damage to you this turn, prevent that damage." (615.8, 609.7a) */
  | { kind: 'preventNextFromSource'; span: Span; quality?: { colors?: Color[]; types?: CardType[] }; to?: { kind: 'you'; span: Span } | TargetNode; all?: true } // `all`: "Prevent all damage a source of your choice would deal this turn" (615.1a)
  /** "If that creature would die this turn, exile it instead.", "If a creature dealt damage this way ..." (614.1a) */
  | { kind: 'exileIfDies'; span: Span; what: 'that' | 'dealtThisWay'; types?: CardType[] }
  /** "Prevent all combat damage that would be dealt by target creature this turn." (615.1a) */
  | { kind: 'preventAll'; span: Span; what: ModifiedNode; direction: PreventDirection; combatOnly: boolean }
  | Unmodelled;

/**
 * How long a resolved effect lasts as its words say (611.2a, 611.2b): "until end of turn" (or
 * "this turn"), no duration, "for as long as ~ remains on the battlefield", "for as long as you control ~".
 */
export type DurationWord = 'endOfTurn' | 'indefinite' | 'whileSourceOnBattlefield' | 'whileSourceControlled' | 'whileSourceTapped' | 'whileSourceControlledAndTapped';

/**
 * "Target creature becomes a 0/1 Frog until end of turn", "~ becomes a 3/3 Elemental creature with
 * haste. It's still a land.", "loses all abilities", "has base power and toughness 1/1": a resolved
 * continuous effect with parts in several layers (613.1d-f, 613.4b-c), one effect (613.6).
 * `words`: the parts as written, for the log.
 */
export type ChangeNode = { kind: 'change'; span: Span; what: ModifiedNode; parts: ChangePart[]; duration: DurationWord; words: Span };

export type ChangePart = PtChangeNode | GrantedKeywordNode[] | BecomesNode | { kind: 'losesAllAbilities'; span: Span } | BasePtNode | { kind: 'losesKeywords'; span: Span; keywords: GrantedKeywordNode[] } /* "loses flying" (613.1f) */ | { kind: 'colorOfChoice'; span: Span; many: boolean } /* "becomes the color (or colors) of your choice" (608.2d, 613.1e) */ | { kind: 'landTypeOfChoice'; span: Span } /* "becomes the basic land type of your choice" (305.7, 608.2d) */ | { kind: 'creatureTypeOfChoice'; span: Span; also?: true }; // "becomes the creature type of your choice[ in addition to its other types]" (205.3m, 608.2d)

/** "has base power and toughness 1/1" (613.4b). */
export type BasePtNode = { kind: 'basePt'; span: Span; power: number | 'X'; toughness: number | 'X' };

/**
 * "becomes a 3/3 white Elemental artifact creature with flying": what it becomes (205.1a); `still`:
 * "It's still a land", "that's still a land" or "in addition to its other types" keep its types
 * (205.1b); without a card type, `subtypes` are creature types (or basic land types) it becomes.
 */
export type BecomesNode = {
  kind: 'becomes';
  span: Span;
  pt?: BasePtNode;
  colors?: Color[];
  subtypes: string[];
  types: CardType[];
  keywords: GrantedKeywordNode[];
  still: boolean;
  /** "with all creature types" (205.3m) */
  allCreatureTypes?: true;
};

/** "Gain control of target creature until end of turn." (613.1b) */
export type GainControlNode = { kind: 'gainControl'; span: Span; what: TargetNode | EachNode | RefNode; duration: DurationWord };

/**
 * "Target creature gets +3/+3 until end of turn", "~ gains flying until end of turn", "Creatures you
 * control get +1/+0 and gain trample until end of turn": continuous effects of a resolving spell or
 * ability (611.2a) on what its words name as they begin (611.2c); `parts` in the text's order.
 */
/** `per`: "... until end of turn for each creature you control": each change of power and toughness times the number, counted as it resolves (608.2h). */
export type UntilEndOfTurnNode = { kind: 'untilEndOfTurn'; span: Span; what: ModifiedNode; parts: (PtChangeNode | GrantedKeywordNode[])[]; per?: CountNode };

/** Who "gets" or "gains": a target, "~" (`self`), "it", or the permanents "creatures you control" names. */
export type ModifiedNode = TargetNode | EachNode | RefNode | { kind: 'self'; span: Span };

/** "+3/+3", "-1/-0", "+X/+0" (613.4c): `change` as written; X is the spell's or ability's (611.2d). */
export type PtChangeNode = { kind: 'ptChange'; span: Span; change: string; power: number | 'X' | '-X'; toughness: number | 'X' | '-X' };

/** A keyword an effect grants ("flying", "protection from red"), with protection's qualities when read (702.16a). */
export type GrantedKeywordNode = {
  kind: 'grantedKeyword';
  span: Span;
  keyword: string;
  parameter?: string;
  protection?: ProtectionQuality;
  /** "protection from the color of your choice" (`you`), "... of its controller's choice": a color chosen as the effect resolves (608.2d). */
  colorOfChoice?: 'you' | 'itsController';
};

/** One sentence of an effect: a clause the grammar read, or its exact words. */
export type Sentence = { kind: 'sentence'; span: Span; effect: EffectNode };

/** One line of a results table (706.3a): "10—19 | Scry 2.", `max` null for "15+". */
export type ResultRowNode = { kind: 'resultRow'; span: Span; min: number; max: number | null; sentences: Sentence[] };

export type CostPart =
  | { kind: 'tap'; span: Span }
  | { kind: 'untap'; span: Span }
  | { kind: 'sacrificeSelf'; span: Span }
  | { kind: 'payLife'; span: Span; amount: number }
  /** "Pay {E}{E}" (107.14): energy counters removed from the player. */
  | { kind: 'payEnergy'; span: Span; amount: number }
  /** "Discard ~": the card itself, from its owner's hand (702.29a, 113.6m). */
  | { kind: 'discardSelf'; span: Span }
  | { kind: 'exertSelf'; span: Span } // "Exert ~" (701.43a)
  /** "Return ~ to its owner's hand" as a cost (Attunement, Grinning Ignus; 601.2h) */
  | { kind: 'returnSelf'; span: Span }
  /** "Return a land you control to its owner's hand" as a cost (Soratami Savant; 601.2h) */
  | { kind: 'returnPermanent'; span: Span; cardTypes?: CardType[]; subtype?: string }
  /** "Exile ~", "Exile ~ from your hand", "Exile ~ from your graveyard" (113.6m). */
  | { kind: 'exileSelf'; span: Span; from: 'battlefield' | 'hand' | 'graveyard' }
  /** "Remove a +1/+1 counter from ~", "Remove three spore counters from ~" (122.1); "... and sacrifice it" (`andSacrifice`). */
  | { kind: 'removeCounters'; span: Span; counter: string; count: number | 'X'; andSacrifice?: true }
  /** "Put a -1/-1 counter on ~" as a cost (122.6, 601.2h). */
  | { kind: 'putCounters'; span: Span; counter: string; count: number }
  /** "Exile a creature card from your graveyard", "Exile two cards from your graveyard" (406.1). */
  | { kind: 'exileFromGraveyard'; span: Span; count: number; cardType?: CardType; other?: boolean }
  /** "Discard a card", "Discard two cards", "Discard a creature card" (701.9a). */
  | { kind: 'discard'; span: Span; count: number; cardType?: CardType; atRandom?: true } // `atRandom`: 701.9a
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
  during?: 'yourTurn' | 'yourTurnBeforeAttackers' | 'yourUpkeep' | 'combat' | 'declareBlockers' | 'declareAttackers' | 'combatBeforeBlockers' | 'opponentsUpkeep';
  /** "only if you've been attacked this step" (a spell's restriction, castRestriction.ts) */
  attacked?: boolean;
  /** "only if you've cast another spell this turn" */
  castAnother?: boolean;
  oncePerTurn?: boolean;
  /** "Activate no more than twice each turn." (602.5b) */
  timesPerTurn?: number;
  /** "only if you control a Swamp", "only if you control five or more lands" */
  control?: { atLeast: number; cardTypes?: CardType[]; subtype?: string };
  /** "only if seven or more cards are in your graveyard", "only if ~ is attacking": a static ability's condition (611.3b's words). */
  condition?: StaticConditionNode;
  /** "Any player may activate this ability." (602.2) */
  anyPlayer?: boolean;
  /** "only if you have no cards in hand" (hellbent) */
  noCardsInHand?: boolean;
  /** "only if creatures you control have total power 8 or greater" (formidable) */
  totalPower?: number;
};

export type TriggerNode =
  /** `leaves`: "When ~ leaves the battlefield", for any other zone (603.6c, 603.10a);
   * `toGraveyardFromBattlefield`: "When ~ is put into a graveyard from the battlefield", any permanent. */
  | { kind: 'trigger'; span: Span; event: 'enters' | 'dies' | 'leaves' | 'toGraveyardFromBattlefield' | 'tappedForMana' | 'gainLife' | 'getEnergy' | 'dealtDamage' | 'becomesTapped' | 'becomesUntapped' | 'turnedFaceUp' | 'becomesMonstrous' | 'transformsInto' | 'dayNightChanges' }
  /** "Whenever one or more +1/+1 counters are put on ~" (122.6); `perCounter`: "Whenever a +1/+1 counter is put on ~", once for each. */
  | { kind: 'trigger'; span: Span; event: 'countersPut'; counter: string; perCounter?: true }
  /** "Whenever one or more +1/+1 counters are put on another creature you control" (122.6). */
  | { kind: 'trigger'; span: Span; event: 'permanentCountersPut'; counter: string; permanents: CardType[]; quality?: PermanentQuality; other: boolean }
  /** "Whenever you draw a card", "Whenever you draw your second card each turn" (121.1). */
  | { kind: 'trigger'; span: Span; event: 'draws'; nth?: number }
  /** "Whenever a land enters under your control", "Whenever another creature enters" (603.6a). */
  | { kind: 'trigger'; span: Span; event: 'permanentEnters'; permanents: CardType[]; quality?: PermanentQuality; other: boolean; yours: boolean; opponents?: boolean }
  /** "Whenever ~ attacks" (508.3a), "blocks" (509.3a), "becomes blocked" (509.3c), "deals combat damage to a player" (510.3a). */
  | { kind: 'trigger'; span: Span; event: CombatEvent; withOthers?: number; orPlaneswalker?: true } // `orPlaneswalker`: "... to a player or planeswalker"
  /** "Whenever you cast an instant or sorcery spell [that has the same name as a card in your graveyard | while ~ has two or more quest counters on it]" */
  | { kind: 'trigger'; span: Span; event: 'cast'; spellTypes: CardType[]; sameNameInGraveyard?: boolean; whileCounters?: { counter: string; atLeast: number }; notTypes?: CardType[]; anyPlayer?: boolean; subtypes?: string[]; multicolored?: boolean; targetsSelf?: boolean; opponent?: boolean; colors?: Color[]; colorless?: boolean; orCopy?: boolean; historic?: boolean; manaValue?: { atLeast?: number; atMost?: number }; nthThisTurn?: number; chosen?: 'color' | 'creatureType'; turn?: 'yours' | 'opponents'; kicked?: boolean; from?: 'graveyard' | 'notHand' }
  /** "Whenever another creature you control dies", "~ or another creature dies" (700.4, 603.10a); `other`: not the source. */
  | { kind: 'trigger'; span: Span; event: 'permanentDies'; permanents: CardType[]; quality?: PermanentQuality; other: boolean; graveyard?: 'yours' | 'opponents' }
  /** "Whenever you sacrifice a Clue", "a player sacrifices another permanent" (701.21a). */
  | { kind: 'trigger'; span: Span; event: 'sacrificed'; permanents: CardType[]; quality?: PermanentQuality; other: boolean; who: 'you' | 'any' }
  /** "Whenever you scry", "Whenever you surveil" (701.22d, 701.25). */
  | { kind: 'trigger'; span: Span; event: 'playerActs'; action: 'scry' | 'surveil' }
  /** "Whenever a permanent is turned face up", "~ or another creature you control is turned face up" (708.8). */
  | { kind: 'trigger'; span: Span; event: 'permanentTurnedFaceUp'; permanents: CardType[]; quality?: PermanentQuality; other: boolean }
  /** "Whenever a creature an opponent controls becomes tapped", "Whenever a creature blocks", "... you control becomes blocked". */
  | { kind: 'trigger'; span: Span; event: 'permanentDoes'; what: PermanentAct; permanents: CardType[]; quality?: PermanentQuality; other: boolean }
  /** "Whenever an opponent gains life", "an opponent loses life", "you lose life" (119.3, 119.9). */
  | { kind: 'trigger'; span: Span; event: 'playerLife'; change: 'gain' | 'lose'; who: 'you' | 'opponent' }
  /** "Whenever you attack with three or more creatures", "Whenever one or more creatures attack you" (508.1). */
  | { kind: 'trigger'; span: Span; event: 'attackDeclared'; by: 'you' | 'any'; attacking?: 'you'; atLeast: number; quality?: PermanentQuality }
  /** "When you control no Islands", "no other creatures" (603.8: a state trigger). */
  | { kind: 'trigger'; span: Span; event: 'controlsNone'; permanents: CardType[]; quality?: PermanentQuality; other: boolean }
  /** "When enchanted creature dies", "Whenever equipped creature attacks" (301.5, 303.4). */
  | { kind: 'trigger'; span: Span; event: 'attachedTo'; what: AttachedEvent; bySpell?: boolean }
  /** "Whenever a creature you control attacks" (508.3a), "... deals combat damage to a player" (510.3a). */
  | { kind: 'trigger'; span: Span; event: 'creatureCombat'; what: 'attacks' | 'combatDamageToPlayer'; permanents: CardType[]; quality?: PermanentQuality; other?: boolean; attacked?: AttackedWhom }
  /** "When you cycle ~" (702.29c), "Whenever you cycle a card", "Whenever a player cycles a card". */
  | { kind: 'trigger'; span: Span; event: 'cycled'; who: 'self' | 'you' | 'any' }
  /** "Whenever ~ deals damage to a player" (120.3a), "... combat damage to an opponent" (510.3a): the event's player is the one dealt damage. */
  | { kind: 'trigger'; span: Span; event: 'dealsDamageToPlayer'; opponent: boolean; combat: boolean }
  /** "Whenever you discard a card", "an opponent discards a card", "you cycle or discard another card" (701.9a). */
  | { kind: 'trigger'; span: Span; event: 'discarded'; who: 'you' | 'opponent' | 'any'; other: boolean }
  /** "Whenever an opponent draws a card", "Whenever a player draws a card" (121.1). */
  | { kind: 'trigger'; span: Span; event: 'playerDraws'; who: 'opponent' | 'any' }
  /** "Whenever you roll one or more dice" (706.1), "When you roll a natural 20" (`natural`, 706.2). */
  | { kind: 'trigger'; span: Span; event: 'rollsDice'; natural?: number }
  /** "Whenever ~ deals damage" (120.3): once per damage event, the event's count the damage dealt. */
  | { kind: 'trigger'; span: Span; event: 'dealsDamage' }
  /** "Whenever a creature dealt damage by ~ this turn dies" (700.4, 603.10a). */
  | { kind: 'trigger'; span: Span; event: 'damagedByDies' }
  /** "Whenever ~ becomes the target of a spell or ability [an opponent controls]" (115.1, 603.2). */
  | { kind: 'trigger'; span: Span; event: 'becomesTarget'; byOpponent: boolean; bySpell?: boolean; byYou?: boolean }
  /** "Whenever ~ becomes blocked by a creature" (509.3d: once for each creature blocking it). */
  | { kind: 'trigger'; span: Span; event: 'becomesBlockedByCreature'; of?: { permanents: CardType[]; quality?: PermanentQuality } }
  /** "Whenever ~ blocks a creature [with flying]" (509.3b: once for each attacking creature it blocks). */
  | { kind: 'trigger'; span: Span; event: 'blocksCreature'; attackerKeyword?: string; of?: { permanents: CardType[]; quality?: PermanentQuality } }
  /** "Whenever a creature you control attacks alone", "... a Samurai or Warrior you control", "Whenever ~ attacks alone" (506.5). */
  | { kind: 'trigger'; span: Span; event: 'attacksAlone'; self: boolean; subtypes?: string[] }
  /** "Whenever ~ attacks and isn't blocked" (509.3g): as blockers are declared, none for it. */
  | { kind: 'trigger'; span: Span; event: 'attacksUnblocked' }
  /** "Whenever ~ deals [combat] damage to a creature" (120.3, 510.2): once for each creature dealt damage. */
  | { kind: 'trigger'; span: Span; event: 'dealsDamageToCreature'; combat: boolean }
  /** "When you cast ~" (601.2i): the spell itself, triggering on the stack. */
  | { kind: 'trigger'; span: Span; event: 'castSelf' }
  /** "When ~ enters and at the beginning of your upkeep": either event (603.2). */
  | { kind: 'triggers'; span: Span; events: TriggerNode[] }
  /** `ofEachPlayer`: "each player's upkeep", which names the player whose step it is ("that player"). */
  | { kind: 'trigger'; span: Span; event: 'step'; step: TriggerStep; whose: 'yours' | 'each' | 'opponents' | 'enchanted'; ofEachPlayer?: boolean }
  | Unmodelled;

/** The combat events a permanent's own trigger names (508.3a, 509.3a, 509.3c, 510.3a). */
export type CombatEvent = 'attacks' | 'blocks' | 'becomesBlocked' | 'combatDamageToPlayer';

export type ModeNode = { kind: 'mode'; span: Span; sentences: Sentence[] };

export type AbilityNode =
  /**
   * A keyword ability (702), one per keyword even when a line lists several; protection's
   * qualities when every one is read (702.16a, 702.16g), ward's cost when it is read (702.21a),
   * enchant's objects or players when read (702.5a).
   */
  | { kind: 'keyword'; span: Span; keyword: string; parameter?: string; protection?: ProtectionQuality; ward?: CostNode; enchant?: TargetFilter; cost?: CostNode }
  /** `cost: effect` (602.1), and what restricts its activation ("Activate only as a sorcery.", 602.5). */
  | {
      kind: 'activated';
      span: Span;
      /** An ability word before the cost: no rules meaning (207.2c). */
      abilityWord?: { kind: 'abilityWord'; span: Span; word: string };
      /** "Boast — [Cost]: [Effect]" (702.142a): the keyword before the cost. */
      boast?: true;
      cost: CostNode;
      sentences: Sentence[];
      restriction?: RestrictionNode | Unmodelled;
    }
  /** `+N:` / `-N:` / `0:` (606.4): a loyalty cost and an effect. */
  | { kind: 'loyalty'; span: Span; loyalty: string; sentences: Sentence[] }
  /** "When", "Whenever", "At" (603.1). */
  | {
      kind: 'triggered';
      span: Span;
      trigger: TriggerNode;
      sentences: Sentence[];
      abilityWord?: { kind: 'abilityWord'; span: Span; word: string };
      /** "When ~ enters, choose one —" and its bullets: a modal triggered ability (700.2, 603.3c). */
      modal?: { header: { kind: 'choose'; span: Span; count: number; min?: number; text: string }; modes: ModeNode[] };
    }
  /** An instant's or sorcery's text: its spell ability (113.3a). */
  | { kind: 'spell'; span: Span; sentences: Sentence[]; abilityWord?: { kind: 'abilityWord'; span: Span; word: string } }
  /** "Choose one —" and its bullets (700.2); the header's own ability kind says where it lives. */
  | { kind: 'modal'; span: Span; header: Unmodelled | { kind: 'choose'; span: Span; count: number; min?: number; text: string }; modes: ModeNode[] }
  /** Anything else: static text (604), read or not. */
  | { kind: 'static'; span: Span; body: StaticNode | Unmodelled };

export type StaticNode =
  | { kind: 'doesntUntap'; span: Span }
  /** "You may choose not to untap ~ during your untap step." (502.3) */
  | { kind: 'mayNotUntap'; span: Span }
  /** "~ can't be countered." (113.6g: it functions on the stack; 101.2) */
  | { kind: 'cantBeCountered'; span: Span }
  /** "If it's neither day nor night, it becomes day as ~ enters." (731.1) */
  | { kind: 'dayAsEnters'; span: Span }
  /** "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll." (614.1a, 706.6) */
  | { kind: 'rollAdvantage'; span: Span }
  /** "You have no maximum hand size." (402.2, 514.1) */
  | { kind: 'noMaximumHandSize'; span: Span }
  /** "You may play an additional land on each of your turns." (305.2) */
  | { kind: 'additionalLands'; span: Span; count: number }
  /** "You may play lands from your graveyard." (305.1) */
  | { kind: 'playLandsFromGraveyard'; span: Span }
  /** "Creatures your opponents control enter tapped." (614.1c, 614.12) */
  | { kind: 'opponentsEnterTapped'; span: Span; types: CardType[] }
  /** "~ can't block.", "~ can't attack or block.", "~ can't be blocked.", "~ attacks each combat if able." (506.5, 508.1c-d, 509.1b-c) */
  | { kind: 'combat'; span: Span; rules: Omit<CombatRules, 'kind'> }
  /** "If a creature dealt damage by ~ this turn would die, exile it instead." (614.1a) */
  | { kind: 'exileIfDamagedDies'; span: Span; by: 'self' | 'attached' }
  /** "If a card or token would be put into a graveyard from anywhere, exile it instead." (614.1a) */
  | { kind: 'exileInsteadOfGraveyard'; span: Span; what: GraveyardBound; whose: GraveyardOwner }
  /** "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 614.1c) */
  | { kind: 'entersTappedUnlessPays'; span: Span; life: number }
  /** "As ~ enters, you may reveal an Island or Swamp card from your hand. If you don't, ~ enters tapped." (614.12, 614.1c) */
  | { kind: 'entersTappedUnlessReveals'; span: Span; subtypes: string[] }
  /** "As ~ enters, choose a color." / "... a creature type." (614.12, 614.1c) */
  | { kind: 'chooseAsEnters'; span: Span; what: 'color' | 'creatureType'; except?: Color }
  /** "Prevent all damage that would be dealt to ~.", "... dealt by enchanted creature." (615.1a) */
  | { kind: 'preventAll'; span: Span; affects: 'self' | 'attached'; direction: PreventDirection; combatOnly: boolean; fromCreatures?: true; thenRemoveCounter?: string }
  /** "~ enters tapped (unless you control two or fewer other lands)" (614.1c). */
  | { kind: 'entersTapped'; span: Span; unless?: EntryCondition }
  /**
   * "You may have ~ enter as a copy of any creature on the battlefield[, except it's an artifact in
   * addition to its other types]." (614.1c, 707.5, 707.9b)
   */
  | { kind: 'entersAsCopy'; span: Span; of: { types: CardType[]; quality?: PermanentQuality }; except?: { addTypes?: CardType[]; addSubtypes?: string[] } }
  /** "~ enters with X +1/+1 counters on it." (614.1c) */
  /** `if`: "If ~ was kicked, it enters with" (702.33d), "~ escapes with" (702.138c); `tapped`: "enters tapped with"; `perColorSpent`: converge (601.2h). */
  | { kind: 'entersWithCounters'; span: Span; counter: string; amount: Quantity; if?: 'kicked' | 'escaped'; tapped?: true; perColorSpent?: true; x?: CountNode; per?: CountNode }
  /** Replacement effects on mana (106.12b): "If you tap a permanent for mana, it produces twice as much of that mana instead." */
  | { kind: 'replaceMana'; span: Span; replacement: { kind: 'double' } | { kind: 'becomes'; type: ManaType } }
  /** "Cast ~ only during combat before blockers are declared." (601.3: a restriction on casting the spell) */
  | { kind: 'castRestriction'; span: Span; restriction: RestrictionNode }
  /** "As an additional cost to cast ~, ..." (118.8) */
  | { kind: 'additionalCost'; span: Span; cost: { kind: 'sacrifice'; type: CardType } | { kind: 'discardOrPay'; mana: string } }
  /** "~ costs {1} more to cast for each target beyond the first." (601.2f) */
  | { kind: 'costsMorePerExtraTarget'; span: Span; mana: string }
  /** "You may pay 1 life and exile a blue card from your hand rather than pay ~'s mana cost." (118.9) */
  /** "As an additional cost to cast ~, discard a card." (118.8): any cost an activation cost may state. */
  | { kind: 'additionalCosts'; span: Span; cost: CostNode }
  /** "Noncreature spells cost {1} more to cast." (601.2f) */
  | { kind: 'spellCostModifier'; span: Span; spells: SpellFilter; caster: 'you' | 'opponents' | 'any'; generic: number; change: 'more' | 'less'; targetingSelf?: boolean }
  /** "~ costs {1} less to cast for each artifact you control." (601.2f) */
  | { kind: 'costsLessForEach'; span: Span; generic: number; forEach: PermanentFilter; controller: 'you' | 'any'; once?: boolean }
  /** 601.2f: "~ costs {1} less to cast for each creature in your party", "~ costs {X} less to cast, where X is your devotion to black": a number read from the game as the cost is determined. */
  | { kind: 'costsLessCounted'; span: Span; generic: number; per: CountNode }
  | { kind: 'alternativeCost'; span: Span; life?: number; exileFromHand?: { color: Color; count: number }; mana?: string; sacrifice?: { count: number; subtype: string } }
  /** "You control enchanted creature." (613.1b): the Aura's controller controls what it enchants. */
  | { kind: 'controlAttached'; span: Span }
  /** A leveler's level symbol, "LEVEL 1-3" (`max` 3) or "LEVEL 4+" (no `max`) (711.2a, 711.2b). */
  | { kind: 'levelSymbol'; span: Span; min: number; max?: number }
  /** The power/toughness box of a leveler's striation, "2/3" (711.2). */
  | { kind: 'levelPt'; span: Span; power: number; toughness: number }
  | StaticContinuousNode
  | DefinesPtNode;

/**
 * A static ability's continuous effect (611.3): "Creatures you control get +1/+1.", "Enchanted
 * creature gets +2/+2 and has flying.", "~ gets +1/+1 as long as you control a Forest.", "Nonbasic
 * lands are Mountains."; `parts` in the text's order, each applied in its layer (613.1, 613.4).
 */
export type StaticContinuousNode = {
  kind: 'continuous';
  span: Span;
  /** An ability word before it (207.2c): no rules meaning. */
  abilityWord?: { kind: 'abilityWord'; span: Span; word: string };
  what: StaticSubjectNode;
  parts: StaticPartNode[];
  condition?: StaticConditionNode;
  /** "Enchanted creature gets -X/-1, where X is the number of cards in your graveyard.": the X its parts read (107.3c), at each derivation (611.3a). */
  x?: CountNode;
  /** "~ can't attack unless you control an artifact": the parts apply while the condition doesn't hold. */
  unless?: true;
};

/** Who a static ability affects: its source (`self`), what its source is attached to, or each permanent of a filter. */
export type StaticSubjectNode = { kind: 'self'; span: Span } | { kind: 'attached'; span: Span; by: 'enchanted' | 'equipped' } | EachNode;

export type StaticPartNode =
  /** "gets +1/+1" (613.4c) */
  | PtChangeNode
  /** "gets +1/+1 for each artifact you control", "for each card in your hand" (613.4c, read at each derivation: 611.3a) */
  | { kind: 'ptForEach'; span: Span; change: PtChangeNode; per: CountNode }
  /** "has flying", "have haste and vigilance" (613.1f) */
  | { kind: 'has'; span: Span; keywords: GrantedKeywordNode[] }
  /**
   * "has \"{T}: This creature deals 1 damage to any target.\"" (613.1f): an ability in quotation
   * marks, read as an ability of its own (`quote`: the words inside); `selfCount`: how many
   * self-references they hold, each of which must be "this creature" (the object that has it).
   */
  | { kind: 'hasAbility'; span: Span; quote: Span; selfCount: number; ability?: AbilityNode }
  /** "loses flying" (613.1f) */
  | { kind: 'loses'; span: Span; keywords: GrantedKeywordNode[] }
  /** "doesn't untap during its controller's untap step" (613.1f; 502.3) */
  | { kind: 'doesntUntap'; span: Span }
  /** "loses all abilities" (613.1f) */
  | { kind: 'losesAll'; span: Span }
  /** "can't attack or block", "attacks each combat if able": a combat rule the objects have (613.1f; 506.5, 508.1c-d, 509.1b-c) */
  | { kind: 'combatRule'; span: Span; rules: Omit<CombatRules, 'kind'> }
  /** "has base power and toughness 0/1" (613.4b) */
  | { kind: 'basePt'; span: Span; power: number; toughness: number }
  /** "is a Demon in addition to its other types" (613.1d, 205.1b) */
  | { kind: 'isSubtype'; span: Span; subtypes: string[]; chosen?: true }
  /**
   * "is a Treefolk": its creature types are these, its other subtypes and its card types kept;
   * "is a Bird creature" (`creature`): a creature and only that, of these subtypes only (613.1d, 205.1a)
   */
  | { kind: 'isCreatureType'; span: Span; subtypes: string[]; creature?: true }
  /** "is black", "are white" (613.1e, 105.3); "is black in addition to its other colors" (`inAddition`) */
  | { kind: 'isColor'; span: Span; colors: Color[]; inAddition: boolean }
  /** "are Mountains" (305.7: the land types replace the old ones); "is a Swamp in addition to its other land types" (`inAddition`, 305.6). */
  | { kind: 'isLandType'; span: Span; landTypes: string[]; inAddition: boolean };

/** When a static ability's effect applies: "as long as ..." (611.3b). */
export type StaticConditionNode =
  | { kind: 'yourTurn'; span: Span; yours: boolean }
  /** "as long as you control a Forest", "three or more artifacts"; "an opponent controls an Island" (`opponent`) */
  | { kind: 'youControl'; span: Span; atLeast: number; each: EachNode; opponent?: boolean }
  /** "as long as seven or more cards are in your graveyard" (threshold) */
  | { kind: 'cardsIn'; span: Span; atLeast?: number; atMost?: number; count: CountNode }
  /** "as long as it's attacking", "as long as ~ is untapped", "as long as ~ is enchanted" */
  | { kind: 'sourceIs'; span: Span; quality: PermanentQuality }
  /** "as long as enchanted permanent is a creature", "equipped creature is a Human", "enchanted creature is red" (301.5, 303.4) */
  | { kind: 'attachedIs'; span: Span; by: 'enchanted' | 'equipped'; types?: CardType[]; quality: PermanentQuality };

/**
 * A characteristic-defining ability of power and toughness (604.3, 208.2a): "~'s power and
 * toughness are each equal to the number of cards in your hand", "~'s power is equal to ...".
 */
export type DefinesPtNode = { kind: 'definesPt'; span: Span; power: boolean; toughness: boolean; amount: CountNode; toughnessPlus?: number };

/** "the number of creatures you control" (`each`), "the number of cards in your hand" (`cardsIn`), "... plus 1". */
export type CountNode = {
  kind: 'count';
  span: Span;
  each?: EachNode;
  cardsIn?: { zone: 'hand' | 'graveyard' | 'library' | 'exile'; whose: 'you' | 'opponents' | 'all'; types?: CardType[] };
  /** "the number of card types among cards in all graveyards" (205.2a) */
  cardTypesIn?: { whose: 'you' | 'all' };
  /** "Aura attached to it", "Equipment attached to it": the permanents of that subtype attached to the source (301.5, 303.4) */
  attachedOfSubtype?: string;
  /** "you have 5 or less life": the controller's life total (119.1) */
  life?: true;
  /** "charge counter on ~": the counters of that kind on the source (122.1) */
  sourceCounters?: string;
  /** "no spells were cast last turn" (`all`), "a player cast two or more spells last turn" (`byOnePlayer`): the previous turn's spells. */
  spellsLastTurn?: 'all' | 'byOnePlayer';
  /** "creature blocking it (beyond the first)": the creatures blocking the source as it resolves (509.1h, 702.23b) */
  blockingIt?: { beyond: number };
  /** "the life lost this way": what the "loses life" effect just before made players lose (608.2c) */
  lifeLostThisWay?: true;
  /** "your devotion to black (and red)" (700.5) */
  devotion?: Color[];
  /** "basic land types among lands you control" (domain, 305.6) */
  basicLandTypes?: true;
  /** "creatures in your party" (700.8) */
  party?: true;
  /** "the greatest power among creatures you control" */
  greatest?: { stat: 'power' | 'toughness' | 'manaValue'; each: EachNode };
};

export type FaceTree = {
  name: string;
  /** The face's Oracle text as normalized; spans index into it. */
  text: string;
  abilities: AbilityNode[];
  /** Reminder text, as spans of the face's original text (207.2). */
  reminders: Span[];
};

export type CardTree = { name: string; faces: FaceTree[] };

/** A card of a stated quality (one of `types`, every supertype, one of `subtypes`, one of `colors`). */
export type CardKind = { types?: CardType[]; supertypes?: ('Basic' | 'Legendary')[]; subtypes?: string[]; colors?: Color[]; permanent?: true; manaValueAtMost?: number };
