// Stage 4 (DESIGN.md, "The Oracle compiler"): the tree into the engine's card definition, for what
// the engine carries out. An ability with any part the engine can't do is not lowered at all: a
// partial ability would resolve as something the card doesn't say.
import type {
  AbilityDef,
  ActivationRestriction,
  Affected,
  AlternativeCost,
  Amount,
  CardType,
  CostDef,
  EachFilter,
  EffectDef,
  ITS_CONTROLLER,
  Keyword,
  ManaReplacement,
  ManaType,
  PermanentFilter,
  Supertype,
  TargetSpec,
  TokenDef,
  TriggerDef,
} from '../engine/state/card';
import type { AbilityNode, CostNode, EachNode, EffectNode, ModeNode, Quantity, RecipientNode, RefNode, Sentence, StaticNode, StatNode, TargetNode, TriggerNode, Unmodelled } from './tree';

/** The keywords the engine carries out (card.ts `Keyword`). */
const ENGINE_KEYWORDS: readonly Keyword[] = ['haste', 'flying', 'flash'];
const MANA_ONLY = /^(?:\{[^}]+\})+$/;
const ALL_COLORS: ManaType[] = ['W', 'U', 'B', 'R', 'G'];
const YOU = { who: 'controller' } as const;
/** The engine's memory key for "its controller" (card.ts ITS_CONTROLLER; the compiler imports only the engine's types). */
const ITS: typeof ITS_CONTROLLER = 'its controller';

/** The words an ability node stands for, in the card's own text (reminder text left out). */
export type TextOf = (node: { span: { start: number; end: number } }) => string;

/** What an ability's lowering has met so far: its targeting phrases in text order (601.2c), what
 * earlier sentences chose (608.2c: "that player", "that card", "the copy"), and its trigger. */
type Context = {
  targets: TargetSpec[];
  remembered: Set<string>;
  trigger?: TriggerNode;
  /** "Choose a color of a permanent you control." waits for "Add one mana of that color." */
  choosingColor?: boolean;
  /** The object a number was last read from, for "its toughness". */
  statOf?: 'sacrificed';
  /** A spell's text: the engine divides damage (601.2d) only as a spell is cast. */
  spell: boolean;
};

const context = (spell: boolean, trigger?: TriggerNode): Context => ({ targets: [], remembered: new Set(), trigger, spell });

function amount(q: Quantity | StatNode, ctx: Context): Amount | null {
  if (q.kind === 'quantity') {
    // "for each creature you control" (608.2h: counted as the effect happens).
    if (q.forEach) {
      if (typeof q.value !== 'number') return null;
      const each: EachFilter = { permanents: [...q.forEach.permanents], ...(q.forEach.quality ? { quality: structuredClone(q.forEach.quality) } : {}) };
      return q.value === 1 ? { of: 'count', each } : { of: 'count', each, times: q.value };
    }
    return q.value === 'X' ? { of: 'x' } : q.value;
  }
  const of = q.of === 'it' ? ctx.statOf : q.of;
  if (of === 'sacrificed') {
    ctx.statOf = 'sacrificed';
    return { of: 'sacrificed', stat: q.stat };
  }
  return of === 'self' && q.stat === 'power' ? { of: 'sourcePower' } : null;
}

function targetSpec(t: TargetNode, ctx: Context): TargetSpec | null {
  const filter: TargetSpec['filter'] = {};
  if (t.players) filter.players = t.players;
  if (t.permanents) filter.permanents = [...t.permanents];
  if (t.quality) filter.quality = structuredClone(t.quality);
  if (t.spells) filter.spells = t.spells === 'any' ? 'any' : [...t.spells];
  if (t.yours) filter.yours = true;
  if (t.cards) filter.cards = structuredClone(t.cards);
  const spec: TargetSpec = { phrase: t.phrase, filter };
  if (t.anyNumber) spec.anyNumber = true;
  else if (t.max !== undefined) {
    // "up to two" (601.2c): none to two; "one or two targets": at least one.
    spec.min = t.min ?? 0;
    spec.max = t.max;
  }
  if (t.another) {
    // 115.4: "another target" differs from the targets the ability chose before it.
    if (ctx.targets.length === 0) return null;
    spec.differentFrom = ctx.targets.map((_, i) => i);
  }
  return spec;
}

