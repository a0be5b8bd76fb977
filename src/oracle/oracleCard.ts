// A card as the database's source gives it (../shared/cards/README.md): its Oracle
// characteristics as printed text, before anything reads them. Plain JSON.

/** What a card and each of its faces print alike. */
type Printed = {
  name: string;
  manaCost?: string;
  typeLine: string;
  oracleText?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
};

export type OracleFace = Printed & {
  /** The color indicator's colors as words, as the source writes them: "Blue", "Green Red" (204). */
  colorIndicator?: string;
};

export type OracleCard = Printed & {
  /** The Oracle name; the faces' names joined with " // " for a card with several faces.
   * `oracleText`: paragraphs separated by "\n"; for several faces, the faces' texts joined by "\n//\n". */
  name: string;
  /** WUBRG letters; absent for colorless. */
  colors?: string[];
  layout: 'normal' | 'split' | 'adventure' | 'transform_flip_or_meld' | 'modal_dfc_or_split';
  faces?: OracleFace[];
  /** Printed only in Un-sets and other non-tournament products. */
  funny?: boolean;
};
