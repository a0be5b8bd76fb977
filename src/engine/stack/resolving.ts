// stack/ (405, 603, 608, 707): the agenda that resolves things, triggered abilities, resolving, copies, the choices players make.
// Resolving the top object of the stack (608): check its targets (608.2b), follow its
// instructions in order (608.2c), then put an instant or sorcery into its owner's graveyard
// (608.2n) or a permanent spell onto the battlefield (608.3).
import { exileAdventure } from '../casting/halves';
import { rebound } from '../casting/rebound';
import type { TargetSpec } from '../state/card';
import { abilityPart, spellParts, type SpellPart } from '../casting/abilities';
import { pushFront } from './agenda';
import { cardOf, hasSubtype, isPermanentCard, recordedAbility } from '../state/characteristics';
import type { Tx } from '../state/game';
import { cap, describe, getObject, log, patchTurn, playerName, setObjects } from '../state/game';
import type { EffectContext, EntityId, GameObject, GameState, Instruction, ObjectId, Zone } from '../state/state';
import { isLegalTarget } from '../casting/targets';
import { targeterOf, untargetable } from '../casting/targetable';
import { moveObject, removeObject } from '../state/zones';
import { enterBattlefield } from '../state/entering';
import { copyChoice } from './copyChoice';
import { objectAt, tableSet } from '../state/objectTable';
import { bestowedSpell } from '../casting/bestow';
import { overloadedSpell } from '../casting/overload';
import { awakenedSpell } from '../casting/awaken';
import { decideChoices } from './chooseAsEnters';
import { evokedPermanentEntered } from '../casting/evoke';
import { dashedPermanentEntered } from '../casting/dash';
import { suspendedPermanentEntered } from '../casting/suspend';

/** The parts that resolve for a stack object: a spell's spell abilities (its chosen modes), or the one ability. */
export function resolvingParts(s: GameState, o: GameObject): SpellPart[] {
  // 702.103b: a bestowed Aura spell's one part is its enchant creature target.
  // 702.96b: an overloaded spell does what its text with "each" says.
  const castAs = o.stackItem?.castAs;
  const all = (o.bestowed ? bestowedSpell(cardOf(s, o)) : castAs === 'overload' ? overloadedSpell(cardOf(s, o)) : castAs === 'awaken' ? awakenedSpell(cardOf(s, o)) : cardOf(s, o)).abilities;
  if (o.stackItem?.kind === 'ability') {
    const ability = recordedAbility(s, o.card, o.stackItem);
    const part = ability && abilityPart(ability, o.stackItem.modes);
    return part ? [part] : [];
  }
  return spellParts(all, o.stackItem?.modes ?? []);
}

/** All targeting phrases of a stack object, in text order. */
export function targetSpecs(s: GameState, o: GameObject): TargetSpec[] {
  return resolvingParts(s, o).flatMap((p) => p.targets);
}

