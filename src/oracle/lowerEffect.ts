// Stage 4 of the compiler, for what spells and abilities do (DESIGN.md, "The Oracle compiler"):
// sentences of effects into the engine's effects, with the targets they ask for (601.2c) and the
// words that refer back to them (608.2c). A sentence the engine can't carry out lowers nothing.
import { tokenHasAbility } from './lowerTokenAbility';
import { adapt } from './keywordActions';
import { amountOf, condition as staticCondition, perEach } from './lowerStatic';
import { rememberMade } from './lowerMade';
import type { Affected, Amount, EachFilter, EffectDef, ITS_CONTROLLER, ManaType, Supertype, TargetSpec, TokenDef } from '../engine/state/card';
import { predefinedToken } from './tokens';
import { checkable } from '../engine/effects/ifYouDo';
import { counteredInsteadOf, lowerZoneMove, returnEventCardEffect, returnExiledEffect } from './lowerZoneMoves';
import { lowerRevealHand } from './lowerLookReveal';
import { changesZone, lowerSelf, toOwnGraveyard } from './lowerSelf';
import { watchedRef } from './watchedRefs';
import type { CountedNode, CountNode, EachNode, EffectNode, ModifiedNode, Quantity, RecipientNode, RefNode, Sentence, StatNode, TargetNode, TriggerNode } from './tree';

import { ENGINE_KEYWORDS, WITH_PARAMETER } from './engineKeywords';
import { untilEndOfTurnEffects } from './lowerContinuous';
import { changeEffect, durationOf } from './lowerChange';
import { lowerDice } from './lowerDice';
import { countedAmount, itIsSource } from './lowerCounted';

export { ENGINE_KEYWORDS };
/** Events of the permanent itself, so "it" in their effect is that permanent (508.3a, 509.3a, 509.3c, 510.3a, 120.3). */
const COMBAT_EVENTS: readonly string[] = ['attacks', 'blocks', 'becomesBlocked', 'combatDamageToPlayer', 'dealtDamage', 'becomesTapped', 'becomesUntapped', 'turnedFaceUp', 'becomesMonstrous', 'countersPut'];
const ALL_COLORS: ManaType[] = ['W', 'U', 'B', 'R', 'G'];
/** "you": the controller of the spell or ability. */
export const YOU = { who: 'controller' } as const;
/** The engine's memory key for "its controller" (card.ts ITS_CONTROLLER; the compiler imports only the engine's types). */
const ITS: typeof ITS_CONTROLLER = 'its controller';

/** The words an ability node stands for, in the card's own text (reminder text left out). */
export type TextOf = (node: { span: { start: number; end: number } }) => string;

/** What an ability's lowering has met so far: its targeting phrases in text order (601.2c), what
 * earlier sentences chose (608.2c: "that player", "that card", "the copy"), and its trigger. */
type Context = {
  targets: TargetSpec[];
  remembered: Set<string>;
  trigger?: TriggerNode;
  /** "Choose a color of a permanent you control." waits for "Add one mana of that color." */
  choosingColor?: boolean;
  /** The object a number was last read from, for "its toughness". */
  statOf?: 'sacrificed';
  /** A spell's text: the engine divides damage (601.2d) only as a spell is cast. */
  spell: boolean;
  /** Whether the spell's mana cost or the ability's cost has an X, announced as it is cast or activated (107.3a). */
  x: boolean;
  /** Reading the sentence after "you may pay any amount of {E}": its "that much" is the {E} paid. */
  energyPaid?: boolean;
};

const context = (spell: boolean, x: boolean, trigger?: TriggerNode): Context => ({ targets: [], remembered: new Set(), trigger, spell, x });

function amount(q: Quantity | StatNode | CountedNode, ctx: Context): Amount | null {
  if (q.kind === 'counted') return countedAmount(q); // 107.3c, 608.2h
  if (q.kind === 'quantity') {
    // "for each creature you control" (608.2h: counted as the effect happens).
    if (q.forEach) {
      if (typeof q.value !== 'number') return null;
      const each: EachFilter = { permanents: [...q.forEach.permanents], ...(q.forEach.quality ? { quality: structuredClone(q.forEach.quality) } : {}) };
      return q.value === 1 ? { of: 'count', each } : { of: 'count', each, times: q.value };
    }
    // "that many": the damage a combat damage trigger's event dealt (510.3a), fixed as it triggered.
    if (q.value === 'thatMany' && ctx.energyPaid) return { of: 'energyPaid' };
    if (q.value === 'thatMany') return ctx.trigger?.kind === 'trigger' && (ctx.trigger.event === 'combatDamageToPlayer' || ctx.trigger.event === 'dealtDamage' || ctx.trigger.event === 'dealsDamageToPlayer' || ctx.trigger.event === 'dealsDamage' || ctx.trigger.event === 'playerLife' || ctx.trigger.event === 'countersPut' || ctx.trigger.event === 'permanentCountersPut') ? { of: 'eventCount' } : null;
    return q.value === 'X' ? { of: 'x' } : q.value;
  }
  const of = q.of === 'it' ? (ctx.statOf ?? 'it') : q.of;
  if (of === 'sacrificed') {
    if (q.stat === 'manaValue') return null;
    ctx.statOf = 'sacrificed';
    return { of: 'sacrificed', stat: q.stat };
  }
  if (of === 'self') return q.stat === 'power' ? { of: 'sourcePower' } : null;
  // "its toughness" (of a spell or of the source's own trigger), "that creature's toughness": the one
  // permanent the ability targeted last (608.2c), now or as it last existed (608.2h).
  if (of === 'it' && ctx.trigger && !itIsSource(ctx.trigger)) return null;
  // "When ~ dies, you gain life equal to its power.", "{E}: ~ gets +X/+X ..., where X is its power.": the source, as it last existed (608.2h).
  const i = ctx.targets.length - 1;
  const spec = ctx.targets[i];
  if (spec && spec.filter.permanents && !spec.filter.players && !spec.filter.spells && (spec.max ?? 1) === 1 && !spec.anyNumber) return { of: 'targetStat', target: i, stat: q.stat };
  // No permanent targeted: "its" is the source's (a player target is no "it").
  if (of === 'it' && !ctx.spell && !ctx.targets.some((t) => t.filter.permanents)) return q.stat === 'power' ? { of: 'sourcePower' } : null;
  return null;
}

/**
 * Whether "defending player" names the trigger's event player (506.2, 508.5): the player the source
 * (or "a creature you control") attacks, or whose creature blocks it (509.3c).
 */
function defendingKnown(ctx: Context): boolean {
  const t = ctx.trigger;
  if (t?.kind !== 'trigger') return false;
  return t.event === 'attacks' || t.event === 'attacksUnblocked' || t.event === 'attacksAlone' || t.event === 'becomesBlocked' || (t.event === 'creatureCombat' && t.what === 'attacks');
}

function targetSpec(t: TargetNode, ctx: Context): TargetSpec | null {
  if (t.quality?.controller === 'defending' && !defendingKnown(ctx)) return null;
  const filter: TargetSpec['filter'] = {};
  if (t.players) filter.players = t.players;
  if (t.permanents) filter.permanents = [...t.permanents];
  if (t.quality) filter.quality = structuredClone(t.quality);
  if (t.spells) filter.spells = t.spells === 'any' ? 'any' : [...t.spells];
  if (t.yours) filter.yours = true;
  if (t.cards) filter.cards = structuredClone(t.cards);
  const spec: TargetSpec = { phrase: t.phrase, filter };
  if (t.anyNumber) spec.anyNumber = true;
  else if (t.max !== undefined) {
    // "up to two" (601.2c): none to two; "one or two targets": at least one.
    spec.min = t.min ?? 0;
    spec.max = t.max;
  }
  if (t.another) {
    // 115.4: "another target" differs from the targets the ability chose before it; first in a
    // permanent's triggered or activated ability, it is another than that permanent, the source (113.7);
    // "another target creature card from your graveyard" of "When ~ dies": not the card it became (400.7).
    if (ctx.targets.length === 0) return !ctx.spell && (t.permanents || t.cards) ? { ...spec, notSource: true } : null;
    spec.differentFrom = ctx.targets.map((_, i) => i);
  }
  return spec;
}

/** "each creature and each player", "all artifacts" (no target). */
function eachOf(e: EachNode): Affected {
  const each: EachFilter = {};
  if (e.players) each.players = e.players;
  if (e.permanents) each.permanents = [...e.permanents];
  if (e.quality) each.quality = structuredClone(e.quality);
  if (e.other) each.other = true;
  return { each };
}

/** "creatures target player controls": the target player chosen (601.2c), then the permanents of the filter they control ("you control", seen from them). */
function ofTarget(e: EachNode, ctx: Context): Affected | null {
  const spec = e.of && e.of.players && !e.of.permanents && targetSpec(e.of, ctx);
  if (!spec || !e.permanents) return null;
  const each = (eachOf({ ...e, of: undefined, quality: { ...e.quality, controller: 'you' } }) as { each: EachFilter }).each;
  return { each, ofTarget: ctx.targets.push(spec) - 1 };
}

const SUPERTYPES: readonly string[] = ['Basic', 'Legendary'];

/** What "its controller", "that player", "that card", "the copy", "that spell" and "it" stand for here, if anything. */
/** The events whose object is another creature than the source: the one it blocks (509.3b), blocks it (509.3d) or is dealt its damage (120.3). */
const OTHER_CREATURE_EVENTS: readonly string[] = ['blocksCreature', 'becomesBlockedByCreature', 'dealsDamageToCreature'];

