// Text the engine doesn't model (SCENARIO.md): the manual choice, edits while it waits, and the
// trigger edit, at the engine's own level.
import { describe, expect, it } from 'vitest';
import { apply, RulesError, type Action, type GameState } from '../index';
import { buildScenario } from '../../scenario/build';
import { parseScenario } from '../../scenario/parse';
import { objectByLabel } from '../../scenario/refs';

function start(players: unknown[], more: Record<string, unknown> = {}) {
  const { state } = buildScenario(parseScenario({ format: 2, name: 't', players, ...more }));
  const id = (label: string, s: GameState = state) => objectByLabel(s, label)!.id;
  return { state, id };
}
const run = (s: GameState, ...actions: Action[]) => actions.reduce((x, a) => apply(x, a).state, s);
const refused = (s: GameState, a: Action) => {
  try {
    apply(s, a);
  } catch (e) {
    expect(e).toBeInstanceOf(RulesError);
    return e as RulesError;
  }
  throw new Error('expected a RulesError');
};

describe('a sentence carried out by hand', () => {
  const { state, id } = start([{ name: 'Ann', manaPool: '{U}{C}{C}', hand: [{ card: 'Timetwister', id: 'walk' }] }, { name: 'Ben' }]);
  const ann = state.order[0];
  const waiting = run(state, { type: 'cast', player: ann, card: id('walk') }, { type: 'resolve' });

  it('stops the resolution with a manual choice showing the sentence and its rule', () => {
    expect(waiting.choice).toMatchObject({ kind: 'manual', player: ann, rule: '608.2c', manual: { sentence: 'Each player shuffles their hand and graveyard into their library, then draws seven cards.' } });
    expect(waiting.stack).toHaveLength(1);
  });

  it('takes only true as its answer; the choice stays', () => {
    expect(refused(waiting, { type: 'choose', answer: false }).rule).toBe('608.2c');
    expect(refused(waiting, { type: 'choose', answer: 'yes' }).message).toMatch(/carried out/);
  });

  it('allows edits while it waits, and only then', () => {
    const edited = run(waiting, { type: 'edit', op: 'life', player: state.order[1], life: 7 });
    expect(edited.players[state.order[1]].life).toBe(7);
    expect(edited.choice?.kind).toBe('manual');
    const done = run(edited, { type: 'choose', answer: true });
    expect(done.choice).toBeNull();
    expect(done.stack).toEqual([]);
  });
});

describe('the trigger edit', () => {
  const { state, id } = start([{ name: 'Ann', battlefield: [{ card: 'Goblin Guide', id: 'guide' }, { card: 'Sol Ring', id: 'ring' }] }, { name: 'Ben' }]);

  it('puts a triggered ability on the stack, controlled by its controller', () => {
    const s = run(state, { type: 'edit', op: 'trigger', source: id('guide'), ability: 1 });
    expect(s.stack).toHaveLength(1);
  });

  it('refuses an ability that is not triggered, saying which are', () => {
    const e = refused(state, { type: 'edit', op: 'trigger', source: id('guide'), ability: 0 });
    expect([e.message, e.rule]).toEqual(["Goblin Guide's ability 0 is not a triggered ability; its triggered abilities are 1 (603.3)", '603.3']);
    expect(refused(state, { type: 'edit', op: 'trigger', source: id('ring'), ability: 0 }).message).toMatch(/Sol Ring has none/);
    expect(refused(state, { type: 'edit', op: 'trigger', source: id('ring'), ability: -1 }).message).toMatch(/ability/);
  });
});
