// Parse and validate a scenario document (SCENARIO.md). Everything wrong is a ScenarioError that
// names the field (`players[1].battlefield[0].card`) and says why.
import { STEPS, type Step } from '../engine';
import { cardDefinitionFor, nearestNames, type CustomCards } from '../cards/lookup';
import { findCard as findPoolCard } from '../cards';
import { customCardMap, parseCustomCards } from './customCards';
import { ScenarioError, UnknownCardError } from './errors';
import { checkVersion } from './version2';
import { positionStep } from './positionStep';
import { isWorkbenchEdit, parseWorkbenchEdit, WORKBENCH_EDIT_OPS } from './workbenchEdits';
import type { CardEntry, EditOp, Expectation, Scenario, ScenarioAction, ScenarioPlayer, CastOptions } from './types';
import { ZONE_FIELDS } from './types';
import { bool, counts, int, list, map, oneOf, opt, record, text, type Json } from './validate';

/** Parse scenario JSON text; a syntax error is a ScenarioError too. */
export function parseScenarioText(source: string): Scenario {
  let doc: Json;
  try {
    doc = JSON.parse(source);
  } catch (e) {
    throw new ScenarioError('', `not valid JSON: ${(e as Error).message}`);
  }
  return parseScenario(doc);
}

const TOP = ['format', 'name', 'description', 'seed', 'random', 'cards', 'players', 'turn', 'actions', 'expect'];
const PLAYER = ['name', 'life', ...ZONE_FIELDS, 'manaPool', 'castThisTurn', 'drewThisTurn', 'landsPlayedThisTurn', 'additionalLandsThisTurn', 'cantPlayLandsThisTurn', 'energy', 'monarch'];
const CARD = ['card', 'id', 'owner', 'tapped', 'sick', 'counters', 'damage', 'token', 'face', 'copyOf', 'attachedTo'];
const BATTLEFIELD_ONLY = ['tapped', 'sick', 'counters', 'damage', 'token', 'face', 'copyOf', 'attachedTo'];
const PLAYABLE_STEPS = STEPS.filter((s) => s !== 'untap' && s !== 'cleanup');

/** The document's format and custom cards while it is read: parsing is synchronous, so one document at a time. */
let reading: { format: 1 | 2; custom: CustomCards } = { format: 2, custom: new Map() };

export function cardName(v: Json, path: string): string {
  const name = text(v, path);
  const def = cardDefinitionFor(name, reading.custom);
  if (!def) throw new UnknownCardError(path, name, nearestNames(name, reading.custom));
  // Format 1 knows the built-in pool only (SCENARIO.md, "Cards" is version 2's).
  if (reading.format === 1 && !findPoolCard(name)) throw new ScenarioError(path, `needs format 2 ("format": 2): "${name}" is a card of the database, not of the built-in pool`);
  return name;
}

