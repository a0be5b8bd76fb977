// Build the starting game of a scenario: its cards looked up in the card pool, its players, its turn.
import { parseMana, setupGame, type GameState, type LogEntry, type SetupCard, type Zone } from '../engine';
import { cardDefinitionFor } from '../cards/lookup';
import { customCardMap } from './customCards';
import type { Scenario } from './types';
import { ScenarioError } from './errors';
import { ZONE_FIELDS } from './types';

export type Built = { state: GameState; log: LogEntry[]; labels: Set<string> };

/**
 * `attachedTo` on battlefield entries (SCENARIO.md, version 2): a reference to a player, an id, or
 * a card name exactly one card of the document has; what it names must be on the battlefield, or a player.
 */
function attachments(sc: Scenario, cards: SetupCard[]): void {
  const listed = sc.players.flatMap((p, i) => ZONE_FIELDS.flatMap((zone) => p[zone].map((c, j) => ({ c, zone, path: `players[${i}].${zone}[${j}]` }))));
  listed.forEach(({ c, path }, i) => {
    const ref = c.attachedTo;
    if (ref === undefined) return;
    const at = `${path}.attachedTo`;
    const player = sc.players.findIndex((p) => p.name === ref);
    if (player >= 0) {
      cards[i].attachedTo = { player };
      return;
    }
    const byId = listed.findIndex((x) => x.c.id === ref);
    const byName = listed.flatMap((x, k) => (x.c.card === ref ? [k] : []));
    if (byId < 0 && byName.length > 1) throw new ScenarioError(at, `"${ref}" names ${byName.length} cards: give the card an id and refer to it by that`);
    const k = byId >= 0 ? byId : byName[0];
    if (k === undefined) throw new ScenarioError(at, `"${ref}" is neither a player, an id nor a card of the scenario`);
    if (k === i) throw new ScenarioError(at, `a permanent can't be attached to itself (303.4d, 301.5c)`);
    if (listed[k].zone !== 'battlefield') throw new ScenarioError(at, `"${ref}" is in a ${listed[k].zone}, not on the battlefield: only a permanent or a player can have something attached`);
    cards[i].attachedTo = { card: k };
  });
}

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
  attachments(sc, cards);
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
      ...(p.additionalLandsThisTurn ? { additionalLandsThisTurn: p.additionalLandsThisTurn } : {}),
      ...(p.cantPlayLandsThisTurn ? { cantPlayLandsThisTurn: true as const } : {}),
      ...(p.energy ? { energy: p.energy } : {}),
      ...(p.monarch ? { monarch: true as const } : {}),
    })),
    cards,
    turn: { active: index.get(sc.turn.active)!, step: sc.turn.step, number: sc.turn.number },
    // Every custom card is known to the game from the start, so an edit can create one later.
    otherCards: [...sc.players.flatMap((p) => p.castThisTurn.map((name) => findCard(name)!)), ...new Set(custom.values())],
  });
  return { state, log, labels };
}
