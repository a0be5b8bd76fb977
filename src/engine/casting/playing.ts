// Playing a land (305): a special action (116.2a), not a spell: the land is put onto the
// battlefield at once, nothing goes on the stack, and its player keeps priority (117.3c).
import type { Action } from '../actions';
import { pushFront } from '../stack/agenda';
import { cardOf } from '../state/characteristics';
import { enterBattlefield } from '../state/entering';
import { asksAsItEnters } from '../stack/copyChoice';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { getPlayer, hold, log, patchPlayer, patchTurn, playerName } from '../state/game';
import { requirePriority } from '../turn/priority';
import { isMainPhase } from '../turn/turn';
import { objectAt } from '../state/objectTable';
import { mayPlayFromExile } from '../effects/impulse';
import { additionalLandSources, landsPerTurn, mayPlayLandsFromGraveyard } from './landsPerTurn';

type Play = Extract<Action, { type: 'play' }>;

export function playLand(tx: Tx, a: Play): void {
  const s = hold(tx);
  const o = objectAt(s, a.card);
  if (!o) throw new RulesError('There is no such card in the game', '305.1');
  const def = cardOf(s, o);
  const name = playerName(s, a.player);
  if (!def.types.includes('Land')) throw new RulesError(`${def.name} isn't a land: it is cast, not played`, '305.1');
  requirePriority(s, a.player, `play ${def.name}`);
  // 305.1: from the hand, or from exile when an effect lets the player play it ("You may play that card this turn").
  // 305.1: or from the graveyard of its owner when a permanent they control says "You may play lands from your graveyard."
  const fromGraveyard = o.zone === 'graveyard' && o.owner === a.player ? mayPlayLandsFromGraveyard(s, a.player) : undefined;
  if ((o.zone !== 'hand' || o.owner !== a.player) && !fromGraveyard && !mayPlayFromExile(s, o, a.player)) throw new RulesError(`${def.name} isn't in ${name}'s hand: a land is played from its owner's hand`, '305.1');
  const when = 'a land is played only during a main phase of its player\'s own turn, while the stack is empty';
  if (s.turn.active !== a.player) throw new RulesError(`${name} can't play ${def.name}: ${when}, and it is ${playerName(s, s.turn.active)}'s turn`, '305.1');
  if (!isMainPhase(s.turn.step)) throw new RulesError(`${name} can't play ${def.name}: ${when}, not in this step`, '305.1');
  if (s.stack.length > 0) throw new RulesError(`${name} can't play ${def.name}: ${when}, and the stack isn't empty`, '305.1');
  const played = getPlayer(s, a.player).landsPlayedThisTurn ?? 0;
  const allowed = landsPerTurn(s, a.player);
  if (allowed === 0) throw new RulesError(`${name} can't play lands this turn: an effect says so`, '305.2b');
  if (played >= allowed) {
    // 305.2a-b: the number they can play this turn, compared with the number already played.
    const more = additionalLandSources(s, a.player);
    const why = allowed === 1 ? 'a player can normally play one land during their turn' : `${name} can play ${allowed} lands this turn (${more.join(', ')})`;
    throw new RulesError(`${name} has already played ${played === 1 ? 'a land' : `${played} lands`} this turn: ${why}`, allowed === 1 ? '305.2' : '305.2b');
  }
  // 305.2a: a land beyond the first is legal because the number the player can play this turn is greater.
  if (played >= 1) log(tx, '305.2a', `${name} plays ${def.name}, an additional land (a special action): ${name} can play ${allowed} lands this turn and has played ${played}.`, [a.player, o.id]);
  else log(tx, '305.1', `${name} plays ${def.name}${fromGraveyard && o.zone === 'graveyard' ? ` from ${name}'s graveyard (${fromGraveyard})` : ''} (a special action: it doesn't use the stack).`, [a.player, o.id]);
  // 614.12: a choice made as it enters ("you may pay 2 life") is asked by an `enter` instruction.
  const asks = asksAsItEnters(s, o);
  if (!asks) enterBattlefield(tx, o.id, a.player);
  patchPlayer(tx, a.player, { landsPlayedThisTurn: played + 1 });
  patchTurn(tx, { passed: [] });
  // 117.3c: after a special action, the player who took it receives priority.
  if (asks) pushFront(tx, { op: 'enter', object: o.id, controller: a.player }, { op: 'priority', player: a.player });
  else pushFront(tx, { op: 'priority', player: a.player });
}