/** Ids and player names: case-sensitive; no #, : or . and no spaces at the ends. */
function handle(v: Json, path: string): string {
  const s = text(v, path, 100);
  if (s === '') throw new ScenarioError(path, 'must not be empty');
  if (/[#:.]/.test(s)) throw new ScenarioError(path, `"${s}" may not contain #, : or .`);
  if (s.trim() !== s) throw new ScenarioError(path, `"${s}" may not start or end with a space`);
  return s;
}

export function manaText(v: Json, path: string): string {
  const s = text(v, path, 1000);
  if (!/^(\{[WUBRGC]\})*$/.test(s)) throw new ScenarioError(path, `"${s}" must be mana symbols from {W}{U}{B}{R}{G}{C}, like "{R}{G}"`);
  return s;
}

function cardEntry(v: Json, path: string, zone: string): CardEntry {
  if (typeof v === 'string') return { card: cardName(v, path) };
  const o = record(v, path, CARD);
  if (zone !== 'battlefield') {
    const wrong = BATTLEFIELD_ONLY.find((k) => o[k] !== undefined);
    if (wrong) throw new ScenarioError(`${path}.${wrong}`, `applies only to a card on the battlefield, not in ${zone}`);
  }
  if (o.card === undefined) throw new ScenarioError(`${path}.card`, 'is required');
  return {
    card: cardName(o.card, `${path}.card`),
    id: opt(o, 'id', path, handle),
    owner: opt(o, 'owner', path, handle),
    tapped: opt(o, 'tapped', path, bool),
    sick: opt(o, 'sick', path, bool),
    counters: opt(o, 'counters', path, (c, p) => counts(c, p, 0)),
    damage: opt(o, 'damage', path, (d, p) => int(d, p, 0, 1_000_000)),
    token: opt(o, 'token', path, bool),
    face: opt(o, 'face', path, (f, p) => face(f, p, text(o.card, `${path}.card`))),
    copyOf: opt(o, 'copyOf', path, cardName),
    attachedTo: opt(o, 'attachedTo', path, text),
  };
}

/** 712.1: a face the card has; 0 is its front. */
function face(v: Json, path: string, card: string): number {
  const faces = cardDefinitionFor(card, reading.custom)?.faces?.length ?? 1;
  if (faces < 2) throw new ScenarioError(path, `${card} has one face: it is not a double-faced or flip card`);
  return int(v, path, 0, faces - 1);
}

function player(v: Json, path: string): ScenarioPlayer {
  const o = record(v, path, PLAYER);
  if (o.name === undefined) throw new ScenarioError(`${path}.name`, 'is required');
  const zones = Object.fromEntries(
    ZONE_FIELDS.map((z) => [z, (opt(o, z, path, (l, p) => list(l, p, 1000)) ?? []).map((c, i) => cardEntry(c, `${path}.${z}[${i}]`, z))]),
  ) as Record<(typeof ZONE_FIELDS)[number], CardEntry[]>;
  return {
    name: handle(o.name, `${path}.name`),
    life: opt(o, 'life', path, (l, p) => int(l, p, -1_000_000, 1_000_000)) ?? 20,
    manaPool: opt(o, 'manaPool', path, manaText) ?? '',
    castThisTurn: (opt(o, 'castThisTurn', path, (l, p) => list(l, p, 1000)) ?? []).map((n, i) => cardName(n, `${path}.castThisTurn[${i}]`)),
    drewThisTurn: opt(o, 'drewThisTurn', path, (n, p) => int(n, p, 0, 1000)) ?? 0,
    ...(o.landsPlayedThisTurn === undefined ? {} : { landsPlayedThisTurn: int(o.landsPlayedThisTurn, `${path}.landsPlayedThisTurn`, 0, 1000) }),
    ...(o.additionalLandsThisTurn === undefined ? {} : { additionalLandsThisTurn: int(o.additionalLandsThisTurn, `${path}.additionalLandsThisTurn`, 0, 1000) }),
    // 305.2b: only true is meaningful; false is the default, left out.
    ...(o.cantPlayLandsThisTurn === undefined || !bool(o.cantPlayLandsThisTurn, `${path}.cantPlayLandsThisTurn`) ? {} : { cantPlayLandsThisTurn: true as const }),
    ...(o.energy === undefined ? {} : { energy: int(o.energy, `${path}.energy`, 0, 1_000_000) }),
    ...(o.monarch === undefined || !bool(o.monarch, `${path}.monarch`) ? {} : { monarch: true as const }),
    ...zones,
  };
}

export function parseScenario(doc: Json): Scenario {
  const o = map(doc, '');
  if (o.format !== 1 && o.format !== 2) throw new ScenarioError('format', `must be 1 or 2, not ${JSON.stringify(o.format) ?? 'missing'}`);
  const format = o.format;
  checkVersion(doc, format);
  record(doc, '', TOP);
  const cards = o.cards === undefined ? undefined : parseCustomCards(o.cards, 'cards');
  const was = reading;
  reading = { format, custom: customCardMap(cards) };
  try {
    return { ...parseDocument(o, format), ...(cards ? { cards } : {}) };
  } finally {
    reading = was;
  }
}

function parseDocument(o: Record<string, Json>, format: 1 | 2): Scenario {
  if (o.name === undefined) throw new ScenarioError('name', 'is required');
  if (o.players === undefined) throw new ScenarioError('players', 'is required');
  const players = list(o.players, 'players', 4).map((p, i) => player(p, `players[${i}]`));
  if (players.length < 2) throw new ScenarioError('players', `needs 2 to 4 players, not ${players.length}`);
  checkNames(players);
  // 725.3: one monarch at most.
  const monarchs = players.flatMap((p, i) => (p.monarch ? [i] : []));
  if (monarchs.length > 1) throw new ScenarioError(`players[${monarchs[1]}].monarch`, `only one player can be the monarch (725.3); ${players[monarchs[0]].name} already is`);
  const names = players.map((p) => p.name);
  const t = o.turn === undefined ? {} : record(o.turn, 'turn', ['active', 'step', 'number']);
  const active = t.active === undefined ? names[0] : text(t.active, 'turn.active');
  if (!names.includes(active)) throw new ScenarioError('turn.active', `"${active}" is not a player; the players are ${names.join(', ')}`);
  const scenario: Scenario = {
    format,
    name: text(o.name, 'name', 300),
    description: opt(o, 'description', '', (d, p) => text(d, p.slice(1), 20_000)),
    seed: o.seed === undefined ? 1 : int(o.seed, 'seed', 0, 4294967295),
    ...(o.random === undefined ? {} : { random: oneOf(o.random, 'random', ['seeded', 'ask'] as const) }),
    players,
    turn: {
      active,
      step: t.step === undefined ? 'precombatMain' : positionStep(t.step, 'turn.step'),
      number: t.number === undefined ? 1 : int(t.number, 'turn.number', 1, 1_000_000),
    },
    actions: (o.actions === undefined ? [] : list(o.actions, 'actions')).map((a, i) => action(a, `actions[${i}]`, names)),
  };
  if (o.expect !== undefined) scenario.expect = expectation(o.expect, 'expect', []);
  return scenario;
}

/** Player names unique; ids unique, not a player's name nor a card name in the scenario. */
function checkNames(players: ScenarioPlayer[]): void {
  const names = new Set<string>();
  players.forEach((p, i) => {
    if (names.has(p.name)) throw new ScenarioError(`players[${i}].name`, `"${p.name}" names two players`);
    names.add(p.name);
  });
  const ids = new Set<string>();
  const cardNames = new Set(players.flatMap((p) => ZONE_FIELDS.flatMap((z) => p[z].map((c) => c.card))));
  players.forEach((p, i) =>
    ZONE_FIELDS.forEach((z) =>
      p[z].forEach((c, j) => {
        const path = `players[${i}].${z}[${j}]`;
        if (c.owner !== undefined && !names.has(c.owner)) throw new ScenarioError(`${path}.owner`, `"${c.owner}" is not a player`);
        if (c.owner !== undefined && c.owner !== p.name && z !== 'battlefield' && z !== 'exile') {
          throw new ScenarioError(`${path}.owner`, `a card in a ${z === 'hand' ? 'hand' : z} is always its owner's; list it in ${c.owner}'s ${z}`);
        }
        if (c.id === undefined) return;
        if (ids.has(c.id)) throw new ScenarioError(`${path}.id`, `"${c.id}" is used twice`);
        if (names.has(c.id)) throw new ScenarioError(`${path}.id`, `"${c.id}" is a player's name`);
        if (cardNames.has(c.id)) throw new ScenarioError(`${path}.id`, `"${c.id}" is the name of a card in the scenario`);
        ids.add(c.id);
      }),
    ),
  );
}

export const CAST_FIELDS = ['from', 'as', 'modes', 'x', 'targets', 'divide', 'kicker', 'multikicker', 'half', 'buyback', 'entwine', 'replicate', 'assist', 'costs', 'pay', 'autoTap'];

export function castOptions(o: Record<string, Json>, path: string): CastOptions {
  const refList = (v: Json, p: string) => list(v, p, 100).map((r, i) => text(r, `${p}[${i}]`));
  const costs = opt(o, 'costs', path, (v, p) => {
    const c = record(v, p, ['sacrifice', 'discard', 'exile', 'tap', 'convoke', 'improvise', 'delve', 'return']);
    const tap = opt(c, 'tap', p, refList);
    // 702.51a, 702.126a, 702.66a; `return`: ninjutsu's unblocked attacker (702.49a).
    const byObjects = Object.fromEntries((['convoke', 'improvise', 'delve', 'return'] as const).flatMap((k) => (c[k] === undefined ? [] : [[k, opt(c, k, p, refList)]])));
    return { sacrifice: opt(c, 'sacrifice', p, refList), discard: opt(c, 'discard', p, refList), exile: opt(c, 'exile', p, refList), ...(tap ? { tap } : {}), ...byObjects };
  });
  return {
    from: opt(o, 'from', path, (v, p) => oneOf(v, p, ['hand', 'graveyard', 'exile'] as const)),
    as: opt(o, 'as', path, (v, p) => text(v, p, 40)),
    modes: opt(o, 'modes', path, (v, p) => list(v, p, 20).map((m, i) => int(m, `${p}[${i}]`, 0, 20))),
    x: opt(o, 'x', path, (v, p) => int(v, p, 0, 1_000_000)),
    targets: opt(o, 'targets', path, (v, p) =>
      list(v, p, 50).map((t, i) => (Array.isArray(t) ? refList(t, `${p}[${i}]`) : text(t, `${p}[${i}]`))),
    ),
    divide: opt(o, 'divide', path, (v, p) => list(v, p, 100).map((d, i) => int(d, `${p}[${i}]`, 0, 1_000_000))),
    kicker: opt(o, 'kicker', path, bool),
    multikicker: opt(o, 'multikicker', path, (v, p) => int(v, p, 0, 100)),
    half: opt(o, 'half', path, (v, p) => text(v, p, 200)),
    buyback: opt(o, 'buyback', path, bool),
    entwine: opt(o, 'entwine', path, bool),
    replicate: opt(o, 'replicate', path, (v, p) => int(v, p, 0, 100)),
    assist: opt(o, 'assist', path, (v, p) => {
      const r = record(v, p, ['player', 'pay']);
      return { player: text(r.player, `${p}.player`), pay: manaText(r.pay, `${p}.pay`) };
    }),
    costs,
    pay: opt(o, 'pay', path, manaText),
    autoTap: opt(o, 'autoTap', path, bool),
  };
}

const ACTIONS = ['cast', 'activate', 'play', 'turnFaceUp', 'suspend', 'foretell', 'choose', 'pass', 'resolve', 'step', 'advance', 'edit', 'expect'] as const;
const EDIT_OPS = ['move', 'create', 'life', 'counters', 'tap', 'untap', 'mana', 'seed', ...WORKBENCH_EDIT_OPS] as const;
const EXPECT_FIELDS = ['life', 'zones', 'count', 'objects', 'stack', 'manaPool', 'choice', 'priority', 'turn', 'step', 'logCites', 'players'];

function action(v: Json, path: string, names: string[]): ScenarioAction {
  const kind = oneOf(record(v, path, ['do', ...allActionFields()]).do, `${path}.do`, ACTIONS);
  const flag = (o: Record<string, Json>) => (o.expectError === undefined ? {} : { expectError: bool(o.expectError, `${path}.expectError`) });
  const req = (o: Record<string, Json>, key: string) => {
    if (o[key] === undefined) throw new ScenarioError(`${path}.${key}`, `is required for "${kind}"`);
    return o[key];
  };
  const fields = (extra: string[]) => record(v, path, ['do', 'expectError', ...extra]);
  switch (kind) {
    case 'cast': {
      const o = fields(['player', 'card', ...CAST_FIELDS]);
      return { do: 'cast', player: text(req(o, 'player'), `${path}.player`), card: text(req(o, 'card'), `${path}.card`), ...castOptions(o, path), ...flag(o) };
    }
    case 'activate': {
      const o = fields(['player', 'source', 'ability', ...CAST_FIELDS]);
      return {
        do: 'activate',
        player: text(req(o, 'player'), `${path}.player`),
        source: text(req(o, 'source'), `${path}.source`),
        ability: int(req(o, 'ability'), `${path}.ability`, 0, 50),
        ...castOptions(o, path),
        ...flag(o),
      };
    }
    case 'suspend':
    case 'foretell': {
      // README extension: the special actions of 116.2f (702.62a) and 116.2h (702.143a).
      const o = fields(['player', 'card', 'pay', 'autoTap']);
      const pay = opt(o, 'pay', path, manaText);
      const autoTap = opt(o, 'autoTap', path, bool);
      return {
        do: kind,
        player: text(req(o, 'player'), `${path}.player`),
        card: text(req(o, 'card'), `${path}.card`),
        ...(pay !== undefined ? { pay } : {}),
        ...(autoTap !== undefined ? { autoTap } : {}),
        ...flag(o),
      };
    }
    case 'choose': {
      const o = fields(['player', 'kind', 'answer']);
      if (!('answer' in o)) throw new ScenarioError(`${path}.answer`, 'is required for "choose"');
      return { do: 'choose', player: opt(o, 'player', path, text), kind: opt(o, 'kind', path, text), answer: o.answer, ...flag(o) };
    }
    case 'pass': {
      const o = fields(['player']);
      return { do: 'pass', player: opt(o, 'player', path, text), ...flag(o) };
    }
    case 'play': {
      // `from` (an effect allowing another zone) and `half` aren't built: no card grants either yet.
      const o = fields(['player', 'card']);
      return { do: 'play', player: text(req(o, 'player'), `${path}.player`), card: text(req(o, 'card'), `${path}.card`), ...flag(o) };
    }
    case 'turnFaceUp': {
      // README extension: the special action of 702.37e.
      const o = fields(['player', 'permanent', 'pay', 'autoTap']);
      const pay = opt(o, 'pay', path, manaText);
      const autoTap = opt(o, 'autoTap', path, bool);
      return {
        do: 'turnFaceUp',
        player: text(req(o, 'player'), `${path}.player`),
        permanent: text(req(o, 'permanent'), `${path}.permanent`),
        ...(pay !== undefined ? { pay } : {}),
        ...(autoTap !== undefined ? { autoTap } : {}),
        ...flag(o),
      };
    }
    case 'resolve': {
      const o = fields(['stepwise']);
      const stepwise = opt(o, 'stepwise', path, bool);
      return { do: 'resolve', ...(stepwise !== undefined ? { stepwise } : {}), ...flag(o) };
    }
    case 'step':
      return { do: 'step', ...flag(fields([])) };
    case 'advance': {
      const o = fields(['to']);
      return { do: 'advance', to: oneOf(req(o, 'to'), `${path}.to`, PLAYABLE_STEPS) as Step, ...flag(o) };
    }
    case 'edit':
      return { do: 'edit', ...editOp(v, path), ...flag(v as Record<string, Json>) };
    case 'expect': {
      const o = fields(EXPECT_FIELDS);
      const { do: _, expectError: __, ...rest } = o;
      return { do: 'expect', ...expectation(rest, path, names) };
    }
  }
}

function allActionFields(): string[] {
  return ['expectError', 'player', 'card', 'source', 'ability', 'kind', 'answer', 'to', 'op', 'object', 'position', 'id', 'owner', 'tapped', 'sick', 'counters', 'damage', 'token', 'life', 'mana', 'seed', 'stepwise', 'active', 'number', 'name', 'face', 'attachedTo', 'permanent', ...CAST_FIELDS, ...EXPECT_FIELDS];
}

function editOp(v: Json, path: string): EditOp {
  const base = ['do', 'op', 'expectError'];
  const op = oneOf((v as Record<string, Json>).op, `${path}.op`, EDIT_OPS);
  const need = (o: Record<string, Json>, k: string) => {
    if (o[k] === undefined) throw new ScenarioError(`${path}.${k}`, `is required for the edit "${op}"`);
    return o[k];
  };
  if (isWorkbenchEdit(op)) return parseWorkbenchEdit(v, path, op);
  switch (op) {
    case 'move': {
      const o = record(v, path, [...base, 'object', 'to', 'position', 'tapped', 'sick']);
      return {
        op,
        object: text(need(o, 'object'), `${path}.object`),
        to: text(need(o, 'to'), `${path}.to`),
        position: opt(o, 'position', path, (p, q) => oneOf(p, q, ['top', 'bottom'] as const)),
        tapped: opt(o, 'tapped', path, bool),
        sick: opt(o, 'sick', path, bool),
      };
    }
    case 'create': {
      const o = record(v, path, [...base, 'to', ...CARD]);
      const { card, id, ...rest } = cardEntry(
        Object.fromEntries(Object.entries(o).filter(([k]) => CARD.includes(k))),
        path,
        'battlefield',
      );
      return { op, card, to: text(need(o, 'to'), `${path}.to`), ...(id === undefined ? {} : { id }), ...rest };
    }
    case 'life': {
      const o = record(v, path, [...base, 'player', 'life']);
      return { op, player: text(need(o, 'player'), `${path}.player`), life: int(need(o, 'life'), `${path}.life`, -1_000_000, 1_000_000) };
    }
    case 'counters': {
      const o = record(v, path, [...base, 'object', 'counters']);
      return { op, object: text(need(o, 'object'), `${path}.object`), counters: counts(need(o, 'counters'), `${path}.counters`, -1_000_000) };
    }
    case 'tap':
    case 'untap': {
      const o = record(v, path, [...base, 'object']);
      return { op, object: text(need(o, 'object'), `${path}.object`) };
    }
    case 'mana': {
      const o = record(v, path, [...base, 'player', 'mana']);
      return { op, player: text(need(o, 'player'), `${path}.player`), mana: manaText(need(o, 'mana'), `${path}.mana`) };
    }
    case 'seed': {
      const o = record(v, path, [...base, 'seed']);
      return { op, seed: int(need(o, 'seed'), `${path}.seed`, 0, 4294967295) };
    }
  }
}

/** `colors`: letters of WUBRG, a multiset; [] for colorless (SCENARIO.md, "Expectations, in addition"). */
function colorLetters(v: Json, path: string): string[] {
  return list(v, path, 5).map((c, i) => {
    const letter = text(c, `${path}[${i}]`);
    if (!['W', 'U', 'B', 'R', 'G'].includes(letter)) throw new ScenarioError(`${path}[${i}]`, `"${letter}" is not a color: write W, U, B, R or G`);
    return letter;
  });
}

export function expectation(v: Json, path: string, _names: string[]): Expectation {
  const o = record(v, path, EXPECT_FIELDS);
  const p = (k: string) => (path ? `${path}.${k}` : k);
  const numbers = (x: Json, q: string) => Object.fromEntries(Object.entries(map(x, q)).map(([k, n]) => [k, int(n, `${q}.${k}`, -1_000_000, 1_000_000)]));
  const names = (x: Json, q: string) => list(x, q, 1000).map((n, i) => text(n, `${q}[${i}]`));
  const out: Expectation = {};
  if (o.life !== undefined) out.life = numbers(o.life, p('life'));
  if (o.count !== undefined) out.count = numbers(o.count, p('count'));
  if (o.zones !== undefined) out.zones = Object.fromEntries(Object.entries(map(o.zones, p('zones'))).map(([k, l]) => [k, names(l, `${p('zones')}.${k}`)]));
  if (o.manaPool !== undefined) out.manaPool = Object.fromEntries(Object.entries(map(o.manaPool, p('manaPool'))).map(([k, m]) => [k, manaText(m, `${p('manaPool')}.${k}`)]));
  if (o.objects !== undefined) {
    out.objects = Object.fromEntries(
      Object.entries(map(o.objects, p('objects'))).map(([id, e]) => {
        const q = `${p('objects')}.${id}`;
        const r = record(e, q, ['zone', 'tapped', 'counters', 'damage', 'power', 'toughness', 'controller', 'face', 'attacking', 'blocking', 'blocked', 'keywords', 'abilityCount', 'name', 'supertypes', 'types', 'subtypes', 'colors', 'attachedTo', 'owner']);
        const n = (k: string) => opt(r, k, q, (x, qq) => int(x, qq, -1_000_000, 1_000_000));
        return [
          id,
          {
            zone: r.zone === null ? null : opt(r, 'zone', q, text),
            tapped: opt(r, 'tapped', q, bool),
            counters: opt(r, 'counters', q, (c, qq) => counts(c, qq, 0)),
            damage: n('damage'),
            power: n('power'),
            toughness: n('toughness'),
            controller: opt(r, 'controller', q, text),
            face: opt(r, 'face', q, (x, qq) => int(x, qq, 0, 1)),
            attacking: r.attacking === null || r.attacking === false ? r.attacking : opt(r, 'attacking', q, text),
            blocking: r.blocking === false ? false : opt(r, 'blocking', q, names),
            blocked: opt(r, 'blocked', q, bool),
            keywords: opt(r, 'keywords', q, names),
            abilityCount: opt(r, 'abilityCount', q, (x, qq) => int(x, qq, 0, 1_000_000)),
            name: opt(r, 'name', q, text),
            supertypes: opt(r, 'supertypes', q, names),
            types: opt(r, 'types', q, names),
            subtypes: opt(r, 'subtypes', q, names),
            colors: opt(r, 'colors', q, colorLetters),
            attachedTo: r.attachedTo === null ? null : opt(r, 'attachedTo', q, text),
            owner: opt(r, 'owner', q, text),
          },
        ];
      }),
    );
  }
  if (o.stack !== undefined) {
    out.stack = list(o.stack, p('stack'), 1000).map((e, i) => {
      const q = `${p('stack')}[${i}]`;
      const r = record(e, q, ['name', 'copy', 'kind', 'targets', 'x', 'modes', 'controller']);
      return {
        name: opt(r, 'name', q, text),
        copy: opt(r, 'copy', q, bool),
        kind: opt(r, 'kind', q, (k, qq) => oneOf(k, qq, ['spell', 'ability'] as const)),
        targets: opt(r, 'targets', q, names),
        x: opt(r, 'x', q, (x, qq) => int(x, qq, 0, 1_000_000)),
        modes: opt(r, 'modes', q, (m, qq) => list(m, qq, 20).map((n, j) => int(n, `${qq}[${j}]`, 0, 20))),
        controller: opt(r, 'controller', q, text),
      };
    });
  }
  if (o.choice !== undefined) {
    out.choice = o.choice === null ? null : (() => {
      const r = record(o.choice, p('choice'), ['kind', 'player']);
      return { kind: opt(r, 'kind', p('choice'), text), player: opt(r, 'player', p('choice'), text) };
    })();
  }
  if (o.players !== undefined) {
    out.players = Object.fromEntries(
      Object.entries(map(o.players, p('players'))).map(([name, e]) => {
        const q = `${p('players')}.${name}`;
        const r = record(e, q, ['landsPlayedThisTurn', 'poison', 'energy', 'monarch']);
        const n = (k: string) => opt(r, k, q, (x, qq) => int(x, qq, 0, 1_000_000));
        return [name, { landsPlayedThisTurn: n('landsPlayedThisTurn'), poison: n('poison'), energy: n('energy'), monarch: opt(r, 'monarch', q, bool) }];
      }),
    );
  }
  if (o.priority !== undefined) out.priority = o.priority === null ? null : text(o.priority, p('priority'));
  if (o.turn !== undefined) {
    const r = record(o.turn, p('turn'), ['active', 'number']);
    out.turn = { active: opt(r, 'active', p('turn'), text), number: opt(r, 'number', p('turn'), (x, q) => int(x, q, 1, 1_000_000)) };
  }
  if (o.step !== undefined) out.step = oneOf(o.step, p('step'), STEPS) as Step;
  if (o.logCites !== undefined) out.logCites = names(o.logCites, p('logCites'));
  return out;
}
