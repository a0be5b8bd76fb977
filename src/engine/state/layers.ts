// Continuous effects (611) and what they change of an object's characteristics, by layer (613;
// DESIGN.md, "Characteristics are derived, in layers"). This file is the contract: the effects as
// the game state and the card definitions hold them. The derivation that applies them, in layer
// order with timestamps and dependencies, is `src/engine/layers/`.
//
// Two sources of effects:
// - a resolving spell or ability (611.2) creates a `ContinuousEffect` in `state.effects`; the
//   objects it affects are fixed as it begins (611.2c), its numbers read once (611.2d); it lasts
//   its `duration`;
// - a static ability (611.3) of a permanent on the battlefield (or, for a characteristic-defining
//   ability, of an object in any zone, 604.3) generates a `StaticEffectDef` for as long as its
//   source has it: its affected objects and its numbers are read again at every derivation.
//
// An effect names the objects it affects by id. An object that changes zones is a new object with
// a new id (400.7), so an effect stops applying to a permanent that left the battlefield without
// being told; last known information (608.2h) of the permanent keeps its id, and so its effects.
import type { AbilityDef, Amount, CardType, Color, EachFilter, Keyword, PermanentQuality, Supertype } from './card';
import type { ObjectId, PlayerId } from './state';

/** 613.1 and 613.4: the layers, and layer 7's sublayers, in the order they apply. */
export type Layer = '1' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';

export const LAYERS: readonly Layer[] = ['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'];

/** The rule that defines each layer or sublayer, cited beside every effect applied in it. */
export const LAYER_RULE: Record<Layer, string> = {
  '1': '613.1a',
  '2': '613.1b',
  '3': '613.1c',
  '4': '613.1d',
  '5': '613.1e',
  '6': '613.1f',
  '7a': '613.4a',
  '7b': '613.4b',
  '7c': '613.4c',
  '7d': '613.4d',
};

/**
 * What an effect does in one layer. An effect with parts in several layers ("becomes a 3/3 Elemental
 * creature with haste": 4, 6 and 7b) lists one change per layer; once it applies in one, it
 * applies to the same objects in the later ones (613.6).
 */
export type LayerChange =
  /**
   * 707.2, 613.2: the object's copiable values become those of the card definition `card` (a key of
   * `state.cards`), then each exception of the copying process in order (707.9a, 707.9b): the
   * copied object's own copy effects' exceptions first (707.3), the new copy's last.
   */
  | { layer: '1'; copy: CopiedValues }
  /** 613.1b: "gain control of": `controller` (for a static ability, 'effectController' is its controller now). */
  | { layer: '2'; controller: PlayerId | 'effectController' }
  /** 613.1c: text-changing effects (612). No card of the database the compiler reads needs one yet. */
  | { layer: '3' }
  /**
   * 613.1d, 205.1: type-changing. `set*` replaces what the object had ("is a 1/1 Bird creature":
   * `setTypes`, `setSubtypes`); `add*` adds ("is an artifact in addition to its other types");
   * `removeSubtypes: 'all'` ("loses all creature types"); `landTypes` sets a land's basic land
   * types, which also removes its rules-text abilities (305.7). `setCreatureTypes` ("is a Treefolk",
   * "becomes a blue Frog") replaces only the creature types, keeping its other subtypes (205.1a);
   * `allCreatureTypes` ("with all creature types") gives it every creature type (205.3m).
   */
  | {
      layer: '4';
      setTypes?: CardType[];
      addTypes?: CardType[];
      setSubtypes?: string[];
      setCreatureTypes?: string[];
      allCreatureTypes?: true;
      addSubtypes?: string[];
      removeSubtypes?: string[] | 'all';
      addSupertypes?: Supertype[];
      removeSupertypes?: Supertype[];
      landTypes?: string[];
      /** "is the chosen type in addition to its other types": what the source chose as it entered (614.12; state/chosen.ts). */
      addChosenType?: true;
    }
  /** 613.1e, 105.3: "is blue" sets the colors (`[]` is colorless); `addColors` keeps the others. */
  | { layer: '5'; setColors?: Color[]; addColors?: Color[] }
  /**
   * 613.1f: abilities added (after the object's own, in timestamp order) and removed: `removeAll`
   * ("loses all abilities"), `removeKeywords` ("loses flying"). Adding and removing apply in the
   * order of the effects, so an ability granted after "loses all abilities" stays.
   */
  | { layer: '6'; addAbilities?: AbilityDef[]; removeAll?: boolean; removeKeywords?: Keyword[] }
  /**
   * 613.4a: a characteristic-defining ability that defines power and/or toughness (604.3): "~'s
   * power and toughness are each equal to the number of cards in your hand".
   */
  | { layer: '7a'; power?: Amount; toughness?: Amount }
  /** 613.4b: "has base power and toughness 0/1", "becomes a 3/3". */
  | { layer: '7b'; power?: Amount; toughness?: Amount }
  /** 613.4c: "gets +1/+1" (counters are applied here too, 613.4c). */
  | { layer: '7c'; power: Amount; toughness: Amount }
  /** 613.4d: "switch its power and toughness". */
  | { layer: '7d'; switch: true };

