// Effect clauses (608.2): a spell's or ability's text, sentence by sentence. Each sentence is one
// clause the grammar reads whole, or its exact words (SCENARIO.md: a resolution carries out its
// text sentence by sentence, and stops at one it doesn't model).
import { sacrificeUnless } from './sacrificeUnless';
import { unlessPays } from './unlessPays';
import type { CardType, PermanentQuality } from '../../engine/state/card';
import { SELF } from '../normalize';
import type { PredefinedToken } from '../tokens';
import type { CountNode, EachNode, EffectNode, Quantity, RecipientNode, RefNode, Sentence, TargetNode } from '../tree';
import { addMana, manaTypeSymbol } from './mana';
import { tokenHas } from './tokenAbility';
import { addManaCounted } from './manaAmount';
import { grantedKeywords, kickedPumpInstead, untilEndOfTurn } from './continuous';
import { continuousChange, switchPt } from './becomes';
import { gainControl } from './control';
import { combatThisTurn } from './combatThisTurn';
import { pumpAndCombat } from './pumpAndCombat';
import { eachPlayerActs } from './eachPlayer';
import { tapAll } from './tapAll';
import { keptTapped, skipNextUntap, tapAndSkipNextUntap } from './untapStep';
import { preventAllFromSource, preventAllThisTurn, preventNextFromSource } from './prevention';
import { exileIfDiesThisTurn } from './exileInstead';
import { selfEffect } from './self';
import { revealHand } from './revealHand';
import { extraTurn } from './extraTurn';
import { additionalLandsThisTurn, cantPlayLandsThisTurn } from './additionalLand';
import { lookAtTop } from './lookAtTop';
import { putFromHand, returnYours } from './handCard';
import { returnExiled, returnLinked } from './returnExiled';
import { returnEventCard } from './returnEventCard';
import { exileUntil } from './exileUntil';
import { counteredInstead } from './counteredInstead';
import { libraryBottom } from './libraryBottom';
import { searchToTop, shuffles } from './shuffle';
import { fight } from './fight';
import { rollDie } from './dice';
import { becomeMonarch } from './monarch';
import { flipCoin, ifFlip } from './coinFlip';
import { clash, ifWinClash } from './clash';
import { revealTopToHand } from './revealTop';
import { chooseTarget } from './chooseTarget';
import { attach } from './attach';
import { selfPumpAndDamage } from './selfPump';
import { searchZones } from './searchZones';
import { searchTheirs } from './searchTheirs';
import { impulse } from './impulse';
import { ifYouDo, mayPay, mayPayLife } from './ifYouDo';
import { mayPayEnergy, payAnyEnergy, youGetEnergy } from './energy';
import { mayHave } from './mayHave';
import { forEachTimes, whereX } from './whereX';
import { perEach } from './staticEffect';
import { lifeAmount } from './lifeAmount';
import { ifCondition } from './ifCondition';
import { placedCounter } from './counter';
import { moveCounters, putItsCounters, removeCounters } from './counterMoves';
import { subtypeNoun } from './target';
import { count, number, stat } from './quantity';
import { attachedRef, permanentNoun, permanentsNoun, permanentTypeList, ref, refTo, target } from './target';
import { alt, capitalized, lit, map, opt, re, template, where, whole, wholeSentence, type Parser } from './primitives';
import { sequence } from './sequence';
import { damage, recipient, thatMuch, youGain } from './damage';
import { colorWord, createToken } from './createToken';
import { searchYourLibrary } from './searchLibrary';
import { sentenceSpans } from './sentenceSpans';

const cards = alt(lit('cards'), lit('card'));
const counterWord = alt(lit('counters'), lit('counter'));


const self = lit(SELF);
/** "creature you control", "Dragon creature you control", "Ooze you control" (205.3d). */
const permanentOrSubtype = alt<{ types: CardType[]; quality?: PermanentQuality }>(permanentNoun(false), subtypeNoun);
/** A spell as a target: "target spell", "target instant or sorcery spell you control". */
const spellTarget = where(target, (t) => t.spells !== undefined);
const INSTANT_OR_SORCERY: CardType[] = ['Instant', 'Sorcery'];

/** "all Islands" (205.3i: a basic land type, a subtype of lands): the lands of that type. */
const allOfLandType: Parser<EachNode> = map(re(/all (Plains|Island|Swamp|Mountain|Forest)s?(?![\w-])/), (m, span) => ({ kind: 'each', span, permanents: ['Land'], quality: { subtypes: [m[1]] } }));

