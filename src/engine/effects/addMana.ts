// Adding mana (106.3, 106.4). A mana ability makes a mana production event; replacement effects
// modify it (106.12b), in the order the affected player chooses (616.1); the mana goes into the
// pool; then triggered mana abilities of "tapped for mana" resolve at once (605.1b, 605.4a).
import { withEnteredColor } from '../state/chosen';
import type { Affected, EffectDef, ManaChoice, ManaType } from '../state/card';
import { ask, pushFront } from '../stack/agenda';
import { colors } from '../state/characteristics';
import { landTappedTriggers } from '../mana/manaTriggers';
import { couldProduce } from '../mana/couldProduce';
import type { Tx } from '../state/game';
import { getPlayer, hold, log, patchPlayer, playerName } from '../state/game';
import { COLORS, MANA_NAMES, manaString } from '../mana/mana';
import { fillPool } from '../mana/pool';
import { applies, applyInOrder, manaReplacements, type AppliedReplacement, type ManaEvent } from '../mana/manaReplacement';
import { amountOf, amountString, describeOrder, distinctOrders, expand, kinds, orderMatters, outcome, overManaLimit, step, total } from '../mana/replacementOrder';
import { LIMITS, count, overLimit } from '../state/limits';
import type { EffectContext, Instruction, PlayerId } from '../state/state';
import { affected } from './affected';
import { amount } from './amount';
import { objectAt } from '../state/objectTable';

type Effect<K> = Extract<Instruction, { op: 'effect' }> & { effect: Extract<EffectDef, { kind: K }> };

function recipient(tx: Tx, to: Affected | undefined, ctx: EffectContext): PlayerId {
  return to ? (affected(tx, to, ctx)[0] ?? ctx.controller) : ctx.controller;
}

function event(ctx: EffectContext, player: PlayerId, types: ManaType[]): ManaEvent {
  return {
    player,
    source: ctx.source,
    sourceName: ctx.sourceName,
    types,
    tappedForMana: !!ctx.tappedForMana,
    manaAbility: !!ctx.manaAbility,
    ...(ctx.manaAbility && ctx.lki ? { lki: ctx.lki } : {}),
  };
}

export function addMana(tx: Tx, ins: Effect<'addMana'>): void {
  const { effect, ctx } = ins;
  const times = effect.times === undefined ? 1 : amount(tx, effect.times, ctx);
  if (times * effect.mana.length > LIMITS.mana) throw overLimit('mana', times * effect.mana.length, '106.3');
  const types = Array.from({ length: Math.max(0, times) }, () => effect.mana).flat();
  if (types.length === 0) {
    log(tx, '106.3', `${ctx.sourceName} adds no mana: the amount is 0.`, [ctx.source]);
    return;
  }
  pushFront(tx, { op: 'produceMana', event: event(ctx, recipient(tx, effect.to, ctx), types) });
}

/** The types a player may choose from as the ability resolves. */
export function manaOptions(tx: Tx, choice: ManaChoice, ctx: EffectContext): ManaType[] {
  const s = hold(tx);
  switch (choice.from) {
    case 'types':
      return choice.types;
    case 'couldProduce': {
      const cp = couldProduce(s);
      const mine = choice.lands === 'you';
      const players = s.order.filter((p) => (p === ctx.controller) === mine);
      const types = new Set(players.flatMap((p) => cp.landsOf(p)));
      return [...types].filter((t) => !choice.colorsOnly || t !== 'C');
    }
    case 'colorsOfPermanents': {
      const seen = new Set(s.battlefield.map((id) => objectAt(s, id)).filter((o) => o.controller === ctx.controller).flatMap((o) => colors(s, o)));
      return COLORS.filter((c) => seen.has(c));
    }
    case 'produced':
      return [...new Set(ctx.event?.produced ?? [])];
    case 'chosenColor':
      // 106.5: a source that chose no color (put there by an edit) defines no mana of it.
      return withEnteredColor(choice.also, objectAt(s, ctx.source)?.chosen?.color);
  }
}

export function addManaOfChoice(tx: Tx, ins: Effect<'addManaOfChoice'>): void {
  const { effect, ctx } = ins;
  const options = manaOptions(tx, effect.choice, ctx);
  const n = amount(tx, effect.amount, ctx);
  if (options.length === 0) {
    log(tx, '106.5', `${ctx.sourceName} produces no mana: no type of mana is defined for it now.`, [ctx.source]);
    return;
  }
  if (n <= 0) return;
  if (n > LIMITS.mana) throw overLimit('mana', n, '106.3');
  if (effect.combination && options.length > 1) return addCombination(tx, ins, options, n);
  const chosen = (ins.answer as ManaType | undefined) ?? (options.length === 1 ? options[0] : undefined);
  if (chosen === undefined) {
    const player = recipient(tx, effect.to, ctx);
    ask(tx, {
      kind: 'manaType',
      player,
      prompt: `${playerName(tx.s, player)} chooses the type of mana ${ctx.sourceName} adds${n > 1 ? ` (${n} mana of that type)` : ''}.`,
      rule: ctx.manaAbility ? '605.3b' : '608.2d',
      options: options.map((t) => ({ id: t, label: `{${t}} ${MANA_NAMES[t]}` })),
      then: ins,
    });
    return;
  }
  const types = Array.from({ length: n }, () => chosen);
  pushFront(tx, { op: 'produceMana', event: event(ctx, recipient(tx, effect.to, ctx), types) });
}

