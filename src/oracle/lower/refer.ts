// The words that refer back: "it", "that creature", "that player", "its controller" (608.2c).
import type { Affected, EffectDef } from '../../engine/state/card';
import { watchedRef } from '../watchedRefs';
import type { ModifiedNode, RefNode, TargetNode } from '../tree';
import { type Context, ITS } from './context';
import { defendingKnown, eachOf, ofTarget, targetSpec } from './targets';

/** Events of the permanent itself, so "it" in their effect is that permanent (508.3a, 509.3a, 509.3c, 510.3a, 120.3). */
const COMBAT_EVENTS: readonly string[] = ['attacks', 'blocks', 'becomesBlocked', 'combatDamageToPlayer', 'dealtDamage', 'becomesTapped', 'becomesUntapped', 'turnedFaceUp', 'becomesMonstrous', 'countersPut'];

/** The events whose object is another creature than the source: the one it blocks (509.3b), blocks it (509.3d) or is dealt its damage (120.3). */
const OTHER_CREATURE_EVENTS: readonly string[] = ['blocksCreature', 'becomesBlockedByCreature', 'dealsDamageToCreature'];

/** What "its controller", "that player", "that card", "the copy", "that spell" and "it" stand for here, if anything. */
export function refer(r: RefNode, ctx: Context): Affected | null {
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

/**
 * What "gets" or "gains" names (611.2c): a permanent target, the source ("~", or "it" for the
 * permanent whose combat event triggered the ability), or the permanents "creatures you control" names.
 */
export function modified(w: ModifiedNode, ctx: Context): Affected | null {
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
export function enteringCreature(w: TargetNode | RefNode, ctx: Context): Affected | null {
  const t = ctx.trigger;
  const named = ctx.targets.length > 0 || ctx.remembered.size > 0;
  return w.kind === 'ref' && (w.word === 'it' || w.word === 'that creature') && !named && t?.kind === 'trigger' && t.event === 'permanentEnters' ? { who: 'eventObject' } : null;
}

/** "When ~ enters, you may have it fight ...": "it" is the permanent that entered, while the ability named nothing before it. */
export function enteredIt(w: ModifiedNode, ctx: Context): Affected | null {
  const t = ctx.trigger;
  return w.kind === 'ref' && w.word === 'it' && t?.kind === 'trigger' && t.event === 'enters' && ctx.targets.length === 0 && ctx.remembered.size === 0 ? { who: 'self' } : null;
}

/**
 * "Untap target creature. It gets +2/+2 until end of turn.": "it" is the one permanent the effect
 * just before targeted, when that effect tapped, untapped, pumped or put counters on it (608.2c).
 */
export function sameTarget(w: ModifiedNode, last: EffectDef | undefined, ctx: Context): Affected | null {
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

/** "That creature" of a trigger whose event names another creature ("deals combat damage to a creature"), or "it" after tapping it. */
export const eventCreature = (w: ModifiedNode, last: EffectDef | undefined, ctx: Context): Affected | null => {
  if (w.kind === 'ref' && w.word === 'it') return last?.kind === 'tap' && 'who' in last.what && last.what.who === 'eventObject' ? last.what : null;
  const r = w.kind === 'ref' && w.word === 'that creature' ? refer(w, ctx) : null;
  return r && 'who' in r && r.who === 'eventObject' ? r : null;
};
