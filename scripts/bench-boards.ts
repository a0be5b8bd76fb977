// Big boards for the benchmarks: scenario documents (SCENARIO.md) of many permanents, plain data.
// Lands and vanilla permanents, labelled so a benchmark can find them ("Ann-1" is Ann's first).

const NAMES = ['Ann', 'Ben', 'Cid', 'Dee'];
const MIX = ['Mountain', 'Forest', 'Island', 'Plains', 'Swamp', 'Grizzly Bears', 'Hill Giant', 'Llanowar Elves', 'Fellwar Stone', 'Craw Wurm', 'Goblin Piker', 'Gilded Lotus'];

/**
 * `players` players with `perPlayer` permanents each (the first of each player's a Mountain), a
 * library of 20 and a hand of Lightning Bolts; Ann active in her precombat main phase, life 1000.
 */
export function boardDoc(players: number, perPlayer: number, opts: { name?: string; lands?: number } = {}): Record<string, unknown> {
  // The first `lands` permanents of each player are untapped basic lands (at least the first).
  const lands = Math.max(1, opts.lands ?? 1);
  return {
    format: 1,
    name: opts.name ?? 'benchmark board',
    players: NAMES.slice(0, players).map((n, p) => ({
      name: n,
      life: 1000,
      battlefield: Array.from({ length: perPlayer }, (_, i) => ({
        card: i < lands ? MIX[i % 5] : MIX[(i * 5 + p) % MIX.length],
        id: `${n}-${i + 1}`,
        ...(i >= lands && i % 7 === 3 ? { tapped: true } : {}),
      })),
      hand: Array.from({ length: 4 }, (_, i) => ({ card: 'Lightning Bolt', id: `${n}-bolt-${i + 1}` })),
      library: Array.from({ length: 20 }, (_, i) => MIX[i % MIX.length]),
    })),
    turn: { active: 'Ann', step: 'precombatMain', number: 2 },
  };
}
