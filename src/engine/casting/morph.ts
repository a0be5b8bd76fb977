// Morph and megamorph (702.37), face-down spells and permanents (708). Casting face down is an
// alternative cost (118.9) of {3} (casting.ts, totalCost.ts); the face-down values are its copiable
// values (613.2b, layers/working.ts). Here: turning it face up, a special action (116.2b, 702.37e),
// (revealing it as it leaves, 708.9: state/faceDown.ts).
import type { Action } from '../actions';
import type { AlternativeCost, CardDef } from '../state/card';
import { cardOf } from '../state/characteristics';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { hold, log, patchState, patchTurn, playerName, setObjects } from '../state/game';
import type { GameObject, GameState } from '../state/state';
import { objectAt, tableSet } from '../state/objectTable';
import { requirePriority } from '../turn/priority';
import { parseCost } from '../mana/mana';
import { autoTap } from '../mana/autoTap';
import { exactMana, payMana } from './costs';
import { pushFront } from '../stack/agenda';
import { checkWithin } from '../state/limits';
import { turnedFaceUp } from '../stack/triggers';
import { countersPut } from '../stack/counterTriggers';

type TurnFaceUp = Extract<Action, { type: 'turnFaceUp' }>;
type Morph = Extract<AlternativeCost, { kind: 'morph' }>;

/**
 * 702.37c, 708.4: what casting the card face down sees of it: a 2/2 creature spell with no text, no
 * name (kept here only for the caster's own error messages), no subtypes, no mana cost, no color.
 */
export function faceDownSpell(def: CardDef): CardDef {
  return { name: def.name, types: ['Creature'], power: 2, toughness: 2, oracle: '', abilities: [], colors: [] };
}

/** The morph cost its card states: what it would have if it were face up (702.37e). */
export function morphCost(s: GameState, o: GameObject): Morph | undefined {
  for (const a of cardOf(s, o).abilities) if (a.kind === 'cost' && a.alternative?.kind === 'morph') return a.alternative;
  return undefined;
}

/**
 * 702.37e, 116.2b: any time they have priority, a player may turn a face-down permanent they
 * control with a morph ability face up by paying its morph cost; it doesn't use the stack. It stays
 * the same object (708.8): effects on it go on applying; it didn't enter, so nothing of entering applies.
 */
export function turnFaceUp(tx: Tx, a: TurnFaceUp): void {
  const s = hold(tx);
  const o = objectAt(s, a.permanent);
  if (!o || o.zone !== 'battlefield') throw new RulesError('There is no such permanent on the battlefield', '702.37e');
  requirePriority(s, a.player, 'turn a face-down permanent face up');
  if (!o.faceDown) throw new RulesError(`${o.card} is face up already`, '702.37e');
  if (o.controller !== a.player) throw new RulesError(`${playerName(s, a.player)} doesn't control that face-down permanent: only its controller may turn it face up`, '702.37e');
  const morph = morphCost(s, o);
  // 702.37e: without a morph cost if it were face up, it can't be turned face up this way.
  if (!morph) throw new RulesError('That face-down permanent would have no morph cost if it were face up, so it can\'t be turned face up this way', '702.37e');
  const cost = parseCost(morph.turnUp);
  const who = playerName(s, a.player);
  // 702.37e: the morph cost is shown to all players, then paid.
  const what = `turning ${o.card} face up (its ${morph.mega ? 'megamorph' : 'morph'} cost ${morph.turnUp})`;
  if (a.autoTap) autoTap(tx, a.player, cost, exactMana(a.pay), what);
  payMana(tx, a.player, cost, a.pay, what);
  const counters = { ...o.counters };
  // 702.37b, 708.11: "As this permanent is turned face up, put a +1/+1 counter on it if its megamorph cost was paid."
  if (morph.mega) {
    counters['+1/+1'] = (counters['+1/+1'] ?? 0) + 1;
    checkWithin('counters', counters['+1/+1'], '122.1');
  }
  // The same object, face up: no field is left set to undefined (a state survives a JSON round trip).
  const { faceDown: _, ...up } = o;
  setObjects(tx, tableSet(tx.s.objects, { ...up, counters }), o.id);
  // The abilities it has now are found anew (casting/abilityIndex.ts keys on the battlefield list).
  patchState(tx, { battlefield: [...tx.s.battlefield] });
  log(tx, '702.37e', `${who} turns a face-down creature face up, paying its ${morph.mega ? 'megamorph' : 'morph'} cost ${morph.turnUp}: it is ${o.card} (a special action: it doesn't use the stack, 116.2b).`, [a.player, o.id]);
  if (morph.mega) countersPut(tx, o.id, '+1/+1', 1); // 702.37b
  if (morph.mega) log(tx, '702.37b', `${o.card} gets a +1/+1 counter as it is turned face up: its megamorph cost was paid.`, [o.id]);
  turnedFaceUp(tx, o.id);
  patchTurn(tx, { passed: [] });
  // 117.3c: after a special action, the player who took it receives priority.
  pushFront(tx, { op: 'priority', player: a.player });
}
