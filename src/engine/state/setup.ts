// Building a game from a position: players, their cards in each zone, the turn. The active
// player then receives priority, after state-based actions are checked (SCENARIO.md).
import type { CardDef, ManaType } from './card';
import { runAgenda } from '../stack/agenda';
import type { Tx } from './game';
import { patchObject, patchState } from './game';
import type { GameState, LogEntry, ObjectId, Player, PlayerId, Step, Zone } from './state';
import { knowCard, placeCard, type CardState } from './zones';
import { beginEffect } from '../effects/continuous';
import { withException } from './enteringAsCopy';
import { emptyTable } from './objectTable';
import { withMana } from '../mana/pool';

export type SetupCard = CardState & {
  card: CardDef;
  /**
   * On the battlefield: the card it is a copy of, as a Clone that entered copying it (SCENARIO.md
   * `copyOf`): a layer 1 copy effect with that card's copiable values (707.2), and the exception
   * of its own "enter as a copy" ability, if any (707.9).
   */
  copyOf?: CardDef;
  zone: Zone;
  /** Index of the player who owns it; battlefield cards are controlled by the listing player. */
  owner: number;
  controller: number;
  /**
   * On the battlefield, an Aura, Equipment or Fortification attached to another card of the setup
   * (its index in `cards`) or to a player (by index). It was attached at its own timestamp (613.7e;
   * SCENARIO.md "Positions"), so nothing is renewed.
   */
  attachedTo?: { card: number } | { player: number };
};

export type SetupPlayer = {
  name: string;
  life: number;
  manaPool: ManaType[];
  castThisTurn: string[];
  drewThisTurn: number;
  landsPlayedThisTurn?: number;
  /** Additional lands an effect lets the player play this turn (305.2); "can't play lands this turn" (305.2b). */
  additionalLandsThisTurn?: number;
  cantPlayLandsThisTurn?: true;
  /** Energy counters (122.1). */
  energy?: number;
  /** The player is the monarch (725.1); one at most (725.3). */
  monarch?: true;
};

export type Setup = {
  seed: number;
  /** "ask": results chosen at random are asked (SCENARIO.md, "Randomness, asked"). */
  random?: 'ask';
  players: SetupPlayer[];
  /** Cards in listing order: a library top first, a graveyard bottom first. */
  cards: SetupCard[];
  turn: { active: number; step: Step; number: number };
  /** Definitions of cards named but not present, such as spells cast earlier this turn. */
  otherCards?: CardDef[];
};

export const playerIdAt = (i: number): PlayerId => `p${i + 1}`;

/** A permanent placed as a copy of `of` (707.2, 613.2a): the copy effect lasts as long as it does. */
function placedAsCopy(tx: Tx, id: ObjectId, card: CardDef, of: CardDef, controller: PlayerId): void {
  knowCard(tx, of);
  const own = card.abilities.find((a) => a.kind === 'static' && a.rule?.kind === 'entersAsCopy');
  const except = own?.kind === 'static' && own.rule?.kind === 'entersAsCopy' ? own.rule.except : undefined;
  const ctx = { source: id, sourceName: card.name, controller, targets: [], x: 0 };
  beginEffect(tx, [{ layer: '1', copy: withException({ card: of.name }, except) }], [id], 'indefinite', ctx, own?.text ?? `A copy of ${of.name}`);
}

export function setupGame(setup: Setup): { state: GameState; log: LogEntry[] } {
  const players: Record<PlayerId, Player> = {};
  setup.players.forEach((p, i) => {
    const id = playerIdAt(i);
    players[id] = {
      id,
      name: p.name,
      life: p.life,
      library: [],
      hand: [],
      graveyard: [],
      manaPool: withMana([], p.manaPool),
      lost: false,
      castThisTurn: p.castThisTurn.slice(),
      drewThisTurn: p.drewThisTurn,
      ...(p.landsPlayedThisTurn ? { landsPlayedThisTurn: p.landsPlayedThisTurn } : {}),
      ...(p.additionalLandsThisTurn ? { additionalLandsThisTurn: p.additionalLandsThisTurn } : {}),
      ...(p.cantPlayLandsThisTurn ? { cantPlayLandsThisTurn: true as const } : {}),
      ...(p.energy ? { energy: p.energy } : {}),
      drewFromEmpty: false,
    };
  });
  const cards: Record<string, CardDef> = {};
  for (const c of [...(setup.otherCards ?? []), ...setup.cards.map((x) => x.card)]) for (const d of [c, ...(c.faces?.slice(1) ?? []), ...(c.halves ?? [])]) cards[d.name] = d;
  const active = playerIdAt(setup.turn.active);
  const empty: GameState = {
    cards,
    players,
    order: setup.players.map((_, i) => playerIdAt(i)),
    objects: emptyTable(),
    battlefield: [],
    stack: [],
    exile: [],
    turn: { number: setup.turn.number, active, step: setup.turn.step, priority: null, passed: [], hadPriority: false },
    agenda: [],
    choice: null,
    pendingTriggers: [],
    rng: setup.seed >>> 0,
    nextId: 1,
    nextTimestamp: 1,
    gameOver: null,
    ...(setup.random === 'ask' ? { random: 'ask' as const } : {}),
    ...(setup.players.some((p) => p.monarch) ? { monarch: playerIdAt(setup.players.findIndex((p) => p.monarch)) } : {}),
  };
  const tx: Tx = { s: empty, log: [] };
  // The listing gives a library top first: append in that order.
  const ids = setup.cards.map((c) => {
    const id = placeCard(tx, c.card, c.zone, playerIdAt(c.owner), playerIdAt(c.controller), c, 'bottom');
    if (c.copyOf && c.zone === 'battlefield') placedAsCopy(tx, id, c.card, c.copyOf, playerIdAt(c.controller));
    return id;
  });
  setup.cards.forEach((c, i) => {
    if (!c.attachedTo) return;
    const to = 'card' in c.attachedTo ? ids[c.attachedTo.card] : playerIdAt(c.attachedTo.player);
    patchObject(tx, ids[i], { attachedTo: to });
  });
  patchState(tx, { agenda: [{ op: 'priority', player: active }] });
  runAgenda(tx);
  return { state: tx.s, log: tx.log };
}
