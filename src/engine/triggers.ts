// Triggered abilities (603): noticing that an event triggers one (603.2), keeping it until a player
// would receive priority, then putting it on the stack in APNAP order, each player ordering their
// own (603.3b).
import type { TriggerDef } from './card';
import { abilityPart, type SpellPart } from './abilities';
import { pushFront, ask } from './agenda';
import { abilities, isCreature } from './characteristics';
import type { Tx } from './game';
import { apnap, log, patchState, playerName, possessive } from './game';
import type { GameObject, Instruction, ObjectId, PendingTrigger, Step, TriggerEvent } from './state';
import { createObject } from './zones';


function addPending(tx: Tx, o: GameObject, ability: number, event: TriggerEvent): void {
  const t: PendingTrigger = {
    source: o.id,
    ability,
    card: o.card,
    controller: o.controller,
    lki: o,
    event,
    order: tx.s.pendingTriggers.length,
  };
  patchState(tx, { pendingTriggers: [...tx.s.pendingTriggers, t] });
}

function triggersOf(tx: Tx, o: GameObject, match: (t: TriggerDef) => boolean): number[] {
  const out: number[] = [];
  abilities(tx.s, o).forEach((a, i) => {
    if (a.kind === 'triggered' && match(a.trigger)) out.push(i);
  });
  return out;
}

/** A zone change: "when this creature dies" looks back at the object as it last existed (603.10a). */
export function zoneChanged(tx: Tx, old: GameObject, to: string): void {
  if (old.zone === 'battlefield' && to === 'graveyard' && isCreature(tx.s, old)) {
    for (const i of triggersOf(tx, old, (t) => t.event === 'dies')) addPending(tx, old, i, { object: old.id });
  }
}

/** A card drawn as its owner's first this turn: a miracle card's trigger (702.94a). */
export function cardDrawn(tx: Tx, id: ObjectId, first: boolean): void {
  if (!first) return;
  const o = tx.s.objects[id];
  abilities(tx.s, o).forEach((a, i) => {
    if (a.kind === 'cost' && a.alternative?.kind === 'miracle') addPending(tx, o, i, { player: o.owner, object: id });
  });
}

/** "At the beginning of your upkeep" and the like (503.1a). */
export function stepBegan(tx: Tx, step: Step): void {
  for (const id of tx.s.battlefield) {
    const o = tx.s.objects[id];
    const mine = o.controller === tx.s.turn.active;
    for (const i of triggersOf(tx, o, (t) => t.event === 'beginningOfStep' && t.step === step && (t.whose !== 'yours' || mine))) {
      addPending(tx, o, i, { player: tx.s.turn.active });
    }
  }
}

/** The "REF#N" id of a triggered ability for an `order` choice (SCENARIO.md). */
function triggerId(t: PendingTrigger): string {
  return `${t.lki.label ?? t.card}#${t.ability}`;
}

function withUniqueIds(ts: PendingTrigger[]): { id: string; t: PendingTrigger }[] {
  const seen = new Map<string, number>();
  return ts.map((t) => {
    const base = triggerId(t);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { id: n === 1 ? base : `${base}@${n}`, t };
  });
}

/**
 * 603.3b: APNAP order; each player puts their own on in the order they choose. Not asked when they
 * are all the same ability of same-named cards with no targets: then the earliest source first.
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
      prompt: `${playerName(tx.s, player)}: put your ${mine.length} triggered abilities on the stack in an order. The last one listed goes on top and resolves first.`,
      rule: '603.3b',
      options: ids.map(({ id, t }) => ({ id, label: `${t.card}: ${abilityText(tx, t)}` })),
      then: { op: 'putTriggersOnStack' },
    });
    return;
  }
  patchState(tx, { pendingTriggers: waiting.filter((t) => t.controller !== player) });
  for (const { t } of ordered) putOnStack(tx, t);
  // The next player in APNAP order, if any, then priority (the caller's instruction) continues.
  if (tx.s.pendingTriggers.length) pushFront(tx, { op: 'putTriggersOnStack' });
}

function partOf(tx: Tx, t: PendingTrigger): SpellPart {
  const part = abilityPart(tx.s.cards[t.card].abilities[t.ability]);
  if (!part) throw new Error(`engine bug: ${t.card}'s ability ${t.ability} is not a triggered ability`);
  return part;
}

function abilityText(tx: Tx, t: PendingTrigger): string {
  return partOf(tx, t).text;
}

function interchangeable(tx: Tx, ts: PendingTrigger[]): boolean {
  const a = ts[0];
  return ts.every((t) => t.card === a.card && t.ability === a.ability && partOf(tx, t).targets.length === 0);
}

function putOnStack(tx: Tx, t: PendingTrigger): ObjectId {
  const def = partOf(tx, t);
  if (def.targets.length) throw new Error('engine bug: no triggered ability in the card pool has targets yet');
  const id = createObject(tx, {
    card: t.card,
    owner: t.controller,
    controller: t.controller,
    zone: 'stack',
    stackItem: { kind: 'ability', source: t.source, ability: t.ability, targets: [], x: 0, modes: [], lki: t.lki, event: t.event },
  });
  log(tx, '603.3', `${possessive(t.card)} triggered ability goes on the stack: ${def.text}`, [id]);
  return id;
}