/** "each creature and each player", "all artifacts" (no target). */
function eachOf(e: EachNode): Affected {
  const each: EachFilter = {};
  if (e.players) each.players = e.players;
  if (e.permanents) each.permanents = [...e.permanents];
  if (e.quality) each.quality = structuredClone(e.quality);
  return { each };
}

const SUPERTYPES: readonly string[] = ['Basic', 'Legendary'];

/** What "its controller", "that player", "that card", "the copy", "that spell" and "it" stand for here, if anything. */
function refer(r: RefNode, ctx: Context): Affected | null {
  const trigger = ctx.trigger?.kind === 'trigger' ? ctx.trigger : undefined;
  switch (r.word) {
    case 'its controller':
      // Of the one thing the effect before destroyed, exiled or countered (effectsOf checks it).
      return { remembered: ITS };
    case 'that player':
    case 'the player':
      if (ctx.remembered.has('player')) return { remembered: 'player' };
      return trigger?.event === 'tappedForMana' ? { who: 'eventPlayer' } : null;
    case 'that card':
      return ctx.remembered.has('card') ? { remembered: 'card' } : null;
    case 'the copy':
      return ctx.remembered.has('copy') ? { remembered: 'copy' } : null;
    case 'that spell':
    case 'it':
      return trigger?.event === 'cast' ? { who: 'eventSpell' } : null;
  }
}

/** The last copy of a spell among `out`, or inside the "you may" that ends it. */
function lastCopy(out: EffectDef[]): Extract<EffectDef, { kind: 'copySpell' }> | null {
  const last = out[out.length - 1];
  if (last?.kind === 'copySpell') return last;
  if (last?.kind === 'may') return lastCopy(last.effects);
  return null;
}

