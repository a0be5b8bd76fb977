// Static abilities that generate a continuous effect (611.3), read by the layers as long as their
// source is on the battlefield: anthems and lords ("Other Elf creatures you control get +1/+1."),
// Auras and Equipment ("Enchanted creature gets +2/+2 and has flying."), a permanent's own bonus
// under a condition ("~ gets +1/+1 as long as you control a Forest."), colors and land types ("All
// creatures are black.", "Nonbasic lands are Mountains.", "Each land is a Swamp in addition to its
// other land types."), and the characteristic-defining abilities of power and toughness (604.3:
// "~'s power and toughness are each equal to the number of cards in your hand.").
import { SELF } from '../normalize';
import type { CardType, Color, PermanentQuality } from '../../engine/state/card';
import { spellsLastTurn } from './lastTurn';
import { monarchCondition } from './monarch';
import type { CountNode, DefinesPtNode, StaticConditionNode, StaticContinuousNode, StaticPartNode, StaticSubjectNode } from '../tree';
import { isCreatureType } from '../../engine/state/creatureTypes';
import { ABILITY_WORD } from './abilityWord';
import { grantedKeywords, ptChange, staticGrantedKeywords } from './continuous';
import { number } from './quantity';
import { placedCounter } from './counter';
import { basicLandTypesAmong, devotionTo, greatestAmong, partyOf } from './gameCount';
import { alt, lit, map, opt, re, sepBy1, template, where, type Parser } from './primitives';
import { BASIC_LAND_TYPES, TYPES, WORD, eachNode, eachOf, noun, opening, subtypeWord } from './staticNoun';

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/** Who "gets" and "has": one object. */
const oneSubject: Parser<StaticSubjectNode> = alt<StaticSubjectNode>(
  map(lit(SELF), (_, span) => ({ kind: 'self', span })),
  map(re(/([Ee]nchanted|[Ee]quipped) (?:creature|permanent|land|artifact)(?![\w-])/), (m, span) => ({ kind: 'attached', span, by: /^[Ee]nchanted/.test(m[1]) ? 'enchanted' : 'equipped' })),
  map(template`${re(/[Ee]ach other /)}${noun(false, true)}`, ([, n], span) => eachNode(span, n, true)),
  map(template`${re(/[Ee]ach /)}${noun(false, true)}`, ([, n], span) => eachNode(span, n)),
);

/** Who "get" and "have": the permanents a phrase names ("Creatures you control", "All creatures", "Other Elves you control"). */
const severalSubject: Parser<StaticSubjectNode> = alt<StaticSubjectNode>(
  // lowercase after "As long as ..., "
  map(template`${re(/[Aa]ll /)}${noun(true, true)}`, ([, n], span) => eachNode(span, n)),
  map(template`${re(/[Oo]ther /)}${noun(true, true)}`, ([, n], span) => eachNode(span, n, true)),
  map(opening(true, true), (n, span) => eachNode(span, n)),
);

const colorWords: Parser<Color[]> = alt(
  map(template`${re(/(white|blue|black|red|green)/)} and ${re(/(white|blue|black|red|green)/)}`, ([a, b]) => [COLORS[a[1]], COLORS[b[1]]]),
  map(re(/(white|blue|black|red|green)(?![\w-])/), (m) => [COLORS[m[1]]]),
  map(lit('colorless'), () => []),
);

const landType = (plural: boolean): Parser<string> =>
  map(re(new RegExp(`(${BASIC_LAND_TYPES.join('|')})${plural ? 's?' : ''}(?![\\w-])`)), (m) => m[1]);

const IN_ADDITION = re(/ in addition to (?:its|their) other (?:land )?types/);

const CARD_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', instant: 'Instant', sorcery: 'Sorcery', planeswalker: 'Planeswalker' };
const CARD_TYPE = /(creature|artifact|enchantment|land|instant|sorcery|planeswalker)/;

/** "creature", "instant and sorcery" (a card of either type), before "card(s)". */
const cardTypes: Parser<CardType[]> = alt(
  map(template`${re(CARD_TYPE)} and ${re(CARD_TYPE)} `, ([a, b]) => [CARD_TYPES[a[1]], CARD_TYPES[b[1]]]),
  map(template`${re(CARD_TYPE)} `, ([a]) => [CARD_TYPES[a[1]]]),
);

