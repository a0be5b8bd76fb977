// Keyword abilities that stand for a longer text (702): "Prowess" means "Whenever you cast a
// noncreature spell, this creature gets +1/+1 until end of turn." (702.108a). Such a keyword is
// lowered as the ability its rule spells out, read by the same grammar as a card's own text, so it
// is modelled exactly when that text is; the ability keeps the keyword as its text and names its
// rule (card.ts `KeywordMeaning`). A keyword whose meaning the grammar can't read stays unmodelled.
import type { AbilityDef, KeywordMeaning } from '../engine/state/card';
import { normalize } from './normalize';
import { readAbility } from './grammar/ability';
import { cumulativeUpkeep } from './cumulativeUpkeep';

/** What the keyword means, by its rule; `n` is its number ("Bushido 2"), `cost` its cost ("Outlast {1}{W}"). */
type Meaning = {
  rule: string;
  /** 'numberCost': "Reinforce 1—{1}{W}", a number then a dash and a cost. */
  parameter: 'none' | 'number' | 'cost' | 'numberCost';
  text: (p: { n: number; cost: string; x?: boolean }) => string;
  /** What the meaning says beyond the text given to the grammar. */
  adjust?: (def: AbilityDef, n: number) => AbilityDef | null;
  /** The keyword's "enters with" half, carried by the same ability (card.ts `KeywordMeaning`). */
  entersWith?: NonNullable<KeywordMeaning['entersWith']>;
};

/** Every type a spell may have (205.2a), for "Whenever you cast a spell". */
const SPELL_TYPES = ['Creature', 'Artifact', 'Enchantment', 'Planeswalker', 'Instant', 'Sorcery', 'Battle', 'Kindred'] as const;

const WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

/** The meanings, word for word as the CR gives them (the rule cited beside each). */
const MEANINGS: Record<string, Meaning> = {
  // 702.108a
  prowess: { rule: '702.108a', parameter: 'none', text: () => 'Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.' },
  // 702.45a; 702.45b: each instance triggers separately.
  bushido: { rule: '702.45a', parameter: 'number', text: ({ n }) => `Whenever this creature blocks or becomes blocked, it gets +${n}/+${n} until end of turn.` },
  // 702.107a
  outlast: { rule: '702.107a', parameter: 'cost', text: ({ cost }) => `${cost}, {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.` },
  // 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a sorcery."
  'level up': { rule: '702.87a', parameter: 'cost', text: ({ cost }) => `${cost}: Put a level counter on this permanent. Activate only as a sorcery.` },
  // 702.86a
  annihilator: { rule: '702.86a', parameter: 'number', text: ({ n }) => `Whenever this creature attacks, defending player sacrifices ${n} permanents.` },
  // 702.135a: "When this permanent is put into a graveyard from the battlefield, create N 1/1 white
  // and black Spirit creature tokens with flying." (the number in words, as the grammar reads a card's)
  afterlife: {
    rule: '702.135a',
    parameter: 'number',
    text: ({ n }) =>
      `When this permanent is put into a graveyard from the battlefield, create ${n === 1 ? 'a' : (WORDS[n] ?? n)} 1/1 white and black Spirit creature token${n === 1 ? '' : 's'} with flying.`,
  },
  // 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total
  // power N or greater: This permanent becomes an artifact creature until end of turn." The
  // grammar reads the effect; the cost is crew's own (card.ts CostDef `crew`).
  crew: {
    rule: '702.122a',
    parameter: 'number',
    text: () => '{0}: This permanent becomes an artifact creature until end of turn.',
    adjust: (def, n) => (def.kind === 'activated' && def.cost.mana === '{0}' && Object.keys(def.cost).length === 1 ? { ...def, cost: { crew: n } } : null),
  },
  // 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the
  // beginning of your last upkeep, sacrifice it unless you pay [cost]." The grammar reads the
  // trigger and the sacrifice; the "if" is the trigger's `newToController`.
  echo: {
    rule: '702.30a',
    parameter: 'cost',
    text: ({ cost }) => `At the beginning of your upkeep, sacrifice this permanent unless you pay ${cost}.`,
    adjust: (def) => {
      if (def.kind !== 'triggered' || Array.isArray(def.trigger) || def.trigger.event !== 'beginningOfStep') return null;
      return { ...def, trigger: { ...def.trigger, newToController: true } };
    },
  },
  // 702.98a: "You may have this permanent enter with a +1/+1 counter on it" (the choice as it
  // enters, 614.12) and "This permanent can't block as long as it has a +1/+1 counter on it."
  unleash: {
    rule: '702.98a',
    parameter: 'none',
    text: () => "This creature can't block as long as it has a +1/+1 counter on it.",
    entersWith: { counter: '+1/+1', n: 1, optional: true },
  },
  // 702.110a: "Exploit" means "When this creature enters, you may sacrifice a creature." The
  // sacrifice is marked as the exploit ability's, so its source "exploits" the creature (702.110b).
  exploit: {
    rule: '702.110a',
    parameter: 'none',
    text: () => 'When this creature enters, you may sacrifice a creature.',
    adjust: (def) => {
      const may = def.kind === 'triggered' && def.effects.length === 1 ? def.effects[0] : undefined;
      const sacrifice = may?.kind === 'may' && may.effects.length === 1 ? may.effects[0] : undefined;
      if (def.kind !== 'triggered' || may?.kind !== 'may' || sacrifice?.kind !== 'sacrifice') return null;
      return { ...def, effects: [{ ...may, effects: [{ ...sacrifice, exploit: true }] }] };
    },
  },
  // 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target
  // creature." (it functions from its owner's hand, the zone its discard cost names, 113.6)
  reinforce: {
    rule: '702.77a',
    parameter: 'numberCost',
    text: ({ n, cost, x }) => `${cost}, Discard this card: Put ${x ? 'X' : n === 1 ? 'a' : (WORDS[n] ?? n)} +1/+1 counter${n === 1 && !x ? '' : 's'} on target creature.`,
  },
};