/** One effect, its targets appended to the context's in the order the text names them (601.2c). */
function effect(e: EffectNode, ctx: Context, textOf: TextOf): EffectDef | null {
  const aim = (t: TargetNode | RefNode): Affected | null => {
    if (t.kind === 'ref') return refer(t, ctx);
    const spec = targetSpec(t, ctx);
    return spec && { target: ctx.targets.push(spec) - 1 };
  };
  const thing = (t: TargetNode | EachNode): Affected | null => (t.kind === 'each' ? eachOf(t) : aim(t));
  const to = (r: RecipientNode): Affected | null =>
    r.kind === 'target' || r.kind === 'ref' ? aim(r) : r.kind === 'each' ? eachOf(r) : r.kind === 'sameTarget' ? { target: ctx.targets.length - 1 } : YOU;
  switch (e.kind) {
    case 'addMana':
      return { kind: 'addMana', mana: e.mana };
    case 'addOneOf':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: e.options } };
    case 'addAnyColor': {
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'addManaOfChoice', amount: n, choice: { from: 'types', types: [...ALL_COLORS] } };
    }
    case 'addAmountOf': {
      const times = amount(e.amount, ctx);
      return times === null ? null : { kind: 'addMana', mana: [e.mana], times };
    }
    case 'addCouldProduce':
      return { kind: 'addManaOfChoice', amount: 1, choice: { from: 'couldProduce', lands: e.lands, colorsOnly: e.colorsOnly } };
    case 'addProduced': {
      const to = refer(e.who, ctx);
      return to && { kind: 'addManaOfChoice', amount: 1, choice: { from: 'produced' }, to };
    }
    case 'damage': {
      const n = amount(e.amount, ctx);
      const dealt = to(e.to);
      if (n === null || !dealt) return null;
      const def: Extract<EffectDef, { kind: 'damage' }> = { kind: 'damage', amount: n, to: dealt };
      if ((e.divided || e.evenly) && !ctx.spell) return null;
      if (e.divided) {
        // 601.2d: the amount is divided among the phrase's targets as the spell is cast.
        if (!('target' in dealt)) return null;
        ctx.targets[dealt.target].divide = n;
        def.divided = true;
      }
      if (e.evenly) def.evenly = true;
      if (e.alsoCreaturesOf) def.alsoCreaturesOf = true;
      return def;
    }
    case 'draw': {
      const n = amount(e.count, ctx);
      const who = !e.who ? YOU : e.who.kind === 'each' ? eachOf(e.who) : aim(e.who);
      return n === null || !who ? null : { kind: 'draw', count: n, who };
    }
    case 'gainLife': {
      const n = amount(e.amount, ctx);
      const who = e.who ? aim(e.who) : YOU;
      if (n === null || !who) return null;
      return e.ifSpent ? { kind: 'gainLife', amount: n, who, if: { spent: e.ifSpent } } : { kind: 'gainLife', amount: n, who };
    }
    case 'scry':
      return typeof e.count.value === 'number' ? { kind: 'scry', count: e.count.value } : null;
    case 'putBack':
      return typeof e.count.value === 'number' ? { kind: 'putBack', count: e.count.value } : null;
    case 'bounce': {
      // "to your hand" is its owner's hand only for a card of your own graveyard.
      if (e.toYourHand && (e.what?.kind !== 'target' || e.what.cards?.owner !== 'you')) return null;
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'bounce', what };
    }
    case 'tap': {
      const what = thing(e.what);
      return what && { kind: 'tap', what };
    }
    case 'untap': {
      const what = e.what ? thing(e.what) : { who: 'self' as const };
      return what && { kind: 'untap', what };
    }
    case 'counters': {
      const n = amount(e.amount, ctx);
      const on = e.on ? thing(e.on) : { who: 'self' as const };
      return n === null || !on ? null : { kind: 'addCounters', counter: e.counter, amount: n, to: on };
    }
    case 'counterSpell': {
      const what = aim(e.what);
      if (!what) return null;
      return e.unlessPays ? { kind: 'counter', what, unlessPays: e.unlessPays } : { kind: 'counter', what };
    }
    case 'destroy': {
      const what = thing(e.what);
      return what && { kind: 'destroy', what };
    }
    case 'exile': {
      const what = thing(e.what);
      return what && { kind: 'exile', what };
    }
    case 'putOnLibrary': {
      // "on top of your library": its owner's only for a card of your own graveyard.
      if (e.yourLibrary && e.what.cards?.owner !== 'you') return null;
      // Several cards put on top at once are arranged by their owner (401.4): a choice not modelled yet.
      if ((e.what.max ?? 1) > 1) return null;
      const what = aim(e.what);
      return what && { kind: 'putOnLibrary', what };
    }
    case 'exileGraveyard': {
      const whose = e.whose.players ? aim(e.whose) : null;
      return whose && { kind: 'exileGraveyard', whose };
    }
    case 'loseLife': {
      const n = amount(e.amount, ctx);
      const who = e.who ? to(e.who) : YOU;
      return n === null || !who ? null : { kind: 'loseLife', amount: n, who };
    }
    case 'discard': {
      const n = amount(e.count, ctx);
      const who = e.who ? to(e.who) : YOU;
      return n === null || !who ? null : { kind: 'discard', count: n, who };
    }
    case 'sacrifice': {
      const who = to(e.who);
      return who && { kind: 'sacrifice', who, types: [...e.types] };
    }
    case 'returnChosen':
      return { kind: 'returnChosen', who: YOU, types: [...e.types] };
    case 'mill': {
      const n = amount(e.count, ctx);
      const who = aim(e.who);
      return n === null || !who ? null : { kind: 'mill', count: n, who };
    }
    case 'search': {
      const supertypes = e.supertypes.filter((t): t is Supertype => SUPERTYPES.includes(t));
      return {
        kind: 'searchLibrary',
        count: e.count,
        ...(e.types.length ? { types: [...e.types] } : {}),
        ...(supertypes.length ? { supertypes } : {}),
        ...(e.subtypes.length ? { subtypes: [...e.subtypes] } : {}),
        ...(e.anyCard ? { anyCard: true } : {}),
        to: e.to,
        ...(e.tapped ? { tapped: true } : {}),
        ...(e.reveal ? { reveal: true } : {}),
      };
    }
    case 'sacrificeUnless':
      return { kind: 'sacrificeUnless', unless: e.type };
    case 'returnToBattlefield': {
      // Only a card in a graveyard (a permanent is on the battlefield already).
      if (!e.what.cards) return null;
      const what = aim(e.what);
      return what && { kind: 'returnToBattlefield', what };
    }
    case 'createToken': {
      // Only keywords the engine carries out; the token's text is its keywords (111.3).
      const keywords = e.keywords.map((k) => ENGINE_KEYWORDS.find((known) => known === k));
      if (keywords.some((k) => k === undefined)) return null;
      const cap = (k: string) => k[0].toUpperCase() + k.slice(1);
      const token: TokenDef = {
        types: [...e.types],
        subtypes: [...e.subtypes],
        power: e.power,
        toughness: e.toughness,
        oracle: keywords.map((k) => cap(k!)).join('\n'),
        abilities: keywords.map((k) => ({ kind: 'keyword' as const, keyword: k!, text: cap(k!) })),
        ...(e.colors.length ? { colors: [...e.colors] } : {}),
      };
      if (e.forEachCounter !== undefined) return e.amount.value === 1 ? { kind: 'createToken', token, amount: { of: 'sourceCounters', counter: e.forEachCounter } } : null;
      const n = amount(e.amount, ctx);
      return n === null ? null : { kind: 'createToken', token, amount: n };
    }
    case 'copySpell': {
      const what = aim(e.what);
      if (!what) return null;
      const def: Extract<EffectDef, { kind: 'copySpell' }> = { kind: 'copySpell', what, newTargets: false };
      if (e.forEachCastBefore) def.times = { of: 'eventCount' };
      if (e.color) def.color = e.color;
      return def;
    }
    case 'may': {
      const inner = effect(e.effect, ctx, textOf);
      // The card's own words, its name and all ("put a +1/+1 counter on Ajani's Pridemate").
      return inner && { kind: 'may', prompt: textOf({ span: e.words }), effects: [inner] };
    }
    case 'randomPlayer':
      ctx.remembered.add('player');
      return { kind: 'randomPlayer', remember: 'player' };
    case 'exileFromGraveyard': {
      const chooser = refer(e.chooser, ctx);
      ctx.remembered.add('card');
      return chooser && { kind: 'exileFromGraveyard', chooser, types: [...e.types], remember: 'card' };
    }
    case 'copyCard': {
      const what = refer(e.what, ctx);
      ctx.remembered.add('copy');
      return what && { kind: 'copyCard', what, remember: 'copy' };
    }
    case 'castWithoutPaying': {
      const what = refer(e.what, ctx);
      return what && { kind: 'castCard', what, withoutPaying: true };
    }
    case 'addChosenColor':
    case 'chooseColorOfPermanent':
    case 'kickedInstead':
    case 'newTargets':
    case 'castFromGraveyardInstead':
    case 'sequence':
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
    switch (e.kind) {
      case 'sequence':
        if (!effectsOf(e.parts, ctx, textOf, out)) return false;
        continue;
      case 'chooseColorOfPermanent':
        if (ctx.choosingColor) return false;
        ctx.choosingColor = true;
        continue;
      case 'addChosenColor':
        if (!ctx.choosingColor) return false;
        ctx.choosingColor = false;
        out.push({ kind: 'addManaOfChoice', amount: 1, choice: { from: 'colorsOfPermanents' } });
        continue;
      case 'kickedInstead': {
        // 702.33d: the kicked amount replaces the damage the sentence before deals.
        if (last?.kind !== 'damage' || typeof last.amount !== 'number' || typeof e.amount.value !== 'number') return false;
        last.amount = { of: 'ifKicked', kicked: e.amount.value, otherwise: last.amount };
        continue;
      }
      case 'newTargets': {
        // 707.10c: the controller of the copy may choose new targets for it.
        const copy = lastCopy(out);
        if (!copy || copy.newTargets) return false;
        copy.newTargets = true;
        if (last?.kind === 'may') last.prompt += ` (${textOf(e).replace(/\.$/, '').replace(/^You/, 'you')})`;
        continue;
      }
      case 'cantBeRegenerated': {
        // "Destroy target creature. It can't be regenerated.": "It" is the one destroyed, "They" all of them (701.19c).
        if (last?.kind !== 'destroy' || 'each' in last.what !== (e.pronoun === 'They') || last.noRegeneration) return false;
        last.noRegeneration = true;
        continue;
      }
      case 'castFromGraveyardInstead': {
        const copy = lastCopy(out);
        if (!copy || copy.times !== undefined || copy.newTargets) return false;
        copy.times = { of: 'ifCastFrom', zone: 'graveyard', then: e.times, otherwise: 1 };
        continue;
      }
      default: {
        if (ctx.choosingColor) return false;
        // "Its controller ...": of the one thing the effect before destroyed, exiled or countered (608.2h).
        if (namesItsController(e)) {
          const moved = last && (last.kind === 'destroy' || last.kind === 'exile' || last.kind === 'counter') && 'target' in last.what && (ctx.targets[last.what.target]?.max ?? 1) === 1;
          if (!moved) return false;
        }
        const def = effect(e, ctx, textOf);
        if (!def) return false;
        out.push(def);
      }
    }
  }
  return !ctx.choosingColor;
}

