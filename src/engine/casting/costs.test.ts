// "Sacrifice ~" as a cost (601.2h, 602.2b): the source goes to its owner's graveyard as the ability
// is activated, and the ability still resolves from the stack (113.7a), as Bottle Gnomes' does.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import type { GameState } from '../state/state';

const position = { players: [{ name: 'Ann', life: 10, battlefield: [{ card: 'Grizzly Bears', id: 'bears', sick: true }] }, { name: 'Ben' }] };

/** Grizzly Bears with Bottle Gnomes' ability, as the compiler lowers it. */
function gnomes(s: GameState): GameState {
  const ability = { kind: 'activated' as const, text: 'Sacrifice this creature: You gain 3 life.', cost: { sacrificeSelf: true }, effects: [{ kind: 'gainLife' as const, amount: 3, who: { who: 'controller' as const } }] };
  return { ...s, cards: { ...s.cards, 'Grizzly Bears': { ...s.cards['Grizzly Bears'], oracle: ability.text, abilities: [ability] } } };
}

describe('sacrificing the source as a cost', () => {
  it('puts it into the graveyard as the ability is activated; the ability resolves without it', () => {
    const { state, id } = game(position);
    const activated = apply(gnomes(state), { type: 'activate', player: 'p1', source: id('bears'), ability: 0 });
    expect(activated.state.battlefield).toEqual([]);
    expect(activated.state.players.p1.graveyard).toHaveLength(1);
    expect(activated.state.stack).toHaveLength(1);
    expect(activated.log.map((e) => [e.rule, e.text])).toContainEqual(['601.2h', 'Ann sacrifices Grizzly Bears to pay the cost.']);
    const resolved = apply(activated.state, { type: 'resolve' }).state;
    expect(resolved.players.p1.life).toBe(13);
  });

  it('needs no untapped or unsick source: only {T} does (302.6)', () => {
    const { state, id } = game(position);
    expect(() => apply(gnomes(state), { type: 'activate', player: 'p1', source: id('bears'), ability: 0 })).not.toThrow();
  });
});
