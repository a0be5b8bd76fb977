// Stage 4 (DESIGN.md, "The Oracle compiler"): the tree into the engine's card definition, for what
// the engine carries out. An ability with any part the engine can't do is not lowered at all: a
// partial ability would resolve as something the card doesn't say.
import type { AbilityDef, Affected, Amount, CostDef, EachFilter, EffectDef, ITS_CONTROLLER, Keyword, ManaType, Supertype, TargetSpec, TokenDef, TriggerDef } from '../engine/state/card';
import type { AbilityNode, CostNode, EachNode, EffectNode, ModeNode, Quantity, RecipientNode, Sentence, TargetNode } from './tree';

/** The keywords the engine carries out (card.ts `Keyword`). */
const ENGINE_KEYWORDS: readonly Keyword[] = ['haste', 'flying', 'flash'];
const MANA_ONLY = /^(?:\{[^}]+\})+$/;
const ALL_COLORS: ManaType[] = ['W', 'U', 'B', 'R', 'G'];
const YOU = { who: 'controller' } as const;
/** The engine's memory key for "its controller" (card.ts ITS_CONTROLLER; the compiler imports only the engine's types). */
const ITS: typeof ITS_CONTROLLER = 'its controller';

/** The words an ability node stands for, in the card's own text (reminder text left out). */
export type TextOf = (node: { span: { start: number; end: number } }) => string;

const amount = (q: Quantity): Amount => {
  if (q.forEach && typeof q.value === 'number') {
    const each: EachFilter = { permanents: [...q.forEach.permanents], ...(q.forEach.quality ? { quality: structuredClone(q.forEach.quality) } : {}) };
    return q.value === 1 ? { of: 'count', each } : { of: 'count', each, times: q.value };
  }
  return q.value === 'X' ? { of: 'x' } : q.value;
};

