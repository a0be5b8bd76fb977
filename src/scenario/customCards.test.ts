import { describe, expect, it } from 'vitest';
import { apply, objectAt } from '../engine';
import { buildScenario } from './build';
import { expectScenarioError } from './expectScenarioError';
import { exportScenario } from './export';
import { parseScenario } from './parse';
import { positionOf } from './position';
import { runScenario } from './run';

const spark = { name: "Judge's Spark", manaCost: '{R}', typeLine: 'Instant', oracle: "Judge's Spark deals 3 damage to any target." };
const doc = (more: Record<string, unknown>) => ({ format: 2, name: 't', players: [{ name: 'Ann' }, { name: 'Ben' }], ...more });

describe('custom cards (SCENARIO.md, "Cards")', () => {
  it('are built from their Oracle text as a database card is', () => {
    const sc = parseScenario(doc({ cards: [spark], players: [{ name: 'Ann', hand: ["Judge's Spark"] }, { name: 'Ben' }] }));
    const def = buildScenario(sc).state.cards["Judge's Spark"];
    expect(def.support).toBe('full');
    expect(def.abilities[0]).toMatchObject({ kind: 'spell', effects: [{ kind: 'damage', amount: 3 }] });
    expect(def.custom).toEqual(spark);
  });

  it('replace a database card of the same name in that document: a newer Oracle text', () => {
    const errata = { name: 'Sol Ring', manaCost: '{1}', typeLine: 'Artifact', oracle: '{T}: Add {C}.' };
    const sc = parseScenario(doc({ cards: [errata], players: [{ name: 'Ann', battlefield: [{ card: 'Sol Ring', id: 'r' }] }, { name: 'Ben' }] }));
    const { state } = buildScenario(sc);
    expect(state.cards['Sol Ring'].abilities[0]).toMatchObject({ effects: [{ kind: 'addMana', mana: ['C'] }] });
  });

  it('name the field and why when one is wrong', () => {
    expect(expectScenarioError(doc({ cards: [{ name: 'X' }] })).path).toBe('cards[0].typeLine');
    expect(expectScenarioError(doc({ cards: [{ ...spark, manaCost: 'R' }] })).path).toBe('cards[0].manaCost');
    expect(expectScenarioError(doc({ cards: [spark, spark] })).reason).toMatch(/defined twice/);
    expect(expectScenarioError(doc({ cards: [{ ...spark, faces: [spark, spark] }] })).path).toBe('cards[0].layout');
    expect(expectScenarioError(doc({ cards: [{ ...spark, power: 3 }] })).path).toBe('cards[0].power');
    expect(expectScenarioError({ ...doc({ cards: [spark] }), format: 1 }).reason).toMatch(/needs format 2/);
  });

  it('travel in an export and in an exported position', () => {
    const sc = parseScenario(doc({ cards: [spark], players: [{ name: 'Ann', manaPool: '{R}', hand: [{ card: "Judge's Spark", id: 's' }] }, { name: 'Ben' }] }));
    const played = runScenario({ ...sc, actions: [{ do: 'cast', player: 'Ann', card: 's', targets: ['Ben'] }, { do: 'resolve' }] });
    const exported = JSON.parse(JSON.stringify(exportScenario(sc, played.actions)));
    expect(exported.cards).toEqual([spark]);
    expect(runScenario(parseScenario(exported)).state.players[played.state.order[1]].life).toBe(17);
    const position = JSON.parse(JSON.stringify(positionOf(played.state, 'after')));
    expect(position.cards).toEqual([spark]);
    expect(() => parseScenario(position)).not.toThrow();
  });

  it('made in the page (a create edit) are written into the export too', () => {
    const sc = parseScenario(doc({}));
    const { state } = buildScenario(sc);
    const made = { ...buildScenario(parseScenario(doc({ cards: [spark] }))).state.cards["Judge's Spark"] };
    const edit = { type: 'edit' as const, op: 'create' as const, card: made, to: 'hand' as const, player: state.order[0] };
    const after = apply(state, edit).state;
    expect(objectAt(after, after.players[state.order[0]].hand[0]).card).toBe("Judge's Spark");
    const exported = JSON.parse(JSON.stringify(exportScenario(sc, [edit])));
    expect(exported.cards).toEqual([spark]);
    expect(() => parseScenario(exported)).not.toThrow();
  });
});

describe('database names', () => {
  it('an unknown name lists the nearest names of the whole database', () => {
    const e = expectScenarioError(doc({ players: [{ name: 'Ann', hand: ['Grim Lavamancr'] }, { name: 'Ben' }] }));
    expect(e.path).toBe('players[0].hand[0]');
    expect(e.reason).toMatch(/unknown card "Grim Lavamancr"; nearest known: Grim Lavamancer/);
  });

  it('are version 2: a format 1 document knows the built-in pool only', () => {
    const e = expectScenarioError({ ...doc({ players: [{ name: 'Ann', hand: ['Sol Ring'] }, { name: 'Ben' }] }), format: 1 });
    expect([e.path, e.reason]).toEqual(['players[0].hand[0]', 'needs format 2 ("format": 2): "Sol Ring" is a card of the database, not of the built-in pool']);
  });

  it('a card with faces is named by its full name or its front face, and is its front face in a zone (712.8a)', () => {
    for (const name of ['Delver of Secrets // Insectile Aberration', 'Delver of Secrets']) {
      const { state } = buildScenario(parseScenario(doc({ players: [{ name: 'Ann', hand: [name] }, { name: 'Ben' }] })));
      expect(objectAt(state, state.players[state.order[0]].hand[0]).card).toBe('Delver of Secrets');
    }
  });
});
