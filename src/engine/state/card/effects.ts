// What spells and abilities do: the effects the engine carries out, and the modes of a modal spell (CR 608, 700.2, 701).
import type { CombatRestriction, CopyException, Duration, LayerChange, StaticCondition } from '../layers';
import type { Affected, TargetSpec } from './targets';
import type { CardQuality, CardType, Color, ManaType, Supertype } from './characteristics';
import type { Amount, Condition } from './amounts';
import type { TokenDef } from './cardDef';
import type { ManaChoice } from './mana';
import type { PlayDuration, PreventDirection } from './statics';
import type { AbilityDef } from './abilities';

export type EffectDef =
  /** "Target opponent reveals their hand." (701.20a); the player is remembered as `remember` ("that player"). */
  | { kind: 'revealHand'; who: Affected; remember: string }
  /** "You choose a nonland card from it." (701.9b): the controller chooses a card of that player's hand, remembered as `remember`. */
  | { kind: 'chooseCardInHand'; whose: Affected; types: CardType[]; notTypes: CardType[]; remember: string }
  /** "Look at the top four cards of your library." the cards remembered as `remember`; `thenBack`: put back in any order (401.4). */
  | { kind: 'lookAtTop'; count: Amount; remember: string; thenBack?: boolean }
  /** "If it shares a creature type with ~, you may reveal it." (kinship, 207.2c): the one card looked at, revealed (701.20a) only if it shares a creature type with the source (effects/revealLooked.ts). */
  | { kind: 'revealLooked'; looked: string; sharesCreatureTypeWithSource?: true }
  /** "You may reveal a creature card from among them and put it into your hand.": one of the cards looked at, of a kind (`types` any of, none of `notTypes`); `min` 0 when optional. */
  | { kind: 'takeLooked'; looked: string; types: CardType[]; notTypes: CardType[]; min: 0 | 1; reveal: boolean; count?: number } // `count`: that many taken ("Put two of them into your hand"), default 1
  /** "Put the rest on the bottom of your library in a random order": the cards looked at still in the library (401.4). */
  | { kind: 'putRest'; looked: string; where: 'bottom' | 'graveyard' | 'graveyardOrTop'; order: 'random' | 'any' | 'none' } // 'graveyardOrTop': any number into the graveyard, the rest back on top in any order (like surveil, 701.25a)
  /** "You may put a land card from your hand onto the battlefield." (effects/putFromHand.ts): a card of the quality, chosen as it resolves; `optional`: none may be put. */
  | { kind: 'putFromHand'; card: CardQuality; tapped?: true; optional?: true }
  /** "Target player shuffles their library" (701.24a); `graveyard`: "shuffles their graveyard into their library". */
  | { kind: 'shuffle'; who: Affected; graveyard?: true; self?: true } // `self`: the source shuffled into its owner's library (a resolving spell, 608.2m)
  /** "That player discards that card." (701.9a): the chosen card, if it is still in its owner's hand. */
  | { kind: 'discardCard'; what: Affected }
  /** Damage; `divided`: each target of the phrase gets its share of the division (601.2d); `evenly`: X split, rounded down. */
  | { kind: 'damage'; amount: Amount; to: Affected; divided?: boolean; evenly?: boolean; alsoCreaturesOf?: boolean }
  /**
   * "Target creature you control fights target creature you don't control." (701.14a): each deals
   * damage equal to its power to the other. `oneWay`: "deals damage equal to its power to" (120.1):
   * only the first deals damage.
   */
  | { kind: 'fight'; what: Affected; other: Affected; oneWay?: boolean }
  | { kind: 'gainLife'; amount: Amount; who: Affected; if?: Condition }
  /** "you lose 2 life", "each opponent loses 1 life" (119.3). */
  | { kind: 'loseLife'; amount: Amount; who: Affected }
  /** "Each player sacrifices a creature", "Target opponent sacrifices a land" (701.21a): each chooses one they control. */
  /** `count`: "sacrifices two creatures", that many at once (701.21a); one when absent. */
  | { kind: 'sacrifice'; who: Affected; types: CardType[]; count?: number; exploit?: true } // `exploit`: the sacrifice of an exploit ability (702.110a), its source "exploits" what is sacrificed (702.110b)
  /** "Return a land you control to its owner's hand": chosen as it resolves, no target (Azorius Chancery). */
  | { kind: 'returnChosen'; who: Affected; types: CardType[]; colors?: Color[]; another?: true } // `colors`: of one of them (105.2); `another`: not the source
  /** "That player exiles the top card of their library" (ingest, 702.115a). */
  | { kind: 'exileTopOfLibrary'; count: number; who: Affected }
  /** "Target player mills three cards" (701.17a). */
  | { kind: 'mill'; count: Amount; who: Affected }
  /** "Untap target land", "Untap ~" (701.26b). */
  | { kind: 'untap'; what: Affected }
  /** "Put target creature on top of its owner's library" (400.3: its owner's library). */
  | { kind: 'putOnLibrary'; what: Affected; bottom?: true } // `bottom`: on the bottom of its owner's library
  /** "Exile target player's graveyard" (406.2): every card in it. */
  | { kind: 'exileGraveyard'; whose: Affected }
  | { kind: 'bounce'; what: Affected } // "return target permanent to its owner's hand"; a card from a graveyard too
  | { kind: 'tapAll'; creaturesOf: 'opponents' }
  | { kind: 'scry'; count: number }
  | { kind: 'surveil'; count: number } // 701.25a
  | { kind: 'proliferate' } // 701.34a
  /** Amass [subtype] N (701.47a): `token` is the 0/0 black [subtype] Army it creates when its controller controls no Army (effects/amass.ts). */
  | { kind: 'amass'; count: Amount; subtype: string; token: TokenDef }
  /** Populate (701.36a): a token that's a copy of a creature token its controller controls, chosen as it resolves (effects/populate.ts). */
  | { kind: 'populate' }
  /** "It connives." (701.50a): its controller draws a card, then discards a card; a nonland card discarded puts a +1/+1 counter on it (effects/connive.ts). */
  | { kind: 'connive'; what: Affected }
  /** "You skip your next turn." (500.11, 614.10): a replacement effect on the player's next turn (effects/skipTurn.ts). */
  | { kind: 'skipNextTurn'; who: Affected }
  /** "You become the monarch." (725.1): the controller becomes the monarch, the one before ceasing to be (725.3). */
  | { kind: 'becomeMonarch' }
  /** "Reveal the top card of your library and put that card into your hand." (701.20a): the card in the hand remembered as `remember`. */
  | { kind: 'revealTopToHand'; remember: string }
  /** "Flip a coin." (705.1): the controller calls and flips (705.2); `win`, `lose`: what winning or losing the flip does. */
  | { kind: 'flipCoin'; win?: EffectDef[]; lose?: EffectDef[] }
  /** "Clash with an opponent." (701.30b); `win`: "If you win, ..." (701.30d). */
  | { kind: 'clash'; win?: EffectDef[] }
  /** Detain (701.35a): until its controller's next turn, the permanents can't attack or block and their activated abilities can't be activated (effects/detain.ts). */
  | { kind: 'detain'; what: Affected }
  | { kind: 'bolster'; count: number } // 701.39a
  /** "Monstrosity N." (701.37a): if the source isn't monstrous, N +1/+1 counters on it and it becomes monstrous. */
  | { kind: 'monstrosity'; n: Amount }
  | { kind: 'explore' } // 701.44a: the source explores
  | { kind: 'putBack'; count: number } // Brainstorm: put cards from your hand on top of your library
  /** "you may cast it" during the resolution (608.2g): a `cast` choice. */
  | { kind: 'castCard'; what: Affected; as?: 'miracle' | 'madness'; withoutPaying?: boolean; suspend?: true }
  /** Suspend's upkeep ability (702.62a): "remove a time counter from it" while it is suspended (casting/suspend.ts). */
  | { kind: 'removeTimeCounter' }
  /**
   * "you may ...": asked as the ability resolves (603.5). "If you do, <ifDone>" (608.2c): done only
   * when the player chose the action and could do it (608.2d); `ifDoneText`: the card's words after "If you do, ".
   * `ifNot`: "If you don't, <ifNot>" (fabricate 702.123a): done when the player chose not to or couldn't (608.2d).
   */
  | { kind: 'may'; prompt: string; effects: EffectDef[]; ifDone?: EffectDef[]; ifDoneText?: string; who?: Affected; ifNot?: EffectDef[]; ifNotText?: string } // `who`: "target player may ..." (default: the controller)
  /**
   * "If you control a Wizard, draw a card." (608.2c): the effects, only if the condition holds as the
   * spell or ability resolves; `intervening`: a triggered ability's "When ..., if ..., ..." (603.4),
   * also checked as it would trigger.
   */
  | { kind: 'ifCondition'; condition: StaticCondition; effects: EffectDef[]; text: string; intervening?: true; rule?: string } // `rule`: a keyword action's meaning (adapt 701.46a)
  /** "Roll a d20." (706.1) and its results table (706.3a): each row's effects happen if the result is from `min` to `max` (null: "N+"). */
  | { kind: 'rollDie'; sides: number; table?: { min: number; max: number | null; effects: EffectDef[]; text: string }[] }
  /** "You may pay {2}. If you do, <effects>." (118.12): `prompt` is the card's words after "If you do, ". */
  /** "You may pay {2}.", "You may pay {E}{E}." (118.12): `mana` its mana symbols ('' for none), `energy` the {E} symbols (107.14). */
  /**
   * "it deals 3 damage to you unless you pay {2}" (`controller`), "each opponent sacrifices a
   * permanent unless they pay {3}" (`eachAffected`: each player the one effect, a sacrifice, affects):
   * 118.12a, the player may pay as it resolves; the effect happens to one who doesn't.
   */
  | { kind: 'unlessPays'; mana: string; payer: 'controller' | 'eachAffected'; effects: EffectDef[] }
  | { kind: 'mayPay'; mana: string; energy?: number; life?: number; prompt: string; effects: EffectDef[] }
  /** "You get {E}{E}." (107.14, 122.1): the controller gets that many energy counters. */
  | { kind: 'getEnergy'; amount: Amount }
  /** "You may pay any amount of {E}." (107.14, 608.2d): the number chosen as it resolves; `effects` read it as "that much" (`energyPaid`). */
  | { kind: 'payAnyEnergy'; effects: EffectDef[] }
  /** "copy that spell" (707.10), `times` copies; "except that the copy is red"; "you may choose new targets" (707.10c). */
  | { kind: 'copySpell'; what: Affected; times?: Amount; newTargets: boolean; color?: Color }
  /** "choose a player at random" (SCENARIO.md, "Randomness"). */
  | { kind: 'randomPlayer'; remember: string }
  /** "That player exiles an instant or sorcery card from their graveyard." */
  | { kind: 'exileFromGraveyard'; chooser: Affected; types: CardType[]; remember: string }
  /** "Copy that card" (707.12): the copy is created in the card's zone. */
  | { kind: 'copyCard'; what: Affected; remember: string }
  | { kind: 'draw'; count: Amount; who: Affected }
  /** "Create a token that's a copy of this card, except ..." (embalm 702.128a, eternalize 702.129a; effects/tokenCopy.ts) */
  | { kind: 'createTokenCopy'; of: 'self'; except: CopyException }
  /** "Take an extra turn after this one." (500.7; effects/extraTurn.ts) */
  | { kind: 'extraTurn'; who: Affected }
  /** "You may play an additional land this turn." (305.2, 611.2a): more lands its controller can play this turn; casting/landsPerTurn.ts. */
  | { kind: 'additionalLandsThisTurn'; count: number }
  /** "Target player can't play lands this turn." (305.2b): no land for that player for the rest of the turn; casting/landsPerTurn.ts. */
  | { kind: 'cantPlayLandsThisTurn'; who: Affected }
  /**
   * "Counter target spell"; "unless its controller pays {3}" (118.12a): that player may pay as it
   * resolves. `unlessPaysLife`: a life payment, alone or beside the mana (ward—"Pay 3 life.", 702.21a).
   */
  | { kind: 'counter'; what: Affected; unlessPays?: string; unlessPaysLife?: number; unlessPaysGeneric?: Amount; instead?: 'exile' | 'library' | 'hand' } // `unlessPaysGeneric`: generic mana counted as it resolves ("{X}", 107.3; "{1} for each card in your graveyard") // `instead`: where the spell countered this way goes (614.1a)
  /** "Destroy target artifact", "Destroy all enchantments" (701.8a); "It can't be regenerated." (701.19c). */
  | { kind: 'destroy'; what: Affected; noRegeneration?: boolean }
  /** "Regenerate ~", "Regenerate target creature" (701.19a): a regeneration shield on each, for this turn. */
  | { kind: 'regenerate'; what: Affected }
  /** "Target creature can't be regenerated this turn." (701.19c): its shields don't apply until the cleanup step. */
  | { kind: 'cantBeRegenerated'; what: Affected }

  /** "Exile target card from a graveyard" (406.2). */
  | { kind: 'exile'; what: Affected; remember?: string; untilSourceLeaves?: true; linked?: true; counters?: Record<string, number> } // `remember`: the cards in exile, for "return that card" (400.7); `untilSourceLeaves`: 610.3; `linked`: kept for "the exiled card" of another ability (607.2a); `counters`: put on it as it is exiled ("Exile ~ with three time counters on it.", 122.1)
  /** "Return the exiled card to the battlefield under its owner's control." (607.2a): the cards the linked ability of the same object exiled; `to` the battlefield or their owners' hands. */
  | { kind: 'returnLinkedExiled'; to: 'battlefield' | 'hand' | 'graveyard'; tapped?: true; control?: 'owner' | 'you' }
  /** "Target player discards two cards", "discard a card" (701.9a); the discarding player chooses (701.9b). */
  | { kind: 'discard'; count: Amount; who: Affected; atRandom?: true; hand?: true } // `atRandom`: "discards a card at random" (701.9a); `hand`: "discards their hand", every card (`count` unread)
  /**
   * "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle"
   * (701.23, 701.24): up to `count` cards of the quality named, to the battlefield or to the hand.
   */
  | {
      kind: 'searchLibrary';
      count: number;
      /** Cards of one of these types (all types when absent), each supertype, one of the subtypes ("a Forest or Island card"). */
      types?: CardType[];
      supertypes?: Supertype[];
      subtypes?: string[];
      /** "a card": a search for a quantity of cards must find as many as it can (701.23d). */
      anyCard?: boolean;
      /** "exile them", "put them into their graveyard", "onto the battlefield under your control" (a search of `whose` library). */
      to: 'battlefield' | 'hand' | 'exile' | 'graveyard' | 'top'; // 'top': "then shuffle and put that card on top"
      tapped?: boolean;
      reveal?: boolean;
      /** "Search target player's library": the library's owner (the controller's own when absent); the controller searches it. */
      whose?: Affected;
      /** "permanent card" (110.4b), "with mana value N or less" (202.3), "named ~" (the source's name, 201.4b): qualities every card found has. */
      permanent?: true;
      manaValueAtMost?: number;
      /** "a card with the same mana value as the discarded card" (transmute, 702.53a): the source's, as it last existed (608.2h). */
      sourceManaValue?: true;
      named?: true;
      /** "a card named Shabraz, the Skyshark" (201.2): a card with that name. */
      cardName?: string;
      /** "target player ... searches their library": who searches (default: the controller). */
      who?: Affected;
      /** "Search your library and/or graveyard": the other zones of the player's searched with it (701.23a). */
      alsoFrom?: ('graveyard' | 'hand')[];
      /** 701.24a: absent, the library is shuffled; `ifLibrary`: "If you search your library this way, shuffle."; `never`: no shuffle follows. */
      shuffle?: 'ifLibrary' | 'never';
    }
  /** "Add {G}", or "an amount of {G} equal to..." when `times` is given. */
  | { kind: 'addMana'; mana: ManaType[]; times?: Amount; to?: Affected }
  /** "Add one mana of any color", "three mana of any one color" (amount of the one type chosen). */
  /** `combination`: "in any combination of colors" (106.1b): each mana's type is chosen, not one type for all. */
  /** `different`: "two mana of different colors": no type chosen twice. */
  | { kind: 'addManaOfChoice'; amount: Amount; choice: ManaChoice; to?: Affected; combination?: true; different?: true }
  /** `doubling`: "double the number of +1/+1 counters on ~" (701.10e): each gets as many as it has, `amount` unused. */
  | { kind: 'addCounters'; counter: string; amount: Amount; to: Affected; doubling?: true }
  /** "Remove a -1/-1 counter from ~", "Remove all counters from target creature" (122.1): as many as there are, up to `amount`; `counter` absent: every kind. */
  | { kind: 'removeCounters'; counter?: string; amount: Amount | 'all'; from: Affected }
  /** "Move a +1/+1 counter from ~ onto target creature" (122.5): removed from one and put on the other, or nothing when either can't be done. */
  /** 122.8: "put its counters on target creature" when the source has left the battlefield: as many of each kind as it had as it last existed. */
  | { kind: 'putCountersOfSource'; to: Affected }
  | { kind: 'moveCounters'; counter?: string; amount: Amount | 'all'; from: Affected; to: Affected }
  /** `remember`: the key the (first) token created is remembered under, for "attach this Equipment to it" (living weapon, 702.92a). */
  | { kind: 'createToken'; token: TokenDef; amount: Amount; remember?: string }
  | { kind: 'tap'; what: Affected }
  /** "Tap or untap target permanent." (701.26a-b): its controller chooses which as it resolves (608.2d). */
  | { kind: 'tapOrUntap'; what: Affected }
  /** "gains protection from the color of your choice until end of turn" (702.16a, 608.2d): the color chosen as it resolves, by its controller or by the object's controller (`itsController`). */
  | { kind: 'protectionOfChoice'; what: Affected; chooser: 'controller' | 'itsController'; duration: 'endOfTurn' }
  /** "becomes the color (`many`: or colors) of your choice until end of turn" (608.2d, 613.1e): chosen by its controller as it resolves. */
  | { kind: 'becomesColorOfChoice'; what: Affected; many: boolean; duration: 'endOfTurn' }
  /** "Target land becomes the basic land type of your choice until end of turn." (305.7, 608.2d): chosen by its controller as it resolves, set in layer 4 (613.1d). */
  | { kind: 'becomesLandTypeOfChoice'; what: Affected; duration: 'endOfTurn' }
  /** "~ becomes the creature type of your choice until end of turn." (205.3m, 608.2d): chosen by its controller as it resolves, set in layer 4 (613.1d); `also`: "in addition to its other types". */
  | { kind: 'becomesCreatureTypeOfChoice'; what: Affected; also?: true; duration: 'endOfTurn' }
  /** "Exile the top card of your library." (406.2); `mayPlay`: "You may play that card this turn." and the like (601.3, 305.1, 611.2a; effects/impulse.ts). */
  | { kind: 'exileTop'; mayPlay?: PlayDuration }
  /**
   * "Draw a card at the beginning of the next turn's upkeep.", "destroy that creature at end of
   * combat": a delayed triggered ability (603.7a), its effects without targets. `remember`: what its effects call `{ remembered: key }`,
   * fixed as it is created (the event's creature, a target), since it refers to those objects (603.7c).
   */
  | { kind: 'delayed'; step: 'upkeep' | 'end' | 'endOfCombat'; effects: EffectDef[]; text: string; remember?: Record<string, Affected> }
  /** "It doesn't untap during its controller's next untap step." (502.3) */
  | { kind: 'skipNextUntap'; what: Affected }
  /** "Remove target attacking creature you control from combat" (506.4): it stays on the battlefield. */
  | { kind: 'removeFromCombat'; what: Affected }
  /** `owner`: "under its owner's control"; `counter`: "with a +1/+1 counter on it" (undying 702.93a, persist 702.79a; 122.6). */
  /** `remember`: the key the permanents it became are remembered under ("Exile it at the beginning of the next end step", 603.7c). */
  | { kind: 'returnToBattlefield'; what: Affected; owner?: true; counter?: string; remember?: string; tapped?: true; fromExile?: true } // `fromExile`: only cards still in exile (a flicker's)
  /** "sacrifice this permanent unless you sacrifice a creature" */
  /**
   * "Sacrifice ~ unless you sacrifice a creature" (118.12a, 603.5): a permanent of type `unless` the
   * controller may sacrifice instead, or with `act: 'return'` return to its owner's hand ("unless you
   * return a non-Lair land you control to its owner's hand"); `subtype` ("a Forest"), `notSubtype`
   * ("non-Lair"), `another` (not the source), `untapped` narrow it.
   */
  | { kind: 'sacrificeUnless'; unless?: CardType; act?: 'return' | 'exile'; subtype?: string; subtypes?: string[]; notSubtype?: string; another?: true; untapped?: true; count?: number; anyController?: true; linked?: true } // `count`: "two Mountains"; `anyController`: "return an enchantment to its owner's hand", any player's
  // `act` 'exile' with `linked`: champion's "sacrifice it unless you exile another [object] you control"
  // (702.72a), what it exiles kept for its linked ability (607.2a); `subtypes`: any of them ("a Goblin
  // or Shaman"), of any card type when `unless` is absent.
  /** "Sacrifice ~ unless you discard a card" (118.12a, 701.9a): `type` ("a land card"), `non` ("a noncreature card"), `atRandom`, `count` ("two cards"). */
  | { kind: 'sacrificeUnless'; act: 'discard'; count: number; type?: CardType; non?: true; atRandom?: true }
  /** "Sacrifice ~ unless you pay 1 life." (118.12a, 119.4) */
  | { kind: 'sacrificeUnless'; act: 'payLife'; life: number }
  /**
   * "Target creature gets +3/+3 until end of turn", "Creatures you control get +1/+0 until end of
   * turn": a continuous effect in layer 7c (611.2a, 613.4c) on the objects affected as it begins (611.2c).
   */
  | { kind: 'pump'; what: Affected; power: Amount; toughness: Amount; duration: 'endOfTurn' }
  /** "~ gains flying until end of turn": keyword abilities added in layer 6 (611.2a, 613.1f). */
  | { kind: 'grant'; what: Affected; abilities: AbilityDef[]; duration: 'endOfTurn' }
  /**
   * Any other continuous effect of a resolving spell or ability (611.2): "Target creature becomes a
   * 4/4 Dragon until end of turn", "loses all abilities", "gain control of target creature".
   * Amounts are read once, as it resolves (611.2d); 'effectController' is the resolving ability's controller.
   * `combat`: "can't block this turn" and its kin, with no change of characteristics (`changes` empty).
   */
  | { kind: 'continuous'; what: Affected; changes: LayerChange[]; duration: Duration; text: string; combat?: CombatRestriction; doesntUntap?: true }
  | { kind: 'preventCombatDamage' } // "Prevent all combat damage that would be dealt this turn." (615.1a)
  /**
   * "If that creature would die this turn, exile it instead." (614.1a): a replacement effect on the
   * objects named, for the turn; `dealtDamage`: only those the source dealt damage ("dealt damage this way").
   */
  | { kind: 'exileIfDies'; what: Affected; dealtDamage?: { types?: CardType[] } }
  /** "If it would leave the battlefield, exile it instead of putting it anywhere else." (unearth 702.84a; effects/exileIfLeaves.ts) */
  | { kind: 'exileIfLeaves'; what: Affected }
  /**
   * "The next time a red source of your choice would deal damage to you this turn, prevent that
   * damage." (615.8, 609.7a): a source chosen as it resolves, among those of the quality; `to`
   * absent: damage to anything.
   */
  | { kind: 'preventNextFromSource'; quality?: { colors?: Color[]; types?: CardType[] }; to?: Affected; all?: true } // `all`: all its damage this turn (615.1a), not the next only (615.8)
  /** "Prevent all combat damage that would be dealt by target creature this turn." (615.1a): of the objects fixed as it resolves. */
  | { kind: 'preventAll'; what: Affected; direction: PreventDirection; combatOnly: boolean }
  /** "Attach ~ to target creature you control" (701.3a; equip, 702.6a): the source, still on the battlefield, to `to`. */
  | { kind: 'attach'; to: Affected; what?: Affected } // `what`: "Attach target Equipment you control to ...": that object, not the source
  /** "Prevent the next 3 damage that would be dealt to any target this turn." (615.7) */
  | { kind: 'preventDamage'; amount: Amount; to: Affected }
  /** "Sacrifice ~ [unless you pay {2}].": the source, if still on the battlefield under the ability's controller (701.21a, 400.7; 118.12a). */
  /**
   * `perCounter`: the cost is paid once for each counter of that kind on the source as it resolves
   * (cumulative upkeep, 702.24a); `unlessPaysLife`: a life payment, alone or beside the mana
   * ("Cumulative upkeep—Pay 1 life.", 119.4).
   */
  | { kind: 'sacrificeSelf'; unlessPays?: string; unlessPaysLife?: number; perCounter?: string; unlessSpent?: ManaType; unlessPaysGeneric?: Amount } // `unlessSpent`: "unless {U} was spent to cast it" (601.2h); `unlessPaysGeneric`: "unless you pay {1} for each card in your hand", counted as it resolves
  /** "Transform ~." (701.27a): the source turns over, the same object (712.18), if it hasn't transformed since the ability was put on the stack (701.27f). */
  | { kind: 'transform' }
  /** Cascade (702.85a): exile until a nonland card of lesser mana value, may cast it free, the rest to the bottom (effects/cascade.ts). */
  | { kind: 'cascade' }
  /** Cascade's last step, as an instruction only: the exiled cards not cast to the bottom of the library in a random order. */
  | { kind: 'cascadeBottom' }
  /** "Remove a fade counter from this permanent. If you can't, sacrifice the permanent." (fading, 702.32a) */
  | { kind: 'removeCounterOrSacrifice'; counter: string }
  /** "If it isn't renowned, put N +1/+1 counters on it and it becomes renowned." (renown, 702.112a; checked again as it resolves, 702.112c) */
  | { kind: 'renown'; n: number }
  /** Evolve's counter, its "if" checked again as it resolves (702.100a, 603.4; effects/evolve.ts). */
  | { kind: 'evolve' }
  /** Vanishing's upkeep: remove a time counter; the last one removed triggers its sacrifice (702.63a; effects/vanishing.ts). */
  | { kind: 'vanishingCounter' }
  /**
   * Ninjutsu's effect (702.49a): "Put this card onto the battlefield from your hand tapped and
   * attacking", the same player or planeswalker as the creature returned to pay its cost (702.49c).
   */
  | { kind: 'ninjutsu' }
  /** A sentence the engine doesn't model: its controller carries it out by hand with edits. */
  | { kind: 'manual'; text: string; ability: string };

/** A mode of a modal spell (700.2): its own targets and effects. */
export type ModeDef = { text: string; targets?: TargetSpec[]; effects: EffectDef[] };