/** "cards in your hand", "creature cards in your graveyard", "instant and sorcery cards in all graveyards"; "card in your hand" (`plural` false). */
const cardsIn = (plural: boolean): Parser<NonNullable<CountNode['cardsIn']>> =>
  map(
    template`${opt(cardTypes)}${lit(plural ? 'cards' : 'card')} in ${re(/(your hand|your graveyard|all graveyards|your library|exile|your opponents' graveyards|your opponents' hands)(?![\w'])/)}`,
    ([types, , where]) => {
      const w = where[1];
      const zone = /hand/.test(w) ? 'hand' : /graveyard/.test(w) ? 'graveyard' : /library/.test(w) ? 'library' : 'exile';
      const whose = /^your (?!opponents)/.test(w) ? 'you' : /opponents/.test(w) ? 'opponents' : 'all';
      return { zone, whose, ...(types ? { types } : {}) };
    },
  );

/** "card types among cards in your graveyard" (205.2a: each card type counted once). */
const cardTypesAmong: Parser<CountNode> = map(template`card types among cards in ${re(/(your graveyard|all graveyards)(?![\w'])/)}`, ([m], span) => ({
  kind: 'count',
  span,
  cardTypesIn: { whose: m[1] === 'your graveyard' ? 'you' : 'all' },
}));

/** What "for each" counts: "artifact you control", "other creature you control", "card in your hand". */
export const perEach: Parser<CountNode> = alt<CountNode>(
  map(cardsIn(false), (c, span) => ({ kind: 'count', span, cardsIn: c })),
  basicLandTypesAmong(false), // 305.6
  partyOf(false), // 700.8
  map(re(/(Aura|Equipment) attached to it(?![\w-])/), (m, span): CountNode => ({ kind: 'count', span, attachedOfSubtype: m[1] })),
  // 122.1: "for each charge counter on ~" (Door of Destinies): the counters on the source now (611.3a).
  map(template`${placedCounter} counter on ${lit(SELF)}`, ([counter], span): CountNode => ({ kind: 'count', span, sourceCounters: counter })),
  map(template`other ${eachOf(false, true)}`, ([each], span) => ({ kind: 'count', span, each })),
  map(eachOf(false), (each, span) => ({ kind: 'count', span, each })),
);

type CombatRulesRead = Extract<StaticPartNode, { kind: 'combatRule' }>['rules'];

/** What the objects may or must do in combat, in the verb's number: "can't attack or block", "attacks each combat if able". */
const combatRules = (plural: boolean): Parser<StaticPartNode>[] => {
  const rule = (words: string, rules: CombatRulesRead): Parser<StaticPartNode> => map(lit(words), (_, span) => ({ kind: 'combatRule', span, rules }));
  const s = plural ? '' : 's';
  return [
    // 602.5: the Aura's second restriction, in the same sentence.
    rule("can't attack or block, and its activated abilities can't be activated", { cantAttack: true, cantBlock: true, activatedAbilitiesCantBeActivated: true }),
    rule("can't block, and its activated abilities can't be activated", { cantBlock: true, activatedAbilitiesCantBeActivated: true }),
    rule("can't attack or block", { cantAttack: true, cantBlock: true }),
    rule("can't attack", { cantAttack: true }),
    rule("can't block", { cantBlock: true }),
    rule("can't be blocked by more than one creature", { maxBlockers: 1 }), // 509.1b
    rule("can't be blocked", { cantBeBlocked: true }),
    rule('can block an additional creature each combat', { blocksAdditional: 1 }), // 509.1a
    rule('can block any number of creatures', { blocksAdditional: 'any' }),
    rule('can block only creatures with flying', { canBlockOnlyFlying: true }), // 509.1b
    rule(`attack${s} or block${s} each combat if able`, { attacksEachCombat: true, blocksEachCombat: true }),
    rule(`attack${s} each combat if able`, { attacksEachCombat: true }),
    rule(`block${s} each combat if able`, { blocksEachCombat: true }),
  ];
};

