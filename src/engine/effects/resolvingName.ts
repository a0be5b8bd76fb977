// What is resolving, as a prompt names it: "Pyromancer Ascension's triggered ability", "Brainstorm".
// A judge needs to know which object's instructions ask the question (608.2c).
import { possessive } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { EffectContext, GameState } from '../state/state';

export function resolvingName(s: GameState, ctx: EffectContext): string {
  const o = ctx.object ? objectAt(s, ctx.object) : undefined;
  if (o?.stackItem?.kind !== 'ability') return ctx.sourceName;
  const a = s.cards[o.card]?.abilities[o.stackItem.ability ?? -1];
  const kind = a?.kind === 'triggered' || a?.kind === 'cost' ? 'triggered ' : a?.kind === 'activated' ? 'activated ' : '';
  return `${possessive(ctx.sourceName)} ${kind}ability`;
}
