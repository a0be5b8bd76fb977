import { describe, expect, it } from 'vitest';
import { objectAt, type GameState } from '../../../engine';
import { buildScenario } from '../../../scenario/build';
import { parseScenario } from '../../../scenario/parse';
import { objectByLabel } from '../../../scenario/refs';
import { createGameStore, currentNode, currentState, type GameStoreApi } from '../../../store/game';
import { usePage } from '../../pageStore';
import { moveEdit } from '../builderEdits';
import { dropOutcome, dropZones, parseZoneKey, zoneKey, zoneWords, type DropZone } from './dropEdit';
import { performDrop, pickedUp } from './performDrop';

function table(): GameStoreApi {
  const built = buildScenario(
    parseScenario({
      format: 2,
      name: 'drag',
      players: [
        { name: 'Ann', hand: [{ card: 'Grizzly Bears', id: 'bears' }], battlefield: [{ card: 'Forest', id: 'forest' }, { card: 'Reflecting Pool', id: 'pool' }, 'Island'], graveyard: [{ card: 'Shock', id: 'shock' }] },
        // Ben controls a card Ann owns.
        { name: 'Ben', battlefield: [{ card: 'Llanowar Elves', id: 'elves', owner: 'Ann' }] },
      ],
    }),
  );
  return createGameStore('drag', built.state, built.log);
}

const now = (api: GameStoreApi): GameState => currentState(api.getState());
const id = (api: GameStoreApi, label: string) => objectByLabel(now(api), label)!.id;
const nodes = (api: GameStoreApi) => api.getState().timeline.nodes.length;

