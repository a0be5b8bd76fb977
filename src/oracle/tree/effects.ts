// Nodes of what spells and abilities do: one per kind of effect, sentences, die-roll rows, modes (608, 700.2, 701, 706).
import type { Span } from '../normalize';
import type { CombatRestriction } from '../../engine/state/layers';
import type { PredefinedToken } from '../tokens';
import type { CardType, Color, PlayDuration, ManaType, PreventDirection } from '../../engine/state/card';
import type { CountNode, CountedNode, Quantity, StatNode } from './numbers';
import type { EachNode, ModifiedNode, RecipientNode, RefNode, TargetNode } from './targets';
import type { AbilityNode, CardKind, Unmodelled } from './abilities';
import type { ChangeNode, DurationWord, GainControlNode, GrantedKeywordNode, PtChangeNode, UntilEndOfTurnNode } from './changes';
import type { StaticConditionNode } from './statics';

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
  | { kind: 'sacrificeSelf' | 'exileSelf'; span: Span; unlessPays?: string; unlessSpent?: ManaType; it?: true; timeCounters?: Quantity } // `it`: "sacrifice it" after the source's own event; `timeCounters`: "Exile ~ with three time counters on it."
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
  /** "You become the monarch." (725.1, 725.3) */
  | { kind: 'becomeMonarch'; span: Span }
  /** "Flip a coin." (705.1) */
  | { kind: 'flipCoin'; span: Span }
  /** "Clash with an opponent." (701.30b) and "If you win, ..." after it (701.30d). */
  | { kind: 'clash'; span: Span }
  | { kind: 'ifWinClash'; span: Span; effect: EffectNode }
  /** "Reveal the top card of your library and put that card into your hand." (701.20a) */
  | { kind: 'revealTopToHand'; span: Span }
  /** "It gains haste." after a card is put onto the battlefield or a token created (611.2a: no duration, so for as long as it is there). */
  | { kind: 'madeGains'; span: Span; keywords: GrantedKeywordNode[] }
  /** "If you win the flip, ...", "If you lose the flip, ..." (`won` false), after a flip (705.2). */
  | { kind: 'ifFlip'; span: Span; won: boolean; effect: EffectNode }
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
  /** "If it shares a creature type with ~, you may reveal it." (kinship, 207.2c): the one card looked at, inside a `may`. */
  | { kind: 'revealLooked'; span: Span; sharesCreatureType: true }
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

/** One sentence of an effect: a clause the grammar read, or its exact words. */
export type Sentence = { kind: 'sentence'; span: Span; effect: EffectNode };

/** One line of a results table (706.3a): "10—19 | Scry 2.", `max` null for "15+". */
export type ResultRowNode = { kind: 'resultRow'; span: Span; min: number; max: number | null; sentences: Sentence[] };

export type ModeNode = { kind: 'mode'; span: Span; sentences: Sentence[] };