/** "Destroy all artifacts and enchantments.", "Destroy all Islands." */
const all: Parser<EachNode> = alt<EachNode>(map(template`all ${permanentsNoun}`, ([p], span) => ({ kind: 'each', span, permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) })), allOfLandType);

/** Mana an "unless ... pays" asks: generic and colored symbols, no X. */
const fixedMana = map(re(/(?:\{(?:\d+|[WUBRGC])\})+/), (m) => m[0]);

/** "Each player", "Each opponent" at the start of a sentence. */
const eachPlayer: Parser<EachNode> = map(alt(lit('Each player'), lit('Each opponent')), (w, span) => ({ kind: 'each', span, players: w === 'Each player' ? 'all' : 'opponents' }));
const itsController = refTo('its controller');
/** "that player": the player a trigger or an earlier sentence named (the player dealt combat damage, 510.3a). */
const thatPlayer = refTo('that player');
/** "defending player" of an attack trigger (506.2): the player the creature attacks (lowerEffect.ts refer). */
const defendingPlayer = refTo('defending player');
const loser: Parser<RecipientNode> = alt<RecipientNode>(target, eachPlayer, itsController, thatPlayer, defendingPlayer);
const loses = map(template`${loser} loses ${number} life`, ([who, amount], span): EffectNode => ({ kind: 'loseLife', span, amount, who }));

/** "Target player loses 2 life and you gain 2 life." (119.3): both, in order. */
const drain: Parser<EffectNode> = map(template`${loses} and ${youGain}.`, ([first, then], span) => sequence(span, [first, then]));
/** "You draw a card and you lose 1 life." */
const drawAndLose: Parser<EffectNode> = map(
  template`${map(template`You draw ${count} ${cards}`, ([c], span): EffectNode => ({ kind: 'draw', span, count: c }))} and ${map(template`you lose ${number} life`, ([amount], span): EffectNode => ({ kind: 'loseLife', span, amount }))}.`,
  ([first, then], span) => sequence(span, [first, then]),
);

/** "Target player draws two cards and loses 2 life.": one target, both effects (Sign in Blood). */
const drawsAndLoses: Parser<EffectNode> = map(
  template`${map(template`${target} draws ${count} ${cards}`, ([who, c], span): EffectNode => ({ kind: 'draw', span, count: c, who }))} and ${map(template`loses ${number} life`, ([amount], span): EffectNode => ({ kind: 'loseLife', span, amount, who: { kind: 'sameTarget', span: { start: span.start, end: span.start } } }))}.`,
  ([first, then], span) => sequence(span, [first, then]),
);

/** "a creature", "an artifact or enchantment", "a permanent". */
const aPermanent = map(template`${alt(lit('an '), lit('a '))}${alt<CardType[]>(map(lit('permanent'), () => ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker']), permanentTypeList)}`, ([, types]) => types);

/** "for each creature you control": the number times as many (608.2h: counted as it happens). */
const forEach = map(template` for each ${permanentNoun(false)}`, ([p]) => p);
const withForEach = (q: Quantity, p: { types: CardType[]; quality?: PermanentQuality }): Quantity => ({ ...q, forEach: { permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) } });

/** "Tap enchanted creature.", "Regenerate equipped creature.": the permanent the source is attached to (303.4b, 301.5a). */
const attachedEffects: Parser<EffectNode>[] = [
  map(template`Tap ${attachedRef}.`, ([what], span) => ({ kind: 'tap', span, what })), // 701.26a
  map(template`Untap ${attachedRef}.`, ([what], span) => ({ kind: 'untap', span, what })), // 701.26b
  map(template`Regenerate ${attachedRef}.`, ([what], span) => ({ kind: 'regenerate', span, what })), // 701.19a
  map(template`Destroy ${attachedRef}.`, ([what], span) => ({ kind: 'destroy', span, what })), // 701.8a
  map(template`Exile ${attachedRef}.`, ([what], span) => ({ kind: 'exile', span, what })), // 406.2
  map(template`Return ${attachedRef} to its owner's hand.`, ([what], span) => ({ kind: 'bounce', span, what })),
  map(template`Put ${count} ${placedCounter} ${counterWord} on ${attachedRef}.`, ([amount, counter, , on], span) => ({ kind: 'counters', span, counter, amount, on })), // 122.1
];

