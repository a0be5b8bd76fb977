// Adding mana (106.3, 106.4): it goes into the player's mana pool, remembering its source.
import type { EffectDef, ManaType } from '../card';
import { ask } from '../agenda';
import type { Tx } from '../game';
import { getPlayer, log, patchPlayer } from '../game';
import { MANA_NAMES, manaString } from '../mana';
import type { EffectContext, Instruction } from '../state';

export function addManaToPool(tx: Tx, ctx: EffectContext, types: readonly ManaType[]): void {
  const p = getPlayer(tx.s, ctx.controller);
  patchPlayer(tx, p.id, { manaPool: [...p.manaPool, ...types.map((type) => ({ type, source: ctx.source }))] });
  const rule = ctx.manaAbility ? '605.3b' : '106.3';
  log(tx, rule, `${ctx.sourceName} adds ${manaString(types)} to ${p.name}'s mana pool.`, [ctx.source, p.id]);
}

export function addMana(tx: Tx, effect: Extract<EffectDef, { kind: 'addMana' }>, ctx: EffectContext): void {
  addManaToPool(tx, ctx, effect.mana);
}

export function addManaOfChoice(
  tx: Tx,
  effect: Extract<EffectDef, { kind: 'addManaOfChoice' }>,
  ctx: EffectContext,
  ins: Extract<Instruction, { op: 'effect' }>,
): void {
  const options = effect.choices;
  const chosen = (ins.answer as ManaType | undefined) ?? (options.length === 1 ? options[0] : undefined);
  if (chosen === undefined) {
    ask(tx, {
      kind: 'manaType',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: choose the type of mana to add (${effect.amount === 1 ? 'one mana' : `${effect.amount} mana of one type`}).`,
      rule: '605.3b',
      options: options.map((t) => ({ id: t, label: `{${t}} ${MANA_NAMES[t]}` })),
      then: ins,
    });
    return;
  }
  addManaToPool(tx, ctx, Array.from({ length: effect.amount }, () => chosen));
}
