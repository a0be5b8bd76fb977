// Sentences holding other effects: delayed (603.7), "where X is" (107.3c), "unless ... pays" (118.12), "for each" (608.2h), "if" (608.2c).
import { amountOf, condition as staticCondition, perEach } from '../lowerStatic';
import { rememberMade } from '../lowerMade';
import type { Affected, Amount, EffectDef } from '../../engine/state/card';
import { returnExiledEffect } from '../lowerZoneMoves';
import type { EffectNode } from '../tree';
import { type Context, type EffectOf, type EffectsOf, type TextOf, amount, unpaidFor } from './context';

/**
 * "If there are no depletion counters on ~, sacrifice it.": when the condition names only the
 * source, "it" in its clause is the source (608.2c), whatever the ability's other words.
 */
function itIsConditionsSource(e: Extract<EffectNode, { kind: 'ifCondition' }>): EffectNode {
  const c = e.condition;
  const aboutSource = c.kind === 'sourceIs' || (c.kind === 'cardsIn' && c.count.sourceCounters !== undefined);
  return aboutSource && e.effect.kind === 'sacrificeSelf' && e.effect.it ? { ...e.effect, it: undefined } : e.effect;
}

const capitalizedText = (t: string): string => t[0].toUpperCase() + t.slice(1);

/** The effects whose one number "for each ..." multiplies, and the field that holds it. */
const TIMES_FIELDS: Partial<Record<EffectDef['kind'], string>> = {
  draw: 'count',
  mill: 'count',
  createToken: 'amount',
  addCounters: 'amount',
  damage: 'amount',
  gainLife: 'amount',
  loseLife: 'amount',
};

/** Every X of `defs` (`{ of: 'x' }`) made `x`, in place; false when there was none (the "where" names nothing). */
function definesX(defs: EffectDef[], x: Amount): boolean {
  let found = false;
  const put = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(put);
    if (n === null || typeof n !== 'object') return n;
    const o = n as Record<string, unknown>;
    if (o.of === 'x' && Object.keys(o).length === 1) {
      found = true;
      return structuredClone(x);
    }
    // Written only where an X was made: the compiler shares some nodes between cards (the
    // memory key of "its controller"), which a test may have frozen and no card may change.
    for (const k of Object.keys(o)) {
      const v = put(o[k]);
      if (v !== o[k]) o[k] = v;
    }
    return o;
  };
  put(defs);
  return found;
}

/**
 * 603.7c: a delayed triggered ability that refers to a particular object ("destroy that creature at
 * end of combat": the creature of the event; "that creature": the one targeted) still refers to it
 * when it triggers later, under another event and with no targets of its own: those references
 * become objects remembered as the delayed ability is created (`remember`). Rewrites `effects` in place.
 */
