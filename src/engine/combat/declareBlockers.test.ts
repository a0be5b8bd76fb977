import { describe, expect, it } from 'vitest';
import { rejects } from '../expectRejected';
import type { GameState } from '../state/state';
import { objectAt } from '../state/objectTable';
import type { Creature } from './combatTesting';
import { attackAndBlock, combatGame, play } from './combatTesting';

/** Ann attacks Ben with `attackers` (all of them, at Ben); the game stops with Ben's blockers choice pending. */
function blocking(attackers: Creature[], blockers: Creature[]): { s: GameState; id: (l: string) => string } {
  const { state, id } = combatGame({ Ann: attackers, Ben: blockers });
  const s = play(
    state,
    { type: 'advance', to: 'declareAttackers' },
    { type: 'choose', answer: Object.fromEntries(attackers.map((a) => [id(a.id), 'p2'])) },
    { type: 'advance', to: 'declareBlockers' },
  ).state;
  return { s, id };
}

describe('declaring blockers (509.1)', () => {
  it('asks the defending player, records the block, and the attacker becomes blocked (509.1h)', () => {
    const { s, id } = blocking([{ id: 'bear' }], [{ id: 'wall' }]);
    expect(s.choice?.kind).toBe('blockers');
    expect(s.choice?.player).toBe('p2');
    expect(s.choice?.combat).toEqual({ kind: 'blockers', creatures: [id('wall')], attackers: [id('bear')] });
    const { state: after, log } = play(s, { type: 'choose', answer: { [id('wall')]: id('bear') } });
    expect(after.combat?.blockers).toEqual([{ id: id('wall'), player: 'p2', blocks: [id('bear')] }]);
    expect(after.combat?.attackers[0]).toMatchObject({ blocked: true, blockedBy: [id('wall')] });
    expect(log.find((e) => e.rule === '509.1')?.text).toBe("Ben declares Test wall blocking Ann's Test bear.");
  });

  it('flying: blocked only by a creature with flying or reach (702.9b)', () => {
    const { s, id } = blocking([{ id: 'bird', keywords: ['flying'] }], [{ id: 'bear' }, { id: 'spider', keywords: ['reach'] }, { id: 'drake', keywords: ['flying'] }]);
    const e = rejects(s, { type: 'choose', answer: { [id('bear')]: id('bird') } }, '702.9b');
    expect(e.message).toBe("Test bear can't block Test bird: Test bird has flying, and Test bear has neither flying nor reach (702.9b)");
    expect(play(s, { type: 'choose', answer: { [id('spider')]: id('bird') } }).state.combat?.attackers[0].blocked).toBe(true);
    expect(play(s, { type: 'choose', answer: { [id('drake')]: id('bird') } }).state.combat?.attackers[0].blocked).toBe(true);
  });

  it('a defending player with only creatures that can\'t block the attackers is not asked', () => {
    const { s } = blocking([{ id: 'bird', keywords: ['flying'] }], [{ id: 'bear' }]);
    expect(s.choice).toBeNull();
    expect(s.turn.step).toBe('declareBlockers');
    expect(s.combat?.blockersDeclared).toEqual(['p2']);
  });

  it('menace: one blocker is refused, two are accepted (702.111b)', () => {
    const { s, id } = blocking([{ id: 'brute', keywords: ['menace'] }], [{ id: 'a' }, { id: 'b' }]);
    expect(rejects(s, { type: 'choose', answer: { [id('a')]: id('brute') } }, '702.111b').message).toMatch(/can't be blocked except by two or more creatures/);
    const after = play(s, { type: 'choose', answer: { [id('a')]: id('brute'), [id('b')]: id('brute') } }).state;
    expect(after.combat?.attackers[0].blockedBy).toEqual([id('a'), id('b')]);
  });

  it('menace against a single possible blocker: declaring none is the only legal declaration, not asked', () => {
    const { s } = blocking([{ id: 'brute', keywords: ['menace'] }], [{ id: 'a' }]);
    expect(s.choice).toBeNull();
  });

  it('refuses a tapped blocker (509.1a), one that can\'t block (509.1b), an unblockable attacker, and block-only-fliers', () => {
    const { s, id } = blocking(
      [{ id: 'bear' }, { id: 'rogue', rules: { cantBeBlocked: true } }],
      [{ id: 'tapped', tapped: true }, { id: 'coward', rules: { cantBlock: true } }, { id: 'archer', rules: { canBlockOnlyFlying: true } }, { id: 'wall' }],
    );
    rejects(s, { type: 'choose', answer: { [id('tapped')]: id('bear') } }, '509.1a');
    rejects(s, { type: 'choose', answer: { [id('coward')]: id('bear') } }, '509.1b');
    expect(rejects(s, { type: 'choose', answer: { [id('wall')]: id('rogue') } }, '509.1b').message).toMatch(/Test rogue can't be blocked/);
    expect(rejects(s, { type: 'choose', answer: { [id('archer')]: id('bear') } }, '509.1b').message).toMatch(/can block only creatures with flying/);
  });

  it('a creature blocks one attacker: a list of two is refused (509.1a); a list of one is accepted', () => {
    const { s, id } = blocking([{ id: 'x' }, { id: 'y' }], [{ id: 'wall' }]);
    rejects(s, { type: 'choose', answer: { [id('wall')]: [id('x'), id('y')] } }, '509.1a');
    rejects(s, { type: 'choose', answer: { [id('wall')]: id('wall') } }, '509.1a');
    expect(play(s, { type: 'choose', answer: { [id('wall')]: [id('y')] } }).state.combat?.blockers[0].blocks).toEqual([id('y')]);
  });

  it('protection: an attacker with protection from creatures can\'t be blocked by creatures (702.16f)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'knight' }], Ben: [{ id: 'wall' }, { id: 'other' }] });
    const name = Object.keys(state.cards).find((n) => n === 'Test knight')!;
    const cards = { ...state.cards, [name]: { ...state.cards[name], abilities: [{ kind: 'keyword' as const, keyword: 'protection' as const, text: 'Protection from creatures', protection: { types: ['Creature' as const] } }] } };
    const s = play({ ...state, cards }, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('knight')]: 'p2' } }, { type: 'advance', to: 'declareBlockers' }).state;
    // No legal block at all: Ben is not asked.
    expect(s.choice).toBeNull();
    const forced = { ...s, choice: { kind: 'blockers' as const, player: 'p2', prompt: '', rule: '509.1', options: [], then: { op: 'declareBlockers' as const, player: 'p2' } } };
    rejects(forced, { type: 'choose', answer: { [id('wall')]: id('knight') } }, '702.16f');
  });

  it('a creature that blocks each combat if able must block (509.1c)', () => {
    const { s, id } = blocking([{ id: 'bear' }], [{ id: 'guard', rules: { blocksEachCombat: true } }, { id: 'wall' }]);
    rejects(s, { type: 'choose', answer: {} }, '509.1c');
    rejects(s, { type: 'choose', answer: { [id('wall')]: id('bear') } }, '509.1c');
    expect(play(s, { type: 'choose', answer: { [id('guard')]: id('bear') } }).state.combat?.blockers.length).toBe(1);
  });

  it('advance declares no blockers on its way, unless a requirement makes that illegal', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }], Ben: [{ id: 'wall' }] });
    const attacked = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('bear')]: 'p2' } }).state;
    const s = play(attacked, { type: 'advance', to: 'endOfCombat' }).state;
    expect(s.turn.step).toBe('endOfCombat');
    expect(s.players.p2.life).toBe(18);
    const { state: g2, id: id2 } = combatGame({ Ann: [{ id: 'bear' }], Ben: [{ id: 'guard', rules: { blocksEachCombat: true } }] });
    const a2 = play(g2, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id2('bear')]: 'p2' } }).state;
    const stopped = play(a2, { type: 'advance', to: 'endOfCombat' }).state;
    expect(stopped.turn.step).toBe('declareBlockers');
    expect(stopped.choice?.kind).toBe('blockers');
  });

  it('three players: each opponent is a defending player and declares in APNAP order (802.2, 802.4)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'x' }, { id: 'y' }], Ben: [{ id: 'bw' }], Cid: [{ id: 'cw' }] });
    const at = play(state, { type: 'advance', to: 'declareAttackers' }).state;
    expect(at.choice?.combat).toMatchObject({ defenders: ['p2', 'p3'] });
    const s = play(at, { type: 'choose', answer: { [id('x')]: 'p2', [id('y')]: 'p3' } }, { type: 'advance', to: 'declareBlockers' }).state;
    expect(s.choice?.player).toBe('p2');
    // Ben's creature may block only the creature attacking Ben (509.1a).
    rejects(s, { type: 'choose', answer: { [id('bw')]: id('y') } }, '509.1a');
    const s2 = play(s, { type: 'choose', answer: { [id('bw')]: id('x') } }).state;
    expect(s2.choice?.player).toBe('p3');
    const s3 = play(s2, { type: 'choose', answer: { [id('cw')]: id('y') } }).state;
    expect(s3.combat?.blockers.map((b) => b.player)).toEqual(['p2', 'p3']);
    expect(s3.combat?.attackers.every((a) => a.blocked)).toBe(true);
  });

  it('"whenever ~ blocks" (509.3a) and "whenever ~ becomes blocked" (509.3c) trigger once each as blockers are declared', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'brute', keywords: ['menace'] }], Ben: [{ id: 'a' }, { id: 'b' }] });
    const gain = (event: 'blocks' | 'becomesBlocked') => [{ kind: 'triggered' as const, text: `Whenever this creature ${event}, you gain 1 life.`, trigger: { event }, effects: [{ kind: 'gainLife' as const, who: { who: 'controller' as const }, amount: 1 }] }];
    const cards = { ...state.cards, 'Test brute': { ...state.cards['Test brute'], abilities: [{ kind: 'keyword' as const, keyword: 'menace' as const, text: 'Menace' }, ...gain('becomesBlocked')] }, 'Test a': { ...state.cards['Test a'], abilities: gain('blocks') } };
    const s = attackAndBlock({ ...state, cards }, { [id('brute')]: 'p2' }, { [id('a')]: id('brute'), [id('b')]: id('brute') }).state;
    expect(s.stack.length).toBe(2);
    // One for the blocked attacker (not one per blocker), one for the blocker with the ability: APNAP, Ann's first (below).
    expect(s.stack.map((o) => objectAt(s, o).stackItem?.source)).toEqual([id('brute'), id('a')]);
    expect(objectAt(s, s.stack[0]).stackItem?.event).toMatchObject({ object: id('a') });
    expect(objectAt(s, s.stack[1]).stackItem?.event).toMatchObject({ object: id('brute') });
  });
});