function refer(r: RefNode, ctx: Context): Affected | null {
  const trigger = ctx.trigger?.kind === 'trigger' ? ctx.trigger : undefined;
  const watched = watchedRef(r.word, ctx.trigger, ctx.targets.length > 0 || ctx.remembered.size > 0); // watchedRefs.ts
  if (watched) return watched;
  switch (r.word) {
    case 'its controller':
      // Of the one thing the effect before destroyed, exiled or countered (effectsOf checks it).
      return { remembered: ITS };
    case 'that player':
    case 'the player':
      if (ctx.remembered.has('player')) return { remembered: 'player' };
      // The player who tapped the land (605.1b), the player dealt combat damage (510.3a), the player
      // whose upkeep it is ("At the beginning of each player's upkeep").
      if (trigger?.event === 'step' && trigger.ofEachPlayer) return { who: 'eventPlayer' };
      // The player dealt damage ("Whenever ~ deals damage to an opponent", 120.3a).
      // The player who cast the spell (601.2i), discarded the card (701.9a) or drew it (121.1).
      if (trigger?.event === 'cast' && (trigger.anyPlayer || trigger.opponent)) return { who: 'eventPlayer' };
      if (trigger?.event === 'discarded' || trigger?.event === 'playerDraws') return { who: 'eventPlayer' };
      if (trigger?.event === 'combatDamageToPlayer' && trigger.orPlaneswalker) return null; // the player, or a planeswalker's controller: not read
      return trigger?.event === 'tappedForMana' || trigger?.event === 'combatDamageToPlayer' || trigger?.event === 'dealsDamageToPlayer' ? { who: 'eventPlayer' } : null;
    case 'that card':
      return ctx.remembered.has('card') ? { remembered: 'card' } : null;
    case 'the copy':
      return ctx.remembered.has('copy') ? { remembered: 'copy' } : null;
    case 'that spell':
      return trigger?.event === 'cast' ? { who: 'eventSpell' } : null;
    case 'enchanted creature':
    case 'equipped creature':
      return { who: 'attached' }; // 301.5, 303.4
    case 'those creatures':
      return null; // read beside the effect before it (sameTarget)
    case "that permanent's controller": {
      // 608.2c: of the one permanent the ability targeted last.
      const i = ctx.targets.length - 1;
      const spec = ctx.targets[i];
      return spec && spec.filter.permanents && !spec.filter.players && (spec.max ?? 1) === 1 && !spec.anyNumber ? { controllerOfTarget: i } : null;
    }
    case 'defending player':
      // 506.2: the player the creature attacks (or the controller of the planeswalker it attacks): the
      // event's player of its own attack triggers, and of "becomes blocked" (only that player's creatures block it, 509.1a).
      return defendingKnown(ctx) ? { who: 'eventPlayer' } : null;
    case 'itself':
      // The source of an ability dealing damage to itself (a permanent: a spell is never on the battlefield).
      return ctx.spell ? null : { who: 'self' };
    case 'that creature': {
      // The creature of the event: the one blocked (509.3b), the one attacking alone (506.5).
      if (ctx.targets.length === 0 && trigger && (OTHER_CREATURE_EVENTS.includes(trigger.event) || (trigger.event === 'attacksAlone' && !trigger.self))) return { who: 'eventObject' };
      // "Whenever ~ blocks or becomes blocked by a creature": the other creature of either event.
      if (ctx.targets.length === 0 && ctx.trigger?.kind === 'triggers' && ctx.trigger.events.every((t) => t.kind === 'trigger' && OTHER_CREATURE_EVENTS.includes(t.event))) return { who: 'eventObject' };
      // 608.2c: the one creature the ability targeted last ("Gain control of target creature. Untap that creature.").
      const i = ctx.targets.length - 1;
      const spec = ctx.targets[i];
      return spec && spec.filter.permanents?.includes('Creature') && !spec.filter.players && (spec.max ?? 1) === 1 && !spec.anyNumber ? { target: i } : null;
    }
    case 'it':
      if (trigger?.event === 'cast') return { who: 'eventSpell' };
      if (trigger?.event === 'attacksAlone') return ctx.targets.length === 0 && ctx.remembered.size === 0 ? { who: trigger.self ? 'self' : 'eventObject' } : null;
      if (trigger?.event === 'blocksCreature' || trigger?.event === 'attacksUnblocked' || trigger?.event === 'becomesTarget' || trigger?.event === 'becomesBlockedByCreature') return ctx.targets.length === 0 && ctx.remembered.size === 0 ? { who: 'self' } : null;
      // "Whenever ~ blocks or becomes blocked, it gets ...": either event is the permanent's own.
      if (ctx.trigger?.kind === 'triggers' && ctx.trigger.events.every((t) => t.kind === 'trigger' && COMBAT_EVENTS.includes(t.event))) {
        return ctx.targets.length === 0 && ctx.remembered.size === 0 ? { who: 'self' } : null;
      }
      // "Whenever ~ attacks, put a +1/+1 counter on it.": the permanent whose combat event it was,
      // while no earlier phrase of the ability named another object.
      return trigger && COMBAT_EVENTS.includes(trigger.event) && ctx.targets.length === 0 && ctx.remembered.size === 0 ? { who: 'self' } : null;
  }
}

/** The last copy of a spell among `out`, or inside the "you may" (or its "If you do", or a paid "If you do", 118.12) that ends it. */
function lastCopy(out: EffectDef[]): Extract<EffectDef, { kind: 'copySpell' }> | null {
  const last = out[out.length - 1];
  if (last?.kind === 'copySpell') return last;
  if (last?.kind === 'may') return lastCopy(last.ifDone ?? last.effects);
  if (last?.kind === 'mayPay') return lastCopy(last.effects);
  return null;
}

/** Every multiset of the listed length over the types, each listed once ("{W}{W}, {W}{U}, or {U}{U}"). */
function namesEveryCombination(listed: ManaType[][], types: ManaType[]): boolean {
  const n = listed[0].length;
  if (listed.some((l) => l.length !== n)) return false;
  const key = (l: ManaType[]) => types.map((t) => l.filter((x) => x === t).length).join(',');
  const keys = new Set(listed.map(key));
  if (keys.size !== listed.length) return false;
  // The number of multisets of n over k types is C(n + k - 1, k - 1).
  let all = 1;
  for (let i = 1; i < types.length; i++) all = (all * (n + i)) / i;
  return keys.size === all;
}

