// Attachment (301.5, 303.4, 701.3) and its state-based actions (704.5m, 704.5n, 704.5p), with the
// counters' 704.5q: what may be attached to what, and what each check does.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import type { Tx } from './game';
import { patchObject } from './game';
import { objectAt } from './objectTable';
import { performStateBasedActions } from './sba';
import { attach, cantAttach } from './attachment';
import { moveObject } from './zones';
import { keyword, withAbilities } from '../withAbilities';
import { apply } from '../apply';

const position = {
  players: [
    {
      name: 'Ann',
      battlefield: [
        { card: 'Pacifism', id: 'pacifism', attachedTo: 'bears' },
        { card: 'Bonesplitter', id: 'splitter', attachedTo: 'runeclaw' },
        { card: 'Runeclaw Bear', id: 'runeclaw' },
        { card: 'Forest', id: 'forest' },
      ],
    },
    { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
  ],
};

function start() {
  const { state, id } = game(position);
  return { tx: { s: state, log: [] } as Tx, id: (l: string) => id(l) };
}

describe('what may be attached to what', () => {
  it('an Aura: what its enchant ability allows, never itself (702.5a, 303.4d)', () => {
    const { tx, id } = start();
    const aura = objectAt(tx.s, id('pacifism'));
    expect(cantAttach(tx.s, aura, id('runeclaw'))).toBeUndefined();
    expect(cantAttach(tx.s, aura, id('forest'))).toMatchObject({ rule: '702.5a' });
    expect(cantAttach(tx.s, aura, 'p2')).toMatchObject({ rule: '702.5a' });
    expect(cantAttach(tx.s, aura, aura.id)).toMatchObject({ rule: '303.4d' });
  });

  it('an Equipment: a creature only (301.5), not a land nor a player (704.5n)', () => {
    const { tx, id } = start();
    const eq = objectAt(tx.s, id('splitter'));
    expect(cantAttach(tx.s, eq, id('bears'))).toBeUndefined();
    expect(cantAttach(tx.s, eq, id('forest'))).toMatchObject({ rule: '301.5' });
    expect(cantAttach(tx.s, eq, 'p1')).toMatchObject({ rule: '704.5n' });
  });

  it('protection from the Aura\'s quality forbids enchanting (702.16c)', () => {
    const { state, id } = game(position);
    const s = withAbilities(state, 'Grizzly Bears', keyword('protection', { protection: { colors: ['W'] }, text: 'Protection from white' }));
    expect(cantAttach(s, objectAt(s, id('pacifism', s)), id('bears', s))).toMatchObject({ rule: '702.16c' });
  });

  it('attaching renews the timestamp (613.7e)', () => {
    const { tx, id } = start();
    const before = objectAt(tx.s, id('splitter')).timestamp;
    attach(tx, id('splitter'), id('bears'));
    const after = objectAt(tx.s, id('splitter'));
    expect(after.attachedTo).toBe(id('bears'));
    expect(after.timestamp).toBeGreaterThan(before);
  });
});

describe('state-based actions of attachment', () => {
  it('704.5m: an Aura whose creature left goes to its owner\'s graveyard; 704.5n: an Equipment stays, unattached', () => {
    const { tx, id } = start();
    const splitter = id('splitter');
    moveObject(tx, id('bears'), 'graveyard');
    moveObject(tx, id('runeclaw'), 'exile');
    expect(performStateBasedActions(tx)).toBe(true);
    const rules = tx.log.map((e) => e.rule);
    expect(rules).toContain('704.5m');
    expect(rules).toContain('704.5n');
    expect(tx.s.players.p1.graveyard.map((g) => objectAt(tx.s, g).card)).toEqual(['Pacifism']);
    expect(objectAt(tx.s, splitter)).toMatchObject({ zone: 'battlefield' });
    expect(objectAt(tx.s, splitter).attachedTo).toBeUndefined();
  });

  it('704.5m: an Aura attached to nothing; an Aura on what it can\'t enchant', () => {
    const { tx, id } = start();
    patchObject(tx, id('pacifism'), { attachedTo: id('forest') });
    expect(performStateBasedActions(tx)).toBe(true);
    expect(tx.log[0]).toMatchObject({ rule: '704.5m', also: ['702.5a'] });
    // Unattached by the attach edit: attached to nothing.
    const again = start();
    const s = apply(again.tx.s, { type: 'edit', op: 'attach', object: again.id('pacifism'), to: null }).state;
    const tx2: Tx = { s, log: [] };
    expect(performStateBasedActions(tx2)).toBe(true);
    expect(tx2.log[0]).toMatchObject({ rule: '704.5m' });
  });

  it('704.5p: a creature attached to something becomes unattached', () => {
    const { tx, id } = start();
    patchObject(tx, id('runeclaw'), { attachedTo: id('bears') });
    expect(performStateBasedActions(tx)).toBe(true);
    expect(tx.log.map((e) => e.rule)).toContain('704.5p');
    expect(objectAt(tx.s, id('runeclaw')).attachedTo).toBeUndefined();
  });

  it('a legal attachment is left alone', () => {
    const { tx } = start();
    expect(performStateBasedActions(tx)).toBe(false);
  });

  it('704.5q: +1/+1 and -1/-1 counters annihilate in pairs', () => {
    const { tx, id } = start();
    patchObject(tx, id('bears'), { counters: { '+1/+1': 3, '-1/-1': 1, charge: 1 } });
    expect(performStateBasedActions(tx)).toBe(true);
    expect(tx.log[0]).toMatchObject({ rule: '704.5q' });
    expect(objectAt(tx.s, id('bears')).counters).toEqual({ '+1/+1': 2, charge: 1 });
  });
});
