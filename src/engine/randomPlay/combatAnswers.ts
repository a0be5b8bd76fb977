// Random play (issue 14): random declarations of attackers and blockers, and random assignments of
// combat damage, that should be legal (SCENARIO.md, "Combat"). The engine still judges each one:
// a declaration this file gets wrong is refused with a RulesError and another is tried.
import { abilities, hasKeyword } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { protectedFrom } from '../state/protection';
import type { CombatRules } from '../state/card';
import type { CombatPrompt, EntityId, GameObject, GameState, ObjectId } from '../state/state';
import type { Rand } from './rand';

type Prompt<K extends CombatPrompt['kind']> = Extract<CombatPrompt, { kind: K }>;

/** What the object's static abilities say of its part in combat (508.1c, 509.1b). */
function rules(s: GameState, o: GameObject): Omit<CombatRules, 'kind'> {
  const out: Omit<CombatRules, 'kind'> = {};
  for (const a of abilities(s, o)) if (a.kind === 'static' && a.rule?.kind === 'combat') Object.assign(out, a.rule);
  return out;
}

/**
 * Whether `blocker` may block `attacker` by the restrictions random play knows (509.1b): flying and
 * reach (702.9b), protection (702.16f), "can't be blocked", "can't block", "can block only
 * creatures with flying". Menace is judged on the whole declaration (702.111b).
 */
export function mayBlock(s: GameState, blocker: GameObject, attacker: GameObject): boolean {
  const flies = hasKeyword(s, attacker, 'flying');
  if (flies && !hasKeyword(s, blocker, 'flying') && !hasKeyword(s, blocker, 'reach')) return false;
  if (protectedFrom(s, attacker, blocker)) return false;
  if (rules(s, attacker).cantBeBlocked) return false;
  const b = rules(s, blocker);
  if (b.cantBlock) return false;
  return !(b.canBlockOnlyFlying && !flies);
}

/** A random declaration of attackers: a random subset of the creatures that could attack, each at a random defender (508.1). */
export function randomAttackers(s: GameState, r: Rand, p: Prompt<'attackers'>): Record<ObjectId, EntityId> {
  const out: Record<ObjectId, EntityId> = {};
  if (!p.defenders.length) return out;
  const share = r.pick([0, 0.3, 0.6, 1]);
  for (const id of p.creatures) {
    const o = objectAt(s, id);
    const must = o !== undefined && rules(s, o).attacksEachCombat;
    if (must || r.chance(share)) out[id] = r.pick(p.defenders);
  }
  return out;
}

/**
 * A random declaration of blockers: each creature blocks a random attacker it may block, or none;
 * then an attacker with menace blocked by only one creature loses that blocker (702.111b).
 */
export function randomBlockers(s: GameState, r: Rand, p: Prompt<'blockers'>): Record<ObjectId, ObjectId> {
  const out: Record<ObjectId, ObjectId> = {};
  const share = r.pick([0, 0.4, 0.8, 1]);
  for (const id of p.creatures) {
    const b = objectAt(s, id);
    if (!b) continue;
    const options = p.attackers.filter((a) => {
      const o = objectAt(s, a);
      return o !== undefined && mayBlock(s, b, o);
    });
    const must = rules(s, b).blocksEachCombat;
    if (options.length && (must || r.chance(share))) out[id] = r.pick(options);
  }
  const count = new Map<ObjectId, number>();
  for (const a of Object.values(out)) count.set(a, (count.get(a) ?? 0) + 1);
  for (const [blocker, a] of Object.entries(out)) {
    const o = objectAt(s, a);
    if (count.get(a) === 1 && o && hasKeyword(s, o, 'menace')) delete out[blocker];
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
  // A creature recipient is one in combat (a blocker, or for a blocker the attacker it blocks);
  // the others are what an attacker with trample attacks.
  const fighting = new Set<EntityId>([...(s.combat?.attackers ?? []).map((a) => a.id), ...(s.combat?.blockers ?? []).map((b) => b.id)]);
  const isCreatureRecipient = (id: EntityId) => fighting.has(id);
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
    const pool = lethalToAll ? p.recipients : creatures;
    while (left > 0) give(r.pick(pool).id, 1 + r.int(left));
    return out;
  }
  while (left > 0) give(r.pick(creatures).id, 1 + r.int(left));
  return out;
}

/** Answers that must include a legal one: no attackers or blockers (unless a requirement forbids it), everything to the first recipients in order. */
export function plainCombatAnswers(p: CombatPrompt): unknown[] {
  switch (p.kind) {
    case 'attackers':
      return [{}, p.defenders.length ? Object.fromEntries(p.creatures.map((id) => [id, p.defenders[0]])) : {}];
    case 'blockers':
      return [{}];
    case 'damage': {
      // Lethal damage to each recipient in the order given, the rest to the last one (a player or
      // planeswalker comes after the blockers it tramples over).
      const out: Record<EntityId, number> = {};
      let left = p.amount;
      p.recipients.forEach((x, i) => {
        const n = i === p.recipients.length - 1 ? left : Math.min(left, x.lethal);
        if (n > 0) out[x.id] = n;
        left -= n;
      });
      return [out];
    }
  }
}