export function resolveTop(tx: Tx): void {
  const id = tx.s.stack[tx.s.stack.length - 1];
  if (id === undefined) return;
  patchTurn(tx, { priority: null, passed: [] });
  const o = getObject(tx.s, id);
  const item = o.stackItem!;
  const specs = targetSpecs(tx.s, o);
  // 608.2b: a target no longer legal is not affected; if every target is illegal, nothing resolves.
  const checked: (EntityId | null)[][] = item.targets.map((group, i) =>
    group.map((t) => (specs[i] && isLegalTarget(tx.s, specs[i], t, o.controller, id) ? t : null)),
  );
  const all = checked.flat();
  if (all.length > 0 && all.every((t) => t === null) && o.bestowed) {
    // 702.103e, 608.3b: a bestowed Aura spell with an illegal target ceases to be bestowed and resolves as a creature spell.
    const { bestowed: _b, ...rest } = o;
    void _b;
    setObjects(tx, tableSet(tx.s.objects, rest), id);
    log(tx, ['702.103e', '608.3b'], `${o.card}'s target is illegal: it ceases to be bestowed and resolves as a creature spell.`, [id]);
    log(tx, '608.1', `${cap(describe(tx.s, id))} resolves.`, [id]);
    pushFront(tx, { op: 'finishResolve', object: id });
    return;
  }
  if (all.length > 0 && all.every((t) => t === null)) {
    for (const t of new Set(item.targets.flat())) {
      const now = objectAt(tx.s, t);
      const forbidden = now && untargetable(tx.s, now, o.controller, targeterOf(tx.s, id));
      if (forbidden) log(tx, ['608.2b', forbidden.rule], `${forbidden.why}: it is no longer a legal target of ${describe(tx.s, id)}.`, [id, t]);
    }
    // 608.3b: a permanent spell with an illegal target (an Aura spell's, 303.4a) doesn't resolve either.
    const permanent = item.kind === 'spell' && isPermanentCard(cardOf(tx.s, o));
    log(tx, permanent ? ['608.2b', '608.3b'] : '608.2b', `${cap(describe(tx.s, id))} doesn't resolve: all its targets are illegal.`, [id]);
    leaveStack(tx, id);
    return;
  }
  for (const [i, group] of checked.entries()) {
    for (const [j, t] of group.entries()) {
      const was = item.targets[i][j];
      const name = objectAt(tx.s, was) || tx.s.players[was] ? describe(tx.s, was) : (item.seen?.[was]?.card ?? describe(tx.s, was));
      if (t !== null) continue;
      // A keyword that now forbids the target (shroud, hexproof, protection) is cited beside 608.2b.
      const now = objectAt(tx.s, was);
      const forbidden = now && untargetable(tx.s, now, o.controller, targeterOf(tx.s, id));
      if (forbidden) log(tx, ['608.2b', forbidden.rule], `${forbidden.why}: it is no longer a legal target of ${describe(tx.s, id)} and is not affected.`, [id]);
      else log(tx, '608.2b', `${name} is no longer a legal target of ${describe(tx.s, id)} and is not affected.`, [id]);
    }
  }
  log(tx, '608.1', `${cap(describe(tx.s, id))} resolves.`, [id]);
  if (item.kind === 'spell' && isPermanentCard(cardOf(tx.s, o))) {
    pushFront(tx, { op: 'finishResolve', object: id });
    return;
  }
  const instructions: Instruction[] = [];
  let offset = 0;
  for (const part of resolvingParts(tx.s, o)) {
    const n = part.targets.length;
    const ctx: EffectContext = {
      object: id,
      source: item.source ?? id,
      sourceName: o.card,
      controller: o.controller,
      targets: checked.slice(offset, offset + n),
      x: item.x,
      ...(item.lki ? { lki: item.lki } : {}),
      ...(item.event ? { event: item.event } : {}),
      spell: item,
      targetOffset: offset,
      abilityText: item.kind === 'ability' ? (recordedAbility(tx.s, o.card, item)?.text ?? o.card) : cardOf(tx.s, o).oracle,
    };
    offset += n;
    for (const effect of part.effects) instructions.push({ op: 'effect', effect, ctx });
  }
  pushFront(tx, ...instructions, { op: 'finishResolve', object: id });
}

