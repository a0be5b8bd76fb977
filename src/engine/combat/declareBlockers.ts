// 509.1: declaring blockers, the turn-based action as the declare blockers step begins. Each
// defending player in APNAP order (802.4) chooses which of their creatures block and what each
// blocks; the declaration must follow 509.1a-c, or it is refused and the choice stays pending.
import { cap } from '../state/game';
import { cardName } from '../state/faceDown';
import { ask } from '../stack/agenda';
import { RulesError } from '../errors';
import { hasKeyword, isCreature } from '../state/characteristics';
import type { Tx } from '../state/game';
import { listed, log, optionsFor, playerName, possessive } from '../state/game';
import type { CombatAttacker, GameObject, GameState, Instruction, ObjectId, PendingChoice, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { permanents } from '../state/zones';
import { protectedFrom } from '../state/protection';
import { evasionForbids } from './evasion';
import { blockerCount, blocksAllowed, pairForbidden, ruleValues } from './restrictions';
import { blockRequirementBroken } from './blockRequirements';
import { blockersDeclared, unblockedDeclared } from '../stack/triggers';
import { attackedName, combatOf, defenderOf, hasRule, ruleFrom, ruleSays, setCombat } from './combat';

/** Each blocking creature with the attackers it blocks, in the answer's order. */
export type BlockDeclaration = [ObjectId, ObjectId[]][];

type Refusal = { why: string; rule: string };

/** Why a creature can't block at all (509.1a-b); null if it may. */
export function cantBlock(s: GameState, o: GameObject, player: PlayerId): Refusal | null {
  if (o.zone !== 'battlefield' || !isCreature(s, o)) return { why: `it isn't a creature on the battlefield`, rule: '509.1a' };
  if (o.controller !== player) return { why: `${playerName(s, player)} doesn't control it`, rule: '509.1a' };
  if (o.tapped) return { why: 'it is tapped', rule: '509.1a' };
  const by = ruleFrom(s, o, 'cantBlock');
  if (by) return { why: ruleSays(s, o, by, "can't block"), rule: '509.1b' };
  return null;
}

/** The attackers a defending player may block: those attacking them or a planeswalker they control, and those attacking nothing (506.4c). */
export function attackersAgainst(s: GameState, player: PlayerId): CombatAttacker[] {
  return combatOf(s).attackers.filter((a) => a.attacks === null || defenderOf(s, a) === player);
}

/** Why this creature can't block that attacker, by the attacker's and the blocker's abilities (509.1b); null if it can. */
export function cantBlockAttacker(s: GameState, blocker: GameObject, attacker: GameObject): Refusal | null {
  if (hasRule(s, attacker, 'cantBeBlocked')) return { why: `${cardName(attacker)} can't be blocked`, rule: '509.1b' };
  if (hasKeyword(s, attacker, 'flying') && !hasKeyword(s, blocker, 'flying') && !hasKeyword(s, blocker, 'reach')) {
    return { why: `${cardName(attacker)} has flying, and ${cardName(blocker)} has neither flying nor reach`, rule: '702.9b' };
  }
  const evasion = evasionForbids(s, attacker, blocker, blocker.controller);
  if (evasion) return evasion;
  const restricted = pairForbidden(s, attacker, blocker);
  if (restricted) return restricted;
  if (hasRule(s, blocker, 'canBlockOnlyFlying') && !hasKeyword(s, attacker, 'flying')) {
    return { why: `${cardName(blocker)} can block only creatures with flying, and ${cardName(attacker)} has no flying`, rule: '509.1b' };
  }
  if (protectedFrom(s, attacker, blocker)) return { why: `${cardName(attacker)} has protection from a quality ${cardName(blocker)} has`, rule: '702.16f' };
  return null;
}

/**
 * What a defending player could block with (509.1a-b): the creatures that can block some attacker,
 * and the attackers some creature can block, each pair legal on its own and, for an attacker with
 * menace, with a second creature able to join (702.111b). Each creature stops at the first
 * attacker it could block, so a board of a hundred on each side costs about a hundred checks, not
 * ten thousand.
 */
type Possible = { creatures: ObjectId[]; attackers: ObjectId[] };

function possibleBlocks(s: GameState, player: PlayerId, only?: (o: GameObject) => boolean): Possible {
  const attackers = attackersAgainst(s, player).map((a) => objectAt(s, a.id));
  const blockers = permanents(s, player).filter((o) => isCreature(s, o) && (!only || only(o)) && !cantBlock(s, o, player));
  let all: GameObject[] | undefined = only ? undefined : blockers;
  // For an attacker with menace (or "except by three or more creatures"): the first creatures able to block it, found once.
  const partners = new Map<ObjectId, ObjectId[]>();
  const fewest = (a: GameObject) => blockerCount(s, a, hasKeyword(s, a, 'menace')).min;
  const ableFor = (a: GameObject, need: number): ObjectId[] => {
    let found = partners.get(a.id);
    if (!found) {
      found = [];
      all ??= permanents(s, player).filter((o) => isCreature(s, o) && !cantBlock(s, o, player));
      for (const b of all) if (!cantBlockAttacker(s, b, a) && found.push(b.id) === need) break;
      partners.set(a.id, found);
    }
    return found;
  };
  const possible = (b: GameObject, a: GameObject) => {
    if (cantBlockAttacker(s, b, a)) return false;
    const need = fewest(a);
    return need === 1 || ableFor(a, need).length === need;
  };
  const creatures = blockers.filter((b) => attackers.some((a) => possible(b, a))).map((b) => b.id);
  const blockable = attackers.filter((a) => blockers.some((b) => possible(b, a))).map((a) => a.id);
  return { creatures, attackers: blockable };
}

/**
 * 509.1c: "blocks each combat if able". Each requirement is per creature: the most are obeyed when
 * every creature that must block and can block some attacker (with a partner, for menace) does.
 */
export function mustBlock(s: GameState, player: PlayerId): ObjectId[] {
  return possibleBlocks(s, player, (o) => hasRule(s, o, 'blocksEachCombat')).creatures;
}

/** Each blocked attacker with the creatures the declaration has blocking it, in the declaration's order. */
function blockersOf(declared: BlockDeclaration): Map<ObjectId, ObjectId[]> {
  const by = new Map<ObjectId, ObjectId[]>();
  for (const [b, attackers] of declared) for (const a of attackers) by.set(a, [...(by.get(a) ?? []), b]);
  return by;
}

/** Checks a defending player's `blockers` answer (509.1a-c); returns it as a declaration, or throws naming the rule and the creature. */
export function checkBlockers(s: GameState, player: PlayerId, answer: unknown): BlockDeclaration {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new RulesError('Declare blockers with an object that maps each blocking creature to the attacking creature it blocks ({} for none)', '509.1');
  }
  const against = attackersAgainst(s, player);
  const againstIds = new Set(against.map((a) => a.id));
  const entries = new Map(combatOf(s).attackers.map((a) => [a.id, a]));
  const out: BlockDeclaration = [];
  for (const [id, value] of Object.entries(answer as Record<string, unknown>)) {
    const o = objectAt(s, id);
    if (!o) throw new RulesError(`${id} is not a creature on the battlefield: it can't block`, '509.1a');
    const no = cantBlock(s, o, player);
    if (no) throw new RulesError(`${cardName(o)} can't block: ${no.why}`, no.rule);
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list) || list.length === 0 || !list.every((v) => typeof v === 'string')) {
      throw new RulesError(`Say which attacking creature ${cardName(o)} blocks`, '509.1a');
    }
    // 509.1a: one attacker, unless an ability says it can block more ("an additional creature", "any number").
    const most = blocksAllowed(s, o);
    if (list.length > most) throw new RulesError(`${cardName(o)} can block only ${most === 1 ? 'one attacking creature' : `${most} attacking creatures`}, not ${list.length}`, '509.1a');
    if (new Set(list).size < list.length) throw new RulesError(`${cardName(o)} can block each attacking creature only once`, '509.1a');
    for (const a of list as string[]) {
      const ao = objectAt(s, a);
      const entry = entries.get(a);
      if (!ao || !entry) throw new RulesError(`${cardName(o)} can't block ${ao ? cardName(ao) : a}: it is not an attacking creature`, '509.1a');
      if (!againstIds.has(entry.id)) {
        throw new RulesError(`${cardName(o)} can't block ${cardName(ao)}: it attacks ${attackedName(s, entry.attacks)}, not ${playerName(s, player)} or a planeswalker ${playerName(s, player)} controls`, '509.1a');
      }
      const pair = cantBlockAttacker(s, o, ao);
      if (pair) throw new RulesError(`${cardName(o)} can't block ${cardName(ao)}: ${pair.why}`, pair.rule);
    }
    out.push([id, list as string[]]);
  }
  // 702.111b: menace is checked on the whole declaration.
  const blockedBy = blockersOf(out);
  for (const a of against) {
    const by = blockedBy.get(a.id) ?? [];
    const ao = objectAt(s, a.id);
    if (by.length === 1 && hasKeyword(s, ao, 'menace')) {
      throw new RulesError(`${cardName(objectAt(s, by[0]))} can't block ${cardName(ao)} alone: ${cardName(ao)} has menace and can't be blocked except by two or more creatures`, '702.111b');
    }
    // 509.1b: restrictions on how many creatures block it, checked on the whole declaration.
    const { min, max } = blockerCount(s, ao, false);
    if (by.length > 0 && by.length < min) throw new RulesError(`${cardName(ao)} can't be blocked except by ${min} or more creatures, and ${by.length} would block it`, '509.1b');
    if (by.length > max) throw new RulesError(`${cardName(ao)} can't be blocked by more than ${max === 1 ? 'one creature' : `${max} creatures`}, and ${by.length} would block it`, '509.1b');
  }
  // 509.1b: "can't block alone": another creature must block too.
  if (out.length === 1 && ruleValues(s, objectAt(s, out[0][0]), 'cantBlockAlone').length > 0) {
    throw new RulesError(`${cardName(objectAt(s, out[0][0]))} can't block alone`, '509.1b');
  }
  const declaredIds = new Set(out.map(([b]) => b));
  const missing = mustBlock(s, player).filter((id) => !declaredIds.has(id));
  if (missing.length) {
    const names = listed(missing.map((id) => cardName(objectAt(s, id))));
    throw new RulesError(`${names} must block: ${missing.length === 1 ? 'it blocks' : 'they block'} each combat if able, and ${missing.length === 1 ? 'it is' : 'they are'} able to`, '509.1c');
  }
  // 509.1c: requirements that name an attacker (lure, "must be blocked if able", "blocks ~ this turn if able").
  const broken = blockRequirementBroken(s, player, against.map((a) => objectAt(s, a.id)), out, (b, a) => !cantBlockAttacker(s, b, a), (b) => !cantBlock(s, b, player));
  if (broken) throw new RulesError(broken.why, broken.rule);
  return out;
}

