// Characteristics derived in layers (613; DESIGN.md). All permanents are derived together, layer by
// layer, because a static ability's effect reads other permanents as the earlier layers left them
// ("Other Elf creatures you control" needs each creature's controller from layer 2 and its types
// from layer 4). Within a layer: characteristic-defining abilities first (613.3), then timestamp
// order (613.7) amended by dependencies (613.8, order.ts). The result is memoized per state; a game
// with no continuous effect at all takes the short way (a card's values and its counters).
import { cardOf } from '../state/characteristics';
import type { AbilityDef, Amount, EachFilter } from '../state/card';
import { amountWithin, gameAmount } from '../state/gameAmount';
import type { AppliedStep, Characteristics, Derivation, Layer, StaticCondition } from '../state/layers';
import { LAYERS } from '../state/layers';
import { objectAt } from '../state/objectTable';
import { withChosen, withChosenChange } from '../state/chosen';
import { attachedHolds, permanentsOf, qualityHolds, readerOver, type Reader } from '../state/quality';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { applyChange, readChange, type ReadChange } from './change';
import { changeIn, hasContinuousStatics, resolvedInstances, staticInstances, type Instance } from './instances';
import { order } from './order';
import { staticSources } from './staticSources';
import { describeChanges, snapshot } from './trace';
import { printed, result, type Working } from './working';
import { monarchHolds } from '../state/monarch';

/** One derivation in progress: the working characteristics of every permanent, and what has begun. */
export type Pass = {
  s: GameState;
  works: Map<ObjectId, Working>;
  /** 613.6: an effect that began applying keeps its objects (and applies though its ability is gone). */
  started: Map<string, ObjectId[]>;
  /** 613.7a: the abilities effects granted each object in layer 6, with the granting effect's timestamp. */
  granted: Map<ObjectId, Map<AbilityDef, number>>;
  trace?: { id: ObjectId; steps: AppliedStep[] };
};

export function readerOf(p: Pass, overlay?: Map<ObjectId, Working>): Reader {
  return readerOver(p.s, (o) => overlay?.get(o.id) ?? p.works.get(o.id) ?? printed(p.s, o));
}

/** A static effect's controller: its source's, as layer 2 has made it so far. */
export function controllerOf(p: Pass, i: Instance, overlay?: Map<ObjectId, Working>): PlayerId {
  return i.controller ?? (overlay?.get(i.source.id) ?? p.works.get(i.source.id))?.controller ?? objectAt(p.s, i.source.id)?.controller;
}

function conditionHolds(p: Pass, i: Instance, c: StaticCondition, read: Reader, controller: PlayerId): boolean {
  if ('yourTurn' in c) return (p.s.turn.active === controller) === c.yourTurn;
  if ('monarch' in c) return monarchHolds(p.s, controller, c.monarch);
  if ('youControl' in c) return permanentsOf(p.s, read, c.youControl.filter, controller, i.source.id).length >= c.youControl.atLeast;
  if ('amount' in c) return amountWithin(gameAmount(p.s, read, c.amount, { id: i.source.id, controller, object: objectAt(p.s, i.source.id) }) ?? 0, c);
  const source = objectAt(p.s, i.source.id);
  if (source === undefined) return false;
  // 301.5, 303.4: the object the Aura or Equipment is attached to, as the earlier layers made it.
  if ('attachedIs' in c) return attachedHolds(p.s, read, source, c.attachedIs.types, c.attachedIs.quality, controller);
  return qualityHolds(p.s, read, source, c.sourceIs, controller);
}

/**
 * What an effect would apply to now (611.3a), seen through `overlay`: [] when its ability no longer
 * exists or its condition doesn't hold. An effect that already began keeps its objects (613.6), and
 * a resolved effect its fixed set (611.2c), those still on the battlefield.
 */
export function affectedBy(p: Pass, i: Instance, overlay?: Map<ObjectId, Working>): ObjectId[] {
  const started = p.started.get(i.key);
  if (started) return started;
  if (i.fixed) return i.fixed.filter((id) => p.works.has(id));
  const source = overlay?.get(i.source.id) ?? p.works.get(i.source.id);
  if (!source || !source.abilities.includes(i.ability!)) return [];
  const read = readerOf(p, overlay);
  const controller = source.controller;
  // 611.3b: read continuously; "unless" applies the effect while the condition doesn't hold.
  if (i.condition && conditionHolds(p, i, i.condition, read, controller) === (i.unless === true)) return [];
  const a = i.affects!;
  if ('self' in a) return [source.o.id];
  if ('attached' in a) {
    const to = source.o.attachedTo;
    return to !== undefined && p.works.has(to) ? [to] : [];
  }
  return permanentsIn(p, read, a.each, controller, source.o.id, overlay);
}

