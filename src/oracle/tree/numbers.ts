// Nodes of numbers: quantities, counts, stats, "for each" (107.1, 107.3, 608.2h).
import type { Span } from '../normalize';
import type { CardType, Color, PermanentQuality } from '../../engine/state/card';
import type { EachNode } from './targets';

export type Quantity = {
  kind: 'quantity';
  span: Span;
  /** "that many": the number of the event that triggered the ability (the combat damage dealt, 510.3a). */
  value: number | 'X' | 'thatMany';
  /** "for each creature you control" (times `value`), "equal to the number of lands you control" (`value` 1). */
  forEach?: { permanents: CardType[]; quality?: PermanentQuality };
};

/** A number read from an object as the effect happens (608.2h): "the sacrificed creature's power",
 * "~'s power", "its toughness" (the object the sentence before named). */
/** A number the text defines by a count (107.3c, 608.2h): "the number of Mountains you control", "2 plus ...". */
/** `plus`: "2 plus the number of ..."; `times`: "2 life for each ...", N for each one counted. */
export type CountedNode = { kind: 'counted'; span: Span; count: CountNode; plus?: number; times?: number };

/** `that`: "that creature's toughness", the object the ability targeted last (608.2c); `manaValue`: "its mana value" (202.3). */
export type StatNode = { kind: 'stat'; span: Span; of: 'sacrificed' | 'self' | 'it' | 'that'; stat: 'power' | 'toughness' | 'manaValue' };

/**
 * A characteristic-defining ability of power and toughness (604.3, 208.2a): "~'s power and
 * toughness are each equal to the number of cards in your hand", "~'s power is equal to ...".
 */
export type DefinesPtNode = { kind: 'definesPt'; span: Span; power: boolean; toughness: boolean; amount: CountNode; toughnessPlus?: number };

/** "the number of creatures you control" (`each`), "the number of cards in your hand" (`cardsIn`), "... plus 1". */
export type CountNode = {
  kind: 'count';
  span: Span;
  each?: EachNode;
  cardsIn?: { zone: 'hand' | 'graveyard' | 'library' | 'exile'; whose: 'you' | 'opponents' | 'all'; types?: CardType[] };
  /** "the number of card types among cards in all graveyards" (205.2a) */
  cardTypesIn?: { whose: 'you' | 'all' };
  /** "Aura attached to it", "Equipment attached to it": the permanents of that subtype attached to the source (301.5, 303.4) */
  attachedOfSubtype?: string;
  /** "you have 5 or less life": the controller's life total (119.1) */
  life?: true;
  /** "charge counter on ~": the counters of that kind on the source (122.1) */
  sourceCounters?: string;
  /** "no spells were cast last turn" (`all`), "a player cast two or more spells last turn" (`byOnePlayer`): the previous turn's spells. */
  spellsLastTurn?: 'all' | 'byOnePlayer';
  /** "creature blocking it (beyond the first)": the creatures blocking the source as it resolves (509.1h, 702.23b) */
  blockingIt?: { beyond: number };
  /** "the life lost this way": what the "loses life" effect just before made players lose (608.2c) */
  lifeLostThisWay?: true;
  /** "your devotion to black (and red)" (700.5) */
  devotion?: Color[];
  /** "basic land types among lands you control" (domain, 305.6) */
  basicLandTypes?: true;
  /** "creatures in your party" (700.8) */
  party?: true;
  /** "the greatest power among creatures you control" */
  greatest?: { stat: 'power' | 'toughness' | 'manaValue'; each: EachNode };
};
