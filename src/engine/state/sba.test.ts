// Every state-based action the engine performs cites 704.5 with its letter (SCENARIO.md, logCites),
// and a copy that ceases to exist cites 707.10a beside it.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import type { Tx } from './game';
import { patchObject, patchPlayer } from './game';
import { objectAt } from './objectTable';
import { performStateBasedActions } from './sba';
import { createObject } from './zones';
import { keyword, withAbilities } from '../withAbilities';

const position = {
  players: [
    { name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], library: [{ card: 'Island' }] },
    { name: 'Ben', library: [{ card: 'Island' }], exile: [{ card: 'Jace Beleren' }] },
  ],
};

function check(change: (tx: Tx, id: (label: string) => string) => void) {
  const { state, id } = game(position);
  const tx: Tx = { s: state, log: [] };
  change(tx, (label) => id(label));
  expect(performStateBasedActions(tx)).toBe(true);
  return tx;
}

describe('state-based actions cite 704.5 and their letter', () => {
  it('704.5a: a player with 0 or less life loses', () => {
    const tx = check((tx) => patchPlayer(tx, 'p2', { life: 0 }));
    expect(tx.log[0]).toMatchObject({ rule: '704.5a', text: 'Ben has 0 life: Ben loses the game.' });
  });

  it('704.5b: a player who drew from an empty library loses', () => {
    const tx = check((tx) => patchPlayer(tx, 'p2', { drewFromEmpty: true }));
    expect(tx.log[0]).toMatchObject({ rule: '704.5b' });
  });

  it('704.5c: a player with ten or more poison counters loses; nine is not enough', () => {
    const tx = check((tx) => patchPlayer(tx, 'p2', { poison: 10 }));
    expect(tx.log[0]).toMatchObject({ rule: '704.5c', text: 'Ben has 10 poison counters: Ben loses the game.' });
    const { state } = game(position);
    const nine: Tx = { s: state, log: [] };
    patchPlayer(nine, 'p2', { poison: 9 });
    performStateBasedActions(nine);
    expect(nine.log.map((e) => e.rule)).not.toContain('704.5c');
  });

  it('704.5d: a token not on the battlefield ceases to exist', () => {
    const tx = check((tx) => void createObject(tx, { card: 'Grizzly Bears', owner: 'p1', zone: 'graveyard', token: true }));
    expect(tx.log.map((e) => e.rule)).toEqual(['704.5d']);
  });

  it('704.5e, with 707.10a beside it: a copy of a card outside the stack and the battlefield ceases to exist', () => {
    let copy = '';
    const tx = check((tx) => void (copy = createObject(tx, { card: 'Island', owner: 'p1', zone: 'exile', copy: true })));
    expect(objectAt(tx.s, copy)).toBeUndefined();
    expect(tx.log).toEqual([{ rule: '704.5e', also: ['707.10a'], text: 'The copy of Island is in exile, not on the stack: it ceases to exist.', refs: [copy] }]);
  });

  it("704.5e: a copy of a spell in a graveyard ceases to exist, in the owner's graveyard's words", () => {
    const tx = check((tx) => void createObject(tx, { card: 'Island', owner: 'p2', zone: 'graveyard', copy: true }));
    expect(tx.log[0]).toMatchObject({ rule: '704.5e', text: "The copy of Island is in Ben's graveyard, not on the stack: it ceases to exist." });
  });

  it('704.5f and 704.5g: a creature with toughness 0, or lethal damage, is put into its graveyard', () => {
    const zero = check((tx) => void createObject(tx, { card: 'Grizzly Bears', owner: 'p1', zone: 'battlefield', counters: { '-1/-1': 2 } }));
    expect(zero.log.map((e) => e.rule)).toEqual(['704.5f']);
  });

  it('704.5h with 702.2b beside it: a creature dealt damage by deathtouch since the last check is destroyed', () => {
    const tx = check((tx, id) => patchObject(tx, id('bears'), { damage: 1, deathtouched: true }));
    expect(tx.log).toEqual([{ rule: '704.5h', also: ['702.2b'], text: "Grizzly Bears was dealt damage by a source with deathtouch; it is destroyed and put into its owner's graveyard.", refs: [expect.any(String)] }]);
  });

  it('704.5i: a planeswalker with loyalty 0 is put into its graveyard (not destroyed)', () => {
    const tx = check((tx) => void createObject(tx, { card: 'Jace Beleren', owner: 'p2', zone: 'battlefield', counters: { loyalty: 0 } }));
    expect(tx.log.map((e) => [e.rule, e.text])).toEqual([['704.5i', "Jace Beleren has loyalty 0; it is put into its owner's graveyard."]]);
  });

  it('the mark of deathtouch lasts until the next check only: a check that finds it forgets it, even after another check ran clean', () => {
    const { state, id } = game(position);
    const tx: Tx = { s: state, log: [] };
    expect(performStateBasedActions(tx)).toBe(false);
    // A noncreature dealt damage by deathtouch (a planeswalker with counters left) is not destroyed; its mark goes.
    const jace = createObject(tx, { card: 'Jace Beleren', owner: 'p2', zone: 'battlefield', counters: { loyalty: 2 } });
    expect(performStateBasedActions(tx)).toBe(false);
    patchObject(tx, jace, { deathtouched: true });
    expect(performStateBasedActions(tx)).toBe(false);
    expect(objectAt(tx.s, jace)).not.toHaveProperty('deathtouched');
    expect(objectAt(tx.s, id('bears')).zone).toBe('battlefield');
  });

  it('an indestructible creature planeswalker with loyalty 0 and a deathtouch mark: spared by 702.12b, put into the graveyard by 704.5i', () => {
    const { state, id } = game({
      cards: [{ name: 'Walking Walker', typeLine: 'Legendary Planeswalker Creature — Gideon', manaCost: '{3}', power: '2', toughness: '2', loyalty: '3' }],
      players: [{ name: 'Ann', battlefield: [{ card: 'Walking Walker', id: 'walker', counters: { loyalty: 1 } }] }, { name: 'Ben' }],
    });
    const tx: Tx = { s: withAbilities(state, 'Walking Walker', keyword('indestructible')), log: [] };
    patchObject(tx, id('walker'), { counters: { loyalty: 0 }, damage: 1, deathtouched: true });
    expect(performStateBasedActions(tx)).toBe(true);
    expect(tx.log.map((e) => e.rule)).toEqual(['702.12b', '704.5i']);
    expect(tx.s.players.p1.graveyard).toHaveLength(1);
  });

  it('every rule a state-based action cites is 704.5 and a letter', () => {
    const all = [
      check((tx) => patchPlayer(tx, 'p2', { life: -1 })),
      check((tx) => void createObject(tx, { card: 'Island', owner: 'p1', zone: 'hand', copy: true })),
      check((tx) => void createObject(tx, { card: 'Island', owner: 'p1', zone: 'library', token: true })),
    ].flatMap((tx) => tx.log.filter((e) => !/wins the game/.test(e.text)));
    for (const e of all) expect(e.rule).toMatch(/^704\.5[a-z]$/);
  });
});
