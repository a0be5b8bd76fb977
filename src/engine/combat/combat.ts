// combat/ (506-511): the combat phase. This file: the combat under way in the state, who defends
// in it, and what a permanent's static abilities say of its part in combat.
import { cardName } from '../state/faceDown';
import type { CombatRules } from '../state/card';
import { abilities, hasKeyword, isCreature, isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, patchState, playerName, playersInGame, possessive } from '../state/game';
import type { Combat, CombatAttacker, CombatBlocker, EntityId, GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { attachmentsOn } from '../state/attachment';

/** The combat under way, or a new one in which nothing has been declared yet (506.1). */
export function combatOf(s: GameState): Combat {
  return s.combat ?? { attackers: [], blockers: [], attackersDeclared: false, blockersDeclared: [], dealtFirstStrike: [] };
}

export function setCombat(tx: Tx, combat: Combat): void {
  patchState(tx, { combat });
}

/** 511.3, and the `turn` edit: the combat ends, and every creature stops attacking and blocking. */
export function endCombat(tx: Tx): void {
  if (!tx.s.combat) return;
  patchState(tx, {});
  // patchState made tx.s this transaction's own record: the key is removed, not set to undefined,
  // so the state stays plain JSON with no combat in it (state.ts).
  delete tx.s.combat;
}

/** 802.2: every opponent of the active player still in the game is a defending player, in APNAP order (802.4). */
export function defendingPlayers(s: GameState): PlayerId[] {
  const order = playersInGame(s);
  const i = order.indexOf(s.turn.active);
  return [...order.slice(i + 1), ...order.slice(0, Math.max(i, 0))];
}

/** The player a creature attacks, or who controls the planeswalker it attacks (802.2a); null for none. */
export function defenderOf(s: GameState, a: CombatAttacker): PlayerId | null {
  if (a.attacks === null) return null;
  if (s.players[a.attacks]) return a.attacks;
  return objectAt(s, a.attacks)?.controller ?? null;
}

export function attackerEntry(s: GameState, id: ObjectId): CombatAttacker | undefined {
  return s.combat?.attackers.find((a) => a.id === id);
}

export function blockerEntry(s: GameState, id: ObjectId): CombatBlocker | undefined {
  return s.combat?.blockers.find((b) => b.id === id);
}

/** The rules of the combat static abilities an object has now (506.5, 508.1c-d, 509.1b-c). */
export function combatRules(s: GameState, o: GameObject): CombatRules[] {
  return abilities(s, o).flatMap((a) => (a.kind === 'static' && a.rule?.kind === 'combat' ? [a.rule] : []));
}

/**
 * Whether a combat rule applies to `o`: one of its own abilities states it, or one of an Aura or
 * Equipment attached to it does of the permanent it is attached to ("Enchanted creature can't
 * attack or block.").
 */
export function hasRule(s: GameState, o: GameObject, rule: Exclude<keyof CombatRules, 'kind' | 'attached'>): boolean {
  return ruleFrom(s, o, rule) !== undefined;
}

/** What states the combat rule for `o`: `o` itself, an Aura or Equipment attached to it, or a resolved effect (named by its source). */
export function ruleFrom(s: GameState, o: GameObject, rule: Exclude<keyof CombatRules, 'kind' | 'attached'>): GameObject | RuleEffect | undefined {
  // A loop, not combatRules(): asked for every pair of creatures in a big combat, it allocates nothing.
  for (const a of abilities(s, o)) if (a.kind === 'static' && a.rule?.kind === 'combat' && a.rule[rule] && !a.rule.attached) return o;
  for (const id of attachmentsOn(s, o.id)) {
    const by = objectAt(s, id);
    for (const a of abilities(s, by)) if (a.kind === 'static' && a.rule?.kind === 'combat' && a.rule[rule] && a.rule.attached) return by;
  }
  // A resolved effect's "can't block this turn" (611.2): not an ability, so not among them.
  if (s.effects) for (const e of s.effects) if (e.combat && rule in e.combat && e.affects.objects.includes(o.id)) return { effect: e.source.name, ...(e.duration === 'untilYourNextTurn' ? { untilTurnOf: e.controller } : {}) };
  return undefined;
}

/** "an ability says it can't attack", "Pacifism, attached to it, says it can't attack", "Stun's effect says it can't block this turn". */
/** A resolved effect that states a rule of combat: its source's name; `untilTurnOf`: it lasts until that player's next turn (detain, 701.35a). */
type RuleEffect = { effect: string; untilTurnOf?: PlayerId };

export function ruleSays(s: GameState, o: GameObject, by: GameObject | RuleEffect, words: string): string {
  if ('effect' in by) return `${possessive(by.effect)} effect says it ${words} ${by.untilTurnOf ? `until ${possessive(playerName(s, by.untilTurnOf))} next turn` : 'this turn'}`;
  return by.id === o.id ? `an ability says it ${words}` : `${describe(s, by.id)}, attached to it, says it ${words}`;
}


/** 702.7b, 702.4b: a creature with first strike or double strike deals damage in the first-strike step. */
export function strikesFirst(s: GameState, o: GameObject): boolean {
  return hasKeyword(s, o, 'first strike') || hasKeyword(s, o, 'double strike');
}

export function isPlaneswalker(s: GameState, o: GameObject): boolean {
  return isType(s, o, 'Planeswalker');
}

export function isCreatureOnBattlefield(s: GameState, id: ObjectId): boolean {
  const o = objectAt(s, id);
  return !!o && o.zone === 'battlefield' && isCreature(s, o);
}

/** How the log names what a creature attacks: a player, or "Bob's Jace" for a planeswalker. */
export function attackedName(s: GameState, id: EntityId | null): string {
  if (id === null) return 'nothing (the planeswalker it attacked left combat)';
  if (s.players[id]) return describe(s, id);
  const o = objectAt(s, id);
  return o ? `${s.players[o.controller].name}'s ${cardName(o)}` : describe(s, id);
}
