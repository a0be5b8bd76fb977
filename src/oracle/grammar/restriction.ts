// Restrictions on activating an ability (602.5), written as the last sentence of its effect text:
// "Activate only as a sorcery.", "Activate only once each turn.", "Activate only during your
// upkeep.", or several joined by " and only ".
import type { CardType } from '../../engine/state/card';
import type { RestrictionNode } from '../tree';
import { alt, lit, map, re, sepBy1, template, type Parser } from './primitives';
import { condition as staticCondition } from './staticEffect';
import { number } from './quantity';
import { SELF } from '../normalize';

type Part = Omit<RestrictionNode, 'kind' | 'span'>;

/** 602.2: "Any player may activate this ability", said of one ability. */
export const ANY_PLAYER = 'Any player may activate this ability';

const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker' };
const TIMES: Record<string, number> = { twice: 2, 'three times': 3, 'four times': 4 };
const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * "if you control a Swamp", "if you control five or more lands": a card type or a subtype; a
 * plural subtype only when it adds an "s" ("Vampires", not "Elves").
 */
const youControl = map(
  re(/if you control (?:(a|an)|(two|three|four|five|six|seven) or more) (?:(creature|artifact|enchantment|land|planeswalker)(s?)|([A-Z][a-z]+?)(s?))(?=\.| and )/),
  (m): Part | null => {
    const atLeast = m[1] ? 1 : WORDS[m[2]];
    const plural = m[3] ? m[4] === 's' : m[6] === 's';
    if (plural !== atLeast > 1 || (m[5] && /(?:ie|ve)$/.test(m[5]))) return null;
    return { control: m[3] ? { atLeast, cardTypes: [TYPES[m[3]]] } : { atLeast, subtype: m[5] } };
  },
);

const condition: Parser<Part> = alt<Part>(
  map(lit('as a sorcery'), () => ({ timing: 'sorcery' })), // 602.5d
  map(lit('as an instant'), () => ({ timing: 'instant' })), // 602.5e
  map(lit('once each turn'), () => ({ oncePerTurn: true })), // 602.5b
  map(lit('during your upkeep'), () => ({ during: 'yourUpkeep' })),
  map(lit('during combat'), () => ({ during: 'combat' })), // 506.1: the combat phase
  map(lit('during the declare blockers step'), () => ({ during: 'declareBlockers' })),
  map(lit('during your turn, before attackers are declared'), () => ({ during: 'yourTurnBeforeAttackers' })),
  map(lit('during your turn'), () => ({ during: 'yourTurn' })),
  (text, at) => {
    const r = youControl(text, at);
    return r && r.value ? { value: r.value, end: r.end } : null;
  },
  // 602.5: conditions read as the ability is activated, worded as a static ability's "as long as" (hellbent, threshold, formidable).
  map(lit('if you have no cards in hand'), () => ({ noCardsInHand: true })),
  map(template`if creatures you control have total power ${number} or greater`, ([n]) => ({ totalPower: n.value as number })),
  map(template`if ${staticCondition}`, ([c]) => ({ condition: c })),
);

const node = (parts: Part[], span: { start: number; end: number }, more: Part = {}): RestrictionNode => {
  const n: RestrictionNode = { kind: 'restriction', span, ...more };
  for (const p of parts) Object.assign(n, p);
  return n;
};

/**
 * The sentence, read whole: "Activate only " and its conditions; "Any player may activate this
 * ability[ but only ...]." (602.2: an exception to "only its controller").
 */
export const restriction: Parser<RestrictionNode> = alt<RestrictionNode>(
  map(template`Activate only ${sepBy1(condition, lit(' and only '))}.`, ([parts], span) => node(parts, span)),
  // 602.5b: "Activate no more than twice each turn." (Pit Imp), "... three times each turn." (Sewer Rats)
  map(re(/Activate no more than (twice|three times|four times) each turn\./), (m, span) => node([], span, { timesPerTurn: TIMES[m[1]] })),
  map(lit(`${ANY_PLAYER}.`), (_, span) => node([], span, { anyPlayer: true })),
  map(template`${lit(ANY_PLAYER)} but only ${sepBy1(condition, lit(' and only '))}.`, ([, parts], span) => node(parts, span, { anyPlayer: true })),
);

// 601.3: the conditions a spell's own text puts on casting it, in the same words as an activation's.
const castCondition: Parser<Part> = alt<Part>(
  map(lit('during the declare attackers step'), () => ({ during: 'declareAttackers' })),
  map(lit('during combat before blockers are declared'), () => ({ during: 'combatBeforeBlockers' })),
  map(lit("during an opponent's upkeep"), () => ({ during: 'opponentsUpkeep' })),
  map(lit("if you've been attacked this step"), () => ({ attacked: true })),
  map(lit("if you've cast another spell this turn"), () => ({ castAnother: true })),
  condition,
);

/** "Cast ~ only during the declare attackers step and only if you've been attacked this step." (601.3) */
export const castRestriction: Parser<RestrictionNode> = map(template`Cast ${lit(SELF)} only ${sepBy1(castCondition, lit(' and only '))}.`, ([, parts], span) => node(parts, span));

/** Whether the sentence starting at `at` is a restriction on activation, read or not. */
export const RESTRICTION_START = 'Activate ';