/**
 * Keywords whose meaning is a rule of the game rather than a text the grammar reads: changeling's
 * characteristic-defining ability (702.73a: "This object is every creature type", in every zone,
 * 604.3, applied first in layer 4, 613.3); partner, which only lets a Commander deck have two
 * commanders (702.124a, 702.124h: it functions before the game begins, so in a game it does nothing).
 */
const RULES: Record<string, { rule: string; number?: true; entersWith?: NonNullable<KeywordMeaning['entersWith']>; def: (written: string, n: number) => Extract<AbilityDef, { kind: 'static' }> }> = {
  changeling: {
    rule: '702.73a',
    def: (text) => ({ kind: 'static', text, rule: { kind: 'continuous', affects: { self: true }, changes: [{ layer: '4', allCreatureTypes: true }], cda: true } }),
  },
  partner: { rule: '702.124h', def: (text) => ({ kind: 'static', text }) },
  // 702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you
  // don't, it gains haste." The choice is made as it would enter (614.12; state/entering.ts).
  riot: { rule: '702.136a', entersWith: { counter: '+1/+1', n: 1, optional: true, orHaste: true }, def: (text) => ({ kind: 'static', text }) },
  // 702.44a: sunburst: a +1/+1 (creature) or charge counter for each color of mana spent to cast it.
  sunburst: { rule: '702.44a', def: (text) => ({ kind: 'static', text, rule: { kind: 'sunburst' } }) },
  // 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it."
  bloodthirst: {
    rule: '702.54a',
    number: true,
    def: (text, n) => ({ kind: 'static', text, rule: { kind: 'entersWithCounters', counter: '+1/+1', amount: n, ifOpponentDamaged: true } }),
  },
};

/**
 * Triggered keywords built here: their trigger or condition is one the grammar doesn't read in a
 * card's own text. `n`: the keyword's number ("Soulshift 3"), when it takes one.
 */
