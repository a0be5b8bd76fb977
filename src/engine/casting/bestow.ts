// Bestow (702.103): "Bestow [cost]" means "As you cast this spell, you may choose to cast it
// bestowed. If you do, you pay [cost] rather than its mana cost." (702.103a, an alternative cost,
// 118.9). As a spell cast bestowed is put onto the stack it becomes an Aura enchantment and gains
// enchant creature (702.103b), until it ceases to be bestowed: as it resolves with an illegal
// target (702.103e; it resolves as a creature spell), or as the Aura becomes unattached or is
// attached illegally (702.103f; it stays on the battlefield, an exception to 704.5m).
//
// The object carries `bestowed` (state.ts), and its characteristics are changed before every other
// effect, in layers 4 and 6 (613.1d, 613.1f): the effect began as the spell was cast, earlier than
// anything that could apply to the spell or the permanent it becomes (a limit: an older effect that
// makes enchantments creatures would apply after it here too).
import type { AbilityDef, CardDef } from '../state/card';
import type { Characteristics } from '../state/layers';

/** 702.103b: "enchant creature", what the bestowed Aura spell targets and the Aura may enchant (702.5a). */
const ENCHANT_CREATURE: AbilityDef = { kind: 'keyword', keyword: 'enchant', text: 'Enchant creature', enchant: { permanents: ['Creature'] } };

type Values = Readonly<Omit<Characteristics, 'controller'>>;

/**
 * 702.103b: an Aura enchantment with enchant creature: no longer a creature, so without its
 * creature types (205.3d); its other abilities stay ("Enchanted creature gets +4/+2").
 */
export function bestowedValues<V extends Values>(v: V): V {
  return { ...v, types: v.types.filter((t) => t !== 'Creature'), subtypes: ['Aura'], abilities: [ENCHANT_CREATURE, ...v.abilities] };
}

/** 702.103d: only the characteristics as bestow modifies them are evaluated to cast it: its target is the creature it will enchant. */
export function bestowedSpell(def: CardDef): CardDef {
  return { ...def, types: def.types.filter((t) => t !== 'Creature'), subtypes: ['Aura'], abilities: [ENCHANT_CREATURE, ...def.abilities] };
}
