import { describe, expect, it } from 'vitest';
import { rejects } from '../expectRejected';
import { objectAt } from '../state/objectTable';
import type { GameState } from '../state/state';
import type { Creature } from './combatTesting';
import { combatGame, play } from './combatTesting';
import { lethalDamage } from './combatDamage';

/** Ann attacks Ben with every attacker; Ben blocks as `blocks` says (blocker label → attacker label); the game goes on to `to`. */
function fight(attackers: Creature[], blockers: Creature[], blocks: Record<string, string>, to: 'combatDamage' | 'firstStrikeDamage' | 'declareBlockers' = 'combatDamage') {
  const { state, id } = combatGame({ Ann: attackers, Ben: blockers });
  let s = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: Object.fromEntries(attackers.map((a) => [id(a.id), 'p2'])) }).state;
  s = play(s, { type: 'advance', to: 'declareBlockers' }).state;
  if (s.choice?.kind === 'blockers') s = play(s, { type: 'choose', answer: Object.fromEntries(Object.entries(blocks).map(([b, a]) => [id(b), id(a)])) }).state;
  const { state: at, log } = to === 'declareBlockers' ? { state: s, log: [] } : play(s, { type: 'advance', to });
  return { s: at, id, log };
}

const life = (s: GameState) => s.players.p2.life;

