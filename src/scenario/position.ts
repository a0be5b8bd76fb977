// The current position of a game as a scenario document: players, every card where it is with its
// state, the turn, and the random generator's state as the seed. Only a position at rest can be
// written so: no spell or ability on the stack, no choice pending, nothing resolving.
import { allObjects, cardOf, copiableValues, faceUp, frontOf, objectAt, poolString, withException, type GameObject, type GameState } from '../engine';
import { ScenarioError } from './errors';
import { slug } from './slug';
import { COMBAT_ONLY_STEPS } from '../engine';
import type { CardEntry, Scenario, ScenarioPlayer } from './types';
import { customCardsOf } from './customCards';
import { cardDefinitionFor } from '../cards/lookup';

/**
 * `copyOf` (SCENARIO.md): the card a permanent copies (707.2), when reading it back as "a Clone that
 * entered copying it" gives the same copiable values; other copies can't be written.
 */
function copiedCard(s: GameState, o: GameObject): string | undefined {
  const v = copiableValues(s, o);
  if (v.card === o.card && !v.except?.length) return undefined;
  const own = cardOf(s, o).abilities.find((a) => a.kind === 'static' && a.rule?.kind === 'entersAsCopy');
  const readBack = withException({ card: v.card }, own?.kind === 'static' && own.rule?.kind === 'entersAsCopy' ? own.rule.except : undefined);
  if (JSON.stringify(readBack) !== JSON.stringify(v) || !(s.cards[v.card]?.custom || cardDefinitionFor(v.card))) {
    throw new ScenarioError('position', `${o.card} is a copy of ${v.card} with copiable values "copyOf" can't write (a copy of a copy with exceptions, or of a token)`);
  }
  return v.card;
}

export function positionOf(s: GameState, name: string, description?: string): Scenario {
  return positionWithIds(s, name, description).scenario;
}

