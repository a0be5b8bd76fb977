// A card definition, its tokens and custom cards (CR 108, 111).
import type { CardType, Color, Supertype } from './characteristics';
import type { AbilityDef } from './abilities';

/**
 * A token as the effect that creates it describes it (111.4): with a name only when the effect
 * gives one ("create Boo, a legendary 1/1 red Hamster creature token"); otherwise the engine names it.
 */
export type TokenDef = Omit<CardDef, 'name'> & {
  name?: string;
  /** Its colors, as the effect defines them ("a 1/1 green Saproling"; 111.3); a token has no mana cost to give one. */
  colors?: Color[];
};

/** 111.4: a token the effect doesn't name is named after its subtypes plus the word "Token". */
export function tokenName(token: TokenDef): string {
  return token.name ?? [...(token.subtypes ?? []), 'Token'].join(' ');
}

export type CardDef = {
  name: string;
  /** Mana symbols ("{1}{G}"); absent for lands, which have no mana cost (202.1). */
  manaCost?: string;
  supertypes?: Supertype[];
  types: CardType[];
  subtypes?: string[];
  power?: number;
  toughness?: number;
  /** The Oracle text, shown to the user. */
  oracle: string;
  abilities: AbilityDef[];
  /** Printed values that are not numbers ("*", "1+*", a loyalty "X"), shown as printed; the
   * engine's number is then what the text defines, or 0 while that text is not modelled (208.2). */
  printed?: { power?: string; toughness?: string; loyalty?: string };
  loyalty?: number;
  /** Colors its mana cost doesn't say: a color indicator (204) or a characteristic-defining
   * ability such as devoid (702.114a). Absent: the mana cost's colors (202.2). */
  colors?: Color[];
  /** How much of the card the engine carries out (SCENARIO.md): absent for the built-in pool, which is all `full`. */
  support?: 'full' | 'partial' | 'none';
  /** A shape of card the engine can't cast yet (a split card's half, 709.3): why, and the rule. */
  uncastable?: { reason: string; rule: string };
  /**
   * A double-faced or flip card (712, 710): each face as its own definition, the front first. A
   * permanent shows the face that is up (its object's `card` is that face's name); in every other
   * zone a card has its front face up (712.8a), named here by each face's `front`.
   */
  faces?: CardDef[];
  front?: string;
  /** A nonmodal double-faced card (712.2), which can transform (701.27a, 712.9); a flip, meld or modal double-faced card can't. */
  transforms?: true;
  /**
   * The halves of a split card (709.3) or an adventurer's Adventure (715.2): each the
   * characteristics a spell cast as it has, alone, on the stack (709.3b, 715.3b). Its `front`
   * names the card, which has them again as it leaves the stack (709.4, 715.4).
   */
  halves?: CardDef[];
  /** A card defined by the user or a document rather than the database (SCENARIO.md, `cards`):
   * its source text, so an export carries it. */
  custom?: CustomCard;
};

/** A custom card as SCENARIO.md's `cards` writes it. */
export type CustomCard = {
  name: string;
  typeLine: string;
  manaCost?: string;
  oracle?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** 204: a color indicator's colors as words ("Green Red"), as the database writes them. */
  colorIndicator?: string;
  layout?: string;
  faces?: (Omit<CustomCard, 'faces' | 'layout'> & { colorIndicator?: string })[];
};
