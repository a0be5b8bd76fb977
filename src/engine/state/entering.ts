// A permanent entering the battlefield, with the replacement effects that modify how it enters
// (614.1c): "enters with X +1/+1 counters" uses the X of the spell it was (107.3m), else 0; a
// planeswalker enters with its printed loyalty (306.5b); "enters tapped" puts it onto the
// battlefield tapped.
import { checkWithin } from './limits';
import { abilities, cardOf, isType } from './characteristics';
import type { EntryCondition } from './card';
import { objectAt } from './objectTable';
import type { Tx } from './game';
import { gameAmount } from './gameAmount';
import { currentReader } from './quality';
import { describe, getObject, log, patchObject, playerName, playersInGame } from './game';
import { sacrificing } from '../stack/actionTriggers';
import { dayAsItEnters, entersTransformed } from './dayNight';
import type { Chosen, EntityId, GameState, ObjectId, PlayerId } from './state';
import { moveObject } from './zones';
import { entered } from '../stack/triggers';
import { beginEffect } from '../effects/continuous';
import type { CopiedValues } from './layers';
import { asCopy } from './enteringAsCopy';
import { enterAttacking } from '../combat/enterAttacking';

/**
 * 707.5, 613.2a: the copy effect of "enter as a copy", in layer 1; it lasts as long as the
 * permanent (707.2: its copiable values are those it copied, whatever happens to the original).
 */
function becomeCopy(tx: Tx, permanent: ObjectId, card: string, controller: PlayerId, copy: NonNullable<Put['copy']>): void {
  beginEffect(tx, [{ layer: '1', copy: copy.values }], [permanent], 'indefinite', { source: permanent, sourceName: card, controller, targets: [], x: 0 }, copy.text);
  log(tx, ['707.5', '613.2a'], `${card} enters the battlefield as a copy of ${copy.values.card}${copy.values.except?.length ? ', with the exceptions of its copy effects (707.9)' : ''}.`, [permanent]);
}

/** Riot (702.136a): "If you don't, it gains haste.": an effect with no duration, for as long as it is this permanent (611.2a, 400.7). */
function gainHaste(tx: Tx, permanent: ObjectId, card: string, controller: PlayerId, text: string): void {
  beginEffect(tx, [{ layer: '6', addAbilities: [{ kind: 'keyword', keyword: 'haste', text: 'Haste' }] }], [permanent], 'indefinite', { source: permanent, sourceName: card, controller, targets: [], x: 0 }, text);
}

/**
 * Whether "enters tapped unless ..." lets the permanent enter untapped: its condition is checked as
 * it would enter, for the player it enters under (614.12); the permanent itself isn't on the
 * battlefield yet, so "other lands" are all the lands that player controls.
 */
function conditionHolds(s: GameState, c: EntryCondition, controller: PlayerId): boolean {
  if ('opponents' in c) return playersInGame(s).filter((p) => p !== controller).length >= c.opponents.atLeast;
  const lands = s.battlefield.map((id) => objectAt(s, id)).filter((o) => o.controller === controller && isType(s, o, 'Land'));
  const basic = 'lands' in c && c.lands.basic ? lands.filter((o) => cardOf(s, o).supertypes?.includes('Basic')) : lands;
  if ('controlsSubtype' in c) return lands.some((o) => c.controlsSubtype.some((t) => cardOf(s, o).subtypes?.includes(t)));
  return basic.length >= (c.lands.atLeast ?? 0) && basic.length <= (c.lands.atMost ?? Infinity);
}

/**
 * How it is put there: "tapped" ("put it onto the battlefield tapped"); `attachedTo`: an Aura enters
 * attached to what it enchants (608.3c, 303.4f); as a copy (707.5: `text` is the ability that made it one).
 */
/** `counters`: "return it to the battlefield with a +1/+1 counter on it" (undying 702.93a, persist 702.79a; 614.1c, 122.6). */
/** `attacking`: put onto the battlefield attacking this player or planeswalker (508.4), null for nothing. */
export type Put = { tapped?: boolean; attacking?: EntityId | null; attachedTo?: EntityId; copy?: { values: CopiedValues; text: string }; counters?: Record<string, number>; lifePaid?: boolean; revealed?: boolean; chosen?: Chosen };


/**
 * Enter the battlefield. A permanent that enters as a copy (707.5) has the copied values as it
 * enters: the copied text's replacement effects apply (614.12), and its triggers see it.
 */
