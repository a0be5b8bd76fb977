import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { parseCost } from './mana';
import { planAutoTap } from './autoTap';
import { apply } from '../apply';
import type { AbilityDef } from '../state/card';

describe('planAutoTap (601.2g)', () => {
  it('uses the pool first and taps nothing when it pays', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: ['Forest'], manaPool: '{G}' }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{G}'))).toEqual([]);
  });

  it('spends the least flexible sources first', () => {
    const { state, id } = game({ players: [{ name: 'A', battlefield: [{ card: 'Birds of Paradise', id: 'b' }, { card: 'Forest', id: 'f' }, { card: 'Island', id: 'i' }] }, { name: 'B' }] });
    const plan = planAutoTap(state, 'p1', parseCost('{1}{G}'))!;
    expect(plan.map((t) => t.source)).toEqual([id('f'), id('i')]);
  });

  it('chooses the types a flexible source makes so that the colored symbols are paid', () => {
    const { state, id } = game({ players: [{ name: 'A', battlefield: [{ card: 'Birds of Paradise', id: 'b' }, 'Forest'] }, { name: 'B' }] });
    const plan = planAutoTap(state, 'p1', parseCost('{U}{G}'))!;
    expect(plan.find((t) => t.source === id('b'))?.type).toBe('U');
  });

  it('counts what replacement effects make: Mana Reflection doubles a Forest', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: ['Mana Reflection', 'Forest', 'Forest'] }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{G}{G}'))).toHaveLength(1);
  });

  it('leaves alone a source whose replacement order would have to be asked', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: ['Mana Reflection', 'Contamination', 'Forest'] }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{B}'))).toBeNull();
  });

  it('never taps a summoning-sick creature (302.6) or a tapped permanent, and says null when it cannot pay', () => {
    const { state } = game({ players: [{ name: 'A', battlefield: [{ card: 'Llanowar Elves', sick: true }, { card: 'Forest', tapped: true }] }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{G}'))).toBeNull();
  });
  it('taps the fewest sources: {4}{U}{R} from ten Mountains and an Island taps five Mountains and the Island', () => {
    const mountains = Array.from({ length: 10 }, (_, i) => ({ card: 'Mountain', id: `m${i + 1}` }));
    const { state, id } = game({ players: [{ name: 'A', battlefield: [...mountains, { card: 'Island', id: 'i' }] }, { name: 'B' }] });
    const plan = planAutoTap(state, 'p1', parseCost('{4}{U}{R}'))!;
    expect(plan.map((t) => t.source).sort()).toEqual([id('i'), ...['m1', 'm2', 'm3', 'm4', 'm5'].map((m) => id(m))].sort());
  });

  it('keeps the mana creatures and any-color sources untapped when lands pay, and a one-color creature before Birds', () => {
    const board = [{ card: 'Birds of Paradise', id: 'b' }, { card: 'Llanowar Elves', id: 'e' }, { card: 'Reflecting Pool', id: 'p' }, { card: 'Forest', id: 'f' }, { card: 'Island', id: 'i' }];
    const { state, id } = game({ players: [{ name: 'A', battlefield: board }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{1}{G}'))!.map((t) => t.source)).toEqual([id('f'), id('i')]);
    expect(planAutoTap(state, 'p1', parseCost('{G}{G}'))!.map((t) => t.source)).toEqual([id('f'), id('e')]);
  });

  it('finds the one payment among many any-color sources: nine {G} and a {U} from ten Birds of Paradise', () => {
    const birds = Array.from({ length: 10 }, () => 'Birds of Paradise');
    const { state } = game({ players: [{ name: 'A', battlefield: birds }, { name: 'B' }] });
    const plan = planAutoTap(state, 'p1', parseCost('{G}{G}{G}{G}{G}{G}{G}{G}{G}{U}'))!;
    expect(plan.map((t) => t.type).sort().join('')).toBe('GGGGGGGGGU');
  });

  it('counts triggered mana abilities: an Island under Mana Flare pays {1}{U} alone (605.1b, 106.12a)', () => {
    for (const card of ['Mana Flare', 'Heartbeat of Spring', 'Overabundance']) {
      const { state, id } = game({ players: [{ name: 'A', battlefield: [card, { card: 'Island', id: 'i' }], hand: [{ card: 'Think Twice', id: 't' }] }, { name: 'B' }] });
      expect(planAutoTap(state, 'p1', parseCost('{1}{U}'))).toEqual([{ source: id('i'), ability: 0, type: 'U', produces: ['U', 'U'] }]);
      const cast = apply(state, { type: 'cast', player: 'p1', card: id('t'), autoTap: true });
      expect(cast.state.players.p1.manaPool).toEqual([]);
      expect(cast.state.stack).toHaveLength(1);
    }
  });

  it("counts an opponent's Mana Flare, and what it adds after a replacement: {B}{B} from an Island under Contamination", () => {
    const { state } = game({ players: [{ name: 'A', battlefield: ['Island', 'Contamination'] }, { name: 'B', battlefield: ['Mana Flare'] }] });
    expect(planAutoTap(state, 'p1', parseCost('{B}{B}'))!.map((t) => t.produces.join(''))).toEqual(['BB']);
  });
  it('pays hybrid symbols either way (107.4e) and, given the exact mana, taps what makes it', () => {
    const { state, id } = game({ players: [{ name: 'A', battlefield: [{ card: 'Forest', id: 'f' }, { card: 'Plains', id: 'w' }, { card: 'Island', id: 'i' }, { card: 'Mountain', id: 'm' }] }, { name: 'B' }] });
    expect(planAutoTap(state, 'p1', parseCost('{W/U}{W}'))!.map((t) => t.source)).toEqual([id('w'), id('i')]);
    expect(planAutoTap(state, 'p1', parseCost('{1}'), ['R'])!.map((t) => t.source)).toEqual([id('m')]);
    expect(planAutoTap(state, 'p1', parseCost('{1}'), ['R', 'G'])).toBeNull();
  });
  it('leaves alone a land whose Mana Flare mana would be a choice: it produced {W}{U} (106.12a)', () => {
    const karoo = (flare: boolean) => {
      const { state, id } = game({ players: [{ name: 'A', battlefield: [...(flare ? ['Mana Flare'] : []), { card: 'Island', id: 'i' }] }, { name: 'B' }] });
      const ability: AbilityDef = { kind: 'activated', text: '{T}: Add {W}{U}.', cost: { tap: true }, effects: [{ kind: 'addMana', mana: ['W', 'U'] }] };
      return { state: { ...state, cards: { ...state.cards, Island: { ...state.cards.Island, abilities: [ability] } } }, id };
    };
    expect(planAutoTap(karoo(false).state, 'p1', parseCost('{W}{U}'))).toHaveLength(1);
    expect(planAutoTap(karoo(true).state, 'p1', parseCost('{W}{U}'))).toBeNull();
  });
});
