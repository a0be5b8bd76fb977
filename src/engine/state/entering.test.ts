// How a permanent enters (614.1c): "This land enters tapped." puts it onto the battlefield tapped,
// as the compiler reads it from the Oracle text of the card (Azorius Guildgate and its kind).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { objectAt } from './objectTable';
import type { GameState } from './state';

const position = {
  players: [{ name: 'Ann', manaPool: '{G}{G}', hand: [{ card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }],
};

/** Grizzly Bears, given "This creature enters tapped." as a static ability (the compiler's form of it). */
function withEntersTapped(s: GameState): GameState {
  const bears = s.cards['Grizzly Bears'];
  const tapped = { kind: 'static' as const, text: 'This creature enters tapped.', rule: { kind: 'entersTapped' as const } };
  return { ...s, cards: { ...s.cards, 'Grizzly Bears': { ...bears, oracle: tapped.text, abilities: [tapped] } } };
}

describe('entering the battlefield (614.1c)', () => {
  it('a permanent that "enters tapped" is tapped as it enters, and the log says so', () => {
    const { state, id } = game(position);
    const cast = apply(withEntersTapped(state), { type: 'cast', player: 'p1', card: id('bears') }).state;
    const t = apply(cast, { type: 'resolve' });
    const bears = objectAt(t.state, t.state.battlefield[0]);
    expect(bears).toMatchObject({ card: 'Grizzly Bears', tapped: true });
    expect(t.log).toContainEqual({ rule: '614.1c', text: 'Grizzly Bears enters the battlefield tapped.', refs: [id('bears', cast)] });
  });

  it('without it, a permanent enters untapped', () => {
    const { state, id } = game(position);
    const cast = apply(state, { type: 'cast', player: 'p1', card: id('bears') }).state;
    const t = apply(cast, { type: 'resolve' });
    expect(objectAt(t.state, t.state.battlefield[0])).toMatchObject({ card: 'Grizzly Bears', tapped: false });
    expect(t.log.some((e) => e.rule === '614.1c')).toBe(false);
  });
});
