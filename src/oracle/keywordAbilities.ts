// Keywords of 702 that are activated abilities of a card in a hand or a graveyard, built from the
// text their rule spells out: typecycling (702.29e), transmute (702.53a), unearth (702.84a), scavenge (702.97a), embalm (702.128a), eternalize (702.129a). A keyword whose parameter
// isn't a mana cost, or whose meaning the grammar can't read, stays unmodelled (null).
import type { AbilityDef, EffectDef } from '../engine/state/card';
import { normalize } from './normalize';
import { readAbility } from './grammar/ability';

type Lower = (text: string, node: ReturnType<typeof readAbility>) => AbilityDef | null;
type Activated = Extract<AbilityDef, { kind: 'activated' }>;

const COST = /^(?:\{[^}]+\})+$/;

/** What the type of a typecycling keyword searches for, as a card's own text names it ("basic land", "Island"). */
function cycledType(keyword: string): string | null {
  const m = /^(basic land|land|plains|island|swamp|mountain|forest|wizard|sliver)cycling$/.exec(keyword);
  if (!m) return null;
  return m[1] === 'land' || m[1] === 'basic land' ? m[1] : m[1][0].toUpperCase() + m[1].slice(1);
}

/** A text read by the grammar as a card's own would be, lowered; null unless it is an activated ability. */
function readMeaning(text: string, lower: Lower): Activated | null {
  const meaning = normalize(text).text;
  const node = readAbility(meaning, { kind: 'paragraph', span: { start: 0, end: meaning.length }, bullets: [] }, false);
  const def = lower(meaning, node);
  return def?.kind === 'activated' ? def : null;
}

/**
 * 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a
 * [type] card, reveal it, and put it into your hand. Then shuffle your library." 702.29f: it is a
 * cycling ability (what triggers on cycling triggers on it).
 */
function typecycling(keyword: string, cost: string, written: string, lower: Lower): AbilityDef | null {
  const type = cycledType(keyword);
  if (!type) return null;
  const article = /^[AEIOU]/i.test(type) ? 'an' : 'a';
  const def = readMeaning(`${cost}, Discard this card: Search your library for ${article} ${type} card, reveal it, put it into your hand, then shuffle.`, lower);
  return def && { ...def, text: written, cycling: true, meaning: { keyword, rule: '702.29e' } };
}

/**
 * 702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield.
 * It gains haste. Exile it at the beginning of the next end step. If it would leave the
 * battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." The haste
 * has no duration: it lasts as long as the permanent (611.2a); the replacement is the permanent's
 * own (state/exileInstead.ts, 614.1a).
 */
function unearth(cost: string, written: string): Activated {
  const it = { remembered: 'unearthed' };
  const effects: EffectDef[] = [
    { kind: 'returnToBattlefield', what: { who: 'self' }, remember: 'unearthed' },
    { kind: 'continuous', what: it, changes: [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'haste', text: 'Haste' }] }], duration: 'indefinite', text: 'gains haste' },
    { kind: 'delayed', step: 'end', effects: [{ kind: 'exile', what: it }], text: 'Exile it at the beginning of the next end step.' },
    { kind: 'exileIfLeaves', what: it },
  ];
  return { kind: 'activated', text: written, cost: { mana: cost }, effects, restriction: { sorcery: true }, zone: 'graveyard', meaning: { keyword: 'unearth', rule: '702.84a' } };
}

/**
 * 702.97a: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of
 * +1/+1 counters equal to the power of the card you exiled on target creature. Activate only as a
 * sorcery." The grammar reads the ability with one counter; the number is then the power of the
 * source as it last existed (the card exiled to pay the cost, 608.2h).
 */
function scavenge(cost: string, written: string, lower: Lower): AbilityDef | null {
  const def = readMeaning(`${cost}, Exile this card from your graveyard: Put a +1/+1 counter on target creature. Activate only as a sorcery.`, lower);
  const [put] = def?.effects ?? [];
  if (!def || def.effects.length !== 1 || put.kind !== 'addCounters' || put.amount !== 1) return null;
  return { ...def, text: written, effects: [{ ...put, amount: { of: 'sourcePower' } }], meaning: { keyword: 'scavenge', rule: '702.97a' } };
}

/**
 * 702.128a: "Embalm [cost]" means "[Cost], Exile this card from your graveyard: Create a token
 * that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie in
 * addition to its other types. Activate only as a sorcery." 702.129a: eternalize, the same but
 * black and 4/4.
 */
function tokenCopyKeyword(keyword: 'embalm' | 'eternalize', cost: string, written: string): Activated {
  const except = keyword === 'embalm' ? { colors: ['W' as const] } : { colors: ['B' as const], power: 4, toughness: 4 };
  return {
    kind: 'activated',
    text: written,
    cost: { mana: cost, exileSelf: 'graveyard' },
    effects: [{ kind: 'createTokenCopy', of: 'self', except: { ...except, noManaCost: true, addSubtypes: ['Zombie'] } }],
    restriction: { sorcery: true },
    meaning: { keyword, rule: keyword === 'embalm' ? '702.128a' : '702.129a' },
  };
}

/**
 * 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a card with
 * the same mana value as the discarded card, reveal that card, and put it into your hand. Then
 * shuffle your library. Activate only as a sorcery." The grammar reads the search for a card; the
 * mana value is the discarded card's, the source as it last existed (608.2h; effects/search.ts).
 * A card of a stated quality, so the search may find none (701.23b).
 */
function transmute(cost: string, written: string, lower: Lower): AbilityDef | null {
  const def = readMeaning(`${cost}, Discard this card: Search your library for a card, reveal it, put it into your hand, then shuffle. Activate only as a sorcery.`, lower);
  const [search] = def?.effects ?? [];
  if (!def || def.effects.length !== 1 || search.kind !== 'searchLibrary' || !search.anyCard || !def.cost.discardSelf) return null;
  const { anyCard: _, ...found } = search;
  return { ...def, text: written, effects: [{ ...found, sourceManaValue: true }], meaning: { keyword: 'transmute', rule: '702.53a' } };
}

/** The ability a keyword of this file means, or null when it isn't one of them or isn't read. */
export function keywordAbility(keyword: string, parameter: string | undefined, written: string, lower: Lower): AbilityDef | null {
  if (parameter === undefined || !COST.test(parameter)) return null;
  if (keyword === 'unearth') return unearth(parameter, written);
  if (keyword === 'scavenge') return scavenge(parameter, written, lower);
  if (keyword === 'transmute') return transmute(parameter, written, lower);
  if (keyword === 'embalm' || keyword === 'eternalize') return tokenCopyKeyword(keyword, parameter, written);
  if (keyword.endsWith('cycling') && keyword !== 'cycling') return typecycling(keyword, parameter, written, lower);
  return null;
}
