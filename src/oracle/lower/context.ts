// What an ability's lowering has met so far (its targets, what it remembers, its trigger) and the numbers it reads (601.2c, 608.2c, 608.2h).
import type { Affected, Amount, EachFilter, EffectDef, ITS_CONTROLLER, TargetSpec } from '../../engine/state/card';
import type { CountedNode, EachNode, EffectNode, Quantity, RecipientNode, RefNode, StatNode, TargetNode, TriggerNode } from '../tree';
import { countedAmount, itIsSource } from '../lowerCounted';

/** Reading a target or a word that refers back ("target creature", "it"), a target appended to the context's (601.2c). */
export type Aim = (t: TargetNode | RefNode) => Affected | null;
/** Reading what an effect affects: a target, a word that refers back, or "each ..." (115.10). */
export type Thing = (t: TargetNode | EachNode | RefNode) => Affected | null;
/** Reading what an effect's number goes to ("to any target", "to each opponent", "you"). */
export type To = (r: RecipientNode) => Affected | null;
/** One effect of a node (lowerEffect.ts `effect`), handed to the families so they import nothing back. */
export type EffectOf = (e: EffectNode, ctx: Context, textOf: TextOf) => EffectDef | null;
/** The effects of nodes in order (lowerEffect.ts `effectsOf`), handed to the families the same way. */
export type EffectsOf = (nodes: EffectNode[], ctx: Context, textOf: TextOf, out: EffectDef[]) => boolean;

/** "you": the controller of the spell or ability. */
export const YOU = { who: 'controller' } as const;
/** The engine's memory key for "its controller" (card.ts ITS_CONTROLLER; the compiler imports only the engine's types). */
export const ITS: typeof ITS_CONTROLLER = 'its controller';

/** The words an ability node stands for, in the card's own text (reminder text left out). */
export type TextOf = (node: { span: { start: number; end: number } }) => string;

/** What an ability's lowering has met so far: its targeting phrases in text order (601.2c), what
 * earlier sentences chose (608.2c: "that player", "that card", "the copy"), and its trigger. */
export type Context = {
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

/** The memory key of the card "Reveal the top card of your library and put that card into your hand." moved (608.2c). */
export const REVEALED = 'revealed';

export const context = (spell: boolean, x: boolean, trigger?: TriggerNode): Context => ({ targets: [], remembered: new Set(), trigger, spell, x });

export function amount(q: Quantity | StatNode | CountedNode, ctx: Context): Amount | null {
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
  // "Reveal the top card of your library and put that card into your hand. You lose life equal to its mana value." (608.2c)
  if (of === 'it' && ctx.remembered.has(REVEALED)) return q.stat === 'manaValue' && ctx.remembered.size === 1 ? { of: 'rememberedManaValue', key: REVEALED } : null;
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

/** A "You may pay {2}." still waiting for its "If you do" sentence. */
export const unpaidFor = (e: EffectDef | undefined): boolean => e?.kind === 'mayPay' && e.effects.length === 0;
