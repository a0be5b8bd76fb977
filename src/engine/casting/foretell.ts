// Foretell (702.143a): "Any time a player has priority during their turn, that player may pay {2}
// and exile a card with foretell from their hand face down. That player may look at that card as
// long as it remains in exile. They may cast that card after the current turn has ended by paying
// any foretell cost it has rather than paying that spell's mana cost." Exiling it is a special
// action (702.143b, 116.2h); casting it is an alternative cost (118.9, 601.2b, 601.2f-h), `as:
// "foretell"`, from exile. The exiled card keeps the turn it was foretold in (GameObject `foretold`);
// as a new object in any other zone (400.7) it is foretold no more.
import type { Action } from '../actions';
import type { CardDef } from '../state/card';
import { RulesError } from '../errors';
import type { Tx } from '../state/game';
import { hold, log, patchObject, playerName } from '../state/game';
import type { GameObject, GameState, PlayerId, Zone } from '../state/state';
import { cardOf } from '../state/characteristics';
import { costAbilities } from './abilities';
import { moveObject } from '../state/zones';
import { afterSpecialAction, cardInHand, payForAction } from './specialAction';

type Foretell = Extract<Action, { type: 'foretell' }>;

/** 116.2h: the cost of the special action. */
const FORETELL_ACTION = '{2}';

/** The card's foretell cost, or undefined when it has no foretell ability. */
export function foretellCost(def: CardDef): string | undefined {
  const alt = costAbilities(def.abilities).alternative.find((c) => c.kind === 'foretell');
  return alt?.kind === 'foretell' ? alt.mana : undefined;
}

/** 116.2h, 702.143a, 702.143b: pay {2} and exile the card face down, during its owner's turn. */
export function foretell(tx: Tx, a: Foretell): void {
  const s = hold(tx);
  const o = cardInHand(s, a, 'foretell a card', '116.2h');
  if (foretellCost(cardOf(s, o)) === undefined) throw new RulesError(`${o.card} has no foretell ability`, '702.143a');
  if (s.turn.active !== a.player) throw new RulesError(`${playerName(s, a.player)} may foretell a card only during their own turn, and it is ${playerName(s, s.turn.active)}'s turn`, '116.2h');
  payForAction(tx, a, FORETELL_ACTION, 'foretelling a card');
  const exiled = moveObject(tx, o.id, 'exile');
  patchObject(tx, exiled, { foretold: tx.s.turn.number });
  // 702.143a, 406.3: face down, only its owner may look at it: the log, which every player reads, doesn't name it.
  log(tx, ['702.143a', '116.2h'], `${playerName(tx.s, a.player)} foretells a card, paying {2}: it is exiled face down, and may be cast for its foretell cost after this turn (a special action: it doesn't use the stack).`, [a.player, exiled]);
  afterSpecialAction(tx, a.player);
}

/** 702.143a: the zone a foretold card is cast from for its foretell cost, or why it can't be. */
export function foretoldZone(s: GameState, o: GameObject, player: PlayerId): Zone {
  if (o.zone !== 'exile' || o.foretold === undefined) throw new RulesError(`${o.card} isn't a foretold card in exile: only a foretold card is cast for its foretell cost`, '702.143a');
  if (o.owner !== player) throw new RulesError(`${o.card} was foretold by ${playerName(s, o.owner)}: only they may cast it`, '702.143a');
  if (s.turn.number <= o.foretold) throw new RulesError(`${o.card} was foretold this turn: it may be cast for its foretell cost only after this turn has ended`, '702.143a');
  return 'exile';
}
