// Continuous effects until end of turn (611.2, 613; layers.ts, continuous.ts): what they change,
// whom, for how long, and that a state without any keeps its shape.
import { describe, expect, it } from 'vitest';
import { deepFreeze, game } from '../../scenario/testing';
import { play } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import { abilities, hasKeyword, power, toughness } from '../state/characteristics';
import { apply } from '../apply';
import type { GameState } from '../state/state';

function position(hand: string[], mana: string, battlefield = [{ card: 'Grizzly Bears', id: 'bears' }]) {
  return game({
    players: [
      { name: 'Ann', manaPool: mana, battlefield, hand: hand.map((card, i) => ({ card, id: `h${i}` })), library: [{ card: 'Forest' }] },
      { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }], library: [{ card: 'Mountain' }] },
    ],
    turn: { active: 'Ann', step: 'precombatMain', number: 3 },
  });
}

const bears = (s: GameState, id: (l: string, s?: GameState) => string) => objectAt(s, id('bears', s));

describe('effects until end of turn (611.2a)', () => {
  it('a pump changes power and toughness in layer 7c, with counters beside it (613.4c)', () => {
    const { state, id } = position(['Giant Growth'], '{G}', [{ card: 'Grizzly Bears', id: 'bears', counters: { '-1/-1': 1 } } as never]);
    const { state: after, log } = play(deepFreeze(state), { type: 'cast', player: 'p1', card: id('h0'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect([power(after, bears(after, id)), toughness(after, bears(after, id))]).toEqual([4, 4]);
    expect(after.effects).toEqual([
      {
        changes: [{ layer: '7c', power: 3, toughness: 3 }],
        source: { id: expect.any(String), name: 'Giant Growth' },
        controller: 'p1',
        affects: { objects: [id('bears')] },
        timestamp: expect.any(Number),
        turn: 3,
        duration: 'endOfTurn',
        text: 'Target creature gets +3/+3 until end of turn.',
      },
    ]);
    expect(log.find((e) => e.rule === '611.2a')).toMatchObject({ text: 'Giant Growth: Grizzly Bears gets +3/+3 until end of turn.', also: ['613.4c'] });
  });

  it('an effect takes the next timestamp (613.7b); granted abilities come after the card\'s own, in timestamp order', () => {
    const { state, id } = position(['Jump', 'Giant Growth'], '{U}{G}', [{ card: 'Giant Spider', id: 'bears' }]);
    const before = state.nextTimestamp;
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('h0'), targets: [[id('bears')]] }, { type: 'resolve' }, { type: 'cast', player: 'p1', card: id('h1'), targets: [[id('bears')]] }, { type: 'resolve' });
    const [jump, growth] = after.effects!;
    expect(jump.timestamp).toBeGreaterThanOrEqual(before);
    expect(growth.timestamp).toBeGreaterThan(jump.timestamp);
    expect(abilities(after, bears(after, id)).map((a) => a.text)).toEqual(['Reach', 'Flying']);
    expect(hasKeyword(after, bears(after, id), 'flying')).toBe(true);
  });

  it('haste granted until end of turn lets a creature that just arrived pay {T} (302.6)', () => {
    const { state, id } = game({
      players: [
        { name: 'Ann', manaPool: '{R}', battlefield: [{ card: 'Llanowar Elves', id: 'elves', sick: true }], hand: [{ card: 'Expedite', id: 'expedite' }], library: [{ card: 'Forest' }] },
        { name: 'Ben' },
      ],
      turn: { active: 'Ann', step: 'precombatMain', number: 3 },
    });
    const elves = id('elves');
    expect(() => apply(state, { type: 'activate', player: 'p1', source: elves, ability: 0 })).toThrow(/302\.6/);
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('expedite'), targets: [[elves]] }, { type: 'resolve' });
    const { state: tapped } = apply(after, { type: 'activate', player: 'p1', source: elves, ability: 0 });
    expect(objectAt(tapped, elves).tapped).toBe(true);
  });

  it('stops applying to a permanent that leaves the battlefield: it comes back a new object (400.7)', () => {
    const { state, id } = position(['Giant Growth', 'Unsummon'], '{G}{U}');
    const { state: pumped } = play(state, { type: 'cast', player: 'p1', card: id('h0'), targets: [[id('bears')]] }, { type: 'resolve' });
    const { state: bounced } = play(pumped, { type: 'cast', player: 'p1', card: id('h1'), targets: [[id('bears')]] }, { type: 'resolve' });
    const card = objectAt(bounced, id('bears', bounced));
    expect(card.zone).toBe('hand');
    expect(power(bounced, card)).toBe(2);
  });

  it('-N/-N: a toughness of 0 is seen by the state-based actions at once (704.5f)', () => {
    const { state, id } = position(['Disfigure'], '{B}');
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('h0'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(objectAt(after, id('bears', after)).zone).toBe('graveyard');
    expect(log.some((e) => e.rule === '704.5f')).toBe(true);
  });

  it('ends in the cleanup step with the damage (514.2), leaving the state with no effects field', () => {
    const { state, id } = position(['Giant Growth'], '{G}');
    const { state: pumped } = play(state, { type: 'cast', player: 'p1', card: id('h0'), targets: [[id('bears')]] }, { type: 'resolve' });
    const { state: next, log } = apply(pumped, { type: 'advance', to: 'upkeep' });
    expect('effects' in next).toBe(false);
    expect(power(next, bears(next, id))).toBe(2);
    expect(log.find((e) => e.rule === '514.2')?.text).toBe('“Until end of turn” effects end.');
  });

  it('"creatures you control": the set is fixed as it begins (611.2c), and cited', () => {
    const { state, id } = position(['Inspired Charge'], '{W}{W}{C}{C}');
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('h0') }, { type: 'resolve' });
    expect(after.effects?.[0].affects.objects).toEqual([id('bears')]);
    expect(power(after, objectAt(after, id('giant')))).toBe(3);
    expect(log.find((e) => e.rule === '611.2a')?.also).toEqual(['613.4c', '611.2c']);
  });

  it('"other creatures you control" on a permanent\'s ability: not that permanent', () => {
    const { state, id } = position(['Loxodon Sergeant'], '{C}{C}{C}{W}');
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('h0') }, { type: 'resolve' }, { type: 'resolve' });
    const sergeant = objectAt(after, id('h0', after));
    expect(abilities(after, sergeant).filter((a) => a.kind === 'keyword').map((a) => a.text)).toEqual(['Vigilance']);
    expect(hasKeyword(after, bears(after, id), 'vigilance')).toBe(true);
    expect(after.effects?.[0].affects.objects).toEqual([id('bears')]);
  });

  it('"If ~ was kicked, that creature gets +5/+5 until end of turn instead." (702.33d)', () => {
    const kicked = position(['Explosive Growth'], '{G}{C}{C}{C}{C}{C}');
    const { state: big } = play(kicked.state, { type: 'cast', player: 'p1', card: kicked.id('h0'), targets: [[kicked.id('bears')]], kicker: true }, { type: 'resolve' });
    expect(power(big, bears(big, kicked.id))).toBe(7);
    const plain = position(['Explosive Growth'], '{G}{C}');
    const { state: small } = play(plain.state, { type: 'cast', player: 'p1', card: plain.id('h0'), targets: [[plain.id('bears')]] }, { type: 'resolve' });
    expect(power(small, bears(small, plain.id))).toBe(4);
  });

  it('"Put a +1/+1 counter on target creature you control. It gains hexproof until end of turn.": the same creature', () => {
    const { state, id } = position(['Snakeskin Veil'], '{G}');
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('h0'), targets: [[id('bears')]] }, { type: 'resolve' });
    expect(bears(after, id).counters['+1/+1']).toBe(1);
    expect(hasKeyword(after, bears(after, id), 'hexproof')).toBe(true);
  });
});