/**
 * 707.9a, 707.9b: an exception to the copying process that adds to the copied values ("except it's
 * an artifact in addition to its other types"); what it adds is part of the copy's copiable values.
 */
export type CopyException = {
  addTypes?: CardType[];
  addSubtypes?: string[];
  addSupertypes?: Supertype[];
  addAbilities?: AbilityDef[];
  /** "except it's white" (embalm 702.128a): its colors. */
  colors?: Color[];
  /** "it has no mana cost" (702.128a, 702.129a) */
  noManaCost?: true;
  /** "it's 4/4" (eternalize 702.129a): its power and toughness. */
  power?: number;
  toughness?: number;
};

/** An object's copiable values (707.2): a card definition's printed values, with copy exceptions applied in order. */
export type CopiedValues = { card: string; except?: CopyException[] };

/**
 * How long an effect of a resolved spell or ability lasts (611.2a, 611.2b):
 * - 'endOfTurn': "until end of turn", "this turn", ending in the cleanup step (514.2);
 * - 'indefinite': no duration stated ("gain control of target creature"), or a copy effect as a
 *   permanent entered (707.2): it lasts as long as the objects it affects exist;
 * - 'untilYourNextTurn': ends as its controller's next turn begins (611.2b);
 * - 'whileSourceOnBattlefield': "for as long as ~ remains on the battlefield" (611.2b);
 * - 'whileSourceControlled': "for as long as you control ~" (611.2b);
 * - 'whileSourceTapped': "for as long as ~ remains tapped" (611.2b);
 * - 'whileSourceControlledAndTapped': "for as long as you control ~ and ~ remains tapped" (611.2b).
 */
export type Duration = 'endOfTurn' | 'indefinite' | 'untilYourNextTurn' | 'whileSourceOnBattlefield' | 'whileSourceControlled' | 'whileSourceTapped' | 'whileSourceControlledAndTapped';

/**
 * 611.2b: whether a "for as long as" duration is over, for an effect of `controller` whose source
 * is now `source` (undefined: it no longer exists, 400.7). Other durations end at a time instead.
 */
export function durationOver(duration: Duration, source: { zone: string; controller: PlayerId; tapped: boolean } | undefined, controller: PlayerId): boolean {
  const here = source?.zone === 'battlefield';
  switch (duration) {
    case 'whileSourceOnBattlefield':
      return !here;
    case 'whileSourceControlled':
      return !here || source.controller !== controller;
    case 'whileSourceTapped':
      return !here || !source.tapped;
    case 'whileSourceControlledAndTapped':
      return !here || source.controller !== controller || !source.tapped;
    default:
      return false;
  }
}

/** The objects a resolved effect affects: a set fixed as it began (611.2c). */
export type AffectedSet = { objects: ObjectId[] };

/** An effect from a resolved spell or ability (611.2), held in `state.effects` in timestamp order. */
export type ContinuousEffect = {
  /** Its parts, one per layer, numbers already read (611.2d: Amounts here are numbers). */
  changes: LayerChange[];
  /** The spell or ability's source (the spell itself for an instant), by id and by name as it was. */
  source: { id: ObjectId; name: string };
  controller: PlayerId;
  affects: AffectedSet;
  /** 613.7b: the timestamp the effect received as it was created. */
  timestamp: number;
  /** The turn it began in: "until end of turn" ends in that turn's cleanup step (514.2). */
  turn: number;
  duration: Duration;
  /** The text that created it, for the explain view ("Target creature gets +3/+3 until end of turn."). */
  text?: string;
  /**
   * What it says of the objects' part in combat, changing no characteristic (so no layer): "Target
   * creature can't block this turn" (509.1b), "can't be blocked this turn". Not an ability: a later
   * "loses all abilities" leaves it (613.1f applies to abilities only).
   */
  combat?: CombatRestriction;
  /** "It doesn't untap during its controller's untap step for as long as ~ remains tapped." (502.3): no layer; kept tapped while it lasts. */
  doesntUntap?: true;
};

/**
 * A rule of combat a resolved effect imposes for the turn (506.5, 508.1c-d, 509.1a-c), named as the
 * static abilities' CombatRules name it: "can't block this turn", "attacks this turn if able"
 * (attacksEachCombat), "blocks this turn if able" (blocksEachCombat), "can block an additional
 * creature this turn" (blocksAdditional), "can attack this turn as though it didn't have defender"
 * (attacksDespiteDefender), and "can't block ~ this turn" (cantBlockSource: the effect's source
 * is the one attacker it can't block).
 */
