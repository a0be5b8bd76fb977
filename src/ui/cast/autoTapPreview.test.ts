import { describe, expect, it } from 'vitest';
import { apply, objectAt } from '../../engine';
import { game } from '../../scenario/testing';
import { autoTapPreview } from './autoTapPreview';

describe('autoTapPreview (601.2g)', () => {
  it('shows the permanents the engine taps: the Island and five of ten Mountains for {4}{U}{R}', () => {
    const mountains = Array.from({ length: 10 }, (_, i) => ({ card: 'Mountain', id: `m${i + 1}` }));
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [...mountains, { card: 'Island', id: 'i' }], hand: [{ card: 'Thousand-Year Storm', id: 's' }] }, { name: 'Ben' }] });
    const action = { type: 'cast', player: 'p1', card: id('s') } as const;
    const preview = autoTapPreview(state, action)!;
    expect(preview.cost).toBe('{4}{U}{R}');
    const shown = preview.plan.map((t) => t.source).sort();
    expect(shown).toHaveLength(6);
    const { state: after } = apply(state, { ...action, autoTap: true });
    const tapped = state.battlefield.filter((o) => objectAt(after, o).tapped).sort();
    expect(tapped).toEqual(shown);
  });
});
