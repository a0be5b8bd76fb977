// What static abilities state: continuous effects, rules and replacements (CR 604, 611-616).
import type { CopyException, StaticEffectDef } from '../layers';
import type { CardType, Color } from './characteristics';
import type { ManaReplacement } from './mana';
import type { SpellFilter } from './costs';
import type { Amount } from './amounts';
import type { EachFilter } from './targets';

/** Which damage a prevention effect prevents: dealt to the objects, by them as sources, or both (615.1a). */
export type PreventDirection = 'to' | 'by' | 'toAndBy';

/** Rules a static ability states (604). */
/** How long a player may play a card exiled: "this turn", "until the end of your next turn", "until the beginning of your next upkeep" (611.2a). */
export type PlayDuration = 'endOfTurn' | 'endOfYourNextTurn' | 'yourNextUpkeep';

/** What a graveyard replacement applies to: the object itself (`self`), or cards of `types` (any card without), tokens too with `tokens`. */
export type GraveyardBound = { self?: true; tokens?: true; types?: CardType[] };
/** Whose graveyard, from the replacement's controller: "a graveyard", "your graveyard", "an opponent's graveyard". */
export type GraveyardOwner = 'any' | 'you' | 'opponent';

export type StaticDef =
  | { kind: 'replaceMana'; replacement: ManaReplacement } // a replacement effect on mana (614)
  /**
   * "Noncreature spells cost {1} more to cast.", "Artifact spells you cast cost {1} less to cast."
   * (601.2f; casting/costReduction.ts); `targetingSelf`: "Spells your opponents cast that target ~
   * cost {2} more to cast.", judged by the targets announced (601.2c comes before 601.2f).
   */
  | { kind: 'spellCost'; spells: SpellFilter; caster: 'you' | 'opponents' | 'any'; generic: number; change: 'more' | 'less'; targetingSelf?: boolean }
  /** `ifOpponentDamaged`: "If an opponent was dealt damage this turn" (bloodthirst, 702.54a), checked as it enters. */
  | { kind: 'entersWithCounters'; counter: string; amount: Amount; ifOpponentDamaged?: true; if?: 'kicked' | 'escaped'; tapped?: true; perColorSpent?: true; perTimeKicked?: true } // "enters with X +1/+1 counters" (614.1c); `if`: kicked (702.33d) or escaped (702.138c); `tapped`: "enters tapped with"; `perColorSpent`: converge (601.2h); `perTimeKicked`: "for each time it was kicked" (702.33d)
  | { kind: 'entersTapped'; unless?: EntryCondition } // "This land enters tapped (unless ...)." (614.1c)
  /** Sunburst (702.44a): a counter for each color of mana spent to cast it, +1/+1 on a creature, charge otherwise. */
  | { kind: 'sunburst' }
  /** Devour N (702.82a): as it enters, its controller may sacrifice any number of creatures (`types`: devour [quality], 702.82c); it enters with N +1/+1 counters for each. */
  | { kind: 'devour'; n: number; types: CardType[] }
  /**
   * "You may have ~ enter as a copy of any creature on the battlefield[, except it's an artifact in
   * addition to its other types]" (614.1c, 707.5): as it enters, its controller may choose a
   * permanent of `of` (seen from that player: "you control"); `except` adds to the copied values (707.9).
   */
  | { kind: 'entersAsCopy'; of: EachFilter; except?: CopyException }
  | { kind: 'doesntUntap' } // "doesn't untap during your untap step" (502.3)
  | { kind: 'mayNotUntap' } // "You may choose not to untap ~ during your untap step." (502.3: the active player's choice)
  /** "If it's neither day nor night, it becomes day as ~ enters." (731.1; state/dayNight.ts) */
  | { kind: 'dayAsEnters' }
  /** "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 614.1c): its controller chooses as it would enter. */
  | { kind: 'entersTappedUnlessPays'; life: number }
  /** "As ~ enters, you may reveal a Swamp or Mountain card from your hand. If you don't, ~ enters tapped." (614.12, 614.1c, 701.20a): a card with one of `subtypes`. */
  | { kind: 'entersTappedUnlessReveals'; subtypes: string[] }
  /** "As ~ enters, choose a color." / "... a creature type." (614.12, 614.1c): its controller chooses as it would enter; the permanent keeps the choice. */
  | { kind: 'chooseAsEnters'; what: 'color' | 'creatureType'; except?: Color } // `except`: "a color other than red"

  /** "If a creature dealt damage by ~ (enchanted creature) this turn would die, exile it instead." (614.1a) */
  | { kind: 'exileIfDamagedDies'; by: 'self' | 'attached' }
  /** "If a card or token would be put into a graveyard from anywhere, exile it instead." (614.1a; state/exileInstead.ts) */
  | { kind: 'exileInsteadOfGraveyard'; what: GraveyardBound; whose: GraveyardOwner }
  /** "Prevent all combat damage that would be dealt to ~.", "... dealt by enchanted creature." (615.1a); `fromCreatures`: "to ~ by creatures". */
  | { kind: 'preventAll'; affects: 'self' | 'attached'; direction: PreventDirection; combatOnly: boolean; fromCreatures?: true; thenRemoveCounter?: string }
  | { kind: 'cantBeCountered' } // "This spell can't be countered.": works on the stack (113.6g, 101.2)
  /** "If you would roll one or more dice, instead roll that many dice plus one and ignore the lowest roll." (614.1a, 706.6) */
  | { kind: 'rollAdvantage' }
  /** "You may look at the top card of your library any time." (401.5): information only (state/topOfLibrary.ts). */
  | { kind: 'lookAtTopCard' }
  /** "Play with the top card of your library revealed." (401.5): information only. */
  | { kind: 'topCardRevealed' }
  | { kind: 'opponentsEnterTapped'; types: CardType[] } // "Creatures your opponents control enter tapped." (614.1c, 614.12): permanents of those types entering under an opponent's control
  | { kind: 'playLandsFromGraveyard' } // "You may play lands from your graveyard." (305.1): its controller may play land cards they own from their graveyard
  | { kind: 'additionalLands'; count: number } // "You may play an additional land on each of your turns." (305.2): its controller can play more lands
  | { kind: 'noMaximumHandSize' } // "You have no maximum hand size." (402.2): its controller discards nothing in the cleanup step (514.1)
  | StaticEffectDef // a continuous effect: anthems, "enchanted creature gets", */* (611.3, 604.3; state/layers.ts)
  | CombatRules;

