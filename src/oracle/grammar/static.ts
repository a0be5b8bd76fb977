// Static abilities (604) the grammar reads; any other static text keeps its words. Among them the
// paragraphs that state a cost of casting the card (118.8, 118.9, 601.2f), on a spell or not.
import { opponentsEnterTapped } from './opponentsEnterTapped';
import { additionalLandsEachTurn, playLandsFromGraveyard } from './additionalLand';
import { SELF } from '../normalize';
import type { CountNode, StaticNode, Unmodelled } from '../tree';

/** What "for each" counts (read when called). */
const perEachCount: Parser<CountNode> = (text, at) => perEach(text, at);
import type { EntryCondition } from '../../engine/state/card';
import { manaSymbols, manaTypeSymbol } from './mana';
import { placedCounter } from './counter';
import { entersAsCopy } from './copy';
import { entersWithOnCondition } from './entersWith';
import { combatRestriction } from './combatRestriction';
import { preventAllStatic } from './prevention';
import { exileIfDamagedDies, exileInsteadOfGraveyard } from './exileInstead';
import { count, number } from './quantity';
import { cardType } from './target';
import { countOf, definesPt, perEach, staticContinuous } from './staticEffect';
import { additionalCosts, costsLessForEach, spellCostModifier } from './castingCost';
import { castRestriction } from './restriction';
import { levelSymbol } from './levelSymbol';
import { rollAdvantage } from './dice';
import { alternativeCostStated } from './alternativeCost';
import { alt, lit, map, re, template, where, whole, type Parser } from './primitives';

const COLORS = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' } as const;

const subtype = map(re(/an? (Plains|Island|Swamp|Mountain|Forest)/), (m) => m[1]);

/** What "enters tapped unless ..." checks as the permanent would enter. */
const condition: Parser<EntryCondition> = alt<EntryCondition>(
  map(template`you control ${number} or fewer other lands`, ([n]) => ({ lands: { atMost: n.value as number } })),
  map(template`you control ${number} or more other lands`, ([n]) => ({ lands: { atLeast: n.value as number } })),
  map(template`you control ${number} or more basic lands`, ([n]) => ({ lands: { atLeast: n.value as number, basic: true } })),
  map(template`you control ${subtype} or ${subtype}`, ([a, b]) => ({ controlsSubtype: [a, b] })),
  map(template`you have ${number} or more opponents`, ([n]) => ({ opponents: { atLeast: n.value as number } })),
);

type CombatRule = Extract<StaticNode, { kind: 'combat' }>['rules'];
const combatRule = (words: string, rules: CombatRule): Parser<StaticNode> => map(lit(`${SELF} ${words}.`), (_, span) => ({ kind: 'combat', span, rules }));

/** "Enchanted creature can't attack or block.": the rule of the permanent the Aura or Equipment is attached to (301.5, 303.4). */
const attachedRule = (words: string, rules: CombatRule): Parser<StaticNode> =>
  map(re(new RegExp(`(?:Enchanted|Equipped) creature ${words}\\.`)), (_, span) => ({ kind: 'combat', span, rules: { ...rules, attached: true } }));

/** What a permanent's own text says of its part in combat (506.5, 508.1c-d, 509.1b-c), or of the creature it is attached to. */
const combat: Parser<StaticNode> = alt<StaticNode>(
  attachedRule("can't attack or block", { cantAttack: true, cantBlock: true }),
  attachedRule("can't attack", { cantAttack: true }),
  attachedRule("can't block", { cantBlock: true }),
  combatRule("can't attack or block", { cantAttack: true, cantBlock: true }),
  combatRule("can't attack", { cantAttack: true }),
  combatRule("can't block and can't be blocked", { cantBlock: true, cantBeBlocked: true }),
  combatRule("can't block", { cantBlock: true }),
  combatRule("can't be blocked", { cantBeBlocked: true }),
  combatRule('can block only creatures with flying', { canBlockOnlyFlying: true }),
  combatRule('must be blocked if able', { mustBeBlocked: true }), // 509.1c
  // 510.1c: the controller's choice as combat damage is assigned.
  map(lit(`You may have ${SELF} assign its combat damage as though it weren't blocked.`), (_, span) => ({ kind: 'combat', span, rules: { assignsAsThoughUnblocked: true } })),
  combatRule('attacks or blocks each combat if able', { attacksEachCombat: true, blocksEachCombat: true }),
  combatRule('attacks each combat if able', { attacksEachCombat: true }),
  combatRule('blocks each combat if able', { blocksEachCombat: true }),
  combatRestriction, // 508.1c, 509.1a-b: restrictions that name other objects
);