describe('combat damage (510)', () => {
  it('an attacker blocked by two creatures: its controller divides its damage freely among them (510.1c)', () => {
    const { s, id } = fight([{ id: 'giant', power: 4, toughness: 4 }], [{ id: 'a', power: 1, toughness: 2 }, { id: 'b', power: 1, toughness: 3 }], { a: 'giant', b: 'giant' });
    expect(s.choice?.kind).toBe('damage');
    expect(s.choice?.player).toBe('p1');
    expect(s.choice?.combat).toEqual({ kind: 'damage', source: id('giant'), amount: 4, recipients: [{ id: id('a'), lethal: 2 }, { id: id('b'), lethal: 3 }] });
    expect(rejects(s, { type: 'choose', answer: { [id('a')]: 2, [id('b')]: 1 } }, '510.1a').message).toMatch(/equal to its power, 4: the amounts add up to 3/);
    rejects(s, { type: 'choose', answer: { [id('a')]: 2, [id('b')]: 3 } }, '510.1a');
    rejects(s, { type: 'choose', answer: { [id('a')]: 2, p2: 2 } }, '510.1c');
    rejects(s, { type: 'choose', answer: { [id('a')]: -1, [id('b')]: 5 } }, '510.1a');
    // No damage assignment order: all of it to the second blocker is legal (510.1c).
    const { state: after, log } = play(s, { type: 'choose', answer: { [id('b')]: 4 } });
    expect(objectAt(after, id('b'))).toBeUndefined();
    expect(objectAt(after, id('a'))).toBeDefined();
    expect(objectAt(after, id('giant')).damage).toBe(2);
    expect(log.find((e) => e.rule === '510.2')?.text).toBe('Combat damage is dealt, all at once: Test giant deals 4 to Test b; Test a deals 1 to Test giant; Test b deals 1 to Test giant.');
  });

  it('trample: damage to the player only once every blocker is assigned lethal damage (702.19b)', () => {
    const { s, id } = fight([{ id: 'wurm', power: 5, toughness: 5, keywords: ['trample'] }], [{ id: 'chump', power: 1, toughness: 2 }], { chump: 'wurm' });
    expect(s.choice?.combat).toEqual({ kind: 'damage', source: id('wurm'), amount: 5, recipients: [{ id: id('chump'), lethal: 2 }, { id: 'p2', lethal: 20 }], excessTo: 'p2' });
    expect(rejects(s, { type: 'choose', answer: { [id('chump')]: 1, p2: 4 } }, '702.19b').message).toMatch(/Test chump needs 2/);
    const { state: after, log } = play(s, { type: 'choose', answer: { [id('chump')]: 2, p2: 3 } });
    expect(life(after)).toBe(17);
    expect(log.some((e) => e.rule === '702.19' && e.also?.includes('702.19b'))).toBe(true);
    // Assigning more than lethal to the blocker is allowed.
    expect(life(play(s, { type: 'choose', answer: { [id('chump')]: 5 } }).state)).toBe(20);
  });

  it('trample counts damage already marked, and deathtouch makes 1 lethal (702.19b, 702.2c)', () => {
    const marked = fight([{ id: 'wurm', power: 5, keywords: ['trample'] }], [{ id: 'wall', power: 0, toughness: 4, damage: 3 }], { wall: 'wurm' }).s;
    expect(marked.choice?.combat).toMatchObject({ recipients: [{ lethal: 1 }, { id: 'p2' }] });
    const dt = fight([{ id: 'wurm', power: 5, keywords: ['trample', 'deathtouch'] }], [{ id: 'wall', power: 0, toughness: 4 }], { wall: 'wurm' });
    expect(dt.s.choice?.combat).toMatchObject({ recipients: [{ lethal: 1 }, { id: 'p2' }] });
    expect(life(play(dt.s, { type: 'choose', answer: { [dt.id('wall')]: 1, p2: 4 } }).state)).toBe(16);
  });

  it('lethal damage counts damage assigned by earlier assignments in the same step (702.19b)', () => {
    const { s, id } = fight([{ id: 'x' }], [{ id: 'wall', power: 0, toughness: 4, damage: 1 }], { wall: 'x' }, 'declareBlockers');
    const wall = objectAt(s, id('wall'));
    expect(lethalDamage(s, wall, [], false)).toBe(3);
    expect(lethalDamage(s, wall, [{ source: 'other', to: { [wall.id]: 2 } }], false)).toBe(1);
    expect(lethalDamage(s, wall, [{ source: 'other', to: { [wall.id]: 3 } }], true)).toBe(0);
    expect(lethalDamage(s, wall, [], true)).toBe(1);
  });

  it('a trampler with no more damage than is lethal to its one blocker is not asked', () => {
    const { s, id } = fight([{ id: 'wurm', power: 3, keywords: ['trample'] }], [{ id: 'wall', power: 0, toughness: 4 }], { wall: 'wurm' });
    expect(s.choice).toBeNull();
    expect(objectAt(s, id('wall')).damage).toBe(3);
    expect(life(s)).toBe(20);
  });

  it('a blocked attacker stays blocked when its blocker leaves: no damage without trample, all to the player with it (509.1h, 702.19d)', () => {
    for (const [keywords, expected] of [[[], 20], [['trample'], 15]] as const) {
      const { s, id } = fight([{ id: 'wurm', power: 5, keywords: [...keywords] }], [{ id: 'chump' }], { chump: 'wurm' }, 'declareBlockers');
      const gone = play(s, { type: 'edit', op: 'move', object: id('chump'), to: 'graveyard' }).state;
      expect(gone.combat?.attackers[0]).toMatchObject({ blocked: true, blockedBy: [] });
      expect(gone.combat?.blockers).toEqual([]);
      const after = play(gone, { type: 'advance', to: 'combatDamage' }).state;
      expect(life(after)).toBe(expected);
    }
  });

  it('first strike: the first striker deals its damage first, and a blocker it destroys deals none (510.4, 702.7b)', () => {
    const { s, id, log } = fight([{ id: 'knight', power: 2, toughness: 2, keywords: ['first strike'] }], [{ id: 'bear', power: 2, toughness: 2 }], { bear: 'knight' }, 'firstStrikeDamage');
    expect(s.turn.step).toBe('firstStrikeDamage');
    expect(objectAt(s, id('bear'))).toBeUndefined();
    expect(log.find((e) => e.rule === '510.2')?.text).toBe('First-strike combat damage is dealt, all at once: Test knight deals 2 to Test bear.');
    const after = play(s, { type: 'advance', to: 'endOfCombat' }).state;
    expect(objectAt(after, id('knight')).damage).toBe(0);
  });

  it('double strike deals damage in both steps; first strike only in the first (702.4b, 510.4)', () => {
    const { s } = fight([{ id: 'ds', power: 2, keywords: ['double strike'] }, { id: 'fs', power: 1, keywords: ['first strike'] }, { id: 'plain', power: 3 }], [], {}, 'firstStrikeDamage');
    expect(life(s)).toBe(17);
    const after = play(s, { type: 'advance', to: 'combatDamage' }).state;
    expect(life(after)).toBe(12);
    expect(after.combat?.dealtFirstStrike.length).toBe(2);
  });

  it('with no first or double strike there is no first-strike step: advancing to it is refused (510.4)', () => {
    const { s } = fight([{ id: 'bear' }], [], {}, 'declareBlockers');
    const e = rejects(s, { type: 'advance', to: 'firstStrikeDamage' }, '510.4');
    expect(e.message).toMatch(/no first-strike combat damage step/);
    expect(play(s, { type: 'advance', to: 'combatDamage' }).state.turn.step).toBe('combatDamage');
  });

  it('an unblocked attacker of a planeswalker assigns its damage to it (510.1b); once the planeswalker is gone it attacks nothing (506.4c)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear', power: 2 }], Ben: [{ id: 'jace', loyalty: 3 }] });
    const attacked = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('bear')]: id('jace') } }).state;
    const { log } = play(attacked, { type: 'advance', to: 'combatDamage' });
    expect(log.find((e) => e.rule === '510.2')?.text).toBe('Combat damage is dealt, all at once: Test bear deals 2 to Test jace.');
    const { state: gone, log: removed } = play(attacked, { type: 'edit', op: 'move', object: id('jace'), to: 'graveyard' });
    expect(gone.combat?.attackers[0].attacks).toBeNull();
    expect(removed.some((e) => e.rule === '506.4' && e.also?.includes('506.4c'))).toBe(true);
    const after = play(gone, { type: 'advance', to: 'combatDamage' });
    expect(after.log.find((e) => e.rule === '510.2')?.text).toBe('No combat damage is dealt.');
    expect(life(after.state)).toBe(20);
  });

  it('"whenever ~ deals combat damage to a player" triggers with that player and the amount (510.3a)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'rogue', power: 3 }], Ben: [] });
    const name = 'Test rogue';
    const cards = { ...state.cards, [name]: { ...state.cards[name], abilities: [{ kind: 'triggered' as const, text: 'Whenever this creature deals combat damage to a player, you draw a card.', trigger: { event: 'combatDamageToPlayer' as const }, effects: [{ kind: 'draw' as const, who: { who: 'controller' as const }, count: 1 }] }] } };
    const s = play({ ...state, cards }, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('rogue')]: 'p2' } }, { type: 'advance', to: 'combatDamage' }).state;
    expect(s.stack.length).toBe(1);
    expect(objectAt(s, s.stack[0]).stackItem?.event).toMatchObject({ player: 'p2', count: 3 });
  });

  it('0 power assigns no damage (510.1a)', () => {
    const { s, id } = fight([{ id: 'wall', power: 0, toughness: 4 }], [{ id: 'bear' }], { bear: 'wall' });
    expect(objectAt(s, id('bear')).damage).toBe(0);
    expect(objectAt(s, id('wall')).damage).toBe(2);
  });
});