/** One effect, its targets appended to the context's in the order the text names them (601.2c). */
function effect(e: EffectNode, ctx: Context, textOf: TextOf): EffectDef | null {
  const aim = (t: TargetNode | RefNode): Affected | null => {
    if (t.kind === 'ref') return refer(t, ctx);
    const spec = targetSpec(t, ctx);
    return spec && { target: ctx.targets.push(spec) - 1 };
  };
  const thing = (t: TargetNode | EachNode | RefNode): Affected | null => (t.kind === 'each' ? (t.of ? ofTarget(t, ctx) : eachOf(t)) : aim(t));
  const to = (r: RecipientNode): Affected | null =>
    r.kind === 'target' || r.kind === 'ref' ? aim(r) : r.kind === 'each' ? eachOf(r) : r.kind === 'sameTarget' ? { target: ctx.targets.length - 1 } : YOU;
  switch (e.kind) {
    case 'tokenHas':
      return null; // only after the token it names (effectsOf)
    case 'addMana':
      return { kind: 'addMana', mana: e.mana };
    case 'addOneOf':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: e.options } };
    case 'addAnyColor': {
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...ALL_COLORS] } };
    }
    case 'addAmountOf': {
      const times = amount(e.amount, ctx);
      return times === null ? null : { kind: 'addMana', mana: [e.mana], times };
    }
    case 'addManaForEach': {
      const times = amountOf(e.per); // 608.2h: counted as the ability resolves
      return times === null ? null : { kind: 'addMana', mana: [...e.mana], times };
    }
    case 'addCombination': {
      const n = amount(e.amount, ctx);
      // "{W}{W}, {W}{U}, or {U}{U}" is two mana in any combination of {W} and/or {U} when it names every one.
      if (n === null || (e.listed && !namesEveryCombination(e.listed, e.types))) return null;
      if (e.different && (typeof n !== 'number' || n > e.types.length)) return null;
      return { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...e.types] }, combination: true, ...(e.different ? { different: true as const } : {}) };
    }
    case 'addCombinationCounted': {
      const n = amountOf(e.per); // 608.2h
      return n === null ? null : { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...e.types] }, combination: true };
    }
    case 'addOneColorCounted': {
      const n = amountOf(e.per);
      return n === null ? null : { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...ALL_COLORS] } };
    }
    case 'addEnteredColor':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'chosenColor', also: [...e.also] } };
    case 'addCouldProduce':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'couldProduce', lands: e.lands, colorsOnly: e.colorsOnly } };
    case 'addProduced': {
      const to = refer(e.who, ctx);
      return to && { kind: 'addManaOfChoice', amount: 1, choice: { from: 'produced' }, to };
    }
    case 'damage': {
      const n = amount(e.amount, ctx);
      const dealt = to(e.to);
      if (n === null || !dealt) return null;
      const def: Extract<EffectDef, { kind: 'damage' }> = { kind: 'damage', amount: n, to: dealt };
      if (e.it && !itIsSource(ctx.trigger)) return null;
      if ((e.divided || e.evenly) && !ctx.spell) return null;
      // "each other creature": other than the permanent whose ability it is; a spell's "other" would name something else.
      if (e.to.kind === 'each' && e.to.other && ctx.spell) return null;
      if (e.divided) {
        // 601.2d: the amount is divided among the phrase's targets as the spell is cast.
        if (!('target' in dealt)) return null;
        ctx.targets[dealt.target].divide = n;
        def.divided = true;
      }
      if (e.evenly) def.evenly = true;
      if (e.alsoCreaturesOf) def.alsoCreaturesOf = true;
      return def;
    }
    case 'draw': {
      const n = amount(e.count, ctx);
      const who = !e.who ? YOU : e.who.kind === 'each' ? eachOf(e.who) : aim(e.who);
      return n === null || !who ? null : { kind: 'draw', count: n, who };
    }
    case 'cantPlayLandsThisTurn': {
      const who = aim(e.who);
      return who && { kind: 'cantPlayLandsThisTurn', who }; // 305.2b
    }
    case 'additionalLandsThisTurn':
      return { kind: 'additionalLandsThisTurn', count: e.count }; // 305.2
    case 'extraTurn': {
      const who = e.who ? aim(e.who) : YOU;
      return who && { kind: 'extraTurn', who }; // 500.7
    }
    case 'gainLife': {
      const n = amount(e.amount, ctx);
      const who = e.who ? aim(e.who) : YOU;
      if (n === null || !who) return null;
      return e.ifSpent ? { kind: 'gainLife', amount: n, who, if: { spent: e.ifSpent } } : { kind: 'gainLife', amount: n, who };
    }
    case 'scry':
      return typeof e.count.value === 'number' ? { kind: 'scry', count: e.count.value } : null;
    case 'explore':
      // The source explores: "~ explores" of its own ability; "It explores" only where the trigger is the source's own event
      // (Path of Discovery's "it" is the creature that entered).
      if (ctx.spell) return null;
      if (e.it && !(ctx.trigger?.kind === 'trigger' && !('permanents' in ctx.trigger) && (ctx.trigger.event === 'enters' || ctx.trigger.event === 'combatDamageToPlayer'))) return null;
      return { kind: 'explore' };
    case 'monstrosity': {
      // 701.37a; "Monstrosity X." reads the X of the ability (107.3).
      const n = e.count.value;
      return typeof n === 'number' ? { kind: 'monstrosity', n } : n === 'X' ? { kind: 'monstrosity', n: { of: 'x' } } : null;
    }
    case 'bolster':
      return typeof e.count.value === 'number' ? { kind: 'bolster', count: e.count.value } : null;
    case 'proliferate':
      return { kind: 'proliferate' };
    case 'amass': {
      // 701.47d: "amass N" is "amass Zombies N"; the token of 701.47a.
      const n = amount(e.count, ctx);
      return n === null ? null : { kind: 'amass', count: n, subtype: 'Zombie', token: armyToken('Zombie') };
    }
    case 'support': {
      // 701.41a: on a permanent, "up to N other target creatures"; on an instant or sorcery, "up to N target creatures".
      if (typeof e.count.value !== 'number') return null;
      const n = e.count.value;
      const spec: TargetSpec = { phrase: `up to ${n} ${ctx.spell ? '' : 'other '}target creature${n === 1 ? '' : 's'}`, filter: { permanents: ['Creature'] }, min: 0, max: n, ...(ctx.spell ? {} : { notSource: true as const }) };
      return { kind: 'addCounters', counter: '+1/+1', amount: 1, to: { target: ctx.targets.push(spec) - 1 } };
    }
    case 'populate':
      return { kind: 'populate' }; // 701.36a
    case 'connive': {
      // 701.50a: "~ connives", or "it connives": the permanent that entered ("When ~ enters, it connives") or the one the trigger names.
      const selfEnters = ctx.trigger?.kind === 'trigger' && ctx.trigger.event === 'enters' && ctx.targets.length === 0;
      const what = e.it ? (selfEnters ? ({ who: 'self' } as const) : refer({ kind: 'ref', span: e.span, word: 'it' }, ctx)) : ctx.spell ? null : ({ who: 'self' } as const);
      return what && ('who' in what && (what.who === 'self' || what.who === 'eventObject')) ? { kind: 'connive', what } : null;
    }
    case 'skipNextTurn':
      return { kind: 'skipNextTurn', who: YOU }; // 614.10
    case 'detain': {
      const what = aim(e.what);
      return what && { kind: 'detain', what }; // 701.35a
    }
    case 'adapt':
      return typeof e.count.value === 'number' && !ctx.spell ? adapt(e.count.value) : null; // 701.46a (keywordActions.ts)
    case 'surveil':
      return typeof e.count.value === 'number' ? { kind: 'surveil', count: e.count.value } : null;
    case 'getEnergy': {
      const n = amount(e.amount, ctx); // 122.1
      return n === null ? null : { kind: 'getEnergy', amount: n };
    }
    case 'putBack':
      return typeof e.count.value === 'number' ? { kind: 'putBack', count: e.count.value } : null;
    case 'bounce': {
      // "to your hand" is its owner's hand only for a card of your own graveyard.
      if (e.toYourHand && (e.what?.kind !== 'target' || e.what.cards?.owner !== 'you')) return null;
      if (e.toTheirHand && (e.what?.kind !== 'target' || e.what.cards?.owner !== 'opponent')) return null;
      // "Return ~": after a zone change it is the card in its new zone (603.6c), not followed yet.
      // 400.7e: after "When ~ dies" or "is put into a graveyard from the battlefield", the card it became there.
      if (!e.what && changesZone(ctx.trigger)) return toOwnGraveyard(ctx.trigger) ? { kind: 'bounce', what: { who: 'eventCard' } } : null;
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'bounce', what };
    }
    case 'preventNextFromSource': {
      // 609.7a, 615.8: "you", a target, or any recipient (no words).
      const on = e.to ? to(e.to) : undefined;
      if (e.to && !on) return null;
      const quality = e.quality ? structuredClone(e.quality) : undefined;
      return { kind: 'preventNextFromSource', ...(quality ? { quality } : {}), ...(on ? { to: on } : {}), ...(e.all ? { all: true } : {}) };
    }
    case 'preventDamage': {
      // 615.7: a shield on what the words name: a target, the source, "you".
      const on = e.to.kind === 'self' ? ({ who: 'self' } as const) : to(e.to);
      const n = amount(e.amount, ctx);
      return on && n !== null ? { kind: 'preventDamage', amount: n, to: on } : null;
    }
    case 'tap': {
      // "all other creatures": other than the permanent whose ability it is (a spell's "other" would name something else).
      if (e.what?.kind === 'each' && e.what.other && ctx.spell) return null;
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'tap', what };
    }
    case 'untap': {
      if (e.what?.kind === 'each' && e.what.other && ctx.spell) return null;
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'untap', what };
    }
    case 'attach': {
      // 701.3a. The source attached ("~", "it"): a permanent's ability only (the engine attaches it
      // only while it is the object it was, 400.7); "it" only in its own enters trigger.
      if (ctx.spell && !e.what) return null;
      if (e.it && !(ctx.trigger?.kind === 'trigger' && ctx.trigger.event === 'enters' && ctx.targets.length === 0 && ctx.remembered.size === 0)) return null;
      const what = e.what ? aim(e.what) : undefined;
      if (e.what && !what) return null;
      const onto = !e.to ? ({ who: 'self' } as const) : enteringCreature(e.to, ctx) ?? aim(e.to);
      if (!onto) return null;
      return what ? { kind: 'attach', what, to: onto } : { kind: 'attach', to: onto };
    }
    case 'tapOrUntap': {
      const what = aim(e.what);
      return what && { kind: 'tapOrUntap', what };
    }
    case 'removeFromCombat': {
      const what = aim(e.what);
      return what && { kind: 'removeFromCombat', what };
    }
    case 'counters': {
      const n = amount(e.amount, ctx);
      const on = !e.on ? { who: 'self' as const } : e.on.kind === 'each' ? eachOf(e.on) : aim(e.on);
      return n === null || !on ? null : { kind: 'addCounters', counter: e.counter, amount: n, to: on };
    }
    case 'removeCounters': {
      const n = e.amount === 'all' ? 'all' : amount(e.amount, ctx);
      const from = !e.from ? { who: 'self' as const } : thing(e.from);
      // "Remove a counter from target permanent": a counter of the player's choice isn't asked yet.
      if (n === null || !from || (n !== 'all' && !e.counter)) return null;
      return { kind: 'removeCounters', ...(e.counter ? { counter: e.counter } : {}), amount: n, from };
    }
    case 'putItsCounters': {
      // 122.8: only where "its" is the source that left the battlefield ("When ~ dies"): its last known counters.
      if (!toOwnGraveyard(ctx.trigger)) return null;
      const to = aim(e.to);
      return to && { kind: 'putCountersOfSource', to };
    }
    case 'moveCounters': {
      const n = e.amount === 'all' ? 'all' : amount(e.amount, ctx);
      const from = !e.from ? { who: 'self' as const } : aim(e.from);
      const onto = !e.to ? { who: 'self' as const } : aim(e.to);
      if (n === null || !from || !onto || (n !== 'all' && !e.counter)) return null;
      return { kind: 'moveCounters', ...(e.counter ? { counter: e.counter } : {}), amount: n, from, to: onto };
    }
    case 'doubleCounters':
      // 701.10e: "give that permanent as many of those counters as it already has", counted as it resolves.
      return { kind: 'addCounters', counter: e.counter, amount: { of: 'sourceCounters', counter: e.counter }, to: { who: 'self' }, doubling: true };
    case 'counterSpell': {
      const what = aim(e.what);
      if (!what) return null;
      if (e.unlessPaysX) return { kind: 'counter', what, unlessPaysGeneric: { of: 'x' } }; // 107.3
      return e.unlessPays ? { kind: 'counter', what, unlessPays: e.unlessPays } : { kind: 'counter', what };
    }
    case 'destroy': {
      const what = thing(e.what);
      return what && { kind: 'destroy', what };
    }
    case 'exile': {
      const what = thing(e.what);
      return what && { kind: 'exile', what };
    }
    case 'cantBeRegeneratedThisTurn': {
      // "It" is read with the damage before it (effectsOf).
      if (e.it) return null;
      const what = e.what ? aim(e.what) : { who: 'self' as const };
      return what && { kind: 'cantBeRegenerated', what };
    }
    case 'regenerate': {
      // 701.19a: a shield on the source ("Regenerate ~") or on each permanent named.
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'regenerate', what };
    }
    case 'putOnLibrary': {
      // "on top of your library": its owner's only for a card of your own graveyard.
      if (e.yourLibrary && e.what.cards?.owner !== 'you') return null;
      // Several cards put on top at once are arranged by their owner (401.4): a choice not modelled yet.
      if ((e.what.max ?? 1) > 1) return null;
      const what = aim(e.what);
      return what && { kind: 'putOnLibrary', what, ...(e.bottom ? { bottom: true as const } : {}) };
    }
    case 'exileGraveyard': {
      // "all graveyards": each player's (406.2).
      const whose = e.whose.kind === 'each' ? (e.whose.players === 'all' ? eachOf(e.whose) : null) : e.whose.players ? aim(e.whose) : null;
      return whose && { kind: 'exileGraveyard', whose };
    }
    case 'loseLife': {
      const n = amount(e.amount, ctx);
      const who = e.who ? to(e.who) : YOU;
      return n === null || !who ? null : { kind: 'loseLife', amount: n, who };
    }
    case 'discard': {
      const n = e.hand ? 0 : amount(e.count, ctx);
      const who = e.who ? to(e.who) : YOU;
      return n === null || !who ? null : { kind: 'discard', count: n, who, ...(e.atRandom ? { atRandom: true as const } : {}), ...(e.hand ? { hand: true as const } : {}) };
    }
    case 'sacrifice': {
      const who = to(e.who);
      return who && { kind: 'sacrifice', who, types: [...e.types], ...(e.count ? { count: e.count } : {}) };
    }
    case 'exileTop':
      return { kind: 'exileTop' };
    case 'returnChosen':
      return { kind: 'returnChosen', who: YOU, types: [...e.types], ...(e.colors ? { colors: [...e.colors] } : {}), ...(e.another ? { another: true as const } : {}) };
    case 'mill': {
      const n = amount(e.count, ctx);
      const who = !e.who ? YOU : e.who.kind === 'each' ? eachOf(e.who) : aim(e.who);
      return n === null || !who ? null : { kind: 'mill', count: n, who };
    }
    case 'search': {
      // 303.4f: an Aura put onto the battlefield this way needs its player to choose what it enchants, not modelled here.
      if (e.to === 'battlefield' && (e.types.includes('Enchantment') || e.subtypes.includes('Aura'))) return null;
      // "Search target player's library": a player targeted (115.1); no shuffle unless "Then that player shuffles." follows.
      const whose = e.whose ? aim(e.whose) : undefined;
      if (whose === null || (!e.whose && (e.to === 'exile' || e.to === 'graveyard'))) return null;
      const supertypes = e.supertypes.filter((t): t is Supertype => SUPERTYPES.includes(t));
      return {
        kind: 'searchLibrary',
        count: e.count,
        ...(e.types.length ? { types: [...e.types] } : {}),
        ...(supertypes.length ? { supertypes } : {}),
        ...(e.subtypes.length ? { subtypes: [...e.subtypes] } : {}),
        ...(e.anyCard ? { anyCard: true } : {}),
        to: e.to,
        ...(e.tapped ? { tapped: true } : {}),
        ...(e.reveal ? { reveal: true } : {}),
        ...(e.permanent ? { permanent: true } : {}),
        ...(e.manaValueAtMost !== undefined ? { manaValueAtMost: e.manaValueAtMost } : {}),
        ...(e.named ? { named: true } : {}),
        ...(e.cardName ? { cardName: e.cardName } : {}),
        // 701.24a: a search of several zones shuffles only as the next sentence says.
        ...(e.alsoFrom ? { alsoFrom: [...e.alsoFrom], shuffle: 'never' as const } : {}),
        ...(whose ? { whose, shuffle: 'never' as const } : {}),
      };
    }
    case 'sacrificeUnless': {
      // The source itself is sacrificed: "it" only after its own event, and not where it has left (lowerSelf.ts).
      if (!lowerSelf('sacrificeSelf', ctx.spell, ctx.trigger, undefined, e.it)) return null;
      if (e.act === 'payLife') return { kind: 'sacrificeUnless', act: 'payLife', life: e.life };
      if (e.act === 'discard') {
        return {
          kind: 'sacrificeUnless',
          act: 'discard',
          count: e.count,
          ...(e.type ? { type: e.type } : {}),
          ...(e.non ? { non: true as const } : {}),
          ...(e.atRandom ? { atRandom: true as const } : {}),
        };
      }
      return {
        kind: 'sacrificeUnless',
        unless: e.type,
        ...(e.act === 'return' ? { act: 'return' as const } : {}),
        ...(e.subtype ? { subtype: e.subtype } : {}),
        ...(e.notSubtype ? { notSubtype: e.notSubtype } : {}),
        ...(e.another ? { another: true as const } : {}),
        ...(e.untapped ? { untapped: true as const } : {}),
        ...(e.count ? { count: e.count } : {}),
        ...(e.anyController ? { anyController: true as const } : {}),
      };
    }
    case 'preventCombatDamage':
      return { kind: 'preventCombatDamage' };
    case 'sacrificeSelf':
    case 'exileSelf':
    case 'transformSelf':
      // 601.2h: "sacrifice it unless {U} was spent to cast it", of its own enters trigger only (the permanent the spell became).
      if ('unlessSpent' in e && e.unlessSpent) {
        const t = ctx.trigger;
        return t?.kind === 'trigger' && t.event === 'enters' && lowerSelf('sacrificeSelf', ctx.spell, t, undefined, true) ? { kind: 'sacrificeSelf', unlessSpent: e.unlessSpent } : null;
      }
      return lowerSelf(e.kind, ctx.spell, ctx.trigger, 'unlessPays' in e ? e.unlessPays : undefined, 'it' in e ? e.it : undefined);
    case 'returnSelfFromGraveyard':
      // Only an activated ability's (lower.ts gives it its zone): a spell's or a trigger's "~" would be another object (400.7);
      // a die-roll trigger of the card in the graveyard is watched there (113.6m, stack/diceTriggers.ts).
      if (ctx.spell || (ctx.trigger && !watchedInGraveyard(ctx.trigger))) return null;
      // "to the battlefield (tapped)": under its owner's control, the player whose graveyard it was in (110.2).
      return e.to === 'battlefield' ? { kind: 'returnToBattlefield', what: { who: 'self' }, owner: true, ...(e.tapped ? { tapped: true as const } : {}) } : { kind: 'bounce', what: { who: 'self' } };
    case 'returnToBattlefield': {
      // Only a card in a graveyard (a permanent is on the battlefield already).
      if (!e.what.cards) return null;
      const what = aim(e.what);
      // 110.2: under the control of the player who puts it there, unless the effect says its owner's.
      return what && { kind: 'returnToBattlefield', what, ...(e.under === 'owner' ? { owner: true as const } : {}), ...(e.tapped ? { tapped: true as const } : {}) };
    }
    case 'createToken': {
      // Only keywords the engine carries out; the token's text is its keywords (111.3).
      const keywords = e.keywords.map((k) => ENGINE_KEYWORDS.find((known) => known === k && !WITH_PARAMETER.includes(known)));
      if (keywords.some((k) => k === undefined)) return null;
      const cap = (k: string) => k[0].toUpperCase() + k.slice(1);
      const token: TokenDef = {
        types: [...e.types],
        subtypes: [...e.subtypes],
        power: e.power,
        toughness: e.toughness,
        oracle: keywords.map((k) => cap(k!)).join('\n'),
        abilities: keywords.map((k) => ({ kind: 'keyword' as const, keyword: k!, text: cap(k!) })),
        ...(e.colors.length ? { colors: [...e.colors] } : {}),
      };
      if (e.forEachCounter !== undefined) return e.amount.value === 1 ? { kind: 'createToken', token, amount: { of: 'sourceCounters', counter: e.forEachCounter } } : null;
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'createToken', token, amount: n };
    }
    case 'createPredefined': {
      // 111.10: the token as the rules define it, as many as the effect says.
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'createToken', token: predefinedToken(e.token), amount: n };
    }
    case 'copySpell': {
      const what = aim(e.what);
      if (!what) return null;
      const def: Extract<EffectDef, { kind: 'copySpell' }> = { kind: 'copySpell', what, newTargets: false };
      if (e.forEachCastBefore) def.times = { of: 'eventCount' };
      if (e.color) def.color = e.color;
      return def;
    }
    case 'may': {
      const inner = effect(e.effect, ctx, textOf);
      // The card's own words, its name and all ("put a +1/+1 counter on Ajani's Pridemate").
      return inner && { kind: 'may', prompt: textOf({ span: e.words }), effects: [inner] };
    }
    case 'revealHand':
    case 'chooseFromHand':
    case 'discardChosen':
    case 'exileChosen':
    case 'lookAtTop':
    case 'takeLooked':
    case 'putRest':
      return lowerRevealHand(e, ctx.remembered, aim);
    case 'putFromHand':
      return lowerZoneMove(e);
    case 'returnEventCard': {
      // "it" of a combat event is the source (refer); of "dies", the card in the graveyard.
      const it = refer({ kind: 'ref', span: e.span, word: 'it' }, ctx);
      return returnEventCardEffect(e, ctx.trigger, !!it && 'who' in it && it.who === 'self');
    }
    case 'returnLinked':
      // 607.2a: linked to the exile of another ability of the card (linkedExile.ts marks it, or drops this).
      return { kind: 'returnLinkedExiled', to: e.to, ...(e.tapped ? { tapped: true as const } : {}), ...(e.control === 'you' ? { control: 'you' as const } : {}) };
    case 'exileUntilLeaves': {
      // 610.3: "that card" is the card chosen from the revealed hand (608.2c).
      const what = e.what === 'chosen' ? (ctx.remembered.has('card') ? { remembered: 'card' } : null) : aim(e.what);
      return what && { kind: 'exile', what, untilSourceLeaves: true };
    }
    case 'shuffle': {
      // 701.24a: "Target player shuffles ...": a player targeted (115.1); no `who`: you.
      if (e.self) return { kind: 'shuffle', who: { who: 'self' }, self: true };
      const who = e.who ? aim(e.who) : YOU;
      return who && { kind: 'shuffle', who, ...(e.graveyard ? { graveyard: true as const } : {}) };
    }
    case 'randomPlayer':
      ctx.remembered.add('player');
      return { kind: 'randomPlayer', remember: 'player' };
    case 'exileFromGraveyard': {
      const chooser = e.chooser.kind === 'target' ? aim(e.chooser) : refer(e.chooser, ctx);
      ctx.remembered.add('card');
      return chooser && { kind: 'exileFromGraveyard', chooser, types: [...e.types], remember: 'card' };
    }
    case 'copyCard': {
      const what = refer(e.what, ctx);
      ctx.remembered.add('copy');
      return what && { kind: 'copyCard', what, remember: 'copy' };
    }
    case 'castWithoutPaying': {
      const what = refer(e.what, ctx);
      return what && { kind: 'castCard', what, withoutPaying: true };
    }
    case 'fight': {
      // Targets in the text's order (601.2c): the fighter's, then the other's.
      const what = modified(e.what, ctx) ?? enteredIt(e.what, ctx);
      const other = what && (e.other === 'itself' ? structuredClone(what) : e.other === 'source' ? ({ who: 'self' } as const) : modified(e.other, ctx));
      return what && other ? { kind: 'fight', what, other, ...(e.oneWay ? { oneWay: true } : {}) } : null;
    }
    case 'untilEndOfTurn': // read by effectsOf: one sentence, an effect per layer
    case 'change':
    case 'switchPt':
    case 'gainControl':
    case 'combatThisTurn':
    case 'preventAll':
    case 'exileIfDies':
    case 'delayed':
    case 'xDefined': // effectsOf: the sentence's X defined
    case 'forEachTimes': // effectsOf: the sentence's number times a count
    case 'returnExiled': // with the exile before it (effectsOf)
    case 'counteredInstead': // with the counter before it (effectsOf)
    case 'skipNextUntap':
    case 'keptTapped':
    case 'addChosenColor':
    case 'chooseColorOfPermanent':
    case 'kickedInstead':
    case 'shuffleIfSearched': // with the search before it (effectsOf)
    case 'mayPlayExiled': // with the exile before it (effectsOf)
    case 'kickedPumpInstead':
    case 'newTargets':
    case 'castFromGraveyardInstead':
    case 'mayPay': // with the "If you do" after it (effectsOf)
    case 'payAnyEnergy':
    case 'chooseTarget':
    case 'ifYouDo':
    case 'ifCondition':
    case 'rollDie': // with its results table (effectsOf, lowerDice.ts)
    case 'createThoseTokens': // a row of that table
    case 'sequence':
    case 'unlessPays': // with its effect (effectsOf)
    case 'triggersOnce': // by the triggered ability (lower.ts)
    case 'cantBeRegenerated': // read with the destruction before it (effectsOf)
    case 'unmodelled':
      return null;
  }
}

