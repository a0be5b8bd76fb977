import { describe, expect, it } from 'vitest';
import { rejects } from '../expectRejected';
import { objectAt } from '../state/objectTable';
import { combatGame, play } from './combatTesting';

describe('declaring attackers (508.1)', () => {
  it('asks the active player as the step begins, then taps the attackers and logs 508.1', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }, { id: 'wall', keywords: ['defender'] }], Ben: [] });
    const at = play(state, { type: 'advance', to: 'declareAttackers' }).state;
    expect(at.choice?.kind).toBe('attackers');
    expect(at.choice?.combat).toEqual({ kind: 'attackers', creatures: [id('bear')], defenders: ['p2'] });
    const { state: s, log } = play(at, { type: 'choose', answer: { [id('bear')]: 'p2' } });
    expect(s.combat?.attackers).toEqual([{ id: id('bear'), attacks: 'p2', blocked: false, blockedBy: [] }]);
    expect(objectAt(s, id('bear')).tapped).toBe(true);
    expect(log.find((e) => e.rule === '508.1')?.text).toBe('Ann declares Test bear attacking Ben.');
    expect(s.turn.priority).toBe('p1');
  });

  it('does not ask an active player who has left the game (800.4a): a creature put there for them afterwards stays home', () => {
    const { state } = combatGame({ Ann: [{ id: 'bear' }], Ben: [], Cid: [] });
    const gone = { ...state, players: { ...state.players, p1: { ...state.players.p1, lost: true } } };
    const at = play(gone, { type: 'advance', to: 'declareAttackers' }).state;
    expect(at.choice).toBeNull();
    expect(at.combat?.attackers ?? []).toEqual([]);
  });

  it('does not ask when declaring no attackers is the only legal declaration, and skips to the end of combat (508.8)', () => {
    const { state } = combatGame({ Ann: [{ id: 'sick', sick: true }, { id: 'tapped', tapped: true }], Ben: [] });
    const s = play(state, { type: 'advance', to: 'declareAttackers' }).state;
    expect(s.choice).toBeNull();
    expect(s.combat?.attackers).toEqual([]);
    rejects(state, { type: 'advance', to: 'declareBlockers' }, '508.8');
    const { state: after, log } = play(s, { type: 'pass' }, { type: 'pass' });
    expect(after.turn.step).toBe('endOfCombat');
    expect(log.some((e) => e.rule === '508.8')).toBe(true);
  });

  it('refuses a creature that came under its controller\'s control this turn without haste (508.1a, 302.6)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'sick', sick: true }, { id: 'hasty', sick: true, keywords: ['haste'] }, { id: 'bear' }], Ben: [] });
    const at = play(state, { type: 'advance', to: 'declareAttackers' }).state;
    const e = rejects(at, { type: 'choose', answer: { [id('sick')]: 'p2' } }, '508.1a');
    expect(e.message).toBe("Test sick can't attack: it came under Ann's control this turn and has no haste (302.6) (508.1a)");
    expect(at.choice?.kind).toBe('attackers');
    const s = play(at, { type: 'choose', answer: { [id('hasty')]: 'p2' } }).state;
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([id('hasty')]);
  });

  it('refuses a tapped creature (508.1a), one with defender (702.3b) and one that can\'t attack (508.1c)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }, { id: 'tapped', tapped: true }, { id: 'wall', keywords: ['defender'] }, { id: 'pacified', rules: { cantAttack: true } }], Ben: [] });
    const at = play(state, { type: 'advance', to: 'declareAttackers' }).state;
    expect(rejects(at, { type: 'choose', answer: { [id('tapped')]: 'p2' } }, '508.1a').message).toMatch(/Test tapped can't attack: it is tapped/);
    expect(rejects(at, { type: 'choose', answer: { [id('wall')]: 'p2' } }, '702.3b').message).toMatch(/Test wall can't attack: it has defender/);
    expect(rejects(at, { type: 'choose', answer: { [id('pacified')]: 'p2' } }, '508.1c').message).toMatch(/Test pacified can't attack/);
  });

  it('attacks only an opponent or a planeswalker an opponent controls (508.1b)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }, { id: 'mine', loyalty: 3 }], Ben: [{ id: 'jace', loyalty: 3 }] });
    const at = play(state, { type: 'advance', to: 'declareAttackers' }).state;
    expect(at.choice?.combat).toEqual({ kind: 'attackers', creatures: [id('bear')], defenders: ['p2', id('jace')] });
    rejects(at, { type: 'choose', answer: { [id('bear')]: 'p1' } }, '508.1b');
    rejects(at, { type: 'choose', answer: { [id('bear')]: id('mine') } }, '508.1b');
    const { state: s, log } = play(at, { type: 'choose', answer: { [id('bear')]: id('jace') } });
    expect(s.combat?.attackers[0].attacks).toBe(id('jace'));
    expect(log.find((e) => e.rule === '508.1')?.text).toBe("Ann declares Test bear attacking Ben's Test jace.");
  });

  it('a creature that attacks each combat if able must attack (508.1d); advance stops with the choice pending', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'berserker', rules: { attacksEachCombat: true } }, { id: 'bear' }], Ben: [] });
    const at = play(state, { type: 'advance', to: 'postcombatMain' }).state;
    expect(at.turn.step).toBe('declareAttackers');
    expect(at.choice?.kind).toBe('attackers');
    expect(rejects(at, { type: 'choose', answer: {} }, '508.1d').message).toMatch(/Test berserker must attack/);
    rejects(at, { type: 'choose', answer: { [id('bear')]: 'p2' } }, '508.1d');
    const s = play(at, { type: 'choose', answer: { [id('berserker')]: 'p2' } }).state;
    expect(s.combat?.attackers.length).toBe(1);
  });

  it('a tapped creature that attacks each combat if able is not able to: nothing is required', () => {
    const { state } = combatGame({ Ann: [{ id: 'berserker', tapped: true, rules: { attacksEachCombat: true } }], Ben: [] });
    const s = play(state, { type: 'advance', to: 'postcombatMain' }).state;
    expect(s.turn.step).toBe('postcombatMain');
  });

  it('vigilance: attacking doesn\'t tap the creature (702.20b)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'knight', keywords: ['vigilance'] }], Ben: [] });
    const { state: s, log } = play(state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('knight')]: 'p2' } });
    expect(objectAt(s, id('knight')).tapped).toBe(false);
    expect(log.some((e) => e.rule === '702.20b')).toBe(true);
  });

  it('"whenever ~ attacks" triggers after the declaration (508.3a)', () => {
    const { state, id } = combatGame({ Ann: [{ id: 'bear' }], Ben: [] });
    const name = objectAt(state, id('bear')).card;
    const def = state.cards[name];
    const cards = { ...state.cards, [name]: { ...def, abilities: [{ kind: 'triggered' as const, text: 'Whenever this creature attacks, you gain 1 life.', trigger: { event: 'attacks' as const }, effects: [{ kind: 'gainLife' as const, who: { who: 'controller' as const }, amount: 1 }] }] } };
    const s = play({ ...state, cards } as typeof state, { type: 'advance', to: 'declareAttackers' }, { type: 'choose', answer: { [id('bear')]: 'p2' } }).state;
    expect(s.stack.length).toBe(1);
  });
});
