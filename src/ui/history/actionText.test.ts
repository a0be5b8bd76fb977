import { expect, test } from 'vitest';
import { parseScenario } from '../../scenario/parse';
import { timelineOf } from '../../store/importScenario';
import { actionText } from './actionText';

const sc = parseScenario({
  format: 1,
  name: 'bolt',
  players: [
    { name: 'Ann', battlefield: [{ card: 'Mountain', id: 'm' }], hand: [{ card: 'Lightning Bolt', id: 'bolt' }] },
    { name: 'Ben', library: ['Island', 'Island'] },
  ],
  actions: [
    { do: 'activate', player: 'Ann', source: 'm', ability: 0 },
    { do: 'cast', player: 'Ann', card: 'bolt', targets: ['Ben'] },
    { do: 'resolve' },
    { do: 'pass' },
    { do: 'edit', op: 'life', player: 'Ben', life: 5 },
    { do: 'advance', to: 'end' },
  ],
});

test('each step of a game in words', () => {
  const { timeline } = timelineOf(sc);
  const texts = timeline.nodes.slice(1).map((n) => actionText(timeline.nodes[n.parent!].state, n.action!, n.log));
  expect(texts[0]).toMatch(/^Ann activates Mountain/);
  expect(texts[1]).toMatch(/^Ann casts Lightning Bolt targeting Ben/);
  expect(texts[2]).toBe('All players pass; Lightning Bolt resolves.');
  expect(texts[3]).toMatch(/^Ann passes priority/);
  expect(texts[4]).toBe("Edit: Ben's life set to 5 (was 17).");
  expect(texts[5]).toBe('All players pass until the end step.');
});

test('the trigger edit is said as an edit', () => {
  const guide = parseScenario({
    format: 2,
    name: 'trigger',
    cards: [{ name: 'Watchful Scout', typeLine: 'Creature — Human Scout', oracle: 'Whenever Watchful Scout attacks, you gain 2 life.', power: '1', toughness: '1' }],
    players: [{ name: 'Ann', battlefield: [{ card: 'Watchful Scout', id: 'scout' }] }, { name: 'Ben' }],
    actions: [{ do: 'edit', op: 'trigger', source: 'scout', ability: 0 }],
  });
  const { timeline } = timelineOf(guide);
  const [n] = timeline.nodes.slice(1);
  expect(actionText(timeline.nodes[0].state, n.action!, n.log)).toBe("Edit: Watchful Scout's ability 0 is put on the stack as a triggered ability.");
});
