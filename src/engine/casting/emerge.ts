// Emerge (702.119a): "You may cast this spell by paying [cost] and sacrificing a creature rather
// than paying its mana cost" and "If you chose to pay this spell's emerge cost, its total cost is
// reduced by an amount of generic mana equal to the sacrificed creature's mana value." The
// creature is chosen as the total cost is determined (601.2f) and sacrificed as it is paid (601.2h).
import type { CardDef } from '../state/card';
import { RulesError } from '../errors';
import { isCreature, objectManaValue } from '../state/characteristics';
import { describe, playerName } from '../state/game';
import { objectAt } from '../state/objectTable';
import type { GameState, ObjectId, PlayerId } from '../state/state';

/** The creature to sacrifice (given in costs.sacrifice) and the generic mana its mana value takes off. */
export function emergeSacrifice(s: GameState, def: CardDef, player: PlayerId, given: readonly ObjectId[]): { sacrifice: ObjectId[]; less: number } {
  if (given.length !== 1) throw new RulesError(`${def.name} cast for its emerge cost needs one creature sacrificed: give it in costs.sacrifice`, '702.119a');
  const o = objectAt(s, given[0]);
  if (!o || o.zone !== 'battlefield' || o.controller !== player || !isCreature(s, o)) {
    throw new RulesError(`${o ? describe(s, given[0]) : 'That object'} isn't a creature ${playerName(s, player)} controls`, '702.119a');
  }
  return { sacrifice: [o.id], less: objectManaValue(s, o) };
}
