// Awaken (702.113a): an alternative cost (118.9), and a spell ability that functions only if it was
// paid: "put N +1/+1 counters on target land you control. That land becomes a 0/0 Elemental
// creature with haste. It's still a land." 702.113b: the land is chosen as a target only if the
// awaken cost is paid; otherwise the spell is cast as if it didn't have that target. The compiler
// gives the awaken cost the spell ability with that text after the card's own (oracle/awaken.ts),
// so a spell cast for it has one more target, chosen last, and does that after its own effects.
import type { CardDef } from '../state/card';
import { RulesError } from '../errors';

/** The card as a spell cast for its awaken cost: its spell ability with the awaken ability's text after it. */
export function awakenedSpell(def: CardDef): CardDef {
  const alt = def.abilities.find((a) => a.kind === 'cost' && a.alternative?.kind === 'awaken');
  const spell = alt?.kind === 'cost' && alt.alternative?.kind === 'awaken' ? alt.alternative.spell : undefined;
  if (!spell) throw new RulesError(`${def.name}'s awaken ability isn't modelled, so it can't be cast for its awaken cost`, '702.113a');
  return { ...def, abilities: def.abilities.map((a) => (a.kind === 'spell' ? spell : a)) };
}
