// Effect clauses (608.2): a spell's or ability's text, sentence by sentence. Each sentence is one
// clause the grammar reads whole, or its exact words (SCENARIO.md: a resolution carries out its
// text sentence by sentence, and stops at one it doesn't model).
import { SELF } from '../normalize';
import type { CardType, Color } from '../../engine/state/card';
import type { EffectNode, RefNode, Sentence, TargetNode } from '../tree';
import { addMana, manaTypeSymbol } from './mana';
import { count, number, stat } from './quantity';
import { cardTarget, cardType, ref, target } from './target';
import { alt, capitalized, lit, map, opt, re, template, where, whole, wholeSentence, type Parser } from './primitives';

const cards = alt(lit('cards'), lit('card'));
const counterWord = alt(lit('counters'), lit('counter'));
/** A counter's kind (122.1): "+1/+1", "-1/-1", "loyalty", "charge". */
const counterKind = map(re(/[+-]\d+\/[+-]\d+|[a-z]+/), (m) => m[0]);

const self = lit(SELF);
/** A spell as a target: "target spell", "target instant or sorcery spell you control". */
const spellTarget = where(target, (t) => t.spells !== undefined);
/** Several targets for one amount (601.2d): "one or two targets", "any number of targets". */
const targets = where(target, (t) => t.max !== undefined || t.anyNumber === true);
const refTo = (...words: RefNode['word'][]) => where(ref, (r) => words.includes(r.word));
const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const color = map(re(/white|blue|black|red|green/), (m) => COLORS[m[0]]);
const INSTANT_OR_SORCERY: CardType[] = ['Instant', 'Sorcery'];

/** "a 1/1 colorless Thopter artifact creature token with flying": a colorless token, as the engine's tokens have no color of their own. */
const token = map(
  re(/(\d+)\/(\d+) colorless ((?:[A-Z][a-z]+ )+)(artifact creature|creature) tokens?(?: with (flying|haste))?/),
  (m) => ({
    power: Number(m[1]),
    toughness: Number(m[2]),
    subtypes: m[3].trim().split(' '),
    types: (m[4] === 'creature' ? ['Creature'] : ['Artifact', 'Creature']) as CardType[],
    keywords: m[5] ? [m[5]] : [],
  }),
);

const damage = (to: Parser<TargetNode | RefNode>) =>
  map(template`${self} deals ${number} damage to ${to}.`, ([, amount, t], span): EffectNode => ({ kind: 'damage', span, amount, to: t }));

/** Two clauses of one sentence, each its own span within it. */
const sequence = (span: { start: number; end: number }, parts: EffectNode[]): EffectNode => ({ kind: 'sequence', span, parts });

