// 510: the combat damage step. Each attacking and blocking creature that deals damage in this step
// (510.4) assigns damage equal to its power (510.1a); where it can do so in more than one legal way
// its controller gets a `damage` choice. Then all of it is dealt at once (510.2).
import { monarchDealtCombatDamage } from '../state/monarch';
import { cap } from '../state/game';
import { cardName } from '../state/faceDown';
import { ask } from '../stack/agenda';
import { RulesError } from '../errors';
import { hasKeyword, isType, power, toughness } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, getPlayer, listed, log, optionsFor, playerName, writingObjectsTogether } from '../state/game';
import type { Combat, CombatAttacker, CombatBlocker, CombatPrompt, DamageAssignment, EntityId, GameObject, GameState, Instruction, ObjectId, PendingChoice } from '../state/state';
import { objectAt } from '../state/objectTable';
import { dealDamage } from '../effects/damage';
import { dealtDamage } from '../stack/triggers';
import { combatDamageToPlaneswalker, combatDamageToPlayer } from '../stack/triggers';
import { sourceDealtDamage } from '../stack/watchedTriggers';
import { attackedName, combatOf, hasRule, isCreatureOnBattlefield, ruleFrom, setCombat, strikesFirst } from './combat';

/** The creatures that assign combat damage in this step, in the order their assignments are made (510.1, 802.5, SCENARIO.md). */
export function dealers(s: GameState, first: boolean): ObjectId[] {
  const c = combatOf(s);
  const hadFirstStep = c.dealtFirstStrike.length > 0;
  // 510.4: the first-strike step has those with first or double strike; the regular one, those that
  // had neither as the first began, and those with double strike now.
  const deals = (id: ObjectId) => {
    const o = objectAt(s, id);
    if (!o || !isCreatureOnBattlefield(s, id)) return false;
    if (first) return strikesFirst(s, o);
    return !hadFirstStep || !c.dealtFirstStrike.includes(id) || hasKeyword(s, o, 'double strike');
  };
  const attackers = c.attackers.map((a) => a.id).filter(deals);
  const trample = (id: ObjectId) => hasKeyword(s, objectAt(s, id), 'trample');
  return [...attackers.filter((id) => !trample(id)), ...attackers.filter(trample), ...c.blockers.map((b) => b.id).filter(deals)];
}

/** Damage lethal to a creature now (702.19b): its toughness less damage marked and damage assigned to it earlier this step; any for deathtouch (702.2c). */
export function lethalDamage(s: GameState, o: GameObject, assigned: readonly DamageAssignment[], deathtouch: boolean): number {
  const earlier = assigned.reduce((n, a) => n + (a.to[o.id] ?? 0), 0);
  const left = toughness(s, o) - o.damage - earlier;
  if (left <= 0) return 0;
  return deathtouch ? 1 : left;
}

function lethalTo(s: GameState, id: EntityId, assigned: readonly DamageAssignment[], deathtouch: boolean): number {
  if (s.players[id]) return getPlayer(s, id).life;
  const o = objectAt(s, id);
  if (!o) return 0;
  return isCreatureOnBattlefield(s, id) ? lethalDamage(s, o, assigned, deathtouch) : (o.counters.loyalty ?? 0);
}

/** What one creature may assign its damage to: the recipients, and with trample the player or planeswalker that gets only the excess. */
type Options = { recipients: EntityId[]; excessTo?: EntityId; unblockedTo?: EntityId; rule: string };

/** The combat's entries by creature, the first for each id: each creature's found in one lookup, not a search of the combat. */
type Entries = { attackers: Map<ObjectId, CombatAttacker>; blockers: Map<ObjectId, CombatBlocker> };

function entriesOf(c: Combat): Entries {
  const attackers = new Map<ObjectId, CombatAttacker>();
  const blockers = new Map<ObjectId, CombatBlocker>();
  for (const a of c.attackers) if (!attackers.has(a.id)) attackers.set(a.id, a);
  for (const b of c.blockers) if (!blockers.has(b.id)) blockers.set(b.id, b);
  return { attackers, blockers };
}

