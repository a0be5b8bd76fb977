// Kinship (207.2c): "you may look at the top card of your library. If it shares a creature type with
// ~, you may reveal it. If you do, ..." The reveal is offered only when the card shares a creature
// type with the source (608.2d), read as characteristics (205.3m, changeling 702.73a).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { play } from '../withAbilities';

/** Ann's upkeep with Ink Dissolver (Merfolk Wizard) on the battlefield and `top` on her library; its trigger resolving. */
function upkeep(top: string) {
  const { state } = game({
    turn: { active: 'Ben', step: 'end' },
    players: [
      { name: 'Ann', battlefield: [{ card: 'Ink Dissolver', id: 'ink' }], library: [top, 'Island'] },
      { name: 'Ben', library: ['Island', 'Island', 'Island', 'Island'] },
    ],
  });
  return play(state, { type: 'advance', to: 'upkeep' }, { type: 'resolve' });
}

describe('kinship: reveal the card looked at if it shares a creature type (207.2c, 608.2d)', () => {
  it('a Merfolk on top: offered, revealed, and "If you do" happens', () => {
    let { state } = upkeep('Merfolk Looter');
    expect(state.choice?.prompt).toContain('may look at the top card of your library');
    state = play(state, { type: 'choose', player: 'p1', answer: true }).state;
    expect(state.choice?.prompt).toBe("As Ink Dissolver's triggered ability resolves, Ann may reveal it. If they do: each opponent mills three cards.");
    const { state: after, log } = play(state, { type: 'choose', player: 'p1', answer: true });
    expect(log.find((e) => e.rule === '701.20a')?.text).toBe('Ink Dissolver: Ann reveals the card they looked at, Merfolk Looter, which shares a creature type with Ink Dissolver.');
    expect(after.players.p2.library).toHaveLength(1);
    expect(after.players.p2.graveyard).toHaveLength(3);
    expect(after.players.p1.library).toHaveLength(2); // revealed, it stays on top (701.20b)
  });

  it('a Bear on top: no creature type in common, so not offered and nothing milled', () => {
    let { state } = upkeep('Grizzly Bears');
    const { state: after, log } = play(state, { type: 'choose', player: 'p1', answer: true });
    expect(after.choice ?? null).toBeNull();
    expect(log.find((e) => e.rule === '608.2d')?.text).toBe("Ann can't reveal it for Ink Dissolver, so doesn't: each opponent mills three cards doesn't happen.");
    expect(after.players.p2.graveyard).toHaveLength(0);
  });

  it('a changeling has every creature type (702.73a); a Tribal card has its creature types (205.3m)', () => {
    for (const top of ['Changeling Outcast', 'Merrow Commerce']) {
      const { state } = upkeep(top);
      const looked = play(state, { type: 'choose', player: 'p1', answer: true }).state;
      expect(looked.choice?.prompt).toContain('may reveal it');
    }
  });

  it('not looking: nothing to reveal, so no "If you do"', () => {
    const { state } = upkeep('Merfolk Looter');
    const after = play(state, { type: 'choose', player: 'p1', answer: false }).state;
    expect(after.choice ?? null).toBeNull();
    expect(after.players.p2.graveyard).toHaveLength(0);
  });
});
