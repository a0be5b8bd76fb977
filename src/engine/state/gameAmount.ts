// The numbers a text reads from the game alone (no spell being cast, no event): "for each other Elf
// you control", "the number of cards in your hand". A resolving effect reads them once (608.2h,
// effects/amount.ts); a static ability reads them at each derivation of the characteristics (611.3a,
// layers/derive.ts), through the characteristics the layers have made so far.
import type { Amount } from './card';
import type { GameObject, GameState, PlayerId } from './state';
import { apnap } from './game';
import { objectAt } from './objectTable';
import { permanentsOf, type Reader } from './quality';
import { basicLandTypes, devotion, greatestAmong, partySize } from './countedAmong';

export type AmountSource = { id: string; controller: PlayerId; object?: GameObject };

/** The amount, or undefined for a kind that needs a spell or an event (X, kicker, what was sacrificed). */
/** "N or more" (`atLeast`) and/or "N or less" (`atMost`) of a number read from the game: a static ability's or an activation's condition. */
export function amountWithin(n: number, c: { atLeast?: number; atMost?: number }): boolean {
  return (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
}

export function gameAmount(s: GameState, read: Reader, a: Amount, from: AmountSource): number | undefined {
  if (typeof a === 'number') return a;
  switch (a.of) {
    case 'count': {
      const players = a.each.players ? apnap(s).filter((p) => a.each.players === 'all' || p !== from.controller).length : 0;
      return (players + permanentsOf(s, read, a.each, from.controller, from.id).length) * (a.times ?? 1);
    }
    case 'cardsIn': {
      let n = 0;
      for (const p of apnap(s)) {
        if (a.whose === 'you' ? p !== from.controller : a.whose === 'opponents' ? p === from.controller : false) continue;
        const ids = a.zone === 'exile' ? s.exile.filter((id) => objectAt(s, id).owner === p) : s.players[p][a.zone];
        for (const id of ids) if (!a.types || a.types.some((t) => read.of(objectAt(s, id)).types.includes(t))) n++;
      }
      return n;
    }
    case 'cardTypesAmong': {
      // 205.2a: the card types among the cards, each counted once (Tarmogoyf, delirium).
      const types = new Set<string>();
      for (const p of apnap(s)) {
        if (a.whose === 'you' && p !== from.controller) continue;
        for (const id of s.players[p][a.zone]) for (const t of read.of(objectAt(s, id)).types) types.add(t);
      }
      return types.size;
    }
    case 'plus': {
      const n = gameAmount(s, read, a.amount, from);
      return n === undefined ? undefined : n + a.n;
    }
    case 'times': {
      const n = gameAmount(s, read, a.amount, from);
      return n === undefined ? undefined : n * a.n;
    }
    case 'attachedToSource': {
      // 301.5, 303.4: the Auras (Equipment) attached to the source, by their subtypes as the layers have made them so far.
      const to = from.object?.id;
      if (to === undefined) return 0;
      const n = s.battlefield.filter((id) => {
        const o = objectAt(s, id);
        return o.attachedTo === to && read.of(o).subtypes.includes(a.subtype);
      }).length;
      return n * (a.times ?? 1);
    }
    case 'sourceCounters':
      return from.object?.counters[a.counter] ?? 0;
    case 'sourcePower':
      return from.object ? Math.max(0, read.of(from.object).power ?? 0) : 0;
    case 'negated': {
      const n = gameAmount(s, read, a.amount, from);
      return n === undefined ? undefined : -n;
    }
    case 'lifeTotal':
      return s.players[from.controller].life; // 119.1
    case 'spellsCastLastTurn': {
      const counts = apnap(s).map((p) => s.players[p].castLastTurn ?? 0);
      return a.byOnePlayer ? Math.max(0, ...counts) : counts.reduce((n, c) => n + c, 0);
    }
    case 'devotion':
      return devotion(s, read, from.controller, a.colors); // 700.5
    case 'basicLandTypes':
      return basicLandTypes(s, read, from.controller); // 305.6
    case 'party':
      return partySize(s, read, from.controller); // 700.8
    case 'greatest':
      return greatestAmong(s, read, a.each, a.stat, from.controller, from.id);
    default:
      return undefined;
  }
}