/**
 * What a static ability says of its permanent's part in combat (506.5, 508.1c-d, 509.1b-c):
 * "~ can't block", "~ can't attack or block", "~ can't be blocked", "~ can block only creatures
 * with flying", "~ attacks each combat if able", "~ blocks each combat if able".
 */
export type CombatRules = {
  kind: 'combat';
  cantAttack?: boolean;
  cantBlock?: boolean;
  cantBeBlocked?: boolean;
  canBlockOnlyFlying?: boolean;
  attacksEachCombat?: boolean;
  blocksEachCombat?: boolean;
  /** "Enchanted creature can't attack or block.": the rule is of the permanent its source is attached to (301.5, 303.4), not of the source. */
  attached?: boolean;
  /** "~ can't be blocked by Walls", "... by creatures with power 2 or less" (509.1b): no creature of the filter may block it. */
  cantBeBlockedBy?: EachFilter;
  /**
   * "~ can't be blocked except by creatures with flying" (509.1b): only creatures of one of the
   * filters may block it ("... by creatures with flying or reach", "... by Walls and/or creatures with flying").
   */
  blockableOnlyBy?: EachFilter[];
  /** "~ can't be blocked by more than one creature" (509.1b): a limit on the whole declaration. */
  maxBlockers?: number;
  /** "~ can't be blocked except by three or more creatures" (509.1b), as menace's two (702.111b). */
  minBlockers?: number;
  /** "~ can't block creatures with power 2 or greater" (509.1b): attackers of the filter it can't block. */
  cantBlockThose?: EachFilter;
  /** "~ can't attack unless defending player controls an Island" (508.1c): the player it would attack controls a permanent of the filter. */
  attacksOnlyIfDefenderControls?: EachFilter;
  /** "~ can't attack alone", "~ can't block alone" (508.1c, 509.1b): another creature must attack (block) too. */
  cantAttackAlone?: boolean;
  cantBlockAlone?: boolean;
  /** "~ can block an additional creature each combat" (1), "~ can block any number of creatures" ('any') (509.1a). */
  blocksAdditional?: number | 'any';
  /** "Enchanted creature can't attack or block, and its activated abilities can't be activated." (602.5): not a rule of combat, read with them as an Aura states both. */
  activatedAbilitiesCantBeActivated?: boolean;
  /** "All creatures able to block ~ do so." (509.1c): a requirement on each creature able to block it. */
  lure?: boolean;
  /** "~ must be blocked if able" (509.1c): a requirement that some creature blocks it. */
  mustBeBlocked?: boolean;
  /** "Creatures with power less than ~'s power can't block it." (509.1b): compared as blockers are declared. */
  cantBeBlockedByLessPower?: boolean;
  /** "~ can attack as though it didn't have defender" (702.3b): defender doesn't stop it attacking. */
  attacksDespiteDefender?: boolean;
  /** "You may have ~ assign its combat damage as though it weren't blocked." (510.1c): its controller's choice as it assigns. */
  assignsAsThoughUnblocked?: boolean;
  /** "~ assigns no combat damage this turn" (510.1a): an effect's, for the turn. */
  assignsNoCombatDamage?: boolean;
};

/**
 * What "enters tapped unless ..." checks as the permanent would enter (614.1c, 614.12), of the
 * player it enters under: the lands they control (not counting it: it isn't there yet), a land of
 * one of the subtypes, or how many opponents they have.
 */
export type EntryCondition =
  | { lands: { atLeast?: number; atMost?: number; basic?: boolean } }
  | { controlsSubtype: string[] }
  | { opponents: { atLeast: number } };