/**
 * "If there are no depletion counters on ~, sacrifice it.": when the condition names only the
 * source, "it" in its clause is the source (608.2c), whatever the ability's other words.
 */
function itIsConditionsSource(e: Extract<EffectNode, { kind: 'ifCondition' }>): EffectNode {
  const c = e.condition;
  const aboutSource = c.kind === 'sourceIs' || (c.kind === 'cardsIn' && c.count.sourceCounters !== undefined);
  return aboutSource && e.effect.kind === 'sacrificeSelf' && e.effect.it ? { ...e.effect, it: undefined } : e.effect;
}

/**
 * What "gets" or "gains" names (611.2c): a permanent target, the source ("~", or "it" for the
 * permanent whose combat event triggered the ability), or the permanents "creatures you control" names.
 */
function modified(w: ModifiedNode, ctx: Context): Affected | null {
  switch (w.kind) {
    case 'self':
      return { who: 'self' };
    case 'ref': {
      const watched = watchedRef(w.word, ctx.trigger, ctx.targets.length > 0 || ctx.remembered.size > 0); // the creature that attacked or entered
      if (watched && 'who' in watched && watched.who === 'eventObject') return watched;
      const r = refer(w, ctx);
      // "it" of a combat trigger is the source; "that creature" the creature targeted before (608.2c).
      return r && (('who' in r && (r.who === 'self' || r.who === 'attached')) || (w.word === 'that creature' && 'target' in r)) ? r : null;
    }
    case 'each':
      // "Other creatures you control": other than the permanent whose ability it is, while the
      // ability named no other object (a spell's "other" is other than what it named: Exhilarating Elocution).
      if (w.other && (ctx.spell || ctx.targets.length > 0 || ctx.remembered.size > 0)) return null;
      if (w.of) return ofTarget(w, ctx);
      return w.permanents && !w.players ? eachOf(w) : null;
    case 'target': {
      if (!w.permanents || w.cards || w.spells || w.players) return null;
      const spec = targetSpec(w, ctx);
      return spec && { target: ctx.targets.push(spec) - 1 };
    }
  }
}

