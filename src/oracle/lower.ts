// Stage 4 (DESIGN.md, "The Oracle compiler"): the tree into the engine's card definition, for what
// the engine carries out. An ability with any part the engine can't do is not lowered at all: a
// partial ability would resolve as something the card doesn't say.
import { ninjutsuAbility } from './lowerNinjutsu';
import { partnerWithAbility } from './partnerWith';
import type { AbilityDef, AlternativeCost, Amount, CardType, CostDef, ManaReplacement, TargetSpec, TriggerDef } from '../engine/state/card';
import type { AbilityNode, CostNode, EffectNode, ModeNode, Sentence, StaticNode, TriggerNode, Unmodelled } from './tree';
import { effects, ENGINE_KEYWORDS, YOU, type TextOf } from './lowerEffect';
import { castRestrictionOf, cost, lowerActivation, loyaltyCost, restriction } from './lowerCost';
import { landwalkOf } from './landwalk';
import { keywordMeaning } from './keywordMeaning';
import { keywordAbility } from './keywordAbilities';
import { championAbility } from './champion';
import { cumulativeUpkeepLife } from './cumulativeUpkeep';
import { additionalCostsDef, castingKeyword } from './lowerCasting';
import { lowerWatched } from './lowerWatched';
import { setTokenAbilityLowerer } from './lowerTokenAbility';
import { amountOf, definesPtRule, perEach, staticContinuousRule } from './lowerStatic';

export { lowerActivation, loyaltyCost, type TextOf };

setTokenAbilityLowerer(lowerAbility); // 113.1a: a token's quoted ability (lowerTokenAbility.ts)

const MANA_ONLY = /^(?:\{[^}]+\})+$/;

const withTargets = <T extends object>(def: T, targets: TargetSpec[]): T => (targets.length > 0 ? { ...def, targets } : def);

function mode(m: ModeNode, textOf: TextOf, x: boolean, trigger?: TriggerNode) {
  const read = effects(m.sentences, textOf, !trigger, trigger, x);
  return read && withTargets({ text: textOf(m), effects: read.effects }, read.targets);
}

const INSTANT_OR_SORCERY: readonly CardType[] = ['Instant', 'Sorcery'];

