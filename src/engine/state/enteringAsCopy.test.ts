// "You may have ~ enter as a copy of ..." (614.1c, 707.5): the choice as it would enter (614.12a),
// the copy effect in layer 1 (613.2a) with the copied object's copiable values (707.2, 707.3).
import { describe, expect, it } from 'vitest';
import { deepFreeze, game } from '../../scenario/testing';
import { apply } from '../apply';
import { derivationOf } from '../layers/derive';
import { characteristicsOf, nameOf } from './characteristics';
import { copiableValues } from './enteringAsCopy';
import { allObjects, objectAt } from './objectTable';
import type { GameState } from './state';

const clone = { card: 'Clone', id: 'clone' };

/** Cast the labelled card and resolve it: the state with the copy choice pending, if one is asked. */
function castAndResolve(s: GameState, card: string): GameState {
  const cast = apply(s, { type: 'cast', player: 'p1', card }).state;
  return apply(cast, { type: 'resolve' }).state;
}

const onBattlefield = (s: GameState, card: string) => s.battlefield.map((id) => objectAt(s, id)).find((o) => o.card === card)!;

describe('entering as a copy (707.5)', () => {
  it('asks its controller, as it would enter, which creature to copy, with none allowed (614.12a)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', manaPool: '{U}{U}{U}{U}', hand: [clone], battlefield: [{ card: 'Llanowar Elves', id: 'elves' }] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }] });
    const s = castAndResolve(state, id('clone'));
    expect(s.choice).toMatchObject({ kind: 'pick', player: 'p1', rule: '707.5', min: 0, max: 1 });
    expect(s.choice!.options.map((o) => o.label).sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    // Not yet on the battlefield: it enters as a copy, it doesn't become one after (707.5).
    expect(s.battlefield.map((b) => objectAt(s, b).card)).not.toContain('Clone');
  });

  it('enters with the copied values in layer 1, for as long as it is on the battlefield (707.2, 613.2a)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', manaPool: '{U}{U}{U}{U}', hand: [clone] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }] });
    const asked = deepFreeze(castAndResolve(state, id('clone')));
    const t = apply(asked, { type: 'choose', answer: [id('bears', asked)] });
    const c = onBattlefield(t.state, 'Clone');
    expect(characteristicsOf(t.state, c)).toMatchObject({ name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2, manaCost: '{1}{G}', controller: 'p1' });
    expect(t.state.effects).toEqual([expect.objectContaining({ changes: [{ layer: '1', copy: { card: 'Grizzly Bears' } }], affects: { objects: [c.id] }, duration: 'indefinite' })]);
    expect(t.log).toContainEqual(expect.objectContaining({ rule: '707.5', text: 'Clone enters the battlefield as a copy of Grizzly Bears.' }));
  });

  it('gives the explain view a layer 1 step from Clone to Grizzly Bears (613.1a)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', manaPool: '{U}{U}{U}{U}', hand: [clone] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }] });
    const asked = castAndResolve(state, id('clone'));
    const s = apply(asked, { type: 'choose', answer: [id('bears', asked)] }).state;
    const d = derivationOf(s, onBattlefield(s, 'Clone'));
    expect(d.printed).toMatchObject({ name: 'Clone', power: 0, toughness: 0 });
    expect(d.steps).toHaveLength(1);
    expect(d.steps[0]).toMatchObject({ layer: '1', rules: ['613.1a', '613.7'], origin: 'resolved', text: 'You may have Clone enter the battlefield as a copy of any creature on the battlefield.' });
    expect(d.steps[0].changed).toEqual(expect.arrayContaining([{ characteristic: 'name', before: 'Clone', after: 'Grizzly Bears' }, { characteristic: 'power', before: '0', after: '2' }]));
    expect(d.result.name).toBe('Grizzly Bears');
  });

  it('with nothing to copy, asks nothing: Clone enters as itself and dies as a 0/0 (704.5f)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', manaPool: '{U}{U}{U}{U}', hand: [clone] }, { name: 'Ben' }] });
    const cast = apply(state, { type: 'cast', player: 'p1', card: id('clone') }).state;
    const t = apply(cast, { type: 'resolve' });
    expect(t.state.choice).toBeNull();
    expect(t.log).toContainEqual(expect.objectContaining({ rule: '707.5', text: 'Clone enters as itself: there is no creature on the battlefield for it to copy.' }));
    expect(t.log).toContainEqual(expect.objectContaining({ rule: '704.5f' }));
    expect(t.state.effects ?? []).toEqual([]);
  });

  it('keeps the copied values once the original is gone, and is a Clone again in the graveyard (707.2b, 400.7)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', manaPool: '{U}{U}{U}{U}', hand: [clone] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }] });
    const asked = castAndResolve(state, id('clone'));
    let s = apply(asked, { type: 'choose', answer: [id('bears', asked)] }).state;
    s = apply(s, { type: 'edit', op: 'move', object: id('bears', s), to: 'graveyard' }).state;
    expect(nameOf(s, onBattlefield(s, 'Clone'))).toBe('Grizzly Bears');
    s = apply(s, { type: 'edit', op: 'move', object: id('clone', s), to: 'graveyard' }).state;
    const gone = allObjects(s).find((o) => o.label === 'clone')!;
    expect(characteristicsOf(s, gone)).toMatchObject({ name: 'Clone', power: 0, toughness: 0 });
  });

  it('reads copiable values through other copy effects, never other effects (707.2, 707.3)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Grizzly Bears', id: 'bears', counters: { '+1/+1': 1 } }, { card: 'Clone', id: 'c1', copyOf: 'Grizzly Bears' }, { card: 'Phyrexian Metamorph', id: 'm', copyOf: 'Grizzly Bears' }] }, { name: 'Ben' }],
    });
    expect(copiableValues(state, objectAt(state, id('bears')))).toEqual({ card: 'Grizzly Bears' });
    expect(copiableValues(state, objectAt(state, id('c1')))).toEqual({ card: 'Grizzly Bears' });
    expect(copiableValues(state, objectAt(state, id('m')))).toEqual({ card: 'Grizzly Bears', except: [{ addTypes: ['Artifact'] }] });
  });

  it('refuses an answer that is not among the permanents it may copy, and leaves the choice pending', () => {
    const { state, id } = game({ players: [{ name: 'Ann', manaPool: '{U}{U}{U}', hand: [{ card: 'Mirror Image', id: 'image' }], battlefield: [{ card: 'Llanowar Elves', id: 'elves' }] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }] });
    const asked = deepFreeze(castAndResolve(state, id('image')));
    expect(asked.choice!.options.map((o) => o.label)).toEqual(['Llanowar Elves']);
    expect(() => apply(asked, { type: 'choose', answer: [id('bears', asked)] })).toThrow(/not one of the choices/);
  });
});