const clause: Parser<EffectNode> = alt<EffectNode>(
  addMana,
  // 120.1, 601.2d: damage divided among several targets, or split evenly (Fireball).
  map(template`${self} deals ${number} damage divided as you choose among ${targets}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to, divided: true })),
  map(template`${self} deals ${number} damage divided evenly, rounded down, among ${targets}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to, evenly: true })),
  map(template`${self} deals ${number} damage to ${target} and ${number} damage to ${target}.`, ([, a, t1, b, t2], span) =>
    sequence(span, [
      { kind: 'damage', span: { start: span.start, end: t1.span.end }, amount: a, to: t1 },
      { kind: 'damage', span: { start: b.span.start, end: span.end }, amount: b, to: t2 },
    ]),
  ),
  map(
    template`${self} deals ${number} damage to ${where(target, (t) => t.phrase === 'target player or planeswalker')} and each creature that player or that planeswalker's controller controls.`,
    ([, amount, to], span) => ({ kind: 'damage', span, amount, to, alsoCreaturesOf: true }),
  ),
  map(template`${self} deals damage equal to ${stat} to ${target}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to })),
  damage(refTo('the player', 'that player')),
  map(template`If ${self} was kicked, it deals ${number} damage instead.`, ([, amount], span) => ({ kind: 'kickedInstead', span, amount })), // 702.33d
  map(template`${alt(lit('You draw'), lit('Draw'))} cards equal to ${stat}.`, ([, c], span) => ({ kind: 'draw', span, count: c })),
  map(template`You gain life equal to ${stat}.`, ([amount], span) => ({ kind: 'gainLife', span, amount })),
  map(
    template`You gain ${number} life if ${manaTypeSymbol} was spent to cast ${self} and ${number} life if ${manaTypeSymbol} was spent to cast ${self}.`,
    ([a, m1, , b, m2], span) =>
      sequence(span, [
        { kind: 'gainLife', span: { start: span.start, end: a.span.end }, amount: a, ifSpent: m1 },
        { kind: 'gainLife', span: { start: b.span.start, end: span.end }, amount: b, ifSpent: m2 },
      ]),
  ),
  map(template`You gain ${number} life if ${manaTypeSymbol} was spent to cast ${self}.`, ([amount, spent], span) => ({ kind: 'gainLife', span, amount, ifSpent: spent })),
  map(template`Put ${count} ${cards} from your hand on top of your library in any order.`, ([c], span) => ({ kind: 'putBack', span, count: c })),
  map(lit('Tap all creatures your opponents control.'), (_, span) => ({ kind: 'tapAll', span, controller: 'opponents' })),
  map(template`Sacrifice ${self} unless you sacrifice ${re(/an? /)}${cardType}.`, ([, , type], span) => ({ kind: 'sacrificeUnless', span, type })),
  map(template`Return ${cardTarget} to the battlefield.`, ([what], span) => ({ kind: 'returnToBattlefield', span, what })),
  map(template`Create ${count} ${token}${opt(template` for each ${counterKind} counter on ${self}`)}.`, ([c, t, each], span) => ({
    kind: 'createToken',
    span,
    count: c,
    ...t,
    ...(each ? { forEachCounter: each[0] } : {}),
  })),
  // 707.10: a copy of a spell; 707.10c: new targets for it.
  map(template`Copy ${spellTarget}, except that the copy is ${color}.`, ([what, c], span) => ({ kind: 'copySpell', span, what, color: c })),
  map(template`Copy ${spellTarget}.`, ([what], span) => ({ kind: 'copySpell', span, what })),
  map(template`Copy ${refTo('that spell')}.`, ([what], span) => ({ kind: 'copySpell', span, what })),
  map(template`Copy ${refTo('it')} for each other instant and sorcery spell you've cast before it this turn.`, ([what], span) => ({
    kind: 'copySpell',
    span,
    what,
    forEachCastBefore: INSTANT_OR_SORCERY,
  })),
  map(re(/You may choose new targets for the cop(?:y|ies)\./), (_, span) => ({ kind: 'newTargets', span })),
  map(template`If ${self} was cast from a graveyard, copy that spell twice instead.`, (_, span) => ({ kind: 'castFromGraveyardInstead', span, times: 2 })),
  // Wildfire Devils (SCENARIO.md, "Randomness"; 707.12: a copy of a card, cast without paying its mana cost).
  map(lit('Choose a player at random.'), (_, span) => ({ kind: 'randomPlayer', span })),
  map(template`${refTo('that player')} exiles an instant or sorcery card from their graveyard.`, ([chooser], span) => ({ kind: 'exileFromGraveyard', span, chooser, types: INSTANT_OR_SORCERY })),
  map(template`Copy ${refTo('that card')}.`, ([what], span) => ({ kind: 'copyCard', span, what })),
  map(template`You may cast ${refTo('the copy')} without paying its mana cost.`, ([what], span) => ({ kind: 'castWithoutPaying', span, what })),
  map(template`${lit(SELF)} deals ${number} damage to ${target}.`, ([, amount, to], span) => ({ kind: 'damage', span, amount, to })), // 120.1
  map(template`Draw ${count} ${cards}.`, ([c], span) => ({ kind: 'draw', span, count: c })), // 121.1
  map(template`${target} draws ${count} ${cards}.`, ([who, c], span) => ({ kind: 'draw', span, count: c, who })),
  map(template`You gain ${number} life.`, ([amount], span) => ({ kind: 'gainLife', span, amount })), // 119.3
  map(template`${target} gains ${number} life.`, ([who, amount], span) => ({ kind: 'gainLife', span, amount, who })),
  map(template`Scry ${number}.`, ([c], span) => ({ kind: 'scry', span, count: c })), // 701.18a
  map(template`Counter ${target}.`, ([what], span) => ({ kind: 'counterSpell', span, what })), // 701.5a
  map(template`Return ${target} to its owner's hand.`, ([what], span) => ({ kind: 'bounce', span, what })),
  map(template`Tap ${target}.`, ([what], span) => ({ kind: 'tap', span, what })), // 701.21a
  map(template`Put ${count} ${counterKind} ${counterWord} on ${lit(SELF)}.`, ([amount, counter], span) => ({ kind: 'counters', span, counter, amount })), // 122.1
  map(template`Put ${count} ${counterKind} ${counterWord} on ${target}.`, ([amount, counter, , on], span) => ({ kind: 'counters', span, counter, amount, on })),
);

/** A clause, or "you may" and a clause (603.5: the choice is made as it resolves). */
const sentence: Parser<EffectNode> = alt<EffectNode>(
  clause,
  map(template`You may ${capitalized(clause)}`, ([effect], span) => ({ kind: 'may', span, effect })),
);

/** Connectors of two clauses in one sentence, done in order (608.2c). */
const CONNECTORS = [', then ', ', and '];

/** "X, then Y." read as two clauses: X with its comma read as the period it stands for. */
function compound(text: string, start: number, end: number): EffectNode | null {
  for (const connector of CONNECTORS) {
    for (let at = text.indexOf(connector, start); at >= 0 && at < end; at = text.indexOf(connector, at + 1)) {
      const left = whole(capitalized(sentence), `${text.slice(0, at)}.${text.slice(at + 1)}`, start, at + 1);
      const right = left && wholeSentence(sentence, text, at + connector.length, end);
      if (left && right) return { kind: 'sequence', span: { start, end }, parts: [left, right] };
    }
  }
  return null;
}

/**
 * The sentences of `text[start, end)`: a sentence ends at a period followed by a space or the end,
 * outside quotes (a quoted ability is part of the sentence that grants it).
 */
export function sentenceSpans(text: string, start: number, end: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = start;
  let quoted = false;
  for (let i = start; i < end; i++) {
    if (text[i] === '"') quoted = !quoted;
    if (!quoted && text[i] === '.' && (i + 1 === end || text[i + 1] === ' ')) {
      spans.push({ start: from, end: i + 1 });
      from = i + 1;
      while (from < end && text[from] === ' ') from++;
      i = from - 1;
    }
  }
  if (from < end) spans.push({ start: from, end });
  return spans;
}

export function readSentences(text: string, start: number, end: number): Sentence[] {
  return sentenceSpans(text, start, end).map((span) => ({
    kind: 'sentence',
    span,
    effect: wholeSentence(sentence, text, span.start, span.end) ?? compound(text, span.start, span.end) ?? { kind: 'unmodelled', span, text: text.slice(span.start, span.end) },
  }));
}
