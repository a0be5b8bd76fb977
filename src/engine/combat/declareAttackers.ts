// 508.1: declaring attackers, the turn-based action as the declare attackers step begins. The
// active player chooses which creatures attack and what each attacks; the declaration must follow
// 508.1a-d, or it is refused and the choice stays pending.
import { cap } from '../state/game';
import { cardName } from '../state/faceDown';
import { ask } from '../stack/agenda';
import { RulesError } from '../errors';
import { hasKeyword, isCreature } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, listed, log, optionsFor, patchObjects, patchTurn, playerName } from '../state/game';
import type { EntityId, GameObject, GameState, Instruction, ObjectId, PendingChoice } from '../state/state';
import { objectAt } from '../state/objectTable';
import { permanents } from '../state/zones';
import { attacksDeclared } from '../stack/triggers';
import { attackedName, combatOf, defendingPlayers, hasRule, isPlaneswalker, ruleFrom, ruleSays, setCombat } from './combat';
import { tappedChanged } from '../stack/triggers';
import { defenderAllows, defenderRefuses, ruleValues } from './restrictions';

/** The declaration as the engine keeps it: each attacker with what it attacks, in the answer's order. */
export type AttackDeclaration = [ObjectId, EntityId][];

/** Why a creature can't attack at all (508.1a, 508.1c), as a judge would say it; null if it can. */
export function cantAttack(s: GameState, o: GameObject): { why: string; rule: string } | null {
  const active = s.turn.active;
  if (o.zone !== 'battlefield' || !isCreature(s, o)) return { why: `it isn't a creature on the battlefield`, rule: '508.1a' };
  if (o.controller !== active) return { why: `${playerName(s, active)} doesn't control it`, rule: '508.1a' };
  if (o.tapped) return { why: 'it is tapped', rule: '508.1a' };
  if (o.sick && !hasKeyword(s, o, 'haste')) {
    return { why: `it came under ${playerName(s, active)}'s control this turn and has no haste (302.6)`, rule: '508.1a' };
  }
  if (hasKeyword(s, o, 'defender') && !hasRule(s, o, 'attacksDespiteDefender')) return { why: 'it has defender', rule: '702.3b' };
  const by = ruleFrom(s, o, 'cantAttack');
  if (by) return { why: ruleSays(s, o, by, "can't attack"), rule: '508.1c' };
  return null;
}

/** 508.1b, 802.2: the players and planeswalkers a creature may attack: each opponent, and each planeswalker an opponent controls. */
export function attackable(s: GameState): EntityId[] {
  const defenders = defendingPlayers(s);
  const walkers = permanents(s).filter((o) => defenders.includes(o.controller) && isPlaneswalker(s, o)).map((o) => o.id);
  return [...defenders, ...walkers];
}

/** The creatures that could be declared as attackers now. */
export function possibleAttackers(s: GameState): ObjectId[] {
  const targets = attackable(s);
  if (targets.length === 0) return [];
  // 508.1c: "can't attack unless defending player controls an Island": some player it could attack does.
  const defenders = [...new Set(targets.map((t) => (s.players[t] ? t : objectAt(s, t).controller)))];
  const able = permanents(s, s.turn.active).filter((o) => isCreature(s, o) && !cantAttack(s, o) && defenders.some((p) => defenderAllows(s, o, p)));
  // 508.1c: a creature that can't attack alone can't attack when it is the only one able to.
  if (able.length === 1 && ruleValues(s, able[0], 'cantAttackAlone').length > 0) return [];
  return able.map((o) => o.id);
}

/**
 * 508.1d: "attacks each combat if able". Each requirement is per creature and no restriction
 * modelled ties two creatures together, so the most requirements are obeyed when every creature
 * that must attack and can, does.
 */
export function mustAttack(s: GameState): ObjectId[] {
  return possibleAttackers(s).filter((id) => hasRule(s, objectAt(s, id), 'attacksEachCombat'));
}

const name = (s: GameState, id: EntityId) => describe(s, id);

