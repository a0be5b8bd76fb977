// Random play's answers to a modes choice (700.2, 603.3c): `npm run fuzz:play` found, at seed 266,
// a modal triggered ability (Etherwrought Page) whose choice had no plain answer to try.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { choiceAnswerable } from './invariants';
import { plainAnswers, randomAnswer } from './answers';
import { rand } from './rand';

describe("random play's answers to a modal triggered ability's modes", () => {
  const { state } = game({
    format: 2,
    players: [{ name: 'Ann', battlefield: [{ card: 'Etherwrought Page' }] }, { name: 'Ben' }],
    turn: { active: 'Ben', step: 'end' },
  });
  const s = apply(state, { type: 'advance', to: 'upkeep' }).state;

  it('the upkeep trigger asks for one of its three modes', () => {
    expect(s.choice?.kind).toBe('modes');
    expect(s.choice?.options).toHaveLength(3);
  });

  it('has a plain answer the engine accepts', () => {
    expect(plainAnswers(s.choice!, s)).toEqual([[0]]);
    expect(choiceAnswerable(s)).toBeNull();
  });

  it('answers at random with one mode the engine accepts, each of the three in turn', () => {
    const r = rand(7);
    const seen = new Set<number>();
    for (let i = 0; i < 30; i++) {
      const answer = randomAnswer(s, r, s.choice!) as number[];
      expect(() => apply(s, { type: 'choose', player: s.choice!.player, answer })).not.toThrow();
      seen.add(answer[0]);
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });
});

// fuzz:play, seed 363: Lone Wolf blocked, "as though it weren't blocked" (510.1c): lethal damage to
// the blocker and the rest to the player was the plain answer, and the engine refuses a split.
describe("random play's plain answer to a damage assignment as though unblocked", () => {
  it('is all the damage to what the creature attacks', () => {
    const choice = {
      kind: 'damage' as const,
      player: 'p2',
      prompt: '',
      rule: '510.1c',
      options: [],
      combat: { kind: 'damage' as const, attacker: 'o1', amount: 3, recipients: [{ id: 'o2', lethal: 2 }, { id: 'p1', lethal: 3 }], unblockedTo: 'p1' },
    };
    expect(plainAnswers(choice as unknown as Parameters<typeof plainAnswers>[0])).toEqual([{ p1: 3 }]);
  });
});