type Triggered = Extract<AbilityDef, { kind: 'triggered' }>;
const TRIGGERS: Record<string, { rule: string; number: boolean; cost?: true; entersWith?: string; def: (text: string, n: number, cost: string) => Triggered }> = {
  // 702.32a: "This permanent enters with N fade counters on it" and "At the beginning of your
  // upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
  fading: {
    rule: '702.32a',
    number: true,
    entersWith: 'fade',
    def: (text) => ({ kind: 'triggered', text, trigger: { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' }, effects: [{ kind: 'removeCounterOrSacrifice', counter: 'fade' }] }),
  },
  // 702.43a: "This permanent enters with N +1/+1 counters on it" and "When this permanent is put
  // into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature
  // for each +1/+1 counter on this permanent" (as it last existed, 603.10a).
  modular: {
    rule: '702.43a',
    number: true,
    entersWith: '+1/+1',
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'toGraveyardFromBattlefield' },
      targets: [{ phrase: 'target artifact creature', filter: { permanents: ['Creature'], quality: { alsoTypes: ['Artifact'] } } }],
      effects: [
        {
          kind: 'may',
          prompt: 'put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent',
          effects: [{ kind: 'addCounters', counter: '+1/+1', amount: { of: 'sourceCounters', counter: '+1/+1' }, to: { target: 0 } }],
        },
      ],
    }),
  },
  // 702.112a: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1
  // counters on it and it becomes renowned."
  renown: {
    rule: '702.112a',
    number: true,
    def: (text, n) => ({ kind: 'triggered', text, trigger: { event: 'combatDamageToPlayer', unlessRenowned: true }, effects: [{ kind: 'renown', n }] }),
  },
  // 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."
  exalted: {
    rule: '702.83a',
    number: false,
    def: (text) => ({ kind: 'triggered', text, trigger: { event: 'attacksAlone' }, effects: [{ kind: 'pump', what: { who: 'eventObject' }, power: 1, toughness: 1, duration: 'endOfTurn' }] }),
  },
  // 702.24a, with a cost of mana (cumulativeUpkeep.ts; a life payment there too).
  'cumulative upkeep': { rule: '702.24a', number: false, cost: true, def: (text, _n, cost) => cumulativeUpkeep(text, { unlessPays: cost }) },
  // 702.91a: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
  'battle cry': {
    rule: '702.91a',
    number: false,
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'attacks' },
      effects: [{ kind: 'pump', what: { each: { permanents: ['Creature'], quality: { inCombat: ['attacking'] }, other: true } }, power: 1, toughness: 0, duration: 'endOfTurn' }],
    }),
  },
  // 702.130a: "Whenever this creature becomes blocked, defending player loses N life." The defending
  // player is the blocker's controller, the event's player (509.3c).
  afflict: {
    rule: '702.130a',
    number: true,
    def: (text, n) => ({ kind: 'triggered', text, trigger: { event: 'becomesBlocked' }, effects: [{ kind: 'loseLife', amount: n, who: { who: 'eventPlayer' } }] }),
  },
  // 702.25a: "Whenever this creature becomes blocked by a creature without flanking, the blocking
  // creature gets -1/-1 until end of turn."
  flanking: {
    rule: '702.25a',
    number: false,
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'becomesBlockedBy', withoutKeyword: 'flanking' },
      effects: [{ kind: 'pump', what: { who: 'eventObject' }, power: -1, toughness: -1, duration: 'endOfTurn' }],
    }),
  },
  // 702.23a: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
  // creature blocking it beyond the first." 702.23b: counted as it resolves.
  rampage: {
    rule: '702.23a',
    number: true,
    def: (text, n) => {
      const bonus = { of: 'blockingSource' as const, beyond: 1, times: n };
      return { kind: 'triggered', text, trigger: { event: 'becomesBlocked' }, effects: [{ kind: 'pump', what: { who: 'self' }, power: bonus, toughness: bonus, duration: 'endOfTurn' }] };
    },
  },
  // 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then
  // attach this Equipment to it."
  'living weapon': {
    rule: '702.92a',
    number: false,
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'enters' },
      effects: [
        {
          kind: 'createToken',
          token: { types: ['Creature'], subtypes: ['Phyrexian', 'Germ'], power: 0, toughness: 0, colors: ['B'], oracle: '', abilities: [] },
          amount: 1,
          remember: 'germ',
        },
        { kind: 'attach', to: { remembered: 'germ' } },
      ],
    }),
  },
  // 702.105a: "Whenever this creature attacks the player with the most life or tied for most life,
  // put a +1/+1 counter on this creature."
  dethrone: {
    rule: '702.105a',
    number: false,
    def: (text) => ({ kind: 'triggered', text, trigger: { event: 'attacks', mostLife: true }, effects: [{ kind: 'addCounters', counter: '+1/+1', amount: 1, to: { who: 'self' } }] }),
  },
  // 702.149a: "Whenever this creature and at least one other creature with power greater than this
  // creature's power attack, put a +1/+1 counter on this creature."
  training: {
    rule: '702.149a',
    number: false,
    def: (text) => ({ kind: 'triggered', text, trigger: { event: 'attacks', withGreaterPower: true }, effects: [{ kind: 'addCounters', counter: '+1/+1', amount: 1, to: { who: 'self' } }] }),
  },
  // 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and
  // you gain life equal to the total life lost this way." Each opponent loses exactly 1 (no effect
  // the engine knows stops a player losing life), so the total is the number of opponents.
  extort: {
    rule: '702.101a',
    number: false,
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'cast', spellTypes: [...SPELL_TYPES], whose: 'you' },
      effects: [
        {
          kind: 'mayPay',
          mana: '{W/B}',
          prompt: 'each opponent loses 1 life and you gain life equal to the total life lost this way',
          effects: [
            { kind: 'loseLife', amount: 1, who: { each: { players: 'opponents' } } },
            { kind: 'gainLife', amount: { of: 'count', each: { players: 'opponents' } }, who: { who: 'controller' } },
          ],
        },
      ],
    }),
  },
  // 702.115a: "Whenever this creature deals combat damage to a player, that player exiles the top card of their library."
  ingest: {
    rule: '702.115a',
    number: false,
    def: (text) => ({ kind: 'triggered', text, trigger: { event: 'combatDamageToPlayer' }, effects: [{ kind: 'exileTopOfLibrary', count: 1, who: { who: 'eventPlayer' } }] }),
  },
  // 702.85a: "When you cast this spell, exile cards from the top of your library until you exile a
  // nonland card whose mana value is less than this spell's mana value. You may cast that card
  // without paying its mana cost ... Then put all cards exiled this way that weren't cast on the
  // bottom of your library in a random order." (effects/cascade.ts)
  cascade: { rule: '702.85a', number: false, def: (text) => ({ kind: 'triggered', text, trigger: { event: 'castSelf' }, effects: [{ kind: 'cascade' }] }) },
  // 702.40a: "When you cast this spell, copy it for each other spell that was cast before it this
  // turn. If the spell has any targets, you may choose new targets for any of the copies."
  storm: {
    rule: '702.40a',
    number: false,
    def: (text) => ({ kind: 'triggered', text, trigger: { event: 'castSelf' }, effects: [{ kind: 'copySpell', what: { who: 'eventSpell' }, times: { of: 'eventCount' }, newTargets: true }] }),
  },
  // 702.134a: "Whenever this creature attacks, put a +1/+1 counter on target attacking creature with
  // power less than this creature's power."
  mentor: {
    rule: '702.134a',
    number: false,
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'attacks' },
      targets: [{ phrase: 'target attacking creature with lesser power', filter: { permanents: ['Creature'], quality: { inCombat: ['attacking'], powerBelowSource: true } } }],
      effects: [{ kind: 'addCounters', counter: '+1/+1', amount: 1, to: { target: 0 } }],
    }),
  },
  // 702.63a: "This permanent enters with N time counters on it," "At the beginning of your upkeep, if
  // this permanent has a time counter on it, remove a time counter from it," and "When the last time
  // counter is removed from this permanent, sacrifice it." (the third triggered by the second's
  // removal, effects/vanishing.ts)
  vanishing: {
    rule: '702.63a',
    number: true,
    entersWith: 'time',
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      effects: [
        {
          kind: 'ifCondition',
          condition: { sourceIs: { counter: 'time' } },
          effects: [{ kind: 'vanishingCounter' }],
          text: 'if this permanent has a time counter on it',
          intervening: true,
          rule: '702.63a',
        },
      ],
    }),
  },
  // 702.100a: "Whenever a creature you control enters, if that creature's power is greater than this
  // creature's power and/or that creature's toughness is greater than this creature's toughness, put
  // a +1/+1 counter on this creature." The "if" as it enters and as it resolves (603.4).
  evolve: {
    rule: '702.100a',
    number: false,
    def: (text) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'permanentEnters', each: { permanents: ['Creature'], other: true }, whose: 'you', evolve: true },
      effects: [{ kind: 'evolve' }],
    }),
  },
  // 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create
  // N 1/1 colorless Servo artifact creature tokens."
  fabricate: {
    rule: '702.123a',
    number: true,
    def: (text, n) => {
      const counters = `${n === 1 ? 'a' : (WORDS[n] ?? n)} +1/+1 counter${n === 1 ? '' : 's'}`;
      const servos = `${n === 1 ? 'a' : (WORDS[n] ?? n)} 1/1 colorless Servo artifact creature token${n === 1 ? '' : 's'}`;
      const servo = { types: ['Artifact' as const, 'Creature' as const], subtypes: ['Servo'], power: 1, toughness: 1, oracle: '', abilities: [] };
      return {
        kind: 'triggered',
        text,
        trigger: { event: 'enters' },
        effects: [
          {
            kind: 'may',
            prompt: `put ${counters} on this permanent`,
            effects: [{ kind: 'addCounters', counter: '+1/+1', amount: n, to: { who: 'self' } }],
            ifNot: [{ kind: 'createToken', token: servo, amount: n }],
            ifNotText: `create ${servos}`,
          },
        ],
      };
    },
  },
  // 702.93a: "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
  // counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it."
  undying: { rule: '702.93a', number: false, def: (text) => returnsWith(text, '+1/+1') },
  // 702.79a: persist, the same with -1/-1 counters.
  persist: { rule: '702.79a', number: false, def: (text) => returnsWith(text, '-1/-1') },
  // 702.46a: "When this permanent is put into a graveyard from the battlefield, you may return target
  // Spirit card with mana value N or less from your graveyard to your hand."
  soulshift: {
    rule: '702.46a',
    number: true,
    def: (text, n) => ({
      kind: 'triggered',
      text,
      trigger: { event: 'toGraveyardFromBattlefield' },
      targets: [{ phrase: `target Spirit card with mana value ${n} or less from your graveyard`, filter: { cards: { zone: 'graveyard', owner: 'you', types: 'any', maxManaValue: n, subtypes: ['Spirit'] } } }],
      effects: [{ kind: 'may', prompt: `return target Spirit card with mana value ${n} or less from your graveyard to your hand`, effects: [{ kind: 'bounce', what: { target: 0 } }] }],
    }),
  },
};

