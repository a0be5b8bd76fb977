// Nodes of abilities and whole cards: an ability per paragraph, a card's faces, unmodelled text (113, 207.1, 712).
import type { Span } from '../normalize';
import type { CardType, Color, ProtectionQuality, TargetFilter } from '../../engine/state/card';
import type { CostNode, RestrictionNode } from './costs';
import type { ModeNode, Sentence } from './effects';
import type { TriggerNode } from './triggers';
import type { StaticNode } from './statics';

/** Text no parser accepts, kept word for word (SCENARIO.md, "Abilities the engine does not model"). */
export type Unmodelled = { kind: 'unmodelled'; span: Span; text: string };

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
  | { kind: 'modal'; span: Span; header: Unmodelled | { kind: 'choose'; span: Span; count: number; min?: number; repeat?: true; text: string }; modes: ModeNode[] }
  /** Anything else: static text (604), read or not; an ability word before it has no rules meaning (207.2c: "Strive — This spell costs ..."). */
  | { kind: 'static'; span: Span; body: StaticNode | Unmodelled; abilityWord?: { kind: 'abilityWord'; span: Span; word: string } };

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