/** "Whenever a creature enters under your control, attach ~ to that creature / to it": the permanent that entered (603.2, 608.2c), while nothing was named before it. */
function enteringCreature(w: TargetNode | RefNode, ctx: Context): Affected | null {
  const t = ctx.trigger;
  const named = ctx.targets.length > 0 || ctx.remembered.size > 0;
  return w.kind === 'ref' && (w.word === 'it' || w.word === 'that creature') && !named && t?.kind === 'trigger' && t.event === 'permanentEnters' ? { who: 'eventObject' } : null;
}

/** "When ~ enters, you may have it fight ...": "it" is the permanent that entered, while the ability named nothing before it. */
function enteredIt(w: ModifiedNode, ctx: Context): Affected | null {
  const t = ctx.trigger;
  return w.kind === 'ref' && w.word === 'it' && t?.kind === 'trigger' && t.event === 'enters' && ctx.targets.length === 0 && ctx.remembered.size === 0 ? { who: 'self' } : null;
}

/**
 * "Untap target creature. It gets +2/+2 until end of turn.": "it" is the one permanent the effect
 * just before targeted, when that effect tapped, untapped, pumped or put counters on it (608.2c).
 */
function sameTarget(w: ModifiedNode, last: EffectDef | undefined, ctx: Context): Affected | null {
  if (w.kind !== 'ref' || !last) return null;
  // "Tap up to two target creatures. Those creatures don't untap ...": every target of that phrase.
  if (w.word === 'those creatures') return last.kind === 'tap' && 'target' in last.what && (ctx.targets[last.what.target]?.max ?? 1) > 1 ? { target: last.what.target } : null;
  if (w.word !== 'it') return null;
  const what = last.kind === 'untap' || last.kind === 'tap' || last.kind === 'pump' || last.kind === 'grant' || last.kind === 'continuous' ? last.what : last.kind === 'addCounters' ? last.to : null;
  // "~ gains hexproof until end of turn. Tap it.": the source, named just before.
  if (what && 'who' in what && what.who === 'self' && !ctx.spell) return { who: 'self' };
  if (!what || !('target' in what)) return null;
  const spec = ctx.targets[what.target];
  return spec && spec.filter.permanents && (spec.max ?? 1) === 1 && !spec.anyNumber ? { target: what.target } : null;
}

const capitalizedText = (t: string): string => t[0].toUpperCase() + t.slice(1);

/** Whether an effect's player is "Its controller". */
function namesItsController(e: EffectNode): boolean {
  if (e.kind === 'may') return namesItsController(e.effect);
  return 'who' in e && e.who?.kind === 'ref' && e.who.word === 'its controller';
}

/**
 * The effects of `nodes` in order. A sentence that changes the one before it ("If ~ was kicked, it
 * deals 4 damage instead.", "You may choose new targets for the copy.") changes that effect.
 */
/** The effects whose one number "for each ..." multiplies, and the field that holds it. */
const TIMES_FIELDS: Partial<Record<EffectDef['kind'], string>> = {
  draw: 'count',
  mill: 'count',
  createToken: 'amount',
  addCounters: 'amount',
  damage: 'amount',
  gainLife: 'amount',
  loseLife: 'amount',
};

/**
 * What "until end of turn for each ..." counts, as it resolves (608.2h); "creature blocking it" only
 * where "it" is the source (the creatures blocking the source, 509.1h: a permanent's own ability).
 */
