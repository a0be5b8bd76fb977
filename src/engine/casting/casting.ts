// casting/ (601, 602): casting spells and activating abilities: announcing, targets, costs, the total cost, paying it.
// Casting a spell (601.2): checked in full before anything changes, then moved to the stack
// (601.2a) with its announced choices (601.2b-d), its total cost determined (601.2f), mana
// abilities activated (601.2g), the cost paid (601.2h); then it becomes cast (601.2i).
import type { Action } from '../actions';
import { pushFront } from '../stack/agenda';
import { announce, type Announced } from './announce';
import { autoTap } from '../mana/autoTap';
import { cardOf, hasKeyword } from '../state/characteristics';
import { exactMana, refuseUnpayable } from './costs';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { describe, getPlayer, hold, log, patchObject, patchPlayer, patchTurn, playerName } from '../state/game';
import { requirePriority } from '../turn/priority';
import type { GameObject, GameState, PlayerId, StackItem, Zone } from '../state/state';
import { payObjects } from './costPayments';
import { baseMana, chooseAlternative, payTotalCost, totalCost, type TotalCost } from './totalCost';
import { isMainPhase } from '../turn/turn';
import { parseCost } from '../mana/mana';
import { moveObject } from '../state/zones';
import { seenTargets } from './targets';
import { spellCast } from '../stack/castTriggers';
import { objectAt } from '../state/objectTable';
import { faceDownSpell } from './morph';
import { bestowedSpell } from './bestow';
import { overloadedSpell } from './overload';
import { awakenedSpell } from './awaken';
import { checkSurge } from './surge';
import { checkSpectacle } from './spectacle';
import { assistPayment, payAssist } from './assist';
import { becameTargets } from '../stack/becomesTarget';
import type { CardDef } from '../state/card';
import { checkSplitSecond } from './splitSecond';
import { checkCastRestriction } from './castRestriction';
import { castShape, mayCastFromAdventure, putHalfOnStack } from './halves';
import { castsTransformed, transformedRule } from './disturb';
import { foretoldZone } from './foretell';
import { mayPlayFromExile } from '../effects/impulse';

type Cast = Extract<Action, { type: 'cast' }>;

/** An effect letting a player cast a card during a resolution (608.2g): Wildfire Devils. */
export type Permission = { withoutPaying: boolean; duringResolution: boolean };

/** 117.1a: an instant (or a spell with flash) any time you have priority; the rest only at sorcery speed. */
export function checkTiming(s: GameState, o: GameObject, def: CardDef, player: PlayerId, faceDown = false): void {
  // 709.3a, 715.3a: a half is evaluated alone, with its own keywords rather than the card's.
  const flash = def === cardOf(s, o) ? hasKeyword(s, o, 'flash') : def.abilities.some((x) => x.kind === 'keyword' && x.keyword === 'flash');
  // 708.4, 702.37c: a spell cast face down is a 2/2 creature spell with no text: no flash.
  if (!faceDown && (def.types.includes('Instant') || flash)) return;
  const types = def.types.join(' ').toLowerCase();
  const kind = def.types.includes('Sorcery') ? 'a sorcery' : `${/^[aeiou]/.test(types) ? 'an' : 'a'} ${types} spell`;
  const when = 'only during your main phase while the stack is empty';
  if (s.turn.active !== player) throw new RulesError(`${def.name} is ${kind}: it can be cast ${when}, and it is ${playerName(s, s.turn.active)}'s turn`, '117.1a');
  if (!isMainPhase(s.turn.step)) throw new RulesError(`${def.name} is ${kind}: it can be cast ${when}, not in this step`, '117.1a');
  if (s.stack.length > 0) throw new RulesError(`${def.name} is ${kind}: it can be cast ${when}, and the stack isn't empty`, '117.1a');
}

/** The permission to cast a card (or the half cast, 709.3a) from its owner's graveyard that a cast without `as` uses (retrace 702.81a, jump-start 702.133a, aftermath 702.127a). */
function graveyardCast(def: CardDef, o: GameObject, a: Cast): StackItem['castWith'] {
  if (o.zone !== 'graveyard' || a.as !== undefined) return undefined;
  for (const x of def.abilities) if (x.kind === 'cost' && x.graveyard) return x.graveyard.kind;
  return undefined;
}

