// A position written and read back keeps a planeswalker's loyalty: one with no loyalty counter is
// written with 0, since a planeswalker listed without one gets its printed loyalty (306.5b,
// SCENARIO.md "Positions").
import { describe, expect, it } from 'vitest';
import { apply } from '../engine';
import { objectAt } from '../engine/state/objectTable';
import { buildScenario } from './build';
import { parseScenario } from './parse';
import { positionOf } from './position';
import { game } from './testing';

describe('a planeswalker in a written position', () => {
  it('keeps its loyalty, 0 included', () => {
    const { state, id } = game({ players: [{ name: 'Ann', battlefield: [{ card: 'Jace Beleren', id: 'jace' }, { card: 'Chandra Nalaar', id: 'chandra' }] }, { name: 'Ben' }] });
    const emptied = apply(state, { type: 'edit', op: 'counters', object: id('jace'), counters: { loyalty: -3 } }).state;
    const doc = JSON.parse(JSON.stringify(positionOf(emptied, 'after')));
    const jace = doc.players[0].battlefield.find((e: { card: string }) => e.card === 'Jace Beleren');
    expect(jace.counters).toEqual({ loyalty: 0 });
    const back = buildScenario(parseScenario(doc)).state;
    const loyalty = (card: string) => back.battlefield.map((i) => objectAt(back, i)).find((o) => o.card === card)?.counters.loyalty ?? 0;
    expect(loyalty('Jace Beleren')).toBe(0);
    expect(loyalty('Chandra Nalaar')).toBe(6);
  });
});