const clause: Parser<EffectNode> = alt<EffectNode>(
  addMana,
  tokenHas, // 111.4 (tokenAbility.ts)
  addManaCounted, // 106.1, 608.2h (manaAmount.ts)
  damage(lit(SELF)),
  map(template`If ${self} was kicked, it deals ${number} damage instead.`, ([, amount], span) => ({ kind: 'kickedInstead', span, amount })), // 702.33d
  map(template`${alt(lit('You draw'), lit('Draw'))} cards equal to ${stat}.`, ([, c], span) => ({ kind: 'draw', span, count: c })),
  map(template`You gain life equal to ${stat}.`, ([amount], span) => ({ kind: 'gainLife', span, amount })),
  lifeAmount(loser), // 119.3, 608.2h (lifeAmount.ts)
  map(
    template`You gain ${number} life if ${manaTypeSymbol} was spent to cast ${self} and ${number} life if ${manaTypeSymbol} was spent to cast ${self}.`,
    ([a, m1, , b, m2], span) =>
      sequence(span, [
        { kind: 'gainLife', span: { start: span.start, end: a.span.end }, amount: a, ifSpent: m1 },
        { kind: 'gainLife', span: { start: b.span.start, end: span.end }, amount: b, ifSpent: m2 },
      ]),
  ),
  map(template`You gain ${number} life if ${manaTypeSymbol} was spent to cast ${self}.`, ([amount, spent], span) => ({ kind: 'gainLife', span, amount, ifSpent: spent })),
  map(template`Put ${count} ${cards} from your hand on top of your library in any order.`, ([c], span) => ({ kind: 'putBack', span, count: c })),
  selfEffect,
  sacrificeUnless, // 118.12a, 603.5 (sacrificeUnless.ts)
  // 707.10: a copy of a spell; 707.10c: new targets for it.
  map(template`Copy ${spellTarget}, except that the copy is ${colorWord}.`, ([what, c], span) => ({ kind: 'copySpell', span, what, color: c })),
  map(template`Copy ${spellTarget}.`, ([what], span) => ({ kind: 'copySpell', span, what })),
  map(template`Copy ${refTo('that spell')}.`, ([what], span) => ({ kind: 'copySpell', span, what })),
  map(template`Copy ${refTo('it')} for each other instant and sorcery spell you've cast before it this turn.`, ([what], span) => ({
    kind: 'copySpell',
    span,
    what,
    forEachCastBefore: INSTANT_OR_SORCERY,
  })),
  map(re(/You may choose new targets for the cop(?:y|ies)\./), (_, span) => ({ kind: 'newTargets', span })),
  map(template`If ${self} was cast from a graveyard, copy that spell twice instead.`, (_, span) => ({ kind: 'castFromGraveyardInstead', span, times: 2 })),
  // Wildfire Devils (SCENARIO.md, "Randomness"; 707.12: a copy of a card, cast without paying its mana cost).
  map(lit('Choose a player at random.'), (_, span) => ({ kind: 'randomPlayer', span })),
  map(template`${refTo('that player')} exiles an instant or sorcery card from their graveyard.`, ([chooser], span) => ({ kind: 'exileFromGraveyard', span, chooser, types: INSTANT_OR_SORCERY })),
  // 115.1: a player targeted chooses a card of their own graveyard as it resolves (608.2d).
  map(template`${where(target, (t) => !!t.players && !t.permanents && t.max === undefined && !t.anyNumber)} exiles a card from their graveyard.`, ([chooser], span) => ({ kind: 'exileFromGraveyard', span, chooser, types: [] })),
  map(template`Copy ${refTo('that card')}.`, ([what], span) => ({ kind: 'copyCard', span, what })),
  map(template`You may cast ${refTo('the copy')} without paying its mana cost.`, ([what], span) => ({ kind: 'castWithoutPaying', span, what })),
  map(template`Draw ${count} ${cards}.`, ([c], span) => ({ kind: 'draw', span, count: c })), // 121.1
  map(template`${alt<TargetNode | RefNode>(target, itsController)} draws ${count} ${cards}.`, ([who, c], span) => ({ kind: 'draw', span, count: c, who })),
  map(template`${eachPlayer} draws ${count} ${cards}.`, ([who, c], span) => ({ kind: 'draw', span, count: c, who })),
  // "Target player draws a card, then discards a card.": the same player (or each player) both times.
  map(
    template`${map(template`${alt<TargetNode | EachNode>(target, eachPlayer)} draws ${count} ${cards}`, ([who, c], span) => ({ kind: 'draw' as const, span, count: c, who }))}, then ${map(template`discards ${count} ${cards}`, ([c], span) => ({ c, span }))}.`,
    ([first, d], span): EffectNode => {
      const who = first.who;
      const same: RecipientNode = who.kind === 'each' ? { ...who, span: { start: d.span.start, end: d.span.start } } : { kind: 'sameTarget', span: { start: d.span.start, end: d.span.start } };
      return sequence(span, [first, { kind: 'discard', span: d.span, count: d.c, who: same }]);
    },
  ),
  map(template`${alt(lit('Tap'), lit('Untap'))} all ${permanentsNoun}.`, ([verb, p], span): EffectNode => {
    const what: EachNode = { kind: 'each', span: { start: span.start + verb.length + 1, end: span.end - 1 }, permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) };
    return verb === 'Tap' ? { kind: 'tap', span, what } : { kind: 'untap', span, what };
  }),
  map(template`Return ${all} to their owners' hands.`, ([what], span) => ({ kind: 'bounce', span, what })),
  map(template`Exile ${all}.`, ([what], span) => ({ kind: 'exile', span, what })),
  map(template`You gain ${number} life.`, ([amount], span) => ({ kind: 'gainLife', span, amount })), // 119.3
  map(template`You gain ${thatMuch} life.`, ([amount], span) => ({ kind: 'gainLife', span, amount })),
  map(template`You lose ${thatMuch} life.`, ([amount], span) => ({ kind: 'loseLife', span, amount })),
  // After "you may" (603.5): "you may gain 3 life", the same clause without its subject.
  map(template`Gain ${number} life.`, ([amount], span) => ({ kind: 'gainLife', span, amount })),
  map(template`Mill ${count} ${cards}.`, ([c], span) => ({ kind: 'mill', span, count: c })), // 701.17a: you mill
  map(template`Draw ${count} ${cards}${forEach}.`, ([c, , p], span) => ({ kind: 'draw', span, count: withForEach(c, p) })),
  // "~ deals damage to target creature equal to the number of lands you control."
  map(template`${lit(SELF)} deals damage to ${recipient} equal to the number of ${map(permanentsNoun, (p, span) => ({ p, span }))}.`, ([, to, n], span) => ({
    kind: 'damage',
    span,
    amount: withForEach({ kind: 'quantity', span: n.span, value: 1 }, n.p),
    to,
  })),
  map(template`${target} gains ${number} life.`, ([who, amount], span) => ({ kind: 'gainLife', span, amount, who })),
  map(template`Scry ${number}.`, ([c], span) => ({ kind: 'scry', span, count: c })), // 701.18a
  map(template`${alt(lit(SELF), lit('It'))} explores.`, ([who], span) => ({ kind: 'explore', span, it: who === 'It' })), // 701.44a
  map(template`Monstrosity ${number}.`, ([c], span) => ({ kind: 'monstrosity', span, count: c })), // 701.37a
  map(template`Bolster ${number}.`, ([c], span) => ({ kind: 'bolster', span, count: c })), // 701.39a
  map(lit('Proliferate.'), (_, span) => ({ kind: 'proliferate', span })), // 701.34a
  map(template`Adapt ${number}.`, ([c], span) => ({ kind: 'adapt', span, count: c })), // 701.46a
  map(template`Amass ${number}.`, ([c], span) => ({ kind: 'amass', span, count: c })), // 701.47a, 701.47d
  map(template`Support ${number}.`, ([c], span) => ({ kind: 'support', span, count: c })), // 701.41a
  map(lit('Populate.'), (_, span) => ({ kind: 'populate', span })), // 701.36a
  map(template`${alt(lit(SELF), lit('It'))} connives.`, ([who], span) => ({ kind: 'connive', span, it: who === 'It' })), // 701.50a
  map(lit('You skip your next turn.'), (_, span) => ({ kind: 'skipNextTurn', span })), // 500.11, 614.10
  becomeMonarch, // 725.1
  map(template`Detain ${target}.`, ([what], span) => ({ kind: 'detain', span, what })), // 701.35a
  map(template`Surveil ${number}.`, ([c], span) => ({ kind: 'surveil', span, count: c })), // 701.25a
  map(template`Counter ${target} unless its controller pays ${fixedMana}.`, ([what, unlessPays], span) => ({ kind: 'counterSpell', span, what, unlessPays })), // 118.12a
  // 107.3: "{X}", the X announced for the counterspell as it was cast (Syncopate, Condescend).
  map(template`Counter ${target} unless its controller pays {X}.`, ([what], span) => ({ kind: 'counterSpell', span, what, unlessPaysX: true as const })),
  map(template`Counter ${target}.`, ([what], span) => ({ kind: 'counterSpell', span, what })), // 701.5a
  map(template`Destroy ${all}.`, ([what], span) => ({ kind: 'destroy', span, what })), // 701.8a
  map(template`Destroy ${target}.`, ([what], span) => ({ kind: 'destroy', span, what })),
  // "Destroy target creature and target land." (Fumarole): two targeting phrases, both destroyed (608.2c).
  map(template`Destroy ${target} and ${target}.`, ([a, b], span) =>
    sequence(span, [
      { kind: 'destroy', span: { start: span.start, end: a.span.end }, what: a },
      { kind: 'destroy', span: { start: b.span.start, end: span.end }, what: b },
    ]),
  ),
  // "that creature": the event's creature (the one it blocks or is dealt its damage) or the last target (lowerEffect.ts).
  map(template`Destroy ${refTo('that creature')}.`, ([what], span) => ({ kind: 'destroy', span, what })),
  // "destroy it": the permanent the trigger or the phrase before named (lowerEffect.ts refer).
  map(template`Destroy ${refTo('it')}.`, ([what], span) => ({ kind: 'destroy', span, what })),
  map(lit(`Destroy ${SELF}.`), (_, span) => ({ kind: 'destroy', span, what: { kind: 'ref', span: { start: span.start + 8, end: span.end - 1 }, word: 'itself' } })),
  map(template`${target} can't be regenerated this turn.`, ([what], span) => ({ kind: 'cantBeRegeneratedThisTurn', span, what })), // 701.19c
  map(lit(`${SELF} can't be regenerated this turn.`), (_, span) => ({ kind: 'cantBeRegeneratedThisTurn', span })),
  map(lit("It can't be regenerated this turn."), (_, span) => ({ kind: 'cantBeRegeneratedThisTurn', span, it: true })),
  map(template`${alt(lit('It'), lit('They'), lit('That creature'))} can't be regenerated.`, ([pronoun], span) => ({ kind: 'cantBeRegenerated', span, pronoun: pronoun as 'It' | 'They' | 'That creature' })), // 701.19c
  map(template`Exile ${target}.`, ([what], span) => ({ kind: 'exile', span, what })), // 406.2
  map(lit(`Regenerate ${SELF}.`), (_, span) => ({ kind: 'regenerate', span })), // 701.19a
  map(template`Regenerate ${target}.`, ([what], span) => ({ kind: 'regenerate', span, what })),
  map(template`Regenerate ${refTo('it')}.`, ([what], span) => ({ kind: 'regenerate', span, what })), // "it": the creature just named (lowerEffect.ts)
  map(template`Regenerate each ${permanentNoun(false)}.`, ([p], span) => ({
    kind: 'regenerate',
    span,
    what: { kind: 'each', span: { start: span.start + 'Regenerate '.length, end: span.end - 1 }, permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) },
  })),
  map(template`Discard ${count} ${cards}${opt(lit(' at random'))}.`, ([c, , random], span) => ({ kind: 'discard', span, count: c, ...(random ? { atRandom: true } : {}) })), // 701.9
  map(template`${alt<RecipientNode>(target, itsController, thatPlayer, defendingPlayer, map(alt(lit('Each player'), lit('Each opponent')), (w, span): EachNode => ({ kind: 'each', span, players: w === 'Each player' ? 'all' : 'opponents' })))} discards ${count} ${cards}${opt(lit(' at random'))}.`, ([who, c, , random], span) => ({ kind: 'discard', span, count: c, who, ...(random ? { atRandom: true } : {}) })),
  map(template`Return ${target} to its owner's hand.`, ([what], span) => ({ kind: 'bounce', span, what })),
  map(template`Return ${target} to their owners' hands.`, ([what], span) => ({ kind: 'bounce', span, what })),
  map(template`Return ${target} to your hand.`, ([what], span) => ({ kind: 'bounce', span, what, toYourHand: true })),
  // "Return two target cards from an opponent's graveyard to their hand.": that opponent's, the cards' owner.
  map(template`Return ${target} to their hand.`, ([what], span) => ({ kind: 'bounce', span, what, toTheirHand: true })),
  map(template`You lose ${number} life.`, ([amount], span) => ({ kind: 'loseLife', span, amount })), // 119.3
  drain,
  drawAndLose,
  drawsAndLoses,
  createToken, // 111.1
  map(template`Create ${count} ${re(/(Clue|Food|Blood|Treasure) tokens?/)}.`, ([amount, m], span) => ({ kind: 'createPredefined', span, amount, token: m[1] as PredefinedToken })), // 111.10
  map(lit('Investigate.'), (_, span) => ({ kind: 'createPredefined', span, amount: { kind: 'quantity', span, value: 1 }, token: 'Clue' })), // 701.16a
  // "Investigate twice.": a Clue each time (701.16a).
  map(re(/Investigate (twice|three times|four times)\./), (m, span) => ({ kind: 'createPredefined', span, amount: { kind: 'quantity', span, value: { twice: 2, 'three times': 3, 'four times': 4 }[m[1]]! }, token: 'Clue' })),
  map(template`${loser} sacrifices ${aPermanent}.`, ([who, types], span) => ({ kind: 'sacrifice', span, who, types })), // 701.21a
  // "Sacrifice a creature." (Accursed Centaur): the controller sacrifices one of theirs, chosen as it resolves (701.21a).
  map(template`Sacrifice ${aPermanent}.`, ([types], span) => ({ kind: 'sacrifice', span, who: { kind: 'you', span: { start: span.start, end: span.start } }, types })),
  // "Each player sacrifices two creatures.": that many, all at once (701.21a).
  map(template`${loser} sacrifices ${where(number, (q) => typeof q.value === 'number' && q.value > 1)} ${where(permanentNoun(false, true), (p) => !p.quality)}.`, ([who, n, p], span) => ({ kind: 'sacrifice', span, who, types: p.types, count: n.value as number })),
  map(template`${loses}.`, ([l]) => l),
  map(template`${alt<TargetNode | RefNode>(target, thatPlayer, defendingPlayer)} mills ${count} ${cards}.`, ([who, c], span) => ({ kind: 'mill', span, count: c, who })), // 701.17a
  map(template`Untap ${target}.`, ([what], span) => ({ kind: 'untap', span, what })), // 701.26b
  // 506.4: "it" is the creature removed, still on the battlefield (Reconnaissance).
  map(template`Remove ${target} from combat and untap it.`, ([what], span) => ({ kind: 'removeFromCombat', span, what, untap: true })),
  map(template`Remove ${target} from combat.`, ([what], span) => ({ kind: 'removeFromCombat', span, what, untap: false })),
  map(lit(`Untap ${SELF}.`), (_, span) => ({ kind: 'untap', span })),
  map(lit(`Tap ${SELF}.`), (_, span) => ({ kind: 'tap', span })), // 701.26a
  map(lit(`Return ${SELF} to its owner's hand.`), (_, span) => ({ kind: 'bounce', span })),
  map(template`Return ${aPermanent} you control to its owner's hand.`, ([types], span) => ({ kind: 'returnChosen', span, types })),
  // A card in a graveyard put onto the battlefield (115.2): under your control unless said (110.2).
  map(
    where(
      template`${alt(lit('Return'), lit('Put'))} ${target} ${alt(lit('to'), lit('onto'))} the battlefield${opt(lit(' tapped'))}${opt(alt(map(lit(' under your control'), () => 'you' as const), map(lit(" under its owner's control"), () => 'owner' as const)))}.`,
      ([verb, , prep]) => (verb === 'Return') === (prep === 'to'),
    ),
    ([, what, , tapped, under], span): EffectNode => ({ kind: 'returnToBattlefield', span, what, ...(tapped ? { tapped: true } : {}), ...(under ? { under } : {}) }),
  ),
  map(template`Put ${target} on top of its owner's library.`, ([what], span) => ({ kind: 'putOnLibrary', span, what })),
  map(template`Tap ${target}.`, ([what], span) => ({ kind: 'tap', span, what })), // 701.21a
  // 701.26a-b, 608.2d: "Tap or untap target creature.", "... that creature", "... equipped creature": which, chosen as it resolves.
  map(template`Tap or untap ${alt<TargetNode | RefNode>(target, attachedRef, refTo('that creature'))}.`, ([what], span) => ({ kind: 'tapOrUntap', span, what })),
  ...attachedEffects,
  map(template`Put ${count} ${placedCounter} ${counterWord} on ${lit(SELF)}.`, ([amount, counter], span) => ({ kind: 'counters', span, counter, amount })), // 122.1
  // "on each of up to two target creatures" (601.2c: zero to two targets, each given the counters).
  map(template`Put ${count} ${placedCounter} ${counterWord} on each of ${where(target, (t) => (t.max ?? 1) > 1)}.`, ([amount, counter, , on], span) => ({ kind: 'counters', span, counter, amount, on })),
  map(template`Put ${count} ${placedCounter} ${counterWord} on ${alt<TargetNode | RefNode>(target, refTo('it'))}.`, ([amount, counter, , on], span) => ({ kind: 'counters', span, counter, amount, on })),
  map(template`Put ${count} ${placedCounter} ${counterWord} on each ${permanentOrSubtype}.`, ([amount, counter, , p], span) => ({
    kind: 'counters',
    span,
    counter,
    amount,
    on: { kind: 'each', span: { start: span.start, end: span.start }, permanents: p.types, ...(p.quality ? { quality: p.quality } : {}) },
  })),
  removeCounters, // 122.1
  moveCounters, // 122.5
  putItsCounters, // 122.8
  map(template`Double the number of ${placedCounter} counters on ${lit(SELF)}.`, ([counter], span) => ({ kind: 'doubleCounters', span, counter })), // 701.10e
  // 122.1: "each other creature you control": not the source (EachFilter.other).
  map(template`Put ${count} ${placedCounter} ${counterWord} on each other ${permanentOrSubtype}.`, ([amount, counter, , p], span) => ({
    kind: 'counters',
    span,
    counter,
    amount,
    on: { kind: 'each', span: { start: span.start, end: span.start }, permanents: p.types, other: true, ...(p.quality ? { quality: p.quality } : {}) },
  })),
  map(template`You gain ${number} life and draw ${count} ${cards}.`, ([n, c], span) =>
    sequence(span, [
      { kind: 'gainLife', span: n.span, amount: n },
      { kind: 'draw', span: c.span, count: c },
    ]),
  ),
  map(template`Put ${target} on top of your library.`, ([what], span) => ({ kind: 'putOnLibrary', span, what, yourLibrary: true })),
  map(template`Exile ${target}'s graveyard.`, ([whose], span) => ({ kind: 'exileGraveyard', span, whose })), // 406.2
  map(lit('Exile all graveyards.'), (_, span) => ({ kind: 'exileGraveyard', span, whose: { kind: 'each', span: { start: span.start + 6, end: span.end - 1 }, players: 'all' } })),
  searchYourLibrary, // 701.23, 701.24, 701.23e (searchLibrary.ts)
  searchZones, // 701.23a, 701.24a
  searchTheirs, // 701.23a, 701.24a
  impulse, // 406.2, 601.3, 305.1
  untilEndOfTurn, // 611.2a
  continuousChange, // 611.2a, 613.1d-f, 613.4b
  switchPt, // 613.4d
  gainControl, // 613.1b
  combatThisTurn, // 509.1b, 611.2a
  pumpAndCombat, // 608.2c, 611.2a, 509.1b
  eachPlayerActs, // 701.9a, 701.17a, 101.4
  tapAll, // 701.26a-b
  skipNextUntap, // 502.3
  tapAndSkipNextUntap, // 701.26a, 502.3
  keptTapped, // 502.3, 611.2b
  preventAllThisTurn, // 615.1a
  preventNextFromSource, // 615.8, 609.7a
  preventAllFromSource, // 615.1a, 609.7a
  exileIfDiesThisTurn, // 614.1a
  // 615.7: a prevention shield.
  map(
    template`Prevent the next ${number} damage that would be dealt to ${alt<RecipientNode | { kind: 'self'; span: { start: number; end: number } }>(map(self, (_, s) => ({ kind: 'self' as const, span: s })), recipient)} this turn.`,
    ([amount, to], span) => ({ kind: 'preventDamage', span, amount, to }),
  ),
  map(template`Untap ${refTo('that creature', 'it')}.`, ([what], span) => ({ kind: 'untap', span, what })), // 701.26b
  map(template`Tap ${refTo('that creature', 'it')}.`, ([what], span) => ({ kind: 'tap', span, what })), // 701.26a, the creature targeted before (608.2c)
  kickedPumpInstead, // 702.33d
  revealHand, // 701.20a, 701.9b
  extraTurn, // 500.7
  additionalLandsThisTurn, // 305.2
  cantPlayLandsThisTurn, // 305.2b
  lookAtTop, // 401.4, 701.20a
  putFromHand, // 608.2d, 110.2
  returnYours, // 608.2d
  returnExiled, // 400.7, 608.2c
  returnLinked, // 607.2a
  returnEventCard, // 400.7, 603.6c, 603.10a
  exileUntil, // 610.3
  counteredInstead, // 614.1a
  libraryBottom, // 400.3
  shuffles, // 701.24a
  searchToTop, // 701.23a, 701.24a
  fight, // 701.14a, 120.1
  selfPumpAndDamage, // 611.2a, 120.1
  rollDie, // 706.1
  flipCoin, // 705.1
  clash, // 701.30b
  revealTopToHand, // 701.20a
  // "It gains haste.": the one object the effect before put onto the battlefield (lowerEffect.ts).
  map(template`${alt(lit('It'), lit('That creature'))} gains ${grantedKeywords}.`, ([, keywords], span): EffectNode => ({ kind: 'madeGains', span, keywords })), // 611.2a
  chooseTarget, // 115.1: named by the sentences after it (a results table, an energy payment)
  attach, // 701.3a
);

