// Ids are reused from game to game: a battlefield of another game with the same ids must be
// counted for what it holds (staticSources once counted from the last battlefield it saw).
import { expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { staticSources } from './staticSources';

it('a battlefield of another game is counted afresh, though its ids extend the last one seen', () => {
  const one = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears' }] }, { name: 'Ben' }] }).state;
  expect(staticSources(one).control).toBe(0);
  // Another game: o1 is Mind Control here, o2 the bears it takes.
  const two = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Mind Control', attachedTo: 'bears' }] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }] }).state;
  expect(staticSources(two)).toEqual({ statics: 1, control: 1 });
});
