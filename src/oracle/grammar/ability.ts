// Stage 3's entry: one piece of split text into one ability node, by the form the rules give it:
// `cost: effect` (602.1), `+N: effect` (606.4), "When/Whenever/At ..., effect" (603.1), a spell's
// text (113.3a), "Choose one —" and its bullets (700.2), otherwise static text (604).
import type { Piece } from '../split';
import type { AbilityNode, ModeNode } from '../tree';
import { readCost } from './cost';
import { protectionQualities, type KeywordRead } from './keyword';
import { readSentences } from './effect';
import { RESTRICTION_START, restriction } from './restriction';
import { readTrigger, triggerEnd } from './trigger';
import { re, whole } from './primitives';
import { readStatic } from './static';

const LOYALTY = re(/[+-]?(?:\d+|X):/);
const TRIGGER_WORD = re(/(?:When|Whenever|At) /);
const CHOOSE = re(/Choose (one|two|three|one or more|one or both|any number) —$/);
const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, 'one or both': 2 };
/** "Choose one or both —": at least one mode (700.2). */
const AT_LEAST: Record<string, number> = { 'one or both': 1 };

/** Where a `cost: effect` line's colon is: before any quote or sentence end. */
function costColon(text: string, start: number, end: number): number {
  for (let i = start; i < end; i++) {
    const c = text[i];
    if (c === '"' || c === '.') return -1;
    if (c === ':' && text[i + 1] === ' ') return i;
  }
  return -1;
}

function modes(text: string, bullets: { start: number; end: number }[]): ModeNode[] {
  return bullets.map((span) => ({ kind: 'mode', span, sentences: readSentences(text, span.start, span.end) }));
}

/** 207.2c: the ability words, which have no rules meaning ("Channel — {1}{G}, Discard ~: ..."). */
const ABILITY_WORDS = [
  'Adamant', 'Addendum', 'Alliance', 'Battalion', 'Bloodrush', 'Celebration', 'Channel', 'Chroma', 'Cohort', 'Constellation', 'Converge',
  "Council's dilemma", 'Coven', 'Delirium', 'Descend 4', 'Descend 8', 'Disappear', 'Domain', 'Eerie', 'Eminence', 'Enrage', 'Fateful hour',
  'Fathomless descent', 'Ferocious', 'Flurry', 'Formidable', 'Grandeur', 'Hellbent', 'Heroic', 'Imprint', 'Infusion', 'Inspired', 'Join forces',
  'Kinship', 'Landfall', 'Lieutenant', 'Magecraft', 'Metalcraft', 'Morbid', 'Opus', 'Pack tactics', 'Paradox', 'Parley', 'Radiance', 'Raid',
  'Rally', 'Renew', 'Repartee', 'Revolt', 'Secret council', 'Spell mastery', 'Strive', 'Survival', 'Sweep', 'Tempting offer', 'Threshold',
  'Undergrowth', 'Valiant', 'Vivid', 'Void', 'Will of the council',
];
const ABILITY_WORD = re(new RegExp(`(?:${ABILITY_WORDS.join('|')}) — `));

/**
 * `cost: effect`, its last sentence read as a restriction on activation when it is one (602.5);
 * an ability word before the cost is kept as words without rules meaning (207.2c).
 */
function activated(text: string, span: { start: number; end: number }, colon: number): AbilityNode {
  const word = ABILITY_WORD(text.slice(0, colon), span.start);
  const start = word ? word.end : span.start;
  const cost = readCost(text, start, colon);
  const sentences = readSentences(text, colon + 2, span.end);
  const abilityWord = word && { kind: 'abilityWord' as const, span: { start: span.start, end: word.end - 3 }, word: text.slice(span.start, word.end - 3) };
  const node: AbilityNode & { kind: 'activated' } = abilityWord ? { kind: 'activated', span, abilityWord, cost, sentences } : { kind: 'activated', span, cost, sentences };
  const last = sentences[sentences.length - 1];
  if (sentences.length < 2 || !text.startsWith(RESTRICTION_START, last.span.start)) return node;
  const read = whole(restriction, text, last.span.start, last.span.end);
  return { ...node, sentences: sentences.slice(0, -1), restriction: read ?? { kind: 'unmodelled', span: last.span, text: text.slice(last.span.start, last.span.end) } };
}

/**
 * A keyword and its parameter: protection's qualities (702.16a); ward's cost, "Ward {2}" or
 * "Ward—Pay 3 life." (702.21a), read as a cost is.
 */
function keyword(text: string, read: KeywordRead): AbilityNode {
  const { keyword, parameter, start, end } = read;
  const span = { start, end };
  if (parameter === undefined) return { kind: 'keyword', span, keyword };
  const node: AbilityNode & { kind: 'keyword' } = { kind: 'keyword', span, keyword, parameter };
  const at = end - parameter.length;
  const protection = keyword === 'protection' ? protectionQualities(parameter) : null;
  if (protection) node.protection = protection;
  if (keyword === 'ward' && /^(?:\{[^}]+\})+$/.test(parameter)) node.ward = readCost(text, at, end);
  if (keyword === 'ward' && /^—.+\.$/.test(parameter)) node.ward = readCost(text, at + 1, end - 1);
  return node;
}

export function readAbility(text: string, piece: Piece, isSpell: boolean): AbilityNode {
  if (piece.kind === 'keyword') return keyword(text, piece.read);
  const { span, bullets } = piece;
  if (bullets.length > 0) {
    const choose = CHOOSE(text.slice(0, span.end), span.start);
    const header =
      choose && choose.end === span.end && COUNTS[choose.value[1]] !== undefined && isSpell
        ? { kind: 'choose' as const, span, count: COUNTS[choose.value[1]], ...(AT_LEAST[choose.value[1]] ? { min: AT_LEAST[choose.value[1]] } : {}), text: text.slice(span.start, span.end) }
        : { kind: 'unmodelled' as const, span, text: text.slice(span.start, span.end) };
    const whole = { start: span.start, end: bullets[bullets.length - 1].end };
    return { kind: 'modal', span: whole, header, modes: modes(text, bullets) };
  }
  const loyalty = LOYALTY(text, span.start);
  if (loyalty && text[loyalty.end] === ' ') {
    return { kind: 'loyalty', span, loyalty: loyalty.value[0].slice(0, -1), sentences: readSentences(text, loyalty.end + 1, span.end) };
  }
  // An ability word before a trigger is words without rules meaning (207.2c): "Landfall — Whenever ...".
  const word = ABILITY_WORD(text, span.start);
  const from = word && TRIGGER_WORD(text, word.end) ? word.end : span.start;
  if (TRIGGER_WORD(text, from)) {
    const comma = triggerEnd(text, from, span.end);
    if (comma > 0 && text[comma + 1] === ' ') {
      const node: AbilityNode & { kind: 'triggered' } = { kind: 'triggered', span, trigger: readTrigger(text, from, comma), sentences: readSentences(text, comma + 2, span.end) };
      return from === span.start ? node : { ...node, abilityWord: { kind: 'abilityWord', span: { start: span.start, end: from - 3 }, word: text.slice(span.start, from - 3) } };
    }
  }
  const colon = costColon(text, span.start, span.end);
  if (colon > 0) return activated(text, span, colon);
  // A paragraph stating a cost of casting the card (118.8, 118.9) is no part of the spell's effect.
  const body = readStatic(text, span.start, span.end);
  if (isSpell && body.kind === 'unmodelled') return { kind: 'spell', span, sentences: readSentences(text, span.start, span.end) };
  return { kind: 'static', span, body };
}
