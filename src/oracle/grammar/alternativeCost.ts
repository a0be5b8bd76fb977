// Alternative costs (118.9) stated by the card: "You may pay {W}{U}{B}{R}{G} rather than pay ~'s
// mana cost." (the Bringers), "You may sacrifice two Mountains rather than pay ~'s mana cost."
// (Fireblast), "You may exile a blue card from your hand rather than pay ~'s mana cost." (Snapback),
// and these parts joined by "and". Only parts the engine pays are read; any other leaves the
// sentence unmodelled.
import { SELF } from '../normalize';
import type { StaticNode } from '../tree';
import type { Color } from '../../engine/state/card';
import { manaSymbols } from './mana';
import { alt, lit, map, re, sepBy1, template, type Parser } from './primitives';

type Part = { mana?: string; exileFromHand?: { color: Color; count: number }; sacrifice?: { count: number; subtype: string } };

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const COUNTS: Record<string, number> = { a: 1, an: 1, two: 2, three: 3 };
const BASIC = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

const part: Parser<Part | null> = alt<Part | null>(
  map(template`pay ${manaSymbols}`, ([mana]) => ({ mana })),
  map(re(/exile (a|two|three) (white|blue|black|red|green) (cards?) from your hand/), (m) =>
    (COUNTS[m[1]] > 1) === (m[3] === 'cards') ? { exileFromHand: { color: COLORS[m[2]], count: COUNTS[m[1]] } } : null,
  ),
  // A basic land type (205.3i), "Plains" the same in the plural.
  map(re(/sacrifice (a|an|two|three) (Plains|Island|Swamp|Mountain|Forest)(s?)(?![\w-])/), (m) => {
    const count = COUNTS[m[1]];
    const plural = m[2] === 'Plains' ? count > 1 : m[3] === 's';
    return plural === count > 1 && BASIC.includes(m[2]) ? { sacrifice: { count, subtype: m[2] } } : null;
  }),
);

/** 118.9: the parts of the alternative cost, each at most once. */
export const alternativeCostStated: Parser<StaticNode> = (text, at) => {
  const r = map(template`You may ${sepBy1(part, lit(' and '))} rather than pay ${lit(SELF)}'s mana cost.`, ([parts]) => parts)(text, at);
  if (!r || r.value.some((p) => p === null)) return null;
  const merged: Part = {};
  for (const p of r.value as Part[]) {
    for (const k of Object.keys(p) as (keyof Part)[]) {
      if (merged[k] !== undefined) return null;
      Object.assign(merged, { [k]: p[k] });
    }
  }
  return { value: { kind: 'alternativeCost', span: { start: at, end: r.end }, ...merged }, end: r.end };
};
