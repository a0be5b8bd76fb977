// "Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this creature: Add {C}.""
// (111.4: the effect that creates a token sets its characteristics, abilities included; 113.1a: an
// ability in quotation marks is the ability the object has). The quoted words are read as an
// ability by ability.ts, which registers its reader here (ability.ts imports the sentence grammar,
// so this file can't import it back).
import { SELF } from '../normalize';
import type { AbilityNode, Span, TokenHasNode } from '../tree';
import type { Parser } from './primitives';

let readQuoted: ((text: string, quote: Span) => AbilityNode) | null = null;

/** ability.ts's reader of a quoted ability, set as it loads. */
export function setQuotedAbilityReader(read: (text: string, quote: Span) => AbilityNode): void {
  readQuoted = read;
}

const HAS = /(It has|They have) "([^"]+)"/y;

export const tokenHas: Parser<TokenHasNode> = (text, at) => {
  HAS.lastIndex = at;
  const m = HAS.exec(text);
  if (!m) return null;
  const end = at + m[0].length;
  const quote = { start: at + m[1].length + 2, end: end - 1 };
  const node: TokenHasNode = { kind: 'tokenHas', span: { start: at, end }, quote, selfCount: m[2].split(SELF).length - 1, plural: m[1] === 'They have' };
  if (readQuoted) node.ability = readQuoted(text, quote);
  return { value: node, end };
};
