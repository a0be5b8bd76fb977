// The order of the effects within one layer (613.3, 613.7, 613.8):
// - characteristic-defining abilities first, in timestamp order (613.3);
// - then timestamp order (613.7), except that an effect that depends on another is applied after it
//   (613.8a): same layer, applying the other would change its existence, what it applies to or what
//   it does, and neither (or both) is characteristic-defining;
// - effects in a dependency loop are applied in timestamp order (613.8b);
// - after each effect applied, the order of the rest is reevaluated (613.8c).
//
// Whether A depends on B is found by trial: B is applied to copies of the objects it affects, and
// A's objects and change are read again. Trials are run only where B's layer can change what A reads
// (an anthem for "Elf creatures" reads types, which no layer 7c effect changes), so a board of pumps
// and anthems costs no trial at all.
import type { Layer } from '../state/layers';
import type { AppliedStep } from '../state/layers';
import type { ObjectId } from '../state/state';
import type { Amount, EachFilter, PermanentQuality } from '../state/card';
import { affectedBy, changeOf, inFilter, type Pass } from './derive';
import { applyChange } from './change';
import { isBasicLandType } from '../state/basicLandTypes';
import { changeIn, type Instance } from './instances';
import { trialCopy, type Working } from './working';

type Note = Pick<AppliedStep, 'dependsOn' | 'loop'>;

/**
 * What a layer can change of an object, as effects read it. 'existence' is a static ability's
 * staying on its source: only removing abilities takes it away ("loses all abilities", a land type
 * set, 305.7); adding abilities or removing keywords changes what a "with flying" filter reads
 * ('abilities'), never whether a static ability exists, so a board of lords granting keywords needs
 * no trial.
 */
type Domain = 'all' | 'controller' | 'types' | 'colors' | 'abilities' | 'existence' | 'pt';

function domainsChanged(i: Instance, layer: Layer): Domain[] {
  const c = changeIn(i, layer)!;
  switch (c.layer) {
    case '1':
      return ['all'];
    case '2':
      return ['controller'];
    case '4':
      // 305.7: a basic land type set or gained brings its mana ability, and setting one takes the land's text away.
      if (c.landTypes) return ['types', 'abilities', 'existence'];
      return c.addSubtypes?.some(isBasicLandType) ? ['types', 'abilities'] : ['types'];
    case '5':
      return ['colors'];
    case '6':
      return c.removeAll ? ['abilities', 'existence'] : ['abilities'];
    case '3':
      return [];
    default:
      return ['pt'];
  }
}

function qualityReads(q: PermanentQuality | undefined, out: Set<Domain>): void {
  if (!q) return;
  if (q.notTypes || q.alsoTypes || q.supertypes || q.notSupertypes || q.subtypes || q.notSubtypes || q.enchanted !== undefined || q.equipped !== undefined) out.add('types');
  if (q.colors || q.notColors || q.chosen === 'color') out.add('colors');
  if (q.chosen === 'creatureType') out.add('types');
  if (q.keyword) out.add('abilities');
  if (q.power || q.toughness) out.add('pt');
  if (q.controller) out.add('controller');
}

function filterReads(f: EachFilter, out: Set<Domain>): void {
  if (f.permanents) out.add('types');
  qualityReads(f.quality, out);
}

/** What a number read from the game reads of the objects. */
function amountReads(amount: Amount | undefined, out: Set<Domain>): void {
  if (typeof amount !== 'object') return;
  if (amount.of === 'count') filterReads(amount.each, out);
  if (amount.of === 'sourcePower') out.add('pt');
  if (amount.of === 'cardsIn') out.add('types');
  if (amount.of === 'cardTypesAmong') out.add('types');
  // Devotion reads mana costs (the copiable values, 613.2) and control; domain and the party read types and control.
  if (amount.of === 'devotion' || amount.of === 'basicLandTypes' || amount.of === 'party') out.add('types').add('controller');
  if (amount.of === 'greatest') {
    filterReads(amount.each, out);
    out.add(amount.stat === 'manaValue' ? 'types' : 'pt');
  }
  if (amount.of === 'negated' || amount.of === 'plus' || amount.of === 'times') amountReads(amount.amount, out);
}

const readsCache = new WeakMap<object, Set<Domain>>();

