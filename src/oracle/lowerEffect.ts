// Stage 4 of the compiler, for what spells and abilities do (DESIGN.md, "The Oracle compiler"):
// sentences of effects into the engine's effects, with the targets they ask for (601.2c) and the
// words that refer back to them (608.2c). A sentence the engine can't carry out lowers nothing.
import type { Affected, EffectDef, TargetSpec } from '../engine/state/card';
import { lowerRevealHand } from './lowerLookReveal';
import type { EachNode, EffectNode, RecipientNode, RefNode, Sentence, TargetNode, TriggerNode } from './tree';
import { ENGINE_KEYWORDS } from './engineKeywords';
import { lowerMana } from './lower/mana';
import { lowerDamageLife } from './lower/damageLife';
import { lowerCounters } from './lower/counters';
import { lowerTokens } from './lower/tokens';
import { lowerLibrary } from './lower/library';
import { lowerZones } from './lower/zones';
import { lowerPermanents } from './lower/permanents';
import { lowerStack } from './lower/stack';
import { lowerTurn } from './lower/turn';
import { lowerChangesBefore } from './lower/changesBefore';
import { lowerContinuousSentence } from './lower/continuous';
import { lowerClauses } from './lower/clauses';
import { lowerChance } from './lower/chance';
import { lowerIfYouDo } from './lower/ifYouDo';
import { lowerMadeBefore, refersToEffectBefore } from './lower/referBefore';
import { lowerChoices } from './lower/choices';
import { lowerPlayers } from './lower/players';
import { type Context, type TextOf, YOU, context, unpaidFor } from './lower/context';
import { refer } from './lower/refer';
import { eachOf, ofTarget, targetSpec } from './lower/targets';
export { YOU, type TextOf } from './lower/context';

export { ENGINE_KEYWORDS };

