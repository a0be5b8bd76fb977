// Corrupted saves (issue 12, point 3): each is set aside with the field named, none reaches the
// page, and a header counting 1e12 steps costs a few reads, not 75 s.
import { describe, expect, it } from 'vitest';
import { CARDS } from '../cards';
import { allObjects, apply, RulesError, type Action, type GameState } from '../engine';
import { rand, randomAction, randomPosition } from '../engine/randomPlay';
import { buildScenario } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { createGameStore } from './game';
import { CHUNK, loadGame, saveGame, SAVE_KEY } from './persist';
import { memoryStorage } from './memoryStorage';
import { validateSave } from './saveValidate';
import { listRecent, RECENT_KEY } from './recent';

/** An in-memory storage that counts its reads. */
function memory() {
  const s = memoryStorage();
  let reads = 0;
  const get = s.getItem;
  s.getItem = (k) => (reads++, get(k));
  return Object.assign(s, { reads: () => reads });
}

const source = parseScenario({ format: 1, name: 'saved', players: [{ name: 'Ann', battlefield: ['Mountain'] }, { name: 'Ben' }] });

/**
 * A save of `n` taps and untaps, its scenario and chunks as persist.ts writes them, and its header
 * as a version 2 save keeps it under SAVE_KEY: the saves attacked were of that version, and a
 * version 3 header goes through the same checks.
 */
async function saved(n = 3) {
  const built = buildScenario(source);
  const store = createGameStore('saved', built.state, built.log);
  const mountain = allObjects(built.state).find((o) => o.card === 'Mountain')!.id;
  for (let i = 0; i < n; i++) store.getState().dispatch({ type: 'edit', op: i % 2 ? 'untap' : 'tap', object: mountain });
  const storage = memory();
  await saveGame(storage, 'saved', source, store.getState().timeline, store.getState().cursor);
  const pointer = JSON.parse(storage.data.get(SAVE_KEY)!);
  const { rev: _rev, stored: _stored, ...rest } = JSON.parse(storage.data.get(`${SAVE_KEY}:${pointer.id}:header`)!);
  const header = { ...rest, version: 2 };
  const chunk = (i: number) => `${SAVE_KEY}:${header.id}:nodes:${i}`;
  return { storage, header, chunk, mountain };
}

/** Load after `change` spoiled the save; the reason the page gives. */
type Saved = Awaited<ReturnType<typeof saved>>;

async function setAsideReason(change: (s: Saved) => void, n?: number): Promise<string> {
  const s = await saved(n);
  change(s);
  s.storage.data.set(SAVE_KEY, JSON.stringify(s.header));
  const back = await loadGame(s.storage);
  expect(back.kind).toBe('setAside');
  expect(s.storage.data.get(SAVE_KEY)).toBeUndefined();
  return back.kind === 'setAside' ? back.reason : '';
}

/** Rewrite step `i` of the first chunk. */
function step(s: Saved, i: number, to: unknown) {
  const nodes = JSON.parse(s.storage.data.get(s.chunk(0))!);
  nodes[i] = to;
  s.storage.data.set(s.chunk(0), JSON.stringify(nodes));
}

