// Nodes of costs and activation restrictions (118, 602.1, 602.5).
import type { Span } from '../normalize';
import type { CardType } from '../../engine/state/card';
import type { Unmodelled } from './abilities';
import type { StaticConditionNode } from './statics';

export type CostPart =
  | { kind: 'tap'; span: Span }
  | { kind: 'untap'; span: Span }
  | { kind: 'sacrificeSelf'; span: Span }
  | { kind: 'payLife'; span: Span; amount: number }
  /** "Pay {E}{E}" (107.14): energy counters removed from the player. */
  | { kind: 'payEnergy'; span: Span; amount: number }
  /** "Discard ~": the card itself, from its owner's hand (702.29a, 113.6m). */
  | { kind: 'discardSelf'; span: Span }
  | { kind: 'exertSelf'; span: Span } // "Exert ~" (701.43a)
  /** "Return ~ to its owner's hand" as a cost (Attunement, Grinning Ignus; 601.2h) */
  | { kind: 'returnSelf'; span: Span }
  /** "Return a land you control to its owner's hand" as a cost (Soratami Savant; 601.2h) */
  | { kind: 'returnPermanent'; span: Span; cardTypes?: CardType[]; subtype?: string }
  /** "Exile ~", "Exile ~ from your hand", "Exile ~ from your graveyard" (113.6m). */
  | { kind: 'exileSelf'; span: Span; from: 'battlefield' | 'hand' | 'graveyard' }
  /** "Remove a +1/+1 counter from ~", "Remove three spore counters from ~" (122.1); "... and sacrifice it" (`andSacrifice`). */
  | { kind: 'removeCounters'; span: Span; counter: string; count: number | 'X'; andSacrifice?: true }
  /** "Put a -1/-1 counter on ~" as a cost (122.6, 601.2h). */
  | { kind: 'putCounters'; span: Span; counter: string; count: number }
  /** "Exile a creature card from your graveyard", "Exile two cards from your graveyard" (406.1). */
  | { kind: 'exileFromGraveyard'; span: Span; count: number; cardType?: CardType; other?: boolean }
  /** "Discard a card", "Discard two cards", "Discard a creature card" (701.9a). */
  | { kind: 'discard'; span: Span; count: number; cardType?: CardType; atRandom?: true } // `atRandom`: 701.9a
  /** "Tap an untapped creature you control", "Tap two untapped Wizards you control" (601.2h). */
  | { kind: 'tapUntapped'; span: Span; count: number; cardTypes?: CardType[]; subtype?: string }
  /** "Sacrifice a creature", "Sacrifice another creature", "Sacrifice a Goblin" (701.21a). */
  | { kind: 'sacrifice'; span: Span; count: number; another: boolean; cardTypes?: CardType[]; subtype?: string }
  | { kind: 'mana'; span: Span; symbols: string }
  | Unmodelled;

export type CostNode = { kind: 'cost'; span: Span; parts: CostPart[] };

/**
 * "Activate only as a sorcery." (602.5d), "Activate only once each turn." (602.5b), "Activate only
 * during your upkeep." and their conjunctions; "as an instant" (602.5e) restricts nothing.
 */
export type RestrictionNode = {
  kind: 'restriction';
  span: Span;
  timing?: 'sorcery' | 'instant';
  during?: 'yourTurn' | 'yourTurnBeforeAttackers' | 'yourUpkeep' | 'combat' | 'declareBlockers' | 'declareAttackers' | 'combatBeforeBlockers' | 'opponentsUpkeep';
  /** "only if you've been attacked this step" (a spell's restriction, castRestriction.ts) */
  attacked?: boolean;
  /** "only if you've cast another spell this turn" */
  castAnother?: boolean;
  oncePerTurn?: boolean;
  /** "Activate no more than twice each turn." (602.5b) */
  timesPerTurn?: number;
  /** "only if you control a Swamp", "only if you control five or more lands" */
  control?: { atLeast: number; cardTypes?: CardType[]; subtype?: string };
  /** "only if seven or more cards are in your graveyard", "only if ~ is attacking": a static ability's condition (611.3b's words). */
  condition?: StaticConditionNode;
  /** "Any player may activate this ability." (602.2) */
  anyPlayer?: boolean;
  /** "only if you have no cards in hand" (hellbent) */
  noCardsInHand?: boolean;
  /** "only if creatures you control have total power 8 or greater" (formidable) */
  totalPower?: number;
};
