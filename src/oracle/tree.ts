// The syntax tree of a card's Oracle text (DESIGN.md, "The Oracle compiler", stage 3). Every node
// carries the span of normalized text its parser consumed, so swallow.ts can prove no word is
// dropped and lower.ts never reads text again: everything reaches the definition through here.
import type { Span } from './normalize';
import type { CardType, Color, EntryCondition, ManaType, PermanentQuality, TargetFilter } from '../engine/state/card';

export type { Span };

/** Text no parser accepts, kept word for word (SCENARIO.md, "Abilities the engine does not model"). */
export type Unmodelled = { kind: 'unmodelled'; span: Span; text: string };

export type Quantity = {
  kind: 'quantity';
  span: Span;
  value: number | 'X';
  /** "for each creature you control" (times `value`), "equal to the number of lands you control" (`value` 1). */
  forEach?: { permanents: CardType[]; quality?: PermanentQuality };
};

export type TargetNode = {
  kind: 'target';
  span: Span;
  phrase: string;
  players?: 'any' | 'opponent';
  permanents?: CardType[];
  /** What else the permanent must be: "nonblack", "tapped", "with flying", "an opponent controls". */
  quality?: PermanentQuality;
  spells?: CardType[] | 'any';
  /** A card in a graveyard (115.2). */
  cards?: TargetFilter['cards'];
  /** "up to two target creatures": how many the phrase takes (601.2c); one when absent. */
  min?: number;
  max?: number;
  /** "any number of targets": no upper bound. */
  anyNumber?: boolean;
};

export type ManaNode =
  /** "Add {R}{G}." every symbol added; "Add {R} or {G}.": one of them, chosen (106.4). */
  | { kind: 'addMana'; span: Span; mana: ManaType[] }
  | { kind: 'addOneOf'; span: Span; options: ManaType[] }
  | { kind: 'addAnyColor'; span: Span; amount: Quantity; oneColor: boolean };

/** "each creature and each player", "all artifacts": no target (115.10). */
export type EachNode = { kind: 'each'; span: Span; players?: 'all' | 'opponents'; permanents?: CardType[]; quality?: PermanentQuality };

/**
 * Who is dealt damage, discards: a target, "each ...", or "you"; `sameTarget`: the one the sentence
 * already targeted ("Target player draws two cards and loses 2 life"), its span empty.
 */
export type RecipientNode = TargetNode | EachNode | { kind: 'you'; span: Span } | { kind: 'sameTarget'; span: Span } | ItsController;

/** "Its controller": of what the sentence before destroyed, exiled or countered. */
export type ItsController = { kind: 'itsController'; span: Span };

export type EffectNode =
  | ManaNode
  /** `alsoToYou`: "... and 2 damage to you" (Char). */
  | { kind: 'damage'; span: Span; amount: Quantity; to: RecipientNode; alsoToYou?: Quantity; divided?: boolean }
  /** "Destroy target artifact", "Destroy all enchantments" (701.8). */
  | { kind: 'destroy'; span: Span; what: TargetNode | EachNode }
  | { kind: 'exile'; span: Span; what: TargetNode | EachNode }
  /** "You may draw a card.": the controller chooses as it resolves (603.5); `words`: what is chosen ("draw a card"). */
  | { kind: 'may'; span: Span; words: Span; effect: EffectNode }
  /** "Create two 1/1 white Spirit creature tokens with flying." (111.1, 111.3, 111.4) */
  | { kind: 'createToken'; span: Span; amount: Quantity; power: number; toughness: number; colors: Color[]; subtypes: string[]; types: CardType[]; keywords: string[] }
  /** "It can't be regenerated." after "Destroy target ...", "They ..." after "Destroy all ..." (701.19c). */
  | { kind: 'cantBeRegenerated'; span: Span; pronoun: 'It' | 'They' }
  /** "discard a card" (you), "Target player discards two cards", "each opponent discards a card" (701.9). */
  | { kind: 'discard'; span: Span; count: Quantity; who?: RecipientNode }
  /** "Its controller draws a card." */
  | { kind: 'itsControllerDraws'; span: Span; count: Quantity; who: ItsController }
  /** "Draw a card, then discard a card.": two effects in one sentence, in order. */
  | { kind: 'then'; span: Span; first: EffectNode; then: EffectNode }
  /** "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle." (701.23) */
  | { kind: 'search'; span: Span; count: number; supertypes: string[]; types: CardType[]; subtypes: string[]; anyCard: boolean; to: 'battlefield' | 'hand'; tapped: boolean; reveal: boolean }
  /** `who` absent: "you"; otherwise the targeted player ("Target player draws two cards."). */
  | { kind: 'draw'; span: Span; count: Quantity; who?: TargetNode | EachNode }
  | { kind: 'gainLife'; span: Span; amount: Quantity; who?: TargetNode }
  | { kind: 'scry'; span: Span; count: Quantity }
  /** `toYourHand`: "Return target creature card from your graveyard to your hand."; `what` absent: "Return ~ to its owner's hand." */
  | { kind: 'bounce'; span: Span; what?: TargetNode | EachNode; toYourHand?: boolean }
  /** "Return target creature card from your graveyard to the battlefield." */
  | { kind: 'returnToBattlefield'; span: Span; what: TargetNode }
  /** "Put target creature on top of its owner's library", "Put target card from your graveyard on top of your library". */
  | { kind: 'putOnLibrary'; span: Span; what: TargetNode; yourLibrary?: boolean }
  /** "Exile target player's graveyard." (406.2) */
  | { kind: 'exileGraveyard'; span: Span; whose: TargetNode }
  /** `who` absent: "you lose 2 life" (119.3). */
  | { kind: 'loseLife'; span: Span; amount: Quantity; who?: RecipientNode }
  | { kind: 'mill'; span: Span; count: Quantity; who: TargetNode }
  /** "Each player sacrifices a creature" (701.21a). */
  | { kind: 'sacrifice'; span: Span; who: RecipientNode; types: CardType[] }
  /** "Return a land you control to its owner's hand." (chosen, no target) */
  | { kind: 'returnChosen'; span: Span; types: CardType[] }
  /** `what` absent: "Untap ~." */
  | { kind: 'untap'; span: Span; what?: TargetNode | EachNode }
  | { kind: 'tap'; span: Span; what: TargetNode | EachNode }
  /** "Put a +1/+1 counter on ~": `on` absent means the source itself. */
  | { kind: 'counters'; span: Span; counter: string; amount: Quantity; on?: TargetNode | EachNode }
  /** `unlessPays`: "unless its controller pays {3}" (118.12a). */
  | { kind: 'counterSpell'; span: Span; what: TargetNode; unlessPays?: string }
  | Unmodelled;

