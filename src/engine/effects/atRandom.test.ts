// A choice made at random: seeded by the state's generator, or asked in place of chance when the
// game says random "ask" (SCENARIO.md, "Randomness, asked").
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import type { GameState } from '../state/state';

// Ann's upkeep is next: Wildfire Devils' trigger chooses a player at random.
const position = (random?: string) => ({
  format: 2,
  ...(random ? { random } : {}),
  seed: 7,
  players: [
    { name: 'Ann', battlefield: ['Wildfire Devils'], graveyard: ['Shock'], library: ['Mountain'] },
    { name: 'Ben', graveyard: ['Divination'] },
  ],
  turn: { active: 'Ben', step: 'end' },
});

function toTrigger(random?: string): GameState {
  const s = apply(game(position(random)).state, { type: 'advance', to: 'upkeep' }).state;
  return apply(s, { type: 'resolve' }).state;
}

describe('a player chosen at random', () => {
  it('asks the controller of the effect, with each player as a possible result, and uses no value of the generator', () => {
    const s = toTrigger('ask');
    expect(s.choice).toMatchObject({ kind: 'random', player: 'p1', rule: '608.2c', options: [{ id: 'p1', label: 'Ann' }, { id: 'p2', label: 'Ben' }] });
    expect(s.choice!.prompt).toBe('Wildfire Devils chooses a player at random. Random results are chosen by hand in this game: Ann, who controls it, picks the result in place of chance.');
    expect(s.rng).toBe(7);
  });

  it('goes on with the result chosen, and the log says it was chosen in place of chance', () => {
    const t = apply(toTrigger('ask'), { type: 'choose', answer: 'p2' });
    const entry = t.log.find((e) => e.random);
    expect(entry).toEqual({ text: 'Wildfire Devils chooses a player at random: Ben (chosen by Ann in place of chance, 2 of 2 in turn order).', rule: '608.2c', refs: ['p2'], random: 'chosen' });
    // Ben is the chosen player: he exiles his Divination, and Ann may cast its copy.
    expect(t.state.choice).toMatchObject({ kind: 'cast', player: 'p1' });
    expect(t.state.rng).toBe(7);
  });

  it('refuses an answer that is not a possible result, leaving the choice pending', () => {
    rejects(toTrigger('ask'), { type: 'choose', answer: 'Cid' }, /"Cid" is not one of the possible results: Ann, Ben \(608\.2c\)/);
    rejects(toTrigger('ask'), { type: 'choose', answer: ['p1'] }, '608.2c');
  });

  it('without "ask", takes the next value of the generator and marks the result as seeded', () => {
    const before = apply(game(position()).state, { type: 'advance', to: 'upkeep' }).state;
    const t = apply(before, { type: 'resolve' });
    expect(t.log.find((e) => e.random)).toMatchObject({ text: 'Wildfire Devils chooses a player at random: Ann (1 of 2 in turn order).', random: 'seeded' });
    expect(t.state.rng).not.toBe(before.rng);
  });
});

describe('the edits of randomness', () => {
  const start = () => game(position()).state;

  it('sets the generator\'s state with a seed edit, logged as an edit', () => {
    const t = apply(start(), { type: 'edit', op: 'seed', seed: 4294967295 });
    expect(t.state.rng).toBe(4294967295);
    expect(t.log).toEqual([{ text: "Edit: the random generator's state set to 4294967295 (was 7).", rule: '', edit: true }]);
  });

  it('turns asking on and off', () => {
    const on = apply(start(), { type: 'edit', op: 'random', random: 'ask' });
    expect(on.state.random).toBe('ask');
    expect(on.log[0]).toMatchObject({ edit: true, text: 'Edit: results chosen at random are now chosen by the players, in place of chance.' });
    const off = apply(on.state, { type: 'edit', op: 'random', random: 'seeded' }).state;
    expect(JSON.stringify(off)).toBe(JSON.stringify(start()));
  });
});
