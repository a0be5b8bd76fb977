// Regeneration (701.19): "{B}: Regenerate ~." gives a shield that replaces the next destruction
// this turn (701.19a), by an effect (701.8a) or by lethal damage or deathtouch (704.5g, 704.5h);
// "can't be regenerated" keeps it from applying (701.19c); it ends in the cleanup step (514.2). A
// creature put into the graveyard for toughness 0 (704.5f) is not destroyed: no shield applies.
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { keyword, play, withAbilities } from '../withAbilities';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';
import type { Action } from '../actions';

// Drudge Skeletons: 1/1, "{B}: Regenerate this creature."
function position(hand: string[], mana = '{B}{B}{B}{B}{B}{R}{R}{R}{W}{W}{W}{W}') {
  return game({
    players: [
      { name: 'Ann', manaPool: mana, battlefield: [{ card: 'Drudge Skeletons', id: 'skeletons' }, { card: 'Prodigal Pyromancer', id: 'pyro' }], hand: hand.map((card, i) => ({ card, id: `spell${i}` })) },
      { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] },
    ],
  });
}

const shield = (id: (l: string) => string): Action[] => [{ type: 'activate', player: 'p1', source: id('skeletons'), ability: 0 }, { type: 'resolve' }];

describe('regeneration shields (701.19a)', () => {
  it('"Regenerate ~" gives its source a shield, and the log says what it will do', () => {
    const { state, id } = position([]);
    const { state: after, log } = play(state, ...shield(id));
    expect(objectAt(after, id('skeletons')).regenerationShields).toBe(1);
    expect(log.find((e) => e.rule === '701.19a')?.text).toBe(
      "Drudge Skeletons regenerates itself: the next time it would be destroyed this turn, instead all damage marked on it is removed and its controller taps it, and if it's an attacking or blocking creature it is removed from combat (one regeneration shield on it).",
    );
  });

  it('"Destroy target creature": it is tapped, its damage removed, and it stays; the shield is used', () => {
    const { state, id } = position(['Murder']);
    const { state: hurt } = play(state, ...shield(id), { type: 'edit', op: 'damage', object: id('skeletons'), damage: 0 });
    const { state: after, log } = play(hurt, { type: 'cast', player: 'p1', card: id('spell0'), targets: [[id('skeletons')]] }, { type: 'resolve' });
    const o = objectAt(after, id('skeletons'));
    expect(o).toMatchObject({ zone: 'battlefield', tapped: true, damage: 0 });
    expect('regenerationShields' in o).toBe(false);
    expect(log.find((e) => e.rule === '701.19a')).toMatchObject({
      also: ['701.8a'],
      text: "Murder would destroy Drudge Skeletons, but it regenerates instead: all damage marked on Drudge Skeletons is removed and Ann taps it; it stays on the battlefield (no regeneration shield left).",
    });
    expect(log.some((e) => e.rule === '701.8a')).toBe(false);
  });

  it('without a shield, the same spell destroys it', () => {
    const { state, id } = position(['Murder']);
    const { state: after } = play(state, { type: 'cast', player: 'p1', card: id('spell0'), targets: [[id('skeletons')]] }, { type: 'resolve' });
    expect(objectAt(after, id('skeletons'))).toBeUndefined();
    expect(objectAt(after, id('skeletons', after)).zone).toBe('graveyard');
  });

  it('"It can\'t be regenerated." (Terminate): the shield doesn\'t apply, and it is destroyed (701.19c)', () => {
    const { state, id } = position(['Terminate']);
    const { state: after, log } = play(state, ...shield(id), { type: 'cast', player: 'p1', card: id('spell0'), targets: [[id('skeletons')]] }, { type: 'resolve' });
    expect(objectAt(after, id('skeletons', after)).zone).toBe('graveyard');
    expect(log.find((e) => e.rule === '701.19c')?.text).toBe("Drudge Skeletons can't be regenerated: its regeneration shield can't apply.");
    expect(log.some((e) => e.rule === '701.8a')).toBe(true);
  });

  it('"They can\'t be regenerated." (Wrath of God): no shield applies to any of them', () => {
    const { state, id } = position(['Wrath of God']);
    const { state: after } = play(state, ...shield(id), { type: 'cast', player: 'p1', card: id('spell0') }, { type: 'resolve' });
    expect(after.battlefield).toEqual([]);
  });

  it('lethal damage (704.5g): the state-based action is replaced; damage removed, tapped', () => {
    const { state, id } = position(['Lightning Bolt']);
    const { state: after, log } = play(state, ...shield(id), { type: 'cast', player: 'p1', card: id('spell0'), targets: [[id('skeletons')]] }, { type: 'resolve' });
    expect(objectAt(after, id('skeletons'))).toMatchObject({ zone: 'battlefield', tapped: true, damage: 0 });
    expect(log.find((e) => e.rule === '701.19a' && e.also)).toMatchObject({
      also: ['704.5g'],
      text: 'Drudge Skeletons has 3 damage marked and toughness 1: lethal damage, so it would be destroyed, but it regenerates instead: all damage marked on Drudge Skeletons is removed and Ann taps it; it stays on the battlefield (no regeneration shield left).',
    });
    expect(log.some((e) => e.rule === '704.5g')).toBe(false);
  });

  it('deathtouch (704.5h): replaced too, and the mark is forgotten with that check', () => {
    const { state, id } = position([]);
    const s = withAbilities(state, 'Prodigal Pyromancer', keyword('deathtouch'));
    // A 1/1: the ping is lethal damage and deathtouch at once, one event (704.5g, 704.5h).
    const { state: after, log } = play(s, ...shield(id), { type: 'activate', player: 'p1', source: id('pyro'), ability: 0, targets: [[id('skeletons')]] }, { type: 'resolve' });
    const o = objectAt(after, id('skeletons'));
    expect(o).toMatchObject({ zone: 'battlefield', tapped: true, damage: 0 });
    expect('deathtouched' in o).toBe(false);
    expect(log.find((e) => e.rule === '701.19a' && e.also)?.also).toEqual(['704.5g', '704.5h', '702.2b']);
  });

  it('two shields replace two destructions; the third destroys it', () => {
    const { state, id } = position(['Murder', 'Murder', 'Murder'], '{B}{B}{B}{B}{B}{B}{B}{B}{C}{C}{C}');
    const { state: two } = play(state, ...shield(id), ...shield(id));
    expect(objectAt(two, id('skeletons')).regenerationShields).toBe(2);
    const kill = (n: number, s: GameState) => play(s, { type: 'cast', player: 'p1', card: id(`spell${n}`), targets: [[id('skeletons', s)]] }, { type: 'resolve' });
    const first = kill(0, two);
    expect(objectAt(first.state, id('skeletons')).regenerationShields).toBe(1);
    expect(first.log.find((e) => e.rule === '701.19a')?.text).toContain('(one regeneration shield left)');
    const second = kill(1, first.state);
    expect(objectAt(second.state, id('skeletons'))).toMatchObject({ zone: 'battlefield', tapped: true });
    const third = kill(2, second.state);
    expect(objectAt(third.state, id('skeletons', third.state)).zone).toBe('graveyard');
  });

  it('shields end in the cleanup step (514.2): next turn the creature is destroyed', () => {
    const { state, id } = position(['Murder']);
    const { state: shielded } = play(state, ...shield(id));
    const { state: next, log } = play(shielded, { type: 'advance', to: 'upkeep' });
    expect(next.turn.active).toBe('p2');
    expect('regenerationShields' in objectAt(next, id('skeletons'))).toBe(false);
    expect(log.find((e) => e.rule === '514.2' && e.text.startsWith('Regeneration'))?.text).toBe('Regeneration shields not used this turn end (Drudge Skeletons).');
  });

  it('toughness 0 (704.5f) is not destruction: the shield stays unused and the creature goes', () => {
    const { state, id } = position([]);
    const { state: shielded } = play(state, ...shield(id));
    const { state: after, log } = play(shielded, { type: 'edit', op: 'counters', object: id('skeletons'), counters: { '-1/-1': 1 } }, { type: 'pass' });
    expect(objectAt(after, id('skeletons', after)).zone).toBe('graveyard');
    expect(log.some((e) => e.rule === '704.5f')).toBe(true);
    expect(log.some((e) => e.rule === '701.19a')).toBe(false);
  });

  it('indestructible: nothing would destroy it, so the shield is not used (702.12b)', () => {
    const { state, id } = position(['Murder']);
    const s = withAbilities(state, 'Drudge Skeletons', keyword('indestructible'));
    const { state: after } = play(s, ...shield(id), { type: 'cast', player: 'p1', card: id('spell0'), targets: [[id('skeletons')]] }, { type: 'resolve' });
    expect(objectAt(after, id('skeletons'))).toMatchObject({ tapped: false, regenerationShields: 1 });
  });

  it('the shield belongs to the object (400.7): it is gone when the card comes back', () => {
    const { state, id } = position([]);
    const { state: shielded } = play(state, ...shield(id));
    const { state: inHand } = play(shielded, { type: 'edit', op: 'move', object: id('skeletons'), to: 'hand' });
    const { state: back } = play(inHand, { type: 'edit', op: 'move', object: id('skeletons', inHand), to: 'battlefield' });
    expect(objectAt(back, id('skeletons', back)).zone).toBe('battlefield');
    expect(objectAt(back, id('skeletons', back)).regenerationShields).toBeUndefined();
  });

  it('"Regenerate target creature" shields the creature targeted', () => {
    const { state, id } = game({
      players: [{ name: 'Ann', manaPool: '{C}{C}{C}', battlefield: [{ card: 'Herbal Poultice', id: 'poultice' }] }, { name: 'Ben', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }],
    });
    const { state: after, log } = play(state, { type: 'activate', player: 'p1', source: id('poultice'), ability: 0, targets: [[id('bears')]] }, { type: 'resolve' });
    expect(objectAt(after, id('bears')).regenerationShields).toBe(1);
    expect(log.find((e) => e.rule === '701.19a')?.text).toMatch(/^Herbal Poultice regenerates Grizzly Bears: the next time it would be destroyed this turn/);
  });

  describe('"Target creature can\'t be regenerated this turn." (701.19c)', () => {
    function barred(hand: string[]) {
      return game({
        players: [
          { name: 'Ann', manaPool: '{R}{R}{B}{B}{B}{B}{C}{C}', battlefield: [{ card: 'Furnace Brood', id: 'brood' }], hand: hand.map((card, i) => ({ card, id: `spell${i}` })) },
          { name: 'Ben', manaPool: '{B}{B}', battlefield: [{ card: 'Drudge Skeletons', id: 'skeletons' }] },
        ],
      });
    }
    const benShields = (id: (l: string) => string): Action[] => [{ type: 'pass' }, { type: 'activate', player: 'p2', source: id('skeletons'), ability: 0 }, { type: 'resolve' }];

    it('shields made before or after it don\'t apply: Murder destroys the creature', () => {
      const { state, id } = barred(['Murder']);
      const { state: after, log } = play(
        state,
        ...benShields(id),
        { type: 'activate', player: 'p1', source: id('brood'), ability: 0, targets: [[id('skeletons')]] },
        { type: 'resolve' },
        ...benShields(id),
        { type: 'cast', player: 'p1', card: id('spell0'), targets: [[id('skeletons')]] },
        { type: 'resolve' },
      );
      expect(log.find((e) => e.rule === '701.19c')?.text).toBe("Furnace Brood: Drudge Skeletons can't be regenerated this turn; regeneration shields on it don't apply.");
      expect(log.filter((e) => e.rule === '701.19c').map((e) => e.text)).toContain("Drudge Skeletons can't be regenerated: its regeneration shields can't apply.");
      expect(objectAt(after, id('skeletons', after)).zone).toBe('graveyard');
    });

    it('it ends in the cleanup step (514.2): the next turn a shield applies again', () => {
      const { state, id } = barred(['Murder']);
      const { state: marked } = play(state, { type: 'activate', player: 'p1', source: id('brood'), ability: 0, targets: [[id('skeletons')]] }, { type: 'resolve' });
      expect(objectAt(marked, id('skeletons')).cantBeRegenerated).toBe(true);
      const { state: next, log } = play(marked, { type: 'advance', to: 'upkeep' });
      expect('cantBeRegenerated' in objectAt(next, id('skeletons'))).toBe(false);
      expect(log.some((e) => e.rule === '514.2' && e.text.startsWith('"Can\'t be regenerated this turn" ends'))).toBe(true);
    });

    it('"deals 1 damage to target creature. It can\'t be regenerated this turn." (Engulfing Flames): the damage, then the mark, then 704.5g', () => {
      const { state, id } = barred(['Engulfing Flames']);
      const { state: after, log } = play(state, ...benShields(id), { type: 'cast', player: 'p1', card: id('spell0'), targets: [[id('skeletons')]] }, { type: 'resolve' });
      expect(objectAt(after, id('skeletons', after)).zone).toBe('graveyard');
      expect(log.some((e) => e.rule === '704.5g')).toBe(true);
    });
  });
});