function effects(sentences: Sentence[], textOf: TextOf, spell: boolean, trigger?: TriggerNode): { effects: EffectDef[]; targets: TargetSpec[] } | null {
  const ctx = context(spell, trigger);
  const out: EffectDef[] = [];
  return effectsOf(sentences.map((s) => s.effect), ctx, textOf, out) ? { effects: out, targets: ctx.targets } : null;
}

function cost(c: CostNode): CostDef | null {
  const def: CostDef = {};
  for (const p of c.parts) {
    if (p.kind === 'unmodelled') return null;
    if (p.kind === 'tap') def.tap = true;
    if (p.kind === 'untap') def.untap = true;
    if (p.kind === 'sacrificeSelf') def.sacrificeSelf = true;
    if (p.kind === 'payLife') def.life = (def.life ?? 0) + p.amount;
    if (p.kind === 'mana') def.mana = (def.mana ?? '') + p.symbols;
    if (p.kind === 'discardSelf') def.discardSelf = true;
    if (p.kind === 'exileSelf') def.exileSelf = p.from;
    if (p.kind === 'exileFromGraveyard') {
      if (def.exileFromGraveyard) return null;
      def.exileFromGraveyard = p.cardType ? { count: p.count, type: p.cardType } : { count: p.count };
    }
    if (p.kind === 'removeCounters') {
      if (def.removeCounters) return null;
      def.removeCounters = { counter: p.counter, count: p.count };
    }
    if (p.kind === 'discard') {
      if (def.discard) return null; // two discard parts: not a form the engine asks for
      def.discard = p.cardType ? { count: p.count, type: p.cardType } : { count: p.count };
    }
    if (p.kind === 'tapUntapped') {
      if (def.tapUntapped) return null;
      def.tapUntapped = { count: p.count, filter: p.subtype ? { subtype: p.subtype } : { types: [...(p.cardTypes ?? [])] } };
    }
    if (p.kind === 'sacrifice') {
      if (def.sacrifice) return null;
      const filter: PermanentFilter = {};
      if (p.cardTypes) filter.types = [...p.cardTypes];
      if (p.subtype) filter.subtype = p.subtype;
      def.sacrifice = p.another ? { count: p.count, filter, another: true } : { count: p.count, filter };
    }
  }
  return def;
}