/** One effect, its targets appended to the context's in the order the text names them (601.2c). */
function effect(e: EffectNode, ctx: Context, textOf: TextOf): EffectDef | null {
  const aim = (t: TargetNode | RefNode): Affected | null => {
    if (t.kind === 'ref') return refer(t, ctx);
    const spec = targetSpec(t, ctx);
    return spec && { target: ctx.targets.push(spec) - 1 };
  };
  const thing = (t: TargetNode | EachNode | RefNode): Affected | null => (t.kind === 'each' ? (t.of ? ofTarget(t, ctx) : eachOf(t)) : aim(t));
  const to = (r: RecipientNode): Affected | null =>
    r.kind === 'target' || r.kind === 'ref' ? aim(r) : r.kind === 'each' ? eachOf(r) : r.kind === 'sameTarget' ? { target: ctx.targets.length - 1 } : YOU;
  switch (e.kind) {
    case 'tokenHas':
      return null; // only after the token it names (effectsOf)
    case 'addMana':
    case 'addOneOf':
    case 'addAnyColor':
    case 'addAmountOf':
    case 'addManaForEach':
    case 'addCombination':
    case 'addCombinationCounted':
    case 'addOneColorCounted':
    case 'addEnteredColor':
    case 'addCouldProduce':
    case 'addProduced':
      return lowerMana(e, ctx, textOf, aim, thing, to);
    case 'damage':
    case 'gainLife':
    case 'getEnergy':
    case 'preventNextFromSource':
    case 'preventDamage':
    case 'loseLife':
    case 'preventCombatDamage':
      return lowerDamageLife(e, ctx, textOf, aim, thing, to);
    case 'draw':
    case 'scry':
    case 'surveil':
    case 'putBack':
    case 'putOnLibrary':
    case 'exileTop':
    case 'mill':
    case 'search':
    case 'shuffle':
    case 'revealTopToHand':
      return lowerLibrary(e, ctx, textOf, aim, thing, to);
    case 'cantPlayLandsThisTurn':
    case 'additionalLandsThisTurn':
    case 'extraTurn':
    case 'skipNextTurn':
      return lowerTurn(e, ctx, textOf, aim, thing, to);
    case 'becomeMonarch':
    case 'randomPlayer':
      return lowerPlayers(e, ctx, textOf, aim, thing, to);
    case 'explore':
    case 'connive':
    case 'detain':
    case 'tap':
    case 'untap':
    case 'attach':
    case 'tapOrUntap':
    case 'removeFromCombat':
    case 'cantBeRegeneratedThisTurn':
    case 'regenerate':
    case 'fight':
      return lowerPermanents(e, ctx, textOf, aim, thing, to);
    case 'monstrosity':
    case 'bolster':
    case 'proliferate':
    case 'support':
    case 'adapt':
    case 'counters':
    case 'removeCounters':
    case 'putItsCounters':
    case 'moveCounters':
    case 'doubleCounters':
      return lowerCounters(e, ctx, textOf, aim, thing, to);
    case 'amass':
    case 'populate':
    case 'createToken':
    case 'createPredefined':
      return lowerTokens(e, ctx, textOf, aim, thing, to);
    case 'bounce':
    case 'destroy':
    case 'exile':
    case 'exileGraveyard':
    case 'discard':
    case 'sacrifice':
    case 'returnChosen':
    case 'sacrificeUnless':
    case 'sacrificeSelf':
    case 'exileSelf':
    case 'transformSelf':
    case 'returnSelfFromGraveyard':
    case 'returnToBattlefield':
    case 'putFromHand':
    case 'returnEventCard':
    case 'returnLinked':
    case 'exileUntilLeaves':
    case 'exileFromGraveyard':
      return lowerZones(e, ctx, textOf, aim, thing, to);
    case 'counterSpell':
    case 'copySpell':
    case 'copyCard':
    case 'castWithoutPaying':
      return lowerStack(e, ctx, textOf, aim, thing, to);
    case 'may': {
      const inner = effect(e.effect, ctx, textOf);
      // The card's own words, its name and all ("put a +1/+1 counter on Ajani's Pridemate").
      return inner && { kind: 'may', prompt: textOf({ span: e.words }), effects: [inner] };
    }
    case 'revealHand':
    case 'chooseFromHand':
    case 'discardChosen':
    case 'exileChosen':
    case 'lookAtTop':
    case 'revealLooked':
    case 'takeLooked':
    case 'putRest':
      return lowerRevealHand(e, ctx.remembered, aim);
    case 'untilEndOfTurn': // read by effectsOf: one sentence, an effect per layer
    case 'change':
    case 'switchPt':
    case 'gainControl':
    case 'combatThisTurn':
    case 'preventAll':
    case 'exileIfDies':
    case 'delayed':
    case 'xDefined': // effectsOf: the sentence's X defined
    case 'forEachTimes': // effectsOf: the sentence's number times a count
    case 'returnExiled': // with the exile before it (effectsOf)
    case 'counteredInstead': // with the counter before it (effectsOf)
    case 'skipNextUntap':
    case 'keptTapped':
    case 'addChosenColor':
    case 'chooseColorOfPermanent':
    case 'kickedInstead':
    case 'shuffleIfSearched': // with the search before it (effectsOf)
    case 'mayPlayExiled': // with the exile before it (effectsOf)
    case 'kickedPumpInstead':
    case 'newTargets':
    case 'castFromGraveyardInstead':
    case 'mayPay': // with the "If you do" after it (effectsOf)
    case 'payAnyEnergy':
    case 'chooseTarget':
    case 'ifYouDo':
    case 'ifCondition':
    case 'rollDie': // with its results table (effectsOf, lower/chance.ts)
    case 'madeGains': // with the effect that made the object (effectsOf)
    case 'clash': // with the "If you win" after it (effectsOf)
    case 'ifWinClash':
    case 'flipCoin': // with the "If you win/lose the flip" after it (effectsOf)
    case 'ifFlip':
    case 'createThoseTokens': // a row of that table
    case 'sequence':
    case 'unlessPays': // with its effect (effectsOf)
    case 'triggersOnce': // by the triggered ability (lower.ts)
    case 'cantBeRegenerated': // read with the destruction before it (effectsOf)
    case 'unmodelled':
      return null;
  }
}

/** Whether an effect's player is "Its controller". */
function namesItsController(e: EffectNode): boolean {
  if (e.kind === 'may') return namesItsController(e.effect);
  return 'who' in e && e.who?.kind === 'ref' && e.who.word === 'its controller';
}

/**
 * The effects of `nodes` in order. A sentence that changes the one before it ("If ~ was kicked, it
 * deals 4 damage instead.", "You may choose new targets for the copy.") changes that effect.
 */
