// Mana symbols (107.4) and mana abilities' effects (106.1, 605): "Add {G}.", "Add {R} or {G}.",
// "Add {C}{C}.", "Add one mana of any color.", "Add three mana of any one color."
import type { ManaType } from '../../engine/state/card';
import type { ManaNode, Quantity } from '../tree';
import { count, stat } from './quantity';
import { ref } from './target';
import { alt, lit, map, re, sepBy1, template, type Parser } from './primitives';

/** One mana symbol of a single type: {W} {U} {B} {R} {G} {C}. */
export const manaTypeSymbol: Parser<ManaType> = map(re(/\{([WUBRGC])\}/), (m) => m[1] as ManaType);

/** A run of mana symbols of any kind, as in a cost: "{2}{W/U}{G/P}{X}". */
export const manaSymbols: Parser<string> = map(re(/(?:\{(?:\d+|[WUBRGCXYZS]|[WUBRG2C]\/[WUBRGP]|[WUBRG]\/[WUBRG]\/P)\})+/), (m) => m[0]);

const one: Parser<Quantity> = map(lit('one'), (_, span) => ({ kind: 'quantity', span, value: 1 }));

const symbols = map(re(/(?:\{[WUBRGC]\})+/), (m) => [...m[0].matchAll(/\{([WUBRGC])\}/g)].map((s) => s[1] as ManaType));

/** "{R} or {G}", "{W}, {U}, or {B}". */
const oneOf: Parser<ManaType[]> = alt(
  map(template`${manaTypeSymbol} or ${manaTypeSymbol}`, ([a, b]) => [a, b]),
  map(template`${sepBy1(manaTypeSymbol, lit(', '))}, or ${manaTypeSymbol}`, ([list, last]) => [...list, last]),
);

/** "{W}{W}, {W}{U}, or {U}{U}": runs of two or more symbols, one of which is added (filter lands). */
const run = map(re(/(?:\{[WUBRGC]\}){2,}/), (m) => [...m[0].matchAll(/\{([WUBRGC])\}/g)].map((s) => s[1] as ManaType));
const runs: Parser<ManaType[][]> = map(template`${sepBy1(run, lit(', '))}, or ${run}`, ([list, last]) => [...list, last]);

const COLOR_TYPES: ManaType[] = ['W', 'U', 'B', 'R', 'G'];

/** "colors", "{R} and/or {G}": the types of "in any combination of ..." (106.1b). */
export const combinationOf: Parser<ManaType[]> = alt(
  map(lit('colors'), () => [...COLOR_TYPES]),
  map(template`${manaTypeSymbol} and/or ${manaTypeSymbol}`, ([a, b]) => [a, b]),
);

export const addMana: Parser<ManaNode> = alt<ManaNode>(
  map(template`Add ${runs}.`, ([listed], span) => ({
    kind: 'addCombination',
    span,
    amount: { kind: 'quantity', span, value: listed[0].length },
    types: [...new Set(listed.flat())],
    listed,
  })),
  map(template`Add ${count} mana in any combination of ${combinationOf}.`, ([amount, types], span) => ({ kind: 'addCombination', span, amount, types })),
  map(template`Add ${count} mana of different colors.`, ([amount], span) => ({ kind: 'addCombination', span, amount, types: [...COLOR_TYPES], different: true as const })),
  map(template`Add ${oneOf}.`, ([options], span) => ({ kind: 'addOneOf', span, options })),
  map(template`Add ${symbols}.`, ([mana], span) => ({ kind: 'addMana', span, mana })),
  map(template`Add ${count} mana of any one color.`, ([amount], span) => ({ kind: 'addAnyColor', span, amount, oneColor: true })),
  // Only one mana: "two mana of any color" may be two colors, which no choice here expresses.
  map(template`Add ${one} mana of any color.`, ([amount], span) => ({ kind: 'addAnyColor', span, amount, oneColor: false })),
  map(template`Add an amount of ${manaTypeSymbol} equal to ${stat}.`, ([mana, amount], span) => ({ kind: 'addAmountOf', span, mana, amount })),
  // 106.7: the types the lands could produce as the ability resolves.
  map(re(/Add one mana of any (type|color) that a land (you control|an opponent controls) could produce\./), (m, span) => ({
    kind: 'addCouldProduce',
    span,
    colorsOnly: m[1] === 'color',
    lands: m[2] === 'you control' ? 'you' : 'opponents',
  })),
  map(lit('Choose a color of a permanent you control.'), (_, span) => ({ kind: 'chooseColorOfPermanent', span })),
  // 614.12: the color its source chose as it entered ("As ~ enters, choose a color."); Thriving lands add one more type.
  map(lit('Add one mana of the chosen color.'), (_, span) => ({ kind: 'addEnteredColor', span, also: [] })),
  map(template`Add ${manaTypeSymbol} or one mana of the chosen color.`, ([also], span) => ({ kind: 'addEnteredColor', span, also: [also] })),
  map(lit('Add one mana of that color.'), (_, span) => ({ kind: 'addChosenColor', span })),
  // 106.12a: a type the land actually produced, after replacement effects.
  map(template`${ref} adds one mana of any type that land produced.`, ([who], span) => ({ kind: 'addProduced', span, who })),
);
