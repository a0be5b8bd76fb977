// Awaken (702.113a): "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's mana
// cost as you cast this spell" and "If this spell's awaken cost was paid, put N +1/+1 counters on
// target land you control. That land becomes a 0/0 Elemental creature with haste. It's still a
// land." The keyword is lowered by lowerCasting.ts without its spell; here, once the card's spell
// text is read, that text followed by the awaken ability's is read by the same grammar, and the
// alternative cost carries it (its targets: the spell's, then the land, 702.113b). If it isn't read,
// the keyword stays unmodelled.
import type { AbilityDef } from '../engine/state/card';
import type { AbilityNode } from './tree';
import { readAbility } from './grammar/ability';

type Def = AbilityDef | null;

const WORDS = ['zero', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The awaken ability's text as the grammar reads a card's ("That land" is "It", the target just named). */
export function awakenText(n: number): string {
  return `Put ${WORDS[n] ?? n} +1/+1 counter${n === 1 ? '' : 's'} on target land you control. It becomes a 0/0 Elemental creature with haste. It's still a land.`;
}

/** The definitions, with each awaken cost given the spell it casts, or made null when that spell isn't read. */
export function withAwaken(nodes: AbilityNode[], defs: Def[], text: string, lower: (node: AbilityNode, text: string) => Def): Def[] {
  const at = defs.findIndex((d) => d?.kind === 'cost' && d.alternative?.kind === 'awaken');
  if (at < 0) return defs;
  const alt = defs[at];
  if (alt?.kind !== 'cost' || alt.alternative?.kind !== 'awaken') return defs;
  const awaken = alt.alternative;
  const spells = nodes.filter((n) => n.kind === 'spell');
  const own = defs.find((d) => d?.kind === 'spell');
  let read: Def = null;
  if (spells.length === 1 && own?.kind === 'spell' && !own.modes) {
    const words = `${text.slice(spells[0].span.start, spells[0].span.end)} ${awakenText(awaken.n)}`;
    const node = readAbility(words, { kind: 'paragraph', span: { start: 0, end: words.length }, bullets: [] }, true);
    read = lower(node, words);
  }
  // The land is the last target (702.113b): every target of the spell's own text comes first.
  const ownTargets = own?.kind === 'spell' ? (own.targets?.length ?? 0) : 0;
  const spell = read?.kind === 'spell' && !read.modes && (read.targets?.length ?? 0) === ownTargets + 1 ? { ...read, text: `${own!.text} ${awakenText(awaken.n)}` } : null;
  return defs.map((d, i) => (i !== at ? d : spell ? { ...alt, alternative: { ...awaken, spell } } : null));
}
