// "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (614.12, 119.4), through apply().
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';

describe('paying life as a land enters (614.12)', () => {
  it('a player with less life than the payment is not asked, and the land enters tapped (119.4)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', life: 1, hand: [{ card: 'Steam Vents', id: 'vents' }] }, { name: 'Ben' }], turn: { active: 'Ann', step: 'precombatMain' } });
    const { state: s, log } = play(state, { type: 'play', player: 'p1', card: id('vents') });
    expect(s.choice).toBeNull();
    expect(s.players.p1.life).toBe(1);
    const land = s.battlefield.map((o) => objectAt(s, o)).find((o) => o.card === 'Steam Vents')!;
    expect(land.tapped).toBe(true);
    expect(log.map((e) => e.text).join('\n')).toMatch(/can't pay 2 life/);
  });

  it('asks its controller, who may pay', () => {
    const { state, id } = game({ players: [{ name: 'Ann', hand: [{ card: 'Sacred Foundry', id: 'foundry' }] }, { name: 'Ben' }], turn: { active: 'Ann', step: 'precombatMain' } });
    const s = play(state, { type: 'play', player: 'p1', card: id('foundry') }).state;
    expect(s.choice).toMatchObject({ kind: 'yesNo', player: 'p1', rule: '614.12' });
    const after = play(s, { type: 'choose', player: 'p1', answer: true }).state;
    expect(after.players.p1.life).toBe(18);
    expect(after.battlefield.map((o) => objectAt(after, o)).find((o) => o.card === 'Sacred Foundry')!.tapped).toBe(false);
  });
});
