// A creature put onto the battlefield attacking (506.3, 508.4): it attacks what the effect says,
// it never "attacked" (508.4: no attack trigger), and it isn't affected by the requirements and
// restrictions of declaring attackers (508.4c). Entering during the declare blockers step or later,
// it is unblocked (508.4d).
import { isCreature, isType } from '../state/characteristics';
import type { Tx } from '../state/game';
import { describe, log, playersInGame } from '../state/game';
import type { EntityId, ObjectId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { setCombat } from './combat';

/** Why the permanent can't be an attacking creature as it enters, with its rule; null if it can. */
function notAttacking(tx: Tx, permanent: ObjectId, attacks: EntityId | null): [string, string] | null {
  const s = tx.s;
  const o = objectAt(s, permanent);
  if (!s.combat) return ['506.1', 'no combat is under way'];
  if (!isCreature(s, o)) return ['506.3a', "it isn't a creature"];
  if (o.controller !== s.turn.active) return ['506.3b', "its controller isn't the attacking player"];
  if (attacks === null) return ['508.4a', 'what it would attack has left combat'];
  if (s.players[attacks]) return playersInGame(s).includes(attacks) ? null : ['508.4a', `${describe(s, attacks)} has left the game`];
  const walker = objectAt(s, attacks);
  const ok = !!walker && walker.zone === 'battlefield' && isType(s, walker, 'Planeswalker') && walker.controller !== s.turn.active && playersInGame(s).includes(walker.controller);
  return ok ? null : ['508.4a', 'the planeswalker it would attack is no longer one a defending player controls'];
}

export function enterAttacking(tx: Tx, permanent: ObjectId, attacks: EntityId | null): void {
  const why = notAttacking(tx, permanent, attacks);
  if (why) {
    log(tx, why[0], `${describe(tx.s, permanent)} enters the battlefield, but it is never an attacking creature: ${why[1]}.`, [permanent]);
    return;
  }
  const combat = tx.s.combat!;
  const unblocked = combat.blockersDeclared.length > 0 ? ', unblocked (508.4d)' : '';
  setCombat(tx, { ...combat, attackers: [...combat.attackers, { id: permanent, attacks, blocked: false, blockedBy: [] }] });
  log(tx, '508.4', `${describe(tx.s, permanent)} enters the battlefield attacking ${describe(tx.s, attacks!)}${unblocked}; it was never declared as an attacker.`, [permanent]);
}
