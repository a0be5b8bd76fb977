// The combat controls' view logic, on hand-made positions: a pending declaration or damage
// assignment is set on a state built from a scenario, as the engine would ask it (state.ts).
import { describe, expect, it } from 'vitest';
import type { GameState, PendingChoice } from '../../engine';
import { game } from '../../scenario/testing';
import { answerOf, clickAttack, clickBlock, selectionFor, type AttackPrompt, type BlockPrompt } from './selection';
import { combatClick } from './combatClick';
import { cardInDeclaration, combatLines, combatMark, notOffered, shownCombat } from './combatView';
import { damageAnswer, damageDraftFor, remaining, stepAmount, type DamagePrompt } from './damage';
import { lethalFrom, previewDamage } from './preview';

function position() {
  const { state, id } = game({
    players: [
      { name: 'Ann', battlefield: ['Grizzly Bears', 'Hill Giant', { card: 'Llanowar Elves', sick: true }, 'Typhoid Rats', 'Colossal Dreadmaw', 'Forest'] },
      { name: 'Ben', battlefield: [{ card: 'Wall of Wood', id: 'wall' }, { card: 'Grizzly Bears', id: 'benBears' }, 'Typhoid Rats'] },
    ],
  });
  const [bears, giant, elves, rats, dreadmaw, forest, wall, benBears, benRats] = state.battlefield;
  void id;
  // Hand-made until the combat keywords are compiled: the cards' keywords as the engine's abilities.
  const keyword = (name: string, k: 'deathtouch' | 'trample') => {
    state.cards[name] = { ...state.cards[name], abilities: [{ kind: 'keyword', keyword: k, text: k }] };
  };
  keyword('Typhoid Rats', 'deathtouch');
  keyword('Colossal Dreadmaw', 'trample');
  return { state, bears, giant, elves, rats, dreadmaw, forest, wall, benBears, benRats };
}

function asking(s: GameState, choice: Omit<PendingChoice, 'prompt' | 'rule' | 'options' | 'then'>, combat?: GameState['combat']): GameState {
  return { ...s, choice: { prompt: 'p', rule: '508.1', options: [], then: { op: 'endStep' }, ...choice }, combat };
}

const emptyCombat = { attackers: [], blockers: [], attackersDeclared: false, blockersDeclared: [], dealtFirstStrike: [] };

describe('declaring attackers (508.1)', () => {
  const p = position();
  const prompt: AttackPrompt = { kind: 'attackers', creatures: [p.bears, p.giant], defenders: ['p2'] };
  const s = asking(p.state, { kind: 'attackers', player: 'p1', combat: prompt }, emptyCombat);

  it('one defender: a click declares the creature attacking it; a second click takes it back', () => {
    let sel = selectionFor(null, s.choice!);
    sel = clickAttack(sel, prompt, p.bears)!;
    sel = clickAttack(sel, prompt, p.giant)!;
    expect(answerOf(sel)).toEqual({ [p.bears]: 'p2', [p.giant]: 'p2' });
    sel = clickAttack(sel, prompt, p.bears)!;
    expect(answerOf(sel)).toEqual({ [p.giant]: 'p2' });
    expect(clickAttack(sel, prompt, p.wall)).toBeNull();
  });

  it('several defenders: the click waits for the player or planeswalker to be chosen', () => {
    const two: AttackPrompt = { ...prompt, defenders: ['p2', 'p3'] };
    let sel = clickAttack(selectionFor(null, s.choice!), two, p.bears)!;
    expect(sel.active).toBe(p.bears);
    expect(answerOf(sel)).toEqual({});
    sel = clickAttack(sel, two, 'p3')!;
    expect(sel.active).toBeNull();
    expect(answerOf(sel)).toEqual({ [p.bears]: 'p3' });
  });

  it('a click on a creature the engine does not offer still selects it, so the engine can say why not (508.1a)', () => {
    const sel = combatClick(s, null, p.elves);
    expect(sel && answerOf(sel)).toEqual({ [p.elves]: 'p2' });
    // Not a creature, or not the declaring player's: nothing.
    expect(combatClick(s, null, p.forest)).toBeNull();
    expect(combatClick(s, null, p.wall)).toBeNull();
  });

  it('badges, arrows and pressed cards show the selection before it is sent', () => {
    const sel = combatClick(s, null, p.bears)!;
    expect(combatMark(s, sel, p.bears)).toBe('Attacking → Ben');
    expect(combatMark(s, sel, p.giant)).toBeNull();
    expect(combatLines(s, sel)).toEqual([`attack ${p.bears} p2`]);
    expect(cardInDeclaration(s, sel, p.bears)).toMatchObject({ pressable: true, offered: true, pressed: true });
    expect(cardInDeclaration(s, sel, p.giant)).toMatchObject({ pressable: true, offered: true, pressed: false });
    expect(cardInDeclaration(s, sel, p.elves)).toMatchObject({ pressable: true, offered: false });
    expect(cardInDeclaration(s, sel, p.wall).pressable).toBe(false);
  });

  it("the creatures not offered, with the engine's reason: Llanowar Elves is summoning sick (508.1a)", () => {
    // Typhoid Rats and Colossal Dreadmaw could attack (the hand-made prompt leaves them out): no reason, not listed.
    expect(notOffered(s).map((u) => [u.id, u.rule])).toEqual([[p.elves, '508.1a']]);
    expect(notOffered(s)[0].why).toContain('this turn');
  });

  it('a selection made for another choice is not shown', () => {
    const sel = combatClick(s, null, p.bears)!;
    const later = asking(p.state, { kind: 'attackers', player: 'p1', combat: prompt }, emptyCombat);
    expect(combatMark(later, sel, p.bears)).toBeNull();
  });
});