/** One part of what the subject gets, in the verb's number: "gets +1/+1 [for each ...]", "has flying", "is black", "is a Swamp". */
const part = (plural: boolean): Parser<StaticPartNode> => {
  const [gets, has, is] = plural ? ['get', 'have', 'are'] : ['gets', 'has', 'is'];
  return alt<StaticPartNode>(
    map(template`${lit(gets)} ${ptChange} for each ${perEach}`, ([, change, per], span) => ({ kind: 'ptForEach', span, change, per })),
    map(template`${lit(gets)} ${ptChange}`, ([, pt]) => pt),
    map(template`${lit(has)} ${staticGrantedKeywords}`, ([, keywords], span) => ({ kind: 'has', span, keywords })),
    // The quoted ability is read by ability.ts (readQuotedAbilities), which reads abilities.
    map(template`${lit(has)} "${re(/[^"]+/)}"`, ([, m], span) => {
      const quote = { start: span.start + has.length + 2, end: span.end - 1 };
      return { kind: 'hasAbility', span, quote, selfCount: m[0].split(SELF).length - 1 };
    }),
    map(lit(plural ? 'lose all abilities' : 'loses all abilities'), (_, span) => ({ kind: 'losesAll', span })),
    map(lit(plural ? "don't untap during their controllers' untap steps" : "doesn't untap during its controller's untap step"), (_, span) => ({ kind: 'doesntUntap', span })),
    ...combatRules(plural),
    map(template`${lit(plural ? 'lose' : 'loses')} ${grantedKeywords}`, ([, keywords], span) => ({ kind: 'loses', span, keywords })),
    map(template`${lit(has)} base power and toughness ${re(/(\d+)\/(\d+)(?![\w/])/)}`, ([, m], span) => ({ kind: 'basePt', span, power: Number(m[1]), toughness: Number(m[2]) })),
    map(template`${lit(is)} ${alt(lit('a '), lit('an '))}${subtypeWord} in addition to its other ${alt(lit('creature types'), lit('types'))}`, ([, , t], span) => ({
      kind: 'isSubtype',
      span,
      subtypes: [t],
    })),
    // 614.12, 205.1b: "~ is the chosen type in addition to its other types" (Metallic Mimic).
    map(lit(`${is} the chosen type in addition to its other types`), (_, span) => ({ kind: 'isSubtype', span, subtypes: [], chosen: true })),
    map(template`${lit(is)} ${colorWords}${opt(re(/ in addition to (?:its|their) other colors/))}`, ([, colors, more], span) => ({ kind: 'isColor', span, colors, inAddition: more !== undefined })),
    map(template`${lit(is)} ${plural ? lit('') : alt(lit('an '), lit('a '))}${landType(plural)}${opt(IN_ADDITION)}`, ([, , t, more], span) => ({
      kind: 'isLandType',
      span,
      landTypes: [t],
      inAddition: more !== undefined,
    })),
    map(template`${lit(is)} every basic land type${IN_ADDITION}`, (_, span) => ({ kind: 'isLandType', span, landTypes: [...BASIC_LAND_TYPES], inAddition: true })),
  );
};

const spanned = <T>(p: Parser<T>): Parser<{ value: T; span: { start: number; end: number } }> => map(p, (value, span) => ({ value, span }));

/** A creature type of 205.3m, one word: "Treefolk", "Insect". */
const creatureTypeWord: Parser<string> = where(
  map(re(WORD), (m) => m[1]),
  (w) => isCreatureType(w),
);

/**
 * "is a Treefolk with base power and toughness 0/4" (Lignify), "is a blue Frog creature with base
 * power and toughness 1/1" (Frogify): the creature types (205.1a), with "creature" the card type too
 * (205.1a: it replaces the others, and their subtypes go with them), a color (105.3), and the base
 * power and toughness (613.4b): the parts of one effect, in layers 4, 5 and 7b.
 */
const isCreatureTypeWith = (plural: boolean): Parser<StaticPartNode[]> =>
  map(
    template`${lit(plural ? 'are ' : 'is ')}${plural ? lit('') : alt(lit('an '), lit('a '))}${opt(spanned(template`${colorWords} `))}${sepBy1(creatureTypeWord, lit(' '))}${opt(re(plural ? / creatures(?![\w-])/ : / creature(?![\w-])/))}${opt(spanned(template` with base power and toughness ${re(/(\d+)\/(\d+)(?![\w/])/)}`))}`,
    ([, , color, types, creature, pt], span): StaticPartNode[] => {
      const type: StaticPartNode = { kind: 'isCreatureType', span: pt ? { start: span.start, end: pt.span.start } : span, subtypes: types, ...(creature ? { creature: true as const } : {}) };
      const out: StaticPartNode[] = [type];
      // The color's own words, "blue" without the space after it.
      if (color) out.push({ kind: 'isColor', span: { start: color.span.start, end: color.span.end - 1 }, colors: color.value[0], inAddition: false });
      if (pt) {
        const m = pt.value[0];
        // The part's words without the space before "with".
        out.push({ kind: 'basePt', span: { start: pt.span.start + 1, end: pt.span.end }, power: Number(m[1]), toughness: Number(m[2]) });
      }
      return out;
    },
  );

