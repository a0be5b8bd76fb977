// Reading an Amount as the effect happens (608.2h): from the source as it is now, or as it last
// existed if it has left its zone.
import type { Amount } from '../state/card';
import { objectManaValue, power, toughness } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getPlayer, log } from '../state/game';
import type { EffectContext, GameObject } from '../state/state';
import { objectAt } from '../state/objectTable';
import { currentReader } from '../state/quality';
import { gameAmount } from '../state/gameAmount';
import { targetStat } from './lastKnown';

/** The source as the effect sees it: the object itself while it is where it was, else its LKI. */
export function sourceObject(tx: Tx, ctx: EffectContext): GameObject | undefined {
  const now = objectAt(tx.s, ctx.source);
  return now ?? ctx.lki;
}

export function amount(tx: Tx, a: Amount, ctx: EffectContext): number {
  if (typeof a === 'number') return a;
  switch (a.of) {
    case 'x':
      return ctx.x;
    case 'sourcePower': {
      const o = sourceObject(tx, ctx);
      return o ? Math.max(0, power(tx.s, o)) : 0;
    }
    case 'sourceCounters':
      return sourceObject(tx, ctx)?.counters[a.counter] ?? 0;
    case 'ifCastFrom':
      return ctx.spell?.castFrom === a.zone ? a.then : a.otherwise;
    case 'blockingSource': {
      // 702.23b: the creatures blocking the source as the ability resolves.
      const n = tx.s.combat?.blockers.filter((b) => b.blocks.includes(ctx.source)).length ?? 0;
      return Math.max(0, n - a.beyond) * a.times;
    }
    case 'energyPaid':
      return ctx.energyPaid ?? 0;
    case 'eventCount':
      return ctx.event?.count ?? 0;
    case 'devotion':
    case 'basicLandTypes':
    case 'party':
    case 'greatest': {
      // A number a rule defines: the log says what was counted and by which rule (608.2h).
      const n = gameAmount(tx.s, currentReader(tx.s), a, { id: ctx.source, controller: ctx.controller }) ?? 0;
      const [rule, what] = counted(a, getPlayer(tx.s, ctx.controller).name);
      const text = `${ctx.sourceName}: ${what} is ${n}.`;
      if (tx.log[tx.log.length - 1]?.text !== text) log(tx, rule, text, [ctx.controller]);
      return n;
    }
    case 'count': // counted as the effect happens (608.2h)
    case 'cardsIn':
    case 'cardTypesAmong':
    case 'plus':
    case 'lifeTotal':
    case 'spellsCastLastTurn':
      return gameAmount(tx.s, currentReader(tx.s), a, { id: ctx.source, controller: ctx.controller }) ?? 0;
    case 'attachedToSource':
      return gameAmount(tx.s, currentReader(tx.s), a, { id: ctx.source, controller: ctx.controller, object: sourceObject(tx, ctx) }) ?? 0;
    case 'negated':
      return -amount(tx, a.amount, ctx);
    case 'times':
      return amount(tx, a.amount, ctx) * a.n;
    case 'targetStat':
      return targetStat(tx, ctx, a.target, a.stat);
    case 'rememberedManaValue': {
      // 608.2c: the card an earlier part moved, where it is now (a card in a hand has its printed mana value, 202.3).
      const id = ctx.object ? objectAt(tx.s, ctx.object)?.stackItem?.memory?.[a.key] : undefined;
      const o = typeof id === 'string' ? objectAt(tx.s, id) : undefined;
      return o ? objectManaValue(tx.s, o) : 0;
    }
    case 'lifeLostThisWay':
      return (ctx.object ? objectAt(tx.s, ctx.object)?.stackItem?.lifeLost : undefined) ?? 0;
    case 'ifKicked':
      return ctx.spell?.kicked ? a.kicked : a.otherwise;
    case 'sacrificed': {
      // 608.2h: the sacrificed creature as it last existed on the battlefield.
      const o = ctx.spell?.paid?.sacrificed[0];
      if (!o) return 0;
      return Math.max(0, a.stat === 'power' ? power(tx.s, o) : toughness(tx.s, o));
    }
  }
}

const COLOR_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
const STAT_WORDS = { power: 'power', toughness: 'toughness', manaValue: 'mana value' } as const;

/** The rule and the words of a number a rule defines, for the log. */
function counted(a: Extract<Amount, { of: 'devotion' | 'basicLandTypes' | 'party' | 'greatest' }>, player: string): [string, string] {
  switch (a.of) {
    case 'devotion':
      return ['700.5', `${player}'s devotion to ${a.colors.map((c) => COLOR_WORDS[c]).join(' and ')}`];
    case 'basicLandTypes':
      return ['305.6', `the number of basic land types among lands ${player} controls`];
    case 'party':
      return ['700.8', `the number of creatures in ${player}'s party`];
    case 'greatest': {
      const kinds = a.each.permanents?.length === 1 ? `${a.each.permanents[0].toLowerCase()}s` : 'permanents';
      const whose = a.each.quality?.controller === 'you' ? ` ${player} controls` : '';
      return ['608.2h', `the greatest ${STAT_WORDS[a.stat]} among ${a.each.other ? 'other ' : ''}${kinds}${whose}${a.each.quality && Object.keys(a.each.quality).some((k) => k !== 'controller') ? ' (of the quality named)' : ''}`];
    }
  }
}
