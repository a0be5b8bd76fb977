// What the page is doing apart from the game: a spell being put together, an open ability menu,
// the rule shown beside the log. Kept out of the game's timeline (DESIGN.md, "The store").
import { create } from 'zustand';
import type { Action, EntityId, ObjectId, PendingChoice, PlayerId } from '../engine';
import type { PlannedTap } from '../engine/mana/autoTap';
import type { CombatSelection } from './combat/selection';
import type { DamageDraft } from './combat/damage';

/**
 * A spell being cast or an ability activated, its choices made one at a time in 601.2 order
 * (modes, X, costs, targets, division); or targets being picked for a pending choice.
 */
export type Draft = {
  kind: 'cast' | 'activate' | 'pick';
  player: PlayerId;
  /** The card (its copy), the permanent whose ability it is; '' for a pick. */
  source: ObjectId;
  /** For an ability: its index among the permanent's activated abilities. */
  ability?: number;
  /** "Lightning Bolt", "Prodigal Pyromancer's ability". */
  name: string;
  from?: 'graveyard' | 'exile';
  /** The alternative cost chosen: flashback, alternative (Force of Will), miracle, withoutPaying. */
  as?: string;
  /** The pending choice this answers (a `cast` or a `pick` of targets), if any. */
  for?: PendingChoice;
  modes: number[];
  x: number;
  kicker: boolean;
  /** How many times the multikicker cost is paid (702.33c); absent: none. */
  multikicker?: number;
  /** The half of a split card cast (709.3), or an adventurer's Adventure (715.3); absent: the card itself, or a split card's first half. */
  half?: string;
  /** Pay the buyback cost (702.27a), the entwine cost (702.42a). */
  buyback?: boolean;
  entwine?: boolean;
  /** Pay the casualty cost (702.153a), the conspire cost (702.78a): the objects are chosen as costs, and the spell is copied. */
  casualty?: boolean;
  conspire?: boolean;
  /** How many times the replicate cost is paid (702.56a); absent: none. */
  replicate?: number;
  /** Assist (702.132a): the other player chosen, and how much of the generic mana they pay from their pool. */
  assist?: { player: PlayerId; amount: number };
  /** "discard a card or pay {5}": true to pay. */
  payInstead: boolean;
  /** `tap`: permanents tapped for "Tap an untapped creature you control" (absent: none yet). */
  costs: { sacrifice: ObjectId[]; discard: ObjectId[]; exile: ObjectId[]; tap?: ObjectId[]; convoke?: ObjectId[]; improvise?: ObjectId[]; delve?: ObjectId[]; return?: ObjectId[] };
  targets: EntityId[][];
  divide: number[];
  /** Which step of the draft is being asked (an index into stagesOf). */
  stage: number;
  /** New targets for a copy: the target of the phrase a board click replaces. */
  slot: number;
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
  draft: Draft | null;
  autoTap: AutoTapPreview | null;
  /** The permanent whose list of abilities is open. */
  menuFor: ObjectId | null;
  /** The rule whose text is shown. */
  /** The rule the Rules panel shows; '' opens the panel on its search alone; null closes it. */
  shownRule: string | null;
  /** The targets of the stack object under the pointer, highlighted on the board. */
  hovered: EntityId[] | null;
  /** The stack object whose entry is pointed at or focused: its target arrows are drawn (arrows/). */
  pointed: ObjectId | null;
  /** A control pressed (the space bar) while it can't act: its reason is shown for a moment. */
  nudged: 'pass' | 'resolve' | null;
  /** Attackers or blockers being chosen for the pending combat choice (combat/selection.ts). */
  combat: CombatSelection | null;
  /** Combat damage being assigned for the pending `damage` choice (combat/damage.ts). */
  damage: DamageDraft | null;
  setDraft: (d: Draft | null) => void;
  setAutoTap: (p: AutoTapPreview | null) => void;
  setMenuFor: (id: ObjectId | null) => void;
  showRule: (rule: string | null) => void;
  hover: (targets: EntityId[] | null, from?: ObjectId | null) => void;
  nudge: (control: 'pass' | 'resolve' | null) => void;
  setCombat: (c: CombatSelection | null) => void;
  setDamage: (d: DamageDraft | null) => void;
};

/** The fields of `next` that differ from `u`'s, or `u` itself when none does: zustand notifies
 * no one for an unchanged state, so a no-op (act() clearing a menu that isn't open after every
 * click) doesn't run every card's selectors (a board of 200 permanents, issue 16's tap). */
function changed(u: UiState, next: Partial<UiState>): UiState | Partial<UiState> {
  for (const k in next) if (!Object.is(u[k as keyof UiState], next[k as keyof UiState])) return next;
  return u;
}

export const useUi = create<UiState>()((set) => ({
  draft: null,
  autoTap: null,
  menuFor: null,
  shownRule: null,
  hovered: null,
  pointed: null,
  nudged: null,
  combat: null,
  damage: null,
  setDraft: (draft) => set((u) => changed(u, { draft, menuFor: null })),
  setAutoTap: (autoTap) => set((u) => changed(u, autoTap ? { autoTap, draft: null, menuFor: null } : { autoTap })),
  setMenuFor: (menuFor) => set((u) => changed(u, { menuFor })),
  showRule: (shownRule) => set((u) => changed(u, { shownRule })),
  hover: (hovered, pointed = null) => set((u) => changed(u, { hovered, pointed })),
  nudge: (nudged) => set((u) => changed(u, { nudged })),
  setCombat: (combat) => set((u) => changed(u, { combat })),
  setDamage: (damage) => set((u) => changed(u, { damage })),
}));
