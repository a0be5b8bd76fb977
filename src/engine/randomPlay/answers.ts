// Random play (issue 7): answers to the pending choice.
import { objectAt } from '../state/objectTable';
import { type CombatPrompt, type EntityId, type GameState, type PendingChoice } from '../state/state';
import { mustAttack } from '../combat/declareAttackers';
import { cantBlockAttacker, mustBlock } from '../combat/declareBlockers';
import { requiredOf } from '../combat/blockRequirements';
import { hasRule } from '../combat/combat';
import { hasKeyword } from '../state/characteristics';
import { castOptions } from './casting';
import { randomAttackers, randomBlockers, randomDamage } from './combatAnswers';
import type { Rand } from './rand';

// Answers to the pending choice

/** A random answer that should be legal for the choice. */
export function randomAnswer(s: GameState, r: Rand, c: PendingChoice): unknown {
  const ids = c.options.map((o) => o.id);
  switch (c.kind) {
    case 'yesNo':
      return r.chance(0.5);
    case 'manual':
      // Text carried out by hand (SCENARIO.md): random play leaves it undone and goes on.
      return true;
    case 'manaType':
      return r.pick(ids);
    case 'order':
      return r.shuffle(ids);
    case 'pick': {
      if (c.targets) {
        const groups: EntityId[][] = [];
        c.targets.phrases.forEach((p, i) => {
          const taken = new Set((p.differentFrom ?? []).flatMap((j) => groups[j] ?? []));
          if (c.targets!.mayKeep) {
            // Each target stays, or changes to a legal one not chosen yet for this phrase.
            const g: EntityId[] = [];
            for (const cur of p.current) {
              const options = p.legal.filter((l) => !g.includes(l) && !taken.has(l) && !p.current.slice(g.length + 1).includes(l));
              g.push(r.chance(0.5) || options.length === 0 ? cur : r.pick(options));
            }
            groups[i] = g;
          } else {
            const open = p.legal.filter((l) => !taken.has(l));
            // "from a single graveyard" (601.2c): the cards of one owner.
            const owner = p.singleGraveyard && s && open.length ? objectAt(s, r.pick(open))?.owner : undefined;
            const legal = owner && s ? open.filter((l) => objectAt(s, l)?.owner === owner) : open;
            const top = Math.min(p.max, legal.length, 4);
            groups[i] = r.some(legal, top < p.min ? p.min : p.min + r.int(top - p.min + 1));
          }
        });
        return groups;
      }
      const min = c.min ?? 0;
      const max = Math.min(c.max ?? ids.length, ids.length);
      return r.some(ids, max < min ? min : min + r.int(max - min + 1));
    }
    case 'cast': {
      if (!c.cast || r.chance(0.25)) return false;
      const o = objectAt(s, c.cast.card);
      if (!o) return false;
      if (r.chance(0.1)) return {};
      const { as: _as, from: _from, ...opts } = castOptions(s, r, c.player, o, { withoutPaying: c.cast.withoutPaying, duringResolution: true });
      return opts;
    }
    case 'modes': {
      // 700.2: distinct modes, as many as the ability takes; the answer is their indexes.
      const min = c.min ?? 1;
      const max = Math.min(c.max ?? min, ids.length);
      return r.some(ids, max < min ? min : min + r.int(max - min + 1)).map(Number).sort((a, b) => a - b);
    }
    case 'attackers':
      return c.combat?.kind === 'attackers' ? randomAttackers(s, r, c.combat) : {};
    case 'blockers':
      return c.combat?.kind === 'blockers' ? randomBlockers(s, r, c, c.combat) : {};
    case 'damage':
      return c.combat?.kind === 'damage' ? randomDamage(s, r, c.combat) : {};
    default:
      return undefined;
  }
}

/** A damage assignment: lethal damage to each recipient but the excess one, in order, then the rest to `rest` (or the one trample allows). */
function lethalFirst(p: Extract<CombatPrompt, { kind: 'damage' }>, order: EntityId[], rest: EntityId): Record<EntityId, number> {
  const out: Record<EntityId, number> = {};
  let left = p.amount;
  for (const id of order) {
    if (id === p.excessTo) continue;
    const n = Math.min(left, p.recipients.find((x) => x.id === id)!.lethal);
    if (n > 0) out[id] = n;
    left -= n;
  }
  // With trample the rest goes to what it attacks only when every blocker got lethal damage (left over means they did).
  const to = p.excessTo && left > 0 ? (rest === p.excessTo || !order.length ? p.excessTo : rest) : rest;
  if (left > 0) out[to] = (out[to] ?? 0) + left;
  return out;
}