function rememberReferents(effects: EffectDef[]): Record<string, Affected> | undefined {
  const remember: Record<string, Affected> = {};
  const fixed = (v: unknown): v is Affected =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.keys(v).length === 1 && ('target' in v || ['eventObject', 'eventPlayer', 'eventCard'].includes((v as { who?: string }).who ?? '')));
  const walk = (o: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(o)) {
      if (fixed(v)) {
        const key = 'target' in v ? `delayed target ${v.target}` : `delayed ${(v as { who: string }).who}`;
        remember[key] = v;
        o[k] = { remembered: key };
      } else if (typeof v === 'object' && v !== null) walk(v as Record<string, unknown>);
    }
  };
  for (const e of effects) walk(e as unknown as Record<string, unknown>);
  return Object.keys(remember).length ? remember : undefined;
}
/** A sentence whose effect holds the effects of another clause, read with `effectsOf` (608.2c). */
export function lowerClauses(e: Extract<EffectNode, { kind: 'delayed' | 'xDefined' | 'unlessPays' | 'forEachTimes' | 'ifCondition' }>, ctx: Context, textOf: TextOf, out: EffectDef[], last: EffectDef | undefined, effect: EffectOf, effectsOf: EffectsOf): boolean {
  switch (e.kind) {
    case 'delayed': {
      // 603.7c: "Return that card to the battlefield ... at the beginning of the next end step.": the card the exile before exiled.
      if (e.effect.kind === 'returnExiled') {
        const r = !ctx.choosingColor && !unpaidFor(last) && returnExiledEffect(e.effect, last);
        if (!r) return false;
        (r.inside ?? out).push({ kind: 'delayed', step: e.step, effects: [r.def], text: capitalizedText(textOf(e)) });
        return true;
      }
      // 603.7c: "Exile it at the beginning of the next end step.": the object the effect created or returned.
      if (e.effect.kind === 'exile' && e.effect.what.kind === 'ref') {
        const made = e.effect.what.word === 'it' && !ctx.choosingColor && rememberMade(out, ctx);
        if (!made) return false;
        out.push({ kind: 'delayed', step: e.step, effects: [{ kind: 'exile', what: { remembered: made } }], text: capitalizedText(textOf(e)) });
        return true;
      }
      // 603.7a: the clause is done later, by a delayed triggered ability; it may not ask for
      // targets now (they would be chosen as that ability goes on the stack, 603.3d) nor refer back.
      const later: EffectDef[] = [];
      const targets = ctx.targets.length;
      const remembered = ctx.remembered.size;
      if (ctx.choosingColor || !effectsOf([e.effect], ctx, textOf, later) || ctx.targets.length !== targets || ctx.remembered.size !== remembered || later.length === 0) return false;
      const text = textOf(e);
      const remember = rememberReferents(later);
      out.push({ kind: 'delayed', step: e.step, effects: later, text: text[0].toUpperCase() + text.slice(1), ...(remember ? { remember } : {}) });
      return true;
    }
    case 'xDefined': {
      // 107.3c: the X the text defines, read as the effect happens (608.2h); no X is announced (a
      // cost with X has its own X, so the two can't be told apart: left unread).
      if (ctx.choosingColor || ctx.x) return false;
      const inner: EffectDef[] = [];
      ctx.x = true; // the sentence reads its X as one it has
      const read = effectsOf([e.effect], ctx, textOf, inner);
      ctx.x = false;
      // Read after the sentence: "where X is its power" names the creature the sentence targeted (608.2c).
      const x = read && amount(e.x, ctx);
      if (!x || !definesX(inner, x)) return false;
      out.push(...inner);
      return true;
    }
    case 'unlessPays': {
      // 118.12a: "you pay": the controller, once; "they pay": each player who would sacrifice (701.21a), in turn.
      const inner: EffectDef[] = [];
      if (ctx.choosingColor || !effectsOf([e.effect], ctx, textOf, inner) || inner.length !== 1) return false;
      if (e.payer === 'they' && inner[0].kind !== 'sacrifice') return false;
      out.push({ kind: 'unlessPays', mana: e.mana, payer: e.payer === 'you' ? 'controller' : 'eachAffected', effects: inner });
      return true;
    }
    case 'forEachTimes': {
      // 608.2h: one effect whose one number ("a card", "a 1/1 token", "a +1/+1 counter", "1 damage") is that many for each one counted.
      const inner: EffectDef[] = [];
      const per = !ctx.choosingColor && amountOf(e.per);
      if (!per || !effectsOf([e.effect], ctx, textOf, inner) || inner.length !== 1) return false;
      // "Sacrifice ~ unless you pay {1} for each card in your hand.": the generic mana counted as it resolves (118.12a).
      if (inner[0].kind === 'sacrificeSelf' && inner[0].perCounter === undefined && /^\{\d+\}$/.test(inner[0].unlessPays ?? '')) {
        const generic = perEach(Number(inner[0].unlessPays!.slice(1, -1)), per);
        if (!generic) return false;
        out.push({ kind: 'sacrificeSelf', unlessPaysGeneric: generic });
        return true;
      }
      // "Counter target spell unless its controller pays {1} for each card in your graveyard.": the generic mana counted (118.12a).
      if (inner[0].kind === 'counter' && /^\{\d+\}$/.test(inner[0].unlessPays ?? '')) {
        const { unlessPays, ...rest } = inner[0];
        const generic = perEach(Number(unlessPays!.slice(1, -1)), per);
        if (!generic) return false;
        out.push({ ...rest, unlessPaysGeneric: generic });
        return true;
      }
      const def = inner[0] as Record<string, unknown>;
      const field = TIMES_FIELDS[inner[0].kind];
      const n = field && def[field];
      const times = typeof n === 'number' && n > 0 ? perEach(n, per) : null;
      if (!field || !times) return false;
      def[field] = times;
      out.push(inner[0]);
      return true;
    }
    case 'ifCondition': {
      // 608.2c: checked as it resolves; the clause's targets are still chosen as it is put on the stack (601.2c).
      const when = ctx.choosingColor || unpaidFor(last) ? null : staticCondition(e.condition);
      const then: EffectDef[] = [];
      if (!when || !effectsOf([itIsConditionsSource(e)], ctx, textOf, then) || then.length === 0) return false;
      out.push({ kind: 'ifCondition', condition: when, effects: then, text: textOf({ span: e.condition.span }) });
      return true;
    }
  }
}

