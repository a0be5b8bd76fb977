// Overload (702.96): a spell whose overload cost was paid has its text changed, "target" replaced
// by "each" (702.96b): it has no targets (115.10), and it does what that text says. The compiler
// gives the overload cost the spell ability that text is (oracle/overload.ts).
import type { CardDef } from '../state/card';
import { RulesError } from '../errors';

/** The card as a spell cast for its overload cost: its spell ability the overloaded one (702.96b). */
export function overloadedSpell(def: CardDef): CardDef {
  const alt = def.abilities.find((a) => a.kind === 'cost' && a.alternative?.kind === 'overload');
  const spell = alt?.kind === 'cost' && alt.alternative?.kind === 'overload' ? alt.alternative.spell : undefined;
  if (!spell) throw new RulesError(`${def.name}'s overloaded text isn't modelled, so it can't be cast for its overload cost`, '702.96b');
  return { ...def, abilities: def.abilities.map((a) => (a.kind === 'spell' ? spell : a)) };
}
