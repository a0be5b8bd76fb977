// For the layers' tests and benchmark: a small game whose cards are made by hand, each with the
// static abilities a test needs written as definitions (the compiler reading "Creatures you control
// get +1/+1" is not the layers' work), and resolved effects put straight into state.effects.
import type { AbilityDef, CardType, EachFilter } from '../state/card';
import type { ContinuousEffect, Duration, LayerChange, StaticAffected, StaticEffectDef } from '../state/layers';
import { objectAt, tableSet } from '../state/objectTable';
import type { GameState, PlayerId } from '../state/state';
import { game } from '../../scenario/testing';

/** A card made by hand: its type line as printed ("Legendary Land", "Creature — Elf"), and its abilities. */
export type TestCard = { name: string; typeLine: string; manaCost?: string; power?: number; toughness?: number; abilities?: AbilityDef[] };

/** A permanent of a position: its card, its label, and what a test needs of its state. */
export type Placed = { card: string; id: string; counters?: Record<string, number>; tapped?: boolean; attachedTo?: string };

/** A static ability that generates a continuous effect (611.3): `rule` as the compiler would make it. */
export function continuous(text: string, affects: StaticAffected, changes: LayerChange[], more: Pick<StaticEffectDef, 'condition' | 'cda'> = {}): AbilityDef {
  return { kind: 'static', text, rule: { kind: 'continuous', affects, changes, ...more } };
}

/** "Each <types> [with the quality]", seen from the source's controller. */
export function each(permanents: CardType[], quality?: EachFilter['quality'], other?: boolean): StaticAffected {
  return { each: { permanents, ...(quality ? { quality } : {}), ...(other ? { other } : {}) } };
}

/**
 * A game on Ann's precombat main phase with each player's permanents, in timestamp order as listed
 * (613.7d); an Aura or Equipment placed with `attachedTo` is attached then, with a new timestamp (613.7e).
 */
export function layersGame(cards: TestCard[], given: Record<string, Placed[]>, hands: Record<string, Placed[]> = {}) {
  // A game has two players at least: Ben sits in with nothing when a test needs only Ann.
  const players = Object.keys(given).length > 1 ? given : { ...given, Ben: [] };
  const built = game({
    cards: cards.map((c) => ({
      name: c.name,
      typeLine: c.typeLine,
      oracle: '',
      ...(c.manaCost ? { manaCost: c.manaCost } : {}),
      ...(c.power !== undefined ? { power: String(c.power), toughness: String(c.toughness) } : {}),
    })),
    players: Object.entries(players).map(([name, ps]) => ({
      name,
      // Attached in the position too: an Aura attached to nothing would go to the graveyard as the game begins (704.5m).
      battlefield: ps.map((p) => ({ card: p.card, id: p.id, ...(p.counters ? { counters: p.counters } : {}), ...(p.tapped ? { tapped: true } : {}), ...(p.attachedTo ? { attachedTo: p.attachedTo } : {}) })),
      hand: (hands[name] ?? []).map((p) => ({ card: p.card, id: p.id })),
      library: [{ card: 'Forest' }],
    })),
    turn: { active: Object.keys(players)[0], step: 'precombatMain', number: 3 },
  });
  const defs = { ...built.state.cards };
  for (const c of cards) defs[c.name] = { ...defs[c.name], abilities: c.abilities ?? [], oracle: (c.abilities ?? []).map((a) => a.text).join('\n') };
  let state: GameState = { ...built.state, cards: defs };
  for (const p of Object.values(players).flat()) {
    if (p.attachedTo === undefined) continue;
    const o = objectAt(state, built.id(p.id));
    state = { ...state, objects: tableSet(state.objects, { ...o, attachedTo: built.id(p.attachedTo), timestamp: state.nextTimestamp }), nextTimestamp: state.nextTimestamp + 1 };
  }
  return { state, id: (label: string) => built.id(label, state) };
}

/** A resolved spell's effect begun now (611.2): its objects fixed (611.2c), the next timestamp (613.7b). */
export function withEffect(s: GameState, e: { changes: LayerChange[]; objects: string[]; source?: { id: string; name: string }; controller?: PlayerId; text?: string; duration?: Duration }): GameState {
  const effect: ContinuousEffect = {
    changes: e.changes,
    source: e.source ?? { id: 'spell', name: 'Test spell' },
    controller: e.controller ?? s.turn.active,
    affects: { objects: e.objects },
    timestamp: s.nextTimestamp,
    turn: s.turn.number,
    duration: e.duration ?? 'endOfTurn',
    ...(e.text ? { text: e.text } : {}),
  };
  return { ...s, effects: [...(s.effects ?? []), effect], nextTimestamp: s.nextTimestamp + 1 };
}

/** The state with an object's timestamp set, as if it had entered (or been attached) at that time (613.7d, 613.7e). */
export function withTimestamp(s: GameState, id: string, timestamp: number): GameState {
  return { ...s, objects: tableSet(s.objects, { ...objectAt(s, id), timestamp }) };
}
