// Morph (702.37) and face-down permanents (708): the cast's timing, costs and log; the special action's checks.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { rejects } from '../expectRejected';
import { play } from '../withAbilities';
import { characteristicsOf } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';

const onField = (s: GameState) => objectAt(s, s.battlefield[s.battlefield.length - 1]);

describe('morph (702.37)', () => {
  it('cast face down for {3}: the log names no card; on the battlefield a nameless colorless 2/2 with no ability (708.2a)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}{C}', hand: [{ card: 'Skinthinner', id: 'skin' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const cast = play(state, { type: 'cast', player: 'p1', card: id('skin'), as: 'morph' });
    expect(cast.log.map((e) => e.text).join('\n')).not.toMatch(/Skinthinner/);
    const resolved = play(cast.state, { type: 'resolve' });
    expect(resolved.log.map((e) => e.text).join('\n')).not.toMatch(/Skinthinner/);
    const c = characteristicsOf(resolved.state, onField(resolved.state));
    expect(c).toMatchObject({ name: '', types: ['Creature'], subtypes: [], colors: [], abilities: [], power: 2, toughness: 2 });
    expect(c.manaCost).toBeUndefined();
  });

  it('a face-down spell is a creature spell without flash: only at sorcery speed (117.1a, 708.4)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{R}{C}{C}{C}', hand: [{ card: 'Skinthinner', id: 'skin' }, { card: 'Shock', id: 'shock' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const held = play(state, { type: 'cast', player: 'p1', card: id('shock'), targets: [['p2']], pay: '{R}' }).state;
    expect(rejects(held, { type: 'cast', player: 'p1', card: id('skin'), as: 'morph' }, '117.1a').message).toMatch(/the stack isn't empty/);
  });

  it('the face-down cost is {3}, not the card\'s mana cost nor its morph cost', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{B}{B}', hand: [{ card: 'Skinthinner', id: 'skin' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    rejects(state, { type: 'cast', player: 'p1', card: id('skin'), as: 'morph' }, '601.2h');
  });

  it('turning face up: refused for a face-up permanent and without the morph cost; megamorph puts a +1/+1 counter (702.37b)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}{C}{G}{C}', hand: [{ card: 'Ainok Survivalist', id: 'ainok' }], battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    rejects(state, { type: 'turnFaceUp', player: 'p1', permanent: id('bears') }, '702.37e');
    const down = play(play(state, { type: 'cast', player: 'p1', card: id('ainok'), as: 'morph', pay: '{C}{C}{C}' }).state, { type: 'resolve' }).state;
    const permanent = onField(down).id;
    rejects(down, { type: 'turnFaceUp', player: 'p1', permanent, pay: '{C}' }, '601.2h');
    const up = play(down, { type: 'turnFaceUp', player: 'p1', permanent, pay: '{G}{C}' });
    const o = objectAt(up.state, permanent);
    expect(o.faceDown).toBeUndefined();
    expect(o.counters['+1/+1']).toBe(1);
    expect(characteristicsOf(up.state, o)).toMatchObject({ name: 'Ainok Survivalist', power: 3, toughness: 2 });
    expect(up.log.some((e) => e.rule === '702.37b')).toBe(true);
  });
});

describe('face-down creatures in combat (708.5)', () => {
  it('the log names no face-down attacker, its blocker sees "a face-down creature"', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}{C}', hand: [{ card: 'Skinthinner', id: 'skin' }] }, { name: 'Ben' }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const down = play(state, { type: 'cast', player: 'p1', card: id('skin'), as: 'morph' }, { type: 'resolve' }).state;
    const permanent = onField(down).id;
    const ready = play(down, { type: 'edit', op: 'sick', object: permanent, sick: false }, { type: 'advance', to: 'declareAttackers' });
    const attack = play(ready.state, { type: 'choose', answer: { [permanent]: 'p2' } }, { type: 'advance', to: 'endOfCombat' });
    const text = attack.log.map((e) => e.text).join('\n');
    expect(text).toMatch(/declares a face-down creature attacking Ben/);
    expect(text.split("\n").filter((l) => /Skinthinner/.test(l))).toEqual([]);
    expect(attack.state.players.p2.life).toBe(18);
  });
  it('a refusal naming a face-down creature calls it "a face-down creature", not its card (708.5)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}{C}', hand: [{ card: 'Skinthinner', id: 'skin' }] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }],
      turn: { active: 'Ann', step: 'precombatMain' },
    });
    const down = play(state, { type: 'cast', player: 'p1', card: id('skin'), as: 'morph' }, { type: 'resolve' }).state;
    const permanent = onField(down).id;
    // Attacking its own controller: the refusal names no card.
    const ready = play(down, { type: 'edit', op: 'sick', object: permanent, sick: false }, { type: 'advance', to: 'declareAttackers' }).state;
    const refused = rejects(ready, { type: 'choose', player: 'p1', answer: { [permanent]: 'p1' } }, '508.1b').message;
    expect(refused).toMatch(/^a face-down creature can't attack/);
    expect(refused).not.toMatch(/Skinthinner/);
  });
});
