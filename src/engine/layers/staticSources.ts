// How many permanents on the battlefield have a static ability that generates a continuous effect
// (611.3), and how many of those change control (613.1b). Asked after every instruction and on
// every read of a characteristic, so it must not look at every permanent each time the battlefield
// changes: from the last battlefield seen, a battlefield that only gained permanents at its end or
// only lost some is counted by looking at those alone (a thousand tokens entering one by one would
// otherwise cost a million looks).
import type { AbilityDef } from '../state/card';
import { objectAt, tableGet } from '../state/objectTable';
import type { GameState, ObjectId } from '../state/state';
import { continuousRule } from './instances';

type Counts = { statics: number; control: number };

/** What a card (with all its faces: a face turned up doesn't change the battlefield) may generate. */
const byCard = new WeakMap<object, Counts>();

function countsOf(s: GameState, id: ObjectId): Counts | undefined {
  const o = objectAt(s, id);
  return o && countsOfCard(s, o.card);
}

function countsOfCard(s: GameState, card: string): Counts | undefined {
  const def = s.cards[card];
  if (!def) return undefined;
  let c = byCard.get(def);
  if (!c) {
    const front = def.front ? s.cards[def.front] : def;
    const faces: AbilityDef[][] = [def.abilities, ...(front.faces ?? []).map((f) => s.cards[f.name]?.abilities ?? f.abilities)];
    const rules = faces.flat().map(continuousRule).filter((r) => r !== undefined);
    c = { statics: rules.length > 0 ? 1 : 0, control: rules.some((r) => r.changes.some((ch) => ch.layer === '2')) ? 1 : 0 };
    byCard.set(def, c);
  }
  return c;
}

let last: { battlefield: readonly ObjectId[]; cards: GameState['cards']; objects: GameState['objects']; counts: Counts } | undefined;

function add(into: Counts, c: Counts, sign: 1 | -1): void {
  into.statics += sign * c.statics;
  into.control += sign * c.control;
}

/** Every permanent, read off the table bucket by bucket (looking each id up costs a search of its bucket). */
function countAll(s: GameState): Counts {
  const counts = { statics: 0, control: 0 };
  for (const bucket of s.objects) {
    for (const o of bucket) {
      if (o.zone !== 'battlefield') continue;
      const c = countsOfCard(s, o.card);
      if (c) add(counts, c, 1);
    }
  }
  return counts;
}

/** Past this many permanents to look at, reading the whole table is cheaper than looking them up one by one. */
const FEW = 64;

/** Whether every card definition of `a` is still the same in `b` (a token adds its own: that changes no count). */
function sameDefinitions(a: GameState['cards'], b: GameState['cards']): boolean {
  if (a === b) return true;
  for (const name in a) if (b[name] !== a[name]) return false;
  return true;
}

/**
 * Whether the last battlefield seen is of this game: ids are reused from game to game (a test
 * runner, the scenario CLI), so the first and last permanents it had must be the same cards here
 * (a permanent it lost is looked for in the table it was seen in).
 */
function sameCards(s: GameState, objects: GameState['objects'], prev: readonly ObjectId[]): boolean {
  if (prev.length === 0) return true;
  for (const id of [prev[0], prev[prev.length - 1]]) {
    const now = objectAt(s, id);
    if (now && now.card !== tableGet(objects, id)?.card) return false;
  }
  return true;
}

/** The counts for `s`, from the last battlefield seen when `s`'s only gained or only lost permanents. */
const known = new WeakMap<readonly ObjectId[], { cards: GameState['cards']; counts: Counts }>();

export function staticSources(s: GameState): Counts {
  const b = s.battlefield;
  if (last && last.battlefield === b && last.cards === s.cards) return last.counts;
  // A battlefield met before (reads go back and forth between a transaction's states).
  const seen = known.get(b);
  if (seen && seen.cards === s.cards) return seen.counts;
  let counts: Counts | undefined;
  if (last && sameDefinitions(last.cards, s.cards) && sameCards(s, last.objects, last.battlefield)) {
    const prev = last.battlefield;
    const counted = { ...last.counts };
    if (b.length >= prev.length && b.length - prev.length <= FEW && prev.every((id, i) => b[i] === id)) {
      let known = true;
      for (let i = prev.length; i < b.length && known; i++) {
        const c = countsOf(s, b[i]);
        if (c) add(counted, c, 1);
        else known = false;
      }
      if (known) counts = counted;
    } else if (b.length < prev.length && prev.length - b.length <= FEW) {
      // Only lost: `b` is `prev` with some left out, in order. The ones left out are read from the
      // table they were last seen in (they may be gone from the new one).
      let j = 0;
      let known = true;
      const old = { ...s, objects: last.objects } as GameState;
      for (let i = 0; i < prev.length && known; i++) {
        if (j < b.length && prev[i] === b[j]) j++;
        else {
          const c = countsOf(old, prev[i]);
          if (c) add(counted, c, -1);
          else known = false;
        }
      }
      if (known && j === b.length) counts = counted;
    }
  }
  counts ??= countAll(s);
  last = { battlefield: b, cards: s.cards, objects: s.objects, counts };
  known.set(b, { cards: s.cards, counts });
  return counts;
}