function effectsOf(nodes: EffectNode[], ctx: Context, textOf: TextOf, out: EffectDef[]): boolean {
  for (const e of nodes) {
    const last = out[out.length - 1];
    // "Tap it.", "Untap those creatures.": what the effect before named or made (608.2c).
    const before = refersToEffectBefore(e, ctx, textOf, out, last, effect);
    if (before === false) return false;
    if (before) continue;
    if (e.kind === 'may' && !namesItsController(e)) {
      // 603.5, 608.2d: any clause read here, those needing the sentence level ("until end of turn") too;
      // one naming "its controller" of the effect before is read below (default), with that effect in view.
      const inner: EffectDef[] = [];
      if (ctx.choosingColor || unpaidFor(last) || !effectsOf([e.effect], ctx, textOf, inner) || inner.length === 0) return false;
      out.push({ kind: 'may', prompt: textOf({ span: e.words }), effects: inner });
      continue;
    }
    // "You gain life equal to the life lost this way.": only right after a "loses life" effect (608.2c).
    if (e.kind === 'gainLife' && e.amount.kind === 'counted' && e.amount.count.lifeLostThisWay && last?.kind !== 'loseLife') return false;
    switch (e.kind) {
      case 'sequence':
        if (!effectsOf(e.parts, ctx, textOf, out)) return false;
        continue;
      case 'chooseTarget':
      case 'payAnyEnergy': // the sentence after it goes inside (default)
      case 'chooseColorOfPermanent':
      case 'addChosenColor':
        if (!lowerChoices(e, ctx, out, last)) return false;
        continue;
      case 'mayPlayExiled':
      case 'shuffleIfSearched':
      case 'kickedInstead':
      case 'newTargets':
      case 'cantBeRegenerated':
      case 'cantBeRegeneratedThisTurn':
      case 'kickedPumpInstead':
      case 'counteredInstead':
      case 'returnExiled':
      case 'castFromGraveyardInstead':
        if (!lowerChangesBefore(e, ctx, textOf, out, last, effect, effectsOf)) return false;
        continue;
      case 'removeFromCombat': {
        // "... and untap it": the same creature, one targeting phrase (506.4, 701.26b).
        const def = !ctx.choosingColor && effect(e, ctx, textOf);
        if (!def || def.kind !== 'removeFromCombat') return false;
        out.push(def);
        if (e.untap) out.push({ kind: 'untap', what: structuredClone(def.what) });
        continue;
      }
      case 'untilEndOfTurn':
      case 'change':
      case 'fight':
      case 'switchPt':
      case 'skipNextUntap':
      case 'keptTapped':
      case 'combatThisTurn':
      case 'exileIfDies':
      case 'preventAll':
      case 'gainControl':
        if (!lowerContinuousSentence(e, ctx, textOf, out, last, effect, effectsOf)) return false;
        continue;
      case 'delayed':
      case 'xDefined':
      case 'unlessPays':
      case 'forEachTimes':
      case 'ifCondition':
        if (!lowerClauses(e, ctx, textOf, out, last, effect, effectsOf)) return false;
        continue;
      case 'mayPay':
      case 'ifYouDo':
        if (!lowerIfYouDo(e, ctx, textOf, out, effectsOf)) return false;
        continue;
      case 'madeGains':
      case 'tokenHas':
        if (!lowerMadeBefore(e, ctx, textOf, out, last)) return false;
        continue;
      case 'clash':
      case 'ifWinClash':
      case 'flipCoin':
      case 'ifFlip':
      case 'rollDie':
        if (!lowerChance(e, ctx, textOf, out, last, effectsOf)) return false;
        continue;
      default: {
        if (ctx.choosingColor || unpaidFor(last)) return false;
        if (last?.kind === 'payAnyEnergy' && last.effects.length === 0) {
          const def = effect(e, { ...ctx, energyPaid: true }, textOf);
          if (!def) return false;
          last.effects.push(def);
          continue;
        }
        // "Its controller ...": of the one thing the effect before destroyed, exiled or countered (608.2h).
        if (namesItsController(e)) {
          const moved = last && (last.kind === 'destroy' || last.kind === 'exile' || last.kind === 'counter') && 'target' in last.what && (ctx.targets[last.what.target]?.max ?? 1) === 1 && !ctx.targets[last.what.target]?.anyNumber;
          if (!moved) return false;
        }
        const def = effect(e, ctx, textOf);
        if (!def) return false;
        out.push(def);
      }
    }
  }
  return !ctx.choosingColor && !unpaidFor(out[out.length - 1]);
}

/** `x`: whether the cost announces an X for the text to read ("gets +X/+0", 107.3a). */
export function effects(sentences: Sentence[], textOf: TextOf, spell: boolean, trigger?: TriggerNode, x = false): { effects: EffectDef[]; targets: TargetSpec[] } | null {
  const ctx = context(spell, x, trigger);
  const out: EffectDef[] = [];
  if (!effectsOf(sentences.map((s) => s.effect), ctx, textOf, out)) return null;
  // "You may pay any amount of {E}." with nothing after it to read the amount: not read.
  const last = out[out.length - 1];
  return last?.kind === 'payAnyEnergy' && last.effects.length === 0 ? null : { effects: out, targets: ctx.targets };
}
