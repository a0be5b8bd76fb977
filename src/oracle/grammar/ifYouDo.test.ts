// "You may pay {M}. If you do, <effect>." (118.12) is read only as the pair; {X} is chosen as it resolves (107.3f), once.
import { describe, expect, it } from 'vitest';
import { compileUncached } from '../compile';

const creature = (text: string) => compileUncached({ name: 'Test Mystic', typeLine: 'Creature — Human', oracleText: text, layout: 'normal' });

describe('"you may pay {M}. If you do, ...", "you may discard a card. If you do, ..."', () => {
  it('lowers the payment with the next sentence inside it, the prompt in the card\'s words', () => {
    const c = creature('Whenever you cast an instant spell, you may pay {1}. If you do, draw a card.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({ effects: [{ kind: 'mayPay', mana: '{1}', prompt: 'draw a card', effects: [{ kind: 'draw', count: 1 }] }] });
  });

  it('keeps the target of the effect after "If you do" with the ability (chosen as it triggers, 603.3d)', () => {
    const c = creature('Whenever you cast an artifact spell, you may pay {1}. If you do, Test Mystic deals 1 damage to any target.');
    expect(c.abilities[0]).toMatchObject({ targets: [{ phrase: 'any target' }], effects: [{ kind: 'mayPay', effects: [{ kind: 'damage', to: { target: 0 } }] }] });
  });

  it('reads "If you do" after an optional action whose possibility the engine can tell (608.2d)', () => {
    const c = creature('Whenever you cast an instant spell, you may discard a card. If you do, draw a card.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({ effects: [{ kind: 'may', prompt: 'discard a card', effects: [{ kind: 'discard' }], ifDone: [{ kind: 'draw', count: 1 }], ifDoneText: 'draw a card' }] });
  });

  it('reads "you may have <subject> <verb>" as a choice of the clause with its verb in the third person', () => {
    const c = creature('When Test Mystic enters, you may have target creature get -2/-2 until end of turn.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({ effects: [{ kind: 'may', prompt: 'have target creature get -2/-2 until end of turn', effects: [{ kind: 'pump', power: -2, toughness: -2 }] }] });
  });

  it('reads {X} (chosen as it resolves, 107.3f) and hybrid mana', () => {
    const x = creature('Whenever you cast an instant spell, you may pay {X}. If you do, you gain X life.');
    expect(x.support).toBe('full');
    expect(x.abilities[0]).toMatchObject({ effects: [{ kind: 'mayPay', mana: '{X}', effects: [{ kind: 'gainLife', amount: { of: 'x' } }] }] });
    expect(creature('Whenever you cast an instant spell, you may pay {W/U}. If you do, draw a card.').abilities[0]).toMatchObject({ effects: [{ kind: 'mayPay', mana: '{W/U}' }] });
  });

  it('does not read a payment alone, "If you do" after anything else, or two {X}', () => {
    for (const text of [
      'Whenever you cast an instant spell, you may pay {1}.',
      'Whenever you cast an instant spell, you may return a creature you control to its owner\'s hand. If you do, you lose 1 life.',
      'Whenever you cast an instant spell, you may discard two cards. If you do, you lose 1 life.',
      'Whenever you cast an instant spell, you may pay {X}{X}. If you do, draw X cards.',
      'Whenever you cast an instant spell, you may pay {1}. If you do, draw a card. Otherwise, you lose 1 life.',
    ]) {
      expect(creature(text).support, text).toBe('none');
    }
  });
});
