// A planeswalker's loyalty abilities in the guided activation (606): all offered on the
// battlefield, and "−X" asks for X first (107.3a) while "+1" asks only its target.
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../engine';
import { game } from '../../scenario/testing';
import { asksX, draftAction, newDraft, offeredAbilities, stagesOf } from './castFlow';
import { draftCost } from './costPreview';
import type { Draft } from '../uiStore';

const kinds = (s: GameState, d: Draft) => stagesOf(s, d).map((st) => st.kind);
const activate = (source: string, ability: number) => newDraft({ kind: 'activate', player: 'p1', source, ability, name: 'ability' });

describe('loyalty abilities in the guided activation', () => {
  const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Chandra Nalaar', id: 'chandra' }] }, { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] }] });

  it('offers every loyalty ability of a planeswalker on the battlefield, with its loyalty cost', () => {
    expect(offeredAbilities(state, id('chandra')).map((a) => a.def.text.slice(0, 6))).toEqual(['[+1]: ', '[-X]: ', '[-8]: ']);
  });

  it('−X announces X, then the target; +1 only the target (107.3a)', () => {
    const minusX = activate(id('chandra'), 1);
    expect(asksX(state, minusX)).toBe(true);
    expect(kinds(state, minusX)).toEqual(['announce', 'target', 'confirm']);
    expect(draftAction(state, { ...minusX, x: 3, targets: [[id('giant')]] })).toMatchObject({ type: 'activate', ability: 1, x: 3 });
    expect(draftCost(state, { ...minusX, x: 3, targets: [[id('giant')]] })).toEqual({ mana: '', other: ['remove 3 loyalty counters from Chandra Nalaar'] });
    const plus = activate(id('chandra'), 0);
    expect(draftCost(state, plus)).toEqual({ mana: '', other: ['put 1 loyalty counter on Chandra Nalaar'] });
    expect(asksX(state, plus)).toBe(false);
    expect(kinds(state, plus)).toEqual(['target', 'confirm']);
  });
});
