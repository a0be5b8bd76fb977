// Stage 3's entry: one piece of split text into one ability node, by the form the rules give it:
// `cost: effect` (602.1), `+N: effect` (606.4), "When/Whenever/At ..., effect" (603.1), a spell's
// text (113.3a), "Choose one —" and its bullets (700.2), otherwise static text (604).
import type { Piece } from '../split';
import type { AbilityNode, ModeNode, StaticContinuousNode } from '../tree';
import { readCost } from './cost';
import { protectionQualities, type KeywordRead } from './keyword';
import { readSentences } from './effect';
import { ANY_PLAYER, RESTRICTION_START, restriction } from './restriction';
import { readTrigger, triggerEnd } from './trigger';
import { re, whole } from './primitives';
import { permanentNoun } from './target';
import type { TargetFilter } from '../../engine/state/card';
import { readStatic } from './static';
import { ABILITY_WORD } from './abilityWord';
import { withResultsTable } from './dice';
import { setQuotedAbilityReader } from './tokenAbility';

const LOYALTY = re(/[+-]?(?:\d+|X):/);
const TRIGGER_WORD = re(/(?:When|Whenever|At) /);
const CHOOSE = re(/Choose (one|two|three|one or more|one or both|any number) —$/);
const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, 'one or both': 2 };
/** 700.2d: "Choose three. You may choose the same mode more than once." (the Confluences). */
const CHOOSE_REPEAT = re(/Choose (two|three|four)\. You may choose the same mode more than once\.$/);
/** "Choose one or both —", "Choose one or more —": at least one mode (700.2). */
const AT_LEAST: Record<string, number> = { 'one or both': 1, 'one or more': 1 };
/** How many modes the header lets be chosen: "one or more" is up to all of its bullets (700.2). */
const countOf = (words: string, bullets: number): number | undefined => (words === 'one or more' ? bullets : COUNTS[words]);

const BOAST = 'Boast — ';

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


/**
 * `cost: effect`, its last sentence read as a restriction on activation when it is one (602.5);
 * an ability word before the cost is kept as words without rules meaning (207.2c).
 */
function activated(text: string, span: { start: number; end: number }, colon: number): AbilityNode {
  const word = ABILITY_WORD(text.slice(0, colon), span.start);
  // 702.142a: "Boast — [Cost]: [Effect]": a keyword that adds rules to the ability that follows it.
  const boast = !word && text.startsWith(BOAST, span.start);
  const start = word ? word.end : boast ? span.start + BOAST.length : span.start;
  const cost = readCost(text, start, colon);
  const sentences = readSentences(text, colon + 2, span.end);
  const abilityWord = word && { kind: 'abilityWord' as const, span: { start: span.start, end: word.end - 3 }, word: text.slice(span.start, word.end - 3) };
  const node: AbilityNode & { kind: 'activated' } = abilityWord ? { kind: 'activated', span, abilityWord, cost, sentences } : { kind: 'activated', span, cost, sentences, ...(boast ? { boast: true as const } : {}) };
  const last = sentences[sentences.length - 1];
  if (sentences.length < 2 || !(text.startsWith(RESTRICTION_START, last.span.start) || text.startsWith(ANY_PLAYER, last.span.start))) return node;
  const read = whole(restriction, text, last.span.start, last.span.end);
  return { ...node, sentences: sentences.slice(0, -1), restriction: read ?? { kind: 'unmodelled', span: last.span, text: text.slice(last.span.start, last.span.end) } };
}

/**
 * 702.5a: what "Enchant [object or player]" allows: "player", "opponent", or permanents as a
 * targeting phrase names them ("creature", "creature you control", "land you control",
 * "artifact or creature"). Null for what isn't read ("creature card in a graveyard").
 */
function enchantFilter(text: string, at: number, end: number): TargetFilter | null {
  const words = text.slice(at, end);
  if (words === 'player') return { players: 'any' };
  if (words === 'opponent') return { players: 'opponent' };
  const p = whole(permanentNoun(false), text, at, end);
  return p && (p.quality ? { permanents: p.types, quality: p.quality } : { permanents: p.types });
}

/**
 * A keyword and its parameter: protection's qualities (702.16a); ward's cost, "Ward {2}" or
 * "Ward—Pay 3 life." (702.21a), read as a cost is; what an Aura may enchant (702.5a).
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
  // "Flashback—Sacrifice a creature.", "Buyback—Discard two cards.": a cost after the dash (702.34a, 702.27a).
  if ((keyword === 'flashback' || keyword === 'buyback' || keyword === 'escape') && /^—.+\.$/.test(parameter)) node.cost = readCost(text, at + 1, end - 1);
  const enchant = keyword === 'enchant' ? enchantFilter(text, at, end) : null;
  if (enchant) node.enchant = enchant;
  return node;
}

/** A static ability that grants an ability in quotation marks (613.1f): the quoted words read as an ability. */
function readQuotedAbilities<T extends AbilityNode | { kind: string }>(text: string, body: T): T {
  if (body.kind !== 'continuous') return body;
  const node = body as unknown as StaticContinuousNode;
  const parts = node.parts.map((p) => (p.kind === 'hasAbility' ? { ...p, ability: readAbility(text, { kind: 'paragraph', span: p.quote, bullets: [] }, false) } : p));
  return { ...node, parts } as unknown as T;
}