/** The position, and the id its document gives each object of the game (the engine's id to the scenario's). */
export function positionWithIds(s: GameState, name: string, description?: string): { scenario: Scenario; ids: Map<string, string> } {
  if (s.stack.length || s.choice || s.agenda.length) {
    throw new ScenarioError('position', 'a position can be written only with an empty stack, no choice pending and nothing resolving');
  }
  if (s.turn.step === 'untap' || s.turn.step === 'cleanup') throw new ScenarioError('position', `no position can start in the ${s.turn.step} step`);
  // SCENARIO.md, "Positions": a position has no combat under way.
  if (s.combat?.attackers.length || COMBAT_ONLY_STEPS.includes(s.turn.step)) {
    throw new ScenarioError('position', 'a position can be written only with no combat under way: no creature attacking or blocking');
  }
  const used = new Set(allObjects(s).map((o) => o.label).filter((l): l is string => !!l));
  const names = new Set(s.order.map((p) => s.players[p].name));
  const ids = new Map<string, string>();
  const idFor = (card: string, label?: string) => {
    if (label) return label;
    for (let n = 1; ; n++) {
      const id = `${slug(card)}-${n}`;
      if (!used.has(id) && !names.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  const entry = (id: string, zone: string, listedBy: string): CardEntry => {
    const o = objectAt(s, id);
    if (o.copy) throw new ScenarioError('position', `a copy of ${o.card} can't be written in the scenario format`);
    // A permanent with a back face up is written as its card, with the face (SCENARIO.md).
    const e: CardEntry = { card: frontOf(s, o).name, id: idFor(o.card, o.label) };
    const face = faceUp(s, o);
    if (face) e.face = face;
    ids.set(id, e.id!);
    if (o.owner !== listedBy) e.owner = s.players[o.owner].name;
    // A card entry has these fields on the battlefield only (SCENARIO.md): counters an edit put on
    // a card elsewhere (a suspended card's time counters) can't be written, so neither can the position.
    if (zone !== 'battlefield' && o.token) {
      throw new ScenarioError('position', `the token ${o.card} is in ${zone === 'exile' ? 'exile' : `a ${zone}`}, where it ceases to exist (704.5d) once state-based actions are checked: a position can't write it`);
    }
    if (o.foretold !== undefined) throw new ScenarioError('position', `${o.card} is a foretold card in exile (702.143a), which a position can't write`);
    if (zone !== 'battlefield' && Object.keys(o.counters).length) {
      throw new ScenarioError('position', `${o.card} has counters in ${zone === 'exile' ? 'exile' : `a ${zone}`}, which a position can't write: only permanents' counters`);
    }
    if (zone === 'battlefield') {
      if (o.tapped) e.tapped = true;
      if (o.sick) e.sick = true;
      // A planeswalker listed without a loyalty counter would get its printed loyalty (306.5b,
      // SCENARIO.md "Positions"): one with none is written with 0.
      const counters = cardOf(s, o).types.includes('Planeswalker') && !o.counters.loyalty ? { ...o.counters, loyalty: 0 } : o.counters;
      if (Object.keys(counters).length) e.counters = { ...counters };
      if (o.damage) e.damage = o.damage;
      if (o.token) e.token = true;
      const copyOf = copiedCard(s, o);
      if (copyOf) e.copyOf = copyOf;
      if (o.attachedTo !== undefined) attached.push([e, o.attachedTo]);
    }
    return e;
  };
  // What each permanent is attached to, written once every card has its id.
  const attached: [CardEntry, string][] = [];
  const players: ScenarioPlayer[] = s.order.map((pid) => {
    const p = s.players[pid];
    const listed = (ids: readonly string[], zone: string) => ids.map((id) => entry(id, zone, pid));
    const zones = {
      library: listed(p.library, 'library'),
      hand: listed(p.hand, 'hand'),
      graveyard: listed(p.graveyard, 'graveyard'),
      // Control in a position is a fact (SCENARIO.md "Positions"): listed under the controller before
      // effects, so an Aura that takes control (Control Magic) takes it again as the position loads.
      battlefield: listed(s.battlefield.filter((id) => (objectAt(s, id).baseController ?? objectAt(s, id).controller) === pid), 'battlefield'),
      exile: listed(s.exile.filter((id) => objectAt(s, id).owner === pid), 'exile'),
    };
    return {
      name: p.name,
      life: p.life,
      manaPool: poolString(p.manaPool),
      castThisTurn: p.castThisTurn.slice(),
      drewThisTurn: p.drewThisTurn,
      ...(p.landsPlayedThisTurn ? { landsPlayedThisTurn: p.landsPlayedThisTurn } : {}),
      // 305.2, 305.2b: what effects of this turn did to the lands the player may play.
      ...(p.additionalLandsThisTurn ? { additionalLandsThisTurn: p.additionalLandsThisTurn } : {}),
      ...(p.cantPlayLandsThisTurn ? { cantPlayLandsThisTurn: true as const } : {}),
      ...(p.energy ? { energy: p.energy } : {}),
      ...(s.monarch === pid ? { monarch: true as const } : {}),
      ...zones,
    };
  });
  for (const [e, to] of attached) {
    if (s.players[to]) e.attachedTo = s.players[to].name;
    else if (ids.has(to)) e.attachedTo = ids.get(to);
    // Attached to an object that is gone: the next check of state-based actions deals with it (704.5m, 704.5n).
  }
  const scenario: Scenario = {
    // Written out as an export (SCENARIO.md: exports always write format 2).
    format: 2,
    ...(s.random === 'ask' ? { random: 'ask' as const } : {}),
    name,
    ...(description ? { description } : {}),
    seed: s.rng >>> 0,
    ...(customCardsOf(Object.values(s.cards)).length ? { cards: customCardsOf(Object.values(s.cards)) } : {}),
    players,
    turn: { active: s.players[s.turn.active].name, step: s.turn.step, number: s.turn.number },
    actions: [],
  };
  return { scenario, ids };
}
