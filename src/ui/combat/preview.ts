// A preview of the combat damage (510.1-510.2) for the summary panel: who deals how much to whom,
// as assigned in the damage prompt when one is open, or earlier in this damage step; else, for an
// attacker blocked by several creatures, one of the ways its controller may divide it (510.1c):
// lethal damage to each blocker in the order they blocked, the rest to the last or, with trample,
// to what it attacks (702.19b). It is a preview, labelled so: the players choose, and the engine
// deals the damage. Power, toughness, keywords and lethal damage are the engine's.
import { dealers, hasKeyword, isCreature, lethalDamage, objectAt, power, toughness, type EntityId, type GameState, type ObjectId } from '../../engine';
import type { ShownAttack } from './combatView';
import type { DamageDraft } from './damage';

export type Hit = { from: ObjectId; to: EntityId; amount: number };

export type CreatureFate = {
  /** Damage it would be dealt in this combat. */
  received: number;
  /** 704.5g-h: damage at least its toughness, or any damage from a source with deathtouch. */
  dies: boolean;
  /** It would die but for indestructible (702.12b). */
  indestructible: boolean;
};

/** `life`: damage to each player or planeswalker. */
export type DamagePreview = { hits: Hit[]; fate: Map<ObjectId, CreatureFate>; life: Map<EntityId, number> };

/**
 * Whether a creature deals combat damage in the step the preview is about, as the engine decides
 * it (510.4, `dealers`): in the first-strike damage step before its damage, those with first or
 * double strike; after it, the regular step's. Before combat damage, every creature.
 */
function strikesNow(s: GameState, id: ObjectId): boolean {
  const step: string = s.turn.step;
  if (step === 'firstStrikeDamage' && s.choice?.kind === 'damage') return dealers(s, true).includes(id);
  if (step === 'firstStrikeDamage' || step === 'combatDamage') return dealers(s, false).includes(id);
  return true;
}

/** The most damage a source can assign in one step: its power, or none (510.1a). */
function dealt(s: GameState, id: ObjectId): number {
  const o = objectAt(s, id);
  return o && o.zone === 'battlefield' && strikesNow(s, id) ? Math.max(0, power(s, o)) : 0;
}

/** Damage that is lethal to a creature (702.2c, 510.1c), as the engine counts it: what its toughness lacks, 1 from deathtouch. */
export function lethalFrom(s: GameState, source: ObjectId, to: ObjectId): number {
  const o = objectAt(s, to);
  const src = objectAt(s, source);
  return o ? lethalDamage(s, o, [], !!src && hasKeyword(s, src, 'deathtouch')) : 0;
}

/** How the preview divides an attacker's damage that nobody has assigned yet (see the header). */
function defaultAssignment(s: GameState, a: ShownAttack): Hit[] {
  let left = dealt(s, a.attacker);
  if (left === 0) return [];
  const trample = hasKeyword(s, objectAt(s, a.attacker), 'trample');
  if (!a.blocked && a.blockers.length === 0) return a.attacks ? [{ from: a.attacker, to: a.attacks, amount: left }] : [];
  const blockers = a.blockers.filter((b) => objectAt(s, b)?.zone === 'battlefield');
  const hits: Hit[] = [];
  blockers.forEach((b, i) => {
    const last = i === blockers.length - 1 && !trample;
    const amount = last ? left : Math.min(left, lethalFrom(s, a.attacker, b));
    if (amount > 0) hits.push({ from: a.attacker, to: b, amount });
    left -= amount;
  });
  if (left > 0 && trample && a.attacks) hits.push({ from: a.attacker, to: a.attacks, amount: left });
  return hits;
}

/**
 * A source's damage as assigned: in the damage prompt open for it, else earlier in this combat
 * damage step (state.combat.assigned, 510.1); null when nobody has assigned it yet.
 */
function assignedHits(s: GameState, id: ObjectId, draft: DamageDraft | null): Hit[] | null {
  const prompt = s.choice?.combat;
  const to =
    draft && s.choice === draft.for && prompt?.kind === 'damage' && prompt.source === id
      ? draft.amounts
      : s.combat?.assigned?.find((a) => a.source === id)?.to;
  if (!to) return null;
  return Object.entries(to).filter(([, amount]) => amount > 0).map(([recipient, amount]) => ({ from: id, to: recipient, amount }));
}

export function previewDamage(s: GameState, attacks: ShownAttack[], draft: DamageDraft | null): DamagePreview {
  const hits: Hit[] = [];
  const blockerDone = new Set<ObjectId>();
  for (const a of attacks) {
    hits.push(...(assignedHits(s, a.attacker, draft) ?? defaultAssignment(s, a)));
    for (const b of a.blockers) {
      // A creature blocking several attackers divides its damage among them (510.1d); unassigned, the preview gives it to the first.
      if (blockerDone.has(b)) continue;
      blockerDone.add(b);
      const given = assignedHits(s, b, draft);
      if (given) hits.push(...given);
      else if (dealt(s, b) > 0) hits.push({ from: b, to: a.attacker, amount: dealt(s, b) });
    }
  }
  const fate = new Map<ObjectId, CreatureFate>();
  const life = new Map<EntityId, number>();
  for (const h of hits) {
    const o = objectAt(s, h.to);
    // A player loses that much life (120.3a), a planeswalker that many loyalty counters (120.3c).
    if (!o || !isCreature(s, o)) {
      life.set(h.to, (life.get(h.to) ?? 0) + h.amount);
      continue;
    }
    const f = fate.get(h.to) ?? { received: 0, dies: false, indestructible: false };
    f.received += h.amount;
    const deathtouch = h.amount > 0 && hasKeyword(s, objectAt(s, h.from), 'deathtouch');
    const lethal = deathtouch || o.damage + f.received >= toughness(s, o);
    f.indestructible = lethal && hasKeyword(s, o, 'indestructible');
    f.dies = f.dies || (lethal && !f.indestructible);
    fate.set(h.to, f);
  }
  return { hits, fate, life };
}
