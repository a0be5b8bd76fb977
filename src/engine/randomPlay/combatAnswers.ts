// Random play (issue 14): random declarations of attackers and blockers, and random assignments of
// combat damage, that should be legal (SCENARIO.md, "Combat"). The engine still judges each one:
// a declaration this file gets wrong is refused with a RulesError and another is tried.
import { mustAttack } from '../combat/declareAttackers';
import { requiredOf } from '../combat/blockRequirements';
import { cantBlockAttacker, mustBlock } from '../combat/declareBlockers';
import { hasKeyword } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import type { CombatPrompt, EntityId, GameObject, GameState, ObjectId } from '../state/state';
import type { Rand } from './rand';

type Prompt<K extends CombatPrompt['kind']> = Extract<CombatPrompt, { kind: K }>;

/**
 * A random declaration of attackers: a random share of the creatures that could attack, each at a
 * random player or planeswalker (508.1a-b), and every creature that must attack (508.1d).
 */
export function randomAttackers(s: GameState, r: Rand, p: Prompt<'attackers'>): Record<ObjectId, EntityId> {
  const out: Record<ObjectId, EntityId> = {};
  if (!p.defenders.length) return out;
  const must = new Set(mustAttack(s));
  const share = r.chance(1 / 8) ? 0 : r.pick([0.5, 0.8, 1]);
  for (const id of p.creatures) if (must.has(id) || r.chance(share)) out[id] = r.pick(p.defenders);
  return out;
}

/**
 * A random declaration of blockers: each creature blocks a random attacker it may block by the
 * engine's restrictions (flying and reach, protection, "can't be blocked", 509.1b), or none, a
 * creature that must block always blocks, one an attacker's requirement names blocks one of those
 * attackers (509.1c); then an attacker with menace blocked by only one
 * creature loses that blocker (702.111b), unless that blocker must block.
 */
export function randomBlockers(s: GameState, r: Rand, c: { player: string }, p: Prompt<'blockers'>): Record<ObjectId, ObjectId> {
  const out: Record<ObjectId, ObjectId> = {};
  const must = new Set(mustBlock(s, c.player));
  const share = r.chance(1 / 8) ? 0 : r.pick([0.5, 0.8, 1]);
  const attackers = p.attackers.map((a) => objectAt(s, a)).filter((o) => o !== undefined);
  const able = (b: GameObject, a: GameObject) => cantBlockAttacker(s, b, a) === null;
  for (const id of p.creatures) {
    const b = objectAt(s, id);
    if (!b) continue;
    // 509.1c: a creature an attacker's requirement names (lure, "blocks ~ this turn if able") blocks
    // one of those attackers; blocking another would break the requirement.
    const required = requiredOf(s, b, attackers, able).map((a) => a.id);
    if (required.length) {
      must.add(id);
      out[id] = r.pick(required);
      continue;
    }
    const options = attackers.filter((a) => able(b, a)).map((a) => a.id);
    if (options.length && (must.has(id) || r.chance(share))) out[id] = r.pick(options);
  }
  const count = new Map<ObjectId, number>();
  for (const a of Object.values(out)) count.set(a, (count.get(a) ?? 0) + 1);
  for (const [blocker, a] of Object.entries(out)) {
    const o = objectAt(s, a);
    if (count.get(a) === 1 && o && hasKeyword(s, o, 'menace') && !must.has(blocker)) delete out[blocker];
  }
  return out;
}

/**
 * A random assignment of combat damage (510.1): the source's damage divided among the recipients.
 * Half the time each blocking creature is first assigned lethal damage in a random order (the
 * lethal amounts the prompt gives count deathtouch and damage already marked, 702.19b); only once
 * every creature has it may any go to the player or planeswalker attacked. Otherwise the damage is
 * divided among the creatures alone, which is legal with or without trample (510.1c-d).
 */
export function randomDamage(s: GameState, r: Rand, p: Prompt<'damage'>): Record<EntityId, number> {
  const out: Record<EntityId, number> = {};
  // 510.1c: all of it to what it attacks, as though it weren't blocked.
  if (p.unblockedTo !== undefined && r.chance(0.5)) return { [p.unblockedTo]: p.amount };
  // The recipient that isn't a creature is what the attacker attacks (excessTo with trample, unblockedTo).
  const isCreatureRecipient = (id: EntityId) => id !== p.excessTo && id !== p.unblockedTo;
  const creatures = p.recipients.filter((x) => isCreatureRecipient(x.id));
  const others = p.recipients.filter((x) => !isCreatureRecipient(x.id));
  let left = p.amount;
  const give = (id: EntityId, n: number) => {
    if (n <= 0) return;
    out[id] = (out[id] ?? 0) + n;
    left -= n;
  };
  if (!creatures.length) {
    // Only a player or planeswalker can be dealt it (702.19d); one recipient takes all.
    if (others.length) give(r.pick(others).id, left);
    return out;
  }
  if (r.chance(0.5)) {
    for (const c of r.shuffle(creatures)) give(c.id, Math.min(left, c.lethal));
    const lethalToAll = creatures.every((c) => (out[c.id] ?? 0) >= c.lethal);
    const pool = lethalToAll && p.excessTo !== undefined ? p.recipients : creatures;
    while (left > 0) give(r.pick(pool).id, 1 + r.int(left));
    return out;
  }
  while (left > 0) give(r.pick(creatures).id, 1 + r.int(left));
  return out;
}
