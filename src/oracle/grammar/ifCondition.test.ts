// "If <condition>, <clause>" (608.2c) and a triggered ability's intervening "if" (603.4), lowered.
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../compile';
import type { OracleCard } from '../oracleCard';

const card = (typeLine: string, oracleText: string): OracleCard => ({ name: 'Test Card', typeLine, oracleText, layout: 'normal', power: '2', toughness: '2' } as OracleCard);

describe('if <condition>, <clause>', () => {
  it('a spell: checked as it resolves (608.2c), not intervening', () => {
    const c = compileUncached(card('Instant', 'Target creature gets -4/-0 until end of turn. If you control a Wizard, draw a card.'));
    expect(c.support).toBe('full');
    const spell = c.abilities.find((a) => a.kind === 'spell');
    const last = spell && 'effects' in spell ? spell.effects[spell.effects.length - 1] : undefined;
    expect(last).toMatchObject({ kind: 'ifCondition', text: 'you control a Wizard', effects: [{ kind: 'draw' }] });
    expect(last).not.toHaveProperty('intervening');
  });

  it('after a trigger: an intervening "if" clause (603.4)', () => {
    const c = compileUncached(card('Creature — Elf', 'When Test Card enters, if you control another Elf, you gain 3 life.'));
    expect(c.support).toBe('full');
    const t = c.abilities.find((a) => a.kind === 'triggered');
    expect(t && 'effects' in t ? t.effects[0] : undefined).toMatchObject({ kind: 'ifCondition', intervening: true, effects: [{ kind: 'gainLife' }] });
  });

  it('a condition the engine does not read stays unmodelled', () => {
    expect(compileUncached(card('Sorcery', 'If you control more creatures than each opponent, draw a card.')).support).not.toBe('full');
  });
});
