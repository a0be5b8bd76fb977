// Mana abilities whose amount is counted as they resolve (106.1, 605.3b; 608.2h): "Add {G} for
// each creature you control." (Gaea's Cradle), "Add {B} for each Swamp you control." (Cabal
// Coffers), "Add X mana of any one color, where X is the number of Allies you control." (Harabaz
// Druid), "... the number of charge counters on ~." (Empowered Autogenerator).
import type { CountNode, ManaNode } from '../tree';
import { SELF } from '../normalize';
import { placedCounter } from './counter';
import type { ManaType } from '../../engine/state/card';
import { countOf, perEach } from './staticEffect';
import { combinationOf } from './mana';
import { alt, lit, map, re, template, type Parser } from './primitives';

const symbols = map(re(/(?:\{[WUBRGC]\})+/), (m) => [...m[0].matchAll(/\{([WUBRGC])\}/g)].map((s) => s[1] as ManaType));

/** "the number of Allies you control", "the number of charge counters on ~" (the counters on the source, 122.1). */
const counted = alt<CountNode>(
  countOf,
  map(template`the number of ${placedCounter} counters on ${lit(SELF)}`, ([counter], span) => ({ kind: 'count', span, sourceCounters: counter })),
);

export const addManaCounted: Parser<ManaNode> = alt<ManaNode>(
  map(template`Add ${symbols} for each ${perEach}.`, ([mana, per], span) => ({ kind: 'addManaForEach', span, mana, per })),
  map(template`Add X mana in any combination of ${combinationOf}, where X is ${counted}.`, ([types, per], span) => ({ kind: 'addCombinationCounted', span, types, per })),
  map(template`Add X mana of any one color, where X is ${counted}.`, ([per], span) => ({ kind: 'addOneColorCounted', span, per })),
);