/** What an effect reads of the objects (remembered per ability or per resolved effect's changes). */
function domainsRead(i: Instance): Set<Domain> {
  const key = i.ability ?? i.changes;
  let out = readsCache.get(key);
  if (!out) readsCache.set(key, (out = readsOf(i)));
  return out;
}

/** What an effect reads of the objects: to exist (its source's abilities), to find its objects, and to read its numbers. */
function readsOf(i: Instance): Set<Domain> {
  const out = new Set<Domain>();
  if (i.fixed) return out; // 611.2c, 611.2d: a resolved effect's objects and numbers are fixed
  out.add('existence'); // it exists while its source has the ability
  out.add('controller'); // "you" is its source's controller
  const a = i.affects!;
  if ('each' in a) filterReads(a.each, out);
  const c = i.condition;
  if (c && 'youControl' in c) filterReads(c.youControl.filter, out);
  if (c && 'sourceIs' in c) qualityReads(c.sourceIs, out);
  if (c && 'attachedIs' in c) {
    if (c.attachedIs.types) out.add('types');
    qualityReads(c.attachedIs.quality, out);
  }
  if (c && 'amount' in c) amountReads(c.amount, out);
  for (const ch of i.changes) {
    if (ch.layer === '7a' || ch.layer === '7b' || ch.layer === '7c') {
      for (const amount of [ch.power, ch.toughness]) amountReads(amount, out);
    }
  }
  return out;
}

function mayDepend(a: Instance, reads: Set<Domain>, b: Instance, layer: Layer): boolean {
  if ((a.origin === 'cda') !== (b.origin === 'cda')) return false; // 613.8a(c)
  if (reads.size === 0) return false;
  return domainsChanged(b, layer).some((d) => d === 'all' || reads.has(d));
}

/**
 * Whether an effect reads nothing but its own source: it applies to its source or to what its
 * source is attached to, always, with fixed numbers. Only an effect on its source (removing the
 * ability, changing its controller) can change its existence, objects or change.
 */
function readsOnlyItsSource(i: Instance): boolean {
  if (i.fixed || i.condition || !i.affects || 'each' in i.affects) return false;
  return fixedNumbers(i);
}

function fixedNumbers(i: Instance): boolean {
  for (const c of i.changes) if ((c.layer === '7a' || c.layer === '7b' || c.layer === '7c') && (typeof (c.power ?? 0) !== 'number' || typeof (c.toughness ?? 0) !== 'number')) return false;
  return true;
}

/**
 * Whether an "each ..." effect finds its objects one by one, each by its own characteristics
 * ("creatures you control with power 2 or less"; not "enchanted creatures", which reads the Auras),
 * always, with fixed numbers. An effect on other objects than its source then changes what it
 * applies to only among those objects, and nothing else of it.
 */
function perObject(i: Instance): boolean {
  if (i.fixed || i.condition || !i.affects || !('each' in i.affects)) return false;
  const q = i.affects.each.quality;
  if (q?.enchanted !== undefined || q?.equipped !== undefined) return false;
  return fixedNumbers(i);
}

/** For a per-object A and a B that doesn't touch A's source: whether B, applied, takes one of its objects into A's filter or out of it. */
function changesObjectsOf(p: Pass, a: Instance, c: ReturnType<typeof changeOf>, ids: readonly ObjectId[]): boolean {
  if (p.started.has(a.key)) return false; // 613.6: its objects are fixed
  const source = p.works.get(a.source.id);
  if (!source || !source.abilities.includes(a.ability!)) return false; // it doesn't exist, and B can't change that
  for (const id of ids) {
    const w = p.works.get(id);
    if (!w) continue;
    const copy = trialCopy(w);
    applyChange(p.s, copy, c);
    if (inFilter(p, a, w) !== inFilter(p, a, copy, new Map([[id, copy]]))) return true;
  }
  return false;
}

/** What A would do now, as one comparable text: its objects and its change. */
function outcome(p: Pass, a: Instance, layer: Layer, overlay?: Map<ObjectId, Working>): string {
  const ids = affectedBy(p, a, overlay);
  return ids.length === 0 ? '' : `${ids.join(',')}|${JSON.stringify(changeOf(p, a, layer, overlay))}`;
}

