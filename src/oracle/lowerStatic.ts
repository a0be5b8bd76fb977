// Stage 4 for static abilities that generate continuous effects (611.3, 604.3): the tree's subject,
// parts and condition into the engine's StaticEffectDef (state/layers.ts), one layer change per part
// (613.1, 613.4), so the layers apply it while its source is on the battlefield. A part the engine
// can't carry out (a keyword it lacks, X) leaves the whole ability unmodelled.
import type { AbilityDef, Amount, EachFilter, Keyword, TriggerDef } from '../engine/state/card';
import { ENGINE_KEYWORDS } from './engineKeywords';
import type { LayerChange, StaticAffected, StaticCondition, StaticEffectDef } from '../engine/state/layers';
import { granted } from './lowerContinuous';
import type { TextOf } from './lowerEffect';
import type { AbilityNode, CountNode, DefinesPtNode, EachNode, PtChangeNode, StaticConditionNode, StaticContinuousNode, StaticPartNode, StaticSubjectNode } from './tree';

function filterOf(e: EachNode): EachFilter {
  const f: EachFilter = {};
  if (e.permanents) f.permanents = [...e.permanents];
  if (e.quality) f.quality = structuredClone(e.quality);
  if (e.other) f.other = true;
  return f;
}

function affects(w: StaticSubjectNode): StaticAffected | null {
  switch (w.kind) {
    case 'self':
      return { self: true };
    case 'attached':
      return { attached: true }; // 301.5, 303.4
    case 'each':
      return w.permanents && !w.players ? { each: filterOf(w) } : null;
  }
}

/** A fixed change of power or toughness: X means nothing in a static ability. */
const fixed = (v: PtChangeNode['power']): number | null => (typeof v === 'number' ? v : null);

/** "+N/+M for each ...": N (or M) times the number, read at each derivation (611.3a); null when it can't be multiplied. */
export function perEach(v: number, per: Amount): Amount | null {
  if (v === 0) return 0;
  const n = Math.abs(v);
  let times: Amount = structuredClone(per);
  if (n !== 1) times = typeof per === 'object' && (per.of === 'count' || per.of === 'attachedToSource') ? { ...structuredClone(per), times: n } : { of: 'times', amount: structuredClone(per), n };
  return v > 0 ? times : { of: 'negated', amount: times };
}

/** Lowers an ability the static ability grants in quotation marks (lower.ts's lowerAbility). */
export type LowerQuoted = (a: AbilityNode) => AbilityDef | null;

const SELF_WORDS = /\b[Tt]his (?:creature|permanent|artifact|land|enchantment)\b/g;

/**
 * A quoted ability (613.1f): an activated or triggered ability the engine carries out, whose every
 * self-reference was "this creature" (the object that has it) and none the card's own name (the
 * source of the granting ability, which the granted ability can't name as "~").
 */
function quoted(p: Extract<StaticPartNode, { kind: 'hasAbility' }>, lowerQuoted: LowerQuoted, textOf: TextOf): AbilityDef | null {
  if (!p.ability) return null;
  const words = textOf(p.ability);
  if ((words.match(SELF_WORDS) ?? []).length !== p.selfCount) return null;
  const def = lowerQuoted(p.ability);
  if (def?.kind === 'triggered' && lookBack(def.trigger)) return null;
  return def && (def.kind === 'activated' || def.kind === 'triggered') ? def : null;
}

/**
 * A leaves-the-battlefield trigger looks back in time (603.10a): a granted one would need the
 * permanent's last known abilities with the granting effect applied, which last known information
 * doesn't keep yet.
 */
function lookBack(t: TriggerDef | TriggerDef[]): boolean {
  return (Array.isArray(t) ? t : [t]).some((e) => e.event === 'dies' || e.event === 'leaves' || e.event === 'toGraveyardFromBattlefield');
}