describe('a corrupted save is set aside, the field named', () => {
  it('a title that is an object (it blanked the page: React error #31)', async () => {
    expect(await setAsideReason((s) => (s.header.title = { a: 1 }))).toBe('title: must be text, not an object');
  });

  it('a cursor "length" (it passed as a property of the list of steps)', async () => {
    expect(await setAsideReason((s) => (s.header.cursor = 'length'))).toBe('cursor: must be a whole number, not the text "length"');
    expect(await setAsideReason((s) => (s.header.cursor = 4))).toBe('cursor: must be from 0 to 3, not 4');
  });

  it('an action whose life is an object', async () => {
    const reason = await setAsideReason((s) => step(s, 1, { parent: 0, action: { type: 'edit', op: 'life', player: 'p1', life: { n: 3 } } }));
    expect(reason).toBe('steps[1].action.life: must be a whole number, not an object');
  });

  it('a count of 1e12: bounded by the chunks stored, in a few reads', async () => {
    const s = await saved();
    s.header.count = 1e12;
    s.storage.data.set(SAVE_KEY, JSON.stringify(s.header));
    const back = await loadGame(s.storage);
    expect(back).toMatchObject({ kind: 'setAside', reason: 'its steps from 4 on are missing' });
    // Setting it aside reads its chunk keys too: a bounded number, not 1e12 / CHUNK.
    expect(s.storage.reads()).toBeLessThan(10_000);
  }, 5_000);

  it('other fields of the header: a count that is text, an unknown field, a time that is not a number', async () => {
    expect(await setAsideReason((s) => (s.header.count = '4'))).toBe('count: must be a whole number, not the text "4"');
    expect(await setAsideReason((s) => (s.header.extra = 1))).toMatch(/^extra: is not a field here/);
    expect(await setAsideReason((s) => (s.header.changed = 'yesterday'))).toMatch(/^changed: must be a whole number/);
    expect(await setAsideReason((s) => (s.header.id = 7))).toMatch(/^id: must be text/);
  });

  it('steps: a parent "length" or later than the step, an unknown action or edit, a first step with an action', async () => {
    expect(await setAsideReason((s) => step(s, 2, { parent: 'length', action: { type: 'pass' } }))).toBe('steps[2].parent: must be a whole number, not the text "length"');
    expect(await setAsideReason((s) => step(s, 2, { parent: 2, action: { type: 'pass' } }))).toBe('steps[2].parent: must be from 0 to 1, not 2');
    expect(await setAsideReason((s) => step(s, 1, { parent: 0, action: { type: 'mulligan' } }))).toMatch(/^steps\[1\]\.action\.type: is not an action the sandbox knows/);
    expect(await setAsideReason((s) => step(s, 1, { parent: 0, action: { type: 'edit', op: 'explode', object: 'o1' } }))).toMatch(/^steps\[1\]\.action\.op: is not an edit/);
    expect(await setAsideReason((s) => step(s, 0, { parent: null, action: { type: 'pass' } }))).toMatch(/^steps\[0\]: the first step is the start/);
    expect(await setAsideReason((s) => step(s, 1, null))).toBe('steps[1]: must be an object, not null');
  });

  it('fields of actions: ids that are not text, values out of range, unknown cards, mana that is not mana', async () => {
    const bad = (action: unknown) => setAsideReason((s) => step(s, 1, { parent: 0, action }));
    expect(await bad({ type: 'edit', op: 'tap', object: 12 })).toBe('steps[1].action.object: must be text, not number 12');
    expect(await bad({ type: 'edit', op: 'life', player: 'p1', life: 1e308 })).toMatch(/^steps\[1\]\.action\.life: must be from -1000000 to 1000000/);
    expect(await bad({ type: 'edit', op: 'counters', object: 'o1', counters: { '+1/+1': 'many' } })).toMatch(/^steps\[1\]\.action\.counters\.\+1\/\+1: must be a whole number/);
    expect(await bad({ type: 'edit', op: 'create', card: { name: 'Blak Lotus' }, to: 'hand', player: 'p1' })).toMatch(/^steps\[1\]\.action\.card\.name: unknown card "Blak Lotus"; nearest known: Black Lotus/);
    expect(await bad({ type: 'edit', op: 'mana', player: 'p1', mana: '{X}' })).toMatch(/^steps\[1\]\.action\.mana: "\{X\}" must be mana symbols/);
    expect(await bad({ type: 'cast', player: 'p1', card: 'o1', targets: [[{}]] })).toBe('steps[1].action.targets[0][0]: must be text, not an object');
    expect(await bad({ type: 'advance', to: 'upkeep', extra: true })).toMatch(/^steps\[1\]\.action\.extra: is not a field here/);
  });

  it('a choose answer nested 10,000 deep is refused as a field, not a RangeError', async () => {
    let deep: unknown = 'p1';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => validateSave({ version: 1, title: 't', source, cursor: 1, nodes: [{ parent: null, action: null }, { parent: 0, action: { type: 'choose', answer: deep } }] })).toThrow(
      'steps[1].action.answer[0][0]: must be text, not a list',
    );
  });

  it('chunks: one cut short in the middle, one that is not a list, the scenario missing or wrong', async () => {
    const cut = await setAsideReason((s) => s.storage.data.set(s.chunk(1), JSON.stringify(JSON.parse(s.storage.data.get(s.chunk(1))!).slice(0, 10))), 2 * CHUNK + 5);
    expect(cut).toBe(`chunks[1]: holds 10 steps where ${CHUNK} were written; its steps from ${CHUNK + 10} on are missing`);
    expect(await setAsideReason((s) => s.storage.data.set(s.chunk(0), '{"parent":null}'))).toBe('chunks[0]: must be a list, not an object');
    expect(await setAsideReason((s) => s.storage.data.set(s.chunk(0), '[{"parent":nu'))).toMatch(/^chunks\[0\]: is not valid JSON/);
    expect(await setAsideReason((s) => s.storage.data.delete(`${SAVE_KEY}:${s.header.id}:source`))).toBe('its starting position is missing');
    expect(await setAsideReason((s) => s.storage.data.set(`${SAVE_KEY}:${s.header.id}:source`, JSON.stringify({ ...source, name: { x: 1 } })))).toBe('source.name: must be text, not an object');
  });

  it('a version 1 save is checked the same way', async () => {
    expect(() => validateSave({ version: 1, title: 't', source, nodes: [{ parent: null, action: null }], cursor: 'length' })).toThrow('cursor: must be a whole number');
    expect(() => validateSave({ version: 1, title: ['t'], source, nodes: [{ parent: null, action: null }], cursor: 0 })).toThrow('title: must be text, not a list');
    expect(() => validateSave({ version: 1, title: 't', source: { format: 1, name: 'x', players: [{ name: 'Ann' }] }, nodes: [{ parent: null, action: null }], cursor: 0 })).toThrow(
      'source.players: needs 2 to 4 players, not 1',
    );
  });
});