function perEachNow(c: CountNode, what: Affected | null, ctx: Context): Amount | null {
  if (c.blockingIt) return what && 'who' in what && what.who === 'self' && !ctx.spell ? { of: 'blockingSource', beyond: c.blockingIt.beyond, times: 1 } : null;
  return amountOf(c);
}

/** Every X of `defs` (`{ of: 'x' }`) made `x`, in place; false when there was none (the "where" names nothing). */
function definesX(defs: EffectDef[], x: Amount): boolean {
  let found = false;
  const put = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(put);
    if (n === null || typeof n !== 'object') return n;
    const o = n as Record<string, unknown>;
    if (o.of === 'x' && Object.keys(o).length === 1) {
      found = true;
      return structuredClone(x);
    }
    for (const k of Object.keys(o)) o[k] = put(o[k]);
    return o;
  };
  put(defs);
  return found;
}

function effectsOf(nodes: EffectNode[], ctx: Context, textOf: TextOf, out: EffectDef[]): boolean {
  for (const e of nodes) {
    const last = out[out.length - 1];
    if (e.kind === 'untap' && e.what?.kind === 'ref' && e.what.word === 'those creatures') {
      // "Creatures you control get +1/+1 until end of turn. Untap those creatures.": the permanents the effect before named (608.2c).
      const what = !ctx.choosingColor && (last?.kind === 'pump' || last?.kind === 'grant') && 'each' in last.what ? structuredClone(last.what) : null;
      if (!what) return false;
      out.push({ kind: 'untap', what });
      continue;
    }
    if (e.kind === 'tap' && e.what?.kind === 'ref' && e.what.word === 'it' && !ctx.choosingColor && sameTarget(e.what, last, ctx)) {
      // "~ gains hexproof until end of turn. Tap it.": the one permanent the effect before named (608.2c).
      out.push({ kind: 'tap', what: sameTarget(e.what, last, ctx)! });
      continue;
    }
    if (e.kind === 'regenerate' && e.what?.kind === 'ref' && e.what.word === 'it') {
      // "Target creature gets +2/+0 until end of turn. Regenerate it.": a shield on the one permanent just targeted (701.19a, 608.2c).
      const what = !ctx.choosingColor && sameTarget(e.what, last, ctx);
      if (!what) return false;
      out.push({ kind: 'regenerate', what });
      continue;
    }
    if (e.kind === 'untap' && e.what?.kind === 'ref' && e.what.word === 'it') {
      // "Gain control of target creature until end of turn. Untap it.": "it" is the one permanent just targeted (608.2c).
      const what = !ctx.choosingColor && sameTarget(e.what, last, ctx);
      if (!what) return false;
      out.push({ kind: 'untap', what });
      continue;
    }
    if (e.kind === 'attach' && e.to?.kind === 'ref' && e.to.word === 'it' && last?.kind === 'createToken') {
      // "Create a 1/1 Goblin creature token, then attach ~ to it.": the one token just created (608.2c).
      const made = !ctx.choosingColor && rememberMade(out, ctx);
      const def = made && effect({ ...e, to: undefined }, ctx, textOf);
      if (!made || !def || def.kind !== 'attach') return false;
      out.push({ ...def, to: { remembered: made } });
      continue;
    }
    if (e.kind === 'may' && !namesItsController(e)) {
      // 603.5, 608.2d: any clause read here, those needing the sentence level ("until end of turn") too;
      // one naming "its controller" of the effect before is read below (default), with that effect in view.
      const inner: EffectDef[] = [];
      if (ctx.choosingColor || unpaidFor(last) || !effectsOf([e.effect], ctx, textOf, inner) || inner.length === 0) return false;
      out.push({ kind: 'may', prompt: textOf({ span: e.words }), effects: inner });
      continue;
    }
    // "You gain life equal to the life lost this way.": only right after a "loses life" effect (608.2c).
    if (e.kind === 'gainLife' && e.amount.kind === 'counted' && e.amount.count.lifeLostThisWay && last?.kind !== 'loseLife') return false;
    switch (e.kind) {
      case 'sequence':
        if (!effectsOf(e.parts, ctx, textOf, out)) return false;
        continue;
      case 'chooseTarget': {
        // 115.1: chosen as the spell is cast; "that creature" after it names it (608.2c).
        const spec = !ctx.choosingColor && !unpaidFor(last) && targetSpec(e.what, ctx);
        if (!spec) return false;
        ctx.targets.push(spec);
        continue;
      }
      case 'payAnyEnergy': // the sentence after it goes inside (default)
        if (ctx.choosingColor || unpaidFor(last)) return false;
        out.push({ kind: 'payAnyEnergy', effects: [] });
        continue;
      case 'chooseColorOfPermanent':
        if (ctx.choosingColor) return false;
        ctx.choosingColor = true;
        continue;
      case 'addChosenColor':
        if (!ctx.choosingColor) return false;
        ctx.choosingColor = false;
        out.push({ kind: 'addManaOfChoice', amount: 1, choice: { from: 'colorsOfPermanents' } });
        continue;
      case 'mayPlayExiled': {
        // 611.2a: the card the exile just before put there ("that card", "it").
        if (last?.kind !== 'exileTop' || last.mayPlay) return false;
        last.mayPlay = e.until;
        continue;
      }
      case 'shuffleIfSearched': {
        // 701.24a: "If you search your library this way, shuffle.": of the search just before, of several zones.
        const search = last?.kind === 'may' && last.effects.length === 1 && !last.ifDone ? last.effects[0] : last;
        if (search?.kind !== 'searchLibrary' || search.shuffle !== 'never' || !(e.theirs ? search.whose : search.alsoFrom)) return false;
        // "Then that player shuffles.": the searched library's owner, always; else only after a library search.
        if (e.theirs) delete search.shuffle;
        else search.shuffle = 'ifLibrary';
        continue;
      }
      case 'kickedInstead': {
        // 702.33d: the kicked amount replaces the damage the sentence before deals.
        if (last?.kind !== 'damage' || typeof last.amount !== 'number' || typeof e.amount.value !== 'number') return false;
        last.amount = { of: 'ifKicked', kicked: e.amount.value, otherwise: last.amount };
        continue;
      }
      case 'newTargets': {
        // 707.10c: the controller of the copy may choose new targets for it.
        const copy = lastCopy(out);
        if (!copy || copy.newTargets) return false;
        copy.newTargets = true;
        if (last?.kind === 'may' && !last.ifDone) last.prompt += ` (${textOf(e).replace(/\.$/, '').replace(/^You/, 'you')})`;
        continue;
      }
      case 'cantBeRegenerated': {
        // "Destroy target creature. It can't be regenerated.": "It" is the one destroyed, "They" all of them (701.19c);
        // "That creature" the one creature targeted.
        if (last?.kind !== 'destroy' || 'each' in last.what !== (e.pronoun === 'They') || last.noRegeneration) return false;
        if (e.pronoun === 'That creature' && !('target' in last.what && ctx.targets[last.what.target]?.filter.permanents?.join() === 'Creature')) return false;
        last.noRegeneration = true;
        continue;
      }
      case 'removeFromCombat': {
        // "... and untap it": the same creature, one targeting phrase (506.4, 701.26b).
        const def = !ctx.choosingColor && effect(e, ctx, textOf);
        if (!def || def.kind !== 'removeFromCombat') return false;
        out.push(def);
        if (e.untap) out.push({ kind: 'untap', what: structuredClone(def.what) });
        continue;
      }
      case 'cantBeRegeneratedThisTurn': {
        if (!e.it) {
          const def = !ctx.choosingColor && effect(e, ctx, textOf);
          if (!def) return false;
          out.push(def);
          continue;
        }
        // "~ deals 1 damage to target creature. It can't be regenerated this turn.": "It" is that
        // creature, whether or not the damage was dealt (701.19c).
        const to = last?.kind === 'damage' && 'target' in last.to ? ctx.targets[last.to.target] : undefined;
        if (!to || last?.kind !== 'damage' || !('target' in last.to) || to.filter.permanents?.join() !== 'Creature' || to.filter.players || (to.max ?? 1) !== 1 || to.anyNumber) return false;
        out.push({ kind: 'cantBeRegenerated', what: { target: last.to.target } });
        continue;
      }
      case 'kickedPumpInstead': {
        // 702.33d: "that creature" is the one target the pump before it affects; the kicked amounts replace its own.
        const p = e.change;
        if (last?.kind !== 'pump' || !('target' in last.what) || (ctx.targets[last.what.target]?.max ?? 1) !== 1) return false;
        if (typeof last.power !== 'number' || typeof last.toughness !== 'number' || typeof p.power !== 'number' || typeof p.toughness !== 'number') return false;
        last.power = { of: 'ifKicked', kicked: p.power, otherwise: last.power };
        last.toughness = { of: 'ifKicked', kicked: p.toughness, otherwise: last.toughness };
        continue;
      }
      case 'untilEndOfTurn': {
        if (ctx.choosingColor) return false;
        const what = modified(e.what, ctx) ?? sameTarget(e.what, last, ctx);
        const per = e.per ? perEachNow(e.per, what, ctx) : undefined;
        if (per === null) return false;
        const defs = untilEndOfTurnEffects(e, what, ctx.x, per);
        if (!defs) return false;
        out.push(...defs);
        continue;
      }
      case 'change': {
        if (ctx.choosingColor) return false;
        // 305.7, 608.2d: "Target land becomes the basic land type of your choice until end of turn.", alone in its sentence.
        const landType = e.parts.find((p) => !Array.isArray(p) && p.kind === 'landTypeOfChoice');
        if (landType) {
          const what = e.duration === 'endOfTurn' && e.parts.length === 1 ? modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) : null;
          if (!what) return false;
          out.push({ kind: 'becomesLandTypeOfChoice', what, duration: 'endOfTurn' });
          continue;
        }
        // 205.3m, 608.2d: "~ becomes the creature type of your choice until end of turn.", alone in its sentence.
        const creatureType = e.parts.find((p) => !Array.isArray(p) && p.kind === 'creatureTypeOfChoice');
        if (creatureType && !Array.isArray(creatureType) && creatureType.kind === 'creatureTypeOfChoice') {
          const what = e.duration === 'endOfTurn' && e.parts.length === 1 ? modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) : null;
          if (!what) return false;
          out.push({ kind: 'becomesCreatureTypeOfChoice', what, ...(creatureType.also ? { also: true as const } : {}), duration: 'endOfTurn' });
          continue;
        }
        const chosen = e.parts.find((p) => !Array.isArray(p) && p.kind === 'colorOfChoice');
        if (chosen && !Array.isArray(chosen) && chosen.kind === 'colorOfChoice') {
          // 608.2d, 613.1e: the color (or colors) chosen as it resolves, until end of turn; the
          // sentence's other changes ("gets +1/+1 and becomes ...") an effect of their own.
          const what = e.duration === 'endOfTurn' ? modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) : null;
          const rest = e.parts.filter((p) => p !== chosen);
          const others = what && rest.length > 0 ? changeEffect({ ...e, parts: rest }, structuredClone(what), ctx.x, textOf({ span: e.words }).replace(/,? and becomes? the color(?: or colors)? of your choice|becomes? the color(?: or colors)? of your choice,? and /, '')) : null;
          if (!what || (rest.length > 0 && !others)) return false;
          if (others) out.push(others);
          out.push({ kind: 'becomesColorOfChoice', what, many: chosen.many, duration: 'endOfTurn' });
          continue;
        }
        const def = changeEffect(e, modified(e.what, ctx) ?? sameTarget(e.what, last, ctx), ctx.x, textOf({ span: e.words }));
        if (!def) return false;
        out.push(def);
        continue;
      }
      case 'fight': {
        // "Target creature you control gets +1/+2 until end of turn. It fights ...": "it" is the one creature just targeted (608.2c).
        if (ctx.choosingColor || unpaidFor(last)) return false;
        const it = e.what.kind === 'ref' ? sameTarget(e.what, last, ctx) : null;
        const other = it && (e.other === 'itself' ? structuredClone(it) : e.other === 'source' ? ({ who: 'self' } as const) : modified(e.other, ctx));
        const def = it ? other && ({ kind: 'fight', what: it, other, ...(e.oneWay ? { oneWay: true } : {}) } as const) : effect(e, ctx, textOf);
        if (!def) return false;
        out.push(def);
        continue;
      }
      case 'switchPt': {
        // 613.4d: in layer 7d, after every other change of power and toughness.
        const what = !ctx.choosingColor && modified(e.what, ctx);
        if (!what) return false;
        out.push({ kind: 'continuous', what, changes: [{ layer: '7d', switch: true }], duration: 'endOfTurn', text: 'power and toughness switched' });
        continue;
      }
      case 'counteredInstead':
        if (ctx.choosingColor || !counteredInsteadOf(e, last, (i) => (ctx.targets[i]?.max ?? 1) === 1 && !ctx.targets[i]?.anyNumber)) return false;
        continue;
      case 'returnExiled': {
        const r = !ctx.choosingColor && !unpaidFor(last) && returnExiledEffect(e, last);
        if (!r) return false;
        (r.inside ?? out).push(r.def);
        continue;
      }
      case 'delayed': {
        // 603.7c: "Return that card to the battlefield ... at the beginning of the next end step.": the card the exile before exiled.
        if (e.effect.kind === 'returnExiled') {
          const r = !ctx.choosingColor && !unpaidFor(last) && returnExiledEffect(e.effect, last);
          if (!r) return false;
          (r.inside ?? out).push({ kind: 'delayed', step: e.step, effects: [r.def], text: capitalizedText(textOf(e)) });
          continue;
        }
        // 603.7c: "Exile it at the beginning of the next end step.": the object the effect created or returned.
        if (e.effect.kind === 'exile' && e.effect.what.kind === 'ref') {
          const made = e.effect.what.word === 'it' && !ctx.choosingColor && rememberMade(out, ctx);
          if (!made) return false;
          out.push({ kind: 'delayed', step: e.step, effects: [{ kind: 'exile', what: { remembered: made } }], text: capitalizedText(textOf(e)) });
          continue;
        }
        // 603.7a: the clause is done later, by a delayed triggered ability; it may not ask for
        // targets now (they would be chosen as that ability goes on the stack, 603.3d) nor refer back.
        const later: EffectDef[] = [];
        const targets = ctx.targets.length;
        const remembered = ctx.remembered.size;
        if (ctx.choosingColor || !effectsOf([e.effect], ctx, textOf, later) || ctx.targets.length !== targets || ctx.remembered.size !== remembered || later.length === 0) return false;
        const text = textOf(e);
        const remember = rememberReferents(later);
        out.push({ kind: 'delayed', step: e.step, effects: later, text: text[0].toUpperCase() + text.slice(1), ...(remember ? { remember } : {}) });
        continue;
      }
      case 'xDefined': {
        // 107.3c: the X the text defines, read as the effect happens (608.2h); no X is announced (a
        // cost with X has its own X, so the two can't be told apart: left unread).
        if (ctx.choosingColor || ctx.x) return false;
        const inner: EffectDef[] = [];
        ctx.x = true; // the sentence reads its X as one it has
        const read = effectsOf([e.effect], ctx, textOf, inner);
        ctx.x = false;
        // Read after the sentence: "where X is its power" names the creature the sentence targeted (608.2c).
        const x = read && amount(e.x, ctx);
        if (!x || !definesX(inner, x)) return false;
        out.push(...inner);
        continue;
      }
      case 'unlessPays': {
        // 118.12a: "you pay": the controller, once; "they pay": each player who would sacrifice (701.21a), in turn.
        const inner: EffectDef[] = [];
        if (ctx.choosingColor || !effectsOf([e.effect], ctx, textOf, inner) || inner.length !== 1) return false;
        if (e.payer === 'they' && inner[0].kind !== 'sacrifice') return false;
        out.push({ kind: 'unlessPays', mana: e.mana, payer: e.payer === 'you' ? 'controller' : 'eachAffected', effects: inner });
        continue;
      }
      case 'forEachTimes': {
        // 608.2h: one effect whose one number ("a card", "a 1/1 token", "a +1/+1 counter", "1 damage") is that many for each one counted.
        const inner: EffectDef[] = [];
        const per = !ctx.choosingColor && amountOf(e.per);
        if (!per || !effectsOf([e.effect], ctx, textOf, inner) || inner.length !== 1) return false;
        // "Sacrifice ~ unless you pay {1} for each card in your hand.": the generic mana counted as it resolves (118.12a).
        if (inner[0].kind === 'sacrificeSelf' && inner[0].perCounter === undefined && /^\{\d+\}$/.test(inner[0].unlessPays ?? '')) {
          const generic = perEach(Number(inner[0].unlessPays!.slice(1, -1)), per);
          if (!generic) return false;
          out.push({ kind: 'sacrificeSelf', unlessPaysGeneric: generic });
          continue;
        }
        // "Counter target spell unless its controller pays {1} for each card in your graveyard.": the generic mana counted (118.12a).
        if (inner[0].kind === 'counter' && /^\{\d+\}$/.test(inner[0].unlessPays ?? '')) {
          const { unlessPays, ...rest } = inner[0];
          const generic = perEach(Number(unlessPays!.slice(1, -1)), per);
          if (!generic) return false;
          out.push({ ...rest, unlessPaysGeneric: generic });
          continue;
        }
        const def = inner[0] as Record<string, unknown>;
        const field = TIMES_FIELDS[inner[0].kind];
        const n = field && def[field];
        const times = typeof n === 'number' && n > 0 ? perEach(n, per) : null;
        if (!field || !times) return false;
        def[field] = times;
        out.push(inner[0]);
        continue;
      }
      case 'skipNextUntap': {
        // 502.3: "It" is the one permanent the effect before tapped or targeted (608.2c); "That creature", the event's (120.3).
        const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx) ?? eventCreature(e.what, last, ctx));
        if (!what) return false;
        out.push({ kind: 'skipNextUntap', what });
        continue;
      }
      case 'keptTapped': {
        // 502.3, 611.2b: "It" is the one permanent the effect before tapped or targeted (608.2c); a
        // rule of the game on it, in no layer, while the duration lasts.
        const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx));
        if (!what) return false;
        out.push({ kind: 'continuous', what, changes: [], duration: durationOf(e.duration), text: "doesn't untap during its controller's untap step", doesntUntap: true });
        continue;
      }
      case 'combatThisTurn': {
        // 509.1b, 611.2a: kept beside the layers, ending in the cleanup step (514.2).
        const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx));
        // "can't block ~ this turn": ~ is a permanent, the attacker (a spell is never one).
        if (!what || ((e.restriction.cantBlockSource || e.restriction.blocksSource) && ctx.spell)) return false;
        // The words after the subject ("can't block this turn"); all of them when the subject was "it" of a sentence before.
        const words = e.what.span.end > e.span.start ? { start: e.what.span.end + 1, end: e.span.end } : e.span;
        out.push({ kind: 'continuous', what, changes: [], duration: 'endOfTurn', text: textOf({ span: words }).replace(/\.$/, ''), combat: { ...e.restriction } });
        continue;
      }
      case 'exileIfDies': {
        // 614.1a: "that creature" is the one target of the effect before (608.2c); "dealt damage this way", what it was dealt to.
        if (ctx.choosingColor || !last) return false;
        if (e.what === 'dealtThisWay') {
          if (last.kind !== 'damage') return false;
          out.push({ kind: 'exileIfDies', what: last.to, dealtDamage: e.types ? { types: [...e.types] } : {} });
          continue;
        }
        // After "... and 2 damage to that creature's controller", "that creature" is still the target.
        const dealt = last.kind === 'damage' ? ('controllerOfTarget' in last.to ? { target: last.to.controllerOfTarget } : last.to) : null;
        const what = dealt ?? (last.kind === 'pump' || last.kind === 'continuous' ? last.what : null);
        if (!what || !('target' in what) || (ctx.targets[what.target]?.max ?? 1) !== 1) return false;
        out.push({ kind: 'exileIfDies', what: { target: what.target } });
        continue;
      }
      case 'preventAll': {
        // 615.1a: of the one object the words name, fixed as it resolves; "that creature", "it": the one targeted before (608.2c).
        const what = !ctx.choosingColor && (modified(e.what, ctx) ?? sameTarget(e.what, last, ctx));
        if (!what) return false;
        out.push({ kind: 'preventAll', what, direction: e.direction, combatOnly: e.combatOnly });
        continue;
      }
      case 'gainControl': {
        // 613.1b: the controller of the resolving spell or ability gains control.
        const what = ctx.choosingColor ? null : e.what.kind === 'ref' ? sameTarget(e.what, last, ctx) : e.what.kind === 'each' ? eachOf(e.what) : modified(e.what, ctx);
        if (!what) return false;
        out.push({ kind: 'continuous', what, changes: [{ layer: '2', controller: 'effectController' }], duration: durationOf(e.duration), text: 'comes under the control of the effect\'s controller' });
        continue;
      }
      case 'mayPay':
      case 'ifYouDo':
        if (!ifYouDo(e, ctx, textOf, out)) return false;
        continue;
      case 'ifCondition': {
        // 608.2c: checked as it resolves; the clause's targets are still chosen as it is put on the stack (601.2c).
        const when = ctx.choosingColor || unpaidFor(last) ? null : staticCondition(e.condition);
        const then: EffectDef[] = [];
        if (!when || !effectsOf([itIsConditionsSource(e)], ctx, textOf, then) || then.length === 0) return false;
        out.push({ kind: 'ifCondition', condition: when, effects: then, text: textOf({ span: e.condition.span }) });
        continue;
      }
      case 'rollDie': {
        const read = { rows: (nodes: EffectNode[], into: EffectDef[]) => effectsOf(nodes, ctx, textOf, into) };
        if (ctx.choosingColor || unpaidFor(last) || !lowerDice(e, read, textOf, out)) return false;
        continue;
      }
      case 'tokenHas': // 111.4, 113.1a (lowerTokenAbility.ts)
        if (ctx.choosingColor || !tokenHasAbility(e, last, textOf)) return false;
        continue;
      case 'castFromGraveyardInstead': {
        const copy = lastCopy(out);
        if (!copy || copy.times !== undefined || copy.newTargets) return false;
        copy.times = { of: 'ifCastFrom', zone: 'graveyard', then: e.times, otherwise: 1 };
        continue;
      }
      default: {
        if (ctx.choosingColor || unpaidFor(last)) return false;
        if (last?.kind === 'payAnyEnergy' && last.effects.length === 0) {
          const def = effect(e, { ...ctx, energyPaid: true }, textOf);
          if (!def) return false;
          last.effects.push(def);
          continue;
        }
        // "Its controller ...": of the one thing the effect before destroyed, exiled or countered (608.2h).
        if (namesItsController(e)) {
          const moved = last && (last.kind === 'destroy' || last.kind === 'exile' || last.kind === 'counter') && 'target' in last.what && (ctx.targets[last.what.target]?.max ?? 1) === 1;
          if (!moved) return false;
        }
        const def = effect(e, ctx, textOf);
        if (!def) return false;
        out.push(def);
      }
    }
  }
  return !ctx.choosingColor && !unpaidFor(out[out.length - 1]);
}

