// Life gained or lost in an amount read from the game (119.3, 608.2h): "You gain life equal to your
// devotion to green.", "You gain 1 life for each card in your hand.", "You lose life equal to ~'s
// power.", "Target opponent loses 1 life for each Vampire you control.". What is counted is what a
// "where X is" and a static "for each" count (whereX.ts, staticEffect.ts's perEach).
import type { CountedNode, CountNode, EffectNode, RecipientNode } from '../tree';
import { xDefinition } from './whereX';
import { perEach } from './staticEffect';
import { number } from './quantity';
import { alt, lit, map, template, where, type Parser } from './primitives';

/** Read when called: staticEffect.ts is read before this file's users. */
const forEach: Parser<CountNode> = (text, at) => perEach(text, at);
const fixed = where(number, (q) => typeof q.value === 'number' && q.value > 0);

/** "2 life for each creature you control": 2 times the number (`span` the whole phrase). */
const lifeForEach: Parser<CountedNode> = map(template`${fixed} life for each ${forEach}`, ([n, count], span) => ({ kind: 'counted', span, count, times: n.value as number }));

const gain = alt(lit('You gain'), lit('Gain'));

/** The clauses; `loser`: who "loses" ("Target player", "Each opponent"). */
export const lifeAmount = (loser: Parser<RecipientNode>): Parser<EffectNode> =>
  alt<EffectNode>(
    map(template`${gain} life equal to ${xDefinition}.`, ([, amount], span) => ({ kind: 'gainLife', span, amount })),
    // 608.2c: of the "loses life" effect just before it (lowerEffect.ts checks).
    map(template`${gain} life equal to ${lit('the life lost this way')}.`, (_, span) => {
      const at = { start: span.end - 'the life lost this way.'.length, end: span.end - 1 };
      return { kind: 'gainLife', span, amount: { kind: 'counted', span: at, count: { kind: 'count', span: at, lifeLostThisWay: true } } };
    }),
    map(template`${gain} ${lifeForEach}.`, ([, amount], span) => ({ kind: 'gainLife', span, amount })),
    map(template`You lose life equal to ${xDefinition}.`, ([amount], span) => ({ kind: 'loseLife', span, amount })),
    map(template`You lose ${lifeForEach}.`, ([amount], span) => ({ kind: 'loseLife', span, amount })),
    map(template`${loser} loses life equal to ${xDefinition}.`, ([who, amount], span) => ({ kind: 'loseLife', span, amount, who })),
    map(template`${loser} loses ${lifeForEach}.`, ([who, amount], span) => ({ kind: 'loseLife', span, amount, who })),
  );
