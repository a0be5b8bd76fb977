// What the next instruction of the agenda will do, in words, with its rule: shown by the "step"
// control as a resolution is stepped through.
import { qualityWords } from '../state/cardQuality';
import { cardKindWords } from '../effects/revealHand';
import { tokenName, type Affected } from '../state/card';
import { affected } from '../effects/affected';
import { amount } from '../effects/amount';
import { cap, describe, playerName, possessive } from '../state/game';
import { manaString } from '../mana/mana';
import { STEP_NAMES } from '../turn/turn';
import type { GameState, Instruction } from '../state/state';
import { objectAt } from '../state/objectTable';
import { searchedFor } from '../effects/search';
import { energySymbols } from '../effects/energy';
import { insteadText } from '../effects/sacrificeUnless';

export function describeInstruction(s: GameState, ins: Instruction): { text: string; rule: string } {
  switch (ins.op) {
    case 'effect':
      return { text: sentence(ins.ctx.sourceName, effectWords(s, ins)), rule: ins.ctx.manaAbility ? '605.3b' : '608.2c' };
    case 'resolveTop':
      return { text: 'The top object of the stack starts to resolve', rule: '608.1' };
    case 'finishResolve': {
      const o = objectAt(s, ins.object);
      return { text: o?.stackItem?.kind === 'ability' ? `${o ? possessive(o.card) : 'The'} ability leaves the stack` : `${o ? describe(s, ins.object) : 'The spell'} finishes resolving`, rule: '608.2n' };
    }
    case 'enter':
      return { text: `${objectAt(s, ins.object)?.card ?? 'A card'} enters the battlefield, as a copy if its controller chooses`, rule: '707.5' };
    case 'priority':
      return { text: `State-based actions are checked, triggered abilities go on the stack, then ${playerName(s, ins.player)} receives priority`, rule: '117.5' };
    case 'endStep':
      return { text: `The ${STEP_NAMES[s.turn.step]} ends and mana pools empty`, rule: '106.4' };
    case 'beginStep':
      return { text: `The ${STEP_NAMES[ins.step]} begins`, rule: '500.1' };
    case 'cleanupDiscard':
      return { text: 'The active player discards down to seven cards, then damage is removed', rule: '514.1' };
    case 'untapStep':
      return { text: 'The active player untaps their permanents', rule: '502.3' };
    case 'cleanupEnd':
      return { text: 'If anything happened during cleanup, the active player receives priority', rule: '514.3a' };
    case 'ask':
      return { text: `Asked again: ${ins.choice.prompt}`, rule: ins.choice.rule };
    case 'produceMana':
      return { text: `${ins.event.sourceName} produces mana; replacement effects apply`, rule: '106.12b' };
    case 'putTriggersOnStack':
      return { text: 'Triggered abilities are put on the stack', rule: '603.3b' };
    case 'chooseTriggerTargets':
      return { text: 'The targets of a triggered ability are chosen', rule: '603.3d' };
    case 'chooseTriggerModes':
      return { text: 'The modes of a triggered ability are chosen', rule: '603.3c' };
    case 'declareAttackers':
      return { text: `${playerName(s, s.turn.active)} declares attackers`, rule: '508.1' };
    case 'declareBlockers':
      return { text: `${playerName(s, ins.player)} declares blockers`, rule: '509.1' };
    case 'combatDamage':
      return { text: `Combat damage is assigned, then dealt${ins.first ? ' by creatures with first strike or double strike' : ''}`, rule: '510.1' };
    case 'putCopy':
      return { text: `A copy of ${ins.spell.card} is put on the stack${ins.newTargets ? '; new targets may be chosen' : ''}`, rule: '707.10' };
  }
}

/** "Fiery Justice deals 5 damage..." when the source acts; "Ben gains 5 life (Fiery Justice)" when a player does. */
function sentence(source: string, words: string): string {
  return /^(deals|counters|adds|copies|chooses|puts|creates|taps|untaps|returns|destroys|exiles|regenerates|attaches)\b/.test(words) ? `${source} ${words}` : `${cap(words)} (${source})`;
}

/** The names of what a part of an effect applies to, as it would now. */
function names(s: GameState, ids: (string | null)[]): string {
  const said = ids.filter((t): t is string => t !== null).map((t) => describe(s, t));
  return said.length ? said.join(' and ') : 'nothing (no legal target)';
}

