// Build the starting game of a scenario: its cards looked up in the card pool, its players, its turn.
import { parseMana, setupGame, type GameState, type LogEntry, type SetupCard, type Zone } from '../engine';
import { cardDefinitionFor } from '../cards/lookup';
import { customCardMap } from './customCards';
import type { Scenario } from './types';
import { ZONE_FIELDS } from './types';

export type Built = { state: GameState; log: LogEntry[]; labels: Set<string> };

export function buildScenario(sc: Scenario): Built {
  const index = new Map(sc.players.map((p, i) => [p.name, i]));
  const cards: SetupCard[] = [];
  const labels = new Set<string>();
  const custom = customCardMap(sc.cards);
  const findCard = (name: string) => cardDefinitionFor(name, custom);
  sc.players.forEach((p, i) => {
    for (const zone of ZONE_FIELDS) {
      for (const c of p[zone]) {
        if (c.id !== undefined) labels.add(c.id);
        cards.push({
          card: findCard(c.card)!,
          zone: zone as Zone,
          owner: c.owner === undefined ? i : index.get(c.owner)!,
          controller: i,
          label: c.id,
          tapped: c.tapped,
          sick: c.sick,
          counters: c.counters,
          damage: c.damage,
          token: c.token,
          face: c.face,
          ...(c.copyOf !== undefined ? { copyOf: findCard(c.copyOf)! } : {}),
        });
      }
    }
  });
  const { state, log } = setupGame({
    seed: sc.seed,
    ...(sc.random === 'ask' ? { random: 'ask' as const } : {}),
    players: sc.players.map((p) => ({
      name: p.name,
      life: p.life,
      manaPool: parseMana(p.manaPool),
      castThisTurn: p.castThisTurn,
      drewThisTurn: p.drewThisTurn,
      ...(p.landsPlayedThisTurn ? { landsPlayedThisTurn: p.landsPlayedThisTurn } : {}),
    })),
    cards,
    turn: { active: index.get(sc.turn.active)!, step: sc.turn.step, number: sc.turn.number },
    // Every custom card is known to the game from the start, so an edit can create one later.
    otherCards: [...sc.players.flatMap((p) => p.castThisTurn.map((name) => findCard(name)!)), ...new Set(custom.values())],
  });
  return { state, log, labels };
}
