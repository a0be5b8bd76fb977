// The layers on a big board (issue 15): 4 players, 400 permanents, 30 continuous effects (anthems,
// Auras, two type-changing static abilities and twelve pumps until end of turn). After an action
// (a land tapped by an edit, through apply: the object table changes, so the memo misses), the
// characteristics of all 400 are derived again (613) and read: under 2 ms. The edit's log line names
// the land, so the derivation runs inside apply and the 400 reads that follow hit its memo. Read
// again with nothing changed, one permanent's characteristics come from the memo: under 1 µs.
import { goal, median } from '../../../scripts/bench-kit';
import { apply } from '../apply';
import type { Action } from '../actions';
import { objectAt } from '../state/objectTable';
import type { GameObject, GameState } from '../state/state';
import { characteristicsOf } from './derive';
import { continuous, each, layersGame, withEffect, type Placed, type TestCard } from './layersTesting';

const PLAYERS = ['Ann', 'Ben', 'Cid', 'Dee'];
const FILLER = ['Mountain', 'Grizzly Bears', 'Forest', 'Hill Giant', 'Fellwar Stone', 'Llanowar Elves', 'Island', 'Craw Wurm', 'Plains', 'Goblin Piker'];

const CARDS: TestCard[] = [
  { name: 'Bench Anthem', typeLine: 'Enchantment', abilities: [continuous('Creatures you control get +1/+1.', each(['Creature'], { controller: 'you' }), [{ layer: '7c', power: 1, toughness: 1 }])] },
  {
    name: 'Bench Boon',
    typeLine: 'Enchantment — Aura',
    abilities: [continuous('Enchanted creature gets +2/+2 and has flying.', { attached: true }, [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'flying', text: 'Flying' }] }, { layer: '7c', power: 2, toughness: 2 }])],
  },
  {
    name: 'Bench March',
    typeLine: 'Enchantment',
    abilities: [continuous('Each noncreature artifact is an artifact creature with base power and toughness 2/2.', each(['Artifact'], { notTypes: ['Creature'] }), [{ layer: '4', addTypes: ['Creature'] }, { layer: '7b', power: 2, toughness: 2 }])],
  },
  { name: 'Bench Dawn', typeLine: 'Enchantment', abilities: [continuous('Lands you control are Plains.', each(['Land'], { controller: 'you' }), [{ layer: '4', landTypes: ['Plains'] }])] },
];

/** Each player: 2 anthems, 2 Auras on their first creatures, Ann a March, Ben a Dawn, then filler up to 100. */
export function board(): { state: GameState; pumped: string[]; land: string; plains: string } {
  const players: Record<string, Placed[]> = {};
  PLAYERS.forEach((name, p) => {
    const ps: Placed[] = [
      { card: 'Bench Anthem', id: `${name}-anthem-1` },
      { card: 'Bench Anthem', id: `${name}-anthem-2` },
      ...(p === 0 ? [{ card: 'Bench March', id: 'march' }] : p === 1 ? [{ card: 'Bench Dawn', id: 'dawn' }] : []),
    ];
    const auras = ps.length;
    for (let i = ps.length + 2; i < 100; i++) ps.push({ card: FILLER[(i + p) % FILLER.length], id: `${name}-${i}` });
    const creatures = ps.filter((x) => ['Grizzly Bears', 'Hill Giant', 'Craw Wurm'].includes(x.card));
    ps.splice(auras, 0, { card: 'Bench Boon', id: `${name}-boon-1`, attachedTo: creatures[0].id }, { card: 'Bench Boon', id: `${name}-boon-2`, attachedTo: creatures[1].id });
    players[name] = ps;
  });
  const g = layersGame(CARDS, players);
  let state = g.state;
  // Twelve creatures pumped until end of turn (611.2): three per player, each its own spell.
  const pumped = PLAYERS.flatMap((name) => players[name].filter((x) => x.card === 'Hill Giant').slice(0, 3).map((x) => g.id(x.id)));
  for (const id of pumped) state = withEffect(state, { changes: [{ layer: '7c', power: 3, toughness: 3 }], objects: [id], text: 'Target creature gets +3/+3 until end of turn.' });
  if (state.battlefield.length !== 400 || pumped.length !== 12) throw new Error(`bench bug: ${state.battlefield.length} permanents, ${pumped.length} pumps`);
  const bensLand = players.Ben.find((x) => ['Mountain', 'Forest', 'Island'].includes(x.card))!;
  return { state, pumped, land: g.id('Ann-10'), plains: g.id(bensLand.id) };
}