/**
 * The permanents of a filter among those derived, in battlefield order, as `overlay` sees them
 * (quality.ts's permanentsOf, without looking each one up in the object table: an anthem reads every
 * permanent, and a derivation runs several).
 */
function permanentsIn(p: Pass, read: Reader, f: EachFilter, controller: PlayerId, source: ObjectId, overlay?: Map<ObjectId, Working>): ObjectId[] {
  const out: ObjectId[] = [];
  if (!f.permanents) return out;
  for (const [id, derived] of p.works) if (matches(p, read, f, controller, source, overlay?.get(id) ?? derived)) out.push(id);
  return out;
}

function matches(p: Pass, read: Reader, f: EachFilter, controller: PlayerId, source: ObjectId, w: Working): boolean {
  if ((f.other && w.o.id === source) || w.o.zone !== 'battlefield' || !f.permanents) return false;
  let typed = false;
  for (const t of f.permanents) if (w.types.includes(t)) typed = true;
  return typed && qualityHolds(p.s, read, w.o, f.quality?.chosen ? withChosen(f.quality, objectAt(p.s, source)) : f.quality, controller);
}

/** Whether an "each ..." static ability's filter takes `w` (as `overlay` sees the game), its source as it is now. */
export function inFilter(p: Pass, i: Instance, w: Working, overlay?: Map<ObjectId, Working>): boolean {
  const a = i.affects;
  const source = p.works.get(i.source.id);
  if (!a || !('each' in a) || !source) return false;
  return matches(p, readerOf(p, overlay), a.each, source.controller, source.o.id, w);
}

/** The change an effect makes in `layer`, its amounts read now (611.3a) as `overlay` sees the game. */
export function changeOf(p: Pass, i: Instance, layer: Layer, overlay?: Map<ObjectId, Working>): ReadChange {
  const object = objectAt(p.s, i.source.id);
  const c = withChosenChange(changeIn(i, layer)!, object);
  const controller = controllerOf(p, i, overlay);
  const read = readerOf(p, overlay);
  return readChange(c, (a: Amount) => gameAmount(p.s, read, a, { id: i.source.id, controller, object }), controller);
}

function applyInstance(p: Pass, i: Instance, layer: Layer, note: Pick<AppliedStep, 'dependsOn' | 'loop'>): void {
  const ids = affectedBy(p, i);
  if (ids.length === 0) return;
  const c = changeOf(p, i, layer);
  if (!p.started.has(i.key)) p.started.set(i.key, ids);
  for (const id of ids) {
    const w = p.works.get(id);
    if (!w) continue;
    const traced = p.trace?.id === id;
    const before = traced ? snapshot(w) : undefined;
    applyChange(p.s, w, c);
    if (c.layer === '6' && c.addAbilities) grant(p, id, c.addAbilities, i.timestamp);
    if (traced) p.trace!.steps.push({ ...step(i, layer, note), changed: describeChanges(p.s, before!, w) });
  }
}

function grant(p: Pass, id: ObjectId, abilities: readonly AbilityDef[], timestamp: number): void {
  let of = p.granted.get(id);
  if (!of) p.granted.set(id, (of = new Map()));
  for (const a of abilities) of.set(a, timestamp);
}

function step(i: Instance, layer: Layer, note: Pick<AppliedStep, 'dependsOn' | 'loop'>): Omit<AppliedStep, 'changed'> {
  const rules = [LAYER_RULES[layer], ...(i.origin === 'cda' ? ['613.3', '604.3'] : []), note.dependsOn?.length || note.loop ? '613.8' : '613.7'];
  return { layer, rules, source: i.source, text: i.text, timestamp: i.timestamp, origin: i.origin, ...note };
}

const LAYER_RULES: Record<Layer, string> = { '1': '613.1a', '2': '613.1b', '3': '613.1c', '4': '613.1d', '5': '613.1e', '6': '613.1f', '7a': '613.4a', '7b': '613.4b', '7c': '613.4c', '7d': '613.4d' };

