// When a triggered ability triggers: the events and conditions it watches (CR 603).
import type { CardType, Color } from './characteristics';
import type { EachFilter } from './targets';

/** When a triggered ability triggers (603.2). */
/** The steps and phases whose beginning a trigger names (503.1a, 504.2, 505.1, 507.1, 511.2, 513.1a). */
export type TriggerStep = 'upkeep' | 'draw' | 'precombatMain' | 'beginningOfCombat' | 'endOfCombat' | 'postcombatMain' | 'end';

/**
 * Whom a creature attacks, for "Whenever a creature attacks you" (`you`: the player), "... you or a
 * planeswalker you control" (`yours`), "... one of your opponents" (`opponent`), "... one of your
 * opponents or a planeswalker an opponent controls" (`opponents`) (508.1b).
 */
/**
 * What happens to the permanent an Aura or Equipment is attached to (301.5, 303.4): it dies (700.4),
 * attacks (508.3a), deals combat damage to a player (510.3a), blocks (509.3a), becomes blocked
 * (509.3c), becomes tapped (701.26), becomes the target of a spell or ability (115.1), leaves the battlefield (603.6c).
 */
export type AttachedEvent = 'dies' | 'attacks' | 'combatDamageToPlayer' | 'blocks' | 'becomesBlocked' | 'becomesTapped' | 'becomesTarget' | 'leaves';

/** What a watched permanent does: becomes tapped or untapped (701.26), blocks (509.3a), becomes blocked (509.3c). */
export type PermanentAct = 'becomesTapped' | 'becomesUntapped' | 'blocks' | 'becomesBlocked';

export type AttackedWhom = 'you' | 'yours' | 'opponent' | 'opponents';