/** The `blockers` choice of a defending player, or null when declaring no blockers is their only legal declaration. */
export function blockersChoice(s: GameState, player: PlayerId): PendingChoice | null {
  const { creatures, attackers } = possibleBlocks(s, player);
  if (creatures.length === 0) return null;
  const must = mustBlock(s, player);
  return {
    kind: 'blockers',
    player,
    prompt: `${playerName(s, player)} declares blockers: choose which creatures block and which attacking creature each blocks${must.length ? `; ${listed(must.map((id) => cardName(objectAt(s, id))))} must block (509.1c)` : ''}.`,
    rule: '509.1',
    options: optionsFor(s, creatures),
    combat: { kind: 'blockers', creatures, attackers },
    then: { op: 'declareBlockers', player },
  };
}

/** The turn-based action (509.1) for one defending player: asks, or declares none when that is the only legal declaration. */
export function declareBlockers(tx: Tx, ins: Extract<Instruction, { op: 'declareBlockers' }>): void {
  const { player } = ins;
  if (ins.answer === undefined) {
    const choice = blockersChoice(tx.s, player);
    if (choice) return ask(tx, choice);
  }
  const declared = (ins.answer as BlockDeclaration | undefined) ?? [];
  const c = combatOf(tx.s);
  const against = new Set(attackersAgainst(tx.s, player).map((a) => a.id));
  const blockedBy = blockersOf(declared);
  setCombat(tx, {
    ...c,
    // 509.1h: an attacker with a blocker declared becomes blocked; it stays blocked even if its blockers leave.
    attackers: c.attackers.map((a) => {
      const by = blockedBy.get(a.id) ?? [];
      return against.has(a.id) ? { ...a, blocked: a.blocked || by.length > 0, blockedBy: [...a.blockedBy, ...by] } : a;
    }),
    blockers: [...c.blockers, ...declared.map(([id, blocks]) => ({ id, player, blocks }))],
    blockersDeclared: [...c.blockersDeclared, player],
  });
  // 509.3g: an attacker no creature was declared to block "attacks and isn't blocked".
  unblockedDeclared(tx, c.attackers.filter((a) => against.has(a.id) && !a.blocked && !(blockedBy.get(a.id)?.length)));
  if (!declared.length) {
    log(tx, '509.1', `${playerName(tx.s, player)} declares no blockers.`, [player]);
    return;
  }
  // The attackers are named with their controller: a Grizzly Bears blocking a Grizzly Bears is clear so.
  const attacker = (a: ObjectId) => (objectAt(tx.s, a).faceDown ? `a face-down creature ${playerName(tx.s, objectAt(tx.s, a).controller)} controls` : `${possessive(playerName(tx.s, objectAt(tx.s, a).controller))} ${cardName(objectAt(tx.s, a))}`);
  const phrases = declared.map(([b, l]) => `${cardName(objectAt(tx.s, b))} blocking ${listed(l.map(attacker))}`);
  log(tx, '509.1', `${playerName(tx.s, player)} declares ${listed(phrases)}.`, [player, ...declared.flatMap(([b, l]) => [b, ...l])]);
  const blocked = [...new Set(declared.flatMap(([, l]) => l))];
  log(tx, '509.1h', `${cap(listed(blocked.map((a) => cardName(objectAt(tx.s, a)))))} ${blocked.length === 1 ? 'becomes' : 'become'} blocked.`, blocked);
  blockersDeclared(tx, declared.map(([blocker, attackers]) => ({ blocker, attackers })));
}
