// Cascade (702.85a): "exile cards from the top of your library until you exile a nonland card whose
// mana value is less than this spell's mana value. You may cast that card without paying its mana
// cost if the resulting spell's mana value is less than this spell's mana value. Then put all cards
// exiled this way that weren't cast on the bottom of your library in a random order."
// The exiled cards are remembered on the resolving ability ("exiled by cascade N"), the one found as
// "cascade": its cast is the "you may cast it" of 608.2g (castCard.ts), then `cascadeBottom` runs.
import type { EffectDef } from '../state/card';
import { isType, objectManaValue } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getPlayer, log, patchState, playerName } from '../state/game';
import type { EffectContext, Instruction } from '../state/state';
import { objectAt } from '../state/objectTable';
import { moveObject } from '../state/zones';
import { pushFront } from '../stack/agenda';
import { remember } from '../stack/copy';
import { shuffle } from '../state/rng';

const EXILED = 'exiled by cascade ';
export const CASCADE_HIT = 'cascade';

export function cascade(tx: Tx, ctx: EffectContext): void {
  const spell = ctx.event?.spell;
  const now = spell ? (objectAt(tx.s, spell.id) ?? spell) : undefined;
  const value = now ? objectManaValue(tx.s, now) : 0;
  const player = ctx.controller;
  const names: string[] = [];
  let hit: string | undefined;
  let n = 0;
  while (getPlayer(tx.s, player).library.length > 0) {
    const top = getPlayer(tx.s, player).library[0];
    const card = objectAt(tx.s, top);
    const found = !isType(tx.s, card, 'Land') && objectManaValue(tx.s, card) < value;
    names.push(card.card);
    const id = moveObject(tx, top, 'exile');
    remember(tx, ctx, `${EXILED}${++n}`, id);
    if (found) {
      hit = id;
      break;
    }
  }
  const who = playerName(tx.s, player);
  const list = names.length ? names.join(', ') : 'nothing (the library is empty)';
  if (!hit) {
    log(tx, '702.85a', `${who} exiles ${list} from the top of their library: no nonland card with mana value less than ${value}.`, [player]);
  } else {
    remember(tx, ctx, CASCADE_HIT, hit);
    log(tx, '702.85a', `${who} exiles ${list} from the top of their library, stopping at ${objectAt(tx.s, hit).card}, a nonland card with mana value less than ${value}.`, [player, hit]);
  }
  const bottom: Instruction = { op: 'effect', effect: { kind: 'cascadeBottom' }, ctx };
  pushFront(tx, ...(hit ? [{ op: 'effect', effect: { kind: 'castCard', what: { remembered: CASCADE_HIT }, withoutPaying: true }, ctx } as Instruction] : []), bottom);
}

/** 702.85a: the cards exiled this way that weren't cast go to the bottom of the library, in a random order (seeded, as a shuffle). */
export function cascadeBottom(tx: Tx, _e: Extract<EffectDef, { kind: 'cascadeBottom' }>, ctx: EffectContext): void {
  const memory = (ctx.object ? objectAt(tx.s, ctx.object)?.stackItem?.memory : undefined) ?? {};
  const left = Object.keys(memory)
    .filter((k) => k.startsWith(EXILED))
    .flatMap((k) => memory[k])
    .filter((id) => objectAt(tx.s, id)?.zone === 'exile');
  if (left.length === 0) return;
  const [order, rng] = shuffle(left, tx.s.rng);
  patchState(tx, { rng });
  for (const id of order) moveObject(tx, id, 'library', { position: 'bottom' });
  log(tx, '702.85a', `${playerName(tx.s, ctx.controller)} puts ${left.length} card${left.length === 1 ? '' : 's'} exiled by cascade on the bottom of their library in a random order.`, [ctx.controller]);
}
