// Copying spells (707.10) and cards (707.12). A copy of a spell carries every decision made for the
// original (modes, X, targets, division, costs paid) but not the mana spent, and is not cast.
import type { EffectDef } from '../state/card';
import { ask, pushFront } from './agenda';
import type { Tx } from '../state/game';
import { describe, log, patchObject, playerName, optionsFor } from '../state/game';
import { targetSpecs } from './resolving';
import type { EffectContext, EntityId, GameObject, Instruction, ObjectId, PlayerId } from '../state/state';
import { anyTargetCanChange, targetPick } from '../casting/targetPick';
import { seenTargets } from '../casting/targets';
import { affected } from '../effects/affected';
import { amount } from '../effects/amount';
import { createObject } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { becameTargets } from './becomesTarget';
import { spellCopied } from './castTriggers';

/** The spell to copy: itself while it is on the stack, else as it last existed there (113.7a). */
function spellToCopy(tx: Tx, e: Extract<EffectDef, { kind: 'copySpell' }>, ctx: EffectContext): GameObject | undefined {
  if ('who' in e.what && e.what.who === 'eventSpell') {
    const then = ctx.event?.spell;
    const now = then && objectAt(tx.s, then.id);
    return now?.zone === 'stack' ? now : then;
  }
  const [id] = affected(tx, e.what, ctx);
  return id ? objectAt(tx.s, id) : undefined;
}

export function copySpell(tx: Tx, e: Extract<EffectDef, { kind: 'copySpell' }>, ctx: EffectContext): void {
  const spell = spellToCopy(tx, e, ctx);
  if (!spell?.stackItem) return;
  const n = amount(tx, e.times ?? 1, ctx);
  if (n <= 0) {
    log(tx, '707.10', `${ctx.sourceName} copies ${spell.card} zero times.`, [ctx.source]);
    return;
  }
  // One instruction for all the copies, each made in turn: the agenda stays short however many there are.
  pushFront(tx, { op: 'putCopy', spell, controller: ctx.controller, newTargets: e.newTargets, count: n, ...(e.color ? { color: e.color } : {}) });
}

/**
 * 707.10c: the controller may choose new targets, then the copy is put onto the stack with them.
 * Nothing is asked when no target could change.
 */
export function putCopy(tx: Tx, ins: Extract<Instruction, { op: 'putCopy' }>): void {
  const original = ins.spell;
  const before = original.stackItem!.targets;
  // An answer was already checked against the pick when it was given (choosing.ts).
  if (ins.answer === undefined && ins.newTargets && askNewTargets(tx, ins, before)) return;
  const targets = ins.answer === undefined ? before : (ins.answer as string[][]);
  // The copy keeps no memory and was not cast from anywhere: those fields are left out, not set
  // to undefined, so the state survives a JSON round trip unchanged.
  const { castFrom: _from, memory: _memory, ...item } = original.stackItem!;
  const id = createObject(tx, {
    card: original.card,
    // 707.10: a copy of a spell is owned by the player under whose control it was put onto the stack.
    owner: ins.controller,
    controller: ins.controller,
    zone: 'stack',
    copy: true,
    colors: ins.color ? [ins.color] : original.colors,
    stackItem: {
      ...item,
      targets,
      seen: { ...item.seen, ...seenTargets(tx.s, targets) },
      // The mana spent is not copied, and a copy was not cast from anywhere (707.10).
      ...(item.paid ? { paid: { ...item.paid, mana: [] } } : {}),
      notCast: true,
    },
  });
  if (ins.count > 1) {
    const next: Instruction = { op: 'putCopy', spell: original, controller: ins.controller, newTargets: ins.newTargets, count: ins.count - 1 };
    pushFront(tx, ins.color ? { ...next, color: ins.color } : next);
  }
  const aimed = targets.flat().map((t) => describe(tx.s, t));
  const red = ins.color ? `, except that it is ${ins.color === 'R' ? 'red' : ins.color}` : '';
  log(tx, '707.10', `A copy of ${original.card} is put on the stack under ${playerName(tx.s, ins.controller)}'s control${red}${aimed.length ? `, targeting ${aimed.join(', ')}` : ''}. It was not cast.`, [id, ...targets.flat()]);
  // 707.10c: the copy is put onto the stack with its targets, which become its targets (ward, 702.21a).
  becameTargets(tx, id);
  spellCopied(tx, id);
}

/** Ask for the copy's new targets if any could change; returns whether it asked. */
function askNewTargets(tx: Tx, ins: Extract<Instruction, { op: 'putCopy' }>, before: EntityId[][]): boolean {
  const specs = targetSpecs(tx.s, ins.spell);
  if (!specs.length) return false;
  // The copy targets with its own characteristics (707.10), its new color included (702.16b).
  const copy = { ...ins.spell, ...(ins.color ? { colors: [ins.color] } : {}) };
  const pick = targetPick(tx.s, specs, before, ins.controller, undefined, true, { source: copy, spell: true });
  if (!anyTargetCanChange(pick)) return false;
  ask(tx, {
    kind: 'pick',
    player: ins.controller,
    prompt: `${playerName(tx.s, ins.controller)} may choose new targets for the copy of ${ins.spell.card}; a target not changed stays. The copy now targets ${before.flat().map((t) => describe(tx.s, t)).join(', ')}.`,
    rule: '707.10c',
    options: optionsFor(tx.s, pick.phrases.flatMap((p) => [...p.current, ...p.legal])),
    targets: pick,
    then: ins,
  });
  return true;
}

/** 707.12: "copy that card": the copy is created in the zone the card is in. */
export function copyCard(tx: Tx, e: Extract<EffectDef, { kind: 'copyCard' }>, ctx: EffectContext): void {
  const [id] = affected(tx, e.what, ctx);
  const card = id ? objectAt(tx.s, id) : undefined;
  if (!card) return;
  const copy = createObject(tx, { card: card.card, owner: ctx.controller, controller: ctx.controller, zone: card.zone, copy: true });
  log(tx, '707.12', `${ctx.sourceName} copies ${card.card}: the copy is created in ${card.zone === 'exile' ? 'exile' : `the ${card.zone}`}.`, [copy]);
  remember(tx, ctx, e.remember, copy);
}

/** Keep what a part of the effect chose, for the later parts ("that player", "that card"). */
export function remember(tx: Tx, ctx: EffectContext, key: string, id: ObjectId | PlayerId | ObjectId[]): void {
  const o = ctx.object ? objectAt(tx.s, ctx.object) : undefined;
  if (!o?.stackItem) return;
  patchObject(tx, o.id, { stackItem: { ...o.stackItem, memory: { ...o.stackItem.memory, [key]: id } } });
}

