import { describe, expect, it } from 'vitest';
import { deepFreeze, game } from '../scenario/testing';
import { apply } from './apply';
import { rejects } from './expectRejected';
import type { GameState } from './state/state';
import { objectAt, tableSet } from './state/objectTable';

const position = {
  players: [
    {
      name: 'Ann',
      battlefield: [{ card: 'Mountain', id: 'mtn' }, { card: 'Mountain', id: 'tapped', tapped: true }, { card: 'Llanowar Elves', id: 'elves', sick: true }],
      hand: [{ card: 'Lightning Bolt', id: 'bolt' }, { card: 'Divination', id: 'div' }, { card: 'Counterspell', id: 'cs' }],
      library: ['Island'],
    },
    { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Shock', id: 'shock' }] },
  ],
};

describe('apply: illegal actions change nothing and cite their rule', () => {
  const { state, id } = game(position);
  deepFreeze(state);

  it('a spell the pool cannot pay for (601.2h)', () => {
    rejects(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }, '601.2h');
  });
  it('acting without priority (117.1)', () => {
    const e = rejects(state, { type: 'cast', player: 'p2', card: id('shock'), targets: [['p1']] }, '117.1');
    expect(e.reason).toBe("Ben can't cast Shock: Ann holds priority");
  });
  it('an already tapped land (107.5)', () => {
    rejects(state, { type: 'activate', player: 'p1', source: id('tapped'), ability: 0 }, '107.5');
  });
  it('a summoning-sick creature paying {T} (302.6)', () => {
    rejects(state, { type: 'activate', player: 'p1', source: id('elves'), ability: 0 }, '302.6');
  });
  it("another player's permanent (602.2)", () => {
    const { state: s2, id: id2 } = game({ ...position, players: [position.players[0], { name: 'Ben', battlefield: [{ card: 'Forest', id: 'f' }] }] });
    rejects(s2, { type: 'activate', player: 'p1', source: id2('f'), ability: 0 }, '602.2');
  });
  it('a missing or illegal target (601.2c, 115.1)', () => {
    const withMana = apply(state, { type: 'activate', player: 'p1', source: id('mtn'), ability: 0 }).state;
    rejects(withMana, { type: 'cast', player: 'p1', card: id('bolt') }, '601.2c');
    rejects(withMana, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('mtn')]] }, '115.1');
    rejects(withMana, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2', 'p1']] }, '601.2c');
    rejects(withMana, { type: 'cast', player: 'p1', card: id('cs'), targets: [[id('bolt')]] }, '115.1');
  });
  it('an ability that does not exist (602.1)', () => {
    rejects(state, { type: 'activate', player: 'p1', source: id('mtn'), ability: 1 }, '602.1');
  });
  it('a choice with nothing pending, a pass by the wrong player', () => {
    rejects(state, { type: 'choose', answer: 'R' }, '117.1');
    rejects(state, { type: 'pass', player: 'p2' }, '117.1');
    rejects(state, { type: 'resolve' }, '608.1');
  });
  it('X on a spell without {X} (107.3a)', () => {
    rejects(state, { type: 'cast', player: 'p1', card: id('div'), x: 2 }, '107.3a');
  });
});

describe('apply: what legal actions do', () => {
  it('never mutates the state it is given', () => {
    const { state, id } = game(position);
    deepFreeze(state);
    let s = apply(state, { type: 'activate', player: 'p1', source: id('mtn'), ability: 0 }).state;
    s = apply(s, { type: 'cast', player: 'p1', card: id('bolt'), targets: [[id('bears')]] }).state;
    s = apply(s, { type: 'resolve' }).state;
    s = apply(s, { type: 'advance', to: 'end' }).state;
    expect(s.players.p2.graveyard).toHaveLength(1);
    expect(s.turn.step).toBe('end');
  });

  it('keeps unchanged parts of the state shared (structural sharing)', () => {
    const { state, id } = game(position);
    const s = apply(state, { type: 'activate', player: 'p1', source: id('mtn'), ability: 0 }).state;
    expect(s.players.p2).toBe(state.players.p2);
    expect(objectAt(s, id('bears'))).toBe(objectAt(state, id('bears')));
    expect(s.cards).toBe(state.cards);
  });

  it('gives states that survive a JSON round trip', () => {
    const { state, id } = game(position);
    let s = apply(state, { type: 'activate', player: 'p1', source: id('mtn'), ability: 0 }).state;
    s = apply(s, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }).state;
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('a card that changes zones becomes a new object (400.7)', () => {
    const { state, id } = game(position);
    let s = apply(state, { type: 'activate', player: 'p1', source: id('mtn'), ability: 0 }).state;
    s = apply(s, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p2']] }).state;
    expect(objectAt(s, id('bolt'))).toBeUndefined();
    expect(id('bolt', s)).not.toBe(id('bolt'));
    expect(objectAt(s, id('bolt', s)).zone).toBe('stack');
  });

  it('passes priority in turn order among four players, then resolves (117.3d, 117.4)', () => {
    const { state, id } = game({
      players: [
        { name: 'A', hand: [{ card: 'Lightning Bolt', id: 'bolt' }], manaPool: '{R}' },
        { name: 'B' },
        { name: 'C' },
        { name: 'D' },
      ],
    });
    let s = apply(state, { type: 'cast', player: 'p1', card: id('bolt'), targets: [['p3']] }).state;
    const holders: (string | null)[] = [s.turn.priority];
    for (let i = 0; i < 3; i++) {
      s = apply(s, { type: 'pass' }).state;
      holders.push(s.turn.priority);
    }
    expect(holders).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(s.stack).toHaveLength(1);
    s = apply(s, { type: 'pass' }).state;
    expect(s.stack).toHaveLength(0);
    expect(s.players.p3.life).toBe(17);
    expect(s.turn.priority).toBe('p1'); // 117.3b: the active player
  });

  it('a copy of a spell outside the stack ceases to exist (704.5e, 707.10a)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', graveyard: [{ card: 'Shock', id: 'gs' }] }, { name: 'Ben' }] });
    const copied: GameState = { ...state, objects: tableSet(state.objects, { ...objectAt(state, id('gs')), copy: true }) };
    const t = apply(copied, { type: 'pass' });
    expect(objectAt(t.state, id('gs'))).toBeUndefined();
    expect(t.state.players.p1.graveyard).toEqual([]);
    expect(t.log.some((e) => e.rule === '704.5e' && e.also?.includes('707.10a'))).toBe(true);
  });

  it('a creature with haste may pay {T} while summoning sick (302.6, 702.10)', () => {
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Llanowar Elves', id: 'elves', sick: true }] }, { name: 'Ben' }] });
    const elves = objectAt(state, id('elves'));
    const hasty = { ...state.cards['Llanowar Elves'], name: 'Hasty Elves', abilities: [{ kind: 'keyword' as const, keyword: 'haste' as const, text: 'Haste' }, ...state.cards['Llanowar Elves'].abilities] };
    const s: GameState = { ...state, cards: { ...state.cards, 'Hasty Elves': hasty }, objects: tableSet(state.objects, { ...elves, card: 'Hasty Elves' }) };
    rejects(state, { type: 'activate', player: 'p1', source: id('elves'), ability: 0 }, '302.6');
    expect(apply(s, { type: 'activate', player: 'p1', source: id('elves'), ability: 0 }).state.players.p1.manaPool).toEqual([{ type: 'G', amount: 1, source: id('elves') }]);
  });
});

