// The state-based actions see what an attachment changes on the permanent it is attached to,
// though that permanent's own record is never written (sba.ts keeps its candidates by record).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import type { AbilityDef } from './card';
import { objectAt } from './objectTable';
import { withAbilities, play } from '../withAbilities';

const toughnessAura: AbilityDef = {
  kind: 'static',
  text: 'Enchanted creature gets +0/+2.',
  rule: { kind: 'continuous', affects: { attached: true }, changes: [{ layer: '7c', power: 0, toughness: 2 }] },
};

function position() {
  const { state, id } = game({
    players: [
      { name: 'Ann', battlefield: [{ card: 'Pacifism', id: 'aura', attachedTo: 'bears' }, { card: 'Grizzly Bears', id: 'bears' }] },
      { name: 'Ben' },
    ],
  });
  // The damage after the Aura has its ability: the position's own check would otherwise find it lethal.
  const s = play(withAbilities(state, 'Pacifism', toughnessAura), { type: 'edit', op: 'damage', object: id('bears'), damage: 3 }).state;
  return { state: s, id };
}

describe('an attachment changes its host without writing it', () => {
  it('the host survives while the Aura is attached, and dies once it leaves (704.5g)', () => {
    const { state, id } = position();
    // A pass gives priority, so state-based actions are checked: the bears have toughness 4.
    const held = play(state, { type: 'pass', player: 'p1' }).state;
    expect(objectAt(held, id('bears', held))?.zone).toBe('battlefield');
    const gone = play(held, { type: 'edit', op: 'move', object: id('aura', held), to: 'graveyard' }, { type: 'pass', player: 'p2' });
    expect(gone.log.map((e) => e.rule)).toContain('704.5g');
    expect(gone.state.battlefield).toEqual([]);
  });

  it('moving the Aura away by an edit has the same result', () => {
    const { state, id } = position();
    const s = play(state, { type: 'edit', op: 'attach', object: id('aura'), to: null }, { type: 'pass', player: 'p1' });
    expect(s.log.map((e) => e.rule)).toEqual(expect.arrayContaining(['704.5g', '704.5m']));
  });
});
