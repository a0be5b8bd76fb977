// Activation costs (602.1a, 118): the part of `cost: effect` before the colon, its parts separated
// by commas. A part the grammar can't read keeps its words as an unmodelled part.
import type { CardType } from '../../engine/state/card';
import type { CostNode, CostPart } from '../tree';
import { SELF } from '../normalize';
import { manaSymbols } from './mana';
import { alt, lit, map, re, type Parser } from './primitives';

const NUMBER: Record<string, number> = { a: 1, an: 1, another: 1, two: 2, three: 3, four: 4, five: 5 };
const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
const PERMANENT_WORDS = 'creature|artifact|enchantment|land|planeswalker|permanent';

/** "Discard a card", "Discard two cards", "Discard a creature card", "Discard a card at random" (701.9a). */
const discard = map(re(/Discard (a|an|two|three|four|five) (?:(creature|artifact|enchantment|land|instant|sorcery) )?(cards?)( at random)?$/), (m, span): CostPart | null => {
  const count = NUMBER[m[1]];
  if ((count > 1) !== (m[3] === 'cards')) return null;
  if (m[4] && m[2]) return null; // "a creature card at random": not a form any card prints
  const part: CostPart = m[2] ? { kind: 'discard', span, count, cardType: TYPES[m[2]] } : { kind: 'discard', span, count };
  return m[4] ? { ...part, atRandom: true } : part;
});

/**
 * "Sacrifice a creature", "Sacrifice another creature", "Sacrifice two lands", "Sacrifice an
 * artifact or creature", "Sacrifice a Goblin" (701.21a). A subtype only in the singular: plurals of
 * subtypes aren't regular ("Elves").
 */
const sacrifice = map(
  re(new RegExp(`Sacrifice (a|an|another|two|three|four|five) (?:(${PERMANENT_WORDS})(?: or (${PERMANENT_WORDS}))?(s?)|([A-Z][a-z]+))$`)),
  (m, span): CostPart | null => {
    const count = NUMBER[m[1]];
    if (m[5] ? count > 1 : (count > 1) !== (m[4] === 's')) return null; // "a creature", "two creatures": the noun's number agrees
    if (m[3] && (count > 1 || m[2] === 'permanent' || m[3] === 'permanent' || m[2] === m[3])) return null;
    const node: CostPart = { kind: 'sacrifice', span, count, another: m[1] === 'another' };
    if (m[2] && m[2] !== 'permanent') node.cardTypes = m[3] ? [TYPES[m[2]], TYPES[m[3]]] : [TYPES[m[2]]];
    if (m[5]) node.subtype = m[5];
    return node;
  },
);

/**
 * "Tap an untapped creature you control", "Tap two untapped Wizards you control": a plural subtype
 * only when it adds an "s" ("Wizards", not "Elves" or "Allies").
 */
const tapUntapped = map(
  re(/Tap (an|two|three|four|five) untapped (?:(creature|artifact|land)(s?)|([A-Z][a-z]+?)(s?)) you control$/),
  (m, span): CostPart | null => {
    const count = NUMBER[m[1]];
    const plural = m[2] ? m[3] === 's' : m[5] === 's';
    if (plural !== count > 1 || (m[4] && /(?:ie|ve)$/.test(m[4]))) return null;
    return m[2] ? { kind: 'tapUntapped', span, count, cardTypes: [TYPES[m[2]]] } : { kind: 'tapUntapped', span, count, subtype: m[4] };
  },
);