/** When the ability triggers (603.2): one event, or several ("When ~ enters and at the beginning of your upkeep"). */
function trigger(t: TriggerNode): TriggerDef[] | null {
  switch (t.kind) {
    case 'unmodelled':
      return null;
    case 'triggers': {
      const each = t.events.map(trigger);
      return each.some((e) => e === null) ? null : each.flatMap((e) => e!);
    }
    case 'trigger':
      switch (t.event) {
        case 'enters':
        case 'dies':
        case 'leaves':
        case 'toGraveyardFromBattlefield':
        case 'gainLife':
        case 'getEnergy':
        case 'blocks':
        case 'becomesBlocked':
        case 'dealtDamage':
        case 'becomesTapped':
        case 'becomesUntapped':
        case 'turnedFaceUp':
        case 'becomesMonstrous':
        case 'exploits':
        case 'transformsInto':
        case 'dayNightChanges':
          return [{ event: t.event }];
        case 'draws':
          return [t.nth ? { event: 'draws', nth: t.nth } : { event: 'draws' }];
        case 'countersPut':
          return [t.perCounter ? { event: 'countersPut', counter: t.counter, perCounter: true } : { event: 'countersPut', counter: t.counter }];
        case 'permanentCountersPut':
          return [{ event: 'countersPut', counter: t.counter, each: { permanents: [...t.permanents], ...(t.quality ? { quality: structuredClone(t.quality) } : {}), ...(t.other ? { other: true } : {}) } }];
        case 'combatDamageToPlayer':
          return [t.orPlaneswalker ? { event: t.event, orPlaneswalker: true } : { event: t.event }];
        case 'attacks':
          return [t.withOthers ? { event: 'attacks', withOthers: t.withOthers } : { event: 'attacks' }];
        case 'tappedForMana':
          return [{ event: 'tappedForMana', landsOnly: true }];
        case 'permanentEnters':
          return [{ event: 'permanentEnters', each: { permanents: [...t.permanents], ...(t.quality ? { quality: structuredClone(t.quality) } : {}), ...(t.other ? { other: true } : {}) }, whose: t.yours ? 'you' : t.opponents ? 'opponent' : 'any' }];
        case 'step':
          return [{ event: 'beginningOfStep', step: t.step, whose: t.whose }];
        case 'permanentDies':
        case 'attachedTo':
        case 'creatureCombat':
        case 'cycled':
        case 'dealsDamageToPlayer':
        case 'discarded':
        case 'playerDraws':
        case 'dealsDamage':
        case 'castSelf':
        case 'damagedByDies':
        case 'becomesTarget':
        case 'becomesBlockedByCreature':
        case 'blocksCreature':
        case 'attacksAlone':
        case 'attacksUnblocked':
        case 'dealsDamageToCreature':
        case 'rollsDice':
        case 'becomesMonarch':
        case 'controlsNone':
        case 'sacrificed':
        case 'playerActs':
        case 'permanentTurnedFaceUp':
        case 'permanentDoes':
        case 'playerLife':
        case 'attackDeclared':
          return [lowerWatched(t)];
        case 'cast': {
          const def: Extract<TriggerDef, { event: 'cast' }> = { event: 'cast', spellTypes: [...t.spellTypes], whose: t.anyPlayer ? 'any' : 'you' };
          if (t.notTypes) def.notTypes = [...t.notTypes];
          if (t.subtypes) def.subtypes = [...t.subtypes];
          if (t.multicolored) def.multicolored = true;
          if (t.opponent) def.whose = 'opponent';
          if (t.colors) def.colors = [...t.colors];
          if (t.colorless) def.colorless = true;
          if (t.orCopy) def.orCopy = true;
          if (t.historic) def.historic = true;
          if (t.manaValue) def.manaValue = { ...t.manaValue };
          if (t.nthThisTurn) def.nthThisTurn = t.nthThisTurn;
          if (t.chosen) def.chosen = t.chosen;
          if (t.turn) def.turn = t.turn;
          if (t.kicked) def.kicked = true;
          if (t.from) def.from = t.from;
          if (t.targetsSelf) def.condition = { targetsSource: true };
          if (t.sameNameInGraveyard) def.condition = { sameNameInGraveyard: true };
          if (t.whileCounters) def.condition = { sourceCounters: t.whileCounters.counter, atLeast: t.whileCounters.atLeast };
          return [def];
        }
      }
  }
}

/**
 * The trigger condition of a triggered ability (603.1) whose effect is not read: it still triggers
 * by itself, and its text is carried out by hand. Not a triggered mana ability (605.1b), which
 * resolves at once, without a stack to show it on.
 */
export function lowerTrigger(t: TriggerNode): TriggerDef | TriggerDef[] | null {
  const events = trigger(t);
  if (!events || events.some((e) => e.event === 'tappedForMana')) return null;
  return events.length === 1 ? events[0] : events;
}

/**
 * Ward's cost (702.21a) when it is one the engine asks the targeting player for: mana without X
 * ("Ward {2}"), life ("Ward—Pay 3 life."), or discarding cards ("Ward—Discard a card.").
 */
function wardCost(c: CostNode): CostDef | null {
  const def = c.parts.length === 1 ? cost(c) : null;
  if (!def) return null;
  const [only, ...more] = Object.keys(def);
  if (more.length > 0 || !['mana', 'life', 'discard'].includes(only)) return null;
  return def.mana !== undefined && /X/.test(def.mana) ? null : def;
}

/**
 * 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
 * Activate only as a sorcery."; 702.67a: "Fortify [cost]", the same with "target land you control".
 */
function attachAbility(keyword: 'equip' | 'fortify', text: string, mana: string): AbilityDef {
  const type = keyword === 'equip' ? 'Creature' : 'Land';
  return {
    kind: 'activated',
    text,
    cost: { mana },
    targets: [{ phrase: `target ${type.toLowerCase()} you control`, filter: { permanents: [type], quality: { controller: 'you' } } }],
    effects: [{ kind: 'attach', to: { target: 0 } }],
    restriction: { sorcery: true },
    keyword,
  };
}