function optionsOf(s: GameState, id: ObjectId, entries: Entries): Options {
  const attacker = entries.attackers.get(id);
  if (attacker) {
    // 800.4e: combat damage isn't assigned to a player who has left the game.
    const gone = attacker.attacks !== null && s.players[attacker.attacks]?.lost === true;
    const attacks = gone ? null : attacker.attacks;
    // 510.1b: unblocked, to what it attacks (nothing, once that planeswalker left combat).
    if (!attacker.blocked) return { recipients: attacks === null ? [] : [attacks], rule: gone ? '800.4e' : '510.1b' };
    const blockers = attacker.blockedBy.filter((b) => isCreatureOnBattlefield(s, b));
    const trample = hasKeyword(s, objectAt(s, id), 'trample') && attacks !== null;
    // 702.19d: blocked with no blockers left, a trampler assigns all of it to what it attacks.
    if (blockers.length === 0 && trample) return { recipients: [attacks], rule: '702.19d' };
    // 510.1c: "you may have it assign its combat damage as though it weren't blocked": all of it to
    // what it attacks, or (with no blocker left) none of it.
    if (attacks !== null && hasRule(s, objectAt(s, id), 'assignsAsThoughUnblocked')) {
      return { recipients: [...blockers, attacks], unblockedTo: attacks, ...(trample ? { excessTo: attacks } : {}), rule: '510.1c' };
    }
    if (blockers.length === 0) return { recipients: [], rule: '510.1c' };
    return trample ? { recipients: [...blockers, attacks], excessTo: attacks, rule: '702.19b' } : { recipients: blockers, rule: '510.1c' };
  }
  const blocker = entries.blockers.get(id);
  return { recipients: (blocker?.blocks ?? []).filter((a) => entries.attackers.has(a) && isCreatureOnBattlefield(s, a)), rule: '510.1d' };
}

/** Why a creature with power assigns no combat damage (510.1b-d), for the log. */
function nothingToDamage(s: GameState, o: GameObject, rule: string): string {
  if (rule === '800.4e') return `${cardName(o)} attacks a player who has left the game: it assigns no combat damage.`;
  if (rule === '510.1b') return `${cardName(o)} attacks nothing now (the planeswalker it attacked left combat): it assigns no combat damage.`;
  if (rule === '510.1c') return `${cardName(o)} is blocked, but no creature is blocking it now: it assigns no combat damage.`;
  return `${cardName(o)} is blocking no attacking creature now: it assigns no combat damage.`;
}

/** The one legal assignment, when there is only one (then nobody is asked). */
function onlyAssignment(s: GameState, o: GameObject, opts: Options, assigned: readonly DamageAssignment[]): Record<EntityId, number> | null {
  const n = power(s, o);
  if (n <= 0 || opts.recipients.length === 0) return {};
  if (opts.unblockedTo !== undefined) return null; // its controller chooses (510.1c)
  if (opts.recipients.length === 1) return { [opts.recipients[0]]: n };
  const blockers = opts.recipients.filter((r) => r !== opts.excessTo);
  // A trampler with one blocker and no more damage than is lethal to it must assign it all there.
  if (opts.excessTo && blockers.length === 1 && n <= lethalTo(s, blockers[0], assigned, hasKeyword(s, o, 'deathtouch'))) return { [blockers[0]]: n };
  return null;
}

function damagePrompt(s: GameState, o: GameObject, opts: Options, assigned: readonly DamageAssignment[]): CombatPrompt {
  const deathtouch = hasKeyword(s, o, 'deathtouch');
  return {
    kind: 'damage',
    source: o.id,
    amount: power(s, o),
    recipients: opts.recipients.map((id) => ({ id, lethal: lethalTo(s, id, assigned, deathtouch) })),
    ...(opts.excessTo ? { excessTo: opts.excessTo } : {}),
    ...(opts.unblockedTo ? { unblockedTo: opts.unblockedTo } : {}),
  };
}

