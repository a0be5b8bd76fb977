// Looking at the top cards of a library (Adventurous Impulse, Anticipate): the controller looks at
// them (hidden from the others; the log names the count, the chooser's prompt the cards), may take
// one of a kind into their hand, revealing it (701.20a), and puts the rest on the bottom in a random
// order (seeded, like a shuffle: SCENARIO.md, "Randomness, asked"), or in the order they choose
// (401.4: a `pick` listing them, the last listed lowest), or into their graveyard.
import type { EffectDef } from '../state/card';
import { isType } from '../state/characteristics';
import { ask } from '../stack/agenda';
import { remember } from '../stack/copy';
import type { Tx } from '../state/game';
import { getPlayer, log, optionsFor, patchPlayer, patchState } from '../state/game';
import type { EffectContext, Instruction, ObjectId } from '../state/state';
import { moveObject, moveObjects } from '../state/zones';
import { objectAt } from '../state/objectTable';
import { shuffle } from '../state/rng';
import { affected } from './affected';
import { amount } from './amount';
import { resolvingName } from './resolvingName';
import { cardKindWords } from './revealHand';
import { binLooked } from './binLooked';

type Ins = Extract<Instruction, { op: 'effect' }>;
type Of<K> = Extract<EffectDef, { kind: K }>;

const plural = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/** The cards looked at that are still in the controller's library, in library order. */
function looked(tx: Tx, key: string, ctx: EffectContext): ObjectId[] {
  const ids = new Set(affected(tx, { remembered: key }, ctx));
  return getPlayer(tx.s, ctx.controller).library.filter((id) => ids.has(id));
}

/** Put `cards` of the controller's library at the top (first listed on top) or the bottom (last listed lowest), the others staying in order. */
function place(tx: Tx, ctx: EffectContext, cards: readonly ObjectId[], where: 'top' | 'bottom'): void {
  const p = getPlayer(tx.s, ctx.controller);
  const others = p.library.filter((id) => !cards.includes(id));
  patchPlayer(tx, p.id, { library: where === 'top' ? [...cards, ...others] : [...others, ...cards] });
}

/** An order of the cards, asked of the controller when there are two or more (401.4). */
function inOrder(tx: Tx, ctx: EffectContext, ins: Ins, cards: ObjectId[], where: 'top' | 'bottom'): ObjectId[] | null {
  if (cards.length < 2) return cards;
  const answer = ins.answer as ObjectId[] | undefined;
  if (answer) return answer;
  const p = getPlayer(tx.s, ctx.controller);
  ask(tx, {
    kind: 'pick',
    player: p.id,
    prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} puts ${plural(cards.length)} ${where === 'top' ? 'back on top of' : 'on the bottom of'} their library in any order: list them all, ${where === 'top' ? 'the top card first' : 'the last listed lowest'}.`,
    rule: '401.4',
    options: optionsFor(tx.s, cards),
    min: cards.length,
    max: cards.length,
    then: ins,
  });
  return null;
}

export function lookAtTop(tx: Tx, e: Of<'lookAtTop'>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  if (ins.answer === undefined) {
    const top = p.library.slice(0, Math.max(0, amount(tx, e.count, ctx)));
    log(tx, '608.2c', `${p.name} looks at the top ${plural(top.length)} of their library (${resolvingName(tx.s, ctx)}).`, [p.id]);
    remember(tx, ctx, e.remember, top);
    if (!e.thenBack) return;
  }
  const cards = looked(tx, e.remember, ctx);
  const order = inOrder(tx, ctx, ins, cards, 'top');
  if (!order) return;
  place(tx, ctx, order, 'top');
  log(tx, '401.4', `${p.name} puts ${plural(order.length)} back on top of their library in the order they chose.`, [p.id]);
}

export function takeLooked(tx: Tx, e: Of<'takeLooked'>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  const cards = looked(tx, e.looked, ctx);
  const fits = cards.filter((id) => {
    const o = objectAt(tx.s, id);
    return (e.types.length === 0 || e.types.some((t) => isType(tx.s, o, t))) && !e.notTypes.some((t) => isType(tx.s, o, t));
  });
  const kind = cardKindWords(e);
  if (fits.length === 0) {
    log(tx, '608.2c', `None of the cards ${p.name} looked at is ${kind}: none goes to their hand.`, [p.id]);
    return;
  }
  // "Put two of them into your hand": that many, or all of them if fewer were looked at.
  const max = Math.min(e.count ?? 1, fits.length);
  const min = e.min === 0 ? 0 : max;
  const chosen = (ins.answer as ObjectId[] | undefined) ?? (min > 0 && fits.length === min ? fits : undefined);
  if (!chosen) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} ${min === 0 ? 'may put' : 'puts'} ${max === 1 ? kind : `${max} cards`} from among the cards they looked at into their hand${e.reveal ? ', revealing it' : ''}${min === 0 ? ' (or none)' : ''}.`,
      rule: '608.2d',
      options: optionsFor(tx.s, fits),
      min,
      max,
      then: ins,
    });
    return;
  }
  for (const id of chosen) {
    const card = objectAt(tx.s, id).card;
    if (e.reveal) log(tx, '701.20a', `${p.name} reveals ${card} and puts it into their hand.`, [id]);
    else log(tx, '608.2c', `${p.name} puts one of the cards they looked at into their hand.`, [p.id]);
    moveObject(tx, id, 'hand');
  }
}

export function putRest(tx: Tx, e: Of<'putRest'>, ctx: EffectContext, ins: Ins): void {
  const p = getPlayer(tx.s, ctx.controller);
  const cards = looked(tx, e.looked, ctx);
  if (cards.length === 0) return;
  if (e.where === 'graveyardOrTop') return binLooked(tx, ctx, ins, cards);
  if (e.where === 'graveyard') {
    log(tx, '608.2c', `${p.name} puts the rest into their graveyard: ${cards.map((id) => objectAt(tx.s, id).card).join(', ')}.`, [p.id]);
    moveObjects(tx, cards.map((id) => ({ id, to: 'graveyard' as const })));
    return;
  }
  if (e.order === 'random') {
    const [order, rng] = shuffle(cards, tx.s.rng);
    patchState(tx, { rng });
    place(tx, ctx, order, 'bottom');
    log(tx, '608.2c', `${p.name} puts the rest (${plural(cards.length)}) on the bottom of their library in a random order.`, [p.id]);
    return;
  }
  const order = inOrder(tx, ctx, ins, cards, 'bottom');
  if (!order) return;
  place(tx, ctx, order, 'bottom');
  log(tx, '401.4', `${p.name} puts the rest (${plural(order.length)}) on the bottom of their library in the order they chose.`, [p.id]);
}