/** 602.5: what the restriction sentence allows, or null when the engine can't check it. */
/**
 * The cost and restrictions of an activated ability whose effect is not read (602.1): it can still
 * be activated, its cost paid, and its text carried out by hand as it resolves. Null when either
 * isn't read.
 */
export function lowerActivation(a: AbilityNode & { kind: 'activated' }): { cost: CostDef; restriction?: ActivationRestriction } | null {
  const c = cost(a.cost);
  const only = restriction(a);
  if (!c || only === null) return null;
  return only ? { cost: c, restriction: only } : { cost: c };
}

function restriction(r: AbilityNode & { kind: 'activated' }): ActivationRestriction | null | undefined {
  if (!r.restriction) return undefined;
  if (r.restriction.kind === 'unmodelled') return null;
  const out: ActivationRestriction = {};
  if (r.restriction.timing === 'sorcery') out.sorcery = true;
  if (r.restriction.during === 'yourTurn') out.yourTurn = true;
  if (r.restriction.during === 'yourTurnBeforeAttackers') Object.assign(out, { yourTurn: true, beforeAttackers: true });
  if (r.restriction.during === 'yourUpkeep') out.step = 'upkeep';
  if (r.restriction.oncePerTurn) out.oncePerTurn = true;
  const control = r.restriction.control;
  if (control) {
    const filter: PermanentFilter = control.subtype ? { subtype: control.subtype } : { types: [...(control.cardTypes ?? [])] };
    out.youControl = { atLeast: control.atLeast, filter };
  }
  return Object.keys(out).length ? out : undefined; // "as an instant" restricts nothing (602.5e)
}