/** "That creature" of a trigger whose event names another creature ("deals combat damage to a creature"), or "it" after tapping it. */
const eventCreature = (w: ModifiedNode, last: EffectDef | undefined, ctx: Context): Affected | null => {
  if (w.kind === 'ref' && w.word === 'it') return last?.kind === 'tap' && 'who' in last.what && last.what.who === 'eventObject' ? last.what : null;
  const r = w.kind === 'ref' && w.word === 'that creature' ? refer(w, ctx) : null;
  return r && 'who' in r && r.who === 'eventObject' ? r : null;
};

/**
 * The trigger events the engine watches for in graveyards (113.6m): die rolls (stack/diceTriggers.ts),
 * spells cast and permanents entering (stack/triggers.ts).
 */
const watchedInGraveyard = (t: TriggerNode): boolean => t.kind === 'trigger' && (t.event === 'rollsDice' || t.event === 'cast' || t.event === 'permanentEnters');

/** A "You may pay {2}." still waiting for its "If you do" sentence. */
const unpaidFor = (e: EffectDef | undefined): boolean => e?.kind === 'mayPay' && e.effects.length === 0;

/**
 * "You may pay {2}. If you do, draw a card." (118.12): the payment, then the effect of the next
 * sentence inside it. An "If you do" after anything else is not read (it would need to know
 * whether that was done).
 */