/** Checks an `attackers` answer (508.1a-d): returns it as a declaration, or throws naming the rule and the creature. */
export function checkAttackers(s: GameState, answer: unknown): AttackDeclaration {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new RulesError('Declare attackers with an object that maps each attacking creature to the player or planeswalker it attacks ({} for none)', '508.1');
  }
  const targets = attackable(s);
  const out: AttackDeclaration = [];
  for (const [id, what] of Object.entries(answer as Record<string, unknown>)) {
    const o = objectAt(s, id);
    if (!o) throw new RulesError(`${id} is not a creature on the battlefield: it can't attack`, '508.1a');
    const no = cantAttack(s, o);
    if (no) throw new RulesError(`${cardName(o)} can't attack: ${no.why}`, no.rule);
    if (typeof what !== 'string' || !targets.includes(what)) {
      const said = typeof what === 'string' && (s.players[what] || objectAt(s, what)) ? name(s, what) : JSON.stringify(what);
      throw new RulesError(
        `${cardName(o)} can't attack ${said}: a creature attacks an opponent of ${playerName(s, s.turn.active)} or a planeswalker an opponent controls (here: ${targets.map((t) => attackedName(s, t)).join(', ')})`,
        '508.1b',
      );
    }
    const defender = s.players[what] ? what : objectAt(s, what).controller;
    const refused = defenderRefuses(s, o, defender);
    if (refused) throw new RulesError(`${cardName(o)} can't attack ${name(s, what)}: "${refused}", and ${playerName(s, defender)} doesn't`, '508.1c');
    out.push([id, what]);
  }
  if (out.length === 1 && ruleValues(s, objectAt(s, out[0][0]), 'cantAttackAlone').length > 0) {
    throw new RulesError(`${cardName(objectAt(s, out[0][0]))} can't attack alone`, '508.1c');
  }
  const missing = mustAttack(s).filter((id) => !out.some(([a]) => a === id));
  if (missing.length) {
    const names = listed(missing.map((id) => cardName(objectAt(s, id))));
    throw new RulesError(`${names} must attack: ${missing.length === 1 ? 'it attacks' : 'they attack'} each combat if able, and ${missing.length === 1 ? 'it is' : 'they are'} able to`, '508.1d');
  }
  return out;
}

/** The `attackers` choice, or null when declaring no attackers is the only legal declaration (SCENARIO.md, "Combat"). */
export function attackersChoice(s: GameState): PendingChoice | null {
  // 800.4a: an active player who has left the game declares nothing (their turn goes on without them).
  if (s.players[s.turn.active]?.lost) return null;
  const creatures = possibleAttackers(s);
  if (creatures.length === 0) return null;
  const active = s.turn.active;
  const defenders = attackable(s);
  const must = mustAttack(s);
  return {
    kind: 'attackers',
    player: active,
    prompt: `${playerName(s, active)} declares attackers: choose which creatures attack and which player or planeswalker each attacks${must.length ? `; ${listed(must.map((id) => cardName(objectAt(s, id))))} must attack (508.1d)` : ''}.`,
    rule: '508.1',
    options: optionsFor(s, creatures),
    combat: { kind: 'attackers', creatures, defenders },
    then: { op: 'declareAttackers' },
  };
}

/** The turn-based action (508.1): asks, or declares the only legal declaration (none), then taps and triggers. */
export function declareAttackers(tx: Tx, ins: Extract<Instruction, { op: 'declareAttackers' }>): void {
  if (ins.answer === undefined) {
    const choice = attackersChoice(tx.s);
    if (choice) return ask(tx, choice);
  }
  const declared = (ins.answer as AttackDeclaration | undefined) ?? [];
  const s = tx.s;
  const active = s.turn.active;
  setCombat(tx, {
    ...combatOf(s),
    attackers: declared.map(([id, attacks]) => ({ id, attacks, blocked: false, blockedBy: [] })),
    attackersDeclared: true,
    ...(declared.length ? { hadAttackers: true } : {}),
  });
  if (!declared.length) {
    log(tx, '508.1', `${playerName(s, active)} declares no attackers.`, [active]);
    return;
  }
  // 702.142a: boast asks whether the creature attacked this turn (a creature declared as an attacker, 508.1).
  patchTurn(tx, { attacked: [...(tx.s.turn.attacked ?? []), ...declared.map(([id]) => id)] });
  const phrases = declared.map(([id, what]) => `${cardName(objectAt(s, id))} attacking ${attackedName(s, what)}`);
  log(tx, '508.1', `${playerName(s, active)} declares ${listed(phrases)}.`, [active, ...declared.flatMap(([a, w]) => [a, w])]);
  // 508.1f: attacking creatures become tapped, except those with vigilance (702.20b).
  const tapping = declared.map(([id]) => objectAt(tx.s, id)).filter((o) => !hasKeyword(tx.s, o, 'vigilance'));
  patchObjects(
    tx,
    tapping.filter((o) => !o.tapped).map((o) => [o.id, { tapped: true }] as const),
  );
  for (const o of tapping.filter((t) => !t.tapped)) tappedChanged(tx, o.id, true);
  if (tapping.length) log(tx, '508.1f', `${cap(listed(tapping.map(cardName)))} ${tapping.length === 1 ? 'becomes' : 'become'} tapped as ${tapping.length === 1 ? 'it attacks' : 'they attack'}.`, tapping.map((o) => o.id));
  const watchful = declared.map(([id]) => objectAt(tx.s, id)).filter((o) => hasKeyword(tx.s, o, 'vigilance'));
  if (watchful.length) log(tx, '702.20b', `${listed(watchful.map(cardName))} ${watchful.length === 1 ? 'attacks' : 'attack'} without tapping: vigilance.`, watchful.map((o) => o.id));
  // 508.3a: "whenever ~ attacks" triggers once the declaration is made.
  attacksDeclared(tx, declared);
}