/** "You may draw a card.": any clause, the controller choosing whether to carry it out (603.5). */
const may: Parser<EffectNode> = (text, at) => {
  const head = lit('You may ')(text, at);
  const inner = head && capitalized(clause)(text, head.end);
  if (!inner) return null;
  // The words chosen, without the final period: "draw a card".
  const words = { start: head.end, end: inner.end - 1 };
  return { value: { kind: 'may', span: { start: at, end: inner.end }, words, effect: inner.value }, end: inner.end };
};

/** A clause, or "you may" and a clause. The first sentence of an ability may call its source "It"
 * ("Sacrifice ~: It deals 2 damage to any target."). */
const firstClause: Parser<EffectNode> = alt<EffectNode>(clause, youGetEnergy, mayPay, mayPayEnergy, mayPayLife, may, mayHave(alt<EffectNode>(clause, damage(lit('It')))), damage(lit('It')), ifCondition(alt<EffectNode>(clause, may)), unlessPays(alt<EffectNode>(clause, damage(lit('It')))));
const laterClause: Parser<EffectNode> = alt<EffectNode>(clause, youGetEnergy, payAnyEnergy, mayPay, mayPayEnergy, mayPayLife, may, mayHave(alt<EffectNode>(clause, damage(lit('It')))), ifYouDo(alt<EffectNode>(clause, may)), ifCondition(alt<EffectNode>(clause, may)), ifFlip(alt<EffectNode>(clause, may)), ifWinClash(alt<EffectNode>(clause, may)), unlessPays(clause));

