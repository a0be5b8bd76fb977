// How many permanents on the battlefield have a static ability that generates a continuous effect
// (611.3), and how many of those change control (613.1b). Asked after every instruction and on
// every read of a characteristic, so it must not look at every permanent each time the battlefield
// changes. It is counted per bucket of the object table, each bucket remembered by identity (a write
// copies only the buckets it touches), and the sum per table: after a write, the 64 buckets cost one
// lookup each and only the touched ones are counted again. Exact whatever game the table is of.
import type { AbilityDef } from '../state/card';
import type { GameObject, GameState } from '../state/state';
import { continuousRule } from './instances';

type Counts = { statics: number; control: number };

/** What a card (with all its faces: a face turned up doesn't change the battlefield) may generate. */
const byCard = new WeakMap<object, Counts>();

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

type Known = { cards: GameState['cards']; counts: Counts };
const byBucket = new WeakMap<readonly GameObject[], Known>();
const byTable = new WeakMap<GameState['objects'], Known>();

// A bucket is written in place only inside writingObjectsTogether (combat damage, 510.2), which
// patches damage and never a zone or a card: what is counted here stays true of it.
function countBucket(s: GameState, bucket: readonly GameObject[]): Counts {
  const known = byBucket.get(bucket);
  if (known && known.cards === s.cards) return known.counts;
  const counts = { statics: 0, control: 0 };
  for (const o of bucket) {
    if (o.zone !== 'battlefield') continue;
    const c = countsOfCard(s, o.card);
    if (c) {
      counts.statics += c.statics;
      counts.control += c.control;
    }
  }
  byBucket.set(bucket, { cards: s.cards, counts });
  return counts;
}

/** The counts for `s`: remembered per object table, summed from its buckets. */
export function staticSources(s: GameState): Counts {
  const known = byTable.get(s.objects);
  if (known && known.cards === s.cards) return known.counts;
  const counts = { statics: 0, control: 0 };
  for (const bucket of s.objects) {
    const c = countBucket(s, bucket);
    counts.statics += c.statics;
    counts.control += c.control;
  }
  byTable.set(s.objects, { cards: s.cards, counts });
  return counts;
}
