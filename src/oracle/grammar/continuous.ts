// Continuous effects a resolving spell or ability creates until end of turn (611.2a): "Target
// creature gets +3/+3 until end of turn.", "~ gains flying until end of turn.", "Creatures you
// control get +1/+0 and gain trample until end of turn.", "Until end of turn, ~ gets +2/+0.".
import { SELF } from '../normalize';
import type { CountNode, EachNode, EffectNode, GrantedKeywordNode, ModifiedNode, PtChangeNode, TargetNode, UntilEndOfTurnNode } from '../tree';
import { KEYWORDS, protectionQualities } from './keyword';
import { attachedRef, permanentNoun, permanentsNoun, ref, severalPermanents, target } from './target';
import { alt, lit, map, opt, re, sepBy1, template, where, type Parser } from './primitives';
import { perEach } from './staticEffect';

/** `p` reading its first letter in lower case: "Creatures you control" is "creatures you control" opening a sentence. */
export const lowerFirst =
  <T>(p: Parser<T>): Parser<T> =>
  (text, at) =>
    p(text.slice(0, at) + text.charAt(at).toLowerCase() + text.slice(at + 1), at);

const eachNode = (span: { start: number; end: number }, p: { types: EachNode['permanents']; quality?: EachNode['quality'] }): EachNode => ({
  kind: 'each',
  span,
  permanents: p.types,
  ...(p.quality ? { quality: p.quality } : {}),
});

/** A permanent target, one object: "target creature", "another target creature you control", "up to one target creature". */
const oneTarget = where(target, (t) => t.permanents !== undefined && (t.max ?? 1) === 1 && !t.anyNumber);
/** "up to two target creatures" followed by "each". */
const severalTargets = where(target, severalPermanents);

/** Who "gets" or "gains": one object. */
export const oneSubject: Parser<ModifiedNode> = alt<ModifiedNode>(
  map(lit(SELF), (_, span) => ({ kind: 'self', span })),
  oneTarget,
  where(ref, (r) => r.word === 'it' || r.word === 'that creature'),
  attachedRef, // 303.4b, 301.5a
  map(template`${alt(lit('each '), lit('Each '))}${permanentNoun(false)}`, ([, p], span) => eachNode(span, p)),
);

/** Who "get" or "gain": several objects ("creatures you control", "all creatures", "other creatures you control", "up to two target creatures each"). */
export const severalSubject: Parser<ModifiedNode> = alt<ModifiedNode>(
  map(template`${alt(lit('all '), lit('All '))}${permanentsNoun}`, ([, p], span) => eachNode(span, p)),
  map(template`${alt(lit('other '), lit('Other '))}${permanentsNoun}`, ([, p], span) => ({ ...eachNode(span, p), other: true })),
  map(lowerFirst(permanentsNoun), (p, span) => eachNode(span, p)),
  map(template`${severalTargets} each`, ([t]): TargetNode => t),
);

const SIGNED = /([+-])(\d+|X)\/([+-])(\d+|X)(?![\w/])/;
/** "-0" is 0: "gets -4/-0" leaves toughness as it is. */
const signed = (sign: string, v: string): number | 'X' | '-X' => (v === 'X' ? (sign === '-' ? '-X' : 'X') : sign === '-' && v !== '0' ? -Number(v) : Number(v));

/** "+3/+3", "-2/-0", "+X/+0" (613.4c). */
export const ptChange: Parser<PtChangeNode> = map(re(SIGNED), (m, span) => ({ kind: 'ptChange', span, change: m[0], power: signed(m[1], m[2]), toughness: signed(m[3], m[4]) }));

const KEYWORD = new RegExp(`(${KEYWORDS.map((k) => k.replace(/[.*+?^${}()|[\]\\!]/g, '\\$&')).join('|')})(?![\\w-])`);
const QUALITY = '(?:all colors|each color|[A-Za-z]+)';
const PROTECTION_FROM = new RegExp(` from ${QUALITY}(?:(?:,? and|,) from ${QUALITY})*`);

