// Targeting phrases (115.1) and the objects and players they accept: "target nonblack creature",
// "target artifact or enchantment", "target creature with power 4 or greater", "target creature
// card from your graveyard". The same object words name the permanents of "each ..." and "all ...".
// And the words that refer back to a player or object named before (608.2c).
import type { CardType, Color, PermanentQuality, Supertype } from '../../engine/state/card';
import type { RefNode, RefWord, TargetNode } from '../tree';
import { number } from './quantity';
import { isCreatureType } from '../../engine/state/creatureTypes';
import { alt, lit, map, memo, opt, re, sepBy1, template, where, type Parser } from './primitives';

type Filter = Omit<TargetNode, 'kind' | 'span' | 'phrase'>;

const PERMANENT_TYPES: CardType[] = ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'];
const ANY: Filter = { players: 'any', permanents: ['Creature', 'Planeswalker'] };
const TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const SUPERTYPES: Record<string, Supertype> = { basic: 'Basic', legendary: 'Legendary' };

/** The phrases of players and spells the engine's targeting understands. */
const PHRASES: [string, Filter][] = [
  ['any target', ANY],
  // 115.4: damage to "one or two targets", "any number of targets", "another target": any target each.
  ['one or two targets', { ...ANY, min: 1, max: 2 }],
  ['one, two, or three targets', { ...ANY, min: 1, max: 3 }],
  ['any number of targets', { ...ANY, anyNumber: true }],
  ['another target', { ...ANY, another: true }],
  // "each of two targets": two different targets (115.3), each dealt the whole amount.
  ['each of two targets', { ...ANY, min: 2, max: 2 }],
  ['each of two target creatures', { permanents: ['Creature'], min: 2, max: 2 }],
  ['target player or planeswalker', { players: 'any', permanents: ['Planeswalker'] }],
  ['target opponent or planeswalker', { players: 'opponent', permanents: ['Planeswalker'] }],
  ['target opponent', { players: 'opponent' }],
  ['target player', { players: 'any' }],
];

/** A phrase as written mid-sentence, or capitalized at a sentence's start ("Target player draws"). */
const phrase = (p: string) => alt(lit(p), lit(p[0].toUpperCase() + p.slice(1)));

const word = <T>(table: Record<string, T>, plural = false): Parser<T> =>
  map(re(new RegExp(`(${Object.keys(table).join('|')})${plural ? 's' : ''}(?![\\w-])`)), (m) => table[m[1]]);

/** "artifact or enchantment", "artifact, creature, or land": any of them (a list joined by "or"). */
const orList = <T>(p: Parser<T>): Parser<T[]> =>
  alt(
    map(template`${sepBy1(p, lit(', '))}, or ${p}`, ([list, last]) => [...list, last]),
    map(template`${p} or ${p}`, ([a, b]) => [a, b]),
    map(p, (a) => [a]),
  );

/** "artifacts and enchantments", "artifacts, creatures, and lands": all of them. */
const andList = <T>(p: Parser<T>): Parser<T[]> =>
  alt(
    map(template`${sepBy1(p, lit(', '))}, and ${p}`, ([list, last]) => [...list, last]),
    map(template`${p} and ${p}`, ([a, b]) => [a, b]),
    map(p, (a) => [a]),
  );

type Adjective = PermanentQuality;

