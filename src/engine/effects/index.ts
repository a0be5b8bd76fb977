// effects/ (608.2c): what spells and abilities do, one handler per kind of effect.
// One handler per kind of effect (DESIGN.md): a new card is new data; a new kind of effect is
// one handler here.
import { returnLinkedExiled } from './returnLinked';
import type { Tx } from '../state/game';
import type { Instruction } from '../state/state';
import { addMana, addManaOfChoice } from './addMana';
import { skipNextUntap } from './skipNextUntap';
import { sacrificeUnless } from './sacrificeUnless';
import { unlessPays } from './unlessPays';
import { becomesColorOfChoice, becomesCreatureTypeOfChoice, becomesLandTypeOfChoice, protectionOfChoice } from './protectionOfChoice';
import { tapOrUntap } from './tapOrUntap';
import { createDelayedTrigger } from './delayed';
import { counter } from './counter';
import { destroy, exile, exileGraveyard } from './destroy';
import { discard, sacrifice } from './discard';
import { sacrificeSelf } from './sacrificeSelf';
import { transform } from './transform';
import { removeCounterOrSacrifice, renown } from './keywordCounters';
import { evolve } from './evolve';
import { vanishingCounter } from './vanishing';
import { removeTimeCounter } from '../casting/suspend';
import { monstrosity } from './monstrosity';
import { cascade, cascadeBottom } from './cascade';
import { preventCombatDamage } from './preventCombatDamage';
import { preventDamage } from './preventionShield';
import { preventAll, preventNextFromSource } from './preventAll';
import { exileIfDies } from './exileIfDies';
import { exileIfLeaves } from './exileIfLeaves';
import { extraTurn } from './extraTurn';
import { additionalLandsThisTurn, cantPlayLandsThisTurn } from '../casting/landsPerTurn';
import { createTokenCopy } from './tokenCopy';
import { exileTop } from './impulse';
import { mayPay } from './mayPay';
import { getEnergy } from './energy';
import { payAnyEnergy } from './payAnyEnergy';
import { ifCondition } from './ifCondition';
import { rollDie } from './rollDie';
import { searchLibrary } from './search';
import { ninjutsu } from '../combat/ninjutsu';
import { damage } from './damage';
import { fight } from './fight';
import { draw } from './draw';
import { addCounters, bounce, createToken, putOnLibrary, returnToBattlefield, tap, tapAll, untap } from './permanents';
import { gainLife, loseLife } from './life';
import { moveCounters, putCountersOfSource, removeCounters } from './counterMoves';
import { castCard } from './castCard';
import { exileFromGraveyard, may, randomPlayer } from './choices';
import { copyCard, copySpell } from '../stack/copy';
import { exileTopOfLibrary, mill, putBack, scry } from './library';
import { surveil } from './surveil';
import { proliferate } from './proliferate';
import { bolster } from './bolster';
import { amass } from './amass';
import { populate } from './populate';
import { connive } from './connive';
import { detain } from './detain';
import { skipNextTurn } from './skipTurn';
import { becomeMonarch } from '../state/monarch';
import { flipCoin } from './flipCoin';
import { clash } from './clash';
import { revealLooked } from './revealLooked';
import { revealTopToHand } from './revealTop';
import { explore } from './explore';
import { manual } from './manual';
import { removeFromCombatEffect } from './removeFromCombat';
import { cantBeRegenerated, regenerate } from './regenerate';
import { continuous, grant, pump } from './continuous';
import { attach } from './attach';
import { chooseCardInHand, discardCard, revealHand } from './revealHand';
import { lookAtTop, putRest, takeLooked } from './lookAtTop';
import { putFromHand } from './putFromHand';
import { shuffle } from './shuffle';
import { keepLastKnown } from './lastKnown';