/** Whether any clause, however nested ("you may ...", "If you do, ..."), is "Return ~ from your graveyard to your hand". */
function returnsFromGraveyard(nodes: readonly (Sentence | EffectNode)[]): boolean {
  return nodes.some((n) => {
    if (n.kind === 'returnSelfFromGraveyard') return true;
    if (n.kind === 'sentence' || n.kind === 'may' || n.kind === 'ifYouDo') return returnsFromGraveyard([n.kind === 'sentence' ? n.effect : n.effect]);
    return n.kind === 'sequence' && returnsFromGraveyard(n.parts);
  });
}

/** The definition of one ability, or null when the engine can't carry all of it out. */

/** `spellX`: whether the card's mana cost has an X, which its spell text may read (107.3a). */
export function lowerAbility(a: AbilityNode, textOf: TextOf, spellX = false): AbilityDef | null {
  const text = textOf(a);
  switch (a.kind) {
    case 'keyword': {
      // 702.89b: "totem armor" is umbra armor's older name; the Oracle text of 2022 still says it.
      const known = ENGINE_KEYWORDS.find((k) => k === (a.keyword === 'totem armor' ? 'umbra armor' : a.keyword));
      const written = text[0].toUpperCase() + text.slice(1);
      // 702.16a: protection from the qualities read; 702.21a: ward with the cost read.
      if (known === 'protection') return a.protection ? { kind: 'keyword', keyword: known, text: written, protection: structuredClone(a.protection) } : null;
      if (known === 'ward') {
        const ward = a.ward ? wardCost(a.ward) : null;
        return ward && { kind: 'keyword', keyword: known, text: written, ward };
      }
      // 702.5a: "Enchant creature": what the Aura spell targets and the Aura may enchant.
      if (known === 'enchant') return a.enchant ? { kind: 'keyword', keyword: known, text: written, enchant: structuredClone(a.enchant) } : null;
      if (known && a.parameter === undefined) return { kind: 'keyword', keyword: known, text: written };
      // 702.14a: "islandwalk", "nonbasic landwalk" (once the engine's blocking checks landwalk).
      const walk = a.parameter === undefined && ENGINE_KEYWORDS.includes('landwalk') ? landwalkOf(a.keyword) : null;
      if (walk) return { kind: 'keyword', keyword: 'landwalk', text: written, landwalk: walk };
      const mana = a.parameter !== undefined && MANA_ONLY.test(a.parameter) ? a.parameter : undefined;
      const casting = castingKeyword(a.keyword, a.parameter, text, a.cost); // 702: convoke, delve, affinity, buyback ... (lowerCasting.ts)
      if (casting) return casting;
      if (mana && a.keyword === 'kicker') return { kind: 'cost', text, additional: { kind: 'kicker', mana } }; // 702.33a
      if (mana && a.keyword === 'multikicker') return { kind: 'cost', text, additional: { kind: 'kicker', mana, multi: true } }; // 702.33c
      if (mana && a.keyword === 'flashback') return { kind: 'cost', text, alternative: { kind: 'flashback', mana } }; // 702.34a
      if (mana && a.keyword === 'bestow') return { kind: 'cost', text, alternative: { kind: 'bestow', mana } }; // 702.103a
      if (mana && a.keyword === 'miracle') return { kind: 'cost', text, alternative: { kind: 'miracle', mana } }; // 702.94a
      // 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
      if (mana && a.keyword === 'equip') return attachAbility('equip', written, mana);
      if (mana && a.keyword === 'fortify') return attachAbility('fortify', written, mana);
      if (mana && a.keyword === 'ninjutsu') return ninjutsuAbility(written, mana); // 702.49a
      if (a.keyword === 'partner' && a.parameter !== undefined) return partnerWithAbility(written, a.parameter); // 702.124j
      if (mana && a.keyword === 'cycling') return { kind: 'activated', text, cost: { mana, discardSelf: true }, effects: [{ kind: 'draw', count: 1, who: YOU }], cycling: true };
      // Prowess, bushido and the other keywords that stand for a text: that text, lowered (keywordMeaning.ts).
      const lowerMeaning = (t: string, node: AbilityNode) => lowerAbility(node, (x) => t.slice(x.span.start, x.span.end));
      // Typecycling, unearth ...: abilities of a card in a hand or graveyard (keywordAbilities.ts).
      return keywordAbility(a.keyword, a.parameter, written, lowerMeaning) ?? championAbility(a.keyword, a.parameter, written, lowerMeaning) ?? cumulativeUpkeepLife(a.keyword, a.parameter, written) ?? keywordMeaning(a.keyword, a.parameter, written, lowerMeaning);
    }
    case 'activated': {
      const c = cost(a.cost);
      const read = effects(a.sentences, textOf, false, undefined, /X/.test(c?.mana ?? '') || c?.removeCounters?.count === 'X');
      const only = restriction(a);
      // A mana ability can't yet tap and exile its source; one that taps and sacrifices it is played
      // with the source's last known information (106.12a; the engine's activating.ts).
      const makesMana = read?.effects.some((e) => e.kind === 'addMana' || e.kind === 'addManaOfChoice');
      if (makesMana && c?.exileSelf === 'battlefield' && c.tap) return null;
      if (!c || !read || only === null) return null;
      const def: Extract<AbilityDef, { kind: 'activated' }> = withTargets({ kind: 'activated' as const, text, cost: c, effects: read.effects }, read.targets);
      // 113.6m: "Return ~ from your graveyard to your hand" works only there, with a cost payable there (113.6j).
      if (returnsFromGraveyard(a.sentences)) {
        if (c.tap || c.sacrificeSelf || c.exileSelf || c.discardSelf || c.removeCounters || c.putCounters || c.untap) return null;
        def.zone = 'graveyard';
      }
      // 702.142a: boast adds "Activate only if this creature attacked this turn and only once each turn."
      if (a.boast) return { ...def, restriction: { ...only, attackedThisTurn: true, oncePerTurn: true } };
      return only ? { ...def, restriction: only } : def;
    }
    case 'triggered': {
      const events = trigger(a.trigger);
      // 603.2: "This ability triggers only once each turn.", its last sentence: a limit on triggering, not an effect.
      const once = a.sentences.length > 1 && a.sentences[a.sentences.length - 1].effect.kind === 'triggersOnce';
      const read = effects(once ? a.sentences.slice(0, -1) : a.sentences, textOf, false, a.trigger);
      if (!events || !read) return null;
      // The engine resolves a "taps a land for mana" trigger at once, as a triggered mana ability;
      // one that adds no mana (Manabarbs) isn't one (605.1b) and would use the stack.
      if (events.some((e) => e.event === 'tappedForMana') && !read.effects.some((e) => e.kind === 'addMana' || e.kind === 'addManaOfChoice')) return null;
      // "copy it for each other instant and sorcery spell you've cast before it this turn": the
      // number is fixed as the ability triggers, counted by the cast trigger (603.4 looks back).
      const counted = read.effects.find((e) => e.kind === 'copySpell' && e.times !== undefined && typeof e.times === 'object' && e.times.of === 'eventCount');
      if (counted) {
        const [cast] = events;
        if (events.length !== 1 || cast.event !== 'cast' || cast.condition) return null;
        cast.condition = { countSpellsCastBefore: [...INSTANT_OR_SORCERY] };
      }
      // 603.4: "When ..., if <condition>, ...": an intervening "if" clause, checked as it would trigger and as it resolves.
      const [first] = read.effects;
      if (first?.kind === 'ifCondition' && a.sentences[0]?.effect.kind === 'ifCondition') first.intervening = true;
      const def: Extract<AbilityDef, { kind: 'triggered' }> = withTargets({ kind: 'triggered' as const, text, trigger: events.length === 1 ? events[0] : events, effects: read.effects, ...(once ? { oncePerTurn: true as const } : {}) }, read.targets);
      // 113.6m: "When you roll a natural 20, return ~ from your graveyard to your hand" works only there.
      if (returnsFromGraveyard(a.sentences)) def.zone = 'graveyard';
      // 603.3c: a modal triggered ability; its modes are chosen as it is put on the stack.
      if (a.modal) {
        const options = a.modal.modes.map((m) => mode(m, textOf, false, a.trigger));
        if (options.some((o) => o === null)) return null;
        const { count, min } = a.modal.header;
        return { ...def, modes: { choose: count, ...(min ? { min } : {}), options: options.filter((o) => o !== null) } };
      }
      return def;
    }
    case 'spell': {
      const read = effects(a.sentences, textOf, true, undefined, spellX);
      return read && withTargets({ kind: 'spell' as const, text, effects: read.effects }, read.targets);
    }
    case 'modal': {
      if (a.header.kind !== 'choose') return null;
      const options = a.modes.map((m) => mode(m, textOf, spellX));
      if (options.some((o) => o === null)) return null;
      const repeat = a.header.repeat ? { repeat: true as const } : {}; // 700.2d
      return { kind: 'spell', text: textOf(a.header), effects: [], modes: { choose: a.header.count, ...(a.header.min ? { min: a.header.min } : {}), ...repeat, options: options.filter((o) => o !== null) } };
    }
    case 'static':
      return staticAbility(a.body, text, textOf);
    case 'loyalty': {
      // 606.4: a loyalty ability is an activated ability whose cost is loyalty counters.
      const c = loyaltyCost(a.loyalty);
      const read = returnsFromGraveyard(a.sentences) ? null : effects(a.sentences, textOf, false, undefined, c?.loyalty === 'minusX');
      return c && read && withTargets({ kind: 'activated' as const, text, cost: c, effects: read.effects }, read.targets);
    }
  }
}

