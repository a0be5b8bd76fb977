// A type line read into supertypes, card types and subtypes (205), each word looked up in the CR's
// lists (typeWords.ts). Words the CR doesn't know (Un-sets' "Summon", types retired since the
// source was written) are kept apart, not guessed at.
import { CARD_TYPES, OBSOLETE_CARD_TYPES, SUBTYPES_OF, SUPERTYPES, type AnyCardType, type AnySupertype } from './typeWords';

export type TypeLine = {
  supertypes: AnySupertype[];
  types: AnyCardType[];
  /** As printed, in order, known to the CR or not. */
  subtypes: string[];
  /** Words before the dash that are neither a supertype nor a card type (205.2a, 205.4a). */
  unknownWords: string[];
  /** Subtypes that are none of the CR's subtypes of this card's types (205.3c). */
  unknownSubtypes: string[];
};

const isCardType = (w: string): w is AnyCardType => (CARD_TYPES as readonly string[]).includes(w);
const isSupertype = (w: string): w is AnySupertype => (SUPERTYPES as readonly string[]).includes(w);

// Sets built once: a type line is read for every card of the database.
const SUBTYPE_SETS = new Map(CARD_TYPES.map((t) => [t, new Set(SUBTYPES_OF[t] ?? [])]));
const TWO_WORD = new Map(CARD_TYPES.map((t) => [t, (SUBTYPES_OF[t] ?? []).filter((s) => s.includes(' '))]));
const knownFor = (types: readonly AnyCardType[], subtype: string) => types.some((t) => SUBTYPE_SETS.get(t)!.has(subtype));

/** 205.3b: each word after the dash is a subtype, except that a creature type may be two words
 * (Time Lord) and a plane's subtype is all the words together. */
function splitSubtypes(text: string, types: readonly AnyCardType[]): string[] {
  if (text === '') return [];
  if (types.includes('Plane')) return [text];
  const words = text.split(/\s+/);
  const twoWord = types.flatMap((t) => TWO_WORD.get(t)!);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (i + 1 < words.length && twoWord.includes(pair)) out.push(pair), i++;
    else out.push(words[i]);
  }
  return out;
}

export function parseTypeLine(line: string): TypeLine {
  const dash = line.indexOf('—');
  const left = (dash < 0 ? line : line.slice(0, dash)).trim();
  const right = dash < 0 ? '' : line.slice(dash + 1).trim();
  const t: TypeLine = { supertypes: [], types: [], subtypes: [], unknownWords: [], unknownSubtypes: [] };
  for (const word of left.split(/\s+/).filter(Boolean)) {
    const type = OBSOLETE_CARD_TYPES[word] ?? word;
    if (isSupertype(type)) t.supertypes.push(type);
    else if (isCardType(type)) t.types.push(type);
    else t.unknownWords.push(word);
  }
  t.subtypes = splitSubtypes(right, t.types);
  t.unknownSubtypes = t.subtypes.filter((s) => !knownFor(t.types, s));
  return t;
}