export function runEffect(tx: Tx, ins: Extract<Instruction, { op: 'effect' }>): void {
  const { effect, ctx } = ins;
  keepLastKnown(tx, effect.kind, ctx); // 608.2h
  switch (effect.kind) {
    case 'damage':
      return damage(tx, effect, ctx);
    case 'draw':
      return draw(tx, effect, ctx);
    case 'counter':
      return counter(tx, effect, ctx, ins);
    case 'destroy':
      return destroy(tx, effect, ctx, ins);
    case 'exile':
      return exile(tx, effect, ctx);
    case 'regenerate':
      return regenerate(tx, effect, ctx);
    case 'cantBeRegenerated':
      return cantBeRegenerated(tx, effect, ctx);
    case 'exileGraveyard':
      return exileGraveyard(tx, effect, ctx);
    case 'discard':
      return discard(tx, effect, ctx, ins);
    case 'revealHand':
      return revealHand(tx, effect, ctx);
    case 'chooseCardInHand':
      return chooseCardInHand(tx, effect, ctx, ins);
    case 'discardCard':
      return discardCard(tx, effect, ctx);
    case 'lookAtTop':
      return lookAtTop(tx, effect, ctx, ins);
    case 'takeLooked':
      return takeLooked(tx, effect, ctx, ins);
    case 'putRest':
      return putRest(tx, effect, ctx, ins);
    case 'putFromHand':
      return putFromHand(tx, effect, ctx, ins);
    case 'shuffle':
      return shuffle(tx, effect, ctx);
    case 'sacrifice':
    case 'returnChosen':
      return sacrifice(tx, effect, ctx, ins);
    case 'searchLibrary':
      return searchLibrary(tx, effect, ctx, ins);
    case 'exileTop':
      return exileTop(tx, effect, ctx);
    case 'addMana':
      return addMana(tx, { ...ins, effect });
    case 'addManaOfChoice':
      return addManaOfChoice(tx, { ...ins, effect });
    case 'addCounters':
      return addCounters(tx, effect, ctx);
    case 'removeCounters':
      return removeCounters(tx, effect, ctx);
    case 'moveCounters':
      return moveCounters(tx, effect, ctx);
    case 'putCountersOfSource':
      return putCountersOfSource(tx, effect, ctx);
    case 'tap':
      return tap(tx, effect, ctx);
    case 'tapOrUntap':
      return tapOrUntap(tx, effect, ctx);
    case 'fight':
      return fight(tx, effect, ctx);
    case 'removeFromCombat':
      return removeFromCombatEffect(tx, effect, ctx);
    case 'skipNextUntap':
      return skipNextUntap(tx, effect, ctx);
    case 'delayed':
      return createDelayedTrigger(tx, effect, ctx);
    case 'returnToBattlefield':
      return returnToBattlefield(tx, effect, ctx);
    case 'returnLinkedExiled':
      return returnLinkedExiled(tx, effect, ctx);
    case 'createToken':
      return createToken(tx, effect, ctx, ins);
    case 'sacrificeUnless':
      return sacrificeUnless(tx, effect, ctx, ins);
    case 'sacrificeSelf':
      return sacrificeSelf(tx, effect, ctx, ins);
    case 'transform':
      return transform(tx, ctx);
    case 'exileTopOfLibrary':
      return exileTopOfLibrary(tx, effect, ctx);
    case 'cascade':
      return cascade(tx, ctx);
    case 'cascadeBottom':
      return cascadeBottom(tx, effect, ctx);
    case 'removeCounterOrSacrifice':
      return removeCounterOrSacrifice(tx, effect, ctx);
    case 'removeTimeCounter':
      return removeTimeCounter(tx, ctx); // 702.62a
    case 'renown':
      return renown(tx, effect, ctx);
    case 'evolve':
      return evolve(tx, ctx); // 702.100a
    case 'vanishingCounter':
      return vanishingCounter(tx, effect, ctx); // 702.63a
    case 'ninjutsu':
      return ninjutsu(tx, effect, ctx);
    case 'preventCombatDamage':
      return preventCombatDamage(tx, ctx);
    case 'attach':
      return attach(tx, effect, ctx);
    case 'preventDamage':
      return preventDamage(tx, effect, ctx);
    case 'preventAll':
      return preventAll(tx, effect, ctx);
    case 'exileIfDies':
      return exileIfDies(tx, effect, ctx);
    case 'createTokenCopy':
      return createTokenCopy(tx, effect, ctx);
    case 'cantPlayLandsThisTurn':
      return cantPlayLandsThisTurn(tx, effect, ctx);
    case 'additionalLandsThisTurn':
      return additionalLandsThisTurn(tx, effect, ctx);
    case 'extraTurn':
      return extraTurn(tx, effect, ctx);
    case 'exileIfLeaves':
      return exileIfLeaves(tx, effect, ctx);
    case 'preventNextFromSource':
      return preventNextFromSource(tx, effect, ctx, ins);
    case 'gainLife':
      return gainLife(tx, effect, ctx);
    case 'loseLife':
      return loseLife(tx, effect, ctx);
    case 'mill':
      return mill(tx, effect, ctx);
    case 'untap':
      return untap(tx, effect, ctx);
    case 'putOnLibrary':
      return putOnLibrary(tx, effect, ctx);
    case 'bounce':
      return bounce(tx, effect, ctx);
    case 'tapAll':
      return tapAll(tx, effect, ctx);
    case 'scry':
      return scry(tx, effect, ctx, ins);
    case 'explore':
      return explore(tx, effect, ctx, ins);
    case 'bolster':
      return bolster(tx, effect, ctx, ins);
    case 'amass':
      return amass(tx, effect, ctx, ins);
    case 'populate':
      return populate(tx, effect, ctx, ins);
    case 'connive':
      return connive(tx, effect, ctx, ins);
    case 'detain':
      return detain(tx, effect, ctx);
    case 'skipNextTurn':
      return skipNextTurn(tx, effect, ctx);
    case 'flipCoin':
      return flipCoin(tx, effect, ctx, ins);
    case 'clash':
      return clash(tx, effect, ctx, ins);
    case 'revealTopToHand':
      return revealTopToHand(tx, effect, ctx);
    case 'revealLooked':
      return revealLooked(tx, effect, ctx);
    case 'becomeMonarch':
      return becomeMonarch(tx, ctx.controller, ctx.sourceName, '725.1', [ctx.source]);
    case 'monstrosity':
      return monstrosity(tx, effect, ctx);
    case 'proliferate':
      return proliferate(tx, effect, ctx, ins);
    case 'surveil':
      return surveil(tx, effect, ctx, ins);
    case 'putBack':
      return putBack(tx, effect, ctx, ins);
    case 'castCard':
      return castCard(tx, effect, ctx, ins);
    case 'may':
      return may(tx, effect, ctx, ins);
    case 'mayPay':
      return mayPay(tx, effect, ctx, ins);
    case 'unlessPays':
      return unlessPays(tx, effect, ctx, ins);
    case 'getEnergy':
      return getEnergy(tx, effect, ctx);
    case 'payAnyEnergy':
      return payAnyEnergy(tx, effect, ctx, ins);
    case 'ifCondition':
      return ifCondition(tx, effect, ctx);
    case 'rollDie':
      return rollDie(tx, effect, ctx, ins);
    case 'copySpell':
      return copySpell(tx, effect, ctx);
    case 'randomPlayer':
      return randomPlayer(tx, effect, ctx, ins);
    case 'exileFromGraveyard':
      return exileFromGraveyard(tx, effect, ctx, ins);
    case 'copyCard':
      return copyCard(tx, effect, ctx);
    case 'continuous':
      return continuous(tx, effect, ctx);
    case 'pump':
      return pump(tx, effect, ctx);
    case 'grant':
      return grant(tx, effect, ctx);
    case 'protectionOfChoice':
      return protectionOfChoice(tx, effect, ctx, ins);
    case 'becomesLandTypeOfChoice':
      return becomesLandTypeOfChoice(tx, effect, ctx, ins);
    case 'becomesCreatureTypeOfChoice':
      return becomesCreatureTypeOfChoice(tx, effect, ctx, ins);
    case 'becomesColorOfChoice':
      return becomesColorOfChoice(tx, effect, ctx, ins);
    case 'manual':
      return manual(tx, effect, ctx, ins);
    default:
      throw new Error(`engine bug: no handler for effect ${(effect as { kind: string }).kind}`);
  }
}
