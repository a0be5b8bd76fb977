// Day and night (731): a designation of the game, absent until something makes it day or night
// (731.1), then always exactly one of the two. Daybound and nightbound (702.145) are its keywords:
// a daybound permanent makes it day if it is neither (702.145d), a nightbound one night if no
// daybound permanent is around (702.145g), and each turns to match the designation at once
// (702.145c, 702.145f; not a state-based action, done here whenever a player would receive priority
// and as the designation changes). As the untap step begins, the previous turn's spells decide (502.2).
import type { Tx } from './game';
import { describe, log, patchState, playerName } from './game';
import { abilities, faceUp, frontOf, hasKeyword } from './characteristics';
import { objectAt } from './objectTable';
import { transformPermanent } from './transform';
import { dayNightChanged } from '../stack/transformTriggers';
import type { GameObject, GameState, PlayerId } from './state';

const hasBound = (s: GameState, o: GameObject, k: 'daybound' | 'nightbound'): boolean => !o.faceDown && hasKeyword(s, o, k);

/** The game becomes day or night (731.1, 731.1a), and the bound permanents turn to match. */
export function becomes(tx: Tx, dayNight: 'day' | 'night', rules: readonly [string, ...string[]], why: string): void {
  const was = tx.s.dayNight;
  patchState(tx, { dayNight });
  log(tx, rules.includes('731.1') ? rules : [...rules, '731.1'], was ? `${was === 'day' ? 'Day becomes night' : 'Night becomes day'}: ${why}.` : `It becomes ${dayNight}: ${why}.`);
  if (was) dayNightChanged(tx);
  turnBound(tx);
}

/** 702.145c, 702.145f: a daybound permanent front face up at night, or a nightbound one back face up by day, transforms. */
function turnBound(tx: Tx): void {
  for (const id of tx.s.battlefield) {
    const o = objectAt(tx.s, id);
    if (tx.s.dayNight === 'night' && faceUp(tx.s, o) === 0 && hasBound(tx.s, o, 'daybound') && frontOf(tx.s, o).transforms) transformPermanent(tx, o, ['702.145c']);
    else if (tx.s.dayNight === 'day' && faceUp(tx.s, o) === 1 && hasBound(tx.s, o, 'nightbound')) transformPermanent(tx, o, ['702.145f']);
  }
}

/** 702.145d, 702.145g, then 702.145c and 702.145f: what the daybound and nightbound permanents do at once. */
export function dayNightActions(tx: Tx): void {
  // Only cards print these keywords (no effect grants them): a game without such a card has nothing to do.
  if (!Object.values(tx.s.cards).some((c) => c.abilities.some((a) => a.kind === 'keyword' && (a.keyword === 'daybound' || a.keyword === 'nightbound')))) return;
  if (!tx.s.dayNight) {
    const bound = (k: 'daybound' | 'nightbound') => tx.s.battlefield.map((id) => objectAt(tx.s, id)).find((o) => hasBound(tx.s, o, k));
    const day = bound('daybound');
    const night = day ? undefined : bound('nightbound');
    if (day) becomes(tx, 'day', ['702.145d'], `${describe(tx.s, day.id)} has daybound and it was neither day nor night`);
    else if (night) becomes(tx, 'night', ['702.145g'], `${describe(tx.s, night.id)} has nightbound, it was neither day nor night and no permanent has daybound`);
    return;
  }
  turnBound(tx);
}

/** 502.2, 731.2: as the untap step begins, the spells the previous turn's active player cast during that turn. */
export function untapStepDayNight(tx: Tx, previous: PlayerId, cast: number): void {
  const who = playerName(tx.s, previous);
  if (tx.s.dayNight === 'day' && cast === 0) becomes(tx, 'night', ['502.2', '731.2a'], `${who}, the previous turn's active player, cast no spells during that turn`);
  else if (tx.s.dayNight === 'night' && cast >= 2) becomes(tx, 'day', ['502.2', '731.2b'], `${who}, the previous turn's active player, cast ${cast} spells during that turn`);
}

/** 702.145b: "If it is night and this permanent is represented by a double-faced card, it enters transformed": the back face's name, or null. */
export function entersTransformed(s: GameState, o: GameObject): string | null {
  if (s.dayNight !== 'night' || o.faceDown || o.token) return null;
  const front = frontOf(s, o);
  if (!front.transforms || faceUp(s, o) !== 0 || !abilities(s, o).some((a) => a.kind === 'keyword' && a.keyword === 'daybound')) return null;
  return front.faces![1].name;
}

/** "If it's neither day nor night, it becomes day as ~ enters." (731.1): read of the permanent as it enters. */
export function dayAsItEnters(tx: Tx, o: GameObject): void {
  if (tx.s.dayNight || !abilities(tx.s, o).some((a) => a.kind === 'static' && a.rule?.kind === 'dayAsEnters')) return;
  becomes(tx, 'day', ['731.1'], `${describe(tx.s, o.id)} enters, and it was neither day nor night`);
}