export type TriggerDef =
  /** "Whenever you cast an instant or sorcery spell", with a condition checked as it is cast;
   * "a noncreature spell" (`notTypes`, 205.4b); "Whenever a player casts a spell" (`whose: 'any'`);
   * "a Spirit or Arcane spell" (`subtypes`: one of them, 205.3); "a multicolored spell" (105.4). */
  | { event: 'cast'; spellTypes: CardType[]; whose: 'you' | 'any' | 'opponent'; condition?: CastCondition; notTypes?: CardType[]; subtypes?: string[]; multicolored?: boolean; colors?: Color[]; colorless?: boolean; orCopy?: true;
      /** 700.6: "a historic spell": an artifact, legendary or Saga spell. */
      historic?: true;
      /** 202.3: "a spell with mana value 4 or greater", "... 3 or less". */
      manaValue?: { atLeast?: number; atMost?: number };
      /** "your second spell each turn": the spell is the caster's nth spell cast this turn. */
      nthThisTurn?: number;
      /** "a spell of the chosen color / type": of what the source chose as it entered (614.12). */
      chosen?: 'color' | 'creatureType';
      /** "during your turn", "during an opponent's turn" (102.1): whose turn it is as the spell becomes cast. */
      turn?: 'yours' | 'opponents';
      /** "a kicked spell" (702.33d): its kicker cost was paid. */
      kicked?: true;
      /** "from your graveyard", "from anywhere other than your hand": the zone it was cast from (601.2a). */
      from?: 'graveyard' | 'notHand' }
  /**
   * "When you cast this spell": an ability that functions on the stack (storm, 702.40a); the event's
   * spell is the spell itself, its count the spells all players cast before it this turn.
   */
  | { event: 'castSelf' }
  /** "Whenever another creature you control dies" (700.4): a permanent of the filter dies, the source itself too unless `each.other`; looks back (603.10a). */
  | { event: 'permanentDies'; each: EachFilter; graveyard?: 'yours' | 'opponents' } // `graveyard`: "put into your / an opponent's graveyard" (its owner's, 404.1)
  /** "Whenever you sacrifice a Clue", "a player sacrifices a creature" (701.21a; looks back, 603.10a); `each.other`: "another permanent". */
  | { event: 'sacrificed'; each: EachFilter; who: 'you' | 'any' }
  /** "Whenever you scry" (701.22d), "Whenever you surveil" (701.25): once the action is complete. */
  | { event: 'playerActs'; action: 'scry' | 'surveil' }
  /** "Whenever a permanent is turned face up", "~ or another creature you control is turned face up" (708.8). */
  | { event: 'permanentTurnedFaceUp'; each: EachFilter }
  /** "Whenever a creature an opponent controls becomes tapped" (701.26), "Whenever a creature blocks" (509.3a), "... you control becomes blocked" (509.3c): a permanent of the filter. */
  | { event: 'permanentDoes'; what: PermanentAct; each: EachFilter }
  /** "Whenever an opponent gains life", "an opponent loses life", "you lose life" (119.3, 119.9); not "you gain life" (`gainLife`). */
  | { event: 'playerLife'; change: 'gain' | 'lose'; who: 'you' | 'opponent' }
  /**
   * "Whenever you attack with three or more creatures", "Whenever one or more creatures attack you"
   * (508.1, 508.3a): once as attackers are declared, when at least `atLeast` of the filter attack
   * (`by: 'you'`: the ability's controller attacks; `attacking: 'you'`: only those attacking its controller).
   */
  | { event: 'attackDeclared'; by: 'you' | 'any'; attacking?: 'you'; atLeast: number; each: EachFilter }
  /** "When you control no Islands" (603.8): a state trigger, while its controller controls no permanent of the filter. */
  | { event: 'controlsNone'; each: EachFilter }
  /** "When enchanted creature dies", "Whenever equipped creature attacks": the permanent the source is attached to (301.5, 303.4). */
  | { event: 'attachedTo'; what: AttachedEvent; bySpell?: true } // `bySpell`: "becomes the target of a spell" (not an ability)
  /** "Whenever a creature you control attacks" (508.3a), "... deals combat damage to a player" (510.3a). */
  | { event: 'creatureCombat'; what: 'attacks' | 'combatDamageToPlayer'; each: EachFilter; attacked?: AttackedWhom }
  /** "When you cycle ~" (`who: 'self'`, 702.29c), "Whenever you cycle a card", "Whenever a player cycles a card". */
  | { event: 'cycled'; who: 'self' | 'you' | 'any' }
  /** "Whenever ~ deals damage to a player", "... combat damage to an opponent" (120.3a, 510.3a): once per damage event and player. */
  | { event: 'dealsDamageToPlayer'; opponent: boolean; combat: boolean }
  /** "Whenever you discard a card", "an opponent discards a card" (701.9a); `other`: not the source ("another card"). The event's object is the discarded card, its player the discarding one. */
  | { event: 'discarded'; who: 'you' | 'opponent' | 'any'; other?: true }
  /** "Whenever an opponent draws a card", "a player draws a card" (121.1: once per card); the event's player is the drawer. */
  | { event: 'playerDraws'; who: 'opponent' | 'any' }
  /** "Whenever ~ deals damage" (120.3): once per damage event (510.2: combat damage is one), its count the damage dealt. */
  | { event: 'dealsDamage' }
  /** "Whenever you roll one or more dice" (706.1): once per instruction to roll, however many dice; `natural`: "When you roll a natural 20" (706.2), once per die showing it. */
  | { event: 'rollsDice'; natural?: number }
  /** "Whenever you become the monarch" (725.1): the controller became it, not already being it. */
  | { event: 'becomesMonarch' }
  /** "Whenever a creature dealt damage by ~ this turn dies" (700.4; looks back, 603.10a): the event's object is the creature. */
  | { event: 'damagedByDies' }
  /** "Whenever ~ becomes the target of a spell or ability [an opponent controls]" (115.1): once per spell or ability, however many of its targets it is. */
  | { event: 'becomesTarget'; byOpponent?: true; bySpell?: true; byYou?: true } // `bySpell`: "of a spell"; `byYou`: "a spell you control"
  /** "Whenever ~ attacks and isn't blocked" (509.3g): no creature was declared as a blocker for it; the event's player is the one it attacks. */
  | { event: 'attacksUnblocked' }
  /** "Whenever ~ deals [combat] damage to a creature" (120.3, 510.2): once for each creature dealt damage, the event's object that creature, its count the damage. */
  | { event: 'dealsDamageToCreature'; combat: boolean }
  /** "When this creature enters" */
  | { event: 'enters' }
  /**
   * "Whenever a land enters under your control", "Whenever another creature enters" (603.6a): a
   * permanent of the filter enters (`other`: not the source; `whose: 'you'`: under its controller's control).
   */
  | { event: 'permanentEnters'; each: EachFilter; whose: 'you' | 'any' | 'opponent'; evolve?: true } // `evolve`: its intervening "if" (702.100a, 603.4)
  /** "Whenever a player taps a land for mana": a triggered mana ability (605.1b). */
  | { event: 'tappedForMana'; landsOnly: true }
  /** "When this creature dies": leaves the battlefield for a graveyard (looks back, 603.10a). */
  | { event: 'dies' }
  /** "When this creature leaves the battlefield": for any other zone (603.6c; looks back, 603.10a). */
  | { event: 'leaves' }
  /** "When ~ is put into a graveyard from the battlefield": any permanent, not only a creature (603.6c, 603.10a). */
  /** `withoutCounter`: "if it had no +1/+1 counters on it", of the permanent as it last existed (undying 702.93a, persist 702.79a; 603.4, 603.10a). */
  | { event: 'toGraveyardFromBattlefield'; withoutCounter?: string }
  /** "At the beginning of your upkeep", "... of each end step", "... of your draw step", "... of combat on your turn" (503.1a, 504.2, 507.1, 513.1a) */
  | {
      event: 'beginningOfStep';
      step: TriggerStep;
      /** `enchanted`: the turn of the enchanted player, or of the enchanted permanent's controller. */
      whose: 'yours' | 'each' | 'opponents' | 'enchanted';
      /** Echo's "if this permanent came under your control since the beginning of your last upkeep" (702.30a; GameObject `newToController`). */
      newToController?: true;
    }
  /** Suspend's "When the last time counter is removed from this card" (702.62a), noticed by casting/suspend.ts in exile. */
  | { event: 'lastTimeCounterRemoved' }
  /** "Whenever ~ attacks" (508.3a): as it is declared as an attacker. */
  | {
      event: 'attacks';
      withOthers?: number; // Battalion: "and at least two other creatures attack" (`withOthers`: 2)
      /** Dethrone (702.105a): "attacks the player with the most life or tied for most life". */
      mostLife?: true;
      /** Training (702.149a): "and at least one other creature with power greater than this creature's power attack". */
      withGreaterPower?: true;
    }
  /** "Whenever a creature you control attacks alone" (702.83b, 506.5): the only creature declared as an attacker; the event's object is it. */
  | { event: 'attacksAlone'; each?: EachFilter; self?: true } // `each`: "a Samurai or Warrior you control"; `self`: "Whenever ~ attacks alone"
  /** "Whenever ~ blocks a creature [with flying]" (509.3b): once for each attacking creature it blocks, the event's object that creature (509.3f: its keyword as blockers are declared). */
  | { event: 'blocksCreature'; attackerKeyword?: string; of?: EachFilter } // `of`: "blocks a green creature" (509.3f: as it is blocked)
  /** "Whenever ~ blocks" (509.3a): as it is declared as a blocker; the event's object is what it blocks (the first). */
  | { event: 'blocks' }
  /** "Whenever ~ becomes blocked" (509.3c): once, as blockers are declared; the event's object is a blocker. */
  | { event: 'becomesBlocked' }
  /**
   * "Whenever ~ becomes blocked by a creature without flanking" (509.3d: once for each creature
   * blocking it, 509.3f: as that creature has it when it blocks); the event's object is that creature.
   */
  | { event: 'becomesBlockedBy'; withoutKeyword?: string; of?: EachFilter } // `of`: "by a white creature" (509.3f: as it blocks)
  /** "Whenever ~ deals combat damage to a player" (510.3a): the event's player is that player, its count the damage. */
  | { event: 'combatDamageToPlayer'; unlessRenowned?: true; orPlaneswalker?: true } // renown's "if it isn't renowned" (702.112a, 603.4)
  /** "Whenever you gain life" (119.9): once per life gain event, its player the ability's controller. */
  | { event: 'gainLife' }
  /**
   * "Whenever one or more +1/+1 counters are put on ~" (122.6: on the battlefield, or as it enters):
   * once per event, its count the counters put; `perCounter`: "Whenever a +1/+1 counter is put on ~",
   * once for each; `each`: "... on another creature you control", the event's object that permanent.
   */
  | { event: 'countersPut'; counter: string; perCounter?: true; each?: EachFilter }
  /** "Whenever you get one or more {E}" (122.1): once per event that gives its controller energy counters. */
  | { event: 'getEnergy' }
  /** "Whenever ~ is dealt damage": once per damage event, its count the damage dealt to it (120.3, 603.2g: not for prevented damage). */
  | { event: 'dealtDamage' }
  /** "Whenever ~ becomes tapped", "Whenever ~ becomes untapped" (701.26): however it was tapped or untapped. */
  | { event: 'becomesTapped' }
  /** "Whenever you draw a card" (121.1: once per card), "your second card each turn" (`nth`: 2); the event's player is the drawer. */
  | { event: 'draws'; nth?: number }
  | { event: 'becomesUntapped' }
  /** "When ~ is turned face up" (708.8): as the special action of 702.37e is taken. */
  | { event: 'turnedFaceUp' }
  /** "When ~ becomes monstrous" (701.37a); its X is the monstrosity's (701.37c, the event's `x`). */
  | { event: 'becomesMonstrous' }
  /** "When ~ exploits a creature" (702.110b): its controller sacrificed a creature as its exploit ability resolved; the event's object is that creature. */
  | { event: 'exploits' }
  /** "When ~ transforms into ~" (701.27e): it transformed, and the face up now is the one with this ability. */
  | { event: 'transformsInto' }
  /** "Whenever day becomes night or night becomes day" (731.1a): not as it first becomes day or night. */
  | { event: 'dayNightChanges' };

/** Trigger conditions checked as the spell is cast (not on resolution: no intervening "if"). */
export type CastCondition =
  | { sameNameInGraveyard: true } // "that has the same name as a card in your graveyard"
  | { sourceCounters: string; atLeast: number } // "while this has two or more quest counters on it"
  | { countSpellsCastBefore: CardType[] } // not a condition: fixes the number of copies (Thousand-Year Storm)
  | { targetsSource: true }; // "a spell that targets ~" (heroic): one of the spell's targets is the ability's source