/** `text`: the ability's words, which a granted combat rule keeps (the object shows where it came from). */
function change(p: StaticPartNode, text: string, lowerQuoted?: LowerQuoted, textOf?: TextOf, x?: Amount): LayerChange | null {
  // 107.3c: an X the ability defines ("where X is ..."), read at each derivation (611.3a).
  const value = (v: PtChangeNode['power']): Amount | null => (typeof v === 'number' ? v : !x ? null : v === 'X' ? structuredClone(x) : { of: 'negated', amount: structuredClone(x) });
  switch (p.kind) {
    case 'ptChange': {
      const power = value(p.power);
      const toughness = value(p.toughness);
      return power === null || toughness === null ? null : { layer: '7c', power, toughness };
    }
    case 'ptForEach': {
      const power = fixed(p.change.power);
      const toughness = fixed(p.change.toughness);
      const per = amountOf(p.per);
      if (power === null || toughness === null || !per) return null;
      const a = perEach(power, per);
      const b = perEach(toughness, per);
      return a === null || b === null ? null : { layer: '7c', power: a, toughness: b };
    }
    case 'has': {
      // Flash matters only while a card is cast (702.8a), where a static ability of a permanent doesn't function.
      if (p.keywords.some((k) => k.keyword === 'flash')) return null;
      const abilities = p.keywords.map(granted);
      return abilities.some((a) => a === null) ? null : { layer: '6', addAbilities: abilities as AbilityDef[] };
    }
    case 'loses': {
      // 613.1f: only a keyword the engine knows can be looked for and removed.
      const keywords = p.keywords.map((k) => (k.parameter === undefined ? ENGINE_KEYWORDS.find((known) => known === k.keyword) : undefined));
      return keywords.some((k) => k === undefined) ? null : { layer: '6', removeKeywords: keywords as Keyword[] };
    }
    case 'combatRule':
      // 613.1f: the objects have a static ability stating the rule, which combat reads like their own.
      return { layer: '6', addAbilities: [{ kind: 'static', text, rule: { kind: 'combat', ...p.rules } }] };
    case 'hasAbility': {
      const def = lowerQuoted && textOf ? quoted(p, lowerQuoted, textOf) : null;
      return def && { layer: '6', addAbilities: [def] };
    }
    case 'doesntUntap':
      return { layer: '6', addAbilities: [{ kind: 'static', text, rule: { kind: 'doesntUntap' } }] };
    case 'losesAll':
      return { layer: '6', removeAll: true };
    case 'basePt':
      return { layer: '7b', power: p.power, toughness: p.toughness }; // 613.4b
    case 'isSubtype':
      return { layer: '4', addSubtypes: [...p.subtypes], ...(p.chosen ? { addChosenType: true as const } : {}) }; // 205.1b
    case 'isCreatureType':
      // 205.1a: "is a Bird creature" sets the card type, and the subtypes of the card types it loses
      // go with them; "is a Treefolk" replaces only the creature types.
      return p.creature ? { layer: '4', setTypes: ['Creature'], setSubtypes: [...p.subtypes] } : { layer: '4', setCreatureTypes: [...p.subtypes] };
    case 'isColor':
      return p.inAddition ? { layer: '5', addColors: [...p.colors] } : { layer: '5', setColors: [...p.colors] }; // 105.3
    case 'isLandType':
      // 305.6: a land type added keeps the others and gives its mana ability; 305.7: one set replaces them.
      return p.inAddition ? { layer: '4', addSubtypes: [...p.landTypes] } : { layer: '4', landTypes: [...p.landTypes] };
  }
}

const isOnlyAdding = (c: Extract<LayerChange, { layer: '6' }>): boolean => c.addAbilities !== undefined && !c.removeAll && !c.removeKeywords;

export function condition(c: StaticConditionNode): StaticCondition | null {
  switch (c.kind) {
    case 'yourTurn':
      return { yourTurn: c.yours };
    case 'monarch':
      return { monarch: c.who }; // 725.1
    case 'youControl': {
      // "you control", "an opponent controls": whose the filter's permanents are (110.2).
      const filter = filterOf(c.each);
      filter.quality = { ...filter.quality, controller: c.opponent ? 'opponent' : 'you' };
      return { youControl: { filter, atLeast: c.atLeast } };
    }
    case 'cardsIn': {
      const amount = amountOf(c.count);
      return amount === null ? null : { amount, ...(c.atLeast !== undefined ? { atLeast: c.atLeast } : {}), ...(c.atMost !== undefined ? { atMost: c.atMost } : {}) };
    }
    case 'sourceIs':
      return { sourceIs: structuredClone(c.quality) };
    case 'attachedIs':
      return { attachedIs: { ...(c.types ? { types: [...c.types] } : {}), quality: structuredClone(c.quality) } };
  }
}

