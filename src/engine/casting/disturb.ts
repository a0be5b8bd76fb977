// Casting a double-faced card transformed (712.11a): disturb (702.146a), "You may cast this card
// transformed from your graveyard by paying [cost] rather than its mana cost." Only the back face
// is evaluated to see if it can be cast and is put onto the stack (712.11c), but the front face's
// ability that allows it is considered too (712.11d): the alternative cost is the front's. The
// spell enters the battlefield with its back face up (702.146b): the object keeps its face as it
// moves from the stack to the battlefield (state/zones.ts).
import type { AlternativeCost, CardDef } from '../state/card';
import { RulesError } from '../errors';

/** The alternative costs (118.9) that cast a card transformed, with their rule. */
const TRANSFORMED: Partial<Record<AlternativeCost['kind'], string>> = { disturb: '702.146a' };

/** Whether casting for this alternative cost (`as`) casts the card with its back face up (712.11a). */
export function castsTransformed(as: string | undefined): boolean {
  return as !== undefined && as in TRANSFORMED;
}

/** The back face cast for such a cost (712.11c); a card that isn't double-faced can't be cast so. */
export function transformedFace(card: CardDef): CardDef {
  const back = card.transforms ? card.faces?.[1] : undefined;
  if (!back) throw new RulesError(`${card.name} isn't a double-faced card: it can't be cast transformed`, '712.11a');
  return back;
}

/** The rule of the alternative cost that cast a spell transformed, for the log. */
export function transformedRule(as: string): string {
  return TRANSFORMED[as as AlternativeCost['kind']] ?? '712.11a';
}
