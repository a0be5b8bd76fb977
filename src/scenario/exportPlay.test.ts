// Issue 12, points 11-13: what an export of a game under way must carry to replay it: the owner of
// a card made in another player's exile, ids never given twice, a resolution stepped through.
import { describe, expect, it } from 'vitest';
import { allObjects, apply, type Action, type GameState } from '../engine';
import { findCard } from '../cards';
import { buildScenario } from './build';
import { exportScenario, withIds } from './export';
import { freshLabel, labelsGiven } from './labels';
import { parseScenario } from './parse';
import { runScenario } from './run';
import type { Scenario } from './types';

type Doc = { actions: Record<string, unknown>[] };

/** A game played from a document: the state now, the actions taken, and its export replayed. */
function play(start: Scenario) {
  let s = buildScenario(start).state;
  const actions: Action[] = [];
  return {
    get s(): GameState {
      return s;
    },
    act(a: Action) {
      s = apply(s, a).state;
      actions.push(a);
    },
    exported() {
      const doc = exportScenario(start, actions) as Doc;
      return { doc, again: runScenario(parseScenario(JSON.parse(JSON.stringify(doc)))) };
    },
    actions,
  };
}

const byLabel = (s: GameState, label: string) => allObjects(s).find((o) => o.label === label);

describe('an export of a game under way', () => {
  const start = parseScenario({
    format: 2,
    name: 'under way',
    players: [
      { name: 'Ann', hand: [{ card: 'Electrolyze', id: 'e' }], library: ['Island'], manaPool: '{C}{U}{R}', battlefield: [{ card: 'Mountain', id: 'm' }] },
      { name: 'Ben', hand: [{ card: 'Lightning Bolt', id: 'bolt' }], battlefield: [{ card: 'Goblin Piker', id: 'piker' }] },
    ],
  });

  it("keeps the owner of a card made in another player's exile, and a card moved to its owner's hand", () => {
    const g = play(start);
    g.act({ type: 'pass' });
    // The builder adds to Ben's exile with Ann active: the player is Ben, no owner given.
    g.act({ type: 'edit', op: 'create', card: findCard('Lightning Bolt')!, to: 'exile', player: 'p2', label: 'exiled' });
    // The builder moves Ben's Bolt "to Ann's hand": a card goes to its owner's hand (400.3).
    g.act({ type: 'edit', op: 'move', object: byLabel(g.s, 'bolt')!.id, to: 'hand', player: 'p1' });
    const { doc, again } = g.exported();
    expect(doc.actions).toContainEqual(expect.objectContaining({ op: 'create', to: 'exile', owner: 'Ben', id: 'exiled' }));
    expect(doc.actions).toContainEqual(expect.objectContaining({ op: 'move', object: 'bolt', to: 'Ben.hand' }));
    expect(again.failure).toBeUndefined();
    expect(byLabel(again.state, 'exiled')!.owner).toBe('p2');
    expect(again.state.players.p2.hand).toHaveLength(1);
  });

  it("never gives a new card the id of a card that has left the game", () => {
    const g = play(start);
    g.act({ type: 'cast', player: 'p1', card: byLabel(g.s, 'e')!.id, targets: [[byLabel(g.s, 'piker')!.id, 'p2']], divide: [1, 1] });
    g.act({ type: 'edit', op: 'create', card: findCard('Mountain')!, to: 'battlefield', player: 'p1', token: true, label: 'mountain-1' });
    g.act({ type: 'edit', op: 'move', object: byLabel(g.s, 'mountain-1')!.id, to: 'graveyard' });
    // As Electrolyze resolves, state-based actions are checked: the token in a graveyard ceases to exist (704.5d).
    g.act({ type: 'resolve' });
    expect(byLabel(g.s, 'mountain-1')).toBeUndefined();
    // The builder's next Mountain, and one the export names itself.
    expect(freshLabel(g.s, labelsGiven(withIds(start), g.actions), 'Mountain')).toBe('mountain-2');
    g.act({ type: 'edit', op: 'create', card: findCard('Mountain')!, to: 'hand', player: 'p1' });
    const { doc, again } = g.exported();
    expect(doc.actions).toContainEqual(expect.objectContaining({ op: 'create', card: 'Mountain', id: 'mountain-2' }));
    expect(again.failure).toBeUndefined();
  });

  it('writes a resolution stepped through as `resolve` with `stepwise` and its steps, and opens halfway', () => {
    const g = play(start);
    g.act({ type: 'cast', player: 'p1', card: byLabel(g.s, 'e')!.id, targets: [[byLabel(g.s, 'piker')!.id, 'p2']], divide: [1, 1] });
    g.act({ type: 'resolve', stepwise: true });
    g.act({ type: 'step' });
    expect(g.s.stepping).toBe(true);
    const { doc, again } = g.exported();
    expect(doc.actions.slice(-2)).toEqual([{ do: 'resolve', stepwise: true }, { do: 'step' }]);
    expect(again.failure).toBeUndefined();
    expect(again.state.stepping).toBe(true);
    expect(again.state.agenda).toEqual(g.s.agenda);
    expect(again.state.players.p2.life).toBe(19);
    expect(again.state.players.p1.hand).toHaveLength(0);
  });

  it('keeps as edits a position the edits made that a position written out would change', () => {
    // Ben at 0 life: a position is set up with state-based actions checked, so written out he
    // would lose before Ann casts; in the game he loses only as Ann receives priority after it.
    const g = play(start);
    g.act({ type: 'edit', op: 'life', player: 'p2', life: 0 });
    g.act({ type: 'edit', op: 'create', card: findCard('Lightning Bolt')!, to: 'exile', player: 'p1', label: 'suspended' });
    g.act({ type: 'edit', op: 'counters', object: byLabel(g.s, 'suspended')!.id, counters: { time: 3 } });
    g.act({ type: 'cast', player: 'p1', card: byLabel(g.s, 'e')!.id, targets: [[byLabel(g.s, 'piker')!.id, 'p2']], divide: [1, 1] });
    const { doc, again } = g.exported();
    expect(doc.actions.map((a) => a.op ?? a.do)).toEqual(['life', 'create', 'counters', 'cast']);
    expect(again.failure).toBeUndefined();
    expect(again.state.gameOver).toEqual(g.s.gameOver);
    expect(byLabel(again.state, 'suspended')!.counters).toEqual({ time: 3 });
  });

  it('names a kept target of a copy that has left its zone as the copied spell remembers it', () => {
    const g = play(
      parseScenario({
        format: 2,
        name: 'twincast',
        players: [
          { name: 'Ann', hand: [{ card: 'Lightning Bolt', id: 'bolt' }, { card: 'Twincast', id: 'twin' }], manaPool: '{R}{U}{U}' },
          { name: 'Ben', battlefield: [{ card: 'Goblin Piker', id: 'piker' }] },
        ],
      }),
    );
    g.act({ type: 'cast', player: 'p1', card: byLabel(g.s, 'bolt')!.id, targets: [[byLabel(g.s, 'piker')!.id]] });
    g.act({ type: 'cast', player: 'p1', card: byLabel(g.s, 'twin')!.id, targets: [[g.s.stack[0]]] });
    const piker = byLabel(g.s, 'piker')!.id;
    g.act({ type: 'edit', op: 'move', object: piker, to: 'graveyard' });
    g.act({ type: 'resolve' });
    expect(g.s.choice?.targets?.mayKeep).toBe(true);
    // The copy keeps its target, though Goblin Piker is now a new object in the graveyard (400.7).
    g.act({ type: 'choose', answer: [[piker]] });
    const { doc, again } = g.exported();
    expect(doc.actions.at(-1)).toEqual({ do: 'choose', answer: ['piker'] });
    expect(again.failure).toBeUndefined();
    expect(again.state.stack).toHaveLength(2);
  });
});