/** A word before the type: "tapped", "nonblack", "nonartifact", "nonbasic", "black", "green or white". */
const adjective: Parser<Adjective> = alt<Adjective>(
  map(lit('tapped'), () => ({ tapped: true })),
  map(lit('attacking or blocking'), (): Adjective => ({ inCombat: ['attacking', 'blocking'] })),
  map(lit('attacking'), (): Adjective => ({ inCombat: ['attacking'] })),
  map(lit('blocking'), (): Adjective => ({ inCombat: ['blocking'] })),
  map(lit('untapped'), () => ({ tapped: false })),
  map(lit('nontoken'), () => ({ token: false })), // 111.1: not a token
  map(template`non${word(COLORS)}`, ([c]) => ({ notColors: [c] })),
  map(template`non${word(SUPERTYPES)}`, ([t]) => ({ notSupertypes: [t] })),
  // "non-Human creature", "non-Aura enchantment" (205.3): none of that subtype.
  map(where(map(re(/non-([A-Z][a-z]+)(?![\w'-])/), (m) => m[1]), isNamedSubtype), (t) => ({ notSubtypes: [t] })),
  map(template`non${word(TYPES)}`, ([t]) => ({ notTypes: [t] })),
  map(word(SUPERTYPES), (t) => ({ supertypes: [t] })), // "basic land", "legendary creature" (205.4)
  map(orList(word(COLORS)), (cs) => ({ colors: cs })),
);

/** Adjectives in a row, each followed by a space, or by a comma before another ("nonartifact, nonblack creature"). */
export const adjectives: Parser<Adjective> = (text, at) => {
  const q: Record<string, unknown> = {};
  let end = at;
  for (;;) {
    const r = adjective(text, end);
    if (!r) break;
    const next = text.startsWith(' ', r.end) ? r.end + 1 : text.startsWith(', ', r.end) && adjective(text, r.end + 2) ? r.end + 2 : -1;
    if (next < 0) break;
    for (const [k, v] of Object.entries(r.value)) q[k] = Array.isArray(v) ? [...((q[k] as unknown[]) ?? []), ...v] : v;
    end = next;
  }
  return { value: q as Adjective, end };
};

const digits = map(re(/\d+/), (m) => Number(m[0]));

/** Words after the type: "with flying", "with power 4 or greater", "an opponent controls". */
export const suffix: Parser<Adjective> = alt<Adjective>(
  map(lit(' with flying'), () => ({ keyword: { keyword: 'flying', has: true } })),
  map(lit(' without flying'), () => ({ keyword: { keyword: 'flying', has: false } })),
  map(template` with power ${digits} or greater`, ([n]) => ({ power: { atLeast: n } })),
  map(template` with power ${digits} or less`, ([n]) => ({ power: { atMost: n } })),
  map(template` with toughness ${digits} or greater`, ([n]) => ({ toughness: { atLeast: n } })),
  map(template` with toughness ${digits} or less`, ([n]) => ({ toughness: { atMost: n } })),
  map(template` with mana value ${digits} or less`, ([n]) => ({ manaValue: { atMost: n } })),
  map(template` with mana value ${digits} or greater`, ([n]) => ({ manaValue: { atLeast: n } })),
  map(lit(' with defender'), () => ({ keyword: { keyword: 'defender', has: true } })),
  map(lit(' you control'), () => ({ controller: 'you' })),
  map(alt(lit(' an opponent controls'), lit(' your opponents control'), lit(" you don't control")), () => ({ controller: 'opponent' })),
);

const merge = (...qs: (Adjective | undefined)[]): Adjective | undefined => {
  const q = Object.assign({}, ...qs.filter(Boolean)) as Adjective;
  return Object.keys(q).length > 0 ? q : undefined;
};

/**
 * The type words of a permanent, one or several: "creature", "artifacts and enchantments" (all
 * named: `plural`), "creatures or planeswalkers", "artifacts and/or enchantments" (targets, each
 * of any of the types: `pluralOr`), "permanent".
 */
const permanentTypes = (plural: boolean, pluralOr = false): Parser<CardType[]> => {
  const type = map(re(new RegExp(`(creature|artifact|enchantment|land|planeswalker)${plural || pluralOr ? 's' : ''}(?![\\w-])`)), (m) => TYPES[m[1]]);
  return alt<CardType[]>(
    map(lit(plural || pluralOr ? 'permanents' : 'permanent'), () => [...PERMANENT_TYPES]),
    ...(pluralOr ? [map(template`${type} and/or ${type}`, ([a, b]): CardType[] => [a, b])] : []),
    (plural ? andList : orList)(type),
  );
};

const optSuffix = opt(suffix);

/** "creature", "artifact or enchantment": card types of permanents, any of them. */
export const permanentTypeList: Parser<CardType[]> = orList(map(re(/(creature|artifact|enchantment|land|planeswalker)(?![\w-])/), (m) => TYPES[m[1]]));

/** "nonblack creature", "artifact or enchantment", "creature with flying", "permanent": types and qualities. */
export const permanentNoun = (plural: boolean, pluralOr = false): Parser<{ types: CardType[]; quality?: PermanentQuality }> => {
  const typesOf = permanentTypes(plural, pluralOr);
  return (text, at) => {
    const adj = adjectives(text, at)!;
    const types = typesOf(text, adj.end);
    if (!types) return null;
    const after = optSuffix(text, types.end)!;
    // "creature an opponent controls that was dealt damage this turn" (120.3): after the other words.
    const dealt = lit(' that was dealt damage this turn')(text, after.end);
    const quality = merge(adj.value, after.value, dealt ? { dealtDamageThisTurn: true } : undefined);
    return { value: quality ? { types: types.value, quality } : { types: types.value }, end: (dealt ?? after).end };
  };
};

export const permanentsNoun = permanentNoun(true);

const TARGET = alt(lit('target '), lit('Target '));

/**
 * "target creature defending player controls" (506.2, 508.5): a permanent of the player the source
 * attacks, known only to an ability that triggers on its attack (the lowering checks that).
 */
const defendingNoun = (pluralOr = false): Parser<{ types: CardType[]; quality?: PermanentQuality }> =>
  alt(
    map(template`${permanentNoun(false, pluralOr)} defending player controls`, ([p]) => ({ types: p.types, quality: { ...p.quality, controller: 'defending' as const } })),
    permanentNoun(false, pluralOr),
  );

const permanentTarget: Parser<Filter> = map(template`${TARGET}${defendingNoun()}`, ([, p]) => (p.quality ? { permanents: p.types, quality: p.quality } : { permanents: p.types }));

const SPELL_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };

/** "target spell", "target instant or sorcery spell", "target noncreature spell", "target red spell" (115.1). */
const spellTarget: Parser<Filter> = (text, at) => {
  const t = TARGET(text, at);
  if (!t) return null;
  const adj = adjectives(text, t.end)!;
  const types = opt(map(template`${orList(word(SPELL_TYPES))} `, ([ts]) => ts))(text, adj.end)!;
  const spell = lit('spell')(text, types.end);
  if (!spell) return null;
  const yours = lit(' you control')(text, spell.end);
  const end = yours ?? spell;
  // Only what a spell can be: a color or a type it isn't ("tapped" belongs to permanents).
  if (adj.value.tapped !== undefined || adj.value.notSupertypes || adj.value.inCombat) return null;
  const quality = merge(adj.value);
  return { value: { spells: types.value ?? 'any', ...(quality ? { quality } : {}), ...(yours ? { yours: true } : {}) }, end: end.end };
};

/** "with mana value 3 or less". */
const maxManaValue = map(
  where(template` with mana value ${number} or less`, ([mv]) => typeof mv.value === 'number'),
  ([mv]) => mv.value as number,
);

type CardsFilter = NonNullable<Filter['cards']>;

/** "Spirit", "Vampire or Wizard", "Bird and/or Cleric": subtypes before a card's type words (205.3). */
const cardSubtypes: Parser<string[]> = (text, at) => {
  const first = subtypeName(text, at);
  if (!first) return null;
  const more = alt(lit(' or '), lit(' and/or '))(text, first.end);
  const second = more && subtypeName(text, more.end);
  return second ? { value: [first.value, second.value], end: second.end } : { value: [first.value], end: first.end };
};

/**
 * The words of a card in a graveyard (115.2), before "card" or "cards": "creature", "noncreature,
 * nonland", "permanent", "instant or sorcery", "black creature", "basic land", "Spirit", "Vampire
 * or Wizard creature", "artifact creature" (both types), or nothing ("target card").
 */
const cardWords = (plural: boolean): Parser<Omit<CardsFilter, 'zone' | 'owner'>> => (text, at) => {
  const adj = adjectives(text, at)!;
  // A card has no controller, no tapped status, no combat (115.2: only what a card in that zone has).
  if (adj.value.tapped !== undefined || adj.value.inCombat || adj.value.token !== undefined) return null;
  const subs = map(template`${cardSubtypes} `, ([st]) => st)(text, adj.end);
  let end = subs?.end ?? adj.end;
  let types: CardType[] | 'any' = 'any';
  let alsoTypes: CardType[] | undefined;
  const permanent = lit('permanent ')(text, end);
  if (permanent) {
    types = [...PERMANENT_TYPES];
    end = permanent.end;
  } else {
    // "artifact creature card": both (205.2a); "instant or sorcery card": either.
    const both = map(template`${word(TYPES)} ${word(TYPES)} `, ([a, b]) => [a, b])(text, end);
    const either = !both && map(template`${orList(word(TYPES))} `, ([t]) => t)(text, end);
    if (both) {
      types = [both.value[1]];
      alsoTypes = [both.value[0]];
      end = both.end;
    } else if (either) {
      types = either.value;
      end = either.end;
    }
  }
  const noun = lit(plural ? 'cards' : 'card')(text, end);
  if (!noun) return null;
  const max = opt(maxManaValue)(text, noun.end)!;
  const q: PermanentQuality = { ...adj.value, ...(alsoTypes ? { alsoTypes } : {}) };
  return {
    value: {
      types,
      ...(subs ? { subtypes: subs.value } : {}),
      ...(max.value === undefined ? {} : { maxManaValue: max.value }),
      ...(Object.keys(q).length ? { quality: q } : {}),
    },
    end: max.end,
  };
};

/** "from your graveyard", "from an opponent's graveyard", "from a graveyard", "from graveyards", "from a single graveyard" (all of the phrase's targets from one). */
const fromGraveyard = (plural: boolean): Parser<Pick<CardsFilter, 'owner' | 'single'>> =>
  alt<Pick<CardsFilter, 'owner' | 'single'>>(
    map(lit(' from your graveyard'), () => ({ owner: 'you' })),
    map(lit(" from an opponent's graveyard"), () => ({ owner: 'opponent', ...(plural ? { single: true as const } : {}) })),
    map(lit(' from a single graveyard'), () => ({ owner: 'any', single: true })),
    map(lit(plural ? ' from graveyards' : ' from a graveyard'), () => ({ owner: 'any' })),
  );

/** A card in a graveyard (115.2) a phrase targets: "creature card from your graveyard", "cards from a single graveyard". */
const graveyardCards = (plural: boolean): Parser<Filter> =>
  map(template`${cardWords(plural)}${fromGraveyard(plural)}`, ([words, whose]) => ({ cards: { zone: 'graveyard', ...whose, ...words } }));

/** "target creature card [with mana value 3 or less] from your graveyard", "target card from a graveyard" (115.2). */
const cardTarget: Parser<Filter> = map(template`${TARGET}${graveyardCards(false)}`, ([, f]) => f);

const lower = (s: string) => s[0].toLowerCase() + s.slice(1);

const UP_TO = map(template`${alt(lit('up to '), lit('Up to '))}${map(re(/(one|two|three|four|five)(?![\w-])/), (m) => ['one', 'two', 'three', 'four', 'five'].indexOf(m[1]) + 1)} target `, ([, n]) => n);

/** "up to two target creatures", "up to one target card from a graveyard" (601.2c: zero to N targets). */
const upToTarget: Parser<Filter & { max: number }> = (text, at) => {
  const n = UP_TO(text, at);
  if (!n) return null;
  const many = n.value > 1;
  const cards = graveyardCards(many)(text, n.end);
  const r =
    cards ??
    map(defendingNoun(many), (p): Filter => (p.quality ? { permanents: p.types, quality: p.quality } : { permanents: p.types }))(text, n.end);
  return r && { value: { ...r.value, min: 0, max: n.value }, end: r.end };
};

/** Several permanents a phrase targets: "up to two target creatures", "any number of target creatures" (not "any number of targets", players too). */
export const severalPermanents = (t: TargetNode): boolean => t.permanents !== undefined && !t.players && ((t.max ?? 1) > 1 || t.anyNumber === true);

const ANY_NUMBER = alt(lit('any number of target '), lit('Any number of target '));

/**
 * "any number of target creatures", "any number of target enchantments", "any number of target
 * creature cards from your graveyard" (601.2c: zero or more targets, each a different object, 115.3).
 */
const anyNumberTarget: Parser<Filter & { anyNumber: true }> = (text, at) => {
  const n = ANY_NUMBER(text, at);
  if (!n) return null;
  const r =
    graveyardCards(true)(text, n.end) ??
    map(defendingNoun(true), (p): Filter => (p.quality ? { permanents: p.types, quality: p.quality } : { permanents: p.types }))(text, n.end);
  return r && { value: { ...r.value, anyNumber: true }, end: r.end };
};

/** 205.3: a subtype a targeting phrase names, alone ("target Wall", "target Forest", "target Gate") or before a type ("target Goblin creature"). */
const SUBTYPES_NAMED = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Gate', 'Aura', 'Equipment', 'Vehicle']);
function isNamedSubtype(w: string): boolean {
  return isCreatureType(w) || SUBTYPES_NAMED.has(w);
}
const subtypeName = where(map(re(/([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?![\w'-])/), (m) => m[1]), isNamedSubtype);

/**
 * "nonblack Zombie", "Goblin creature", "Dragon creature you control", "Forest": a permanent of that
 * subtype (any type that can have it, 205.3d), singular.
 */
export const subtypeNoun: Parser<{ types: CardType[]; quality: PermanentQuality }> = (text, at) => {
  const adj = adjectives(text, at)!;
  const sub = subtypeName(text, adj.end);
  if (!sub) return null;
  const types = map(template` ${permanentTypeList}`, ([ts]) => ts)(text, sub.end);
  const end = types?.end ?? sub.end;
  if (/^ (?:card|spell|token)/.test(text.slice(end))) return null;
  const after = optSuffix(text, end)!;
  const quality = merge(adj.value, { subtypes: [sub.value] }, after.value)!;
  return { value: { types: types ? types.value : [...PERMANENT_TYPES], quality }, end: after.end };
};

/** "target Wall", "target nonblack Zombie", "target Goblin creature", "target Forest": a permanent of that subtype (205.3d). */
const subtypeTarget: Parser<Filter> = (text, at) => {
  const t = TARGET(text, at);
  const r = t && subtypeNoun(text, t.end);
  return r && { value: { permanents: r.value.types, quality: r.value.quality }, end: r.end };
};

/** "two target lands", "three target creatures" (601.2c, 115.1): exactly that many targets, different objects (115.3). */
const N_TARGETS = map(template`${map(re(/(?:two|three|four|five)(?![\w-])/), (m) => ['two', 'three', 'four', 'five'].indexOf(m[0]) + 2)} target `, ([n]) => n);
const exactTargets: Parser<Filter & { min: number; max: number }> = (text, at) => {
  const n = N_TARGETS(text, at);
  const r = n && (graveyardCards(true)(text, n.end) ?? map(permanentNoun(false, true), (p): Filter => (p.quality ? { permanents: p.types, quality: p.quality } : { permanents: p.types }))(text, n.end));
  return r && { value: { ...r.value, min: n.value, max: n.value }, end: r.end };
};

/** 115.4: "another target creature": a permanent target other than the targets chosen before it. */
const anotherPermanent: Parser<TargetNode> = (text, at) => {
  const a = alt(lit('another '), lit('Another '))(text, at);
  const r = a && (cardTarget(text, a.end) ?? permanentTarget(text, a.end));
  return r && { value: { kind: 'target', span: { start: at, end: r.end }, phrase: lower(text.slice(at, r.end)), ...r.value, another: true }, end: r.end };
};

export const target: Parser<TargetNode> = memo(alt(
  anotherPermanent,
  ...PHRASES.map(([p, filter]) => map(phrase(p), (_, span): TargetNode => ({ kind: 'target', span, phrase: p, ...structuredClone(filter) }))),
  (text, at) => {
    const r = alt<Filter>(upToTarget, anyNumberTarget, exactTargets, cardTarget, spellTarget, permanentTarget, subtypeTarget)(text, at);
    return r && { value: { kind: 'target', span: { start: at, end: r.end }, phrase: lower(text.slice(at, r.end)), ...r.value }, end: r.end };
  },
));

/** "one or two targets", "one, two, or three targets", "any number of targets": a division's targets (601.2d). */
export const dividedTargets: Parser<TargetNode> = where(target, (t) => t.min === 1 || t.anyNumber === true);

const CARD_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };

/** "creature", "artifact": a card type as a word. */
export const cardType: Parser<CardType> = map(re(/(creature|artifact|enchantment|land|planeswalker|instant|sorcery)(?![\w])/), (m) => CARD_TYPES[m[1]]);

const REF_WORDS: RefWord[] = ['its controller', 'that player', 'the player', 'that card', 'the copy', 'that spell', 'that creature', 'it', 'defending player'];

/** "its controller", "that player", "the player", "that card", "the copy", "that spell", "it" ("its controller" before "it"). */
export const ref: Parser<RefNode> = alt(
  ...REF_WORDS.map((word) => map(alt(lit(word), lit(word[0].toUpperCase() + word.slice(1))), (_, span): RefNode => ({ kind: 'ref', span, word }))),
);

/** A word that refers back, of those named ("that player", "it"). */
export const refTo = (...words: RefWord[]): Parser<RefNode> => where(ref, (r) => words.includes(r.word));

/** "that creature's controller", "that land's controller": the controller of the permanent targeted before (608.2c). */
export const thatPermanentsController: Parser<RefNode> = map(re(/that (?:creature|land|permanent|artifact|enchantment|planeswalker)'s controller(?![\w-])/), (_, span): RefNode => ({ kind: 'ref', span, word: "that permanent's controller" }));

/** "enchanted creature", "equipped creature": the permanent the Aura or Equipment is attached to (303.4b, 301.5a). */
export const attachedRef: Parser<RefNode> = map(re(/([Ee]nchanted|[Ee]quipped) creature(?![\w'-])/), (m, span): RefNode => ({ kind: 'ref', span, word: m[1].toLowerCase() === 'enchanted' ? 'enchanted creature' : 'equipped creature' }));
