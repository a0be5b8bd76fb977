// Restrictions on attacking and blocking that name other objects (508.1c, 509.1a-b): "~ can't be
// blocked by Walls", "... except by creatures with flying", "... by more than one creature", "~ can't
// block creatures with power 2 or greater", "~ can't attack unless defending player controls an
// Island", "~ can't attack alone", "~ can block an additional creature each combat".
import { SELF } from '../normalize';
import type { EachNode, StaticNode } from '../tree';
import type { EachFilter, Keyword } from '../../engine/state/card';
import { eachOf } from './staticNoun';
import { alt, lit, map, re, template, type Parser } from './primitives';

type CombatRule = Extract<StaticNode, { kind: 'combat' }>['rules'];

const filter = (n: EachNode): EachFilter => ({ ...(n.permanents ? { permanents: n.permanents } : {}), ...(n.quality ? { quality: n.quality } : {}) });

/** Only creatures: a subtype alone ("Walls") names permanents of any type, but only a creature blocks. */
const creatures: Parser<EachNode> = map(eachOf(true), (n) => n);

const WORDS: Record<string, number> = { two: 2, three: 3, four: 4 };

/** Keywords the creatures that may block it are named by ("with flying or reach", 702.9b, 702.17b). */
const BLOCKER_KEYWORD = /(flying|reach|haste|horsemanship|shadow|defender)(?![\w-])/;

/**
 * The creatures that may block it, one filter each (509.1b): "creatures with flying or reach" (two
 * keywords of one noun), "Walls and/or creatures with flying", "artifact creatures and/or white creatures".
 */
const blockers: Parser<EachFilter[]> = alt<EachFilter[]>(
  map(template`creatures with ${re(BLOCKER_KEYWORD)} or ${re(BLOCKER_KEYWORD)}`, ([a, b]) =>
    [a, b].map((m) => ({ permanents: ['Creature' as const], quality: { keyword: { keyword: m[1] as Keyword, has: true } } })),
  ),
  map(template`${creatures} and/or ${creatures}`, ([a, b]) => [filter(a), filter(b)]),
  map(creatures, (n) => [filter(n)]),
);

const rule = (p: Parser<CombatRule>, whose: 'self' | 'attached'): Parser<StaticNode> =>
  map(template`${whose === 'self' ? lit(SELF) : re(/(?:Enchanted|Equipped) creature/)} ${p}.`, ([, rules], span) => ({
    kind: 'combat',
    span,
    rules: whose === 'attached' ? { ...rules, attached: true } : rules,
  }));

const says: Parser<CombatRule> = alt<CombatRule>(
  map(lit("can't be blocked by more than one creature"), () => ({ maxBlockers: 1 })),
  map(re(/can't be blocked except by (two|three|four) or more creatures/), (m) => ({ minBlockers: WORDS[m[1]] })),
  map(template`can't be blocked except by ${blockers}`, ([fs]) => ({ blockableOnlyBy: fs })),
  map(template`can't be blocked by ${creatures}`, ([n]) => ({ cantBeBlockedBy: filter(n) })),
  map(template`can't block ${creatures}`, ([n]) => ({ cantBlockThose: filter(n) })),
  map(template`can't attack unless defending player controls ${re(/an? /)}${eachOf(false)}`, ([, n]) => ({ attacksOnlyIfDefenderControls: filter(n) })),
  map(lit("can't attack or block alone"), () => ({ cantAttackAlone: true, cantBlockAlone: true })),
  map(lit("can't attack alone"), () => ({ cantAttackAlone: true })),
  map(lit("can't block alone"), () => ({ cantBlockAlone: true })),
  map(lit('can block an additional creature each combat'), () => ({ blocksAdditional: 1 })),
  map(lit('can block any number of creatures'), () => ({ blocksAdditional: 'any' as const })),
);

/** "Creatures with power less than ~'s power can't block it." (509.1b): the blockers' power against its own. */
const lessPower: Parser<StaticNode> = map(lit(`Creatures with power less than ${SELF}'s power can't block it.`), (_, span) => ({ kind: 'combat', span, rules: { cantBeBlockedByLessPower: true } }));

/** "All creatures able to block ~ do so.", "... enchanted creature do so." (509.1c): lure. */
const lure: Parser<StaticNode> = alt<StaticNode>(
  map(lit(`All creatures able to block ${SELF} do so.`), (_, span) => ({ kind: 'combat', span, rules: { lure: true } })),
  map(re(/All creatures able to block (?:enchanted|equipped) creature do so\./), (_, span) => ({ kind: 'combat', span, rules: { lure: true, attached: true } })),
);

/** The sentence whole, of the permanent itself or of the creature its source is attached to (301.5, 303.4). */
export const combatRestriction: Parser<StaticNode> = alt(rule(says, 'self'), rule(says, 'attached'), lessPower, lure);