function targetSpec(t: TargetNode): TargetSpec {
  const filter: TargetSpec['filter'] = {};
  if (t.players) filter.players = t.players;
  if (t.permanents) filter.permanents = [...t.permanents];
  if (t.quality) filter.quality = structuredClone(t.quality);
  if (t.spells) filter.spells = t.spells === 'any' ? 'any' : [...t.spells];
  if (t.cards) filter.cards = structuredClone(t.cards);
  if (t.anyNumber) return { phrase: t.phrase, filter, anyNumber: true };
  return t.max === undefined ? { phrase: t.phrase, filter } : { phrase: t.phrase, filter, min: t.min ?? 0, max: t.max };
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

/** One effect (or two, for "..., then ..."), its targets appended to `targets` in the order the text names them (601.2c). */
function effect(e: EffectNode, targets: TargetSpec[], textOf: TextOf): EffectDef[] | null {
  const aim = (t: TargetNode) => ({ target: targets.push(targetSpec(t)) - 1 });
  const thing = (t: TargetNode | EachNode): Affected => (t.kind === 'each' ? eachOf(t) : aim(t));
  const to = (r: RecipientNode): Affected =>
    r.kind === 'target'
      ? aim(r)
      : r.kind === 'each'
        ? eachOf(r)
        : r.kind === 'sameTarget'
          ? { target: targets.length - 1 }
          : r.kind === 'itsController'
            ? { remembered: ITS }
            : YOU;
  switch (e.kind) {
    case 'addMana':
      return [{ kind: 'addMana', mana: e.mana }];
    case 'addOneOf':
      return [{ kind: 'addManaOfChoice', amount: 1, choice: { from: 'types', types: e.options } }];
    case 'addAnyColor':
      return [{ kind: 'addManaOfChoice', amount: amount(e.amount), choice: { from: 'types', types: [...ALL_COLORS] } }];
    case 'damage': {
      if (e.divided && e.to.kind === 'target') {
        // 601.2d: the amount divided among the phrase's targets as the spell is cast.
        const at = aim(e.to);
        targets[at.target] = { ...targets[at.target], divide: amount(e.amount) };
        return [{ kind: 'damage', amount: amount(e.amount), to: at, divided: true }];
      }
      const dealt: EffectDef[] = [{ kind: 'damage', amount: amount(e.amount), to: to(e.to) }];
      // "... and 2 damage to you": dealt at once with the first (608.2c), in the text's order.
      if (e.alsoToYou) dealt.push({ kind: 'damage', amount: amount(e.alsoToYou), to: YOU });
      return dealt;
    }
    case 'draw':
      return [{ kind: 'draw', count: amount(e.count), who: e.who ? thing(e.who) : YOU }];
    case 'gainLife':
      return [{ kind: 'gainLife', amount: amount(e.amount), who: e.who ? aim(e.who) : YOU }];
    case 'scry':
      return typeof e.count.value === 'number' ? [{ kind: 'scry', count: e.count.value }] : null;
    case 'bounce':
      // "to your hand" is its owner's hand only for a card of your own graveyard.
      if (e.toYourHand && (e.what?.kind !== 'target' || e.what.cards?.owner !== 'you')) return null;
      return [{ kind: 'bounce', what: e.what ? thing(e.what) : { who: 'self' } }];
    case 'returnToBattlefield':
      // Only a card in a graveyard (a permanent is on the battlefield already).
      return e.what.cards ? [{ kind: 'returnToBattlefield', what: aim(e.what) }] : null;
    case 'putOnLibrary':
      // "on top of your library": its owner's only for a card of your own graveyard.
      if (e.yourLibrary && e.what.cards?.owner !== 'you') return null;
      // Several cards put on top at once are arranged by their owner (401.4): a choice not modelled yet.
      if ((e.what.max ?? 1) > 1) return null;
      return [{ kind: 'putOnLibrary', what: aim(e.what) }];
    case 'exileGraveyard':
      return e.whose.players ? [{ kind: 'exileGraveyard', whose: aim(e.whose) }] : null;
    case 'loseLife':
      return [{ kind: 'loseLife', amount: amount(e.amount), who: e.who ? to(e.who) : YOU }];
    case 'createToken': {
      // Only keywords the engine carries out; the token's text is its keywords (111.3).
      const keywords = e.keywords.map((k) => ENGINE_KEYWORDS.find((x) => x === k));
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
      return [{ kind: 'createToken', token, amount: amount(e.amount) }];
    }
    case 'itsControllerDraws':
      return [{ kind: 'draw', count: amount(e.count), who: to(e.who) }];
    case 'returnChosen':
      return [{ kind: 'returnChosen', who: YOU, types: [...e.types] }];
    case 'sacrifice':
      return [{ kind: 'sacrifice', who: to(e.who), types: [...e.types] }];
    case 'mill':
      return [{ kind: 'mill', count: amount(e.count), who: aim(e.who) }];
    case 'untap':
      return [{ kind: 'untap', what: e.what ? thing(e.what) : { who: 'self' } }];
    case 'tap':
      return [{ kind: 'tap', what: thing(e.what) }];
    case 'counters':
      return [{ kind: 'addCounters', counter: e.counter, amount: amount(e.amount), to: !e.on ? { who: 'self' } : e.on.kind === 'each' ? eachOf(e.on) : aim(e.on) }];
    case 'counterSpell':
      return [e.unlessPays ? { kind: 'counter', what: aim(e.what), unlessPays: e.unlessPays } : { kind: 'counter', what: aim(e.what) }];
    case 'destroy':
      return [{ kind: 'destroy', what: e.what.kind === 'each' ? eachOf(e.what) : aim(e.what) }];
    case 'exile':
      return [{ kind: 'exile', what: thing(e.what) }];
    case 'discard':
      return [{ kind: 'discard', count: amount(e.count), who: e.who ? to(e.who) : YOU }];
    case 'then': {
      const first = effect(e.first, targets, textOf);
      const then = first && effect(e.then, targets, textOf);
      return first && then ? [...first, ...then] : null;
    }
    case 'search': {
      const supertypes = e.supertypes.filter((t): t is Supertype => SUPERTYPES.includes(t));
      return [
        {
          kind: 'searchLibrary',
          count: e.count,
          ...(e.types.length ? { types: [...e.types] } : {}),
          ...(supertypes.length ? { supertypes } : {}),
          ...(e.subtypes.length ? { subtypes: [...e.subtypes] } : {}),
          ...(e.anyCard ? { anyCard: true } : {}),
          to: e.to,
          ...(e.tapped ? { tapped: true } : {}),
          ...(e.reveal ? { reveal: true } : {}),
        },
      ];
    }
    case 'may': {
      const inner = effect(e.effect, targets, textOf);
      // The card's own words, its name and all ("put a +1/+1 counter on Ajani's Pridemate").
      return inner && [{ kind: 'may', prompt: textOf({ span: e.words }), effects: inner }];
    }
    case 'cantBeRegenerated': // read with the destruction before it (effects below)
    case 'unmodelled':
      return null;
  }
}

/** Whether an effect's player is "Its controller". */
function namesItsController(e: EffectNode): boolean {
  if (e.kind === 'then') return namesItsController(e.first) || namesItsController(e.then);
  if (e.kind === 'may') return namesItsController(e.effect);
  return 'who' in e && e.who?.kind === 'itsController';
}

function effects(sentences: Sentence[], textOf: TextOf): { effects: EffectDef[]; targets: TargetSpec[] } | null {
  const targets: TargetSpec[] = [];
  const out: EffectDef[] = [];
  for (const s of sentences) {
    if (s.effect.kind === 'cantBeRegenerated') {
      // "Destroy target creature. It can't be regenerated.": "It" is the one destroyed, "They" all of them.
      const last = out[out.length - 1];
      if (last?.kind !== 'destroy' || ('each' in last.what) !== (s.effect.pronoun === 'They')) return null;
      out[out.length - 1] = { ...last, noRegeneration: true };
      continue;
    }
    // "Its controller ...": of the one thing the effect before destroyed, exiled or countered (608.2h).
    if (namesItsController(s.effect)) {
      const last = out[out.length - 1];
      const moved = last && (last.kind === 'destroy' || last.kind === 'exile' || last.kind === 'counter') && 'target' in last.what && (targets[last.what.target]?.max ?? 1) === 1;
      if (!moved) return null;
    }
    const e = effect(s.effect, targets, textOf);
    if (!e) return null;
    out.push(...e);
  }
  return { effects: out, targets };
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
  }
  return def;
}

