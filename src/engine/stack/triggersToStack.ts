// Putting triggered abilities on the stack (603.3): the next time a player would receive priority,
// in APNAP order, each player ordering their own (603.3b), then choosing their modes and targets
// (603.3c, 603.3d); and the `trigger` edit, which puts one there by hand (SCENARIO.md).
import type { AbilityDef } from '../state/card';
import { abilityPart, type SpellPart } from '../casting/abilities';
import { ask, pushFront } from './agenda';
import { recordedAbility } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, apnap, log, patchObject, patchState, playerName, possessive, optionsFor } from '../state/game';
import type { Instruction, ObjectId, PendingTrigger } from '../state/state';
import { targetPick } from '../casting/targetPick';
import { seenTargets } from '../casting/targets';
import { createObject, removeObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { RulesError } from '../errors';
import { becameTargets } from './becomesTarget';
import { triggerModes } from './triggerModes';


/** The "REF#N" id of a triggered ability for an `order` choice (SCENARIO.md). */
function withUniqueIds(ts: PendingTrigger[]): { id: string; t: PendingTrigger }[] {
  const seen = new Map<string, number>();
  return ts.map((t) => {
    const base = `${t.lki.label ?? t.card}#${t.ability}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { id: n === 1 ? base : `${base}@${n}`, t };
  });
}

function partOf(tx: Tx, t: { card: string; ability: number; abilityDef?: AbilityDef }): SpellPart {
  const part = abilityPart(recordedAbility(tx.s, t.card, t)!);
  if (!part) throw new Error(`engine bug: ${t.card}'s ability ${t.ability} is not a triggered ability`);
  return part;
}

function stackPart(tx: Tx, id: ObjectId): SpellPart {
  const o = objectAt(tx.s, id);
  const a = recordedAbility(tx.s, o.card, { ability: o.stackItem!.ability!, ...(o.stackItem!.abilityDef ? { abilityDef: o.stackItem!.abilityDef } : {}) });
  const part = abilityPart(a!, o.stackItem!.modes);
  if (!part) throw new Error(`engine bug: ${o.card}'s ability ${o.stackItem!.ability} is not a triggered ability`);
  return part;
}

/** A modal triggered ability: its modes are still to be chosen (603.3c). */
function isModal(tx: Tx, t: { card: string; ability: number; abilityDef?: AbilityDef }): boolean {
  const a = recordedAbility(tx.s, t.card, t);
  return a?.kind === 'triggered' && a.modes !== undefined;
}

/** Same ability of same-named cards, without targets: their order can't matter (SCENARIO.md). */
function interchangeable(tx: Tx, ts: PendingTrigger[]): boolean {
  const a = ts[0];
  return ts.every((t) => t.card === a.card && t.ability === a.ability && t.abilityDef === a.abilityDef && partOf(tx, t).targets.length === 0 && !isModal(tx, t));
}

/**
 * 603.3b: APNAP order; each player puts their own on in the order they choose (the last listed on
 * top), then chooses the targets of each in the order they went on the stack (603.3d).
 */
export function putTriggersOnStack(tx: Tx, ins: Extract<Instruction, { op: 'putTriggersOnStack' }>): void {
  const waiting = tx.s.pendingTriggers;
  if (waiting.length === 0) return;
  const player = apnap(tx.s).find((p) => waiting.some((t) => t.controller === p)) ?? waiting[0].controller;
  const mine = waiting.filter((t) => t.controller === player);
  const ids = withUniqueIds([...mine].sort((a, b) => a.lki.timestamp - b.lki.timestamp || a.order - b.order));
  let ordered = ids;
  if (ins.answer !== undefined) {
    ordered = (ins.answer as string[]).map((id) => ids.find((x) => x.id === id)!);
  } else if (mine.length > 1 && !interchangeable(tx, mine)) {
    ask(tx, {
      kind: 'order',
      player,
      prompt: `${playerName(tx.s, player)} puts ${mine.length} triggered abilities on the stack at the same time and chooses their order: the first chosen goes on the stack first and resolves last; the last chosen goes on top and resolves first.`,
      rule: '603.3b',
      options: ids.map(({ id, t }) => ({ id, label: `${t.card}: ${partOf(tx, t).text}` })),
      then: { op: 'putTriggersOnStack' },
    });
    return;
  }
  patchState(tx, { pendingTriggers: waiting.filter((t) => t.controller !== player) });
  const placed = ordered.map(({ t }) => putOnStack(tx, t));
  // 603.3c, 603.3d: the modes of each, then its targets, in the order they went on the stack.
  const next: Instruction[] = placed.flatMap((object): Instruction[] =>
    triggerModes(tx, object) ? [{ op: 'chooseTriggerModes', object }] : stackPart(tx, object).targets.length > 0 ? [{ op: 'chooseTriggerTargets', object }] : [],
  );
  // Then the next player in APNAP order, if any; the priority instruction after it continues.
  pushFront(tx, ...next, ...(tx.s.pendingTriggers.length ? [{ op: 'putTriggersOnStack' } as Instruction] : []));
}

function putOnStack(tx: Tx, t: PendingTrigger): ObjectId {
  const def = partOf(tx, t);
  const id = createObject(tx, {
    card: t.card,
    owner: t.controller,
    controller: t.controller,
    zone: 'stack',
    stackItem: { kind: 'ability', source: t.source, ability: t.ability, ...(t.abilityDef ? { abilityDef: t.abilityDef } : {}), targets: [], x: t.event.x ?? 0, modes: [], lki: t.lki, event: t.event, ...(t.memory ? { memory: t.memory } : {}) },
  });
  // A keyword that stands for a triggered ability (prowess, 702.108a) cites its rule too.
  const meaning = recordedAbility(tx.s, t.card, t);
  const rule = meaning && 'meaning' in meaning && meaning.meaning ? (['603.3', meaning.meaning.rule] as const) : '603.3';
  log(tx, rule, `${possessive(t.card)} triggered ability goes on the stack: ${def.text}`, [id]);
  return id;
}

/** 603.3d: targets are chosen as the ability goes on the stack; with no legal choice it is removed. */
export function chooseTriggerTargets(tx: Tx, ins: Extract<Instruction, { op: 'chooseTriggerTargets' }>): void {
  const o = objectAt(tx.s, ins.object);
  if (!o) return;
  const specs = stackPart(tx, o.id).targets;
  const pick = targetPick(tx.s, specs, specs.map(() => []), o.controller, o.id, false);
  if (ins.answer === undefined) {
    if (pick.phrases.some((p) => p.min > 0 && p.legal.length === 0)) {
      log(tx, '603.3d', `${possessive(o.card)} triggered ability has no legal target, so it is removed from the stack.`, [o.id]);
      removeObject(tx, o.id);
      return;
    }
    if (pick.phrases.every((p) => p.legal.length === p.min && p.min === p.max)) {
      setTargets(tx, o.id, pick.phrases.map((p) => p.legal));
      return;
    }
    ask(tx, {
      kind: 'pick',
      player: o.controller,
      prompt: `As ${possessive(o.card)} triggered ability goes on the stack, ${playerName(tx.s, o.controller)} chooses its target${specs.length > 1 || specs[0]?.max !== 1 ? 's' : ''}: ${specs.map((sp) => sp.phrase).join('; ')}${o.stackItem?.event?.spell ? ` (the ability refers to ${o.stackItem.event.spell.card})` : ''}.`,
      rule: '603.3d',
      options: optionsFor(tx.s, pick.phrases.flatMap((p) => p.legal)),
      targets: pick,
      then: ins,
    });
    return;
  }
  setTargets(tx, o.id, ins.answer as string[][]);
}

function setTargets(tx: Tx, id: ObjectId, targets: string[][]): void {
  const o = objectAt(tx.s, id);
  patchObject(tx, id, { stackItem: { ...o.stackItem!, targets, seen: seenTargets(tx.s, targets) } });
  const names = targets.flat().map((t) => describe(tx.s, t));
  log(tx, '603.3d', `${possessive(o.card)} triggered ability targets ${names.join(', ')}.`, [id, ...targets.flat()]);
  becameTargets(tx, id);
}

/**
 * The `trigger` edit (SCENARIO.md): a judge puts a triggered ability on the stack that the engine
 * can't notice triggering, controlled by its source's controller (its owner off the battlefield
 * and the stack); its targets are then chosen as for any trigger (603.3d).
 */
export function putTriggerByEdit(tx: Tx, source: ObjectId, ability: number): ObjectId {
  const o = objectAt(tx.s, source);
  const all = tx.s.cards[o.card].abilities;
  const a = all[ability];
  if (!a || (a.kind !== 'triggered' && !(a.kind === 'unmodelled' && a.of === 'triggered'))) {
    const which = all.flatMap((x, i) => (x.kind === 'triggered' || (x.kind === 'unmodelled' && x.of === 'triggered') ? [i] : []));
    throw new RulesError(
      `${possessive(o.card)} ability ${ability} is not a triggered ability${which.length ? `; its triggered abilities are ${which.join(', ')}` : `: ${o.card} has none`}`,
      '603.3',
    );
  }
  const controller = o.zone === 'battlefield' || o.zone === 'stack' ? o.controller : o.owner;
  const id = putOnStack(tx, { source, ability, card: o.card, controller, lki: o, event: {}, order: 0 });
  if (triggerModes(tx, id)) pushFront(tx, { op: 'chooseTriggerModes', object: id });
  else if (stackPart(tx, id).targets.length > 0) pushFront(tx, { op: 'chooseTriggerTargets', object: id });
  return id;
}