const COUNT: Record<string, number> = { ...NUMBER, one: 1, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * "Remove a +1/+1 counter from ~", "Remove three spore counters from ~" (122.1); "Remove three
 * quest counters from ~ and sacrifice it": two costs in one part, the counters removed first
 * (601.2h lets the player pay in any order; the sacrifice would take the counters with it).
 */
const removeCounters = map(
  re(new RegExp(`Remove (a|an|one|two|three|four|five|six|seven|eight|nine|ten|X) ([+-]\\d+/[+-]\\d+|[a-z]+) (counters?) from ${SELF}( and sacrifice it)?$`)),
  (m, span): CostPart | null => {
    // "Remove X +1/+1 counters from ~": X is announced as the ability is activated (107.3a, 601.2b).
    const count = m[1] === 'X' ? 'X' : COUNT[m[1]];
    if ((count === 'X' || count > 1) !== (m[3] === 'counters')) return null;
    return m[4] ? { kind: 'removeCounters', span, counter: m[2], count, andSacrifice: true } : { kind: 'removeCounters', span, counter: m[2], count };
  },
);

/** "Put a -1/-1 counter on ~" (Devoted Druid), "Put a +1/+1 counter on ~": counters put on the source as a cost (122.6, 601.2h). */
const putCounters = map(
  re(new RegExp(`Put (a|an|one|two|three) ([+-]\\d+/[+-]\\d+|[a-z]+) (counters?) on ${SELF}$`)),
  (m, span): CostPart | null => {
    const count = COUNT[m[1]];
    if ((count > 1) !== (m[3] === 'counters')) return null;
    return { kind: 'putCounters', span, counter: m[2], count };
  },
);

/** "Exile a creature card from your graveyard", "Exile two cards from your graveyard", "Exile three other cards from your graveyard" (escape, 702.138a). */
const exileFromGraveyard = map(
  re(/Exile (a|an|two|three|four|five) (other )?(?:(creature|artifact|enchantment|land|instant|sorcery) )?(cards?) from your graveyard$/),
  (m, span): CostPart | null => {
    const count = NUMBER[m[1]];
    if ((count > 1) !== (m[4] === 'cards')) return null;
    const part: CostPart = m[3] ? { kind: 'exileFromGraveyard', span, count, cardType: TYPES[m[3]] } : { kind: 'exileFromGraveyard', span, count };
    return m[2] ? { ...part, other: true } : part;
  },
);

/** A parser whose reading may still turn out not to be a cost part (null). */
const present =
  (p: Parser<CostPart | null>): Parser<CostPart> =>
  (text, at) => {
    const r = p(text, at);
    return r && r.value ? { value: r.value, end: r.end } : null;
  };

const part: Parser<CostPart> = alt<CostPart>(
  map(lit('{T}'), (_, span) => ({ kind: 'tap', span })), // 107.5
  map(lit('{Q}'), (_, span) => ({ kind: 'untap', span })), // 107.6
  map(lit(`Sacrifice ${SELF}`), (_, span) => ({ kind: 'sacrificeSelf', span })), // 601.2h
  map(lit(`Discard ${SELF}`), (_, span) => ({ kind: 'discardSelf', span })), // 702.29a, 113.6m
  map(lit(`Exert ${SELF}`), (_, span) => ({ kind: 'exertSelf', span })), // 701.43a
  map(lit(`Return ${SELF} to its owner's hand`), (_, span) => ({ kind: 'returnSelf', span })), // 601.2h
  // "Return a land you control to its owner's hand", "Return a Forest you control ...": one permanent, chosen (601.2h).
  map(re(/Return an? (creature|artifact|enchantment|land|(Plains|Island|Swamp|Mountain|Forest)) you control to its owner's hand$/), (m, span): CostPart => (m[2] ? { kind: 'returnPermanent', span, subtype: m[2] } : { kind: 'returnPermanent', span, cardTypes: [TYPES[m[1]]] })),
  map(lit(`Exile ${SELF} from your hand`), (_, span) => ({ kind: 'exileSelf', span, from: 'hand' })), // 113.6m
  map(lit(`Exile ${SELF} from your graveyard`), (_, span) => ({ kind: 'exileSelf', span, from: 'graveyard' })),
  map(re(new RegExp(`Exile ${SELF}$`)), (_, span) => ({ kind: 'exileSelf', span, from: 'battlefield' })),
  present(removeCounters),
  present(putCounters),
  present(exileFromGraveyard),
  present(discard),
  present(sacrifice),
  present(tapUntapped),
  map(re(/Pay (\d+) life/), (m, span) => ({ kind: 'payLife', span, amount: Number(m[1]) })), // 119.4
  map(re(/Pay ((?:\{E\})+)/), (m, span) => ({ kind: 'payEnergy', span, amount: m[1].length / 3 })), // 107.14
  map(manaSymbols, (symbols, span) => ({ kind: 'mana', span, symbols })),
);

/** The cost `text[start, end)`: each comma-separated part read, or kept as its words. */
export function readCost(text: string, start: number, end: number): CostNode {
  const parts: CostPart[] = [];
  let at = start;
  while (at < end) {
    const comma = text.indexOf(', ', at);
    const partEnd = comma < 0 || comma >= end ? end : comma;
    const r = part(text.slice(0, partEnd), at);
    parts.push(r && r.end === partEnd ? r.value : { kind: 'unmodelled', span: { start: at, end: partEnd }, text: text.slice(at, partEnd) });
    at = partEnd === end ? end : partEnd + 2;
  }
  return { kind: 'cost', span: { start, end }, parts };
}
