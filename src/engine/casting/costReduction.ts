// Cost reductions a spell states of itself (601.2f): affinity (702.41a, "This spell costs {1} less
// to cast for each [text] you control"; several instances each apply, 702.41b) and "~ costs {1}
// less to cast for each artifact you control". They reduce generic mana only, never below {0}.
import type { CardDef, SpellFilter } from '../state/card';
import { abilities, colors, hasSubtype, isType } from '../state/characteristics';
import type { EntityId, GameObject } from '../state/state';
import type { CostSymbol } from '../mana/mana';
import type { GameState, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { abilityIndex } from './abilityIndex';
import { gameAmount } from '../state/gameAmount';
import { currentReader } from '../state/quality';

/** How much generic mana the card's own reductions take off now (read once, as the total cost is locked in). */
export function selfReduction(s: GameState, def: CardDef, player: PlayerId): number {
  let off = 0;
  for (const a of def.abilities) {
    if (a.kind !== 'cost' || !a.reduction) continue;
    if ('amount' in a.reduction) {
      // 601.2f: a number the text reads from the game ("for each creature in your party", 700.8), as the total cost is determined.
      off += a.reduction.generic * Math.max(0, gameAmount(s, currentReader(s), a.reduction.amount, { id: '', controller: player }) ?? 0);
      continue;
    }
    const { generic, forEach, controller, once } = a.reduction;
    const n = s.battlefield.filter((id) => {
      const o = objectAt(s, id);
      // Characteristics as they are now (613): a changeling counts as a Wizard.
      return (controller === 'any' || o.controller === player) && (!forEach.types || forEach.types.some((t) => isType(s, o, t))) && (!forEach.subtype || hasSubtype(s, o, forEach.subtype));
    }).length;
    off += generic * (once ? Math.min(n, 1) : n);
  }
  return off;
}

/** 601.2f, 118.7d: take `off` generic mana out of the cost; what is left of it is at least {0}. */
export function reduceGeneric(mana: readonly CostSymbol[], off: number): CostSymbol[] {
  let left = off;
  const out: CostSymbol[] = [];
  for (const c of mana) {
    if (c.kind === 'generic' && left > 0) {
      const take = Math.min(left, c.amount);
      left -= take;
      if (c.amount - take > 0) out.push({ kind: 'generic', amount: c.amount - take });
      continue;
    }
    out.push(c);
  }
  return out;
}

function spellMatches(s: GameState, spell: GameObject, f: SpellFilter): boolean {
  if (f.types && !f.types.some((t) => isType(s, spell, t))) return false;
  if (f.nonTypes && f.nonTypes.some((t) => isType(s, spell, t))) return false;
  if (f.colors && !f.colors.some((c) => colors(s, spell).includes(c))) return false;
  if (f.subtypes && !f.subtypes.some((t) => hasSubtype(s, spell, t))) return false;
  return true;
}

/**
 * 601.2f: the generic mana the static abilities of permanents add to and take off a spell's cost
 * ("Noncreature spells cost {1} more to cast.", "Artifact spells you cast cost {1} less to cast."),
 * judged by the spell's characteristics as it is cast.
 */
export function staticCostChanges(s: GameState, spell: GameObject, player: PlayerId, targets: readonly EntityId[] = []): { more: number; less: number } {
  const out = { more: 0, less: 0 };
  // Only permanents with a static ability can change a cost: the index of them, kept per battlefield.
  for (const id of abilityIndex(s).withStatic) {
    const o = objectAt(s, id);
    for (const a of abilities(s, o)) {
      if (a.kind !== 'static' || a.rule?.kind !== 'spellCost') continue;
      const r = a.rule;
      if (r.caster === 'you' && o.controller !== player) continue;
      if (r.caster === 'opponents' && o.controller === player) continue;
      if (!spellMatches(s, spell, r.spells)) continue;
      if (r.targetingSelf && !targets.includes(o.id)) continue;
      out[r.change === 'more' ? 'more' : 'less'] += r.generic;
    }
  }
  return out;
}
