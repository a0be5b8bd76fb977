// A custom card in the autosave: a saved create edit is built again from the card's source (its
// `custom`), checked as a document's `cards` are, never trusted as the definition saved; the
// trigger edit is kept too.
import { describe, expect, it } from 'vitest';
import { customDefinition } from '../cards/custom';
import { allObjects, type CardDef } from '../engine';
import { buildScenario } from '../scenario/build';
import { ScenarioError } from '../scenario/errors';
import { parseScenario } from '../scenario/parse';
import type { Json } from '../scenario/validate';
import { savedAction } from './actionValidate';
import { createGameStore, currentState } from './game';
import { memoryStorage } from './memoryStorage';
import { loadGame, saveGame } from './persist';

const walk = customDefinition({ name: 'Long Walk', manaCost: '{1}{U}', typeLine: 'Sorcery', oracle: 'Skip your next turn.' });
const create = (card: unknown) => JSON.parse(JSON.stringify({ type: 'edit', op: 'create', card, to: 'hand', player: 'p1', label: 'long-walk-1' })) as Json;

describe('custom cards in saves', () => {
  it('are built again from their source', () => {
    expect(savedAction(create(walk), 'a')).toEqual({ type: 'edit', op: 'create', card: walk, to: 'hand', player: 'p1', label: 'long-walk-1' });
    // What was saved beside the source is not believed: a definition changed in storage is built again.
    const tampered: CardDef = { ...walk, abilities: [{ kind: 'spell', text: 'x', effects: [{ kind: 'damage', amount: 99, to: { target: 0 } }] }], support: 'full' };
    expect((savedAction(create(tampered), 'a') as { card: CardDef }).card).toEqual(walk);
  });

  it('are refused, the field named, when their source is wrong', () => {
    const bad = (custom: unknown) => () => savedAction(create({ name: 'X', custom }), 'a');
    expect(bad({ name: 'X' })).toThrow(new ScenarioError('a.card.custom[0].typeLine', 'is required'));
    expect(bad({ name: 'X', typeLine: 'Instant', manaCost: 'R' })).toThrow(/a\.card\.custom\[0\]\.manaCost/);
    expect(bad({ name: 'X', typeLine: 'Instant', colorIndicator: 'Purple' })).toThrow(/a\.card\.custom\[0\]\.colorIndicator/);
    expect(bad('Long Walk')).toThrow(ScenarioError);
  });

  it('the trigger edit is kept', () => {
    expect(savedAction({ type: 'edit', op: 'trigger', source: 'o3', ability: 1 }, 'a')).toEqual({ type: 'edit', op: 'trigger', source: 'o3', ability: 1 });
    expect(() => savedAction({ type: 'edit', op: 'trigger', source: 'o3', ability: -1 }, 'a')).toThrow(/a\.ability/);
  });

  it('keeps the face edit, and a card created with its back face up', () => {
    expect(savedAction({ type: 'edit', op: 'face', object: 'o3', face: 1 }, 'a')).toEqual({ type: 'edit', op: 'face', object: 'o3', face: 1 });
    expect(() => savedAction({ type: 'edit', op: 'face', object: 'o3', face: 'back' }, 'a')).toThrow(/a\.face/);
    const made = savedAction({ type: 'edit', op: 'create', card: { name: 'Delver of Secrets' }, to: 'battlefield', player: 'p1', face: 1 }, 'a');
    expect(made).toMatchObject({ op: 'create', face: 1, card: { name: 'Delver of Secrets' } });
  });

  it('a game with a custom card comes back from the autosave', async () => {
    const source = parseScenario({ format: 2, name: 'custom', players: [{ name: 'Ann', manaPool: '{U}{U}' }, { name: 'Ben' }] });
    const built = buildScenario(source);
    const store = createGameStore('custom', built.state, built.log);
    const d = store.getState().dispatch;
    expect(d({ type: 'edit', op: 'create', card: walk, to: 'hand', player: 'p1', label: 'long-walk-1' })).toBe(true);
    const id = allObjects(currentState(store.getState())).find((o) => o.card === 'Long Walk')!.id;
    expect(d({ type: 'cast', player: 'p1', card: id })).toBe(true);
    expect(d({ type: 'resolve' })).toBe(true);
    expect(currentState(store.getState()).choice?.kind).toBe('manual');
    expect(d({ type: 'edit', op: 'life', player: 'p2', life: 19 })).toBe(true);
    expect(d({ type: 'choose', player: 'p1', answer: true })).toBe(true);
    const storage = memoryStorage();
    await saveGame(storage, 'custom', source, store.getState().timeline, store.getState().cursor);
    const back = await loadGame(storage);
    expect(back.kind).toBe('restored');
    if (back.kind !== 'restored') return;
    const s = back.game.timeline.nodes[back.game.cursor].state;
    expect(s).toEqual(currentState(store.getState()));
    expect(s.cards['Long Walk']).toEqual(walk);
  });
});