function ifYouDo(e: Extract<EffectNode, { kind: 'mayPay' | 'ifYouDo' }>, ctx: Context, textOf: TextOf, out: EffectDef[]): boolean {
  const last = out[out.length - 1];
  if (e.kind === 'ifYouDo' && last?.kind === 'may' && !ctx.choosingColor) return mayThenIfDone(e, last, ctx, textOf);
  if (ctx.choosingColor || unpaidFor(last) !== (e.kind === 'ifYouDo')) return false;
  if (e.kind === 'mayPay') {
    // 107.3f: an X chosen as it resolves: not a spell's, whose X was announced as it was cast (107.3a).
    if (e.mana.includes('{X}') && (ctx.spell || (e.mana.match(/\{X\}/g) ?? []).length > 1)) return false;
    out.push({ kind: 'mayPay', mana: e.mana, ...(e.energy ? { energy: e.energy } : {}), ...(e.life ? { life: e.life } : {}), prompt: '', effects: [] });
    return true;
  }
  const then: EffectDef[] = [];
  if (last?.kind !== 'mayPay' || !effectsOf([e.effect], ctx, textOf, then) || then.length === 0) return false;
  last.effects = then;
  last.prompt = textOf({ span: e.words });
  return true;
}

/**
 * "You may discard a card. If you do, draw a card." (608.2c, 608.2d): the effect of the next
 * sentence done only if the optional action was; read only for actions whose possibility the
 * engine can tell (effects/ifYouDo.ts).
 */
function mayThenIfDone(e: Extract<EffectNode, { kind: 'ifYouDo' }>, last: Extract<EffectDef, { kind: 'may' }>, ctx: Context, textOf: TextOf): boolean {
  if (last.ifDone || !last.effects.every(checkable)) return false;
  const then: EffectDef[] = [];
  if (!effectsOf([e.effect], ctx, textOf, then) || then.length === 0) return false;
  last.ifDone = then;
  last.ifDoneText = textOf({ span: e.words });
  return true;
}

/** `x`: whether the cost announces an X for the text to read ("gets +X/+0", 107.3a). */
export function effects(sentences: Sentence[], textOf: TextOf, spell: boolean, trigger?: TriggerNode, x = false): { effects: EffectDef[]; targets: TargetSpec[] } | null {
  const ctx = context(spell, x, trigger);
  const out: EffectDef[] = [];
  if (!effectsOf(sentences.map((s) => s.effect), ctx, textOf, out)) return null;
  // "You may pay any amount of {E}." with nothing after it to read the amount: not read.
  const last = out[out.length - 1];
  return last?.kind === 'payAnyEnergy' && last.effects.length === 0 ? null : { effects: out, targets: ctx.targets };
}

/**
 * 603.7c: a delayed triggered ability that refers to a particular object ("destroy that creature at
 * end of combat": the creature of the event; "that creature": the one targeted) still refers to it
 * when it triggers later, under another event and with no targets of its own: those references
 * become objects remembered as the delayed ability is created (`remember`). Rewrites `effects` in place.
 */
function rememberReferents(effects: EffectDef[]): Record<string, Affected> | undefined {
  const remember: Record<string, Affected> = {};
  const fixed = (v: unknown): v is Affected =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.keys(v).length === 1 && ('target' in v || ['eventObject', 'eventPlayer', 'eventCard'].includes((v as { who?: string }).who ?? '')));
  const walk = (o: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(o)) {
      if (fixed(v)) {
        const key = 'target' in v ? `delayed target ${v.target}` : `delayed ${(v as { who: string }).who}`;
        remember[key] = v;
        o[k] = { remembered: key };
      } else if (typeof v === 'object' && v !== null) walk(v as Record<string, unknown>);
    }
  };
  for (const e of effects) walk(e as unknown as Record<string, unknown>);
  return Object.keys(remember).length ? remember : undefined;
}

/** 701.47a: the 0/0 black [subtype] Army creature token amass creates. */
function armyToken(subtype: string): TokenDef {
  return { types: ['Creature'], subtypes: [subtype, 'Army'], power: 0, toughness: 0, oracle: '', abilities: [], colors: ['B'] };
}
