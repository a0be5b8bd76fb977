// The spell's own text about how its cost is determined (601.2f) and paid (601.2h): "~ costs {1}
// less to cast for each artifact you control", and the parameter of affinity (702.41a: "Affinity
// for artifacts" means "This spell costs {1} less to cast for each artifact you control").
import { SELF } from '../normalize';
import type { CardType, Color, PermanentFilter, SpellFilter } from '../../engine/state/card';
import type { CountNode, StaticNode } from '../tree';
import { countOf, perEach } from './staticEffect';
import { manaSymbols } from './mana';
import { singularSubtype } from './keyword';
import { alt, lit, map, re, template, where, type Parser } from './primitives';
import { readCost } from './cost';

const TYPES: Record<string, CardType> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker' };
/** The basic land types, whose plural ("Plains") a singular rule can't guess. */
const LAND_TYPES: Record<string, string> = { Plains: 'Plains', Islands: 'Island', Swamps: 'Swamp', Mountains: 'Mountain', Forests: 'Forest' };

/** "for artifacts", "for Swamps", "for Knights": what affinity counts, or null when it isn't a permanent type or a subtype read. */
export function affinityFilter(parameter: string): PermanentFilter | null {
  const m = /^for (\w+)$/.exec(parameter);
  if (!m) return null;
  const word = m[1];
  const type = TYPES[word.replace(/s$/, '')];
  if (type && word.endsWith('s')) return { types: [type] };
  if (LAND_TYPES[word]) return { subtype: LAND_TYPES[word] };
  const sub = singularSubtype(word);
  return sub ? { subtype: sub } : null;
}

const generic = where(manaSymbols, (m) => /^\{\d+\}$/.test(m));
const counted = map(re(/(artifact|creature|enchantment|land|planeswalker) (you control|on the battlefield)/), (m) => ({
  forEach: { types: [TYPES[m[1]]] } as PermanentFilter,
  controller: m[2] === 'you control' ? ('you' as const) : ('any' as const),
}));

/** "if you control a Wizard": a subtype, one capitalized word. */
const controlsSubtype = map(re(/you control an? ([A-Z][a-z]+)/), (m) => ({ forEach: { subtype: m[1] } as PermanentFilter, controller: 'you' as const, once: true }));

/**
 * 601.2f: "~ costs {1} less to cast for each artifact you control." (Gearseeker Serpent), "...
 * creature on the battlefield." (Blasphemous Act), "~ costs {2} less to cast if you control a Wizard." (Wizard's Lightning).
 */
/** What a reduction counts beyond the permanents `counted` reads (read when called: staticEffect.ts reads the static grammar). */
const perEachCounted: Parser<CountNode> = (text, at) => perEach(text, at);
const countedX: Parser<CountNode> = (text, at) => countOf(text, at);

export const costsLessForEach: Parser<StaticNode> = alt<StaticNode>(
  map(template`${lit(SELF)} costs ${generic} less to cast if ${controlsSubtype}.`, ([, mana, c], span) => ({
    kind: 'costsLessForEach',
    span,
    generic: Number(mana.slice(1, -1)),
    ...c,
  })),
  map(template`${lit(SELF)} costs ${generic} less to cast for each ${counted}.`, ([, mana, c], span) => ({
    kind: 'costsLessForEach',
    span,
    generic: Number(mana.slice(1, -1)),
    ...c,
  })),
  // "~ costs {1} less to cast for each creature in your party." (700.8)
  map(template`${lit(SELF)} costs ${generic} less to cast for each ${perEachCounted}.`, ([, mana, per], span) => ({ kind: 'costsLessCounted', span, generic: Number(mana.slice(1, -1)), per })),
  // "~ costs {X} less to cast, where X is your devotion to black." (107.3c, 700.5)
  map(template`${lit(SELF)} costs {X} less to cast, where X is ${countedX}.`, ([, per], span) => ({ kind: 'costsLessCounted', span, generic: 1, per })),
);

const ADDITIONAL = `As an additional cost to cast ${SELF}, `;

/**
 * 118.8: "As an additional cost to cast ~, discard a card." and the other costs an activated
 * ability's cost may state ("sacrifice two creatures", "exile a creature card from your graveyard",
 * "pay 3 life"), read by the activation cost's grammar (cost.ts) as if capitalized.
 */
export const additionalCosts: Parser<StaticNode> = (text, at) => {
  if (!text.startsWith(ADDITIONAL, at)) return null;
  const start = at + ADDITIONAL.length;
  const stop = text.indexOf('.', start);
  if (stop < 0 || start >= stop) return null;
  const capitalized = text.slice(0, start) + text[start].toUpperCase() + text.slice(start + 1);
  const read = readCost(capitalized, start, stop);
  // An unmodelled part keeps the words as the card writes them, not capitalized.
  const cost = { ...read, parts: read.parts.map((p) => (p.kind === 'unmodelled' ? { ...p, text: text.slice(p.span.start, p.span.end) } : p)) };
  return { value: { kind: 'additionalCosts', span: { start: at, end: stop + 1 }, cost }, end: stop + 1 };
};

const SPELL_TYPES: Record<string, CardType> = { ...TYPES, instant: 'Instant', sorcery: 'Sorcery' };
const SPELL_COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/**
 * The spells a cost modifier names: "Noncreature", "Artifact", "Instant and sorcery", "Black",
 * "Black creature", "Dragon" (a subtype); null for any other words.
 */
export function spellFilter(words: string): SpellFilter | null {
  const non = /^Non(\w+)$/.exec(words);
  if (non) return SPELL_TYPES[non[1]] ? { nonTypes: [SPELL_TYPES[non[1]]] } : null;
  const [first, ...rest] = words.split(' ');
  const color = SPELL_COLORS[first.toLowerCase()];
  const after = color ? rest.join(' ') : words;
  const filter: SpellFilter = color ? { colors: [color] } : {};
  if (after === '') return color ? filter : null;
  const types = after.toLowerCase().split(' and ').map((w) => SPELL_TYPES[w]);
  if (types.every((t) => t !== undefined)) return { ...filter, types };
  // A subtype: one capitalized word, not a type ("Dragon", "Aura", "Dinosaur").
  if (!color && /^[A-Z][a-z]+$/.test(after)) return { subtypes: [after] };
  return null;
}

const CASTER = { 'you cast': 'you', 'your opponents cast': 'opponents' } as const;

/** 601.2f: "Noncreature spells cost {1} more to cast.", "Artifact spells you cast cost {1} less to cast.", "Spells your opponents cast that target ~ cost {2} more to cast." */
export const spellCostModifier: Parser<StaticNode> = alt<StaticNode>(
  map(template`Spells your opponents cast that target ${lit(SELF)} cost ${generic} more to cast.`, ([, mana], span) => ({
    kind: 'spellCostModifier',
    span,
    spells: {},
    caster: 'opponents',
    generic: Number(mana.slice(1, -1)),
    change: 'more',
    targetingSelf: true,
  })),
  map(
  where(re(/([A-Z][\w ]*?) spells(?: (you cast|your opponents cast))? cost \{(\d+)\} (more|less) to cast\./), (m) => spellFilter(m[1]) !== null),
  (m, span) => ({ kind: 'spellCostModifier', span, spells: spellFilter(m[1])!, caster: m[2] ? CASTER[m[2] as keyof typeof CASTER] : 'any', generic: Number(m[3]), change: m[4] as 'more' | 'less' }),
  ),
);
