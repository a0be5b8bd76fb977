// The guided cast asks how many times a multikicker cost is paid (702.33c): the announce step
// comes first, the draft's number becomes the cast option, and the engine adds the cost that many
// times (601.2f) and kicks the spell that many times (702.33d).
import { describe, expect, it } from 'vitest';
import { apply, objectAt } from '../../engine';
import { game } from '../../scenario/testing';
import { castOptions, draftAction, newDraft, stagesOf } from './castFlow';
import { draftSummary } from './draftSummary';

describe('multikicker in the guided cast', () => {
  it('Gnarlid Pack kicked twice: {1}{G} and {1}{G} twice, and it enters with two +1/+1 counters', () => {
    const { state: s, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Gnarlid Pack', id: 'g' }], manaPool: '{G}{G}{G}{G}{G}{G}' }, { name: 'Ben' }] });
    const d = newDraft({ kind: 'cast', player: 'p1', source: id('g'), name: 'Gnarlid Pack', multikicker: 2 });
    expect(stagesOf(s, d).map((st) => st.kind)).toEqual(['announce', 'confirm']);
    expect(castOptions(s, d)).toEqual({ multikicker: 2 });
    expect(draftSummary(s, { ...d, stage: 1 }, stagesOf(s, d))).toContain('Kicked twice (702.33c)');
    const cast = apply(s, draftAction(s, d)).state;
    expect(cast.players.p1.manaPool).toEqual([]);
    const resolved = apply(apply(cast, { type: 'pass', player: 'p1' }).state, { type: 'pass', player: 'p2' }).state;
    const pack = resolved.battlefield.map((i) => objectAt(resolved, i)).find((o) => o.card === 'Gnarlid Pack');
    expect(pack?.counters['+1/+1']).toBe(2);
  });
});
