// Restrictions on attacking and blocking that look at other objects (508.1c, 509.1a-b): a filter
// on the creatures that may block an attacker, on the attackers a creature may block, a condition
// on the player it would attack, and limits on the whole declaration ("can't attack alone", "can't
// be blocked by more than one creature", "except by three or more creatures").
import type { CombatRules, EachFilter } from '../state/card';
import { abilities, power } from '../state/characteristics';
import type { GameObject, GameState, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { attachmentsOn } from '../state/attachment';
import { currentReader, permanentsOf, qualityHolds } from '../state/quality';

type Key = Exclude<keyof CombatRules, 'kind' | 'attached'>;

/** The values a combat rule has for `o`: from its own abilities, and from those of an Aura or Equipment attached to it (301.5, 303.4). */
export function ruleValues<K extends Key>(s: GameState, o: GameObject, key: K): NonNullable<CombatRules[K]>[] {
  return rulesWithText(s, o, key).map((r) => r.value);
}

/** As ruleValues, each with the text of the ability that states it, for the messages. */
export function rulesWithText<K extends Key>(s: GameState, o: GameObject, key: K): { value: NonNullable<CombatRules[K]>; text: string }[] {
  const out: { value: NonNullable<CombatRules[K]>; text: string }[] = [];
  for (const a of abilities(s, o)) if (a.kind === 'static' && a.rule?.kind === 'combat' && a.rule[key] !== undefined && !a.rule.attached) out.push({ value: a.rule[key]!, text: a.text });
  for (const id of attachmentsOn(s, o.id)) {
    for (const a of abilities(s, objectAt(s, id))) {
      if (a.kind === 'static' && a.rule?.kind === 'combat' && a.rule[key] !== undefined && a.rule.attached) out.push({ value: a.rule[key]!, text: a.text });
    }
  }
  // A resolved effect's "can block an additional creature this turn" (611.2a): not an ability, kept beside the layers.
  for (const e of s.effects ?? []) {
    const value = e.combat && key in e.combat ? (e.combat as Partial<CombatRules>)[key] : undefined;
    if (value !== undefined && e.affects.objects.includes(o.id)) out.push({ value: value!, text: `${e.source.name}'s effect` });
  }
  return out;
}

/** A creature of the filter, as the characteristics are now; "you control" is seen from `controller`. */
export function creatureOf(s: GameState, o: GameObject, f: EachFilter, controller: PlayerId): boolean {
  const c = currentReader(s).of(o);
  return (f.permanents ?? ['Creature']).some((t) => c.types.includes(t)) && qualityHolds(s, currentReader(s), o, f.quality, controller);
}

/** 509.1b: why the attacker's or the blocker's restriction forbids this one pair; null when none does. */
export function pairForbidden(s: GameState, attacker: GameObject, blocker: GameObject): { why: string; rule: string } | null {
  const a = attacker.card;
  const b = blocker.card;
  const by = rulesWithText(s, attacker, 'cantBeBlockedBy').find((r) => creatureOf(s, blocker, r.value, attacker.controller));
  if (by) return { why: `${a}'s "${by.text}", and ${b} is such a creature`, rule: '509.1b' };
  const only = rulesWithText(s, attacker, 'blockableOnlyBy').find((r) => !r.value.some((f) => creatureOf(s, blocker, f, attacker.controller)));
  if (only) return { why: `${a}'s "${only.text}", and ${b} isn't such a creature`, rule: '509.1b' };
  // "Target creature can't block ~ this turn" (509.1b): the effect's source is the attacker it can't block.
  const source = s.effects?.find((e) => e.combat?.cantBlockSource && e.source.id === attacker.id && e.affects.objects.includes(blocker.id));
  if (source) return { why: `${source.source.name}'s effect says ${b} can't block ${a} this turn`, rule: '509.1b' };
  const weaker = rulesWithText(s, attacker, 'cantBeBlockedByLessPower')[0];
  if (weaker && power(s, blocker) < power(s, attacker)) return { why: `${a}'s "${weaker.text}", and ${b}'s power is less`, rule: '509.1b' };
  const those = rulesWithText(s, blocker, 'cantBlockThose').find((r) => creatureOf(s, attacker, r.value, blocker.controller));
  if (those) return { why: `${b}'s "${those.text}", and ${a} is such a creature`, rule: '509.1b' };
  return null;
}

/** 508.1c: whether the player a creature would attack controls what its restriction asks for ("an Island"). */
export function defenderAllows(s: GameState, attacker: GameObject, defender: PlayerId): boolean {
  return defenderRefuses(s, attacker, defender) === undefined;
}

/** The text of the restriction the defending player doesn't meet, if any. */
export function defenderRefuses(s: GameState, attacker: GameObject, defender: PlayerId): string | undefined {
  return rulesWithText(s, attacker, 'attacksOnlyIfDefenderControls').find(
    (r) => permanentsOf(s, currentReader(s), { ...r.value, quality: { ...r.value.quality, controller: 'you' } }, defender).length === 0,
  )?.text;
}

/** The fewest creatures that may block it (menace's 2, 702.111b, or "except by three or more creatures"), and the most. */
export function blockerCount(s: GameState, attacker: GameObject, menace: boolean): { min: number; max: number } {
  const min = Math.max(menace ? 2 : 1, ...ruleValues(s, attacker, 'minBlockers'));
  const max = Math.min(Infinity, ...ruleValues(s, attacker, 'maxBlockers'));
  return { min, max };
}

/** 509.1a: how many attackers the creature may block: one, one more per "an additional creature", or any number. */
export function blocksAllowed(s: GameState, blocker: GameObject): number {
  let n = 1;
  for (const v of ruleValues(s, blocker, 'blocksAdditional')) {
    if (v === 'any') return Infinity;
    n += v;
  }
  return n;
}
