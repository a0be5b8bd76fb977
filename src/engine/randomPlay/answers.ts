// Random play (issue 7): answers to the pending choice.
import { objectAt } from '../state/objectTable';
import { type EntityId, type GameState, type PendingChoice } from '../state/state';
import { castOptions } from './casting';
import { plainCombatAnswers, randomAttackers, randomBlockers, randomDamage } from './combatAnswers';
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
            const legal = p.legal.filter((l) => !taken.has(l));
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
    case 'attackers':
      return c.combat?.kind === 'attackers' ? randomAttackers(s, r, c.combat) : {};
    case 'blockers':
      return c.combat?.kind === 'blockers' ? randomBlockers(s, r, c.combat) : {};
    case 'damage':
      return c.combat?.kind === 'damage' ? randomDamage(s, r, c.combat) : {};
    default:
      return undefined;
  }
}

/** Answers that should be legal, without randomness: at least one must be accepted. */
export function plainAnswers(c: PendingChoice): unknown[] {
  const ids = c.options.map((o) => o.id);
  switch (c.kind) {
    case 'yesNo':
      return [true, false];
    case 'manual':
      return [true];
    case 'manaType':
      return ids;
    case 'order':
      return [ids, [...ids].reverse()];
    case 'pick': {
      if (c.targets) {
        if (c.targets.mayKeep) return [c.targets.phrases.map((p) => p.current)];
        const groups: EntityId[][] = [];
        c.targets.phrases.forEach((p, i) => {
          const taken = new Set((p.differentFrom ?? []).flatMap((j) => groups[j] ?? []));
          groups[i] = p.legal.filter((l) => !taken.has(l)).slice(0, p.min);
        });
        return [groups];
      }
      return [ids.slice(0, c.min ?? 0), ids.slice(0, c.max ?? ids.length)];
    }
    case 'cast':
      return [false];
    case 'attackers':
    case 'blockers':
    case 'damage':
      return c.combat ? plainCombatAnswers(c.combat) : [{}];
    default:
      return [];
  }
}