/** "Creatures you control get +1/+1.", "Enchanted creature gets +2/+2 and has flying.", "~ gets +1/+1 as long as ...". */
export function staticContinuousRule(n: StaticContinuousNode, text: string, lowerQuoted?: LowerQuoted, textOf?: TextOf): StaticEffectDef | null {
  const what = affects(n.what);
  if (!what) return null;
  // "for each Aura attached to it": "it" is the source only when the subject is the source itself.
  if (n.what.kind !== 'self' && n.parts.some((p) => p.kind === 'ptForEach' && p.per.attachedOfSubtype)) return null;
  const changes: LayerChange[] = [];
  const x = n.x ? amountOf(n.x) : undefined;
  if (x === null || (x && !n.parts.some((p) => p.kind === 'ptChange' && (typeof p.power !== 'number' || typeof p.toughness !== 'number')))) return null;
  for (const p of n.parts) {
    const c = change(p, text, lowerQuoted, textOf, x);
    if (!c) return null;
    // One change per layer: an instance applies the first change of a layer it finds (layers/instances.ts);
    // abilities added by two parts ("has flying and can't block") are one change adding both, in order.
    const same = changes.find((x) => x.layer === c.layer);
    if (same && same.layer === '6' && c.layer === '6' && isOnlyAdding(same) && isOnlyAdding(c)) same.addAbilities = [...same.addAbilities!, ...c.addAbilities!];
    else if (same) return null;
    else changes.push(c);
  }
  const rule: StaticEffectDef = { kind: 'continuous', affects: what, changes };
  if (n.condition) {
    const when = condition(n.condition);
    if (!when) return null;
    rule.condition = when;
    if (n.unless) rule.unless = true;
  }
  // 604.3: "~ is colorless" defines the object's own color: it functions in every zone, first in its layer (613.3).
  else if ('self' in what && changes.every((c) => c.layer === '5')) rule.cda = true;
  return rule;
}

export function amountOf(c: CountNode): Amount | null {
  if (c.lifeLostThisWay) return { of: 'lifeLostThisWay' }; // 119.3, 608.2c (lowerEffect.ts checks the effect before)
  if (c.devotion) return { of: 'devotion', colors: [...c.devotion] }; // 700.5
  if (c.basicLandTypes) return { of: 'basicLandTypes' }; // 305.6
  if (c.party) return { of: 'party' }; // 700.8
  if (c.greatest) return { of: 'greatest', stat: c.greatest.stat, each: filterOf(c.greatest.each) };
  if (c.cardTypesIn) return { of: 'cardTypesAmong', zone: 'graveyard', whose: c.cardTypesIn.whose };
  if (c.life) return { of: 'lifeTotal' };
  if (c.spellsLastTurn) return c.spellsLastTurn === 'all' ? { of: 'spellsCastLastTurn' } : { of: 'spellsCastLastTurn', byOnePlayer: true };
  if (c.attachedOfSubtype) return { of: 'attachedToSource', subtype: c.attachedOfSubtype };
  if (c.sourceCounters) return { of: 'sourceCounters', counter: c.sourceCounters };
  if (c.cardsIn) return { of: 'cardsIn', zone: c.cardsIn.zone, whose: c.cardsIn.whose, ...(c.cardsIn.types ? { types: [...c.cardsIn.types] } : {}) };
  return c.each ? { of: 'count', each: filterOf(c.each) } : null;
}

/** 604.3, 613.4a: a characteristic-defining ability of power and/or toughness; it works in every zone. */
export function definesPtRule(n: DefinesPtNode): StaticEffectDef | null {
  const amount = amountOf(n.amount);
  if (!amount) return null;
  const c: LayerChange = { layer: '7a' };
  if (n.power) c.power = amount;
  if (n.toughness) c.toughness = n.toughnessPlus ? { of: 'plus', amount: structuredClone(amount), n: n.toughnessPlus } : structuredClone(amount);
  return { kind: 'continuous', affects: { self: true }, changes: [c], cda: true };
}
