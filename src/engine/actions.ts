// The actions apply() accepts: a discriminated union of plain data.
import type { CardDef } from './state/card';
import type { EntityId, ObjectId, PlayerId, Step, Zone } from './state/state';
import type { ManaString } from './mana/mana';
import type { CardState } from './state/zones';

/** What a cast or an activation chooses up front (601.2b-h); never asked for afterwards. */
export type CastOptions = {
  /** One list per targeting phrase, in the order the text asks for them. */
  targets?: EntityId[][];
  x?: number;
  modes?: number[];
  divide?: number[];
  /** The exact mana to spend from the pool, as symbols ("{G}{W}"). */
  pay?: ManaString;
  /** Let the engine activate mana abilities to pay what the pool can't. */
  autoTap?: boolean;
  from?: Zone;
  /** An alternative cost by name ("flashback"), or "alternative" for a card's own unnamed one. */
  as?: string;
  kicker?: boolean;
  /** How many times the multikicker cost is paid (702.33c); absent is 0. */
  multikicker?: number;
  /** The half of a split card cast (709.3), or an adventurer's Adventure by its name (715.3). */
  half?: string;
  /** Pay the buyback cost (702.27a). */
  buyback?: boolean;
  /** Pay the entwine cost and choose every mode (702.42a). */
  entwine?: boolean;
  /** How many times the replicate cost is paid (702.56a); absent is 0. */
  replicate?: number;
  /** Assist (702.132a): another player pays `pay`, from their pool, toward the generic mana of the total cost. */
  assist?: { player: PlayerId; pay: ManaString };
  /**
   * The objects that pay the non-mana parts of the cost (118.8, 118.9), and those tapped or exiled
   * to pay part of its mana: convoke (702.51a), improvise (702.126a), delve (702.66a); `return`:
   * the unblocked attacker returned to its owner's hand for ninjutsu (702.49a).
   */
  costs?: { sacrifice?: ObjectId[]; discard?: ObjectId[]; exile?: ObjectId[]; tap?: ObjectId[]; convoke?: ObjectId[]; improvise?: ObjectId[]; delve?: ObjectId[]; return?: ObjectId[] };
};

export type EditAction =
  | { type: 'edit'; op: 'move'; object: ObjectId; to: Zone; player?: PlayerId; position?: 'top' | 'bottom'; tapped?: boolean; sick?: boolean }
  | ({ type: 'edit'; op: 'create'; card: CardDef; to: Zone; player: PlayerId; owner?: PlayerId; position?: 'top' | 'bottom'; attachedTo?: EntityId } & CardState)
  | { type: 'edit'; op: 'life'; player: PlayerId; life: number }
  | { type: 'edit'; op: 'counters'; object: ObjectId; counters: Record<string, number> }
  | { type: 'edit'; op: 'tap' | 'untap'; object: ObjectId }
  | { type: 'edit'; op: 'mana'; player: PlayerId; mana: ManaString }
  /** The random generator's state becomes `seed` (SCENARIO.md version 2). */
  | { type: 'edit'; op: 'seed'; seed: number }
  /** Whether results chosen at random are asked ("Randomness, asked"): the page's setting. */
  | { type: 'edit'; op: 'random'; random: 'ask' | 'seeded' }
  // Edits a judge's workbench needs beyond the scenario format's: they fold into an exported position.
  | { type: 'edit'; op: 'damage'; object: ObjectId; damage: number }
  | { type: 'edit'; op: 'sick'; object: ObjectId; sick: boolean }
  | { type: 'edit'; op: 'turn'; active?: PlayerId; step?: Step; number?: number }
  | { type: 'edit'; op: 'addPlayer'; name: string }
  | { type: 'edit'; op: 'removePlayer'; player: PlayerId }
  /** Puts the source's triggered ability N on the stack, as if it had triggered (SCENARIO.md, `trigger`). */
  | { type: 'edit'; op: 'trigger'; source: ObjectId; ability: number }
  /** Turns a double-faced or flip permanent so face N is up (SCENARIO.md, `face`): an edit, not a transformation (701.27). */
  | { type: 'edit'; op: 'face'; object: ObjectId; face: number }
  /** Attaches an Aura, Equipment or Fortification to a permanent or player, or (`to` null) unattaches it; a new timestamp (613.7e). */
  | { type: 'edit'; op: 'attach'; object: ObjectId; to: EntityId | null }
  /** A player controls the permanent as a fact, as if the position listed it in their battlefield (SCENARIO.md, `control`). */
  | { type: 'edit'; op: 'control'; object: ObjectId; player: PlayerId };

export type Action =
  | ({ type: 'cast'; player: PlayerId; card: ObjectId } & CastOptions)
  | ({ type: 'activate'; player: PlayerId; source: ObjectId; ability: number } & CastOptions)
  | { type: 'choose'; player?: PlayerId; answer: unknown }
  /** Play a land from the hand (305.1): a special action, one a turn (305.2). */
  | { type: 'play'; player: PlayerId; card: ObjectId }
  /**
   * Turn a face-down permanent face up by paying its morph cost (702.37e): a special action, any
   * time its controller has priority (116.2b). `pay`, `autoTap` as for a cast.
   */
  | { type: 'turnFaceUp'; player: PlayerId; permanent: ObjectId; pay?: ManaString; autoTap?: boolean }
  /**
   * Exile a card with suspend from the hand with its time counters, paying its suspend cost
   * (702.62a): a special action, any time its owner could begin to cast it (116.2f).
   */
  | { type: 'suspend'; player: PlayerId; card: ObjectId; pay?: ManaString; autoTap?: boolean }
  /**
   * Pay {2} and exile a card with foretell from the hand face down (702.143a): a special action, any
   * time its owner has priority during their turn (116.2h). It is cast later with `cast`, `from:
   * "exile"`, `as: "foretell"`.
   */
  | { type: 'foretell'; player: PlayerId; card: ObjectId; pay?: ManaString; autoTap?: boolean }
  | { type: 'pass'; player?: PlayerId }
  /**
   * Players pass in turn until the top object of the stack resolves (or a choice stops it).
   * `stepwise`: stop as it starts resolving, to go on one instruction at a time with `step`.
   */
  | { type: 'resolve'; stepwise?: boolean }
  /** Carry out the next instruction of a resolution in progress (DESIGN.md, "The agenda"). */
  | { type: 'step' }
  /** Players pass until the given step begins (SCENARIO.md, `advance`). */
  | { type: 'advance'; to: Step }
  | EditAction;
