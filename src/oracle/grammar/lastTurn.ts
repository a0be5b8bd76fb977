// The werewolves' conditions on the previous turn (603.4: read as the upkeep trigger would trigger and
// again as it resolves): "no spells were cast last turn" (by any player) and "a player cast two or
// more spells last turn" (some one player). Counted by the engine from each player's spells of the
// turn before (state.ts `castLastTurn`).
import type { StaticConditionNode } from '../tree';
import { number } from './quantity';
import { alt, lit, map, template, where, type Parser } from './primitives';

export const spellsLastTurn: Parser<StaticConditionNode> = alt<StaticConditionNode>(
  map(lit('no spells were cast last turn'), (_, span): StaticConditionNode => ({ kind: 'cardsIn', span, atMost: 0, count: { kind: 'count', span, spellsLastTurn: 'all' } })),
  map(template`a player cast ${where(number, (q) => typeof q.value === 'number')} or more spells last turn`, ([n], span): StaticConditionNode => ({
    kind: 'cardsIn',
    span,
    atLeast: n.value as number,
    count: { kind: 'count', span, spellsLastTurn: 'byOnePlayer' },
  })),
);
