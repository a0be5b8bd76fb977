// For combat's tests: a small game whose creatures are made by hand, each with the keywords and
// combat rules a test needs (the compiler reading "Trample" or "can't block" is not combat's work).
import type { AbilityDef, CombatRules, Keyword } from '../state/card';
import type { Action } from '../actions';
import { apply } from '../apply';
import type { GameState, Step } from '../state/state';
import { game } from '../../scenario/testing';

export type Creature = {
  id: string;
  power?: number;
  toughness?: number;
  keywords?: Keyword[];
  rules?: Omit<CombatRules, 'kind'>;
  sick?: boolean;
  tapped?: boolean;
  damage?: number;
  /** A planeswalker with this loyalty instead of a creature. */
  loyalty?: number;
};

const cardName = (id: string) => `Test ${id}`;

/** A game on the given step of Ann's turn, with each player's creatures; `id` finds an object by its label. */
export function combatGame(players: Record<string, Creature[]>, step: Step = 'beginningOfCombat') {
  const all = Object.values(players).flat();
  const cards = all.map((c) =>
    c.loyalty !== undefined
      ? { name: cardName(c.id), typeLine: 'Legendary Planeswalker — Test', oracle: '', loyalty: String(c.loyalty) }
      : { name: cardName(c.id), typeLine: 'Creature — Test', oracle: '', power: String(c.power ?? 2), toughness: String(c.toughness ?? 2) },
  );
  const { state, id } = game({
    cards,
    players: Object.entries(players).map(([name, cs]) => ({
      name,
      battlefield: cs.map((c) => ({
        card: cardName(c.id),
        id: c.id,
        ...(c.sick ? { sick: true } : {}),
        ...(c.tapped ? { tapped: true } : {}),
        ...(c.damage ? { damage: c.damage } : {}),
        ...(c.loyalty !== undefined ? { counters: { loyalty: c.loyalty } } : {}),
      })),
    })),
    turn: { active: Object.keys(players)[0], step },
  });
  // The abilities are given by hand: keywords, then one static ability with the combat rules.
  const defs = { ...state.cards };
  for (const c of all) {
    const abilities: AbilityDef[] = (c.keywords ?? []).map((k) => ({ kind: 'keyword', keyword: k, text: k }));
    if (c.rules) abilities.push({ kind: 'static', text: 'combat rules', rule: { kind: 'combat', ...c.rules } });
    defs[cardName(c.id)] = { ...defs[cardName(c.id)], abilities };
  }
  return { state: { ...state, cards: defs }, id };
}

/** Applies actions in turn; returns the last state and every log entry. */
export function play(state: GameState, ...actions: Action[]) {
  let s = state;
  const log = [];
  for (const a of actions) {
    const t = apply(s, a);
    s = t.state;
    log.push(...t.log);
  }
  return { state: s, log };
}

/**
 * From before the declare attackers step: the active player's attackers declared (`{ attacker:
 * what it attacks }`), then the defending player's blocks (`{ blocker: attacker }`), by id.
 */
export function attackAndBlock(state: GameState, attacks: Record<string, string>, blocks: Record<string, string>) {
  return play(
    state,
    { type: 'advance', to: 'declareAttackers' },
    { type: 'choose', answer: attacks },
    { type: 'advance', to: 'declareBlockers' },
    { type: 'choose', answer: blocks },
  );
}