function returnsWith(text: string, counter: string): Triggered {
  return {
    kind: 'triggered',
    text,
    trigger: { event: 'toGraveyardFromBattlefield', withoutCounter: counter },
    effects: [{ kind: 'returnToBattlefield', what: { who: 'eventCard' }, owner: true, counter }],
  };
}

const COST = /^(?:\{[^}]+\})+$/;

/**
 * The ability a keyword means, lowered by `lower` from its meaning's text, or null when the keyword
 * has no meaning here, its parameter isn't of the kind it takes, or the meaning isn't read.
 */
export function keywordMeaning(
  keyword: string,
  parameter: string | undefined,
  written: string,
  lower: (text: string, node: ReturnType<typeof readAbility>) => AbilityDef | null,
): AbilityDef | null {
  // 702.82a: "Devour N"; 702.82c: "Devour [quality] N" ("Devour artifact 1"): a replacement effect
  // as it enters (614.12; the engine's stack/chooseAsEnters.ts and state/entering.ts).
  if (keyword === 'devour') {
    const m = /^(?:(artifact) )?(\d+)$/.exec(parameter ?? '');
    if (!m) return null;
    const rule = m[1] ? '702.82c' : '702.82a';
    return { kind: 'static', text: written, rule: { kind: 'devour', n: Number(m[2]), types: m[1] ? ['Artifact'] : ['Creature'] }, meaning: { keyword, rule } };
  }
  if (Object.hasOwn(RULES, keyword)) {
    const r = RULES[keyword];
    if (r.number ? !/^\d+$/.test(parameter ?? '') : parameter !== undefined) return null;
    return { ...r.def(written, Number(parameter)), meaning: { keyword, rule: r.rule, ...(r.entersWith ? { entersWith: { ...r.entersWith } } : {}) } };
  }
  if (Object.hasOwn(TRIGGERS, keyword)) {
    const t = TRIGGERS[keyword];
    const fits = t.cost ? COST.test(parameter ?? '') : t.number ? /^\d+$/.test(parameter ?? '') : parameter === undefined;
    if (!fits) return null;
    const entersWith = t.entersWith ? { entersWith: { counter: t.entersWith, n: Number(parameter) } } : {};
    return { ...t.def(written, Number(parameter), parameter ?? ''), meaning: { keyword, rule: t.rule, ...entersWith } };
  }
  const m = Object.hasOwn(MEANINGS, keyword) ? MEANINGS[keyword] : undefined;
  if (!m) return null;
  if (m.parameter === 'none' && parameter !== undefined) return null;
  if (m.parameter === 'number' && !/^\d+$/.test(parameter ?? '')) return null;
  if (m.parameter === 'cost' && !COST.test(parameter ?? '')) return null;
  // "Reinforce X—{X}{W}{W}": X is the X of the cost paid (107.3a), written as X in the meaning.
  const numberCost = m.parameter === 'numberCost' ? /^(\d+|X)—((?:\{[^}]+\})+)$/.exec(parameter ?? '') : null;
  if (m.parameter === 'numberCost' && !numberCost) return null;
  const p = numberCost ? { n: Number(numberCost[1]), cost: numberCost[2], x: numberCost[1] === 'X' } : { n: Number(parameter), cost: parameter ?? '' };
  const meaning = normalize(m.text(p)).text;
  const node = readAbility(meaning, { kind: 'paragraph', span: { start: 0, end: meaning.length }, bullets: [] }, false);
  const read = lower(meaning, node);
  const def = read && m.adjust ? m.adjust(read, p.n) : read;
  if (!def || (def.kind !== 'triggered' && def.kind !== 'activated' && def.kind !== 'static')) return null;
  return { ...def, text: written, meaning: { keyword, rule: m.rule, ...(m.entersWith ? { entersWith: { ...m.entersWith } } : {}) } };
}
