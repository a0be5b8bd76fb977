// "Sacrifice ~" as a cost (601.2h, 602.2b): the source goes to its owner's graveyard as the ability
// is activated, and the ability still resolves from the stack (113.7a), as Bottle Gnomes' does.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
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

/** Grizzly Bears with "{T}, Pay N life: Add one mana of any color." (Mana Confluence's ability, N = 1). */
function confluence(s: GameState, life = 1): GameState {
  const ability = {
    kind: 'activated' as const,
    text: `{T}, Pay ${life} life: Add one mana of any color.`,
    cost: { tap: true, life },
    effects: [{ kind: 'addManaOfChoice' as const, amount: 1, choice: { from: 'types' as const, types: ['W' as const, 'U' as const, 'B' as const, 'R' as const, 'G' as const] } }],
  };
  return { ...s, cards: { ...s.cards, 'Grizzly Bears': { ...s.cards['Grizzly Bears'], oracle: ability.text, abilities: [ability] } } };
}

describe('paying life as a cost (119.4)', () => {
  const ready = { players: [{ name: 'Ann', life: 5, battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }] };

  it('is paid as the mana ability is activated: the life is lost', () => {
    const { state, id } = game(ready);
    const t = apply(confluence(state), { type: 'activate', player: 'p1', source: id('bears'), ability: 0 });
    expect(t.state.players.p1.life).toBe(4);
    expect(t.log.map((e) => [e.rule, e.text])).toContainEqual(['119.4', 'Ann pays 1 life (4 left).']);
  });

  it('is refused without enough life, the state unchanged', () => {
    const { state, id } = game(ready);
    const s = confluence(state, 6);
    expect(rejects(s, { type: 'activate', player: 'p1', source: id('bears'), ability: 0 }, '119.4').reason).toBe("Ann has 5 life, so can't pay 6 life");
  });
});
