// Casting a spell (601.2): checked in full before anything changes, then moved to the stack
// (601.2a), its choices recorded, its costs paid (601.2h), and its caster gets priority (601.2i).
import type { Action } from './actions';
import { pushFront } from './agenda';
import { cardOf, hasKeyword } from './characteristics';
import { exactMana, payMana } from './costs';
import { RulesError } from './errors';
import type { Tx } from './game';
import { describe, getPlayer, log, patchPlayer, patchTurn, playerName } from './game';
import { parseCost, withX } from './mana';
import { autoTap } from './autoTap';
import { requirePriority } from './priority';
import { targetSpecsOf } from './abilities';
import type { GameState, GameObject, PlayerId } from './state';
import { chooseTargets } from './targets';
import { isMainPhase } from './turn';
import { moveObject } from './zones';

type Cast = Extract<Action, { type: 'cast' }>;

/** 117.1a: an instant (or a spell with flash) any time you have priority; the rest only at sorcery speed. */
function checkTiming(s: GameState, o: GameObject, player: PlayerId): void {
  const def = cardOf(s, o);
  if (def.types.includes('Instant') || hasKeyword(s, o, 'flash')) return;
  const kind = def.types.includes('Sorcery') ? 'a sorcery' : `a ${def.types.join(' ').toLowerCase()} spell`;
  const when = 'only during your main phase while the stack is empty';
  if (s.turn.active !== player) throw new RulesError(`${def.name} is ${kind}: it can be cast ${when}, and it is ${playerName(s, s.turn.active)}'s turn`, '117.1a');
  if (!isMainPhase(s.turn.step)) throw new RulesError(`${def.name} is ${kind}: it can be cast ${when}, not in this step`, '117.1a');
  if (s.stack.length > 0) throw new RulesError(`${def.name} is ${kind}: it can be cast ${when}, and the stack isn't empty`, '117.1a');
}

export function cast(tx: Tx, a: Cast): void {
  const s = tx.s;
  const o = s.objects[a.card];
  if (!o) throw new RulesError('There is no such card in the game', '601.3');
  const def = cardOf(s, o);
  requirePriority(s, a.player, `cast ${def.name}`);
  const from = a.from ?? 'hand';
  if (from !== 'hand') throw new RulesError(`Nothing allows ${playerName(s, a.player)} to cast ${def.name} from the ${from}`, '601.3');
  if (o.zone !== 'hand' || o.owner !== a.player) {
    throw new RulesError(`${def.name} isn't in ${playerName(s, a.player)}'s hand`, '601.3');
  }
  if (def.types.includes('Land')) throw new RulesError(`${def.name} is a land: a land is played, not cast`, '601.3');
  checkTiming(s, o, a.player);
  const cost = parseCost(def.manaCost ?? '');
  const x = a.x ?? 0;
  if (!cost.some((c) => c.kind === 'x') && x !== 0) throw new RulesError(`${def.name} has no {X} in its cost, so X can't be ${x}`, '107.3a');
  if (!Number.isInteger(x) || x < 0) throw new RulesError(`X must be a whole number of 0 or more, not ${x}`, '107.3a');
  if (a.modes?.length) throw new RulesError(`${def.name} is not modal: it has no modes to choose`, '700.2');
  if (a.divide?.length) throw new RulesError(`${def.name} doesn't divide anything among its targets`, '601.2d');
  if (a.as !== undefined) throw new RulesError(`${def.name} has no alternative cost "${a.as}"`, '118.9');
  if (a.kicker) throw new RulesError(`${def.name} has no kicker cost`, '702.33a');
  const paying = Object.values(a.costs ?? {}).flat();
  if (paying.length) throw new RulesError(`${def.name} has no additional or alternative cost that sacrifices, discards or exiles`, '118.8');
  // 601.2c: targets are announced before costs are determined and paid.
  const targets = chooseTargets(s, targetSpecsOf(def.abilities, 'spell'), a.targets, a.player, def.name);

  const id = moveObject(tx, o.id, 'stack', {
    controller: a.player,
    stackItem: { kind: 'spell', targets, x, modes: [], castFrom: from },
  });
  const aimed = targets.flat().map((t) => describe(tx.s, t));
  const xText = cost.some((c) => c.kind === 'x') ? ` with X = ${x}` : '';
  log(tx, '601.2', `${playerName(tx.s, a.player)} casts ${def.name}${xText}${aimed.length ? ` targeting ${aimed.join(', ')}` : ''}.`, [id, ...targets.flat()]);
  const total = withX(cost, x);
  if (a.autoTap) autoTap(tx, a.player, total, exactMana(a.pay), def.name);
  payMana(tx, a.player, total, a.pay, def.name);
  const p = getPlayer(tx.s, a.player);
  patchPlayer(tx, a.player, { castThisTurn: [...p.castThisTurn, def.name] });
  patchTurn(tx, { passed: [] });
  // 601.2i, 117.3c: the caster had priority, so they get it again.
  pushFront(tx, { op: 'priority', player: a.player });
}