function effectWords(s: GameState, ins: Extract<Instruction, { op: 'effect' }>): string {
  const { effect: e, ctx } = ins;
  const tx = { s, log: [] };
  const who = (a: Affected) => names(s, 'target' in a ? (ctx.targets[a.target] ?? []) : affected(tx, a, ctx));
  switch (e.kind) {
    case 'damage': {
      const n = amount(tx, e.amount, ctx);
      if (!('target' in e.to)) return `deals ${n} damage to ${who(e.to)}`;
      const group = ctx.targets[e.to.target] ?? [];
      const each = group.map((t, j) => (t === null ? null : `${e.divided ? (ctx.spell?.divide?.[j] ?? n) : e.evenly ? Math.floor(n / group.length) : n} damage to ${describe(s, t)}`));
      const parts = each.filter((x): x is string => x !== null);
      const rest = e.alsoCreaturesOf ? ', and as much to each creature that player controls' : '';
      return parts.length ? `deals ${parts.join(' and ')}${rest}` : 'deals no damage: no legal target';
    }
    case 'createTokenCopy':
      return `creates a token that's a copy of ${ctx.sourceName}`;
    case 'cantPlayLandsThisTurn':
      return `${who(e.who)} can't play lands this turn`;
    case 'additionalLandsThisTurn':
      return `${playerName(s, ctx.controller)} may play ${e.count === 1 ? 'an additional land' : `${e.count} additional lands`} this turn`;
    case 'extraTurn':
      return `${who(e.who)} takes an extra turn after this one`;
    case 'draw':
      return `${who(e.who)} draws ${amount(tx, e.count, ctx)} card${amount(tx, e.count, ctx) === 1 ? '' : 's'}`;
    case 'gainLife':
      return `${who(e.who)} gains ${amount(tx, e.amount, ctx)} life${e.if ? ' (if the condition holds)' : ''}`;
    case 'loseLife':
      return `${who(e.who)} loses ${amount(tx, e.amount, ctx)} life`;
    case 'mill':
      return `${who(e.who)} mills ${amount(tx, e.count, ctx)} card${amount(tx, e.count, ctx) === 1 ? '' : 's'}`;
    case 'untap':
      return `untaps ${who(e.what)}`;
    case 'putOnLibrary':
      return `puts ${who(e.what)} on ${e.bottom ? 'the bottom' : 'top'} of its owner's library`;
    case 'counter': {
      const pays = [e.unlessPaysGeneric !== undefined ? `{${amount(tx, e.unlessPaysGeneric, ctx)}}${e.unlessPays ?? ''}` : e.unlessPays, e.unlessPaysLife ? `${e.unlessPaysLife} life` : undefined].filter(Boolean).join(' and ');
      return `counters ${who(e.what)}${pays ? ` unless its controller pays ${pays}` : ''}`;
    }
    case 'destroy':
      return `destroys ${who(e.what)}`;
    case 'fight':
      return e.oneWay ? `${who(e.what)} deals damage equal to its power to ${who(e.other)}` : `${who(e.what)} fights ${who(e.other)}`;
    case 'exile':
      return `exiles ${who(e.what)}`;
    case 'regenerate':
      return `regenerates ${who(e.what)}: a shield against the next destruction this turn`;
    case 'cantBeRegenerated':
      return `${who(e.what)} can't be regenerated this turn`;
    case 'exileGraveyard':
      return `exiles ${who(e.whose)}'s graveyard`;
    case 'discard':
      return `${ins.player ? playerName(s, ins.player) : who(e.who)} discards ${amount(tx, e.count, ctx)} card${amount(tx, e.count, ctx) === 1 ? '' : 's'}${e.atRandom ? ' at random' : ''}`;
    case 'returnChosen':
      return `${ins.player ? playerName(s, ins.player) : who(e.who)} returns ${e.another ? 'another ' : ''}${e.colors ? `${e.colors.map((c) => ({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' })[c]).join(' or ')} ` : ''}${e.types.map((t) => t.toLowerCase()).join(' or ')} they control to its owner's hand`;
    case 'sacrifice':
      return `${ins.player ? playerName(s, ins.player) : who(e.who)} sacrifices ${e.types.map((t) => t.toLowerCase()).join(' or ')}`;
    case 'searchLibrary': {
      const zones = `${e.whose ? "a player's library" : 'their library'}${e.alsoFrom ? ` and/or ${e.alsoFrom.join(', ')}` : ''}`;
      const then = e.shuffle === 'never' ? '' : e.shuffle === 'ifLibrary' ? ', then shuffles if the library was searched' : ', then the library is shuffled';
      return `${playerName(s, ctx.controller)} searches ${zones} for ${searchedFor(e, ctx.sourceName)}${then}`;
    }
    case 'exileTop':
      return `exiles the top card of ${playerName(s, ctx.controller)}'s library${e.mayPlay ? `; ${playerName(s, ctx.controller)} may play it ${e.mayPlay === 'endOfTurn' ? 'this turn' : e.mayPlay === 'endOfYourNextTurn' ? 'until the end of their next turn' : 'until the beginning of their next upkeep'}` : ''}`;
    case 'addMana':
      return `adds ${manaString(e.mana)}${e.times === undefined ? '' : ` × ${amount(tx, e.times, ctx)}`}`;
    case 'addManaOfChoice':
      return `adds ${amount(tx, e.amount, ctx)} mana of ${e.combination ? 'types' : 'a type'} chosen now`;
    case 'copySpell':
      return `copies ${'who' in e.what && e.what.who === 'eventSpell' ? (ctx.event?.spell?.card ?? 'that spell') : who(e.what)}${e.times === undefined ? '' : ` ${amount(tx, e.times, ctx)} times`}`;
    case 'copyCard':
      return 'copies the exiled card, in exile';
    case 'randomPlayer':
      return 'chooses a player at random';
    case 'revealHand':
      return `${who(e.who)} reveals their hand`;
    case 'chooseCardInHand':
      return `${playerName(s, ctx.controller)} chooses ${cardKindWords(e)} from that hand`;
    case 'discardCard':
      return `that player discards ${who(e.what)}`;
    case 'lookAtTop':
      return `${playerName(s, ctx.controller)} looks at the top ${amount(tx, e.count, ctx)} card(s) of their library${e.thenBack ? ', then puts them back in any order' : ''}`;
    case 'revealLooked':
      return `${playerName(s, ctx.controller)} reveals the card they looked at${e.sharesCreatureTypeWithSource ? ` if it shares a creature type with ${ctx.sourceName}` : ''} (701.20a)`;
    case 'takeLooked':
      return `${playerName(s, ctx.controller)} ${e.min === 0 ? 'may put' : 'puts'} ${(e.count ?? 1) > 1 ? `${e.count} cards` : cardKindWords(e)} from among them into their hand`;
    case 'putRest':
      if (e.where === 'graveyardOrTop') return 'puts any number of them into their graveyard and the rest back on top of their library in any order';
      return e.where === 'graveyard' ? 'puts the rest into their graveyard' : `puts the rest on the bottom of their library in ${e.order === 'random' ? 'a random' : 'any'} order`;
    case 'shuffle':
      if (e.self) return `${ctx.sourceName}'s owner shuffles it into their library`;
      return `${who(e.who)} shuffles ${e.graveyard ? 'their graveyard into their library' : 'their library'}`;
    case 'putFromHand':
      return `${playerName(s, ctx.controller)} ${e.optional ? 'may put' : 'puts'} ${qualityWords(e.card)} from their hand onto the battlefield${e.tapped ? ' tapped' : ''}`;
    case 'exileFromGraveyard':
      return `${who(e.chooser)} exiles ${e.types.length ? `an ${e.types.map((t) => t.toLowerCase()).join(' or ')} card` : 'a card'} from their graveyard`;
    case 'castCard':
      return e.suspend ? 'you may cast the card without paying its mana cost; a creature spell cast this way gains haste' : 'you may cast the card';
    case 'removeTimeCounter':
      return `removes a time counter from ${ctx.sourceName} if it is suspended`;
    case 'may':
      return `you may ${e.prompt}${e.ifDone ? `; if you do, ${e.ifDoneText}` : ''}${e.ifNot ? `; if you don't, ${e.ifNotText}` : ''}`;
    case 'unlessPays':
      return `${e.payer === 'controller' ? 'you' : 'each player affected'} may pay ${e.mana}; if not: ${e.effects.map((d) => effectWords(s, { ...ins, effect: d })).join(', ')}`;
    case 'mayPay':
      return `you may pay ${e.mana}${energySymbols(e.energy ?? 0)}${e.life ? `${e.mana || e.energy ? ' and ' : ''}${e.life} life` : ''}; if you do, ${e.prompt}`;
    case 'payAnyEnergy':
      return 'you may pay any amount of {E}, then what follows for that much';
    case 'getEnergy':
      return `you get ${amount(tx, e.amount, ctx)} energy counters`;
    case 'ifCondition':
      return `if ${e.text} as it resolves (608.2c), what follows`;
    case 'rollDie':
      return `rolls a d${e.sides}${e.table ? ' and does what its results table says for the result (706.3a)' : ''}`;
    case 'addCounters':
      return `puts ${amount(tx, e.amount, ctx)} ${e.counter} counter(s) on ${who(e.to)}`;
    case 'removeCounters':
      return `removes ${e.amount === 'all' ? 'all' : amount(tx, e.amount, ctx)} ${e.counter ?? ''} counter(s) from ${who(e.from)}`;
    case 'putCountersOfSource':
      return `puts as many of each kind of counter as ${ctx.sourceName} had on ${who(e.to)}`;
    case 'moveCounters':
      return `moves ${e.amount === 'all' ? 'all' : amount(tx, e.amount, ctx)} ${e.counter ?? ''} counter(s) from ${who(e.from)} onto ${who(e.to)}`;
    case 'createToken':
      return `creates ${amount(tx, e.amount, ctx)} token(s) named ${tokenName(e.token)}`;
    case 'tap':
      return `taps ${who(e.what)}`;
    case 'tapOrUntap':
      return `taps or untaps ${who(e.what)}, as its controller chooses`;
    case 'delayed':
      return `creates a delayed triggered ability: “${e.text}”`;
    case 'skipNextUntap':
      return `${who(e.what)} doesn't untap during its controller's next untap step`;
    case 'removeFromCombat':
      return `removes ${who(e.what)} from combat`;
    case 'tapAll':
      return "taps all creatures its controller's opponents control";
    case 'bounce':
      return `returns ${who(e.what)} to its owner's hand`;
    case 'returnToBattlefield':
      return `returns ${who(e.what)} to the battlefield`;
    case 'returnLinkedExiled':
      return `returns the cards exiled with ${ctx.sourceName} to ${e.to === 'hand' ? "their owners' hands" : 'the battlefield'}`;
    case 'sacrificeUnless':
      return `its controller may ${insteadText(e)}; if they don't, they sacrifice ${ctx.sourceName}`;
    case 'preventDamage':
      return `prevents the next ${amount(tx, e.amount, ctx)} damage that would be dealt to ${who(e.to)} this turn`;
    case 'preventCombatDamage':
      return 'prevents all combat damage that would be dealt this turn';
    case 'preventNextFromSource':
      return `prevents ${e.all ? 'all' : 'the next'} damage a source of its controller's choice would deal${e.to ? ` to ${who(e.to)}` : ''} this turn`;
    case 'exileIfDies':
      return `has ${who(e.what)} exiled instead if it would die this turn${e.dealtDamage ? ' (if dealt damage this way)' : ''}`;
    case 'exileIfLeaves':
      return `has ${who(e.what)} exiled instead if it would leave the battlefield`;
    case 'preventAll':
      return `prevents all ${e.combatOnly ? 'combat ' : ''}damage that would be dealt ${e.direction === 'to' ? 'to' : e.direction === 'by' ? 'by' : 'to and dealt by'} ${who(e.what)} this turn`;
    case 'attach':
      return `attaches ${ctx.sourceName} to ${who(e.to)}`;
    case 'exileTopOfLibrary':
      return `${who(e.who)} exiles the top ${e.count === 1 ? 'card' : `${e.count} cards`} of their library`;
    case 'cascade':
      return 'exiles cards from the top of its library until a nonland card with lesser mana value; may cast it without paying its mana cost';
    case 'cascadeBottom':
      return 'puts the cards exiled by cascade that were not cast on the bottom of the library in a random order';
    case 'removeCounterOrSacrifice':
      return `removes a ${e.counter} counter from ${ctx.sourceName}; if it can't, its controller sacrifices it`;
    case 'ninjutsu':
      return `puts ${ctx.sourceName} onto the battlefield from its owner's hand tapped and attacking what the returned creature attacked`;
    case 'vanishingCounter':
      return `removes a time counter from ${ctx.sourceName}; if it was the last, its vanishing ability triggers`;
    case 'evolve':
      return `if the creature that entered is greater in power or toughness than ${ctx.sourceName}, puts a +1/+1 counter on it`;
    case 'renown':
      return `if ${ctx.sourceName} isn't renowned, puts ${e.n} +1/+1 counter(s) on it and it becomes renowned`;
    case 'transform':
      return `transforms ${ctx.sourceName}`;
    case 'sacrificeSelf':
      return `its controller sacrifices ${ctx.sourceName}${e.unlessPaysGeneric !== undefined ? ` unless they pay {${amount(tx, e.unlessPaysGeneric, ctx)}}` : e.unlessPays ? ` unless they pay ${e.unlessPays}` : e.unlessSpent ? ` unless {${e.unlessSpent}} was spent to cast it` : ''}`;
    case 'scry':
      return `scry ${e.count}`;
    case 'explore':
      return `${ctx.sourceName} explores`;
    case 'bolster':
      return `bolster ${e.count}`;
    case 'monstrosity':
      return `monstrosity ${typeof e.n === 'number' ? e.n : 'X'}`;
    case 'proliferate':
      return 'proliferate';
    case 'amass':
      return `amass ${e.subtype}s ${typeof e.count === 'number' ? e.count : 'X'}`;
    case 'populate':
      return 'populate';
    case 'connive':
      return `${ctx.sourceName} connives`;
    case 'detain':
      return 'detain';
    case 'skipNextTurn':
      return 'skip the next turn';
    case 'becomeMonarch':
      return 'becomes the monarch (725.1)';
    case 'revealTopToHand':
      return 'reveals the top card of the library and puts it into the hand (701.20a)';
    case 'clash':
      return `clashes with an opponent (701.30)${e.win ? '; winning does what the card says' : ''}`;
    case 'flipCoin':
      return `calls heads or tails and flips a coin (705.2)${e.win ? '; winning does what the card says' : ''}${e.lose ? '; losing does what the card says' : ''}`;
    case 'surveil':
      return `surveil ${e.count}`;
    case 'putBack':
      return `put ${e.count} cards from the hand on top of the library`;
    case 'pump': {
      const sign = (n: number) => (n < 0 ? `${n}` : `+${n}`);
      return `${who(e.what)} get${'target' in e.what ? 's' : ''} ${sign(amount(tx, e.power, ctx))}/${sign(amount(tx, e.toughness, ctx))} until end of turn`;
    }
    case 'grant':
      return `${who(e.what)} gain${'target' in e.what ? 's' : ''} ${e.abilities.map((a) => a.text.charAt(0).toLowerCase() + a.text.slice(1)).join(' and ')} until end of turn`;
    case 'becomesCreatureTypeOfChoice':
      return `${who(e.what)} becomes the creature type ${playerName(s, ctx.controller)} chooses${e.also ? ' in addition to its other types' : ''} until end of turn`;
    case 'becomesLandTypeOfChoice':
      return `${who(e.what)} becomes the basic land type ${playerName(s, ctx.controller)} chooses until end of turn`;
    case 'becomesColorOfChoice':
      return `${who(e.what)} become${'target' in e.what ? 's' : ''} the color${e.many ? ' or colors' : ''} of its controller's choice until end of turn`;
    case 'protectionOfChoice':
      return `${who(e.what)} gain${'target' in e.what ? 's' : ''} protection from the color of ${e.chooser === 'controller' ? 'its controller' : "that creature's controller"}'s choice until end of turn`;
    case 'continuous':
      return `${who(e.what)}: ${e.text}${e.duration === 'endOfTurn' && !e.combat ? ' until end of turn' : ''}`;
    case 'manual':
      return `its controller carries out by hand: “${e.text}”`;
  }
}