/**
 * "When ~ enters, choose one —" and its bullets: a triggered ability whose modes are chosen as it
 * is put on the stack (700.2, 603.3c); an ability word before it has no rules meaning (207.2c).
 */
function modalTrigger(text: string, span: { start: number; end: number }, bullets: { start: number; end: number }[]): AbilityNode | null {
  const word = ABILITY_WORD(text, span.start);
  const from = word && TRIGGER_WORD(text, word.end) ? word.end : span.start;
  if (!TRIGGER_WORD(text, from)) return null;
  const comma = triggerEnd(text, from, span.end);
  if (comma < 0 || text[comma + 1] !== ' ') return null;
  const choose = re(/choose (one|two|one or both) —$/)(text.slice(0, span.end), comma + 2);
  if (!choose || choose.end !== span.end) return null;
  const header = { kind: 'choose' as const, span: { start: comma + 2, end: span.end }, count: COUNTS[choose.value[1]], ...(AT_LEAST[choose.value[1]] ? { min: AT_LEAST[choose.value[1]] } : {}), text: text.slice(comma + 2, span.end) };
  const node: AbilityNode & { kind: 'triggered' } = {
    kind: 'triggered',
    span: { start: span.start, end: bullets[bullets.length - 1].end },
    trigger: readTrigger(text, from, comma),
    sentences: [],
    modal: { header, modes: modes(text, bullets) },
  };
  return from === span.start ? node : { ...node, abilityWord: { kind: 'abilityWord', span: { start: span.start, end: from - 3 }, word: text.slice(span.start, from - 3) } };
}

// 113.1a: a token's quoted ability ("It has "..."") is read as any ability (tokenAbility.ts).
setQuotedAbilityReader((text, quote) => readAbility(text, { kind: 'paragraph', span: quote, bullets: [] }, false));

export function readAbility(text: string, piece: Piece, isSpell: boolean): AbilityNode {
  if (piece.kind === 'keyword') return keyword(text, piece.read);
  // 706.3b: a results table is part of the ability that rolls the die.
  if (piece.rows?.length) return withResultsTable(text, readAbility(text, { ...piece, rows: [] }, isSpell), piece.rows);
  const { span, bullets } = piece;
  if (bullets.length > 0) {
    const triggered = modalTrigger(text, span, bullets);
    if (triggered) return triggered;
    const repeat = CHOOSE_REPEAT(text.slice(0, span.end), span.start);
    const choose = repeat ?? CHOOSE(text.slice(0, span.end), span.start);
    const header =
      choose && choose.end === span.end && countOf(choose.value[1], bullets.length) !== undefined && isSpell
        ? { kind: 'choose' as const, span, count: countOf(choose.value[1], bullets.length)!, ...(AT_LEAST[choose.value[1]] ? { min: AT_LEAST[choose.value[1]] } : {}), ...(repeat ? { repeat: true as const } : {}), text: text.slice(span.start, span.end) }
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
  const body = readQuotedAbilities(text, readStatic(text, span.start, span.end));
  // "Strive — This spell costs {2}{U} more to cast for each target beyond the first.": an ability
  // word before a static ability or a cost of casting has no rules meaning (207.2c).
  const afterWord = body.kind === 'unmodelled' && word && word.end < span.end ? readQuotedAbilities(text, readStatic(text, word.end, span.end)) : null;
  if (afterWord && afterWord.kind !== 'unmodelled') return { kind: 'static', span, body: afterWord, abilityWord: { kind: 'abilityWord', span: { start: span.start, end: word!.end - 3 }, word: text.slice(span.start, word!.end - 3) } };
  if (isSpell && body.kind === 'unmodelled') {
    // "Domain — Target creature gets ...": an ability word before a spell's text has no rules meaning (207.2c).
    const after = word && word.end < span.end ? readSentences(text, word.end, span.end) : null;
    if (word && after && after.every((s) => s.effect.kind !== 'unmodelled')) return { kind: 'spell', span, sentences: after, abilityWord: { kind: 'abilityWord', span: { start: span.start, end: word.end - 3 }, word: text.slice(span.start, word.end - 3) } };
    return { kind: 'spell', span, sentences: readSentences(text, span.start, span.end) };
  }
  return { kind: 'static', span, body };
}