function staticAbility(body: StaticNode | Unmodelled, text: string, textOf: TextOf): AbilityDef | null {
  switch (body.kind) {
    case 'unmodelled':
      return null;
    case 'doesntUntap':
    case 'mayNotUntap':
    case 'cantBeCountered':
    case 'dayAsEnters':
    case 'rollAdvantage':
    case 'lookAtTopCard':
    case 'topCardRevealed':
    case 'noMaximumHandSize':
      return { kind: 'static', text, rule: { kind: body.kind } };
    case 'combat':
      return { kind: 'static', text, rule: { kind: 'combat', ...body.rules } };
    case 'opponentsEnterTapped':
      return { kind: 'static', text, rule: { kind: 'opponentsEnterTapped', types: [...body.types] } }; // 614.1c
    case 'playLandsFromGraveyard':
      return { kind: 'static', text, rule: { kind: 'playLandsFromGraveyard' } }; // 305.1
    case 'additionalLands':
      return { kind: 'static', text, rule: { kind: 'additionalLands', count: body.count } }; // 305.2
    case 'preventAll':
    case 'exileIfDamagedDies':
    case 'exileInsteadOfGraveyard':
    case 'entersTappedUnlessPays':
    case 'entersTappedUnlessReveals':
    case 'chooseAsEnters': {
      const { span: _span, ...rule } = body;
      return { kind: 'static', text, rule };
    }
    case 'entersTapped':
      // 614.1c, 614.12: "unless ..." checked as the permanent would enter.
      return { kind: 'static', text, rule: body.unless ? { kind: 'entersTapped', unless: structuredClone(body.unless) } : { kind: 'entersTapped' } };
    case 'entersAsCopy':
      // 614.1c, 707.5: the permanent the controller may copy, seen from them as it enters.
      return {
        kind: 'static',
        text,
        rule: { kind: 'entersAsCopy', of: { permanents: [...body.of.types], ...(body.of.quality ? { quality: structuredClone(body.of.quality) } : {}) }, ...(body.except ? { except: structuredClone(body.except) } : {}) },
      };
    case 'entersWithCounters': {
      if (body.amount.value === 'thatMany') return null;
      // 107.3c: an X the text defines ("where X is ..."), counted as the permanent enters (614.1c).
      const per = body.per ? amountOf(body.per) : undefined;
      const defined = body.x ? amountOf(body.x) : per && typeof body.amount.value === 'number' ? perEach(body.amount.value, per) : per;
      if (defined === null) return null;
      const n: Amount = defined ?? (body.amount.value === 'X' ? { of: 'x' } : body.amount.value);
      const extra = { ...(body.if ? { if: body.if } : {}), ...(body.tapped ? { tapped: body.tapped } : {}), ...(body.perColorSpent ? { perColorSpent: body.perColorSpent } : {}), ...(body.perTimeKicked ? { perTimeKicked: body.perTimeKicked } : {}) };
      return { kind: 'static', text, rule: { kind: 'entersWithCounters', counter: body.counter, amount: n, ...extra } };
    }
    case 'replaceMana': {
      const r = body.replacement;
      const replacement: ManaReplacement = r.kind === 'double' ? { kind: 'double', tappedBy: 'controller' } : { kind: 'becomes', type: r.type, landsOnly: true };
      return { kind: 'static', text, rule: { kind: 'replaceMana', replacement } };
    }
    case 'additionalCost':
      return { kind: 'cost', text, additional: body.cost.kind === 'sacrifice' ? { kind: 'sacrifice', type: body.cost.type } : { kind: 'discardOrPay', mana: body.cost.mana } };
    case 'controlAttached':
      // 611.3a, 613.1b: while the Aura is on the battlefield, its controller controls what it enchants.
      return { kind: 'static', text, rule: { kind: 'continuous', affects: { attached: true }, changes: [{ layer: '2', controller: 'effectController' }] } };
    case 'additionalCosts':
      return additionalCostsDef(body.cost, text); // 118.8 (lowerCasting.ts)
    case 'castRestriction': {
      const castOnly = castRestrictionOf(body.restriction); // 601.3 (casting/castRestriction.ts)
      return castOnly && { kind: 'cost', text, castOnly };
    }
    case 'spellCostModifier':
      return { kind: 'static', text, rule: { kind: 'spellCost', spells: structuredClone(body.spells), caster: body.caster, generic: body.generic, change: body.change, ...(body.targetingSelf ? { targetingSelf: true } : {}) } }; // 601.2f
    case 'costsLessForEach':
      return { kind: 'cost', text, reduction: { generic: body.generic, forEach: structuredClone(body.forEach), controller: body.controller, ...(body.once ? { once: true } : {}) } }; // 601.2f
    case 'costsLessCounted': {
      const amount = amountOf(body.per); // 601.2f
      return amount === null ? null : { kind: 'cost', text, reduction: { generic: body.generic, amount } };
    }
    case 'costsMorePerExtraTarget':
      // 601.2f: counted over the targets of the spell's first targeting phrase.
      return { kind: 'cost', text, additional: { kind: 'increasePerExtraTarget', mana: body.mana, phrase: 0 } };
    case 'continuous': {
      const rule = staticContinuousRule(body, text, (inner) => lowerAbility(inner, textOf), textOf);
      return rule && { kind: 'static', text, rule };
    }
    case 'levelSymbol':
    case 'levelPt':
      return null; // 711.2: lowered with its striation (levelStriations.ts), never alone
    case 'definesPt': {
      const rule = definesPtRule(body);
      return rule && { kind: 'static', text, rule };
    }
    case 'alternativeCost': {
      const alternative: AlternativeCost = { kind: 'alternative' };
      if (body.life !== undefined) alternative.life = body.life;
      if (body.exileFromHand) alternative.exileFromHand = { ...body.exileFromHand };
      if (body.mana) alternative.mana = body.mana;
      if (body.sacrifice) alternative.cost = { sacrifice: { count: body.sacrifice.count, filter: { subtype: body.sacrifice.subtype } } };
      return { kind: 'cost', text, alternative };
    }
  }
}

export { intrinsicAbilities } from '../engine/state/basicLandTypes';
