// Evolve (702.100a): "Whenever a creature you control enters, if that creature's power is greater
// than this creature's power and/or that creature's toughness is greater than this creature's
// toughness, put a +1/+1 counter on this creature." An intervening "if" (603.4): checked as the
// creature enters (stack/triggers.ts `entered`) and again as the ability resolves, here. A creature
// can't have a greater power or toughness than a noncreature permanent (702.100c).
import { characteristicsOf } from '../layers/derive';
import type { EffectDef } from '../state/card';
import { pushFront } from '../stack/agenda';
import { checkWithin } from '../state/limits';
import type { Tx } from '../state/game';
import { describe, log, patchObject } from '../state/game';
import type { Characteristics } from '../state/layers';
import type { EffectContext, GameObject, GameState } from '../state/state';
import { objectAt } from '../state/objectTable';
import { countersPut } from '../stack/counterTriggers';

/** 702.100a, 702.100c: whether `entering` is greater in power and/or toughness than `evolving`. */
export function evolves(entering: Characteristics, evolving: Characteristics): boolean {
  if (!entering.types.includes('Creature') || !evolving.types.includes('Creature')) return false;
  return (entering.power ?? 0) > (evolving.power ?? 0) || (entering.toughness ?? 0) > (evolving.toughness ?? 0);
}

/** The creature that entered, while it is still on the battlefield (400.7). */
function stillThere(s: GameState, id: string | undefined): GameObject | undefined {
  const now = id !== undefined ? objectAt(s, id) : undefined;
  return now?.zone === 'battlefield' ? now : undefined;
}

export function evolve(tx: Tx, ctx: EffectContext): void {
  const self = objectAt(tx.s, ctx.source);
  const entering = stillThere(tx.s, ctx.event?.object);
  if (!self || self.zone !== 'battlefield') {
    log(tx, ['702.100a', '400.7'], `${ctx.sourceName} is no longer on the battlefield: its evolve ability does nothing.`, [ctx.source]);
    return;
  }
  if (!entering) {
    // 603.4, 608.2h: compared as that creature last existed on the battlefield, which the sandbox
    // doesn't keep: its controller compares and puts the counter by hand.
    log(tx, ['702.100a', '608.2h'], `The creature that entered has left the battlefield: ${ctx.sourceName}'s evolve compares it as it last existed there, by hand.`, [self.id]);
    const effect: EffectDef = { kind: 'manual', text: `If the creature that entered had greater power or toughness than ${ctx.sourceName} as it last existed, put a +1/+1 counter on ${ctx.sourceName}.`, ability: ctx.abilityText ?? ctx.sourceName };
    pushFront(tx, { op: 'effect', effect, ctx });
    return;
  }
  const a = characteristicsOf(tx.s, entering);
  const b = characteristicsOf(tx.s, self);
  const pt = (c: Characteristics) => `${c.power ?? 0}/${c.toughness ?? 0}`;
  if (!evolves(a, b)) {
    log(tx, ['702.100a', '603.4'], `${describe(tx.s, entering.id)} (${pt(a)}) is greater in neither power nor toughness than ${describe(tx.s, self.id)} (${pt(b)}) now: it doesn't evolve.`, [self.id, entering.id]);
    return;
  }
  const now = (self.counters['+1/+1'] ?? 0) + 1;
  checkWithin('counters', now, '122.1');
  patchObject(tx, self.id, { counters: { ...self.counters, '+1/+1': now } });
  log(tx, ['702.100a', '702.100b', '122.1'], `${describe(tx.s, entering.id)} (${pt(a)}) is greater than ${describe(tx.s, self.id)} (${pt(b)}): it evolves, a +1/+1 counter put on it.`, [self.id, entering.id]);
  countersPut(tx, self.id, '+1/+1', 1);
}
