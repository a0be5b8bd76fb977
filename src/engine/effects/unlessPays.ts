// "It deals 3 damage to you unless you pay {2}", "each opponent sacrifices a permanent unless they
// pay {3}" (118.12a): "[the player] may pay {3}. If [they don't], [the effect]." Each player who
// may pay is asked as it resolves, in APNAP order (101.4), and the effect happens to each one who
// doesn't. A player who can't pay fully isn't asked (118.3).
import type { Affected, EffectDef } from '../state/card';
import type { Tx } from '../state/game';
import { apnap, log, playerName } from '../state/game';
import type { EffectContext, Instruction, PlayerId } from '../state/state';
import { ask, pushFront } from '../stack/agenda';
import { affected } from './affected';
import { resolvingName } from './resolvingName';
import { canPayMana, payManaDuringResolution } from './payDuringResolution';

type Ins = Extract<Instruction, { op: 'effect' }>;
type UnlessPays = Extract<EffectDef, { kind: 'unlessPays' }>;

/** The players affected by the effect ("each opponent"): the ones who may pay. */
function whoOf(e: EffectDef): Affected | undefined {
  return 'who' in e && e.who && typeof e.who === 'object' && !Array.isArray(e.who) ? (e.who as Affected) : undefined;
}

export function unlessPays(tx: Tx, e: UnlessPays, ctx: EffectContext, ins: Ins): void {
  if (ins.player === undefined) {
    const who = whoOf(e.effects[0]);
    const players = e.payer === 'controller' ? [ctx.controller] : who ? affected(tx, who, ctx).filter((p): p is PlayerId => !!tx.s.players[p]) : [];
    const order = apnap(tx.s).filter((p) => players.includes(p));
    pushFront(tx, ...order.map((player): Ins => ({ ...ins, player })));
    return;
  }
  const player = ins.player;
  const name = playerName(tx.s, player);
  const then = e.payer === 'controller' ? e.effects.map((effect): Ins => ({ op: 'effect', effect, ctx })) : e.effects.map((effect): Ins => ({ op: 'effect', effect, ctx, player }));
  if (ins.answer === undefined) {
    if (!canPayMana(tx, player, e.mana)) {
      log(tx, ['118.12a', '118.3'], `${name} can't pay ${e.mana} for ${ctx.sourceName}.`, [player]);
      pushFront(tx, ...then);
      return;
    }
    ask(tx, {
      kind: 'yesNo',
      player,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${name} may pay ${e.mana}; if they don't, the effect happens to them (118.12a).`,
      rule: '118.12a',
      options: [],
      then: ins,
    });
    return;
  }
  if (ins.answer === true) {
    payManaDuringResolution(tx, player, e.mana, ctx.sourceName);
    log(tx, '118.12a', `${name} pays ${e.mana} for ${ctx.sourceName}.`, [player]);
    return;
  }
  log(tx, '118.12a', `${name} doesn't pay ${e.mana}.`, [player]);
  pushFront(tx, ...then);
}
