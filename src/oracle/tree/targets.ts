// Nodes of what an effect names: targets, "each ...", the words that refer back (115.1, 115.10, 608.2c).
import type { Span } from '../normalize';
import type { CardType, PermanentQuality, TargetFilter } from '../../engine/state/card';

/** A word that refers back (608.2c): to the player or object the trigger or an earlier sentence named. */
export type RefNode = { kind: 'ref'; span: Span; word: RefWord };
/** "its controller": of what the sentence before destroyed, exiled or countered (608.2h). */
export type RefWord = 'its controller' | 'that player' | 'the player' | 'that card' | 'the copy' | 'that spell' | 'that creature' | 'those creatures' | 'it' | 'enchanted creature' | 'equipped creature' | "that permanent's controller" | 'itself' | 'defending player';

export type TargetNode = {
  kind: 'target';
  span: Span;
  phrase: string;
  players?: 'any' | 'opponent';
  permanents?: CardType[];
  /** What else the permanent must be: "nonblack", "tapped", "with flying", "an opponent controls". */
  quality?: PermanentQuality;
  spells?: CardType[] | 'any';
  /** "spell you control". */
  yours?: boolean;
  /** A card in a graveyard (115.2): "target creature card [with mana value 3 or less] from your graveyard". */
  cards?: TargetFilter['cards'];
  /** "up to two target creatures", "one or two targets" (601.2c): how many the phrase takes; one when absent. */
  min?: number;
  max?: number;
  /** "any number of targets": no upper bound. */
  anyNumber?: boolean;
  /** "another target" (115.4): not one chosen for an earlier phrase of the ability. */
  another?: boolean;
};

export type EachNode = {
  kind: 'each';
  span: Span;
  players?: 'all' | 'opponents';
  permanents?: CardType[];
  quality?: PermanentQuality;
  other?: boolean;
  /** "creatures target player controls": the permanents of the player a target names (read only by tap, untap and rules of combat for the turn). */
  of?: TargetNode;
};

/**
 * Who is dealt damage, discards: a target, "each ...", or "you"; `sameTarget`: the one the sentence
 * already targeted ("Target player draws two cards and loses 2 life"), its span empty.
 */
export type RecipientNode = TargetNode | EachNode | { kind: 'you'; span: Span } | { kind: 'sameTarget'; span: Span } | RefNode;

/** Who "gets" or "gains": a target, "~" (`self`), "it", or the permanents "creatures you control" names. */
export type ModifiedNode = TargetNode | EachNode | RefNode | { kind: 'self'; span: Span };
