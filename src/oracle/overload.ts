// Overload (702.96a): "Overload [cost]" means "You may choose to pay [cost] rather than pay this
// spell's mana cost" and "If you chose to pay this spell's overload cost, change its text by
// replacing all instances of the word 'target' with the word 'each.'" (702.96b). The keyword is
// lowered by lowerCasting.ts without its text; here, once the spell's own text is read, the text
// with "each" is read by the same grammar and carried by the alternative cost. If it isn't read,
// or still targets, the keyword stays unmodelled.
import type { AbilityDef } from '../engine/state/card';
import type { AbilityNode } from './tree';
import { readAbility } from './grammar/ability';

type Def = AbilityDef | null;

/** "target creature" → "each creature", "Target player" → "Each player" (702.96b: the word only). */
function overloadedText(text: string): string {
  return text.replace(/\b([Tt])arget\b/g, (_, t: string) => (t === 'T' ? 'Each' : 'each'));
}

/**
 * The definitions, with each overload cost given the spell it casts (`alternative.spell`), or made
 * null when its overloaded text isn't read. `text`: the face's normalized text the nodes span.
 */
export function withOverload(nodes: AbilityNode[], defs: Def[], text: string, lower: (node: AbilityNode, text: string) => Def): Def[] {
  const at = defs.findIndex((d) => d?.kind === 'cost' && d.alternative?.kind === 'overload');
  if (at < 0) return defs;
  const spells = nodes.filter((n) => n.kind === 'spell');
  const spell = spells.length === 1 ? spells[0] : undefined;
  let overloaded: Def = null;
  if (spell) {
    const words = overloadedText(text.slice(spell.span.start, spell.span.end));
    const node = readAbility(words, { kind: 'paragraph', span: { start: 0, end: words.length }, bullets: [] }, true);
    overloaded = lower(node, words);
  }
  const own = defs.find((d) => d?.kind === 'spell');
  const read = overloaded?.kind === 'spell' && !overloaded.targets?.length && !overloaded.modes ? { ...overloaded, text: own ? overloadedText(own.text) : overloaded.text } : null;
  return defs.map((d, i) => {
    if (i !== at || d?.kind !== 'cost' || d.alternative?.kind !== 'overload') return d;
    return read ? { ...d, alternative: { ...d.alternative, spell: read } } : null;
  });
}
