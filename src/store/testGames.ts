// Games for the tests of saves: a small scenario, and a game of n sandbox edits on it.
import { allObjects } from '../engine';
import { buildScenario } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { createGameStore } from './game';
import { saveGame } from './persist';

export const source = parseScenario({
  format: 1,
  name: 'saved',
  players: [{ name: 'Ann', battlefield: ['Mountain'], hand: ['Lightning Bolt'] }, { name: 'Ben' }],
});

/** A game of n actions: Ann taps and untaps her Mountain by sandbox edits. */
export function longGame(n: number) {
  const built = buildScenario(source);
  const store = createGameStore('long', built.state, built.log, source);
  const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
  const act = (k: number) => {
    for (let i = 0; i < k; i++) store.getState().dispatch({ type: 'edit', op: store.getState().timeline.nodes.length % 2 ? 'tap' : 'untap', object: mountain });
  };
  act(n);
  const save = (storage: Parameters<typeof saveGame>[0]) => saveGame(storage, store.getState().title, source, store.getState().timeline, store.getState().cursor);
  return { store, mountain, act, save };
}

