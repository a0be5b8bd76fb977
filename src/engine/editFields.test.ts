// Every edit's fields are checked in the engine (issue 12, point 10): a bad value is a RulesError
// naming the field, the state unchanged, never stored.
import { describe, expect, it } from 'vitest';
import { game } from '../scenario/testing';
import { apply } from './apply';
import { rejects } from './expectRejected';
import type { Action } from './actions';
import { objectAt } from './state/objectTable';

const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bear' }] }, { name: 'Ben' }] });
const edit = (e: Record<string, unknown>) => ({ type: 'edit', ...e }) as unknown as Action;

describe('edit fields', () => {
  it.each([
    [{ op: 'life', player: 'p1', life: { n: 1 } }, "The edit's life must be a whole number from -1,000,000 to 1,000,000 (the sandbox's limit), not an object"],
    [{ op: 'life', player: 'p1', life: '20' }, "The edit's life must be a whole number from -1,000,000 to 1,000,000 (the sandbox's limit), not \"20\""],
    [{ op: 'life', player: 'p9', life: 20 }, "The edit's player must be a player in the game, not \"p9\""],
    [{ op: 'counters', object: 'BEAR', counters: { quest: Number.NaN } }, 'The edit\'s counters "quest" must be a whole number from -1,000,000 to 1,000,000 (the sandbox\'s limit), not NaN'],
    [{ op: 'counters', object: 'BEAR', counters: JSON.parse('{"__proto__": 1}') }, "The edit's counters kind must be a name of letters, digits, spaces, +, - or /, not \"__proto__\""],
    [{ op: 'counters', object: 'BEAR', counters: [1] }, "The edit's counters must be a list of counters and how many ({ \"quest\": 1 }), not a list"],
    [{ op: 'damage', object: 'BEAR', damage: 1e308 }, "The edit's damage must be a whole number from 0 to 1,000,000 (the sandbox's limit), not 1e+308"],
    [{ op: 'tap', object: 'o999' }, "The edit's object must be an object in the game (a card that changed zones is a new object), not \"o999\""],
    [{ op: 'move', object: 'BEAR', to: 'moon' }, "The edit's to must be one of the zones: library, hand, battlefield, graveyard, stack, exile, not \"moon\""],
    [{ op: 'turn', number: 1e308 }, "The edit's number must be a whole number from 1 to 1,000,000 (the sandbox's limit), not 1e+308"],
    [{ op: 'mana', player: 'p1', mana: '{Q}' }, "The edit's mana must be mana symbols: {Q} in \"{Q}\" is not a mana symbol this sandbox knows"],
  ])('%j is refused', (e, reason) => {
    const a: Record<string, unknown> = { ...e };
    if (a.object === 'BEAR') a.object = id('bear');
    expect(rejects(state, edit(a), /./).reason).toBe(reason);
  });

  it('a counter named "constructor" is added like any other', () => {
    const s = apply(state, edit({ op: 'counters', object: id('bear'), counters: { constructor: 2 } })).state;
    expect(objectAt(s, id('bear', s)).counters).toEqual({ constructor: 2 });
    const t = apply(s, edit({ op: 'counters', object: id('bear', s), counters: { constructor: 1 } })).state;
    expect(objectAt(t, id('bear', t)).counters).toEqual({ constructor: 3 });
  });

  it('counters past 1,000,000 are refused, naming the limit', () => {
    const s = apply(state, edit({ op: 'counters', object: id('bear'), counters: { '+1/+1': 1_000_000 } })).state;
    expect(rejects(s, edit({ op: 'counters', object: id('bear', s), counters: { '+1/+1': 1 } }), '122.1').reason).toContain('this would make 1,000,001');
  });
});
