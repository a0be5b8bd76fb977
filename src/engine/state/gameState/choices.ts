// The one decision the game waits for, and its options and target picks (601.2c, 608.2d).
import type { EntityId, ObjectId, PlayerId } from './ids';
import type { CombatPrompt } from './combat';
import type { Instruction } from './stack';

export type ChoiceKind =
  | 'yesNo' | 'manaType' | 'pick' | 'order' | 'modes' | 'number' | 'divide' | 'cast' | 'random' | 'manual'
  | 'attackers' | 'blockers' | 'damage';

/** `said`: how the log names the option after "<player> chooses", where the label's own words don't fit mid-sentence. */
export type ChoiceOption = { id: string; label: string; said?: string };

/** What a pick of targets must respect: each phrase's current targets and legal choices. */
export type TargetPick = {
  phrases: { phrase: string; current: EntityId[]; legal: EntityId[]; min: number; max: number; differentFrom?: number[]; singleGraveyard?: true }[];
  /** New targets for a copy (707.10c): a target may stay as it is, even if illegal. */
  mayKeep: boolean;
};

/** The one decision the game waits for. The answer is handed to `then` as it continues. */
export type PendingChoice = {
  kind: ChoiceKind;
  player: PlayerId;
  /** What is asked, in plain words. */
  prompt: string;
  rule: string;
  options: ChoiceOption[];
  /** How many options a pick takes. */
  min?: number;
  max?: number;
  /** A pick of targets: the answer is grouped per targeting phrase, as in a cast (SCENARIO.md). */
  targets?: TargetPick;
  /** For a `cast` choice: the card that may be cast, and how (608.2g). */
  cast?: { card: ObjectId; as?: 'miracle' | 'madness'; withoutPaying: boolean };
  /** For a combat choice: what it offers. */
  combat?: CombatPrompt;
  /** For a `manual` choice: the sentence to carry out by hand, and the whole ability it is part of. */
  manual?: { sentence: string; ability: string };
  /** For an order: what each possible order gives, so a prompt can say it (616.1). */
  outcomes?: { order: string[]; result: string }[];
  then: Instruction;
};