/**
 * A declaration obeying the requirements of 509.1c: each creature required to block (lure, "blocks
 * ~ this turn if able", "blocks each combat if able") blocks the first attacker it must or can, one
 * without menace if there is one, else a menace attacker with a second creature that can block it
 * (702.111b); then each attacker that "must be blocked if able" and isn't gets a free creature.
 */
function requirementsObeyed(s: GameState, player: string, p: Extract<CombatPrompt, { kind: 'blockers' }>): Record<EntityId, EntityId> {
  const out: Record<EntityId, EntityId> = {};
  const can = (b: EntityId, a: EntityId) => cantBlockAttacker(s, objectAt(s, b), objectAt(s, a)) === null;
  const attackers = p.attackers.map((a) => objectAt(s, a));
  const eachCombat = new Set(mustBlock(s, player));
  const place = (b: EntityId, able: EntityId[]) => {
    const plain = able.find((a) => !hasKeyword(s, objectAt(s, a), 'menace'));
    if (plain) {
      out[b] = plain;
      return;
    }
    for (const a of able) {
      const partner = Object.keys(out).some((x) => out[x] === a) ? b : p.creatures.find((x) => x !== b && !(x in out) && can(x, a));
      if (!partner) continue;
      out[b] = a;
      out[partner] = a;
      return;
    }
  };
  for (const b of p.creatures) {
    if (b in out) continue;
    const required = requiredOf(s, objectAt(s, b), attackers, (x, a) => can(x.id, a.id)).map((a) => a.id);
    if (required.length) place(b, required);
    else if (eachCombat.has(b)) place(b, p.attackers.filter((a) => can(b, a)));
  }
  for (const a of p.attackers) {
    if (!hasRule(s, objectAt(s, a), 'mustBeBlocked') || Object.values(out).includes(a)) continue;
    const free = p.creatures.find((b) => !(b in out) && can(b, a));
    if (free) place(free, [a]);
  }
  return out;
}

/** Answers that should be legal, without randomness: at least one must be accepted. */
export function plainAnswers(c: PendingChoice, s?: GameState): unknown[] {
  const ids = c.options.map((o) => o.id);
  switch (c.kind) {
    case 'yesNo':
      return [true, false];
    case 'manual':
      return [true];
    case 'manaType':
      return ids;
    case 'modes':
      return [ids.slice(0, c.min ?? 1).map(Number)];
    case 'order':
      return [ids, [...ids].reverse()];
    case 'pick': {
      if (c.targets) {
        if (c.targets.mayKeep) return [c.targets.phrases.map((p) => p.current)];
        const groups: EntityId[][] = [];
        c.targets.phrases.forEach((p, i) => {
          const taken = new Set((p.differentFrom ?? []).flatMap((j) => groups[j] ?? []));
          const open = p.legal.filter((l) => !taken.has(l));
          const owner = p.singleGraveyard && s && open.length ? objectAt(s, open[0])?.owner : undefined;
          groups[i] = (owner && s ? open.filter((l) => objectAt(s, l)?.owner === owner) : open).slice(0, p.min);
        });
        return [groups];
      }
      return [ids.slice(0, c.min ?? 0), ids.slice(0, c.max ?? ids.length)];
    }
    case 'cast':
      return [false];
    case 'attackers': {
      const p = c.combat?.kind === 'attackers' ? c.combat : null;
      const must = s ? mustAttack(s) : [];
      return [{}, ...(p && must.length ? [Object.fromEntries(must.map((id) => [id, p.defenders[0]]))] : [])];
    }
    case 'blockers': {
      const p = c.combat?.kind === 'blockers' ? c.combat : null;
      return [{}, ...(s && p ? [requirementsObeyed(s, c.player, p)] : [])];
    }
    case 'damage': {
      const p = c.combat?.kind === 'damage' ? c.combat : null;
      if (!p) return [];
      // 510.1c: "as though it weren't blocked": all of it to what it attacks; a split is refused.
      if (p.unblockedTo !== undefined) return [{ [p.unblockedTo]: p.amount }];
      const ids = p.recipients.map((x) => x.id);
      return [lethalFirst(p, ids, p.excessTo ?? ids[0])];
    }
    default:
      return [];
  }
}