describe('declaring blockers (509.1)', () => {
  const p = position();
  const declared = {
    ...emptyCombat,
    attackersDeclared: true,
    attackers: [
      { id: p.bears, attacks: 'p2', blocked: false, blockedBy: [] },
      { id: p.giant, attacks: 'p2', blocked: false, blockedBy: [] },
    ],
  };
  const prompt: BlockPrompt = { kind: 'blockers', creatures: [p.wall, p.benBears, p.benRats], attackers: [p.bears, p.giant] };
  const s = asking(p.state, { kind: 'blockers', player: 'p2', combat: prompt }, declared);

  it('a blocker, then the attacker it blocks; the same two again take the block back', () => {
    let sel = selectionFor(null, s.choice!);
    expect(clickBlock(sel, prompt, p.giant)).toBeNull();
    sel = clickBlock(sel, prompt, p.wall)!;
    sel = clickBlock(sel, prompt, p.giant)!;
    sel = clickBlock(sel, prompt, p.benBears)!;
    sel = clickBlock(sel, prompt, p.giant)!;
    expect(answerOf(sel)).toEqual({ [p.wall]: p.giant, [p.benBears]: p.giant });
    sel = clickBlock(clickBlock(sel, prompt, p.benBears)!, prompt, p.giant)!;
    expect(answerOf(sel)).toEqual({ [p.wall]: p.giant });
  });

  it('a creature blocking several attackers answers with a list', () => {
    let sel = clickBlock(selectionFor(null, s.choice!), prompt, p.wall)!;
    sel = clickBlock(sel, prompt, p.bears)!;
    expect(sel.active).toBeNull();
    sel = clickBlock(clickBlock(sel, prompt, p.wall)!, prompt, p.giant)!;
    expect(answerOf(sel)).toEqual({ [p.wall]: [p.bears, p.giant] });
  });

  it('marks and arrows: the declared attack and the blocks chosen', () => {
    let sel = clickBlock(selectionFor(null, s.choice!), prompt, p.wall)!;
    sel = clickBlock(sel, prompt, p.giant)!;
    expect(combatMark(s, sel, p.wall)).toBe('Blocking Hill Giant');
    expect(combatMark(s, sel, p.giant)).toBe('Attacking → Ben, blocked by Wall of Wood');
    expect(combatLines(s, sel)).toEqual([`attack ${p.bears} p2`, `attack ${p.giant} p2`, `block ${p.wall} ${p.giant}`]);
    expect(cardInDeclaration(s, sel, p.giant).pressed).toBe(true);
    expect(cardInDeclaration(s, sel, p.bears).pressed).toBe(false);
  });
});

describe('assigning combat damage (510.1c-d)', () => {
  const p = position();
  const prompt: DamagePrompt = { kind: 'damage', source: p.giant, amount: 3, recipients: [{ id: p.wall, lethal: 3 }, { id: p.benBears, lethal: 2 }] };
  const s = asking(p.state, { kind: 'damage', player: 'p1', combat: prompt });

  it('− and + stay between 0 and what is left; the answer leaves out recipients given none', () => {
    let d = damageDraftFor(null, s.choice!);
    d = stepAmount(d, prompt, p.wall, -1);
    expect(d.amounts).toEqual({});
    for (let i = 0; i < 5; i++) d = stepAmount(d, prompt, p.benBears, 1);
    expect(remaining(d, prompt)).toBe(0);
    expect(d.amounts[p.benBears]).toBe(3);
    d = stepAmount(stepAmount(d, prompt, p.benBears, -1), prompt, p.wall, 1);
    expect(damageAnswer(d)).toEqual({ [p.benBears]: 2, [p.wall]: 1 });
  });
});

