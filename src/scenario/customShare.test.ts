// A custom card made in the page (the builder's custom card form) travels in exports and share
// links: the document's `cards` carries its source, and opening the link plays the same game.
import { describe, expect, it } from 'vitest';
import { apply, objectAt, type Action, type GameState } from '../engine';
import { customDefinition } from '../cards/custom';
import { exportScenario } from './export';
import { parseScenario } from './parse';
import { runScenario } from './run';
import { scenarioFromHash, shareHash } from './share';
import { allObjects } from '../engine';

const spark = customDefinition({ name: "Judge's Spark", manaCost: '{R}', typeLine: 'Instant', oracle: "Judge's Spark deals 3 damage to any target." });
const walk = customDefinition({ name: 'Long Walk', manaCost: '{1}{U}', typeLine: 'Sorcery', oracle: 'Skip your next turn.' });

const start = parseScenario({ format: 2, name: 'Custom cards', players: [{ name: 'Ann' }, { name: 'Ben' }] });

/** Each action made from the state it is played in. */
function play(actions: ((s: GameState) => Action)[]): { actions: Action[]; state: GameState } {
  let s = runScenario(start).state;
  const done: Action[] = [];
  for (const make of actions) {
    const a = make(s);
    s = apply(s, a).state;
    done.push(a);
  }
  return { actions: done, state: s };
}

const named = (s: GameState, name: string) => allObjects(s).find((o) => o.card === name)!.id;

describe('custom cards in share links', () => {
  // Spark made before play (folded into the start), Long Walk after (an edit action).
  const game = play([
    () => ({ type: 'edit', op: 'create', card: spark, player: 'p1', to: 'hand', label: 'judges-spark-1' }),
    () => ({ type: 'edit', op: 'mana', player: 'p1', mana: '{R}{U}{U}' }),
    (s) => ({ type: 'cast', player: 'p1', card: named(s, "Judge's Spark"), targets: [['p2']] }),
    () => ({ type: 'resolve' }),
    () => ({ type: 'edit', op: 'create', card: walk, player: 'p1', to: 'hand', label: 'long-walk-1' }),
    (s) => ({ type: 'cast', player: 'p1', card: named(s, 'Long Walk') }),
    () => ({ type: 'resolve' }),
  ]);

  it('plays here: the spark dealt 3, the walk waits for its sentence to be carried out by hand', () => {
    expect(game.state.players.p2.life).toBe(17);
    expect(game.state.choice).toMatchObject({ kind: 'manual', manual: { sentence: 'Skip your next turn.' } });
  });

  it('the export writes both cards, and the link reopens the same game', () => {
    const doc = exportScenario(start, game.actions) as { cards: unknown[] };
    expect(doc.cards).toEqual([spark.custom, walk.custom]);
    const back = scenarioFromHash(shareHash(doc))!;
    const run = runScenario(back);
    expect(run.ok).toBe(true);
    expect(run.state.players.p2.life).toBe(17);
    expect(run.state.choice).toMatchObject({ kind: 'manual' });
    expect(run.state.cards["Judge's Spark"]).toEqual(spark);
    expect(run.state.cards['Long Walk']).toEqual(walk);
    const walkObject = objectAt(run.state, run.state.stack.at(-1)!);
    expect(walkObject.card).toBe('Long Walk');
  });
});
