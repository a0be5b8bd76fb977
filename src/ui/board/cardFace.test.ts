// The face a card's frame draws: the characteristics it has now on the battlefield, the printed
// card elsewhere, what is marked on it, and the name its image is looked up by.
import { expect, test } from 'vitest';
import { parseScenario } from '../../scenario/parse';
import { timelineOf } from '../../store/importScenario';
import { allObjects, type GameState } from '../../engine';
import { faceOf, imageNameOf } from './cardFace';

const state = (sc: unknown): GameState => {
  const { timeline, cursor } = timelineOf(parseScenario(sc));
  return timeline.nodes[cursor].state;
};
const byLabel = (s: GameState, label: string) => allObjects(s).find((o) => o.label === label)!;

const s = state({
  format: 2,
  name: 'faces',
  players: [
    {
      name: 'Ann',
      battlefield: [{ card: 'Grizzly Bears', id: 'bears', counters: { '+1/+1': 1 }, damage: 1, sick: true, tapped: true }, { card: 'Mountain', id: 'm' }],
      hand: [{ card: 'Lightning Bolt', id: 'bolt' }, { card: 'Grizzly Bears', id: 'handBears' }],
    },
    { name: 'Ben' },
  ],
});

test('a permanent: its P/T now beside the printed one, marks, tapped, colors', () => {
  const f = faceOf(s, byLabel(s, 'bears').id)!;
  expect(f).toMatchObject({ name: 'Grizzly Bears', manaCost: '{1}{G}', typeLine: 'Creature — Bear', colors: ['G'], pt: [3, 3], tapped: true, damage: 1, sick: true });
  expect(f.printed).toEqual({ name: 'Grizzly Bears', typeLine: 'Creature — Bear', pt: [2, 2] });
  expect(f.counters).toEqual({ '+1/+1': 1 });
});

test('a land: no P/T, colorless, untapped', () => {
  const f = faceOf(s, byLabel(s, 'm').id)!;
  expect(f.pt).toBeUndefined();
  expect(f.colors).toEqual([]);
  expect(f.tapped).toBe(false);
  expect(f.typeLine).toBe('Basic Land — Mountain');
});

test('in a hand: the printed card, never tapped or sick', () => {
  const f = faceOf(s, byLabel(s, 'handBears').id)!;
  expect(f).toMatchObject({ name: 'Grizzly Bears', tapped: false, sick: false, damage: 0 });
  expect(faceOf(s, byLabel(s, 'bolt').id)!.oracle).toBe('Lightning Bolt deals 3 damage to any target.');
});

test('the image is looked up by the name it has now; none for a token or a custom card', () => {
  const bears = byLabel(s, 'bears');
  expect(imageNameOf(s.cards, bears, 'Grizzly Bears')).toBe('Grizzly Bears');
  expect(imageNameOf(s.cards, { ...bears, token: true }, 'Grizzly Bears')).toBeNull();
  expect(imageNameOf({ ...s.cards, 'Grizzly Bears': { ...s.cards['Grizzly Bears'], custom: { name: 'Grizzly Bears', typeLine: 'Creature — Bear' } } }, bears, 'Grizzly Bears')).toBeNull();
  expect(imageNameOf(s.cards, bears, 'No Such Card')).toBeNull();
});

test('a face-down permanent shows as "Face-down 2/2": no name, text, cost or image (708.5, 708.2a)', () => {
  const down = state({
    format: 2,
    name: 'face down',
    players: [{ name: 'Ann', hand: [{ card: 'Skinthinner', id: 'skin' }], manaPool: '{C}{C}{C}' }, { name: 'Ben' }],
    actions: [{ do: 'cast', player: 'Ann', card: 'skin', as: 'morph' }, { do: 'resolve' }],
  });
  const o = byLabel(down, 'skin');
  expect(o.zone).toBe('battlefield');
  const f = faceOf(down, o.id)!;
  expect(f).toMatchObject({ name: 'Face-down 2/2', typeLine: 'Creature', colors: [], pt: [2, 2], oracle: '' });
  expect(JSON.stringify(f)).not.toMatch(/Skinthinner/);
});

test("a transformed permanent shows its back face: the name, type line, text and P/T of the face that is up (712.8e)", () => {
  const night = state({
    format: 2,
    name: 'transformed',
    players: [{ name: 'Ann', battlefield: [{ card: 'Kruin Outlaw', id: 'outlaw', face: 1 }] }, { name: 'Ben' }],
  });
  const f = faceOf(night, byLabel(night, 'outlaw').id)!;
  expect(f).toMatchObject({ name: 'Terror of Kruin Pass', typeLine: 'Creature — Werewolf', pt: [3, 3] });
  expect(f.printed?.name).toBe('Terror of Kruin Pass');
  expect(f.oracle).toMatch(/^Double strike\nWerewolves you control have menace\./);
});