export function enterBattlefield(tx: Tx, id: ObjectId, controller: PlayerId, spellX = 0, put: Put = {}): ObjectId {
  const o = getObject(tx.s, id);
  const entering = put.copy ? asCopy(tx.s, o, put.copy.values) : undefined;
  const abilitiesAsItEnters = entering ? entering.abilities : abilities(tx.s, o);
  const counters: Record<string, number> = { ...put.counters };
  /** "~ enters tapped with two charge counters on it." (614.1c): the abilities that also tap it. */
  const tappedWith: string[] = [];
  for (const a of abilitiesAsItEnters) {
    if (a.kind !== 'static' || a.rule?.kind !== 'entersWithCounters') continue;
    // 702.54a: bloodthirst's condition: an opponent of the player it enters under was dealt damage this turn.
    if (a.rule.ifOpponentDamaged && !tx.s.order.some((p) => p !== controller && (tx.s.players[p].damageThisTurn ?? 0) > 0)) {
      log(tx, '702.54a', `${o.card} enters without ${a.rule.counter} counters: no opponent of ${playerName(tx.s, controller)} was dealt damage this turn.`, [id]);
      continue;
    }
    // 702.33d, 702.138b-c: only the permanent a kicked spell, or a spell cast with escape, became.
    const spell = o.zone === 'stack' ? o.stackItem : undefined;
    const met = a.rule.if === 'kicked' ? !!spell?.kicked : a.rule.if === 'escaped' ? spell?.castAs === 'escape' : true;
    if (a.rule.tapped) tappedWith.push(a.text);
    if (!met) {
      log(tx, a.rule.if === 'kicked' ? '702.33d' : '702.138c', `${o.card} enters without ${a.rule.counter} counters: it ${a.rule.if === 'kicked' ? "wasn't kicked" : "didn't escape"}.`, [id]);
      continue;
    }
    // 107.3c: a number the text defines is counted as the permanent enters (614.1c).
    const defined = typeof a.rule.amount === 'object' && a.rule.amount.of !== 'x';
    const base = typeof a.rule.amount === 'number' ? a.rule.amount : a.rule.amount.of === 'x' ? spellX : Math.max(0, gameAmount(tx.s, currentReader(tx.s), a.rule.amount, { id, controller }) ?? 0);
    // 601.2h: converge counts the colors of the mana paid for the spell it was; not cast, none.
    const colorsSpent = new Set((spell?.paid?.mana ?? []).filter((m) => m !== 'C')).size;
    // 702.33d: multikicker's "for each time it was kicked": the times the spell it was was kicked; not cast, none.
    const timesKicked = spell?.timesKicked ?? (spell?.kicked ? 1 : 0);
    const n = a.rule.perColorSpent ? base * colorsSpent : a.rule.perTimeKicked ? base * timesKicked : base;
    if (n > 0) counters[a.rule.counter] = (counters[a.rule.counter] ?? 0) + n;
    checkWithin('counters', counters[a.rule.counter] ?? 0, '122.1');
    const plural = `${n} ${a.rule.counter} counter${n === 1 ? '' : 's'}`;
    if (a.rule.if) log(tx, [a.rule.if === 'kicked' ? '702.33d' : '702.138c', '614.1c'], `${o.card} enters with ${plural}: it ${a.rule.if === 'kicked' ? 'was kicked' : 'escaped'}.`, [id]);
    else if (a.rule.perTimeKicked) log(tx, ['702.33d', '614.1c'], `${o.card} enters with ${plural}: it was kicked ${timesKicked === 1 ? 'once' : timesKicked === 2 ? 'twice' : `${timesKicked} times`}.`, [id]);
    else if (a.rule.perColorSpent) log(tx, ['601.2h', '614.1c'], `${o.card} enters with ${plural}: ${colorsSpent} color${colorsSpent === 1 ? '' : 's'} of mana ${colorsSpent === 1 ? 'was' : 'were'} spent to cast it.`, [id]);
    else if (typeof a.rule.amount === 'number') log(tx, '614.1c', `${o.card} enters with ${plural}.`, [id]);
    else if (defined) log(tx, ['614.1c', '107.3c'], `${o.card} enters with ${plural} (X as its text defines it, counted as it enters).`, [id]);
    else if (a.rule.ifOpponentDamaged) log(tx, ['702.54a', '614.1c'], `${o.card} enters with ${n} ${a.rule.counter} counter${n === 1 ? '' : 's'}: an opponent of ${playerName(tx.s, controller)} was dealt damage this turn.`, [id]);
    else log(tx, '107.3m', `${o.card} enters with ${n} ${a.rule.counter} counter${n === 1 ? '' : 's'} (X = ${spellX}${o.zone === 'stack' ? ', the X of the spell' : ': it was not cast'}).`, [id]);
  }
  // 306.5b: a planeswalker's intrinsic "enters with loyalty counters equal to its printed loyalty"
  // (614.1c); a printed X is the X of the spell it was (107.3m), else 0.
  if (entering ? entering.types.includes('Planeswalker') : isType(tx.s, o, 'Planeswalker')) {
    const def = put.copy ? tx.s.cards[put.copy.values.card] : cardOf(tx.s, o);
    const n = def.printed?.loyalty === 'X' ? spellX : (def.loyalty ?? 0);
    if (n > 0) counters.loyalty = (counters.loyalty ?? 0) + n;
    checkWithin('counters', counters.loyalty ?? 0, '122.1');
    log(tx, '306.5b', `${o.card} enters with ${n} loyalty counter${n === 1 ? '' : 's'}, its printed loyalty${def.printed?.loyalty === 'X' ? ` (X = ${spellX})` : ''}.`, [id]);
  }
  // 702.44a-b: sunburst, only for a resolving spell: a counter per color of mana spent to cast it;
  // +1/+1 if it enters as a creature, ignoring type-changing effects (its card's types), else charge.
  for (const a of abilitiesAsItEnters) {
    if (a.kind !== 'static' || a.rule?.kind !== 'sunburst' || o.zone !== 'stack') continue;
    const colors = new Set((o.stackItem?.paid?.mana ?? []).filter((m) => m !== 'C'));
    const counter = (put.copy ? tx.s.cards[put.copy.values.card] : cardOf(tx.s, o)).types.includes('Creature') ? '+1/+1' : 'charge';
    if (colors.size > 0) counters[counter] = (counters[counter] ?? 0) + colors.size;
    checkWithin('counters', counters[counter] ?? 0, '122.1');
    log(tx, ['702.44a', '614.1c'], `${o.card} enters with ${colors.size} ${counter} counter${colors.size === 1 ? '' : 's'}: ${colors.size === 0 ? 'no colored mana was' : `${[...colors].join('')} (${colors.size} color${colors.size === 1 ? '' : 's'}) was`} spent to cast it.`, [id]);
  }
  // 702.82a, 702.82c: devour: the permanents chosen as it would enter (614.12; stack/chooseAsEnters.ts)
  // are sacrificed, those still there of the kind it devours, and it enters with N counters for each.
  for (const a of abilitiesAsItEnters) {
    if (a.kind !== 'static' || a.rule?.kind !== 'devour') continue;
    const { n, types } = a.rule;
    const rule = a.meaning?.rule ?? '702.82a'; // 702.82c: devour [quality]
    const eaten = (put.chosen?.devour ?? []).filter((d) => {
      const p = objectAt(tx.s, d);
      return p && p.zone === 'battlefield' && p.controller === controller && types.some((t) => isType(tx.s, p, t));
    });
    for (const d of eaten) {
      log(tx, rule, `${playerName(tx.s, controller)} sacrifices ${describe(tx.s, d)} as ${o.card} enters (${a.text}).`, [d]);
      sacrificing(tx, d, controller); // 701.21a
      moveObject(tx, d, 'graveyard');
    }
    const k = eaten.length * n;
    if (k > 0) counters['+1/+1'] = (counters['+1/+1'] ?? 0) + k;
    checkWithin('counters', counters['+1/+1'] ?? 0, '122.1');
    log(tx, [rule, '614.1c'], `${o.card} enters with ${k} +1/+1 counter${k === 1 ? '' : 's'}: it devoured ${eaten.length} (${a.text}).`, [id]);
  }
  // Modular and fading (702.43a, 702.32a): the "enters with counters" half of the keyword.
  let gainsHaste: string | undefined;
  for (const a of abilitiesAsItEnters) {
    const meaning = 'meaning' in a ? a.meaning : undefined;
    const w = meaning?.entersWith;
    if (!meaning || !w) continue;
    // Unleash, riot (702.98a, 702.136a): only if its controller chose the counter as it would enter (614.12).
    if (w.optional && put.chosen?.entering !== 'counter') {
      if (w.orHaste) gainsHaste = a.text;
      log(tx, [meaning.rule, '614.12'], `${o.card} enters without a ${w.counter} counter (${a.text})${w.orHaste ? ': it gains haste' : ''}.`, [id]);
      continue;
    }
    counters[w.counter] = (counters[w.counter] ?? 0) + w.n;
    checkWithin('counters', counters[w.counter], '122.1');
    log(tx, [meaning.rule, '614.1c'], `${o.card} enters with ${w.n} ${w.counter} counter${w.n === 1 ? '' : 's'} (${a.text}).`, [id]);
  }
  let tapped = !!put.tapped;
  for (const text of tappedWith) {
    tapped = true;
    log(tx, '614.1c', `${o.card} enters the battlefield tapped (${text}).`, [id]);
  }
  // 614.12: "you may pay 2 life; if you don't, it enters tapped": the choice was made before (stack/lifeAsItEnters.ts); not paid, tapped.
  for (const a of abilitiesAsItEnters) {
    if (a.kind !== 'static' || a.rule?.kind !== 'entersTappedUnlessPays' || put.lifePaid) continue;
    tapped = true;
    log(tx, '614.1c', `${o.card} enters the battlefield tapped: ${a.rule.life} life wasn't paid for it.`, [id]);
  }
  // 614.12: "you may reveal ...; if you don't, it enters tapped" (stack/revealAsItEnters.ts).
  for (const a of abilitiesAsItEnters) {
    if (a.kind !== 'static' || a.rule?.kind !== 'entersTappedUnlessReveals' || put.revealed) continue;
    tapped = true;
    log(tx, '614.1c', `${o.card} enters the battlefield tapped: no ${a.rule.subtypes.join(' or ')} card was revealed for it.`, [id]);
  }
  for (const a of abilitiesAsItEnters) {
    if (a.kind !== 'static' || a.rule?.kind !== 'entersTapped') continue;
    const unless = a.rule.unless;
    if (unless && conditionHolds(tx.s, unless, controller)) {
      log(tx, '614.1c', `${o.card} enters the battlefield untapped: the condition of "${a.text}" holds.`, [id]);
      continue;
    }
    tapped = true;
    log(tx, '614.1c', `${o.card} enters the battlefield tapped${unless ? ': the condition of its "unless" doesn\'t hold' : ''}.`, [id]);
  }
  // 614.1c, 614.12: "Creatures your opponents control enter tapped." of a permanent an opponent of
  // its controller controls, read from the permanent as it would exist on the battlefield.
  for (const other of tx.s.battlefield) {
    const src = objectAt(tx.s, other);
    if (src.controller === controller) continue;
    for (const a of abilities(tx.s, src)) {
      if (a.kind !== 'static' || a.rule?.kind !== 'opponentsEnterTapped') continue;
      if (!a.rule.types.some((t) => (entering ? entering.types.includes(t) : isType(tx.s, o, t)))) continue;
      tapped = true;
      log(tx, ['614.1c', '614.12'], `${o.card} enters the battlefield tapped (${src.card}: "${a.text}").`, [id, other]);
    }
  }
  const back = put.copy ? null : entersTransformed(tx.s, o);
  // 708.4, 702.37c: a face-down spell becomes a face-down permanent.
  const permanent = moveObject(tx, id, 'battlefield', {
    controller,
    counters,
    tapped,
    ...(put.attachedTo !== undefined ? { attachedTo: put.attachedTo } : {}),
    ...(o.faceDown ? { faceDown: true } : {}),
    // 702.103b: the bestowed Aura spell becomes a bestowed Aura.
    ...(o.zone === 'stack' && o.bestowed ? { bestowed: true } : {}),
    ...(put.chosen ? { chosen: put.chosen } : {}),
  });
  // 601.2h: the mana spent to cast the spell it was, for "sacrifice it unless {U} was spent to cast it".
  const spent = o.zone === 'stack' ? o.stackItem?.paid?.mana : undefined;
  if (spent?.length) patchObject(tx, permanent, { spentToCast: [...new Set(spent)] });
  if (put.copy) becomeCopy(tx, permanent, o.card, controller, put.copy);
  if (gainsHaste) gainHaste(tx, permanent, o.card, controller, gainsHaste);
  if (back) {
    patchObject(tx, permanent, { card: back });
    log(tx, '702.145b', `It is night: ${o.card} enters the battlefield transformed, as ${back}.`, [permanent]);
  }
  if (put.attacking !== undefined) enterAttacking(tx, permanent, put.attacking);
  dayAsItEnters(tx, getObject(tx.s, permanent));
  entered(tx, permanent);
  return permanent;
}
