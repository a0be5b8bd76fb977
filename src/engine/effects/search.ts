// Searching a library (701.23) for cards of a stated quality, putting them onto the battlefield or
// into the hand, then shuffling (701.24). The player may find fewer or none (701.23b), so the `pick`
// is always asked, even with one legal answer (SCENARIO.md); `[]` finds nothing.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import { cardOf, isType } from '../state/characteristics';
import { enterBattlefield } from '../state/entering';
import type { Tx } from '../state/game';
import { getPlayer, log, optionsFor, patchPlayer, patchState } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { shuffle } from '../state/rng';
import { moveObject } from '../state/zones';
import { resolvingName } from './resolvingName';
import { objectAt } from '../state/objectTable';

type Ins = Extract<Instruction, { op: 'effect' }>;
type Search = Extract<EffectDef, { kind: 'searchLibrary' }>;

/** "a basic land card", "up to two basic land cards". */
export function searchedFor(e: Search): string {
  const kind = [...(e.supertypes ?? []), ...e.types].join(' ').toLowerCase();
  return e.count === 1 ? `a ${kind} card` : `up to ${e.count} ${kind} cards`;
}

export function searchLibrary(tx: Tx, e: Search, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  const fits = p.library.filter((id) => {
    const o = objectAt(tx.s, id);
    return e.types.some((t) => isType(tx.s, o, t)) && (e.supertypes ?? []).every((t) => cardOf(tx.s, o).supertypes?.includes(t));
  });
  if (ins.answer === undefined && fits.length > 0) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} searches their library for ${searchedFor(e)}: choose ${e.count === 1 ? 'it' : 'them'}, or none (a search for a card of a stated quality may find none).`,
      rule: '701.23b',
      options: optionsFor(tx.s, fits),
      min: 0,
      max: e.count,
      then: ins,
    });
    return;
  }
  const found = (ins.answer as ObjectId[] | undefined) ?? [];
  const names = found.map((id) => objectAt(tx.s, id).card);
  log(tx, '701.23a', `${p.name} searches their library for ${searchedFor(e)} and finds ${names.length ? names.join(', ') : 'nothing'}${e.reveal && names.length ? ', revealing it' : ''}.`, [p.id]);
  for (const id of found) {
    if (e.to === 'battlefield') enterBattlefield(tx, id, p.id, 0, { tapped: e.tapped });
    else moveObject(tx, id, 'hand');
  }
  const [library, rng] = shuffle(getPlayer(tx.s, p.id).library, tx.s.rng);
  patchPlayer(tx, p.id, { library });
  patchState(tx, { rng });
  log(tx, '701.24a', `${p.name} shuffles their library.`, [p.id]);
}
