// The transaction's write discipline (game.ts) and the memos that rely on it: the state apply() is
// given never changes, a state held with hold() never changes, and memos keyed by a state record
// notice when the transaction wrote that record in place.
import { describe, expect, it } from 'vitest';
import { deepFreeze, game } from '../../scenario/testing';
import { couldProduce } from '../mana/couldProduce';
import type { Tx } from './game';
import { hold, patchObject, patchPlayer, patchState, patchTurn, withArticle, writingObjectsTogether } from './game';
import { objectAt, tableSet } from './objectTable';
import { performStateBasedActions } from './sba';
import { createObject, moveObject } from './zones';

const position = {
  players: [
    { name: 'Ann', battlefield: [{ card: 'Forest', id: 'forest' }, { card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Mountain', id: 'mtn' }] },
    { name: 'Ben', life: 7 },
  ],
};

describe('a transaction writes its own state record only', () => {
  it('copies the given state on its first write, then writes that copy in place', () => {
    const { state } = game(position);
    deepFreeze(state);
    const tx: Tx = { s: state, log: [] };
    patchState(tx, { rng: 1 });
    const first = tx.s;
    expect(first).not.toBe(state);
    patchTurn(tx, { passed: ['p1'] });
    patchPlayer(tx, 'p2', { life: 3 });
    expect(tx.s).toBe(first);
    expect([tx.s.rng, tx.s.turn.passed, tx.s.players.p2.life]).toEqual([1, ['p1'], 3]);
    expect([state.turn.passed, state.players.p2.life]).toEqual([[], 7]);
  });

  it('never changes a state taken with hold(), nor the records under it', () => {
    const { state } = game(position);
    const tx: Tx = { s: state, log: [] };
    patchState(tx, { rng: 1 });
    const held = hold(tx);
    const players = held.players;
    patchPlayer(tx, 'p2', { life: 3 });
    patchState(tx, { rng: 2 });
    expect(tx.s).not.toBe(held);
    expect([held.rng, held.players.p2.life, tx.s.rng, tx.s.players.p2.life]).toEqual([1, 7, 2, 3]);
    expect(held.players).toBe(players);
  });
});

describe('memos keyed by a state record', () => {
  it('could-produce answers again when the same record now holds another battlefield', () => {
    const { state, id } = game(position);
    const tx: Tx = { s: state, log: [] };
    patchState(tx, { rng: 1 });
    expect(couldProduce(tx.s).landsOf('p1')).toEqual(['G']);
    moveObject(tx, id('mtn'), 'battlefield', { silent: true });
    expect([...couldProduce(tx.s).landsOf('p1')].sort()).toEqual(['G', 'R']);
  });
});

describe('state-based actions within one transaction', () => {
  it('see an object written through the zones (the objects written since the last check)', () => {
    const { state } = game(position);
    const tx: Tx = { s: state, log: [] };
    patchPlayer(tx, 'p2', { life: 6 });
    expect(performStateBasedActions(tx)).toBe(false);
    const token = createObject(tx, { card: 'Grizzly Bears', owner: 'p1', zone: 'graveyard', token: true });
    expect(performStateBasedActions(tx)).toBe(true);
    expect(objectAt(tx.s, token)).toBeUndefined();
    expect(tx.log.map((e) => e.rule)).toEqual(['704.5d']);
  });

  it('see an object written around them, by looking at every bucket again', () => {
    const { state, id } = game(position);
    const tx: Tx = { s: state, log: [] };
    // A position not checked before, so this check looks at the objects and starts counting writes.
    patchPlayer(tx, 'p2', { life: 6 });
    expect(performStateBasedActions(tx)).toBe(false);
    expect(tx.written).toEqual({ from: tx.s.objects, to: tx.s.objects, ids: [] });
    const bears = objectAt(tx.s, id('bears'));
    // A change made without setObjects: the check can't know which object it wrote.
    tx.s = { ...tx.s, objects: tableSet(tx.s.objects, { ...bears, damage: 2 }) };
    createObject(tx, { card: 'Forest', owner: 'p1', zone: 'exile' });
    expect(performStateBasedActions(tx)).toBe(true);
    expect(tx.log.map((e) => e.rule)).toEqual(['704.5g']);
  });
});

describe('phrasing', () => {
  it('gives a noun phrase its indefinite article, as a prompt reads it', () => {
    expect(withArticle('instant or sorcery')).toBe('an instant or sorcery');
    expect(withArticle('creature')).toBe('a creature');
    expect(withArticle('artifact')).toBe('an artifact');
  });
});

describe('writingObjectsTogether', () => {
  it('writes as patch by patch, never the state it was given', () => {
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Hangarback Walker', id: 'w1' }] }, { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] }] });
    deepFreeze(state);
    const patches = [
      [id('w1'), { damage: 1 }],
      [id('giant'), { damage: 2 }],
      [id('w1'), { tapped: true }],
    ] as const;
    const one: Tx = { s: state, log: [] };
    for (const [o, p] of patches) patchObject(one, o, p);
    const all: Tx = { s: state, log: [] };
    writingObjectsTogether(all, () => {
      for (const [o, p] of patches) patchObject(all, o, p);
    });
    expect(all.s).toEqual(one.s);
    expect(all.written?.ids).toEqual(one.written?.ids);
    // Afterwards a write copies again: the table the scope wrote is now shared.
    const table = all.s.objects;
    patchObject(all, id('giant'), { tapped: true });
    expect(all.s.objects).not.toBe(table);
  });
});
