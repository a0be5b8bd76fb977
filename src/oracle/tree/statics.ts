// Nodes of static abilities: continuous effects, their subjects, parts and conditions (604, 611.3, 613).
import type { Span } from '../normalize';
import type { CardType, Color, CombatRules, EntryCondition, GraveyardBound, GraveyardOwner, ManaType, PermanentFilter, PermanentQuality, PreventDirection, SpellFilter } from '../../engine/state/card';
import type { CountNode, DefinesPtNode, Quantity } from './numbers';
import type { CostNode, RestrictionNode } from './costs';
import type { EachNode } from './targets';
import type { GrantedKeywordNode, PtChangeNode } from './changes';
import type { AbilityNode } from './abilities';

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
  /** "You may look at the top card of your library any time.", "Play with the top card of your library revealed." (401.5) */
  | { kind: 'lookAtTopCard'; span: Span }
  | { kind: 'topCardRevealed'; span: Span }
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
  /** `if`: "If ~ was kicked, it enters with" (702.33d), "~ escapes with" (702.138c); `tapped`: "enters tapped with"; `perColorSpent`: converge (601.2h); `perTimeKicked`: "for each time it was kicked" (702.33d). */
  | { kind: 'entersWithCounters'; span: Span; counter: string; amount: Quantity; if?: 'kicked' | 'escaped'; tapped?: true; perColorSpent?: true; perTimeKicked?: true; x?: CountNode; per?: CountNode }
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
  /** "you're the monarch", "an opponent is the monarch" (725.1) */
  | { kind: 'monarch'; span: Span; who: 'you' | 'opponent' }
  /** "as long as you control a Forest", "three or more artifacts"; "an opponent controls an Island" (`opponent`) */
  | { kind: 'youControl'; span: Span; atLeast: number; each: EachNode; opponent?: boolean }
  /** "as long as seven or more cards are in your graveyard" (threshold) */
  | { kind: 'cardsIn'; span: Span; atLeast?: number; atMost?: number; count: CountNode }
  /** "as long as it's attacking", "as long as ~ is untapped", "as long as ~ is enchanted" */
  | { kind: 'sourceIs'; span: Span; quality: PermanentQuality }
  /** "as long as enchanted permanent is a creature", "equipped creature is a Human", "enchanted creature is red" (301.5, 303.4) */
  | { kind: 'attachedIs'; span: Span; by: 'enchanted' | 'equipped'; types?: CardType[]; quality: PermanentQuality };
