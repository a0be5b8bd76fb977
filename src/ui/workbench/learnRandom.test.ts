import { describe, expect, it } from 'vitest';
import { buildScenario } from '../../scenario/build';
import { parseScenario } from '../../scenario/parse';
import { createGameStore, logUpTo } from '../../store/game';
import { pathTo } from '../../store/timeline';
import { resultPick } from './learnRandom';

function learn(random?: 'ask') {
  const sc = parseScenario({
    format: 2,
    name: 'Devils',
    seed: 7,
    ...(random ? { random } : {}),
    players: [
      { name: 'Ann', battlefield: ['Wildfire Devils'], graveyard: ['Shock'], library: ['Mountain'] },
      { name: 'Ben', graveyard: ['Divination'] },
    ],
    turn: { active: 'Ben', step: 'end' },
  });
  const built = buildScenario(sc);
  const s = createGameStore('t', built.state, built.log, sc);
  s.getState().dispatch({ type: 'advance', to: 'upkeep' });
  s.getState().dispatch({ type: 'resolve' });
  if (random) s.getState().dispatch({ type: 'choose', answer: 'p1' });
  s.getState().dispatch({ type: 'choose', answer: false });
  return { s, path: pathTo(s.getState().timeline, s.getState().cursor).map((n) => n.id) };
}

const exiled = (s: ReturnType<typeof learn>['s']) => logUpTo(s.getState()).find((e) => e.rule === '608.2d')?.text;

describe('picking the random result of a scenario step', () => {
  it('offers each player at a result drawn by the generator, and a line with the one picked', () => {
    const { s, path } = learn();
    expect(resultPick(s.getState().timeline, path, 1)).toBeNull();
    const pick = resultPick(s.getState().timeline, path, 2)!;
    expect(pick.options.map((o) => o.label)).toEqual(['Ann', 'Ben']);
    expect(pick.current).toBe('p1');
    const line = pick.line('p2')!;
    const done = s.getState().replay(line.from, line.actions);
    expect(done.played).toBe(line.actions.length);
    expect(exiled(s)).toBe('Ben exiles Divination from their graveyard.');
  });

  it('offers the same choice otherwise answered where the result was asked', () => {
    const { s, path } = learn('ask');
    const pick = resultPick(s.getState().timeline, path, 3)!;
    expect(pick.current).toBe('p1');
    const line = pick.line('p2')!;
    expect(line).toMatchObject({ from: path[2], upTo: 1 });
    s.getState().replay(line.from, line.actions);
    expect(exiled(s)).toBe('Ben exiles Divination from their graveyard.');
  });
});