function damageChoice(s: GameState, o: GameObject, opts: Options, first: boolean, assigned: readonly DamageAssignment[]): PendingChoice {
  const combat = damagePrompt(s, o, opts, assigned);
  const p = combat.kind === 'damage' ? combat : null;
  const lethal = p!.recipients.filter((r) => r.id !== opts.excessTo && r.id !== opts.unblockedTo).map((r) => `${describe(s, r.id)} (lethal: ${r.lethal})`);
  const trample = opts.excessTo ? `; with trample, ${attackedName(s, opts.excessTo)} may be assigned damage only once each blocking creature is assigned lethal damage (702.19b)` : '';
  const prompt = opts.unblockedTo
    ? unblockedPrompt(s, o, p!.amount, lethal, opts.unblockedTo, trample)
    : `${playerName(s, o.controller)} assigns ${possessiveCard(cardName(o))} ${p!.amount} combat damage among ${listed(lethal)}${opts.excessTo ? ` and ${attackedName(s, opts.excessTo)}` : ''}${trample}.`;
  return {
    kind: 'damage',
    player: o.controller,
    prompt,
    rule: opts.rule === '702.19b' ? '702.19b' : '510.1c',
    options: optionsFor(s, opts.recipients),
    combat,
    then: { op: 'combatDamage', first },
  };
}

/** 510.1c: the choice of a creature that may assign its combat damage as though it weren't blocked. */
function unblockedPrompt(s: GameState, o: GameObject, amount: number, lethal: string[], to: EntityId, trample: string): string {
  const who = playerName(s, o.controller);
  const all = `all ${amount} to ${attackedName(s, to)} as though it weren't blocked`;
  if (lethal.length === 0) return `${cap(cardName(o))} is blocked, but no creature is blocking it now: ${who} may have it assign ${all}, or assign none (510.1c).`;
  return `${who} assigns ${possessiveCard(cardName(o))} ${amount} combat damage: ${all}, or among ${listed(lethal)}${trample} (510.1c).`;
}

const possessiveCard = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** Checks a `damage` answer (510.1a, 510.1c-d, 702.19b); returns the amounts by recipient, in the prompt's order, zeros left out. */
export function checkDamage(s: GameState, c: PendingChoice, answer: unknown): Record<EntityId, number> {
  const p = c.combat;
  if (!p || p.kind !== 'damage') throw new Error('engine bug: a damage choice without its prompt');
  const source = objectAt(s, p.source)?.card ?? 'The creature';
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new RulesError(`Assign ${possessiveCard(source)} damage with an object that maps each recipient to an amount`, '510.1');
  }
  const ids = p.recipients.map((r) => r.id);
  // 510.1c: with no blocker left, a creature that may assign its damage as though it weren't blocked may assign none.
  if (p.unblockedTo && ids.length === 1 && Object.values(answer as Record<string, unknown>).every((n) => n === 0)) return {};
  let total = 0;
  for (const [id, n] of Object.entries(answer as Record<string, unknown>)) {
    if (!ids.includes(id)) {
      throw new RulesError(`${source} can't assign combat damage to ${s.players[id] || objectAt(s, id) ? describe(s, id) : JSON.stringify(id)}: it assigns its damage only to ${listed(ids.map((r) => describe(s, r)))}`, '510.1c');
    }
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw new RulesError(`An amount of damage is a whole number, 0 or more, not ${JSON.stringify(n)}`, '510.1a');
    total += n;
  }
  if (total !== p.amount) {
    throw new RulesError(`${source} assigns combat damage equal to its power, ${p.amount}: the amounts add up to ${total}`, '510.1a');
  }
  const got = answer as Record<string, number>;
  // 510.1c: all of it to what it attacks, as though it weren't blocked; or assigned as a blocked creature's.
  if (p.unblockedTo && got[p.unblockedTo] === p.amount) return { [p.unblockedTo]: p.amount };
  if (p.unblockedTo && !p.excessTo && (got[p.unblockedTo] ?? 0) > 0) {
    throw new RulesError(`${source} assigns all its combat damage to ${attackedName(s, p.unblockedTo)} as though it weren't blocked, or none of it: it can't divide it between a blocking creature and ${attackedName(s, p.unblockedTo)}`, '510.1c');
  }
  if (p.excessTo && (got[p.excessTo] ?? 0) > 0) {
    const short = p.recipients.filter((r) => r.id !== p.excessTo && (got[r.id] ?? 0) < r.lethal);
    if (short.length) {
      throw new RulesError(
        `${source} can't assign damage to ${attackedName(s, p.excessTo)} yet: with trample, each creature blocking it must first be assigned lethal damage (${short.map((r) => `${describe(s, r.id)} needs ${r.lethal}`).join(', ')})`,
        '702.19b',
      );
    }
  }
  return Object.fromEntries(ids.filter((id) => (got[id] ?? 0) > 0).map((id) => [id, got[id]]));
}