/** 613.4c, 122.1a: +1/+1 and -1/-1 counters modify power and toughness in layer 7c. */
function applyCounters(p: Pass, w: Working): void {
  const n = (w.o.counters['+1/+1'] ?? 0) - (w.o.counters['-1/-1'] ?? 0);
  if (n === 0 || w.power === undefined) return;
  const traced = p.trace?.id === w.o.id;
  const before = traced ? snapshot(w) : undefined;
  w.power += n;
  w.toughness = (w.toughness ?? 0) + n;
  if (traced) {
    const text = [w.o.counters['+1/+1'] ? `${w.o.counters['+1/+1']} +1/+1 counter${w.o.counters['+1/+1'] === 1 ? '' : 's'}` : '', w.o.counters['-1/-1'] ? `${w.o.counters['-1/-1']} -1/-1 counter${w.o.counters['-1/-1'] === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
    p.trace!.steps.push({ layer: '7c', rules: ['613.4c', '122.1a'], source: { id: w.o.id, name: w.name }, text, timestamp: w.o.timestamp, origin: 'counters', changed: describeChanges(p.s, before!, w) });
  }
}

/**
 * Every effect that may apply in `layer`: resolved ones with a part there, and the static abilities
 * of the permanents now. An object elsewhere (or last known information of a permanent) has only its
 * characteristic-defining abilities: the others function on the battlefield (113.6, 604.3).
 */
function candidates(p: Pass, resolved: readonly Instance[], layer: Layer, begun: Map<string, Instance>, elsewhere: ReadonlySet<ObjectId>): Instance[] {
  const out: Instance[] = [];
  const seen = new Set<string>();
  for (const i of resolved) if (changeIn(i, layer)) out.push(i);
  for (const w of p.works.values()) {
    for (const i of staticInstances(w, layer, elsewhere.has(w.o.id), p.granted.get(w.o.id))) {
      seen.add(i.key);
      out.push(i);
    }
  }
  // 613.6: an effect that began in an earlier layer goes on in this one, though its ability is gone.
  for (const [key, i] of begun) if (!seen.has(key) && !i.fixed && changeIn(i, layer)) out.push(i);
  return out;
}

/** Derive every object of `objects` together (the battlefield, or one object elsewhere). */
export function derivePass(s: GameState, objects: readonly GameObject[], traceId?: ObjectId): Pass {
  const p: Pass = { s, works: new Map(), started: new Map(), granted: new Map(), ...(traceId ? { trace: { id: traceId, steps: [] } } : {}) };
  const elsewhere = new Set<ObjectId>();
  for (const o of objects) {
    p.works.set(o.id, printed(s, o));
    if (!isOnBattlefield(s, o)) elsewhere.add(o.id);
  }
  // An effect whose objects have all left is ended after the instruction that moved them (layers/control.ts); until then it applies to nothing.
  const resolved = resolvedInstances(s.effects ?? []);
  const begun = new Map<string, Instance>();
  for (const layer of LAYERS) {
    if (layer === '7c') for (const w of p.works.values()) applyCounters(p, w);
    const all = candidates(p, resolved, layer, begun, elsewhere);
    if (all.length === 0) continue;
    for (const { instance, note } of order(p, all, layer)) {
      applyInstance(p, instance, layer, note);
      if (p.started.has(instance.key)) begun.set(instance.key, instance);
    }
  }
  return p;
}


// --- memo -------------------------------------------------------------------------------------

/** What a derivation read besides the object table (a transaction writes its state record in place, so the parts are kept, not the record). */
type World = Pick<GameState, 'effects' | 'battlefield' | 'players' | 'turn' | 'combat' | 'cards'>;
type Memo = { world: World; map?: Map<ObjectId, Characteristics>; alone: WeakMap<GameObject, Characteristics> };
/** Keyed on the object table (never changed once made): a state that shares it and the rest of its world shares the derivation. */
const memo = new WeakMap<object, Memo>();

const worldOf = (s: GameState): World => ({ effects: s.effects, battlefield: s.battlefield, players: s.players, turn: s.turn, combat: s.combat, cards: s.cards });

function sameWorld(a: World, b: GameState): boolean {
  return a.effects === b.effects && a.battlefield === b.battlefield && a.players === b.players && a.turn === b.turn && a.combat === b.combat && a.cards === b.cards;
}

/** What is remembered of a card definition: whether it (or another face) has a continuous static ability, and its plain characteristics by controller and counters. */
type CardMemo = { statics: boolean; plain: Map<string, Characteristics> };
const byCard = new WeakMap<object, CardMemo>();

function cardMemo(s: GameState, o: GameObject): CardMemo {
  const def = cardOf(s, o);
  let m = byCard.get(def);
  if (m === undefined) {
    const front = def.front ? s.cards[def.front] : def;
    const faces = front.faces ?? [front];
    const statics = hasContinuousStatics(def.abilities) || faces.some((f) => hasContinuousStatics(s.cards[f.name]?.abilities ?? f.abilities));
    byCard.set(def, (m = { statics, plain: new Map() }));
  }
  return m;
}

/** Whether any continuous effect may apply anywhere: a resolved one, or a permanent's static ability. */
function anyEffects(s: GameState): boolean {
  return (s.effects !== undefined && s.effects.length > 0) || staticSources(s).statics > 0;
}

/**
 * The short way, with no effect anywhere: the card's values with the counters (613.4c). Shared by
 * every object of the same card, controller and counters, so reading allocates nothing.
 */
function plainOf(s: GameState, o: GameObject, card: CardMemo): Characteristics {
  const plus = o.counters['+1/+1'];
  const minus = o.counters['-1/-1'];
  const n = (plus ?? 0) - (minus ?? 0);
  const controller = o.baseController ?? o.controller;
  const plainKey = o.colors ? `${controller}|${n}|${o.colors.join('')}` : n === 0 ? controller : `${controller}|${n}`;
  // A face-down object of the card has other values (708.2a): its own entry.
  const key = o.faceDown ? `down|${plainKey}` : o.bestowed ? `bestowed|${plainKey}` : plainKey; // 702.103b likewise
  let c = card.plain.get(key);
  if (!c) {
    const w = printed(s, o);
    if (n !== 0 && w.power !== undefined) {
      w.power += n;
      w.toughness = (w.toughness ?? 0) + n;
    }
    card.plain.set(key, (c = result(w)));
  }
  return c;
}

/** Whether `o` is (a record of) a permanent on the battlefield now, not last known information of one that left (400.7). */
function isOnBattlefield(s: GameState, o: GameObject): boolean {
  return o.zone === 'battlefield' && objectAt(s, o.id)?.zone === 'battlefield';
}

function namedByEffect(s: GameState, id: ObjectId): boolean {
  if (s.effects === undefined) return false;
  for (const e of s.effects) if (e.affects.objects.includes(id)) return true;
  return false;
}

/** An object alone: its own characteristic-defining abilities (604.3) and the resolved effects on it. */
function alone(s: GameState, o: GameObject): Characteristics {
  return result(derivePass(s, [o]).works.get(o.id)!);
}

/**
 * An object's characteristics now (613). Off the battlefield only its own characteristic-defining
 * abilities apply (604.3); so do they for last known information of a permanent (608.2h), which
 * keeps the effects that name it.
 */
export function characteristicsOf(s: GameState, o: GameObject): Characteristics {
  if (!anyEffects(s)) {
    const card = cardMemo(s, o);
    return card.statics ? aloneRemembered(s, o) : plainOf(s, o, card);
  }
  if (!isOnBattlefield(s, o)) {
    const card = cardMemo(s, o);
    return card.statics || namedByEffect(s, o.id) ? aloneRemembered(s, o) : plainOf(s, o, card);
  }
  const m = memoFor(s);
  if (!m.map) {
    const p = derivePass(s, s.battlefield.map((id) => objectAt(s, id)));
    m.map = new Map();
    for (const [id, w] of p.works) m.map.set(id, result(w));
  }
  return m.map.get(o.id)!;
}

/** What is remembered of this state (its object table and world). */
function memoFor(s: GameState): Memo {
  let m = memo.get(s.objects);
  if (!m || !sameWorld(m.world, s)) {
    m = { world: worldOf(s), alone: new WeakMap() };
    memo.set(s.objects, m);
  }
  return m;
}

/** An object derived alone, remembered: reading twice gives the same object (the page's selectors compare by identity). */
function aloneRemembered(s: GameState, o: GameObject): Characteristics {
  const m = memoFor(s);
  let c = m.alone.get(o);
  if (!c) m.alone.set(o, (c = alone(s, o)));
  return c;
}

/** The explain view's derivation of one object: printed values, every effect applied, in order, and the result. */
export function derivationOf(s: GameState, o: GameObject): Derivation {
  // With no effect anywhere but the object's own, the other permanents can't change it: the page
  // asks for this on every change of the game while a card is explained (a click on a land).
  const objects = isOnBattlefield(s, o) && anyEffects(s) ? s.battlefield.map((id) => objectAt(s, id)) : [o];
  const p = derivePass(s, objects, o.id);
  return { printed: result(printed(s, o)), steps: p.trace!.steps, result: result(p.works.get(o.id)!) };
}