/**
 * "Add two mana in any combination of colors": the type of each mana is chosen in turn (106.1b,
 * 605.3b, 608.2d); the mana is added together, as one mana production event (106.12b), once all
 * are chosen. `earlier` holds the types chosen so far.
 */
function addCombination(tx: Tx, ins: Effect<'addManaOfChoice'>, options: ManaType[], n: number): void {
  const { ctx } = ins;
  const picked = [...((ins.earlier as ManaType[] | undefined) ?? []), ...(ins.answer !== undefined ? [ins.answer as ManaType] : [])];
  const player = recipient(tx, ins.effect.to, ctx);
  // "two mana of different colors": a type chosen before is no longer an option.
  const left = ins.effect.different ? options.filter((t) => !picked.includes(t)) : options;
  if (picked.length < n && left.length > 0) {
    const so = picked.length ? `; chosen so far: ${manaString(picked)}` : '';
    ask(tx, {
      kind: 'manaType',
      player,
      prompt: `${playerName(tx.s, player)} chooses the type of mana ${picked.length + 1} of ${n} that ${ctx.sourceName} adds, ${ins.effect.different ? 'each a different color' : 'in any combination'}${so}.`,
      rule: ctx.manaAbility ? '605.3b' : '608.2d',
      options: left.map((t) => ({ id: t, label: `{${t}} ${MANA_NAMES[t]}` })),
      then: { op: 'effect', effect: ins.effect, ctx, earlier: picked },
    });
    return;
  }
  pushFront(tx, { op: 'produceMana', event: event(ctx, player, picked) });
}

export function produceMana(tx: Tx, ins: Extract<Instruction, { op: 'produceMana' }>): void {
  const e = ins.event;
  const all = manaReplacements(tx.s);
  const applicable = all.filter((r) => applies(tx.s, r, e));
  let order = applicable;
  if (ins.answer !== undefined) {
    order = (ins.answer as string[]).map((id) => all.find((r) => r.id === id)!).filter(Boolean);
  } else if (orderMatters(tx.s, applicable, e)) {
    askOrder(tx, ins, applicable);
    return;
  }
  const final = outcome(tx.s, order, e);
  if (overManaLimit(final)) throw overLimit('mana', total(final), '106.12b');
  // Each step as the log says it; an event too large to list (on its way to a Contamination) is
  // carried as amounts per type.
  let types: ManaType[] | null = e.types;
  let amount = amountOf(e.types);
  for (const r of order) {
    const next = step(tx.s, r, e, amount);
    if (next === amount) continue;
    const before = types ? manaString(types) : amountString(amount);
    types = total(next) > LIMITS.mana ? null : types ? applyInOrder(tx.s, [r], { ...e, types }).types : expand(next);
    amount = next;
    log(tx, '106.12b', `${r.name} replaces ${before} from ${e.sourceName} with ${types ? manaString(types) : amountString(amount)}.`, [r.object, e.source]);
  }
  types ??= expand(amount);
  if (types.length === 0) return;
  const p = getPlayer(tx.s, e.player);
  patchPlayer(tx, p.id, { manaPool: fillPool(p.manaPool, types, p.name, e.manaAbility ? '605.3b' : '106.3', e.source) });
  log(tx, e.manaAbility ? '605.3b' : '106.3', `${e.sourceName} adds ${manaString(types)} to ${p.name}'s mana pool.`, [e.source, p.id]);
  if (e.tappedForMana) triggerManaAbilities(tx, e, types);
}

/**
 * 616.1: the affected player chooses the order. Each distinct order's result is shown while there
 * are few (ten Mana Reflections count as one kind, so the orders are those of the kinds); past
 * that the prompt asks without listing them.
 */
function askOrder(tx: Tx, ins: Extract<Instruction, { op: 'produceMana' }>, applicable: AppliedReplacement[]): void {
  const e = ins.event;
  const orders = distinctOrders(kinds(applicable));
  const outcomes = orders?.map((o) => {
    const amount = outcome(tx.s, o, e);
    const result = overManaLimit(amount) ? `${count(total(amount))} mana, more than the sandbox holds (${count(LIMITS.mana)})` : amountString(amount);
    return { order: o.map((r) => r.id), said: describeOrder(o), result };
  });
  const listed = outcomes ? outcomes.map((o) => `${o.said}: ${o.result || 'no mana'}`).join('; ') : 'too many orders to list what each gives';
  ask(tx, {
    kind: 'order',
    player: e.player,
    prompt: `${e.sourceName} is tapped for ${manaString(e.types)} and ${applicable.length} replacement effects apply to that mana: ${playerName(tx.s, e.player)} chooses the order they apply in (${listed}).`,
    rule: '616.1',
    options: applicable.map((r) => ({ id: r.id, label: r.name })),
    ...(outcomes ? { outcomes: outcomes.map(({ order, result }) => ({ order, result })) } : {}),
    then: ins,
  });
}

/** 605.1b, 605.4a, 106.12a: "whenever a player taps a land for mana" resolves at once. */
function triggerManaAbilities(tx: Tx, e: ManaEvent, produced: ManaType[]): void {
  const instructions: Instruction[] = [];
  for (const { o, ability, ctx } of landTappedTriggers(tx.s, e.source, e.player, produced, undefined, e.lki)) {
    log(tx, '605.4a', `${o.card}'s triggered mana ability resolves at once: ${ability.text}`, [o.id]);
    for (const effect of ability.effects) instructions.push({ op: 'effect', effect, ctx });
  }
  pushFront(tx, ...instructions);
}
