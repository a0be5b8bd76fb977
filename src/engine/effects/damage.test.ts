// The damage event (120.3) with the keywords of its source and its recipient: lifelink (702.15b),
// deathtouch (702.2b), protection (702.16e), and damage to planeswalkers (120.3c).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { keyword, play, withAbilities } from '../withAbilities';
import type { Tx } from '../state/game';
import { objectAt } from '../state/objectTable';
import { dealDamage } from './damage';

const RED = { protection: { colors: ['R' as const] }, text: 'Protection from red' };

function position(extra: { annHand?: string[]; benField?: { card: string; id: string; counters?: Record<string, number> }[] } = {}) {
  return game({
    players: [
      {
        name: 'Ann',
        manaPool: '{R}{R}{R}',
        battlefield: [{ card: 'Prodigal Pyromancer', id: 'pyro' }],
        hand: (extra.annHand ?? ['Lightning Bolt']).map((card, i) => ({ card, id: `h${i}` })),
      },
      { name: 'Ben', battlefield: extra.benField ?? [{ card: 'Grizzly Bears', id: 'bears' }, { card: 'Hill Giant', id: 'giant' }] },
    ],
  });
}

describe('lifelink (702.15b)', () => {
  it("a spell with lifelink: its controller gains the life as the damage is dealt, in the same event", () => {
    const { state, id } = position();
    const s = withAbilities(state, 'Lightning Bolt', keyword('lifelink'));
    const { state: after, log } = play(s, { type: 'cast', player: 'p1', card: id('h0'), targets: [['p2']] }, { type: 'resolve' });
    expect(after.players.p1.life).toBe(23);
    expect(after.players.p2.life).toBe(17);
    const rules = log.map((e) => e.rule);
    // The gain comes right after the damage, no trigger between them.
    expect(rules[rules.indexOf('120.3a') + 1]).toBe('702.15b');
    expect(log.find((e) => e.rule === '702.15b')?.text).toBe('Lightning Bolt has lifelink: Ann gains 3 life as the damage is dealt (20 → 23).');
  });

  it("a permanent's ability: the source is the permanent, whose lifelink counts", () => {
    const { state, id } = position();
    const s = withAbilities(state, 'Prodigal Pyromancer', keyword('lifelink'));
    const { state: after } = play(s, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('bears')]] }, { type: 'resolve' });
    expect(after.players.p1.life).toBe(21);
    expect(objectAt(after, id('bears', after))?.damage).toBe(1);
  });

  it('a source that has left its zone: its last known information says whether it had lifelink (702.15c)', () => {
    const { state, id } = position();
    const s = withAbilities(state, 'Prodigal Pyromancer', keyword('lifelink'));
    const gone = objectAt(s, id('pyro'));
    const tx: Tx = { s: { ...s, battlefield: s.battlefield.filter((x) => x !== gone.id) }, log: [] };
    dealDamage(tx, 'Prodigal Pyromancer', 'o999', 'p2', 2, { lki: gone });
    expect(tx.s.players.p1.life).toBe(22);
    expect(tx.s.players.p2.life).toBe(18);
  });

  it('prevented damage gains nothing', () => {
    const { state, id } = position();
    const s = withAbilities(withAbilities(state, 'Prodigal Pyromancer', keyword('lifelink')), 'Grizzly Bears', keyword('protection', RED));
    const tx: Tx = { s, log: [] };
    dealDamage(tx, 'Prodigal Pyromancer', id('pyro'), id('bears'), 1);
    expect(tx.s.players.p1.life).toBe(20);
    expect(tx.log.map((e) => e.rule)).toEqual(['702.16e']);
  });
});