const withTargets = <T extends object>(def: T, targets: TargetSpec[]): T => (targets.length > 0 ? { ...def, targets } : def);

function mode(m: ModeNode, textOf: TextOf) {
  const read = effects(m.sentences, textOf, true);
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
          return [{ event: t.event }];
        case 'tappedForMana':
          return [{ event: 'tappedForMana', landsOnly: true }];
        case 'step':
          return [{ event: 'beginningOfStep', step: t.step, whose: t.whose }];
        case 'cast': {
          const def: Extract<TriggerDef, { event: 'cast' }> = { event: 'cast', spellTypes: [...t.spellTypes], whose: 'you' };
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

/** The definition of one ability, or null when the engine can't carry all of it out. */

export function lowerAbility(a: AbilityNode, textOf: TextOf): AbilityDef | null {
  const text = textOf(a);
  switch (a.kind) {
    case 'keyword': {
      const known = ENGINE_KEYWORDS.find((k) => k === a.keyword);
      if (known && a.parameter === undefined) return { kind: 'keyword', keyword: known, text: text[0].toUpperCase() + text.slice(1) };
      const mana = a.parameter !== undefined && MANA_ONLY.test(a.parameter) ? a.parameter : undefined;
      if (mana && a.keyword === 'kicker') return { kind: 'cost', text, additional: { kind: 'kicker', mana } }; // 702.33a
      if (mana && a.keyword === 'flashback') return { kind: 'cost', text, alternative: { kind: 'flashback', mana } }; // 702.34a
      if (mana && a.keyword === 'miracle') return { kind: 'cost', text, alternative: { kind: 'miracle', mana } }; // 702.94a
      // 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."
      if (mana && a.keyword === 'cycling') return { kind: 'activated', text, cost: { mana, discardSelf: true }, effects: [{ kind: 'draw', count: 1, who: YOU }] };
      return null;
    }
    case 'activated': {
      const c = cost(a.cost);
      const read = effects(a.sentences, textOf, false);
      const only = restriction(a);
      // A mana ability can't yet tap and sacrifice (or exile) its source (the engine's activating.ts says why).
      const makesMana = read?.effects.some((e) => e.kind === 'addMana' || e.kind === 'addManaOfChoice');
      if (makesMana && (c?.sacrificeSelf || c?.exileSelf === 'battlefield') && c.tap) return null;
      if (!c || !read || only === null) return null;
      const def = withTargets({ kind: 'activated' as const, text, cost: c, effects: read.effects }, read.targets);
      return only ? { ...def, restriction: only } : def;
    }
    case 'triggered': {
      const events = trigger(a.trigger);
      const read = effects(a.sentences, textOf, false, a.trigger);
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
      const def = withTargets({ kind: 'triggered' as const, text, trigger: events.length === 1 ? events[0] : events, effects: read.effects }, read.targets);
      return def;
    }
    case 'spell': {
      const read = effects(a.sentences, textOf, true);
      return read && withTargets({ kind: 'spell' as const, text, effects: read.effects }, read.targets);
    }
    case 'modal': {
      if (a.header.kind !== 'choose') return null;
      const options = a.modes.map((m) => mode(m, textOf));
      if (options.some((o) => o === null)) return null;
      return { kind: 'spell', text: textOf(a.header), effects: [], modes: { choose: a.header.count, options: options.filter((o) => o !== null) } };
    }
    case 'static':
      return staticAbility(a.body, text);
    case 'loyalty': // the engine has no loyalty abilities yet (606)
      return null;
  }
}

function staticAbility(body: StaticNode | Unmodelled, text: string): AbilityDef | null {
  switch (body.kind) {
    case 'unmodelled':
      return null;
    case 'doesntUntap':
      return { kind: 'static', text, rule: { kind: body.kind } };
    case 'entersTapped':
      // 614.1c, 614.12: "unless ..." checked as the permanent would enter.
      return { kind: 'static', text, rule: body.unless ? { kind: 'entersTapped', unless: structuredClone(body.unless) } : { kind: 'entersTapped' } };
    case 'entersWithCounters': {
      const n: Amount = body.amount.value === 'X' ? { of: 'x' } : body.amount.value;
      return { kind: 'static', text, rule: { kind: 'entersWithCounters', counter: body.counter, amount: n } };
    }
    case 'replaceMana': {
      const r = body.replacement;
      const replacement: ManaReplacement = r.kind === 'double' ? { kind: 'double', tappedBy: 'controller' } : { kind: 'becomes', type: r.type, landsOnly: true };
      return { kind: 'static', text, rule: { kind: 'replaceMana', replacement } };
    }
    case 'additionalCost':
      return { kind: 'cost', text, additional: body.cost.kind === 'sacrifice' ? { kind: 'sacrifice', type: body.cost.type } : { kind: 'discardOrPay', mana: body.cost.mana } };
    case 'costsMorePerExtraTarget':
      // 601.2f: counted over the targets of the spell's first targeting phrase.
      return { kind: 'cost', text, additional: { kind: 'increasePerExtraTarget', mana: body.mana, phrase: 0 } };
    case 'alternativeCost': {
      const alternative: AlternativeCost = { kind: 'alternative' };
      if (body.life !== undefined) alternative.life = body.life;
      if (body.exileFromHand) alternative.exileFromHand = { ...body.exileFromHand };
      return { kind: 'cost', text, alternative };
    }
  }
}

/** 305.6: a land with a basic land type has that type's mana ability, printed or not. */
const BASIC_LAND_MANA: Record<string, ManaType> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

export function intrinsicAbilities(subtypes: string[]): AbilityDef[] {
  return subtypes
    .filter((s) => Object.hasOwn(BASIC_LAND_MANA, s))
    .map((s) => ({ kind: 'activated', text: `{T}: Add {${BASIC_LAND_MANA[s]}}.`, cost: { tap: true }, effects: [{ kind: 'addMana', mana: [BASIC_LAND_MANA[s]] }] }));
}
