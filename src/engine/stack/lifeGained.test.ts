// "Whenever you gain life" (119.9): once per life gain event. A lifelinker's damage to several
// recipients at once is one event (510.2, 702.15b); two lifelinkers are two sources, two events.
import { describe, expect, it } from 'vitest';
import { combatGame, play } from '../combat/combatTesting';
import type { AbilityDef } from '../state/card';
import type { GameState } from '../state/state';
import { objectAt } from '../state/objectTable';

const onGain: AbilityDef = {
  kind: 'triggered',
  text: 'Whenever you gain life, put a +1/+1 counter on Test watcher.',
  trigger: { event: 'gainLife' },
  effects: [{ kind: 'addCounters', counter: '+1/+1', amount: 1, to: { who: 'self' } }],
};

function withWatcher(s: GameState): GameState {
  return { ...s, cards: { ...s.cards, 'Test watcher': { ...s.cards['Test watcher'], abilities: [onGain] } } };
}

const triggersAfterDamage = (state: GameState, id: (l: string) => string, attackers: string[], blocks: Record<string, string>, assign?: Record<string, number>) => {
  let s = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: Object.fromEntries(attackers.map((a) => [id(a), 'p2'])) }, { type: 'advance', to: 'declareBlockers' }).state;
  if (Object.keys(blocks).length) s = play(s, { type: 'choose', answer: Object.fromEntries(Object.entries(blocks).map(([b, a]) => [id(b), id(a)])) }).state;
  s = play(s, { type: 'advance', to: 'combatDamage' }).state;
  if (assign) s = play(s, { type: 'choose', answer: Object.fromEntries(Object.entries(assign).map(([k, n]) => [k === 'Ben' ? 'p2' : id(k), n])) }).state;
  return s.stack.map((x) => objectAt(s, x).card);
};

describe('"Whenever you gain life" (119.9)', () => {
  it('a trampling lifelinker dealing damage to its blocker and to the player: one life gain event, one trigger', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'lion', power: 5, toughness: 5, keywords: ['lifelink', 'trample'] }, { id: 'watcher', sick: true }], Ben: [{ id: 'chump', power: 0, toughness: 1 }] });
    expect(triggersAfterDamage(withWatcher(state), id, ['lion'], { chump: 'lion' }, { chump: 1, Ben: 4 })).toEqual(['Test watcher']);
  });

  it('two lifelinkers: two sources, two events, two triggers', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'a', keywords: ['lifelink'] }, { id: 'b', keywords: ['lifelink'] }, { id: 'watcher', sick: true }], Ben: [] });
    expect(triggersAfterDamage(withWatcher(state), id, ['a', 'b'], {})).toEqual(['Test watcher', 'Test watcher']);
  });

  it('no lifelink, no life gained: no trigger', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'a' }, { id: 'watcher', sick: true }], Ben: [] });
    expect(triggersAfterDamage(withWatcher(state), id, ['a'], {})).toEqual([]);
  });
});
