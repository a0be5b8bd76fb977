// The scenario document, versions 1 and 2 (SCENARIO.md), as it is after validation: version 2's
// parts this sandbox carries out are randomness, asked, and the seed edit.
import type { CustomCard, Step } from '../engine';

export type CardEntry = {
  card: string;
  id?: string;
  owner?: string;
  tapped?: boolean;
  sick?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  token?: boolean;
  /** Format 2, on the battlefield: 1 when a double-faced or flip permanent has its back face up. */
  face?: number;
  /** Format 2, on the battlefield: the card it is a copy of, as a Clone that entered copying it (707.2, layer 1). */
  copyOf?: string;
  /** Format 2, on the battlefield: the permanent or player an Aura, Equipment or Fortification is attached to, by reference. */
  attachedTo?: string;
};

export const ZONE_FIELDS = ['battlefield', 'hand', 'graveyard', 'library', 'exile'] as const;
export type ZoneField = (typeof ZONE_FIELDS)[number];

export type ScenarioPlayer = {
  name: string;
  life: number;
  manaPool: string;
  castThisTurn: string[];
  drewThisTurn: number;
  /** Format 2: lands played this turn (305.2). */
  landsPlayedThisTurn?: number;
  /** Format 2, a README extension: additional lands an effect lets the player play this turn (305.2). */
  additionalLandsThisTurn?: number;
  /** Format 2, a README extension: an effect says the player can't play lands this turn (305.2b). */
  cantPlayLandsThisTurn?: true;
  /** Format 2: energy counters the player has (122.1, 107.14). */
  energy?: number;
  /** Format 2 (README extension): the player is the monarch (725.1); one player at most (725.3). */
  monarch?: true;
} & Record<ZoneField, CardEntry[]>;

export type Ref = string;

export type Costs = { sacrifice?: Ref[]; discard?: Ref[]; exile?: Ref[]; tap?: Ref[]; convoke?: Ref[]; improvise?: Ref[]; delve?: Ref[]; return?: Ref[] };

export type CastOptions = {
  from?: 'graveyard' | 'exile' | 'hand';
  as?: string;
  modes?: number[];
  x?: number;
  /** Per phrase: a reference, or a list for a phrase with a variable number of targets. */
  targets?: (Ref | Ref[])[];
  divide?: number[];
  kicker?: boolean;
  /** How many times the multikicker cost is paid (702.33c). */
  multikicker?: number;
  /** The half of a split card cast (709.3), or an adventurer's Adventure (715.3). */
  half?: string;
  /** Pay the buyback cost (702.27a). */
  buyback?: boolean;
  /** Pay the entwine cost: every mode is chosen (702.42a). */
  entwine?: boolean;
  /** How many times the replicate cost is paid (702.56a). */
  replicate?: number;
  /** Assist (702.132a): the other player who pays, and the mana they spend from their pool toward the generic mana. */
  assist?: { player: string; pay: string };
  costs?: Costs;
  pay?: string;
  autoTap?: boolean;
};

export type Expectation = {
  life?: Record<string, number>;
  zones?: Record<string, string[]>;
  count?: Record<string, number>;
  objects?: Record<string, ObjectExpectation>;
  stack?: StackExpectation[];
  manaPool?: Record<string, string>;
  choice?: { kind?: string; player?: string } | null;
  priority?: string | null;
  turn?: { active?: string; number?: number };
  step?: Step;
  logCites?: string[];
  /** Format 2: per player name. */
  players?: Record<string, { landsPlayedThisTurn?: number; poison?: number; energy?: number; monarch?: boolean }>;
};

export type ObjectExpectation = {
  /** Format 2: 1 when a double-faced or flip permanent has its back face up. */
  face?: number;
  zone?: string | null;
  tapped?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  power?: number;
  toughness?: number;
  controller?: string;
  /** Format 2: the player or planeswalker it attacks, null when that planeswalker left combat (506.4c), false when not attacking. */
  attacking?: string | null | false;
  /** Format 2: the attackers it blocks, or false. */
  blocking?: string[] | false;
  /** Format 2: for an attacker, whether it became blocked (509.1h). */
  blocked?: boolean;
  /** Format 2: its keyword abilities now, a multiset ("flying", "protection from red"). */
  keywords?: string[];
  /** Format 2: how many abilities of any kind it has now. */
  abilityCount?: number;
  /** Format 2: its name now (a copy's is the copied name, 707.2). */
  name?: string;
  /** Format 2: its supertypes, card types and subtypes now, multisets capitalized as printed. */
  supertypes?: string[];
  types?: string[];
  subtypes?: string[];
  /** Format 2: its colors now, letters, a multiset; [] for colorless. */
  colors?: string[];
  /** Format 2: what it is attached to (a reference), or null for nothing. */
  attachedTo?: string | null;
  /** Format 2: its owner's name. */
  owner?: string;
};

export type StackExpectation = {
  name?: string;
  copy?: boolean;
  kind?: 'spell' | 'ability';
  targets?: Ref[];
  x?: number;
  modes?: number[];
  controller?: string;
};

type Flag = { expectError?: boolean };

export type EditOp =
  | { op: 'move'; object: Ref; to: string; position?: 'top' | 'bottom'; tapped?: boolean; sick?: boolean }
  | ({ op: 'create'; card: string; to: string; id?: string } & Omit<CardEntry, 'card' | 'id'>)
  | { op: 'life'; player: string; life: number }
  | { op: 'counters'; object: Ref; counters: Record<string, number> }
  | { op: 'tap' | 'untap'; object: Ref }
  | { op: 'mana'; player: string; mana: string }
  | { op: 'seed'; seed: number }
  // Version 2's workbench edits (workbenchEdits.ts).
  | { op: 'damage'; object: Ref; damage: number }
  | { op: 'sick'; object: Ref; sick: boolean }
  | { op: 'turn'; active?: string; step?: Step; number?: number }
  | { op: 'addPlayer'; name: string }
  | { op: 'removePlayer'; player: string }
  | { op: 'trigger'; source: Ref; ability: number }
  | { op: 'face'; object: Ref; face: number }
  | { op: 'attach'; object: Ref; to: Ref | null }
  | { op: 'control'; object: Ref; player: string };

export type ScenarioAction = Flag &
  (
    | ({ do: 'cast'; player: string; card: Ref } & CastOptions)
    | ({ do: 'activate'; player: string; source: Ref; ability: number } & CastOptions)
    | { do: 'choose'; player?: string; kind?: string; answer: unknown }
    | { do: 'pass'; player?: string }
    | { do: 'play'; player: string; card: Ref }
    | { do: 'turnFaceUp'; player: string; permanent: Ref; pay?: string; autoTap?: boolean }
    | { do: 'suspend' | 'foretell'; player: string; card: Ref; pay?: string; autoTap?: boolean }
    | { do: 'resolve'; stepwise?: boolean }
    | { do: 'step' }
    | { do: 'advance'; to: Step }
    | ({ do: 'edit' } & EditOp)
    | ({ do: 'expect' } & Expectation)
  );

export type Scenario = {
  format: 1 | 2;
  name: string;
  description?: string;
  seed: number;
  /** Format 2: "ask" asks every result chosen at random (SCENARIO.md, "Randomness, asked"). */
  random?: 'seeded' | 'ask';
  /** Format 2: custom cards, built from their Oracle text (SCENARIO.md, "Cards"). */
  cards?: CustomCard[];
  players: ScenarioPlayer[];
  turn: { active: string; step: Step; number: number };
  actions: ScenarioAction[];
  expect?: Expectation;
};
