// Sentences about what the effect just before them named or made: "Untap those creatures.", "Tap
// it.", "Regenerate it.", "attach ~ to it", "It gains haste.", "It has ..." (608.2c, 611.2a).
import type { AbilityDef, EffectDef } from '../../engine/state/card';
import { granted } from '../lowerContinuous';
import { madeJustNow, rememberMade } from '../lowerMade';
import { tokenHasAbility } from '../lowerTokenAbility';
import type { EffectNode } from '../tree';
import { type Context, type EffectOf, type TextOf, unpaidFor } from './context';
import { sameTarget } from './refer';

/**
 * A tap, untap, regeneration or attachment whose "it" or "those creatures" is what the effect
 * just before named or made (608.2c): whether it was read, or null when the sentence is not one
 * (it is read as any other).
 */
export function refersToEffectBefore(e: EffectNode, ctx: Context, textOf: TextOf, out: EffectDef[], last: EffectDef | undefined, effect: EffectOf): boolean | null {
  if (e.kind === 'untap' && e.what?.kind === 'ref' && e.what.word === 'those creatures') {
    // "Creatures you control get +1/+1 until end of turn. Untap those creatures.": the permanents the effect before named (608.2c).
    const what = !ctx.choosingColor && (last?.kind === 'pump' || last?.kind === 'grant') && 'each' in last.what ? structuredClone(last.what) : null;
    if (!what) return false;
    out.push({ kind: 'untap', what });
    return true;
  }
  if (e.kind === 'tap' && e.what?.kind === 'ref' && e.what.word === 'it' && !ctx.choosingColor && sameTarget(e.what, last, ctx)) {
    // "~ gains hexproof until end of turn. Tap it.": the one permanent the effect before named (608.2c).
    out.push({ kind: 'tap', what: sameTarget(e.what, last, ctx)! });
    return true;
  }
  if (e.kind === 'regenerate' && e.what?.kind === 'ref' && e.what.word === 'it') {
    // "Target creature gets +2/+0 until end of turn. Regenerate it.": a shield on the one permanent just targeted (701.19a, 608.2c).
    const what = !ctx.choosingColor && sameTarget(e.what, last, ctx);
    if (!what) return false;
    out.push({ kind: 'regenerate', what });
    return true;
  }
  if (e.kind === 'untap' && e.what?.kind === 'ref' && e.what.word === 'it') {
    // "Gain control of target creature until end of turn. Untap it.": "it" is the one permanent just targeted (608.2c).
    const what = !ctx.choosingColor && sameTarget(e.what, last, ctx);
    if (!what) return false;
    out.push({ kind: 'untap', what });
    return true;
  }
  if (e.kind === 'attach' && e.to?.kind === 'ref' && e.to.word === 'it' && last?.kind === 'createToken') {
    // "Create a 1/1 Goblin creature token, then attach ~ to it.": the one token just created (608.2c).
    const made = !ctx.choosingColor && rememberMade(out, ctx);
    const def = made && effect({ ...e, to: undefined }, ctx, textOf);
    if (!made || !def || def.kind !== 'attach') return false;
    out.push({ ...def, to: { remembered: made } });
    return true;
  }
  return null;
}

/** "It gains haste.", "It has "...": what the object the effect before made gains or has (611.2a, 111.4). */
export function lowerMadeBefore(e: Extract<EffectNode, { kind: 'madeGains' | 'tokenHas' }>, ctx: Context, textOf: TextOf, out: EffectDef[], last: EffectDef | undefined): boolean {
  switch (e.kind) {
    case 'madeGains': {
      // 611.2a, 400.7: "It gains haste." names the new object the last effect put onto the
      // battlefield (not the card targeted in the graveyard), for as long as it stays there.
      const made = !ctx.choosingColor && !unpaidFor(last) && madeJustNow(out, ctx);
      const abilities = e.keywords.map(granted);
      if (!made || abilities.some((a) => a === null)) return false;
      const text = `gains ${e.keywords.map((k) => k.keyword).join(' and ')}`;
      out.push({ kind: 'continuous', what: { remembered: made }, changes: [{ layer: '6', addAbilities: abilities as AbilityDef[] }], duration: 'indefinite', text });
      return true;
    }
    case 'tokenHas': // 111.4, 113.1a (lowerTokenAbility.ts)
      return !ctx.choosingColor && tokenHasAbility(e, last, textOf);
  }
}