describe('deathtouch (702.2b, 704.5h)', () => {
  it('any damage from a source with deathtouch destroys a creature at the next check', () => {
    const { state, id } = position();
    const s = withAbilities(state, 'Prodigal Pyromancer', keyword('deathtouch'));
    const { state: after, log } = play(s, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('giant')]] }, { type: 'resolve' });
    expect(objectAt(after, id('giant', after))?.zone).toBe('graveyard');
    const death = log.find((e) => e.rule === '704.5h');
    expect(death?.also).toEqual(['702.2b']);
    expect(death?.text).toBe("Hill Giant was dealt damage by a source with deathtouch; it is destroyed and put into its owner's graveyard.");
  });

  it('the mark is set by the damage event and only on a creature', () => {
    const { state, id } = position();
    const s = withAbilities(state, 'Prodigal Pyromancer', keyword('deathtouch'));
    const tx: Tx = { s, log: [] };
    dealDamage(tx, 'Prodigal Pyromancer', id('pyro'), id('giant'), 1);
    expect(objectAt(tx.s, id('giant')).deathtouched).toBe(true);
    dealDamage(tx, 'Prodigal Pyromancer', id('pyro'), 'p2', 1);
    expect(tx.log.map((e) => e.rule)).toEqual(['120.3e', '120.3a']);
    expect(tx.log[0].also).toEqual(['702.2b']);
  });

  it('a source sacrificed to pay the cost: its last known information had deathtouch (702.2e)', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', battlefield: [{ card: 'Mogg Fanatic', id: 'fanatic' }] }, { name: 'Ben', battlefield: [{ card: 'Hill Giant', id: 'giant' }] }],
    });
    const s = withAbilities(state, 'Mogg Fanatic', keyword('deathtouch'), keyword('lifelink'));
    const { state: after } = play(s, { type: 'activate', player: 'p1', source: id('fanatic'), ability: 0, targets: [[id('giant')]] }, { type: 'resolve' });
    expect(objectAt(after, id('fanatic', after))?.zone).toBe('graveyard');
    expect(objectAt(after, id('giant', after))?.zone).toBe('graveyard');
    expect(after.players.p1.life).toBe(21);
  });

  it('without deathtouch, 1 damage to a 3/3 leaves it on the battlefield', () => {
    const { state, id } = position();
    const { state: after } = play(state, { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('giant')]] }, { type: 'resolve' });
    expect(objectAt(after, id('giant', after))?.zone).toBe('battlefield');
    expect(objectAt(after, id('giant', after))?.deathtouched).toBeUndefined();
  });
});

describe('protection prevents damage (702.16e)', () => {
  it('Pyroclasm: the creature with protection from red takes none; the other dies', () => {
    const { state, id } = position({ annHand: ['Pyroclasm'] });
    const s = withAbilities(state, 'Grizzly Bears', keyword('protection', RED));
    const { state: after, log } = play(s, { type: 'cast', player: 'p1', card: id('h0') }, { type: 'resolve' });
    const bears = objectAt(after, id('bears', after));
    expect(bears?.zone).toBe('battlefield');
    expect(bears?.damage).toBe(0);
    expect(log.find((e) => e.rule === '702.16e')?.text).toBe('2 damage that Pyroclasm would deal to Grizzly Bears is prevented: it has protection from red.');
    // Hill Giant (3/3) took 2 and lives; Prodigal Pyromancer (1/1) died.
    expect(objectAt(after, id('giant', after))?.damage).toBe(2);
    expect(objectAt(after, id('pyro', after))?.zone).toBe('graveyard');
  });

  it('protection from a color the source lacks prevents nothing', () => {
    const { state, id } = position({ annHand: ['Pyroclasm'] });
    const s = withAbilities(state, 'Grizzly Bears', keyword('protection', { protection: { colors: ['B'] } }));
    const { state: after } = play(s, { type: 'cast', player: 'p1', card: id('h0') }, { type: 'resolve' });
    expect(objectAt(after, id('bears', after))?.zone).toBe('graveyard');
  });
});

describe('damage to a planeswalker (120.3c, 704.5i)', () => {
  const walker = [{ card: 'Jace Beleren', id: 'jace', counters: { loyalty: 3 } }];

  it('removes that many loyalty counters and marks no damage', () => {
    const { state, id } = position({ benField: walker });
    const tx: Tx = { s: state, log: [] };
    dealDamage(tx, 'Prodigal Pyromancer', id('pyro'), id('jace'), 2);
    expect(objectAt(tx.s, id('jace'))).toMatchObject({ damage: 0, counters: { loyalty: 1 } });
    expect(tx.log[0]).toMatchObject({ rule: '120.3c', text: 'Prodigal Pyromancer deals 2 damage to Jace Beleren; 2 loyalty counters are removed from it (3 → 1).' });
  });

  it('Lightning Bolt: a planeswalker left with loyalty 0 is put into its owner\'s graveyard', () => {
    const { state, id } = position({ benField: walker });
    const { state: after, log } = play(state, { type: 'cast', player: 'p1', card: id('h0'), targets: [[id('jace')]] }, { type: 'resolve' });
    expect(objectAt(after, id('jace', after))?.zone).toBe('graveyard');
    expect(log.find((e) => e.rule === '704.5i')?.text).toBe("Jace Beleren has loyalty 0; it is put into its owner's graveyard.");
  });
});
