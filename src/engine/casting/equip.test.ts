// Equip (702.6a) and Aura spells (303.4a, 608.3b-c): as the rules define them, through apply().
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';

describe('equip (702.6a)', () => {
  const position = (active: string) =>
    game({
      players: [
        { name: 'Ann', manaPool: '{C}{C}', battlefield: [{ card: 'Bonesplitter', id: 'splitter' }, { card: 'Runeclaw Bear', id: 'runeclaw' }] },
        { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
      ],
      turn: { active },
    });

  it('only as a sorcery: refused in another player\'s turn, citing 702.6a and 602.5d', () => {
    const { state, id } = position('Ben');
    const s = play(state, { type: 'pass', player: 'p2' }).state;
    const e = rejects(s, { type: 'activate', player: 'p1', source: id('splitter', s), ability: 0, targets: [[id('runeclaw', s)]] }, '702.6a');
    expect(e.message).toMatch(/only as a sorcery.*602\.5d/);
  });

  it('only onto a creature you control: refused on an opponent\'s creature, citing 702.6a and 115.1', () => {
    const { state, id } = position('Ann');
    const e = rejects(state, { type: 'activate', player: 'p1', source: id('splitter'), ability: 0, targets: [[id('bears')]] }, '702.6a');
    expect(e.message).toMatch(/target creature you control.*115\.1/);
  });

  it('attaches as it resolves, with a new timestamp (701.3a, 613.7e)', () => {
    const { state, id } = position('Ann');
    const before = objectAt(state, id('splitter')).timestamp;
    const { state: s, log } = play(state, { type: 'activate', player: 'p1', source: id('splitter'), ability: 0, targets: [[id('runeclaw')]] }, { type: 'resolve' });
    const splitter = objectAt(s, id('splitter', s));
    expect(splitter.attachedTo).toBe(id('runeclaw', s));
    expect(splitter.timestamp).toBeGreaterThan(before);
    expect(log.find((e) => e.rule === '602.2')?.also).toEqual(['702.6a']);
    expect(log.find((e) => e.rule === '701.3a')?.also).toEqual(['613.7e']);
  });
});

describe('Aura spells (303.4a)', () => {
  const position = () =>
    game({
      players: [
        { name: 'Ann', manaPool: '{W}{W}', hand: [{ card: 'Pacifism', id: 'pacifism' }], battlefield: [{ card: 'Forest', id: 'forest' }] },
        { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
      ],
    });

  it('targets what it will enchant, as its enchant ability allows', () => {
    const { state, id } = position();
    rejects(state, { type: 'cast', player: 'p1', card: id('pacifism'), targets: [[id('forest')]] }, '115.1');
    // One legal target: used without being given (SCENARIO.md).
    const { state: s } = play(state, { type: 'cast', player: 'p1', card: id('pacifism') });
    expect(objectAt(s, s.stack[0]).stackItem?.targets).toEqual([[id('bears')]]);
  });

  it('enters attached to its target (608.3c)', () => {
    const { state, id } = position();
    const { state: s, log } = play(state, { type: 'cast', player: 'p1', card: id('pacifism'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(objectAt(s, id('pacifism', s))).toMatchObject({ zone: 'battlefield', attachedTo: id('bears', s) });
    expect(log.map((e) => e.rule)).toContain('608.3c');
  });
});
