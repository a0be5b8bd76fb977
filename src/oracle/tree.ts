// The syntax tree of a card's Oracle text (DESIGN.md, "The Oracle compiler", stage 3). Every node
// carries the span of normalized text its parser consumed, so swallow.ts can prove no word is
// dropped and lower.ts never reads text again: everything reaches the definition through here.
import type { Span } from './normalize';
import type { CardType, ManaType } from '../engine/state/card';

export type { Span };

/** Text no parser accepts, kept word for word (SCENARIO.md, "Abilities the engine does not model"). */
export type Unmodelled = { kind: 'unmodelled'; span: Span; text: string };

export type Quantity = { kind: 'quantity'; span: Span; value: number | 'X' };

export type TargetNode = {
  kind: 'target';
  span: Span;
  phrase: string;
  players?: 'any' | 'opponent';
  permanents?: CardType[];
  spells?: CardType[] | 'any';
};

export type ManaNode =
  /** "Add {R}{G}." every symbol added; "Add {R} or {G}.": one of them, chosen (106.4). */
  | { kind: 'addMana'; span: Span; mana: ManaType[] }
  | { kind: 'addOneOf'; span: Span; options: ManaType[] }
  | { kind: 'addAnyColor'; span: Span; amount: Quantity; oneColor: boolean };

export type EffectNode =
  | ManaNode
  | { kind: 'damage'; span: Span; amount: Quantity; to: TargetNode }
  /** `who` absent: "you"; otherwise the targeted player ("Target player draws two cards."). */
  | { kind: 'draw'; span: Span; count: Quantity; who?: TargetNode }
  | { kind: 'gainLife'; span: Span; amount: Quantity; who?: TargetNode }
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
  | { kind: 'trigger'; span: Span; event: 'enters' | 'dies' }
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

export type StaticNode = { kind: 'doesntUntap' | 'entersTapped'; span: Span };

export type FaceTree = {
  name: string;
  /** The face's Oracle text as normalized; spans index into it. */
  text: string;
  abilities: AbilityNode[];
  /** Reminder text, as spans of the face's original text (207.2). */
  reminders: Span[];
};

export type CardTree = { name: string; faces: FaceTree[] };