/** One part, or the two of "is a Treefolk with base power and toughness 0/4". */
const partGroup = (plural: boolean): Parser<StaticPartNode[]> => alt(map(part(plural), (a) => [a]), plural ? isCreatureTypeWith(true) : isCreatureTypeWith(false));

/** Parts joined by "and": "gets +1/+0 and has haste". */
const parts = (plural: boolean): Parser<StaticPartNode[]> =>
  alt(
    map(template`${partGroup(plural)}, ${partGroup(plural)}, and ${partGroup(plural)}`, ([a, b, c]) => [...a, ...b, ...c]),
    map(template`${partGroup(plural)} and ${partGroup(plural)}`, ([a, b]) => [...a, ...b]),
    partGroup(plural),
  );

/** "as long as ..." (611.3b: read continuously). */
export const condition: Parser<StaticConditionNode> = alt<StaticConditionNode>(
  spellsLastTurn, // 603.4, grammar/lastTurn.ts
  monarchCondition, // 725.1, grammar/monarch.ts
  map(lit("it's your turn"), (_, span) => ({ kind: 'yourTurn', span, yours: true })),
  map(alt(lit("it's not your turn"), lit("it isn't your turn")), (_, span) => ({ kind: 'yourTurn', span, yours: false })),
  map(template`you control ${where(number, (q) => typeof q.value === 'number')} or more ${eachOf(true)}`, ([n, each], span) => ({ kind: 'youControl', span, atLeast: n.value as number, each })),
  map(template`you control another ${eachOf(false, true)}`, ([each], span) => ({ kind: 'youControl', span, atLeast: 1, each })),
  map(template`you control ${alt(lit('a '), lit('an '))}${eachOf(false)}`, ([, each], span) => ({ kind: 'youControl', span, atLeast: 1, each })),
  map(template`an opponent controls ${alt(lit('a '), lit('an '))}${eachOf(false)}`, ([, each], span) => ({ kind: 'youControl', span, atLeast: 1, each, opponent: true })),
  map(template`you have ${where(number, (q) => typeof q.value === 'number')} or more cards in hand`, ([n], span): StaticConditionNode => ({
    kind: 'cardsIn',
    span,
    atLeast: n.value as number,
    count: { kind: 'count', span, cardsIn: { zone: 'hand', whose: 'you' } },
  })),
  // hellbent: "you have no cards in hand"; "you have one or fewer cards in hand"
  map(lit('you have no cards in hand'), (_, span): StaticConditionNode => ({ kind: 'cardsIn', span, atMost: 0, count: { kind: 'count', span, cardsIn: { zone: 'hand', whose: 'you' } } })),
  map(template`you have ${where(number, (q) => typeof q.value === 'number')} or fewer cards in hand`, ([n], span): StaticConditionNode => ({
    kind: 'cardsIn',
    span,
    atMost: n.value as number,
    count: { kind: 'count', span, cardsIn: { zone: 'hand', whose: 'you' } },
  })),
  // "you have 5 or less life", "you have 30 or more life" (119.1)
  map(template`you have ${where(number, (q) => typeof q.value === 'number')} or ${re(/(less|more)/)} life`, ([n, m], span): StaticConditionNode => ({
    kind: 'cardsIn',
    span,
    ...(m[1] === 'less' ? { atMost: n.value as number } : { atLeast: n.value as number }),
    count: { kind: 'count', span, life: true },
  })),
  // delirium: "there are four or more card types among cards in your graveyard"
  map(template`there are ${where(number, (q) => typeof q.value === 'number')} or more ${cardTypesAmong}`, ([n, count], span): StaticConditionNode => ({ kind: 'cardsIn', span, atLeast: n.value as number, count })),
  // "seven or more cards are in your graveyard" (threshold), "there are five or more cards in your hand"
  map(
    template`${alt(lit('there are '), lit(''))}${where(number, (q) => typeof q.value === 'number')} or more ${opt(cardTypes)}cards ${alt(lit('are in '), lit('in '))}${re(/your (graveyard|hand)(?![\w'])/)}`,
    ([, n, types, , where], span): StaticConditionNode => ({
      kind: 'cardsIn',
      span,
      atLeast: n.value as number,
      count: { kind: 'count', span, cardsIn: { zone: where[1] as 'graveyard' | 'hand', whose: 'you', ...(types ? { types } : {}) } },
    }),
  ),
  // "if there are no depletion counters on ~" (122.1): the counters of that kind on the source, none of them.
  map(template`there are no ${re(/([+-]\d+\/[+-]\d+|[a-z]+) counters on /)}${lit(SELF)}`, ([m], span): StaticConditionNode => ({
    kind: 'cardsIn',
    span,
    atMost: 0,
    count: { kind: 'count', span, sourceCounters: m[1] },
  })),
  // "as long as it has a divinity counter on it" (122.1)
  map(template`${alt(lit('it has '), lit(`${SELF} has `))}${alt(lit('a '), lit('an '))}${re(/([+-]\d+\/[+-]\d+|[a-z]+) counters? on it/)}`, ([, , m], span): StaticConditionNode => ({
    kind: 'sourceIs',
    span,
    quality: { counter: m[1] },
  })),
  // 701.37b: "as long as ~ is monstrous", "if ~ isn't monstrous"
  map(template`${alt(lit("it's "), lit(`${SELF} is `), lit(`${SELF} isn't `), lit("it isn't "))}${re(/monstrous(?![\w-])/)}`, ([is], span): StaticConditionNode => ({
    kind: 'sourceIs',
    span,
    quality: { monstrous: !is.includes("n't") },
  })),
  map(template`${alt(lit("it's "), lit(`${SELF} is `))}${re(/(attacking|blocking|tapped|untapped|enchanted|equipped)(?![\w-])/)}`, ([, m], span): StaticConditionNode => {
    const q: Record<string, PermanentQuality> = {
      attacking: { inCombat: ['attacking'] },
      blocking: { inCombat: ['blocking'] },
      tapped: { tapped: true },
      untapped: { tapped: false },
      enchanted: { enchanted: true },
      equipped: { equipped: true },
    };
    return { kind: 'sourceIs', span, quality: q[m[1]] };
  }),
);