/** Connectors of two clauses in one sentence, done in order (608.2c). */
const CONNECTORS = [', then ', ', and '];

/** "X, then Y." read as two clauses: X with its comma read as the period it stands for. */
function compound(sentence: Parser<EffectNode>, text: string, start: number, end: number): EffectNode | null {
  for (const connector of CONNECTORS) {
    for (let at = text.indexOf(connector, start); at >= 0 && at < end; at = text.indexOf(connector, at + 1)) {
      const left = whole(capitalized(sentence), `${text.slice(0, at)}.${text.slice(at + 1)}`, start, at + 1);
      const right = left && wholeSentence(capitalized(laterClause), text, at + connector.length, end);
      if (left && right) return sequence({ start, end }, [left, right]);
    }
  }
  return null;
}

/** The delays a clause may end with, and the step whose beginning they wait for (603.7a, 603.7c). */
const DELAYS = [
  [" at the beginning of the next turn's upkeep.", 'upkeep'],
  [' at the beginning of the next end step.', 'end'],
  [' at end of combat.', 'endOfCombat'], // 511.2: as the end of combat step begins
] as const;

/** "Exile it at the beginning of the next end step.": "it", read only with its delay, is the object the effect made or returned (603.7c). */
const exileIt: Parser<EffectNode> = map(template`Exile ${ref}.`, ([what], span): EffectNode => ({ kind: 'exile', span, what }));