describe('the damage preview', () => {
  const p = position();
  const attack = (attacker: string, blockers: string[]) => ({ attacker, attacks: 'p2', blockers, blocked: blockers.length > 0 });

  it('unblocked: its power to the player it attacks', () => {
    const v = previewDamage(p.state, [attack(p.giant, [])], null);
    expect(v.life.get('p2')).toBe(3);
  });

  it('double block: lethal damage to the first blocker, the rest to the last; blockers strike back', () => {
    const v = previewDamage(p.state, [attack(p.giant, [p.benBears, p.wall])], null);
    expect(v.hits).toContainEqual({ from: p.giant, to: p.benBears, amount: 2 });
    expect(v.hits).toContainEqual({ from: p.giant, to: p.wall, amount: 1 });
    expect(v.fate.get(p.benBears)?.dies).toBe(true);
    expect(v.fate.get(p.wall)?.dies).toBe(false);
    // Grizzly Bears 2 + Wall of Wood 0 = 2 to Hill Giant (3/3): it survives.
    expect(v.fate.get(p.giant)).toMatchObject({ received: 2, dies: false });
  });

  it('deathtouch: 1 is lethal (702.2c), and any damage from it kills', () => {
    expect(lethalFrom(p.state, p.rats, p.wall)).toBe(1);
    const v = previewDamage(p.state, [attack(p.dreadmaw, [p.benRats])], null);
    expect(v.fate.get(p.dreadmaw)?.dies).toBe(true);
    // Trample: lethal to the blocker, the rest to the player (702.19b).
    expect(v.life.get('p2')).toBe(6 - 1);
  });

  it('as assigned in the damage prompt, when one is open for that source', () => {
    const prompt: DamagePrompt = { kind: 'damage', source: p.giant, amount: 3, recipients: [{ id: p.wall, lethal: 3 }, { id: p.benBears, lethal: 2 }] };
    const s = asking(p.state, { kind: 'damage', player: 'p1', combat: prompt });
    const d = { for: s.choice!, amounts: { [p.wall]: 3 } };
    const v = previewDamage(s, [attack(p.giant, [p.benBears, p.wall])], d);
    expect(v.fate.get(p.wall)?.dies).toBe(true);
    expect(v.fate.get(p.benBears)).toBeUndefined();
  });

  it('after first-strike damage: a creature that struck first deals no more, unless it has double strike (510.4)', () => {
    // In a combat damage step the giant is an attacker of the state's combat, as the engine has it.
    const combat = { ...emptyCombat, attackers: [{ id: p.giant, attacks: 'p2', blocked: false, blockedBy: [] }], dealtFirstStrike: [p.giant] };
    const at = (step: string, extra: Partial<GameState> = {}) => ({ ...p.state, ...extra, combat, turn: { ...p.state.turn, step } }) as GameState;
    expect(previewDamage(at('combatDamage'), [attack(p.giant, [])], null).life.get('p2')).toBeUndefined();
    expect(previewDamage(at('declareBlockers'), [attack(p.giant, [])], null).life.get('p2')).toBe(3);
    const cards = { ...p.state.cards, 'Hill Giant': { ...p.state.cards['Hill Giant'], abilities: [{ kind: 'keyword' as const, keyword: 'double strike' as const, text: 'Double strike' }] } };
    expect(previewDamage(at('combatDamage', { cards }), [attack(p.giant, [])], null).life.get('p2')).toBe(3);
  });

  it('as assigned earlier in this damage step (state.combat.assigned)', () => {
    const s = { ...p.state, combat: { ...emptyCombat, assigned: [{ source: p.giant, to: { [p.wall]: 3 } }] } };
    const v = previewDamage(s, [attack(p.giant, [p.benBears, p.wall])], null);
    expect(v.fate.get(p.wall)?.dies).toBe(true);
    expect(v.fate.get(p.benBears)).toBeUndefined();
  });

  it('shownCombat outside a declaration is the state\'s combat', () => {
    const s = { ...p.state, combat: { ...emptyCombat, attackers: [{ id: p.bears, attacks: 'p2', blocked: true, blockedBy: [] }] } };
    expect(shownCombat(s, null).attacks).toEqual([{ attacker: p.bears, attacks: 'p2', blockers: [], blocked: true }]);
    expect(combatMark(s, null, p.bears)).toBe('Attacking → Ben, blocked');
  });
});