/** 510.1-510.2: assigns each creature's damage in turn, asking where there is a choice, then deals it all at once. */
export function combatDamage(tx: Tx, ins: Extract<Instruction, { op: 'combatDamage' }>): void {
  const s = tx.s;
  const order = dealers(s, ins.first);
  const assigned = (combatOf(s).assigned ?? []).slice();
  const done = new Set(assigned.map((a) => a.source));
  const entries = entriesOf(combatOf(s));
  let answer = ins.answer;
  for (const id of order) {
    if (done.has(id)) continue;
    const o = objectAt(s, id);
    // 510.1a: an effect's "assigns no combat damage this turn".
    const none = ruleFrom(s, o, 'assignsNoCombatDamage');
    if (none && answer === undefined) {
      if (power(s, o) > 0) log(tx, '510.1a', `${cap(cardName(o))} assigns no combat damage: ${'effect' in none ? `${possessiveCard(none.effect)} effect says it assigns no combat damage this turn` : 'an ability says so'}.`, [id]);
      assigned.push({ source: id, to: {} });
      continue;
    }
    const opts = optionsOf(s, id, entries);
    if (answer !== undefined) {
      // The answer is for the first creature not yet assigned: the one that was asked.
      assigned.push({ source: id, to: answer as Record<EntityId, number> });
      answer = undefined;
      continue;
    }
    const only = onlyAssignment(s, o, opts, assigned);
    if (only && opts.recipients.length === 0 && power(s, o) > 0) log(tx, opts.rule, nothingToDamage(s, o, opts.rule), [id]);
    if (only) {
      assigned.push({ source: id, to: only });
      continue;
    }
    // The assignments so far are kept in the combat (DESIGN.md, "Combat is state and choices").
    setCombat(tx, { ...combatOf(tx.s), assigned });
    return ask(tx, damageChoice(tx.s, o, opts, ins.first, assigned));
  }
  const { assigned: _done, ...combat } = combatOf(tx.s);
  setCombat(tx, combat);
  dealCombatDamage(tx, assigned, ins.first);
}