/** A word of "enchanted creature is ...": a color, "legendary", a card type or a subtype ("a Human or an Angel"). */
type AttachedWord = { types?: CardType[]; quality: PermanentQuality };
const attachedWord: Parser<AttachedWord> = alt<AttachedWord>(
  map(re(/(white|blue|black|red|green)(?![\w-])/), (m) => ({ quality: { colors: [COLORS[m[1]]] } })),
  map(re(/legendary(?![\w-])/), () => ({ quality: { supertypes: ['Legendary' as const] } })),
  map(template`${alt(lit('a '), lit('an '))}${re(/(creature|artifact|enchantment|land|planeswalker)(?![\w-])/)}`, ([, m]) => ({ types: [TYPES[m[1]]], quality: {} })),
  map(
    template`${alt(lit('a '), lit('an '))}${subtypeWord}${opt(template` or ${alt(lit('a '), lit('an '))}${subtypeWord}`)}`,
    ([, a, b]) => ({ quality: { subtypes: b ? [a, b[1]] : [a] } }),
  ),
);

/** "As long as enchanted permanent is a creature, it ...": a condition on the object its source is attached to. */
const attachedIs: Parser<StaticConditionNode> = map(
  template`${re(/([Ee]nchanted|[Ee]quipped) (?:creature|permanent)(?![\w-])/)} is ${attachedWord}`,
  ([m, w], span): StaticConditionNode => ({ kind: 'attachedIs', span, by: /^[Ee]nchanted/.test(m[1]) ? 'enchanted' : 'equipped', ...w }),
);

type Body = { what: StaticSubjectNode; parts: StaticPartNode[]; condition?: StaticConditionNode; unless?: true; x?: CountNode };

/** What "where X is" counts (countOf, read when called: it is defined below). */
const xCount: Parser<CountNode> = (text, at) => countOf(text, at);

const subjectAndParts: Parser<Body> = alt(
  map(template`${oneSubject} ${parts(false)}`, ([what, p]) => ({ what, parts: p })),
  map(template`${severalSubject} ${parts(true)}`, ([what, p]) => ({ what, parts: p })),
);

