// What the page is doing apart from the game: choosing targets, an open ability menu, the rule
// shown beside the log. Kept out of the game's timeline (DESIGN.md, "The store").
import { create } from 'zustand';
import type { Action, EntityId, ObjectId, PlayerId, TargetSpec } from '../engine';
import type { PlannedTap } from '../engine/autoTap';

/** Casting a spell or activating an ability, waiting for X (601.2b) and its targets (601.2c, 602.2b). */
export type Targeting = {
  kind: 'cast' | 'activate';
  player: PlayerId;
  /** The card in hand, or the permanent whose ability it is. */
  source: ObjectId;
  /** For an ability: its index among the permanent's activated abilities. */
  ability?: number;
  /** What the banner calls it: "Lightning Bolt", "Prodigal Pyromancer's ability". */
  name: string;
  specs: TargetSpec[];
  /** One target per phrase chosen so far, in order. */
  chosen: EntityId[];
  /** The cost has {X}: its value, asked first (601.2b), null until announced. */
  x?: number | null;
};

/** A spell or ability ready to be cast or activated, whose cost the pool can't pay: the mana
 * abilities auto-tap would activate (601.2g), shown for the user to confirm. */
export type AutoTapPreview = {
  /** The cast or activation, without autoTap; confirming dispatches it with autoTap. */
  action: Extract<Action, { type: 'cast' | 'activate' }>;
  /** "Grizzly Bears", "Prodigal Pyromancer's ability". */
  name: string;
  /** The total cost, X included. */
  cost: string;
  plan: PlannedTap[];
};

type UiState = {
  targeting: Targeting | null;
  autoTap: AutoTapPreview | null;
  /** The permanent whose list of abilities is open. */
  menuFor: ObjectId | null;
  /** The rule whose text is shown. */
  shownRule: string | null;
  setTargeting: (t: Targeting | null) => void;
  setAutoTap: (p: AutoTapPreview | null) => void;
  setMenuFor: (id: ObjectId | null) => void;
  showRule: (rule: string | null) => void;
};

export const useUi = create<UiState>()((set) => ({
  targeting: null,
  autoTap: null,
  menuFor: null,
  shownRule: null,
  setTargeting: (targeting) => set({ targeting, menuFor: null }),
  setAutoTap: (autoTap) => set({ autoTap, targeting: null, menuFor: null }),
  setMenuFor: (menuFor) => set({ menuFor }),
  showRule: (shownRule) => set({ shownRule }),
}));
