// Resolving the top object of the stack (608): check its targets (608.2b), follow its
// instructions in order (608.2c), then put an instant or sorcery into its owner's graveyard
// (608.2n) or a permanent spell onto the battlefield (608.3).
import type { AbilityDef, TargetSpec } from './card';
import { pushFront } from './agenda';
import { cardOf, isPermanentCard } from './characteristics';
import type { Tx } from './game';
import { describe, getObject, log, patchTurn, playerName } from './game';
import type { EffectContext, EntityId, GameObject, GameState, Instruction, ObjectId } from './state';
import { isLegalTarget } from './targets';
import { moveObject, removeObject } from './zones';
import { enterBattlefield } from './entering';

type Resolvable = Extract<AbilityDef, { kind: 'spell' | 'activated' | 'triggered' }>;

/** The abilities that resolve for a stack object: a spell's spell abilities, or the one ability. */
export function resolvingAbilities(s: GameState, o: GameObject): Resolvable[] {
  const all = cardOf(s, o).abilities;
  if (o.stackItem?.kind === 'ability') {
    const a = all[o.stackItem.ability ?? -1];
    return a && (a.kind === 'activated' || a.kind === 'spell' || a.kind === 'triggered') ? [a] : [];
  }
  return all.filter((a): a is Extract<AbilityDef, { kind: 'spell' }> => a.kind === 'spell');
}

/** All targeting phrases of a stack object, in text order. */
export function targetSpecs(s: GameState, o: GameObject): TargetSpec[] {
  return resolvingAbilities(s, o).flatMap((a) => a.targets ?? []);
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
  if (all.length > 0 && all.every((t) => t === null)) {
    log(tx, '608.2b', `${describe(tx.s, id)} doesn't resolve: all its targets are illegal.`, [id]);
    leaveStack(tx, id);
    return;
  }
  for (const [i, group] of checked.entries()) {
    for (const [j, t] of group.entries()) {
      if (t === null) log(tx, '608.2b', `${describe(tx.s, item.targets[i][j])} is no longer a legal target and is not affected.`, [id]);
    }
  }
  log(tx, '608.1', `${describe(tx.s, id)} resolves.`, [id]);
  if (item.kind === 'spell' && isPermanentCard(cardOf(tx.s, o))) {
    pushFront(tx, { op: 'finishResolve', object: id });
    return;
  }
  const instructions: Instruction[] = [];
  let offset = 0;
  for (const ability of resolvingAbilities(tx.s, o)) {
    const n = ability.targets?.length ?? 0;
    const ctx: EffectContext = {
      object: id,
      source: item.source ?? id,
      sourceName: o.card,
      controller: o.controller,
      targets: checked.slice(offset, offset + n),
      x: item.x,
      ...(item.lki ? { lki: item.lki } : {}),
      ...(item.event ? { event: item.event } : {}),
    };
    offset += n;
    for (const effect of ability.effects) instructions.push({ op: 'effect', effect, ctx });
  }
  pushFront(tx, ...instructions, { op: 'finishResolve', object: id });
}

/** The last part of a resolution: 608.3 for a permanent spell, 608.2n for the rest. */
export function finishResolve(tx: Tx, id: ObjectId): void {
  const o = tx.s.objects[id];
  if (!o || o.zone !== 'stack') return; // 608.2m: it left the stack while resolving
  if (o.stackItem?.kind === 'spell' && isPermanentCard(cardOf(tx.s, o))) {
    const permanent = enterBattlefield(tx, id, o.controller, o.stackItem.x);
    log(tx, '608.3a', `${o.card} enters the battlefield under ${playerName(tx.s, o.controller)}'s control.`, [permanent]);
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
  moveObject(tx, id, 'graveyard');
  log(tx, '608.2n', `${o.copy ? `The copy of ${o.card}` : o.card} is put into ${playerName(tx.s, o.owner)}'s graveyard.`, [o.owner]);
}