/** One sentence of an effect: a clause the grammar read, or its exact words. */
export type Sentence = { kind: 'sentence'; span: Span; effect: EffectNode };

export type CostPart =
  | { kind: 'tap'; span: Span }
  | { kind: 'untap'; span: Span }
  | { kind: 'sacrificeSelf'; span: Span }
  | { kind: 'payLife'; span: Span; amount: number }
  | { kind: 'mana'; span: Span; symbols: string }
  | Unmodelled;

export type CostNode = { kind: 'cost'; span: Span; parts: CostPart[] };

export type TriggerNode =
  | { kind: 'trigger'; span: Span; event: 'enters' | 'dies' }
  | { kind: 'trigger'; span: Span; event: 'step'; step: 'upkeep' | 'draw' | 'end'; whose: 'yours' | 'each' }
  | Unmodelled;

export type ModeNode = { kind: 'mode'; span: Span; sentences: Sentence[] };

export type AbilityNode =
  /** A keyword ability (702), one per keyword even when a line lists several. */
  | { kind: 'keyword'; span: Span; keyword: string; parameter?: string }
  /** `cost: effect` (602.1). */
  | { kind: 'activated'; span: Span; cost: CostNode; sentences: Sentence[] }
  /** `+N:` / `-N:` / `0:` (606.4): a loyalty cost and an effect. */
  | { kind: 'loyalty'; span: Span; loyalty: string; sentences: Sentence[] }
  /** "When", "Whenever", "At" (603.1). */
  | { kind: 'triggered'; span: Span; trigger: TriggerNode; sentences: Sentence[] }
  /** An instant's or sorcery's text: its spell ability (113.3a). */
  | { kind: 'spell'; span: Span; sentences: Sentence[] }
  /** "Choose one —" and its bullets (700.2); the header's own ability kind says where it lives. */
  | { kind: 'modal'; span: Span; header: Unmodelled | { kind: 'choose'; span: Span; count: number; text: string }; modes: ModeNode[] }
  /** Anything else: static text (604), read or not. */
  | { kind: 'static'; span: Span; body: StaticNode | Unmodelled };

export type StaticNode =
  | { kind: 'doesntUntap'; span: Span }
  /** "~ enters tapped (unless you control two or fewer other lands)" (614.1c). */
  | { kind: 'entersTapped'; span: Span; unless?: EntryCondition };

export type FaceTree = {
  name: string;
  /** The face's Oracle text as normalized; spans index into it. */
  text: string;
  abilities: AbilityNode[];
  /** Reminder text, as spans of the face's original text (207.2). */
  reminders: Span[];
};

export type CardTree = { name: string; faces: FaceTree[] };
