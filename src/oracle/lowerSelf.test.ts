// "~" effects lowered only where "~" is the ability's own source, the same object (400.7, 113.6m).
import { describe, expect, it } from 'vitest';
import { compileUncached } from './compile';

const card = (typeLine: string, text: string) => compileUncached({ name: 'Test Thing', typeLine, oracleText: text, layout: 'normal' });

describe('self effects', () => {
  it('"Return ~ from your graveyard to your hand." works only from the graveyard (113.6m)', () => {
    const c = card('Creature — Skeleton', '{2}{B}: Return Test Thing from your graveyard to your hand.');
    expect(c.abilities[0]).toMatchObject({ kind: 'activated', zone: 'graveyard', effects: [{ kind: 'bounce', what: { who: 'self' } }] });
  });

  it('not with a cost only the battlefield can pay, nor in a trigger that moves it', () => {
    for (const [typeLine, text] of [
      ['Creature — Skeleton', '{T}: Return Test Thing from your graveyard to your hand.'],
      ['Creature — Skeleton', 'When Test Thing dies, return Test Thing from your graveyard to your hand.'],
      ['Creature — Skeleton', 'When Test Thing dies, exile Test Thing.'],
      ['Creature — Skeleton', 'When Test Thing leaves the battlefield, sacrifice Test Thing.'],
    ]) {
      expect(card(typeLine, text).support, text).toBe('none');
    }
  });

  it('"Sacrifice ~." and "Exile ~." in an upkeep trigger and an activated ability', () => {
    expect(card('Creature — Elemental', 'At the beginning of your upkeep, sacrifice Test Thing.').abilities[0]).toMatchObject({ effects: [{ kind: 'sacrificeSelf' }] });
    expect(card('Artifact', '{2}: Exile Test Thing.').abilities[0]).toMatchObject({ effects: [{ kind: 'exile', what: { who: 'self' } }] });
  });

  it('"Exile ~." in a spell: the spell exiles itself as it resolves (406.2)', () => {
    expect(card('Sorcery', 'Draw a card. Exile Test Thing.').abilities[0]).toMatchObject({ kind: 'spell', effects: [{ kind: 'draw' }, { kind: 'exile', what: { who: 'self' } }] });
  });
});