/** 601.3: where the card may be cast from: the hand, the graveyard with flashback (702.34a), retrace (702.81a) or jump-start (702.133a). */
function checkZone(s: GameState, o: GameObject, player: PlayerId, a: Cast, spell: CardDef, permission?: Permission): Zone {
  const def = cardOf(s, o);
  if (a.from === 'exile' && !permission && mayCastFromAdventure(o, player, a)) return 'exile'; // 715.3d
  if (a.from === 'exile' && !permission && mayPlayFromExile(s, o, player)) return 'exile'; // 601.3: "you may play that card this turn"
  const from = a.from ?? (permission ? o.zone : 'hand');
  if (o.zone !== from) throw new RulesError(`${def.name} isn't in ${from === 'exile' ? 'exile' : `${playerName(s, player)}'s ${from}`}`, '601.3');
  if (from !== 'exile' && o.owner !== player) throw new RulesError(`${def.name} isn't in ${playerName(s, player)}'s ${from}`, '601.3');
  if (permission) return from;
  if (a.as === 'foretell') return foretoldZone(s, o, player); // 702.143a
  if (from === 'graveyard' && (a.as === 'flashback' || a.as === 'escape' || a.as === 'disturb')) return from; // 702.138a, 702.146a too
  if (from === 'graveyard' && graveyardCast(spell, o, a)) return from;
  // 702.127a: "This half of this split card can't be cast from any zone other than a graveyard."
  if (spell.abilities.some((x) => x.kind === 'cost' && x.graveyard?.kind === 'aftermath')) throw new RulesError(`${spell.name} has aftermath: it can be cast only from ${playerName(s, player)}'s graveyard`, '702.127a');
  if (from === 'hand' && a.as !== 'flashback' && a.as !== 'escape' && a.as !== 'disturb') return from;
  if (a.as === 'disturb') throw new RulesError(`Disturb casts ${def.name} transformed from its owner's graveyard, not from the ${from}`, '702.146a');
  if (a.as === 'escape') throw new RulesError(`Escape casts ${def.name} from its owner's graveyard, not from the ${from}`, '702.138a');
  if (a.as === 'flashback') throw new RulesError(`Flashback casts ${def.name} from its owner's graveyard, not from the ${from}`, '702.34a');
  throw new RulesError(`Nothing allows ${playerName(s, player)} to cast ${def.name} from the ${from}`, '601.3');
}

/** Everything a cast announces and costs (601.2a-f), checked without changing anything. */
export function proposeCast(s: GameState, a: Cast, permission?: Permission) {
  const o = objectAt(s, a.card);
  if (!o) throw new RulesError('There is no such card in the game', '601.3');
  const card = cardOf(s, o);
  if (!permission) requirePriority(s, a.player, `cast ${card.name}`);
  // 702.61a: not even during a resolution (608.2g): no other spell is cast while it is on the stack.
  checkSplitSecond(s, `cast ${card.name}`);
  if (card.types.includes('Land')) throw new RulesError(`${card.name} is a land: a land is played, not cast`, '601.3');
  if (card.uncastable) throw new RulesError(`${card.name} can't be cast in this sandbox yet: ${card.uncastable.reason}`, card.uncastable.rule);
  // 709.3a, 715.3a: only the half chosen is evaluated to see if it can be cast.
  const shape = castShape(card, a);
  const def = shape.def;
  const from = checkZone(s, o, a.player, a, def, permission);
  checkCastRestriction(s, o, def, a.player); // 601.3: "Cast ~ only ..."

  // 601.2b-d: the alternative cost, modes, X, targets and division are announced.
  // 712.11d: the front face's ability that casts the card transformed is considered too.
  const alt = chooseAlternative(castsTransformed(a.as) ? card : def, a.as, permission?.withoutPaying ?? false);
  if (alt !== 'withoutPaying' && alt?.kind === 'miracle' && !permission?.duringResolution) {
    throw new RulesError(`${def.name} can be cast for its miracle cost only as its miracle trigger resolves, right after it is drawn`, '601.3');
  }
  if (alt !== 'withoutPaying' && alt?.kind === 'surge') checkSurge(s, def.name, a.player); // 702.117a
  if (alt !== 'withoutPaying' && alt?.kind === 'spectacle') checkSpectacle(s, def.name, a.player); // 702.137a
  if (alt !== 'withoutPaying' && alt?.kind === 'madness' && !permission?.duringResolution) {
    throw new RulesError(`${def.name} can be cast for its madness cost only as its madness trigger resolves, after it is discarded and exiled`, '702.35a');
  }
  const faceDown = alt !== 'withoutPaying' && alt?.kind === 'morph';
  // 118.6, 202.1b: no mana cost is an unpayable cost; only an alternative cost (118.6a) may be paid instead.
  if (alt === undefined && def.manaCost === undefined && !o.copy) throw new RulesError(`${def.name} has no mana cost, an unpayable cost: it can be cast only without paying its mana cost or for an alternative cost`, '118.6');
  if (!permission?.duringResolution) checkTiming(s, o, def, a.player, faceDown);
  const base = baseMana(def, alt);
  if (alt === 'withoutPaying' && (a.x ?? 0) !== 0 && parseCost(def.manaCost ?? '').some((c) => c.kind === 'x')) {
    throw new RulesError(`${def.name} is cast without paying its mana cost, so X must be 0`, '107.3b');
  }
  // 702.37c, 708.4: cast face down, only its face-down characteristics apply to casting it: no
  // additional cost, cost reduction, modes or targets of its own, and it is colorless.
  // 702.103d: cast bestowed, only its characteristics as bestow modifies them: an Aura spell that targets a creature.
  const bestowed = alt !== 'withoutPaying' && alt?.kind === 'bestow';
  // 702.96b: cast for its overload cost, its text says "each" where it said "target".
  const overloaded = alt !== 'withoutPaying' && alt?.kind === 'overload';
  // 702.113a-b: cast for its awaken cost, it has the awaken ability's target and effects too.
  const awakened = alt !== 'withoutPaying' && alt?.kind === 'awaken';
  const spell = faceDown ? faceDownSpell(def) : bestowed ? bestowedSpell(def) : overloaded ? overloadedSpell(def) : awakened ? awakenedSpell(def) : def;
  const chosen = announce(s, spell, a.player, a, base.some((c) => c.kind === 'x'), o.id);
  // 601.2f: the total cost, locked in before anything is paid.
  const castWith = permission ? undefined : graveyardCast(def, o, a);
  const total = totalCost(s, spell, o.id, a.player, a, alt, chosen.x, chosen.targets, castWith);
  // 702.132a: the assisting player's part of the generic mana, taken off what the caster pays.
  const assist = a.assist ? assistPayment(s, def, a.player, a.assist, total.mana) : undefined;
  const cost = assist ? { ...total, mana: assist.rest } : total;
  // Before auto-tap looks for mana that could never pay it.
  refuseUnpayable(cost.mana, def.name);
  return { o, def, from, base, chosen, cost, castWith, shape, assist };
}

export function cast(tx: Tx, a: Cast, permission?: Permission): void {
  const s = hold(tx);
  const { o, def, from, base, chosen, cost, castWith, shape, assist } = proposeCast(s, a, permission);

  const id = moveObject(tx, o.id, 'stack', {
    controller: a.player,
    stackItem: {
      kind: 'spell',
      targets: chosen.targets,
      seen: seenTargets(s, chosen.targets),
      x: chosen.x,
      modes: chosen.modes,
      castFrom: from,
      ...(chosen.divide ? { divide: chosen.divide } : {}),
      ...(cost.kicked ? { kicked: true } : {}),
      ...(cost.timesKicked ? { timesKicked: cost.timesKicked } : {}),
      ...(cost.castAs ? { castAs: cost.castAs } : {}),
      ...(cost.boughtBack ? { boughtBack: true } : {}),
      ...(cost.copyCosts ? { copyCosts: cost.copyCosts } : {}),
      ...(cost.replicated ? { replicated: cost.replicated } : {}),
      ...(castWith ? { castWith } : {}),
      ...(shape.adventure ? { adventure: true } : {}),
    },
    // 708.4: turned face down before it is put onto the stack.
    ...(cost.castAs === 'morph' ? { faceDown: true } : {}),
    // 702.103b: it becomes an Aura enchantment with enchant creature as it is put onto the stack.
    ...(cost.castAs === 'bestow' ? { bestowed: true } : {}),
  });
  putHalfOnStack(tx, id, shape);
  if (cost.castAs === 'morph') {
    // 702.37c, 708.4: the log names no face-down card; its controller may look at it (708.5).
    log(tx, ['702.37c', '708.4'], `${playerName(tx.s, a.player)} casts a face-down 2/2 creature spell by a morph ability, paying {3} rather than its mana cost.`, [id]);
  }
  // 707.12: casting a copy of a card follows 601.2a-h, and the copy becomes cast.
  const name = o.copy ? `a copy of ${def.name}` : def.name;
  if (cost.castAs !== 'morph') log(tx, o.copy ? '707.12' : '601.2', castText(tx.s, a.player, name, chosen, cost, from, base.some((c) => c.kind === 'x'), castWith, shape.adventure), [id, ...chosen.targets.flat()]);
  if (cost.changed) {
    const { more, less } = cost.changed;
    const parts = [more ? `{${more}} more` : '', less ? `{${less}} less` : ''].filter(Boolean).join(' and ');
    log(tx, '601.2f', `${cost.castAs === 'morph' ? 'The face-down spell' : def.name}'s total cost is its cost ${parts} (cost increases first, then reductions; generic mana only, never below {0}).`, [id]);
  }
  if (cost.castAs === 'bestow') log(tx, ['702.103a', '702.103b'], `${def.name} is cast bestowed: an Aura spell with enchant creature, for its bestow cost rather than its mana cost.`, [id]);
  if (cost.castAs === 'awaken') log(tx, ['702.113a', '702.113b'], `${def.name}'s awaken cost is paid rather than its mana cost: as it resolves, it also puts +1/+1 counters on the land it targets, and that land becomes a 0/0 Elemental creature with haste.`, [id]);
  if (cost.castAs && castsTransformed(cost.castAs)) log(tx, [transformedRule(cost.castAs), '712.11a'], `${cardOf(s, o).name} is cast transformed from ${playerName(tx.s, a.player)}'s graveyard for its ${cost.castAs} cost: ${def.name} is put onto the stack with its back face up.`, [id]);
  if (cost.castAs === 'escape') log(tx, '702.138a', `${def.name} escapes: it is cast from ${playerName(tx.s, a.player)}'s graveyard for its escape cost.`, [id]);
  if (a.entwine) log(tx, '702.42a', `${def.name}'s entwine cost is paid as an additional cost, so all of its modes are chosen (118.8).`, [id]);
  if (castWith === 'aftermath') log(tx, '702.127a', `${def.name} is cast from ${playerName(tx.s, a.player)}'s graveyard by its aftermath ability.`, [id]);
  else if (castWith) {
    const rule = castWith === 'retrace' ? '702.81a' : '702.133a';
    log(tx, rule, `${def.name} is cast from ${playerName(tx.s, a.player)}'s graveyard by its ${castWith} ability, discarding ${castWith === 'retrace' ? 'a land card' : 'a card'} as an additional cost.`, [id]);
  }
  // 601.2g, 601.2h: mana abilities, then every part of the cost at once. The objects that pay by
  // convoke, improvise or delve are tapped or exiled first, so that auto-tap doesn't take them for mana.
  if (cost.objects) payObjects(tx, a.player, cost.objects, def.name);
  const payingFor = cost.castAs === 'morph' ? 'a face-down creature spell' : def.name;
  if (assist) payAssist(tx, assist, a.player, payingFor); // 702.132a
  if (a.autoTap) autoTap(tx, a.player, cost.mana, exactMana(a.pay), payingFor);
  const paid = payTotalCost(tx, a.player, cost, a.pay, payingFor);
  patchObject(tx, id, { stackItem: { ...objectAt(tx.s, id).stackItem!, paid } });
  const p = getPlayer(tx.s, a.player);
  patchPlayer(tx, a.player, { castThisTurn: [...p.castThisTurn, def.name] });
  patchTurn(tx, { passed: [] });
  // 601.2c: its targets became its targets (ward triggers, 702.21a); they wait until it is cast.
  becameTargets(tx, id);
  // 601.2i: the spell becomes cast; "whenever you cast" abilities trigger.
  spellCast(tx, id, p.castThisTurn);
  // 601.2i, 117.3c: the caster gets priority again, unless it was cast during a resolution (608.2g).
  if (!permission?.duringResolution) pushFront(tx, { op: 'priority', player: a.player });
}

function castText(s: GameState, player: PlayerId, name: string, chosen: Announced, cost: TotalCost, from: Zone, hasX: boolean, castWith?: StackItem['castWith'], adventure = false): string {
  const parts: string[] = [];
  if (from !== 'hand') parts.push(`from ${from === 'exile' ? 'exile' : 'the graveyard'}${castWith ? ` with ${castWith}` : ''}`);
  if (adventure) parts.push('as an Adventure');
  if (cost.castAs === 'withoutPaying') parts.push('without paying its mana cost');
  else if (cost.castAs) parts.push(`for its ${cost.castAs} cost`);
  if (chosen.modes.length) parts.push(`choosing ${chosen.parts.map((p) => `"${p.text}"`).join(' and ')}`);
  if (hasX) parts.push(`with X = ${chosen.x}`);
  if (cost.kicked) parts.push(cost.timesKicked ? `kicked ${cost.timesKicked === 2 ? 'twice' : `${cost.timesKicked} times`}` : 'kicked');
  if (cost.boughtBack) parts.push('with buyback');
  if (cost.replicated) parts.push(`paying its replicate cost ${cost.replicated === 1 ? 'once' : cost.replicated === 2 ? 'twice' : `${cost.replicated} times`}`);
  for (const k of cost.copyCosts ?? []) parts.push(k === 'casualty' ? 'paying its casualty cost' : 'paying its conspire cost');

  const dividing = chosen.specs.findIndex((sp) => sp.divide !== undefined);
  const aimed = chosen.targets.flatMap((group, g) =>
    group.map((t, j) => (g === dividing && chosen.divide ? `${describe(s, t)} (${chosen.divide[j]})` : describe(s, t))),
  );
  if (aimed.length) parts.push(`targeting ${aimed.join(', ')}`);
  return `${playerName(s, player)} casts ${name}${parts.length ? ' ' + parts.join(', ') : ''}.`;
}