describe('a drop is the select panel\'s move edit', () => {
  it('hand to battlefield: the panel\'s "Move to battlefield", logged and selected like it', () => {
    const api = table();
    const bears = id(api, 'bears');
    expect(pickedUp(api, bears)).toBe("Picked up Grizzly Bears from Ann's hand.");
    const z: DropZone = { zone: 'battlefield', player: 'p1' };
    // What SelectedCard's Move issues for a card Ann controls, "under Ann's control".
    expect(dropOutcome(now(api), bears, z)).toEqual({ kind: 'move', action: moveEdit(bears, 'p1', 'battlefield') });
    expect(performDrop(api, bears, z)).toBe("Grizzly Bears moved to Ann's battlefield.");
    const node = currentNode(api.getState());
    expect(node.action).toEqual(moveEdit(bears, 'p1', 'battlefield'));
    expect(node.log.map((e) => e.text)).toEqual(["Edit: Grizzly Bears moved to the battlefield under Ann's control."]);
    const moved = objectByLabel(now(api), 'bears')!;
    expect(moved).toMatchObject({ zone: 'battlefield', controller: 'p1', owner: 'p1' });
    // A moved card is a new object (400.7): the new one is selected, as after the panel's edit.
    expect(usePage.getState().selected).toBe(moved.id);
  });

  it("onto another player's battlefield: the panel's \"under Ben's control\"; the owner stays", () => {
    const api = table();
    const forest = id(api, 'forest');
    expect(dropOutcome(now(api), forest, { zone: 'battlefield', player: 'p2' })).toEqual({ kind: 'move', action: moveEdit(forest, 'p2', 'battlefield') });
    expect(performDrop(api, forest, { zone: 'battlefield', player: 'p2' })).toBe("Forest moved to Ben's battlefield.");
    expect(objectByLabel(now(api), 'forest')).toMatchObject({ zone: 'battlefield', controller: 'p2', owner: 'p1' });
    expect(currentNode(api.getState()).log[0].text).toBe("Edit: Forest moved to the battlefield under Ben's control.");
  });

  it("to its owner's hand, graveyard or library top, with the panel's player (the controller)", () => {
    const api = table();
    const elves = id(api, 'elves');
    const s = now(api);
    expect(dropOutcome(s, elves, { zone: 'hand', player: 'p1' })).toEqual({ kind: 'move', action: moveEdit(elves, 'p2', 'hand') });
    expect(dropOutcome(s, elves, { zone: 'graveyard', player: 'p1' })).toEqual({ kind: 'move', action: moveEdit(elves, 'p2', 'graveyard') });
    expect(dropOutcome(s, elves, { zone: 'libraryTop', player: 'p1' })).toEqual({ kind: 'move', action: moveEdit(elves, 'p2', 'libraryTop') });
    expect(performDrop(api, elves, { zone: 'libraryTop', player: 'p1' })).toBe("Llanowar Elves moved to the top of Ann's library.");
    expect(now(api).players.p1.library[0]).toBe(id(api, 'elves'));
  });

  it('to exile, and back from exile to a battlefield', () => {
    const api = table();
    performDrop(api, id(api, 'shock'), { zone: 'exile' });
    expect(objectByLabel(now(api), 'shock')!.zone).toBe('exile');
    expect(dropOutcome(now(api), id(api, 'shock'), { zone: 'exile' })).toEqual({ kind: 'stay' });
    performDrop(api, id(api, 'bears'), { zone: 'exile' });
    performDrop(api, id(api, 'bears'), { zone: 'battlefield', player: 'p2' });
    expect(objectByLabel(now(api), 'bears')).toMatchObject({ zone: 'battlefield', controller: 'p2', owner: 'p1' });
  });

  it('a drop where the card already is does nothing: no timeline entry', () => {
    const api = table();
    const before = nodes(api);
    for (const [label, z] of [
      ['bears', { zone: 'hand', player: 'p1' }],
      ['forest', { zone: 'battlefield', player: 'p1' }],
      ['elves', { zone: 'battlefield', player: 'p2' }],
      ['shock', { zone: 'graveyard', player: 'p1' }],
    ] as const) {
      expect(dropOutcome(now(api), id(api, label), z)).toEqual({ kind: 'stay' });
      expect(performDrop(api, id(api, label), z)).toMatch(/nothing changed\.$/);
    }
    expect(nodes(api)).toBe(before);
  });

  it("another player's hand, graveyard or library is refused (400.3), the state unchanged, the reason shown", () => {
    const api = table();
    const before = now(api);
    const bears = id(api, 'bears');
    const hand = dropOutcome(before, bears, { zone: 'hand', player: 'p2' });
    expect(hand).toEqual({
      kind: 'refused',
      refusal: { reason: "Grizzly Bears can't be put into Ben's hand: a card goes only to its owner's hand, and Grizzly Bears is Ann's", rule: '400.3' },
    });
    expect(dropOutcome(before, bears, { zone: 'libraryTop', player: 'p2' })).toMatchObject({ refusal: { reason: expect.stringMatching(/^Grizzly Bears can't be put on top of Ben's library/) } });
    // Ben controls the elves, but Ann owns them: Ben's graveyard is not theirs.
    expect(dropOutcome(before, id(api, 'elves'), { zone: 'graveyard', player: 'p2' })).toMatchObject({ kind: 'refused', refusal: { rule: '400.3' } });
    expect(performDrop(api, bears, { zone: 'hand', player: 'p2' })).toMatch(/^Grizzly Bears was not moved: .*\(rule 400\.3\)\.$/);
    expect(now(api)).toBe(before);
    expect(api.getState().refusal).toEqual((hand as { refusal: unknown }).refusal);
  });

  it("the engine's refusals are the panel's: edits wait for a pending choice, state unchanged", () => {
    const api = table();
    expect(api.getState().dispatch({ type: 'activate', player: 'p1', source: id(api, 'pool'), ability: 0 })).toBe(true);
    const before = now(api);
    expect(before.choice).not.toBeNull();
    const text = performDrop(api, id(api, 'bears'), { zone: 'battlefield', player: 'p1' });
    expect(text).toMatch(/^Grizzly Bears was not moved: Edits wait until the pending choice is answered/);
    expect(api.getState().refusal?.reason).toMatch(/^Edits wait until the pending choice is answered/);
    expect(now(api)).toBe(before);
  });
});

describe('drop zones', () => {
  it('every player has a battlefield, hand, graveyard and library top; exile is shared', () => {
    const s = now(table());
    expect(dropZones(s).map(zoneKey)).toEqual([
      'battlefield:p1', 'hand:p1', 'graveyard:p1', 'libraryTop:p1',
      'battlefield:p2', 'hand:p2', 'graveyard:p2', 'libraryTop:p2',
      'exile',
    ]);
    expect(dropZones(s).map((z) => zoneWords(s, z))).toContain('the top of Ben\'s library');
  });

  it('keys read back as the zone they name; anything else is no zone', () => {
    const s = now(table());
    for (const z of dropZones(s)) expect(parseZoneKey(zoneKey(z))).toEqual(z);
    for (const bad of ['', 'stack', 'stack:p1', 'hand:', 'library:p1', 'battlefield']) expect(parseZoneKey(bad)).toBeNull();
  });

  it('a card that has left its zone since the drag began is refused by the engine (117.1)', () => {
    const api = table();
    const bears = id(api, 'bears');
    performDrop(api, bears, { zone: 'graveyard', player: 'p1' });
    expect(objectAt(now(api), bears)).toBeUndefined();
    expect(performDrop(api, bears, { zone: 'exile' })).toMatch(/was not moved/);
  });
});