/** The last part of a resolution: 608.3 for a permanent spell, 608.2n for the rest. */
export function finishResolve(tx: Tx, ins: Extract<Instruction, { op: 'finishResolve' }>): void {
  const id = ins.object;
  const o = objectAt(tx.s, id);
  if (!o || o.zone !== 'stack') return; // 608.2m: it left the stack while resolving
  if (o.stackItem?.kind === 'spell' && isPermanentCard(cardOf(tx.s, o))) {
    // 614.12: "As ~ enters, choose a color." is asked first; the copy choice then has its own answer.
    const decided = decideChoices(tx, o, o.controller, ins);
    if (decided === 'asked') return;
    const chosen = decided.chosen ? { chosen: decided.chosen } : {};
    const copy = copyChoice(tx, o, o.controller, decided.answer, { op: 'finishResolve', object: id, ...chosen });
    if (copy === 'asked') return;
    // 608.3c: an Aura spell enters attached to the object or player it targets (303.4a).
    const to = o.stackItem.targets.flat()[0];
    if (to !== undefined && hasSubtype(tx.s, o, 'Aura')) {
      const permanent = enterBattlefield(tx, id, o.controller, o.stackItem.x, { attachedTo: to, ...(copy ? { copy } : {}), ...chosen });
      log(tx, '608.3c', `${o.card} enters the battlefield under ${playerName(tx.s, o.controller)}'s control attached to ${describe(tx.s, to)}.`, [permanent, to]);
      evokedPermanentEntered(tx, o, permanent); // 702.74a
      suspendedPermanentEntered(tx, o, permanent); // 702.62a
      return;
    }
    const permanent = enterBattlefield(tx, id, o.controller, o.stackItem.x, { ...(copy ? { copy } : {}), ...chosen });
    log(tx, '608.3a', `${o.faceDown ? 'A face-down 2/2 creature' : o.card} enters the battlefield under ${playerName(tx.s, o.controller)}'s control.`, [permanent]);
    evokedPermanentEntered(tx, o, permanent); // 702.74a
    suspendedPermanentEntered(tx, o, permanent); // 702.62a
    dashedPermanentEntered(tx, o, permanent); // 702.109a, 702.152a
    return;
  }
  leaveStack(tx, id);
}

/** A spell goes to its owner's graveyard; an ability ceases to exist (608.2n). */
function leaveStack(tx: Tx, id: ObjectId): void {
  const o = getObject(tx.s, id);
  if (o.stackItem?.kind === 'ability') {
    removeObject(tx, id);
    return;
  }
  // 702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves.
  // (702.27a isn't among the rules src/rules carries: the log cites 608.2n, which buyback replaces.)
  if (o.stackItem?.boughtBack && !o.copy) {
    log(tx, '702.27a', `${o.card}'s buyback cost was paid, so it goes to its owner's hand instead of their graveyard (608.2n).`, [o.owner]);
    spellLeavesStack(tx, id, 'hand', '608.2n');
  }
  else if (!exileAdventure(tx, id) && !rebound(tx, id)) spellLeavesStack(tx, id, 'graveyard', '608.2n');
}

/**
 * A spell leaving the stack for a zone: a spell cast with flashback is exiled instead (702.34a).
 * Returns the zone it went to.
 */
export function spellLeavesStack(tx: Tx, id: ObjectId, to: 'graveyard' | 'hand' | 'exile' | 'library', rule: string): Zone {
  const o = getObject(tx.s, id);
  const name = o.copy ? `The copy of ${o.card}` : o.card;
  if (o.stackItem?.castAs === 'flashback' && !o.copy) {
    log(tx, '702.34a', `${name} was cast with flashback, so it is exiled instead of going anywhere else.`, [o.owner]);
    moveObject(tx, id, 'exile');
    return 'exile';
  }
  if (o.stackItem?.castWith === 'aftermath' && !o.copy) {
    log(tx, '702.127a', `${name} was cast from a graveyard with aftermath, so it is exiled instead of going anywhere else.`, [o.owner]);
    moveObject(tx, id, 'exile');
    return 'exile';
  }
  if (o.stackItem?.castWith === 'jump-start' && !o.copy) {
    log(tx, '702.133a', `${name} was cast with jump-start, so it is exiled instead of going anywhere else.`, [o.owner]);
    moveObject(tx, id, 'exile');
    return 'exile';
  }
  const moved = objectAt(tx.s, moveObject(tx, id, to));
  // 614.1a: a replacement effect (Rest in Peace) may have sent it elsewhere; the log says where it went.
  const went = moved?.zone ?? to;
  const into = to === 'exile' ? 'exile' : to === 'library' ? `the top of ${playerName(tx.s, o.owner)}'s library` : `${playerName(tx.s, o.owner)}'s ${to}`;
  log(tx, rule, went === to ? `${name} is put into ${into}.` : `${name} is put into ${went} instead of ${to === 'exile' ? 'exile' : `its owner's ${to}`}.`, [o.owner]);
  return went;
}
