// Evasion abilities (702.13, 702.14, 702.28, 702.31, 702.36, 702.118): restrictions on which
// creatures may block an attacker, checked as blockers are declared (509.1b). One pure function
// for the blockers' validation to call per (attacker, blocker) pair, beside flying's and
// protection's checks.
import type { AbilityDef, LandwalkQuality } from '../state/card';
import { abilities, cardOf, colors, hasKeyword, isCreature, isType, power } from '../state/characteristics';
import { playerName } from '../state/game';
import type { GameObject, GameState, PlayerId } from '../state/state';
import { permanents } from '../state/zones';

/** Why an evasion ability forbids this block, with its rule; null when none does. */
export type EvasionRefusal = { rule: string; why: string };

type Landwalk = Extract<AbilityDef, { kind: 'keyword' }> & { landwalk: LandwalkQuality };

/** 702.14c: a land "with the specified type or supertype", "without" it, or with both. */
function landOfKind(s: GameState, land: GameObject, q: LandwalkQuality): boolean {
  const def = cardOf(s, land);
  if (!isType(s, land, 'Land')) return false;
  if (q.subtype && !def.subtypes?.includes(q.subtype)) return false;
  if (q.supertype && !def.supertypes?.includes(q.supertype)) return false;
  if (q.notSupertype && def.supertypes?.includes(q.notSupertype)) return false;
  return true;
}

/** "an Island", "a snow Swamp", "a nonbasic land", "a legendary land". */
function kindName(q: LandwalkQuality): string {
  const words = [q.notSupertype ? `non${q.notSupertype.toLowerCase()}` : '', q.supertype?.toLowerCase() ?? '', q.subtype ?? 'land'].filter(Boolean).join(' ');
  return `${/^[aeiouAEIOU]/.test(words) ? 'an' : 'a'} ${words}`;
}

function isArtifactCreature(s: GameState, o: GameObject): boolean {
  return isType(s, o, 'Artifact') && isCreature(s, o);
}

/**
 * Whether an evasion ability of the attacker (or shadow on either creature) forbids `blocker` from
 * blocking `attacker`, whose defending player is `defendingPlayer` (landwalk looks at their lands).
 */
export function evasionForbids(s: GameState, attacker: GameObject, blocker: GameObject, defendingPlayer: PlayerId): EvasionRefusal | null {
  const a = attacker.card;
  const b = blocker.card;
  // 702.14c (702.14d: landwalk abilities don't cancel one another; each is checked).
  for (const x of abilities(s, attacker)) {
    if (x.kind !== 'keyword' || x.keyword !== 'landwalk' || !x.landwalk) continue;
    const walk = x as Landwalk;
    const land = permanents(s, defendingPlayer).find((o) => landOfKind(s, o, walk.landwalk));
    if (land) {
      const kind = kindName(walk.landwalk);
      const which = kind.endsWith(` ${land.card}`) ? '' : ` (${land.card})`;
      return { rule: '702.14c', why: `${a} has ${walk.text.toLowerCase()}, and ${playerName(s, defendingPlayer)} controls ${kind}${which}: it can't be blocked` };
    }
  }
  // 702.36b
  if (hasKeyword(s, attacker, 'fear') && !isArtifactCreature(s, blocker) && !colors(s, blocker).includes('B')) {
    return { rule: '702.36b', why: `${a} has fear, and ${b} is neither an artifact creature nor black` };
  }
  // 702.13b
  if (hasKeyword(s, attacker, 'intimidate') && !isArtifactCreature(s, blocker) && !colors(s, blocker).some((c) => colors(s, attacker).includes(c))) {
    return { rule: '702.13b', why: `${a} has intimidate, and ${b} is neither an artifact creature nor shares a color with it` };
  }
  // 702.28b: both ways.
  const shadow = hasKeyword(s, attacker, 'shadow');
  if (shadow !== hasKeyword(s, blocker, 'shadow')) {
    return shadow
      ? { rule: '702.28b', why: `${a} has shadow, and ${b} doesn't: a creature with shadow can't be blocked by creatures without shadow` }
      : { rule: '702.28b', why: `${b} has shadow, and ${a} doesn't: a creature with shadow can block only creatures with shadow` };
  }
  // 702.31b: a creature with horsemanship may block one without.
  if (hasKeyword(s, attacker, 'horsemanship') && !hasKeyword(s, blocker, 'horsemanship')) {
    return { rule: '702.31b', why: `${a} has horsemanship, and ${b} doesn't` };
  }
  // 702.118b
  if (hasKeyword(s, attacker, 'skulk') && power(s, blocker) > power(s, attacker)) {
    return { rule: '702.118b', why: `${a} has skulk, and ${b} has greater power (${power(s, blocker)} to ${power(s, attacker)})` };
  }
  return null;
}
