// "Exile it at the beginning of the next end step." (603.7a, 603.7c): which object "it" is, when the
// effect before it created a token or returned a card to the battlefield (608.2c).
import type { EffectDef, TargetSpec } from '../engine/state/card';

/** The memory key of the object made, for the delayed triggered ability that refers to it. */
export const MADE = 'made';

/**
 * "Create a 2/1 red Goblin creature token with haste. Exile it at ...", "Return target creature
 * card from your graveyard to the battlefield. That creature gains haste until end of turn. Exile
 * it at ...": "it" is the one object the last creation or return made (608.2c), remembered for
 * the delayed triggered ability (603.7c). Marks that effect to remember it; the key, or null when
 * "it" can't be read so.
 */
export function rememberMade(out: EffectDef[], ctx: { targets: TargetSpec[]; remembered: Set<string> }): string | null {
  if (ctx.remembered.has(MADE)) return null;
  for (let i = out.length - 1; i >= 0; i--) {
    const e = out[i];
    const inner = e.kind === 'may' && e.effects.length === 1 && !e.ifDone ? e.effects[0] : e;
    if (inner.kind === 'createToken') {
      if (inner.amount !== 1 || inner.remember) return null;
      inner.remember = MADE;
    } else if (inner.kind === 'returnToBattlefield') {
      const spec = 'target' in inner.what ? ctx.targets[inner.what.target] : undefined;
      if (!spec || (spec.max ?? 1) !== 1 || spec.anyNumber || inner.remember) return null;
      inner.remember = MADE;
    } else {
      // Between them, only what changes that same object ("That creature gains haste until end of turn.").
      const what = e.kind === 'continuous' || e.kind === 'grant' || e.kind === 'pump' ? e.what : null;
      const made = out.slice(0, i).reverse().find((m) => m.kind === 'returnToBattlefield' || (m.kind === 'may' && m.effects[0]?.kind === 'returnToBattlefield'));
      const returned = made && (made.kind === 'may' ? made.effects[0] : made);
      if (!what || !returned || returned.kind !== 'returnToBattlefield' || JSON.stringify(what) !== JSON.stringify(returned.what)) return null;
      continue;
    }
    ctx.remembered.add(MADE);
    return MADE;
  }
  return null;
}

/**
 * "Put target creature card from a graveyard onto the battlefield under your control. It gains
 * haste.": the one object the effect just before made (608.2c), remembered under MADE; null if
 * the effect just before made none or several.
 */
export function madeJustNow(out: EffectDef[], ctx: { targets: TargetSpec[]; remembered: Set<string> }): string | null {
  const last = out[out.length - 1];
  if (last?.kind === 'returnToBattlefield' || last?.kind === 'createToken') {
    if (last.remember === MADE) return MADE;
  }
  return rememberMade(out, ctx);
}