const rule: Parser<StaticNode> = alt<StaticNode>(
  combat,
  // 303.4e, 613.1b: "You control enchanted creature." (Control Magic): a control-changing effect in layer 2.
  map(re(/You control enchanted (?:creature|permanent|artifact|land|planeswalker)\./), (_, span) => ({ kind: 'controlAttached', span })),
  map(lit(`${SELF} doesn't untap during your untap step.`), (_, span) => ({ kind: 'doesntUntap', span })), // 502.3
  map(lit(`You may choose not to untap ${SELF} during your untap step.`), (_, span) => ({ kind: 'mayNotUntap', span })), // 502.3
  map(lit(`${SELF} can't be countered.`), (_, span) => ({ kind: 'cantBeCountered', span })), // 113.6g, 101.2
  map(lit(`If it's neither day nor night, it becomes day as ${SELF} enters.`), (_, span) => ({ kind: 'dayAsEnters', span })), // 731.1, 614.1c
  map(lit(`${SELF} enters tapped.`), (_, span) => ({ kind: 'entersTapped', span })), // 614.1c
  // 614.12, 614.1c: the shock lands' choice as it enters.
  map(template`As ${lit(SELF)} enters, you may pay ${where(number, (q) => typeof q.value === 'number')} life. If you don't, it enters tapped.`, ([, n], span) => ({
    kind: 'entersTappedUnlessPays',
    span,
    life: n.value as number,
  })),
  // 614.12, 614.1c, 701.20a: the reveal lands' choice as it enters.
  map(template`As ${lit(SELF)} enters, you may reveal ${re(/an? ([A-Z][a-z]+)(?: or ([A-Z][a-z]+))? card from your hand\. /)}If you don't, ${lit(SELF)} enters tapped.`, ([, m], span) => ({
    kind: 'entersTappedUnlessReveals',
    span,
    subtypes: [m[1], ...(m[2] ? [m[2]] : [])],
  })),
  // 614.12, 614.1c: a choice made as it enters, kept on the permanent for its other abilities.
  map(template`As ${lit(SELF)} enters, choose ${re(/a (color|creature type)(?: other than (white|blue|black|red|green))?\./)}`, ([, m], span) => ({
    kind: 'chooseAsEnters',
    span,
    what: m[1] === 'color' ? 'color' : 'creatureType',
    ...(m[2] ? { except: COLORS[m[2] as keyof typeof COLORS] } : {}),
  })),
  entersAsCopy, // 614.1c, 707.5
  preventAllStatic, // 615.1a
  exileIfDamagedDies, // 614.1a
  exileInsteadOfGraveyard, // 614.1a
  entersWithOnCondition, // 614.1c, 702.33d, 702.138c (entersWith.ts)
  // 614.1c: "~ enters with a +1/+1 counter on it for each creature card in your graveyard." (608.2h: counted as it enters)
  map(template`${lit(SELF)} enters with ${where(count, (q) => typeof q.value === 'number' && q.value > 0)} ${placedCounter} ${re(/counters? /)}on it for each ${perEachCount}.`, ([, amount, counter, , per], span) => ({
    kind: 'entersWithCounters',
    span,
    amount,
    counter,
    per,
  })),
  // 614.1c, 107.3c: "~ enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield."
  map(template`${lit(SELF)} enters with ${where(count, (q) => q.value === 'X')} ${placedCounter} counters on it, where X is ${countOf}.`, ([, amount, counter, x], span) => ({
    kind: 'entersWithCounters',
    span,
    amount,
    counter,
    x,
  })),
  // 614.1c; 107.3m: X is the X of the spell it was.
  map(template`${lit(SELF)} enters with ${count} ${placedCounter} ${re(/counters? /)}on it.`, ([, amount, counter], span) => ({
    kind: 'entersWithCounters',
    span,
    amount,
    counter,
  })),
  // 106.12b: replacement effects on the mana a permanent is tapped for.
  map(lit('If you tap a permanent for mana, it produces twice as much of that mana instead.'), (_, span) => ({ kind: 'replaceMana', span, replacement: { kind: 'double' } })),
  map(template`If a land is tapped for mana, it produces ${manaTypeSymbol} instead of any other type and amount.`, ([type], span) => ({ kind: 'replaceMana', span, replacement: { kind: 'becomes', type } })),
  // 118.8: additional costs.
  map(template`As an additional cost to cast ${lit(SELF)}, sacrifice ${re(/an? /)}${cardType}.`, ([, , type], span) => ({ kind: 'additionalCost', span, cost: { kind: 'sacrifice', type } })),
  map(template`As an additional cost to cast ${lit(SELF)}, discard a card or pay ${manaSymbols}.`, ([, mana], span) => ({ kind: 'additionalCost', span, cost: { kind: 'discardOrPay', mana } })),
  map(castRestriction, (restriction, span) => ({ kind: 'castRestriction', span, restriction })), // 601.3 (restriction.ts)
  costsLessForEach, // 601.2f (castingCost.ts)
  additionalCosts, // 118.8, after the forms above (castingCost.ts)
  spellCostModifier, // 601.2f (castingCost.ts)
  map(template`${lit(SELF)} costs ${manaSymbols} more to cast for each target beyond the first.`, ([, mana], span) => ({ kind: 'costsMorePerExtraTarget', span, mana })),
  // 118.9: an alternative cost.
  map(
    where(
      template`You may pay ${number} life and exile ${count} ${re(/(white|blue|black|red|green) cards? /)}from your hand rather than pay ${lit(SELF)}'s mana cost.`,
      ([life, n]) => typeof life.value === 'number' && typeof n.value === 'number',
    ),
    ([life, n, c], span): StaticNode => ({
      kind: 'alternativeCost',
      span,
      life: life.value as number,
      exileFromHand: { color: COLORS[c[1] as keyof typeof COLORS], count: n.value as number },
    }),
  ),
  alternativeCostStated, // 118.9 (alternativeCost.ts)
  map(template`${lit(SELF)} enters tapped unless ${condition}.`, ([, unless], span) => ({ kind: 'entersTapped', span, unless })), // 614.1c, 614.12
  // 611.3: continuous effects of static abilities; 604.3: characteristic-defining abilities.
  staticContinuous,
  definesPt,
  levelSymbol, // 711.2 (levelSymbol.ts)
  rollAdvantage, // 614.1a, 706.6 (dice.ts)
  map(lit('You may look at the top card of your library any time.'), (_, span) => ({ kind: 'lookAtTopCard', span })), // 401.5
  map(lit('Play with the top card of your library revealed.'), (_, span) => ({ kind: 'topCardRevealed', span })), // 401.5
  map(lit('You have no maximum hand size.'), (_, span) => ({ kind: 'noMaximumHandSize', span })), // 402.2
  additionalLandsEachTurn, // 305.2
  playLandsFromGraveyard, // 305.1
  opponentsEnterTapped, // 614.1c
);

export function readStatic(text: string, start: number, end: number): StaticNode | Unmodelled {
  return whole(rule, text, start, end) ?? { kind: 'unmodelled', span: { start, end }, text: text.slice(start, end) };
}
