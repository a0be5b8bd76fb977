// Nodes of trigger conditions: the events a triggered ability watches (603.1, 603.2).
import type { AttachedEvent, AttackedWhom, PermanentAct } from '../../engine/state/card';
import type { Span } from '../normalize';
import type { CardType, Color, PermanentQuality, TriggerStep } from '../../engine/state/card';
import type { Unmodelled } from './abilities';

export type TriggerNode =
  /** `leaves`: "When ~ leaves the battlefield", for any other zone (603.6c, 603.10a);
   * `toGraveyardFromBattlefield`: "When ~ is put into a graveyard from the battlefield", any permanent. */
  | { kind: 'trigger'; span: Span; event: 'enters' | 'dies' | 'leaves' | 'toGraveyardFromBattlefield' | 'tappedForMana' | 'gainLife' | 'getEnergy' | 'dealtDamage' | 'becomesTapped' | 'becomesUntapped' | 'turnedFaceUp' | 'becomesMonstrous' | 'exploits' | 'transformsInto' | 'dayNightChanges' }
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
  /** "Whenever you become the monarch" (725.1). */
  | { kind: 'trigger'; span: Span; event: 'becomesMonarch' }
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