/** One keyword a permanent gains: "flying", "first strike", "protection from red" (702.16a). */
const grantedKeyword: Parser<GrantedKeywordNode> = (text, at) => {
  const k = re(KEYWORD)(text, at);
  if (!k) return null;
  const keyword = k.value[1];
  if (keyword !== 'protection') return { value: { kind: 'grantedKeyword', span: { start: at, end: k.end }, keyword }, end: k.end };
  // "from the color of your choice" (608.2d): chosen as the effect resolves.
  const ofChoice = alt(lit(' from the color of your choice'), lit(" from the color of its controller's choice"))(text, k.end);
  if (ofChoice) {
    const node: GrantedKeywordNode = { kind: 'grantedKeyword', span: { start: at, end: ofChoice.end }, keyword, parameter: ofChoice.value.trim(), colorOfChoice: ofChoice.value.includes('your') ? 'you' : 'itsController' };
    return { value: node, end: ofChoice.end };
  }
  const from = re(PROTECTION_FROM)(text, k.end);
  if (!from) return null;
  const parameter = from.value[0].trim();
  const protection = protectionQualities(parameter);
  const node: GrantedKeywordNode = { kind: 'grantedKeyword', span: { start: at, end: from.end }, keyword, parameter };
  if (protection) node.protection = protection;
  return { value: node, end: from.end };
};

/** "flying", "flying and first strike", "flying, first strike, and trample". */
export const grantedKeywords: Parser<GrantedKeywordNode[]> = alt(
  map(template`${sepBy1(grantedKeyword, lit(', '))}, and ${grantedKeyword}`, ([list, last]) => [...list, last]),
  map(template`${grantedKeyword} and ${grantedKeyword}`, ([a, b]) => [a, b]),
  map(grantedKeyword, (a) => [a]),
);

/**
 * "protection from the chosen color" (614.12): read only where a static ability grants it, the
 * color being what its source chose as it entered (layers/derive.ts reads it against that source).
 */
const chosenProtection: Parser<GrantedKeywordNode> = map(lit('protection from the chosen color'), (_, span) => ({
  kind: 'grantedKeyword',
  span,
  keyword: 'protection',
  parameter: 'from the chosen color',
  protection: { chosen: 'color' },
}));

/** The keywords a static ability grants ("has flying"): those of grantedKeywords, or protection from the chosen color. */
export const staticGrantedKeywords: Parser<GrantedKeywordNode[]> = alt(map(chosenProtection, (a) => [a]), grantedKeywords);

type Part = PtChangeNode | GrantedKeywordNode[];

/** "gets +3/+3", "gains flying", "gets +1/+0 and gains first strike", in the verb's number. */
const modification = (gets: string, gains: string): Parser<Part[]> => {
  const get = map(template`${lit(gets)} ${ptChange}`, ([, pt]): Part => pt);
  const gain = map(template`${lit(gains)} ${grantedKeywords}`, ([, ks]): Part => ks);
  return alt(
    map(template`${get} and ${gain}`, ([a, b]) => [a, b]),
    map(template`${gain} and ${get}`, ([a, b]) => [a, b]),
    map(get, (a) => [a]),
    map(gain, (a) => [a]),
  );
};

export const subjectAndChange: Parser<{ what: ModifiedNode; parts: Part[] }> = alt(
  map(template`${oneSubject} ${modification('gets', 'gains')}`, ([what, parts]) => ({ what, parts })),
  map(template`${severalSubject} ${modification('get', 'gain')}`, ([what, parts]) => ({ what, parts })),
);

/** "If ~ was kicked, that creature gets +5/+5 until end of turn instead." (702.33d) */
export const kickedPumpInstead: Parser<EffectNode> = map(template`If ${lit(SELF)} was kicked, that creature gets ${ptChange} until end of turn instead.`, ([, change], span) => ({
  kind: 'kickedPumpInstead',
  span,
  change,
}));

/**
 * What "until end of turn for each" counts: what a static ability's "for each" counts (perEach, read
 * when called: staticEffect.ts reads this file), or "creature blocking it [beyond the first]" (509.1h).
 */
const perEachNow: Parser<CountNode> = alt<CountNode>(
  map(template`creature blocking it${opt(lit(' beyond the first'))}`, ([beyond], span) => ({ kind: 'count', span, blockingIt: { beyond: beyond ? 1 : 0 } })),
  (text, at) => perEach(text, at),
);

/** "<who> gets +N/+N [and gains <keywords>] until end of turn.", or "Until end of turn, <who> gets ...". */
export const untilEndOfTurn: Parser<UntilEndOfTurnNode> = alt(
  map(template`${subjectAndChange} until end of turn.`, ([c], span): UntilEndOfTurnNode => ({ kind: 'untilEndOfTurn', span, ...c })),
  // "Target creature gets +1/+1 until end of turn for each creature you control." (608.2h)
  map(template`${subjectAndChange} until end of turn for each ${perEachNow}.`, ([c, per], span): UntilEndOfTurnNode => ({ kind: 'untilEndOfTurn', span, ...c, per })),
  map(template`Until end of turn, ${subjectAndChange}.`, ([c], span): UntilEndOfTurnNode => ({ kind: 'untilEndOfTurn', span, ...c })),
);
