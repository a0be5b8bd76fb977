// Replacement effects on mana in many copies (616.1): ten Mana Reflections used to try 10! orders
// (9 took 111 s). The timeouts bound the attack; they are far above the real cost (see the bench).
import { describe, expect, it } from 'vitest';
import { game } from '../../scenario/testing';
import { apply } from '../apply';
import { rejects } from '../expectRejected';
import { couldProduce } from './couldProduce';
import { planAutoTap } from './autoTap';
import { parseCost } from './mana';

function under(reflections: number, ...more: string[]) {
  return game({
    players: [{ name: 'Ann', battlefield: [...Array.from({ length: reflections }, () => 'Mana Reflection'), ...more, { card: 'Forest', id: 'f' }] }, { name: 'Ben' }],
  });
}

const tap = (id: string) => ({ type: 'activate', player: 'p1', source: id, ability: 0 }) as const;

describe('replacement effects on mana, in many copies (616.1)', () => {
  it('ten Mana Reflections are one kind: tapping a Forest asks nothing and makes 1,024 {G}', { timeout: 5000 }, () => {
    const { state, id } = under(10);
    const s = apply(state, tap(id('f'))).state;
    expect(s.choice).toBeNull();
    expect(s.players.p1.manaPool.map(({ type, amount }) => ({ type, amount }))).toEqual([{ type: 'G', amount: 1024 }]);
  });

  it('twenty Mana Reflections would make 1,048,576 {G}: refused, naming the sandbox limit', { timeout: 5000 }, () => {
    const { state, id } = under(20);
    const e = rejects(state, tap(id('f')), '106.12b');
    expect(e.reason).toContain('The sandbox holds at most 10,000 mana');
    expect(e.reason).toContain('1,048,576');
  });

  it('with a Contamination the order is asked, one result per place of the Contamination', { timeout: 5000 }, () => {
    const { state, id } = under(20, 'Contamination');
    const s = apply(state, tap(id('f'))).state;
    expect(s.choice?.kind).toBe('order');
    expect(s.choice?.options).toHaveLength(21);
    expect(s.choice?.outcomes).toHaveLength(21);
    expect(s.choice?.prompt).toContain('Mana Reflection ×20 then Contamination: {B}; Mana Reflection ×19 then Contamination then Mana Reflection: {B}{B};');
    expect(s.choice?.prompt).toContain('Contamination then Mana Reflection ×20: 1,048,576 mana, more than the sandbox holds (10,000)');
    const ids = s.choice!.options.map((o) => o.id);
    const cont = ids.find((i) => !i.startsWith('Mana Reflection'))!;
    const refl = ids.filter((i) => i !== cont);
    expect(rejects(s, { type: 'choose', answer: [cont, ...refl] }, '106.12b').reason).toContain('10,000');
    const done = apply(s, { type: 'choose', answer: [...refl, cont] }).state;
    expect(done.players.p1.manaPool.map((m) => m.type)).toEqual(['B']);
    const some = apply(s, { type: 'choose', answer: [...refl.slice(0, 7), cont, ...refl.slice(7)] }).state;
    expect(some.players.p1.manaPool.map(({ type, amount }) => ({ type, amount }))).toEqual([{ type: 'B', amount: 2 ** 13 }]);
  });

  it('could-produce and auto-tap finish under twenty Mana Reflections and a Contamination', { timeout: 5000 }, () => {
    const { state, id } = under(20, 'Contamination');
    expect(couldProduce(state).byObject.get(id('f'))).toEqual(['B']);
    expect(planAutoTap(state, 'p1', parseCost('{G}'))).toBeNull();
  });

  it('many kinds of effect: the order is asked without listing every result', { timeout: 5000 }, () => {
    const { state, id } = under(3, 'Contamination', 'Contamination');
    const s = apply(state, tap(id('f'))).state;
    expect(s.choice?.kind).toBe('order');
  });
});