/** 510.2: all the assigned combat damage is dealt simultaneously. */
function dealCombatDamage(tx: Tx, assigned: readonly DamageAssignment[], first: boolean): void {
  const s = tx.s;
  const c = combatOf(s);
  const dealing = assigned.filter((a) => Object.values(a.to).some((n) => n > 0));
  if (dealing.length && s.combatDamagePrevented) {
    // 615.1a, 615.6: prevented damage never happens; nothing that it would cause happens either.
    log(tx, ['510.2', '615.1a'], `${first ? 'First-strike combat damage' : 'Combat damage'} would be dealt, but all combat damage this turn is prevented: none is dealt.`, dealing.map((a) => a.source));
    return;
  }
  const phrases = dealing.map((a) => `${cardName(objectAt(s, a.source))} deals ${Object.entries(a.to).map(([to, n]) => `${n} to ${describe(s, to)}`).join(' and ')}`);
  log(tx, '510.2', dealing.length ? `${first ? 'First-strike combat damage' : 'Combat damage'} is dealt, all at once: ${phrases.join('; ')}.` : `No ${first ? 'first-strike ' : ''}combat damage is dealt.`, dealing.map((a) => a.source));
  // 702.19: a trampler's damage to what it attacks while blocked.
  const attackers = entriesOf(c).attackers;
  for (const a of dealing) {
    const entry = attackers.get(a.source);
    if (!entry?.blocked || entry.attacks === null || !a.to[entry.attacks]) continue;
    const blocked = entry.blockedBy.some((b) => isCreatureOnBattlefield(s, b));
    const all = Object.values(a.to).reduce((n, m) => n + m, 0) === a.to[entry.attacks];
    // 510.1c: all of it to what it attacks, as though it weren't blocked (a trampler with no blocker left does so by 702.19d).
    if (all && hasRule(s, objectAt(s, a.source), 'assignsAsThoughUnblocked') && (blocked || !hasKeyword(s, objectAt(s, a.source), 'trample'))) {
      log(tx, '510.1c', `${cap(cardName(objectAt(s, a.source)))} assigns its combat damage to ${attackedName(s, entry.attacks)} as though it weren't blocked.`, [a.source, entry.attacks]);
      continue;
    }
    const rule = blocked ? '702.19b' : '702.19d';
    log(tx, ['702.19', rule], `${cap(cardName(objectAt(s, a.source)))} has trample: ${a.to[entry.attacks]} of its damage is assigned to ${attackedName(s, entry.attacks)}.`, [a.source, entry.attacks]);
  }
  const toPlayers: [ObjectId, EntityId, number][] = [];
  const toWalkers: [ObjectId, ObjectId, number][] = [];
  // 510.2: one damage event, so one lifelink gain per source (119.9); its damage marked with the
  // object table copied once, not once per recipient.
  const gained = new Set<string>();
  const dealt = new Map<ObjectId, number>();
  const preventedOnce = new Set<ObjectId>();
  const shieldUsed = new Set<ObjectId>(); // 122.1c: one shield counter for the whole combat damage event
  const bySource = new Map<ObjectId, number>();
  writingObjectsTogether(tx, () => {
    for (const a of dealing) {
      const o = objectAt(tx.s, a.source);
      for (const [to, n] of Object.entries(a.to)) {
        const before = tx.s.players[to]?.life;
        const loyalty = before === undefined && isType(tx.s, objectAt(tx.s, to), 'Planeswalker') ? (objectAt(tx.s, to).counters.loyalty ?? 0) : undefined;
        dealDamage(tx, cap(cardName(o)), a.source, to, n, { combat: true, gained, dealt, preventedOnce, bySource, shieldUsed });
        if (before !== undefined) toPlayers.push([a.source, to, Math.max(0, before - tx.s.players[to].life)]);
        // 120.3c: the loyalty counters removed are the damage dealt (a planeswalker put into the graveyard keeps its last count).
        else if (loyalty !== undefined) toWalkers.push([a.source, to, Math.max(0, loyalty - (objectAt(tx.s, to)?.counters.loyalty ?? 0))]);
      }
    }
  });
  // 510.3a: "deals combat damage to a player" triggers, put on the stack as the active player would get priority.
  for (const [source, player, n] of toPlayers) combatDamageToPlayer(tx, source, player, n);
  // 725.2: a creature that deals combat damage to the monarch makes its controller the monarch.
  for (const [source, player, n] of toPlayers) {
    const o = objectAt(tx.s, source);
    if (n > 0 && o) monarchDealtCombatDamage(tx, player, o.controller, cap(cardName(o)), [source, player]);
  }
  // Once per damage event however many planeswalkers, and not again if it dealt damage to a player too (one event, 510.2).
  const walkerDamage = new Map<ObjectId, number>();
  for (const [source, , n] of toWalkers) if (n > 0) walkerDamage.set(source, (walkerDamage.get(source) ?? 0) + n);
  for (const [source, n] of walkerDamage) if (!toPlayers.some(([s, , m]) => s === source && m > 0)) combatDamageToPlaneswalker(tx, source, toWalkers.find(([s]) => s === source)![1], n);
  for (const [id, n] of dealt) dealtDamage(tx, id, n);
  for (const [id, n] of bySource) sourceDealtDamage(tx, id, n);
}

/** 510.4: whether a first-strike combat damage step happens, judged as combat damage begins. */
export function firstStrikeStep(s: GameState): boolean {
  const c = combatOf(s);
  return [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)].some((id) => isCreatureOnBattlefield(s, id) && strikesFirst(s, objectAt(s, id)));
}

/** As the first-strike step begins, the creatures with first or double strike are noted: they deal damage again only with double strike (510.4). */
export function noteFirstStrikers(tx: Tx): void {
  const c = combatOf(tx.s);
  const ids = [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)].filter((id) => isCreatureOnBattlefield(tx.s, id) && strikesFirst(tx.s, objectAt(tx.s, id)));
  setCombat(tx, { ...c, dealtFirstStrike: ids });
}
