// A `choose` answer nested 10,000 deep raised a RangeError (issue 12, point 10): the engine refuses
// it with a RulesError, a scenario or link with a ScenarioError, both before any recursive walk.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import { parseScenarioText } from '../../scenario/parse';
import { runScenario } from '../../scenario/run';
import { deeperThan } from './answerDepth';

function nested(depth: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('answers nested too deep', () => {
  it('measures depth without recursion', () => {
    expect(deeperThan(nested(4))).toBe(false);
    expect(deeperThan(nested(5))).toBe(true);
    expect(deeperThan({ targets: [['p2']] })).toBe(false);
    expect(deeperThan(nested(1_000_000))).toBe(true);
  });

  it('the engine refuses a choose answer 10,000 deep with a RulesError', () => {
    // A manaType choice quoted the answer with JSON.stringify, which threw the RangeError.
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Birds of Paradise', id: 'b' }] }, { name: 'Ben' }] });
    const s = apply(state, { type: 'activate', player: 'p1', source: id('b'), ability: 0 }).state;
    expect(s.choice?.kind).toBe('manaType');
    expect(rejects(s, { type: 'choose', answer: nested(10_000) }, s.choice!.rule).reason).toBe('The answer nests lists more than 4 levels deep: no choice takes that');
  });

  it('a scenario whose answer is 10,000 deep stops with a ScenarioError naming the field', () => {
    const doc = {
      format: 1,
      name: 'deep',
      players: [{ name: 'Ann', battlefield: ['Mana Reflection', 'Contamination', { card: 'Forest', id: 'f' }] }, { name: 'Ben' }],
      actions: [{ do: 'activate', player: 'Ann', source: 'f', ability: 0 }, { do: 'choose', answer: 'DEEP' }],
    };
    const text = JSON.stringify(doc).replace('"DEEP"', `${'['.repeat(10_000)}"x"${']'.repeat(10_000)}`);
    const r = runScenario(parseScenarioText(text));
    expect(r.ok).toBe(false);
    expect(r.failure?.message).toBe('actions[1].answer: nests lists more than 4 levels deep: no choice takes that');
  });
});
