// One ability of a card, in Oracle order, and what an unmodelled text is (CR 113).
import type { Keyword, KeywordMeaning, LandwalkQuality, ProtectionQuality } from './keywords';
import type { ActivationRestriction, AdditionalCost, AlternativeCost, CostDef, CostPayment, CostReduction, GraveyardCast, SuspendDef } from './costs';
import type { TargetFilter, TargetSpec } from './targets';
import type { EffectDef, ModeDef } from './effects';
import type { TriggerDef } from './triggers';
import type { StaticDef } from './statics';

/** One ability, in Oracle order: every keyword is one, every other paragraph one (SCENARIO.md). */
export type AbilityDef =
  /**
   * `protection`: protection's quality (702.16a); `ward`: ward's cost (702.21a); `landwalk`: its
   * lands (702.14a); `enchant`: what the Aura may target and enchant (702.5a, a filter as a targeting phrase's).
   */
  | { kind: 'keyword'; keyword: Keyword; text: string; protection?: ProtectionQuality; ward?: CostDef; landwalk?: LandwalkQuality; enchant?: TargetFilter }
  | { kind: 'spell'; text: string; targets?: TargetSpec[]; effects: EffectDef[]; modes?: { choose: number; min?: number; repeat?: true; options: ModeDef[] } } // `min`: "choose one or both" (700.2): 1 to `choose` modes; `repeat`: "You may choose the same mode more than once." (700.2d)
  /**
   * A paragraph that only states a cost: "As an additional cost...", kicker, flashback; or a
   * keyword that changes how a spell's cost is determined or paid (casting/castingKeywords.ts):
   * `reduction` (affinity, 702.41a; "costs {1} less to cast for each ...", 601.2f), `payment`
   * (convoke 702.51a, improvise 702.126a, delve 702.66a), `graveyard` (a permission to cast it
   * from its owner's graveyard with a discard as an additional cost: retrace 702.81a, jump-start 702.133a).
   */
  | { kind: 'cost'; text: string; additional?: AdditionalCost; alternative?: AlternativeCost; reduction?: CostReduction; payment?: CostPayment; assist?: true; graveyard?: GraveyardCast; castOnly?: ActivationRestriction; rebound?: true; suspend?: SuspendDef }
  /** `zone`: its effect moves the card out of that zone ("Return ~ from your graveyard to your hand"), so it functions only there (113.6m). */
  /**
   * `keyword`: an activated keyword ability (702.6a equip: "[Cost]: Attach this permanent to target
   * creature you control. Activate only as a sorcery."; 702.67a fortify, to target land you
   * control), listed among the object's keywords.
   */
  | { kind: 'activated'; text: string; cost: CostDef; targets?: TargetSpec[]; effects: EffectDef[]; restriction?: ActivationRestriction; zone?: 'graveyard' | 'hand'; keyword?: 'equip' | 'fortify'; meaning?: KeywordMeaning; cycling?: true }
  /** `zone`: it functions only from its owner's graveyard (113.6m), watched there (stack/diceTriggers.ts). */
  | { kind: 'triggered'; text: string; trigger: TriggerDef | TriggerDef[]; targets?: TargetSpec[]; effects: EffectDef[]; meaning?: KeywordMeaning; modes?: { choose: number; min?: number; options: ModeDef[] }; zone?: 'graveyard'; oncePerTurn?: true } // `modes`: chosen as it goes on the stack (603.3c); `oncePerTurn`: "This ability triggers only once each turn." (603.2)
  | { kind: 'static'; text: string; rule?: StaticDef; meaning?: KeywordMeaning }
  /**
   * An ability the engine doesn't carry out (SCENARIO.md, "Abilities the engine does not model"),
   * kept in its place so `REF#N` counts it. `of` is what the text is: an instant's or sorcery's
   * spell ability resolves as `manual` steps, one per sentence; a triggered ability goes on the
   * stack only by the `trigger` edit; the rest has no effect and shows as not modelled.
   */
  | { kind: 'unmodelled'; text: string; of: UnmodelledKind; sentences: string[] };

/** What kind of ability an unmodelled text is, as the compiler's grammar saw it. */
export type UnmodelledKind = 'keyword' | 'activated' | 'loyalty' | 'triggered' | 'spell' | 'static';
