// 306.5b outside the rules: a planeswalker put onto the battlefield by a position or an edit, with
// no loyalty counter given, gets its printed loyalty (SCENARIO.md, "Positions"), the one
// replacement effect an edit applies. A loyalty counter given (0 included) is kept as given.
import type { CardDef } from './card';

export function withPrintedLoyalty(card: CardDef, counters: Readonly<Record<string, number>> = {}): Record<string, number> {
  if (!card.types.includes('Planeswalker') || Object.hasOwn(counters, 'loyalty')) return { ...counters };
  const n = card.loyalty ?? 0; // a printed "X" is 0 off the stack (107.3m)
  return n > 0 ? { ...counters, loyalty: n } : { ...counters };
}
