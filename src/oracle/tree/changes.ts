// Nodes of changes to objects: power and toughness, keywords granted, "becomes", control, durations (611, 613).
import type { Span } from '../normalize';
import type { CardType, Color, ProtectionQuality } from '../../engine/state/card';
import type { EachNode, ModifiedNode, RefNode, TargetNode } from './targets';
import type { CountNode } from './numbers';

/**
 * How long a resolved effect lasts as its words say (611.2a, 611.2b): "until end of turn" (or
 * "this turn"), no duration, "for as long as ~ remains on the battlefield", "for as long as you control ~".
 */
export type DurationWord = 'endOfTurn' | 'indefinite' | 'whileSourceOnBattlefield' | 'whileSourceControlled' | 'whileSourceTapped' | 'whileSourceControlledAndTapped';

/**
 * "Target creature becomes a 0/1 Frog until end of turn", "~ becomes a 3/3 Elemental creature with
 * haste. It's still a land.", "loses all abilities", "has base power and toughness 1/1": a resolved
 * continuous effect with parts in several layers (613.1d-f, 613.4b-c), one effect (613.6).
 * `words`: the parts as written, for the log.
 */
export type ChangeNode = { kind: 'change'; span: Span; what: ModifiedNode; parts: ChangePart[]; duration: DurationWord; words: Span };

export type ChangePart = PtChangeNode | GrantedKeywordNode[] | BecomesNode | { kind: 'losesAllAbilities'; span: Span } | BasePtNode | { kind: 'losesKeywords'; span: Span; keywords: GrantedKeywordNode[] } /* "loses flying" (613.1f) */ | { kind: 'colorOfChoice'; span: Span; many: boolean } /* "becomes the color (or colors) of your choice" (608.2d, 613.1e) */ | { kind: 'landTypeOfChoice'; span: Span } /* "becomes the basic land type of your choice" (305.7, 608.2d) */ | { kind: 'creatureTypeOfChoice'; span: Span; also?: true }; // "becomes the creature type of your choice[ in addition to its other types]" (205.3m, 608.2d)

/** "has base power and toughness 1/1" (613.4b). */
export type BasePtNode = { kind: 'basePt'; span: Span; power: number | 'X'; toughness: number | 'X' };

/**
 * "becomes a 3/3 white Elemental artifact creature with flying": what it becomes (205.1a); `still`:
 * "It's still a land", "that's still a land" or "in addition to its other types" keep its types
 * (205.1b); without a card type, `subtypes` are creature types (or basic land types) it becomes.
 */
export type BecomesNode = {
  kind: 'becomes';
  span: Span;
  pt?: BasePtNode;
  colors?: Color[];
  subtypes: string[];
  types: CardType[];
  keywords: GrantedKeywordNode[];
  still: boolean;
  /** "with all creature types" (205.3m) */
  allCreatureTypes?: true;
};

/** "Gain control of target creature until end of turn." (613.1b) */
export type GainControlNode = { kind: 'gainControl'; span: Span; what: TargetNode | EachNode | RefNode; duration: DurationWord };

/**
 * "Target creature gets +3/+3 until end of turn", "~ gains flying until end of turn", "Creatures you
 * control get +1/+0 and gain trample until end of turn": continuous effects of a resolving spell or
 * ability (611.2a) on what its words name as they begin (611.2c); `parts` in the text's order.
 */
/** `per`: "... until end of turn for each creature you control": each change of power and toughness times the number, counted as it resolves (608.2h). */
export type UntilEndOfTurnNode = { kind: 'untilEndOfTurn'; span: Span; what: ModifiedNode; parts: (PtChangeNode | GrantedKeywordNode[])[]; per?: CountNode };

/** "+3/+3", "-1/-0", "+X/+0" (613.4c): `change` as written; X is the spell's or ability's (611.2d). */
export type PtChangeNode = { kind: 'ptChange'; span: Span; change: string; power: number | 'X' | '-X'; toughness: number | 'X' | '-X' };

/** A keyword an effect grants ("flying", "protection from red"), with protection's qualities when read (702.16a). */
export type GrantedKeywordNode = {
  kind: 'grantedKeyword';
  span: Span;
  keyword: string;
  parameter?: string;
  protection?: ProtectionQuality;
  /** "protection from the color of your choice" (`you`), "... of its controller's choice": a color chosen as the effect resolves (608.2d). */
  colorOfChoice?: 'you' | 'itsController';
};
