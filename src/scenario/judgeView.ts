// A game as a judge sees it, to compare a game with its export replayed: every player (name, life,
// mana pool, what they cast and drew this turn, whether they lost) and every zone's cards in order,
// each with its card, scenario id, owner, controller, tapped, sick, counters, damage, token, copy,
// colors and what it is on the stack for (targets, X, modes, costs paid); the permanents' order of
// entry (their timestamps' order, 613.7); the turn, step and priority; the pending choice (its
// prompt, options and what it continues with); the resolution under way; triggers waiting; the game's
// end; the random generator's state. Engine ids are not a judge's concern and differ when the
// format renumbers: players are named, objects by where they are ("Ann.hand[2]"), objects that no
// longer exist by the order they are first mentioned. Timestamps' values are left out, their
// order on the battlefield kept.
import { allObjects, objectAt, type GameObject, type GameState } from '../engine';

type View = Record<string, unknown>;

export function judgeView(s: GameState, labels: ReadonlySet<string>): View {
  const where = new Map<string, string>();
  for (const p of s.order) {
    const pl = s.players[p];
    where.set(p, pl.name);
    for (const z of ['library', 'hand', 'graveyard'] as const) pl[z].forEach((id, i) => where.set(id, `${pl.name}.${z}[${i}]`));
  }
  for (const z of ['battlefield', 'exile', 'stack'] as const) s[z].forEach((id, i) => where.set(id, `${z}[${i}]`));
  const gone = new Map<string, string>();
  const rename = (id: string): string => {
    const known = where.get(id);
    if (known) return known;
    if (!/^[op]\d+$/.test(id)) return id;
    if (!gone.has(id)) gone.set(id, `gone#${gone.size}`);
    return gone.get(id)!;
  };
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return rename(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const out: View = {};
      for (const [k, x] of Object.entries(v)) {
        if (k === 'timestamp' || (k === 'label' && !labels.has(x as string))) continue;
        out[rename(k)] = walk(x);
      }
      return out;
    }
    return v;
  };
  const entered = s.battlefield.map((id) => objectAt(s, id)).sort((a, b) => a.timestamp - b.timestamp).map((o) => where.get(o.id));
  const object = (o: GameObject): View => {
    const { id: _id, timestamp: _t, ...rest } = o;
    const onTable = o.zone === 'battlefield' || o.zone === 'stack';
    return walk({ ...rest, controller: onTable ? o.controller : undefined }) as View;
  };
  const zone = (ids: readonly string[]) => ids.map((id) => object(objectAt(s, id)));
  return {
    turn: walk(s.turn),
    players: s.order.map((p) => {
      const { id: _id, library, hand, graveyard, ...rest } = s.players[p];
      return { ...(walk(rest) as View), library: zone(library), hand: zone(hand), graveyard: zone(graveyard) };
    }),
    battlefield: zone(s.battlefield),
    entered,
    exile: zone(s.exile),
    stack: zone(s.stack),
    objects: allObjects(s).length,
    choice: walk(s.choice),
    agenda: walk(s.agenda),
    stepping: !!s.stepping,
    pendingTriggers: walk(s.pendingTriggers),
    gameOver: walk(s.gameOver),
    rng: s.rng,
    random: s.random ?? 'seeded',
  };
}

/** The first difference between two views, as a path and both values; null when they are the same. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (JSON.stringify(a) === JSON.stringify(b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const d = firstDifference((a as View)[k], (b as View)[k], `${path}${Array.isArray(a) ? `[${k}]` : `.${k}`}`);
      if (d) return d;
    }
  }
  return `${path || '(the state)'}: ${JSON.stringify(a)?.slice(0, 300)} in the game, ${JSON.stringify(b)?.slice(0, 300)} replayed`;
}