const body: Parser<Body> = alt<Body>(
  map(template`${subjectAndParts} as long as ${condition}.`, ([b, c]) => ({ ...b, condition: c })),
  map(template`As long as ${condition}, ${subjectAndParts}.`, ([c, b]) => ({ ...b, condition: c })),
  // "~ can't attack or block unless you control another Giant.": the same conditions, negated (611.3b).
  map(template`${subjectAndParts} unless ${condition}.`, ([b, c]) => ({ ...b, condition: c, unless: true as const })),
  // "As long as ~ is equipped, it gets +2/+2": "it" is the permanent the condition named.
  map(template`As long as ${where(condition, (c) => c.kind === 'sourceIs')}, ${map(lit('it'), (_, span): StaticSubjectNode => ({ kind: 'self', span }))} ${parts(false)}.`, ([c, what, p]) => ({
    what,
    parts: p,
    condition: c,
  })),
  // "As long as enchanted permanent is a creature, it gets +2/+1": "it" is the object the source is attached to.
  map(template`As long as ${attachedIs}, ${map(lit('it'), (_, span) => span)} ${parts(false)}.`, ([c, it, p]) => ({
    what: { kind: 'attached' as const, span: it, by: (c as { by: 'enchanted' | 'equipped' }).by },
    parts: p,
    condition: c,
  })),
  // A quoted ability at the end carries the sentence's period inside its quotation marks (threshold's "has \"...\"").
  where(
    map(template`As long as ${condition}, ${subjectAndParts}`, ([c, b]) => ({ ...b, condition: c })),
    (b) => b.parts[b.parts.length - 1].kind === 'hasAbility',
  ),
  map(template`${subjectAndParts}.`, ([b]) => b),
  // 107.3c: "Enchanted creature gets -X/-1, where X is the number of cards in your graveyard."
  map(template`${subjectAndParts}, where X is ${xCount}.`, ([b, x]) => ({ ...b, x })),
  // A quoted ability at the end carries the sentence's period inside its quotation marks.
  where(subjectAndParts, (b) => b.parts[b.parts.length - 1].kind === 'hasAbility'),
);

/** A static ability's continuous effect, an ability word before it or not. */
export const staticContinuous: Parser<StaticContinuousNode> = (text, at) => {
  const word = ABILITY_WORD(text, at);
  const start = word ? word.end : at;
  const r = body(text, start);
  if (!r) return null;
  const node: StaticContinuousNode = { kind: 'continuous', span: { start: at, end: r.end }, ...r.value };
  if (word) node.abilityWord = { kind: 'abilityWord', span: { start: at, end: word.end - 3 }, word: text.slice(at, word.end - 3) };
  return { value: node, end: r.end };
};

/** "the number of cards in your hand", "the number of creatures you control", "the number of other Elves you control". */
export const countOf: Parser<CountNode> = alt<CountNode>(
  map(template`the number of ${cardTypesAmong}`, ([c]) => c),
  map(template`the number of ${basicLandTypesAmong(true)}`, ([c]) => c), // 305.6
  map(template`the number of ${partyOf(true)}`, ([c]) => c), // 700.8
  devotionTo, // 700.5
  map(lit('your life total'), (_, span): CountNode => ({ kind: 'count', span, life: true })), // 119.1
  greatestAmong(eachOf(true), eachOf(true, true)),
  map(template`the number of ${cardsIn(true)}`, ([c], span) => ({ kind: 'count', span, cardsIn: c })),
  map(template`the number of other ${eachOf(true, true)}`, ([each], span) => ({ kind: 'count', span, each })),
  map(template`the number of ${eachOf(true)}`, ([each], span) => ({ kind: 'count', span, each })),
);

/** 604.3, 208.2a: "~'s power and toughness are each equal to ...", "~'s power is equal to ...". */
export const definesPt: Parser<DefinesPtNode> = alt<DefinesPtNode>(
  // Tarmogoyf, Lhurgoyf: "... and its toughness is equal to that number plus 1."
  map(
    template`${lit(SELF)}'s power is equal to ${countOf} and its toughness is equal to that number plus ${where(number, (q) => typeof q.value === 'number')}.`,
    ([, amount, n], span) => ({ kind: 'definesPt', span, power: true, toughness: true, amount, toughnessPlus: n.value as number }),
  ),
  map(template`${lit(SELF)}'s power and toughness are each equal to ${countOf}.`, ([, amount], span) => ({ kind: 'definesPt', span, power: true, toughness: true, amount })),
  map(template`${lit(SELF)}'s ${re(/(power|toughness)/)} is equal to ${countOf}.`, ([, m, amount], span) => ({ kind: 'definesPt', span, power: m[1] === 'power', toughness: m[1] === 'toughness', amount })),
);
