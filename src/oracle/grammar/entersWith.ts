// "Enters with" counters on a condition of how the permanent came to be (614.1c): "If ~ was kicked,
// it enters with two +1/+1 counters on it." (702.33d), "~ escapes with a +1/+1 counter on it."
// (702.138c), "~ enters tapped with two charge counters on it." (614.1c, the Vivid lands), and
// converge's "a +1/+1 counter on it for each color of mana spent to cast it" (601.2h).
import { SELF } from '../normalize';
import type { StaticNode } from '../tree';
import { placedCounter } from './counter';
import { count } from './quantity';
import { alt, lit, map, opt, re, template, type Parser } from './primitives';

const counters = re(/counters? /);

export const entersWithOnCondition: Parser<StaticNode> = alt<StaticNode>(
  map(template`If ${lit(SELF)} was kicked, it enters with ${count} ${placedCounter} ${counters}on it.`, ([, amount, counter], span) => ({ kind: 'entersWithCounters', span, amount, counter, if: 'kicked' })),
  map(template`${lit(SELF)} escapes with ${count} ${placedCounter} ${counters}on it.`, ([, amount, counter], span) => ({ kind: 'entersWithCounters', span, amount, counter, if: 'escaped' })),
  map(template`${lit(SELF)} enters tapped with ${count} ${placedCounter} ${counters}on it.`, ([, amount, counter], span) => ({ kind: 'entersWithCounters', span, amount, counter, tapped: true })),
  // 702.33c-d: multikicker's "~ enters with a +1/+1 counter on it for each time it was kicked."
  map(template`${lit(SELF)} enters with ${count} ${placedCounter} ${counters}on it for each time it was kicked.`, ([, amount, counter], span) => ({ kind: 'entersWithCounters', span, amount, counter, perTimeKicked: true })),
  // 207.2c: "Converge" is an ability word, without rules meaning.
  map(template`${opt(lit('Converge — '))}${lit(SELF)} enters with ${count} ${placedCounter} ${counters}on it for each color of mana spent to cast it.`, ([, , amount, counter], span) => ({
    kind: 'entersWithCounters',
    span,
    amount,
    counter,
    perColorSpent: true,
  })),
);
