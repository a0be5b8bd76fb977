import { describe, expect, it } from 'vitest';
import { allObjects, apply, type Action, type GameState } from '../engine';
import { findCard } from '../cards';
import { buildScenario } from './build';
import { exportScenario } from './export';
import { parseScenario } from './parse';
import { comparablePosition as position } from './comparablePosition';
import { runScenario } from './run';

describe('exporting a position built from nothing', () => {
  it('folds the setting-up edits into the starting position, then writes the play', () => {
    const empty = parseScenario({ format: 1, name: 'built', players: [{ name: 'Ann' }, { name: 'Ben' }] });
    let s = buildScenario(empty).state;
    const actions: Action[] = [];
    const act = (a: Action) => {
      s = apply(s, a).state;
      actions.push(a);
    };
    act({ type: 'edit', op: 'addPlayer', name: 'Cid' });
    act({ type: 'edit', op: 'create', card: findCard('Mountain')!, to: 'battlefield', player: 'p1' });
    act({ type: 'edit', op: 'create', card: findCard('Pyromancer Ascension')!, to: 'battlefield', player: 'p1', label: 'asc' });
    act({ type: 'edit', op: 'counters', object: idOf(s, 'asc'), counters: { quest: 2 } });
    act({ type: 'edit', op: 'create', card: findCard('Lightning Bolt')!, to: 'hand', player: 'p1', label: 'bolt' });
    act({ type: 'edit', op: 'create', card: findCard('Hill Giant')!, to: 'battlefield', player: 'p2', label: 'giant' });
    act({ type: 'edit', op: 'damage', object: idOf(s, 'giant'), damage: 1 });
    act({ type: 'edit', op: 'turn', step: 'postcombatMain', number: 4 });
    const mountain = allObjects(s).find((o) => o.card === 'Mountain')!.id;
    act({ type: 'activate', player: 'p1', source: mountain, ability: 0 });
    act({ type: 'cast', player: 'p1', card: idOf(s, 'bolt'), targets: [['p2']] });
    act({ type: 'resolve' });
    act({ type: 'choose', answer: true });
    act({ type: 'choose', answer: [[idOf(s, 'giant')]] });
    act({ type: 'resolve' });
    const doc = exportScenario(empty, actions) as { players: unknown[]; turn: unknown; actions: unknown[] };
    expect(doc.players).toHaveLength(3);
    expect(doc.turn).toEqual({ active: 'Ann', step: 'postcombatMain', number: 4 });
    expect(doc.actions).toHaveLength(6);
    const again = runScenario(parseScenario(JSON.parse(JSON.stringify(doc))));
    expect(again.failure).toBeUndefined();
    expect(position(again.state)).toBe(position(s));
  });
});

function idOf(s: GameState, label: string): string {
  return allObjects(s).find((o) => o.label === label)!.id;
}

describe('exporting a game built in the builder, then played', () => {
  it('folds edits the format has actions for (create, life) into the start too', () => {
    const empty = parseScenario({ format: 1, name: 'New game', players: [{ name: 'Ann' }, { name: 'Ben' }] });
    let s = buildScenario(empty).state;
    const actions: Action[] = [];
    const act = (a: Action) => {
      s = apply(s, a).state;
      actions.push(a);
    };
    act({ type: 'edit', op: 'create', card: findCard('Mountain')!, to: 'battlefield', player: 'p1' });
    act({ type: 'edit', op: 'create', card: findCard('Lightning Bolt')!, to: 'hand', player: 'p1', label: 'bolt' });
    act({ type: 'edit', op: 'life', player: 'p2', life: 7 });
    const mountain = allObjects(s).find((o) => o.card === 'Mountain')!.id;
    act({ type: 'activate', player: 'p1', source: mountain, ability: 0 });
    act({ type: 'cast', player: 'p1', card: idOf(s, 'bolt'), targets: [['p2']] });
    const doc = exportScenario(empty, actions) as { players: { life: number; battlefield: { card: string }[]; hand: { card: string }[] }[]; actions: { do: string }[] };
    expect(doc.actions.map((a) => a.do)).toEqual(['activate', 'cast']);
    expect(doc.players[0].battlefield.map((c) => c.card)).toEqual(['Mountain']);
    expect(doc.players[0].hand.map((c) => c.card)).toEqual(['Lightning Bolt']);
    expect(doc.players[1].life).toBe(7);
    const again = runScenario(parseScenario(JSON.parse(JSON.stringify(doc))));
    expect(again.failure).toBeUndefined();
    expect(position(again.state)).toBe(position(s));
  });
});
