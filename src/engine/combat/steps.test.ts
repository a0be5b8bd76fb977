import { describe, expect, it } from 'vitest';
import { rejects } from '../expectRejected';
import { objectAt } from '../state/objectTable';
import { attackAndBlock, combatGame, play } from './combatTesting';

describe('the combat phase\'s steps (506.1, 508.8, 510.4, 511.3)', () => {
  it('goes beginning of combat, declare attackers, declare blockers, combat damage, end of combat with attackers', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }], Ben: [] });
    let s = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('bear')]: 'p2' } }).state;
    const steps: string[] = [s.turn.step];
    while (s.turn.step !== 'postcombatMain') {
      s = play(s, { type: 'pass' }, { type: 'pass' }).state;
      steps.push(s.turn.step);
    }
    expect(steps).toEqual(['declareAttackers', 'declareBlockers', 'combatDamage', 'endOfCombat', 'postcombatMain']);
  });

  it('511.3: as the end of combat step ends, the combat is gone from the state', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }], Ben: [] });
    const s = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('bear')]: 'p2' } }, { type: 'advance', to: 'endOfCombat' }).state;
    expect(s.combat?.attackers.length).toBe(1);
    const { state: after, log } = play(s, { type: 'pass' }, { type: 'pass' });
    expect(after.turn.step).toBe('postcombatMain');
    expect('combat' in after).toBe(false);
    expect(log.some((e) => e.rule === '511.3')).toBe(true);
  });

  it('advance to the declare attackers step stops as it begins: with the choice pending, or with priority when nothing can attack', () => {
    const { state } = combatGame({ Ann: [{ id: 'bear' }], Ben: [] }, 'precombatMain');
    const s = play(state, { type: 'advance', to: 'declareAttackers' }).state;
    expect(s.choice?.kind).toBe('attackers');
    const { state: none } = combatGame({ Ann: [], Ben: [] }, 'precombatMain');
    const n = play(none, { type: 'advance', to: 'declareAttackers' }).state;
    expect(n.choice).toBeNull();
    expect(n.turn.priority).toBe('p1');
    expect(n.turn.step).toBe('declareAttackers');
  });

  it('advance passes through combat declaring no attackers', () => {
    const { state } = combatGame({ Ann: [{ id: 'bear' }], Ben: [{ id: 'wall' }] }, 'precombatMain');
    const { state: s, log } = play(state, { type: 'advance', to: 'end' });
    expect(s.turn.step).toBe('end');
    expect(log.find((e) => e.rule === '508.1' && e.text.includes('declares'))?.text).toBe('Ann declares no attackers.');
    expect(s.players.p2.life).toBe(20);
  });

  it('the turn edit ends a combat under way, and refuses the steps only a combat has', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }], Ben: [] });
    const s = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('bear')]: 'p2' } }).state;
    const edited = play(s, { type: 'edit', op: 'turn', step: 'postcombatMain' }).state;
    expect('combat' in edited).toBe(false);
    expect(objectAt(edited, id('bear')).tapped).toBe(true);
    rejects(s, { type: 'edit', op: 'turn', step: 'combatDamage' }, '508.8');
    rejects(s, { type: 'edit', op: 'turn', step: 'declareBlockers' }, '508.8');
  });
});

describe('removal from combat (506.4)', () => {
  it('an attacker that leaves the battlefield stops attacking; its blocker stops blocking it', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }], Ben: [{ id: 'wall' }] });
    const s = attackAndBlock(state, { [id('bear')]: 'p2' }, { [id('wall')]: id('bear') }).state;
    const { state: gone, log } = play(s, { type: 'edit', op: 'move', object: id('bear'), to: 'hand' });
    expect(gone.combat?.attackers).toEqual([]);
    expect(gone.combat?.blockers).toEqual([{ id: id('wall'), player: 'p2', blocks: [] }]);
    expect(log.find((e) => e.rule === '506.4')?.text).toBe('Test bear is removed from combat.');
    // The blocker blocks nothing now: it assigns no damage (510.1d).
    const after = play(gone, { type: 'advance', to: 'combatDamage' });
    expect(after.log.find((e) => e.rule === '510.2')?.text).toBe('No combat damage is dealt.');
  });

  it('tapping an attacker doesn\'t remove it from combat (506.4b)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'knight', keywords: ['vigilance'] }], Ben: [] });
    const s = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('knight')]: 'p2' } }, { type: 'edit', op: 'tap', object: id('knight') }).state;
    expect(play(s, { type: 'advance', to: 'combatDamage' }).state.players.p2.life).toBe(18);
  });
});