export type CombatRestriction = {
  cantAttack?: true;
  cantBlock?: true;
  cantBeBlocked?: true;
  attacksEachCombat?: true;
  blocksEachCombat?: true;
  blocksAdditional?: number;
  attacksDespiteDefender?: true;
  cantBlockSource?: true;
  /** "All creatures able to block target creature this turn do so." (509.1c), of the attacker. */
  lure?: true;
  /** "Target creature must be blocked this turn if able." (509.1c), of the attacker. */
  mustBeBlocked?: true;
  /** "Target creature blocks ~ this turn if able." (509.1c): the effect's source is the attacker it must block. */
  blocksSource?: true;
  /** Detain (701.35a): "its activated abilities can't be activated" (602.5), until the effect's controller's next turn. */
  activatedAbilitiesCantBeActivated?: true;
  /** "~ assigns no combat damage this turn" (510.1a). */
  assignsNoCombatDamage?: true;
};

/**
 * What a static ability's effect applies to, read again at each derivation (611.3a):
 * - `self`: its source ("~ gets +1/+1 as long as ...", a characteristic-defining ability);
 * - `attached`: the object its source is attached to ("enchanted creature", "equipped creature", 301.5, 303.4);
 * - `each`: every permanent of the filter, seen from the source's controller ("Other Elf creatures
 *   you control", "Creatures your opponents control", "All lands"): `other` leaves the source out.
 */
export type StaticAffected = { self: true } | { attached: true } | { each: EachFilter };

/** When a static ability's effect applies: "as long as" (611.3b reads it continuously). */
export type StaticCondition =
  /** "as long as it's your turn" */
  | { yourTurn: boolean }
  /** "if you're the monarch", "if an opponent is the monarch" (725.1): none while there is no monarch (725.5). */
  | { monarch: 'you' | 'opponent' }
  /** "as long as you control a Forest / an artifact": at least `atLeast` permanents of the filter. */
  | { youControl: { filter: EachFilter; atLeast: number } }
  /** "as long as ~ is attacking / untapped / enchanted" */
  | { sourceIs: PermanentQuality }
  /** "as long as enchanted permanent is a creature / equipped creature is a Human": the object the source is attached to (301.5, 303.4) is of one of `types` (if any) and has the quality. */
  | { attachedIs: { types?: CardType[]; quality: PermanentQuality } }
  /** "as long as seven or more cards are in your graveyard" (threshold): a number read from the game, at least `atLeast`. */
  | { amount: Amount; atLeast?: number; atMost?: number };

/** A static ability that generates a continuous effect (611.3): `StaticDef` kind 'continuous'. */
export type StaticEffectDef = {
  kind: 'continuous';
  affects: StaticAffected;
  changes: LayerChange[];
  condition?: StaticCondition;
  /** "~ can't attack unless you control an artifact": the effect applies while the condition does NOT hold (611.3b). */
  unless?: true;
  /** 604.3: a characteristic-defining ability (it functions in every zone and applies first in its layer, 613.3). */
  cda?: boolean;
};

/** An object's characteristics now (109.3), with its controller (layer 2), as the layers made them. */
export type Characteristics = {
  name: string;
  manaCost?: string;
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  colors: Color[];
  abilities: readonly AbilityDef[];
  /** Absent for an object that has none (a noncreature card: 208.3). */
  power?: number;
  toughness?: number;
  loyalty?: number;
  controller: PlayerId;
};

export type CharacteristicName = 'name' | 'types' | 'colors' | 'abilities' | 'power' | 'toughness' | 'controller';

/**
 * One effect applied to one object, for the explain view and the scenario CLI's `--log`: which
 * characteristics it changed, from what to what (as text: "2/2" to "3/3", "Creature — Bear" to
 * "Creature Artifact — Bear"), and why it came where it did.
 */
export type AppliedStep = {
  layer: Layer;
  /** The rules that put it there: the layer's (613.1x, 613.4x), 613.3 for a CDA, 613.7 timestamps, 613.8 a dependency. */
  rules: string[];
  source: { id: ObjectId; name: string };
  /** The ability's or spell's text, as written on the source. */
  text: string;
  timestamp: number;
  /** Where it came from: a resolved spell or ability (611.2), a static ability (611.3), a CDA (604.3), counters (613.4c, 122.1a). */
  origin: 'resolved' | 'static' | 'cda' | 'counters';
  changed: { characteristic: CharacteristicName; before: string; after: string }[];
  /** 613.8: it was applied after these effects because it depends on them (their sources' names and timestamps). */
  dependsOn?: { name: string; timestamp: number }[];
  /** 613.8b: it was in a dependency loop, so it was applied in timestamp order. */
  loop?: boolean;
};

/** An object's characteristics as printed (or as copied, for layer 1), every step applied, and the result. */
export type Derivation = { printed: Characteristics; steps: AppliedStep[]; result: Characteristics };