const withTargets = <T extends object>(def: T, targets: TargetSpec[]): T => (targets.length > 0 ? { ...def, targets } : def);

function mode(m: ModeNode, textOf: TextOf) {
  const read = effects(m.sentences, textOf);
  return read && withTargets({ text: textOf(m), effects: read.effects }, read.targets);
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
      return null;
    }
    case 'activated': {
      const c = cost(a.cost);
      const read = effects(a.sentences, textOf);
      // A mana ability can't sacrifice its source yet (the engine's activating.ts says why).
      if (c?.sacrificeSelf && read?.effects.some((e) => e.kind === 'addMana' || e.kind === 'addManaOfChoice')) return null;
      return c && read ? withTargets({ kind: 'activated' as const, text, cost: c, effects: read.effects }, read.targets) : null;
    }
    case 'triggered': {
      const read = effects(a.sentences, textOf);
      if (a.trigger.kind === 'unmodelled' || !read) return null;
      const trigger = a.trigger.event === 'step' ? ({ event: 'beginningOfStep', step: a.trigger.step, whose: a.trigger.whose } as const) : { event: a.trigger.event };
      return withTargets({ kind: 'triggered' as const, text, trigger: trigger as TriggerDef, effects: read.effects }, read.targets);
    }
    case 'spell': {
      const read = effects(a.sentences, textOf);
      return read && withTargets({ kind: 'spell' as const, text, effects: read.effects }, read.targets);
    }
    case 'modal': {
      if (a.header.kind !== 'choose') return null;
      const options = a.modes.map((m) => mode(m, textOf));
      if (options.some((o) => o === null)) return null;
      return { kind: 'spell', text: textOf(a.header), effects: [], modes: { choose: a.header.count, options: options.filter((o) => o !== null) } };
    }
    case 'static':
      if (a.body.kind === 'unmodelled') return null;
      if (a.body.kind === 'entersTapped' && a.body.unless) return { kind: 'static', text, rule: { kind: 'entersTapped', unless: structuredClone(a.body.unless) } };
      return { kind: 'static', text, rule: { kind: a.body.kind } };
    case 'loyalty': // the engine has no loyalty abilities yet (606)
      return null;
  }
}

/** 305.6: a land with a basic land type has that type's mana ability, printed or not. */
const BASIC_LAND_MANA: Record<string, ManaType> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

export function intrinsicAbilities(subtypes: string[]): AbilityDef[] {
  return subtypes
    .filter((s) => Object.hasOwn(BASIC_LAND_MANA, s))
    .map((s) => ({ kind: 'activated', text: `{T}: Add {${BASIC_LAND_MANA[s]}}.`, cost: { tap: true }, effects: [{ kind: 'addMana', mana: [BASIC_LAND_MANA[s]] }] }));
}