/** "Draw a card at the beginning of the next turn's upkeep.": a clause with its comma-less delay (603.7a), its period standing in for the delay's words. */
function delayed(sentence: Parser<EffectNode>, text: string, start: number, end: number): EffectNode | null {
  const delay = DELAYS.find(([words]) => text.slice(start, end).endsWith(words));
  if (!delay) return null;
  const cut = end - delay[0].length;
  const inner = whole(alt(capitalized(sentence), exileIt), `${text.slice(0, cut)}.${text.slice(cut + 1)}`, start, cut + 1);
  return inner && { kind: 'delayed', span: { start, end }, step: delay[1], effect: inner };
}

/** What "for each" counts (read when called). */
const perEachCount: Parser<CountNode> = (text, at) => perEach(text, at);

export function readSentences(text: string, start: number, end: number): Sentence[] {
  return sentenceSpans(text, start, end).map((span, i) => ({
    kind: 'sentence',
    span,
    effect: (() => {
      const first = i === 0 ? firstClause : laterClause;
      const sentence = (t: string, start: number, end: number) => wholeSentence(first, t, start, end) ?? compound(first, t, start, end) ?? delayed(first, t, start, end);
      return (
        sentence(text, span.start, span.end) ??
        whereX(sentence, text, span.start, span.end) ??
        forEachTimes(sentence, perEachCount, text, span.start, span.end) ?? { kind: 'unmodelled', span, text: text.slice(span.start, span.end) }
      );
    })(),
  }));
}
