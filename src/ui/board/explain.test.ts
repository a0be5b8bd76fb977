import { expect, test } from 'vitest';
import { parseScenario } from '../../scenario/parse';
import { timelineOf } from '../../store/importScenario';
import { objectAt, allObjects } from '../../engine';
import { explain } from './explain';

const sc = parseScenario({
  format: 1,
  name: 'explain',
  players: [
    {
      name: 'Ann',
      battlefield: ['Mountain', 'Mountain', { card: 'Pyromancer Ascension', id: 'asc', counters: { quest: 2 } }, { card: 'Grizzly Bears', id: 'bears', counters: { '+1/+1': 1 }, damage: 1, sick: true }],
      hand: [{ card: 'Lightning Bolt', id: 'bolt' }],
    },
    { name: 'Ben' },
  ],
  actions: [{ do: 'cast', player: 'Ann', card: 'bolt', targets: ['Ben'], autoTap: true }],
});

test('a permanent: Oracle text, current P/T, counters, damage, controller', () => {
  const { timeline, cursor } = timelineOf(sc);
  const s = timeline.nodes[cursor].state;
  const bears = allObjects(s).find((o) => o.label === 'bears')!;
  const e = explain(s, bears.id)!;
  expect(e.name).toBe('Grizzly Bears');
  expect(e.typeLine).toBe('Creature — Bear');
  expect(e.pt).toBe('3/3 (printed 2/2)');
  expect(e.facts).toEqual(expect.arrayContaining(['Controller: Ann (and owner)', 'Untapped', '1 damage marked', '1 +1/+1 counter', 'Color: green']));
  expect(e.facts.some((f) => f.startsWith('Summoning sick'))).toBe(true);
  const asc = explain(s, allObjects(s).find((o) => o.label === 'asc')!.id)!;
  expect(asc.text).toMatch(/quest counter/);
  expect(asc.facts).toContain('2 quest counters');
});

test('a spell and a triggered ability on the stack', () => {
  const { timeline, cursor } = timelineOf(sc);
  const s = timeline.nodes[cursor].state;
  const [spell, trigger] = s.stack.map((id) => explain(s, id)!);
  expect(spell.name).toBe('Lightning Bolt');
  expect(spell.facts).toEqual(expect.arrayContaining(['A spell on the stack, controlled by Ann', 'Targeting Ben']));
  expect(trigger.typeLine).toBe('Triggered ability of Pyromancer Ascension: copy Lightning Bolt');
  expect(trigger.text).toMatch(/copy that spell/);
  expect(objectAt(s, s.stack[1]).stackItem?.kind).toBe('ability');
});

test('the effects that apply to a permanent, in layer order, with their source (613.1)', () => {
  const { timeline, cursor } = timelineOf(
    parseScenario({
      format: 2,
      name: 'explain effects',
      players: [{ name: 'Ann', manaPool: '{U}{G}', battlefield: [{ card: 'Grizzly Bears', id: 'bears' }], hand: [{ card: 'Giant Growth', id: 'growth' }, { card: 'Jump', id: 'jump' }] }, { name: 'Ben' }],
      actions: [
        { do: 'cast', player: 'Ann', card: 'growth', targets: ['bears'] },
        { do: 'resolve' },
        { do: 'cast', player: 'Ann', card: 'jump', targets: ['bears'] },
        { do: 'resolve' },
      ],
    }),
  );
  const s = timeline.nodes[cursor].state;
  const e = explain(s, allObjects(s).find((o) => o.label === 'bears')!.id)!;
  expect(e.pt).toBe('5/5 (printed 2/2)');
  expect(e.facts.slice(-2)).toEqual(['abilities no abilities → Flying (Jump; layer 6, 613.1f)', 'power 2 → 5, toughness 2 → 5 (Giant Growth; layer 7c, 613.4c)']);
});
