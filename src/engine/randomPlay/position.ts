// Random play (issue 7): a random starting position over the card pool.
import type { CardDef } from '../state/card';
import { isPermanentCard } from '../state/characteristics';
import { MANA_TYPES, manaString, parseCost } from '../mana/mana';
import { setupGame, type SetupCard } from '../state/setup';
import { COMBAT_ONLY_STEPS } from '../combat/steps';
import { STEPS, type GameState, type Step, type Zone } from '../state/state';
import { Rand, rand } from './rand';

// A random starting position

export const PLAYABLE_STEPS: readonly Step[] = STEPS.filter((s) => s !== 'untap' && s !== 'cleanup' && !COMBAT_ONLY_STEPS.includes(s));
/** Without attacks, the declare blockers and combat damage steps are skipped. */
export const REACHED_STEPS: readonly Step[] = PLAYABLE_STEPS;
/** Advancing may also aim at a combat step, refused when the combat skips it (508.8, 510.4). */
export const ADVANCE_STEPS: readonly Step[] = [...PLAYABLE_STEPS, ...COMBAT_ONLY_STEPS];
/** The steps an advance aims at to bring about a combat (issue 14): declarations, then damage. */
export const COMBAT_STEPS: readonly Step[] = ['declareAttackers', ...COMBAT_ONLY_STEPS];
export const NAMES = ['Ann', 'Ben', 'Cid', 'Dee'];
export const COUNTERS = ['+1/+1', '-1/-1', 'quest', 'charge'];

/** Mana that pays a cost: generic as random types, a hybrid symbol as one of its halves, X as 0 to 2. */
export function manaFor(r: Rand, cost: string): string {
  return manaString(
    parseCost(cost).flatMap((c) =>
      c.kind === 'mana' ? [c.type] : c.kind === 'hybrid' ? [r.pick(c.types)] : Array.from({ length: c.kind === 'generic' ? c.amount : r.int(3) }, () => r.pick(MANA_TYPES)),
    ),
  );
}

export function randomMana(r: Rand, max: number): string {
  return manaString(Array.from({ length: r.int(max + 1) }, () => r.pick(MANA_TYPES)));
}

/** 2-4 players, random cards of the pool in random zones, random life, mana in pools, a random step. */
export function randomPosition(seed: number, pool: readonly CardDef[]): GameState {
  const r = rand(seed ^ 0x5eed);
  const n = 2 + r.int(3);
  const permanentsPool = pool.filter(isPermanentCard);
  const spellsPool = pool.filter((c) => !isPermanentCard(c));
  // Permanents with triggered or static abilities are what makes positions interact (triggers to
  // order, replacement effects): half the battlefield comes from them, however large the pool.
  const interacting = permanentsPool.filter((c) => c.abilities.some((a) => a.kind === 'triggered' || a.kind === 'static'));
  // Creatures with combat keywords, restrictions or triggers make combats worth fuzzing (issue 14):
  // a third of the rest of the battlefield comes from them, when the pool has some.
  const fighters = permanentsPool.filter(
    (c) =>
      c.types.includes('Creature') &&
      c.abilities.some(
        (a) =>
          (a.kind === 'keyword' && a.keyword !== 'haste' && a.keyword !== 'flash') ||
          (a.kind === 'static' && a.rule?.kind === 'combat') ||
          (a.kind === 'triggered' && [a.trigger].flat().some((t) => ['attacks', 'blocks', 'becomesBlocked', 'combatDamageToPlayer'].includes(t.event))),
      ),
  );
  const cards: SetupCard[] = [];
  let label = 0;
  const add = (card: CardDef, zone: Zone, owner: number, controller: number, extra: Partial<SetupCard> = {}) =>
    cards.push({ card, zone, owner, controller, ...(r.chance(0.3) ? { label: `c${++label}` } : {}), ...extra });
  for (let p = 0; p < n; p++) {
    for (let i = r.int(9); i > 0; i--) add(r.pick(pool), 'library', p, p);
    for (let i = r.chance(0.1) ? 8 + r.int(3) : r.int(7); i > 0; i--) add(r.pick(pool), 'hand', p, p);
    for (let i = r.int(9); i > 0; i--) {
      const card = interacting.length && r.chance(1 / 2) ? r.pick(interacting) : fighters.length && r.chance(1 / 3) ? r.pick(fighters) : r.pick(permanentsPool);
      const counters: Record<string, number> = r.chance(0.15) ? { [r.pick(COUNTERS)]: 1 + r.int(3) } : {};
      // A permanent may be controlled by a player other than its owner.
      const owner = r.chance(0.1) ? r.int(n) : p;
      add(card, 'battlefield', owner, p, { tapped: r.chance(0.3), sick: r.chance(0.3), counters, damage: r.chance(0.1) ? r.int(3) : 0 });
    }
    for (let i = r.int(5); i > 0; i--) add(r.pick(pool), 'graveyard', p, p);
    for (let i = r.int(3); i > 0; i--) add(r.pick(pool), 'exile', p, p);
  }
  const castThisTurn = () => Array.from({ length: r.int(3) }, () => r.pick(spellsPool).name);
  const players = Array.from({ length: n }, (_, i) => ({
    name: NAMES[i],
    life: r.chance(0.05) ? r.int(3) - 1 : 1 + r.int(30),
    manaPool: [...randomMana(r, 6).matchAll(/\{(.)\}/g)].map((m) => m[1] as (typeof MANA_TYPES)[number]),
    castThisTurn: castThisTurn(),
    drewThisTurn: r.int(2),
  }));
  const named = new Set(players.flatMap((p) => p.castThisTurn));
  return setupGame({
    seed,
    players,
    cards,
    turn: { active: r.int(n), step: r.pick(PLAYABLE_STEPS), number: 1 + r.int(9) },
    otherCards: pool.filter((c) => named.has(c.name)),
  }).state;
}