describe('a save the page wrote passes unchanged', () => {
  it('every action of 20 seeded random games, edits included, checks to itself', async () => {
    const pool = Object.values(CARDS);
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const r = rand(seed);
      let s: GameState = randomPosition(seed, pool);
      const actions: Action[] = [];
      for (let i = 0; i < 60; i++) {
        const a = randomAction(s, r, pool);
        try {
          s = apply(s, a).state;
          actions.push(a);
        } catch (e) {
          if (!(e instanceof RulesError)) throw e;
        }
      }
      const nodes = [{ parent: null, action: null }, ...actions.map((action, i) => ({ parent: i, action }))];
      const json = JSON.parse(JSON.stringify(nodes));
      const back = validateSave({ version: 1, title: 'random', source, nodes: json, cursor: 0 });
      expect(JSON.parse(JSON.stringify(back.nodes))).toEqual(json);
      checked += actions.length;
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe('the recent games index', () => {
  it('leaves out an entry the list could not show: a name that is an object, a date past what a browser prints', async () => {
    const storage = memory();
    const good = { key: 'c', name: 'Bolt', changed: 1_700_000_000_000, actions: 2, header: '{}' };
    storage.data.set(RECENT_KEY, JSON.stringify([{ ...good, key: 'a', name: { x: 1 } }, { ...good, key: 'b', changed: 1e20 }, { ...good, key: 'd', actions: '2' }, good]));
    expect(await listRecent(storage)).toEqual([good]);
  });
});

describe('attacked again: any field of a save replaced by a value of another kind', () => {
  const VALUES: unknown[] = [null, true, -1, 0.5, 1e12, 1e308, 'length', '__proto__', '', 'x'.repeat(5000), [], [[[]]], {}, { a: 1 }, { length: 3 }];

  /** Every path to a value inside `v`, so one can be replaced. */
  function paths(v: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
    out.push(at);
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...at, Array.isArray(v) ? Number(k) : k], out);
    return out;
  }

  function replaced(doc: unknown, path: (string | number)[], value: unknown): unknown {
    if (!path.length) return value;
    const copy = structuredClone(doc) as Record<string | number, unknown>;
    let o = copy;
    for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
    o[path.at(-1)!] = value;
    return copy;
  }

  it('loads either a game with a text title and a step it has, or sets the save aside; it never throws', async () => {
    const r = rand(12);
    const base = await saved(4);
    const header = base.header;
    const nodes = JSON.parse(base.storage.data.get(base.chunk(0))!);
    let setAside = 0;
    for (let i = 0; i < 400; i++) {
      const s = await saved(4);
      const inHeader = r.chance(0.4);
      const doc = inHeader ? header : nodes;
      const all = paths(doc);
      const target = all[r.int(all.length)];
      const bad = replaced(doc, target, VALUES[r.int(VALUES.length)]);
      if (inHeader) s.storage.data.set(SAVE_KEY, JSON.stringify(bad));
      else s.storage.data.set(s.chunk(0), JSON.stringify(bad));
      const back = await loadGame(s.storage);
      if (back.kind === 'setAside') {
        setAside++;
        expect(back.reason).toEqual(expect.any(String));
        continue;
      }
      expect(back.kind).toBe('restored');
      if (back.kind !== 'restored') continue;
      expect(typeof back.game.title).toBe('string');
      expect(back.game.timeline.nodes[back.game.cursor]).toBeDefined();
    }
    expect(setAside).toBeGreaterThan(200);
  });
});