/** Tap or untap the land by an edit, then read every permanent's characteristics; milliseconds of each part. */
function once(s: GameState, action: Action): { next: GameState; apply: number; read: number } {
  const t0 = performance.now();
  const next = apply(s, action).state;
  const t1 = performance.now();
  let power = 0;
  for (const id of next.battlefield) power += characteristicsOf(next, objectAt(next, id)).power ?? 0;
  const t2 = performance.now();
  if (power === 0) throw new Error('bench bug: no power read');
  return { next, apply: t1 - t0, read: t2 - t1 };
}

const fmt = (ms: number) => (ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(3)} ms`);

export function run(): void {
  const { state, pumped, land, plains } = board();
  // The board must really be under its effects: an anthem-, Aura- and pump-boosted Hill Giant, an artifact made a creature.
  const giant = characteristicsOf(state, objectAt(state, pumped[0]));
  const stone = state.battlefield.map((id) => objectAt(state, id)).find((o) => o.card === 'Fellwar Stone')!;
  const bensLand = characteristicsOf(state, objectAt(state, plains));
  if (giant.power !== 3 + 2 + 3 || !characteristicsOf(state, stone).types.includes('Creature') || bensLand.subtypes.join() !== 'Plains') {
    throw new Error(`bench bug: the effects don't apply (Hill Giant ${giant.power}/${giant.toughness}, Ben's land ${bensLand.subtypes.join(' ')})`);
  }
  const actions: Action[] = [
    { type: 'edit', op: 'tap', object: land },
    { type: 'edit', op: 'untap', object: land },
  ];
  let s = state;
  const timed = (i: number) => {
    const r = once(s, actions[i % 2]);
    s = r.next;
    return r;
  };
  // Warmed up until the JIT is done (combat.bench.ts): V8 optimizes on a background thread for the first runs.
  for (let i = 0; i < 60; i++) timed(i);
  const runs = Array.from({ length: 101 }, (_, i) => timed(i));
  const total = median(runs.map((r) => r.apply + r.read));
  console.log(`layers, 400 permanents under 30 continuous effects, medians: apply (a land tapped by an edit, the derivation included: its log line names the land) ${fmt(median(runs.map((r) => r.apply)))}, then reading all 400 ${fmt(median(runs.map((r) => r.read)))}`);
  goal('after an action, the characteristics of 400 permanents under 30 continuous effects recomputed and read, median', fmt(total), '< 2 ms', total < 2);
  memoized(s);
}

/** Goal b: one permanent's characteristics read again in a state already derived. */
function memoized(s: GameState): void {
  const objects: GameObject[] = s.battlefield.map((id) => objectAt(s, id));
  let sink = 0;
  const N = 400_000;
  const rounds: number[] = [];
  for (let r = 0; r < 11; r++) {
    const t = performance.now();
    for (let i = 0; i < N; i++) sink += characteristicsOf(s, objects[i % objects.length]).toughness ?? 0;
    rounds.push(((performance.now() - t) * 1000) / N);
  }
  if (sink === 0) throw new Error('bench bug: nothing read');
  const us = median(rounds.slice(3));
  goal("reading one permanent's characteristics when nothing changed (memoized), median", `${(us * 1000).toFixed(0)} ns`, '< 1 µs', us < 1);
}