/** Whether applying B to its objects `ids` would change A's existence, objects or change (613.8a(b)). */
function dependsOn(p: Pass, a: Instance, b: Instance, ids: readonly ObjectId[], layer: Layer, base: () => string): boolean {
  const c = changeOf(p, b, layer);
  if (perObject(a) && !ids.includes(a.source.id)) return changesObjectsOf(p, a, c, ids);
  const overlay = new Map<ObjectId, Working>();
  for (const id of ids) {
    const w = p.works.get(id);
    if (!w) continue;
    const copy = trialCopy(w);
    applyChange(p.s, copy, c);
    overlay.set(id, copy);
  }
  return outcome(p, a, layer, overlay) !== base();
}

/** Strongly connected parts of the "depends on" graph, as a map from each effect to its part's index (Tarjan). */
function loops(nodes: Instance[], edges: Map<Instance, Instance[]>): Map<Instance, number> {
  const index = new Map<Instance, number>();
  const low = new Map<Instance, number>();
  const part = new Map<Instance, number>();
  const stack: Instance[] = [];
  let n = 0;
  let parts = 0;
  const visit = (v: Instance): void => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (!part.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      let w: Instance;
      do {
        w = stack.pop()!;
        part.set(w, parts);
      } while (w !== v);
      parts++;
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return part;
}

/**
 * The effects of a layer in the order they apply, each with what moved it. A generator: each is
 * applied (by the caller) before the order of the rest is reevaluated (613.8c).
 */
export function* order(p: Pass, all: Instance[], layer: Layer): Generator<{ instance: Instance; note: Note }> {
  const byTime = (x: Instance, y: Instance) => x.timestamp - y.timestamp || (x.key < y.key ? -1 : 1);
  const cdas = all.filter((i) => i.origin === 'cda').sort(byTime);
  for (const instance of cdas) yield { instance, note: {} };
  const remaining = all.filter((i) => i.origin !== 'cda').sort(byTime);
  // 613.8a(a), (c): which effects could depend on which, by what each reads and what the other's
  // part in this layer changes. That doesn't change as effects apply: the trials below do.
  const could = new Map<Instance, Instance[]>();
  for (const a of remaining) {
    const reads = domainsRead(a);
    const bs = remaining.filter((b) => b !== a && mayDepend(a, reads, b, layer));
    if (bs.length) could.set(a, bs);
  }
  // With none (a board of pumps and anthems), timestamp order.
  if (could.size === 0) {
    for (const instance of remaining) yield { instance, note: {} };
    return;
  }
  const local = new Set(remaining.filter(readsOnlyItsSource));
  const appliedAfter = new Map<Instance, Instance[]>();
  while (remaining.length > 0) {
    const edges = new Map<Instance, Instance[]>();
    // Each B's objects, read once a round: nothing is applied between the trials of one round.
    const objects = new Map<Instance, ObjectId[]>();
    const objectsOf = (b: Instance) => {
      let ids = objects.get(b);
      if (ids === undefined) objects.set(b, (ids = affectedBy(p, b)));
      return ids;
    };
    for (const a of remaining) {
      const candidates = (could.get(a) ?? []).filter((b) => remaining.includes(b) && objectsOf(b).length > 0 && (!local.has(a) || objectsOf(b).includes(a.source.id)));
      if (candidates.length === 0) continue;
      let base: string | undefined;
      const baseOf = () => (base ??= outcome(p, a, layer));
      const on = candidates.filter((b) => dependsOn(p, a, b, objectsOf(b), layer, baseOf));
      if (on.length) edges.set(a, on);
    }
    let pick = remaining[0];
    let loop = false;
    if (edges.size > 0) {
      const part = loops(remaining, edges);
      // Ready: everything it depends on outside its own loop has been applied (613.8b ignores the loop).
      const ready = remaining.filter((a) => (edges.get(a) ?? []).every((b) => part.get(b) === part.get(a)));
      pick = ready[0] ?? remaining[0];
      loop = (edges.get(pick) ?? []).some((b) => part.get(b) === part.get(pick));
      for (const a of remaining) for (const b of edges.get(a) ?? []) if (part.get(b) !== part.get(a)) appliedAfter.set(a, [...(appliedAfter.get(a) ?? []), b]);
    }
    remaining.splice(remaining.indexOf(pick), 1);
    const before = (appliedAfter.get(pick) ?? []).filter((b) => b.timestamp > pick.timestamp);
    const note: Note = {};
    if (before.length) note.dependsOn = [...new Map(before.map((b) => [b.key, { name: b.source.name, timestamp: b.timestamp }])).values()];
    if (loop) note.loop = true;
    yield { instance: pick, note };
  }
}
