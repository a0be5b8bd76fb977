// The rules a resolved effect's combat rule is cited with in the log (611.2a beside it): a
// restriction on blocking (509.1b), a requirement to attack (508.1d) or to block (509.1c), blocking
// more creatures (509.1a), attacking in spite of defender (702.3b), assigning no combat damage (510.1a).
import type { CombatRestriction } from '../state/layers';

export function combatRulesCited(c: CombatRestriction): string[] {
  const out: string[] = [];
  if (c.cantAttack) out.push('508.1c');
  if (c.cantBlock || c.cantBeBlocked || c.cantBlockSource) out.push('509.1b');
  if (c.attacksEachCombat) out.push('508.1d');
  if (c.blocksEachCombat || c.lure || c.mustBeBlocked || c.blocksSource) out.push('509.1c');
  if (c.blocksAdditional) out.push('509.1a');
  if (c.attacksDespiteDefender) out.push('702.3b');
  if (c.activatedAbilitiesCantBeActivated) out.push('602.5');
  if (c.assignsNoCombatDamage) out.push('510.1a');
  return out.length ? out : ['509.1b'];
}
