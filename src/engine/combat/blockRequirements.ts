// Requirements on blocking that name an attacker (509.1c): "All creatures able to block ~ do so."
// (lure), "~ must be blocked if able", "Target creature blocks ~ this turn if able". A declaration
// must obey as many requirements as possible without breaking a restriction. Each is checked here
// creature by creature (and attacker by attacker for "must be blocked"): a declaration is refused
// when a creature could obey one more requirement by blocking an attacker it may legally block,
// within the number of attackers it may block (509.1a), giving up no requirement it obeys now. An
// attacker that can't be blocked by more than N creatures (509.1b) asks for N blockers only.
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { hasKeyword, isCreature } from '../state/characteristics';
import { objectAt } from '../state/objectTable';
import { permanents } from '../state/zones';
import { hasRule } from './combat';
import { blockerCount, blocksAllowed } from './restrictions';

type Refusal = { why: string; rule: string };
type Declaration = [ObjectId, ObjectId[]][];

/** `f`, asked once per object. */
function onceEach(f: (o: GameObject) => boolean): (o: GameObject) => boolean {
  const known = new Map<ObjectId, boolean>();
  return (o) => {
    let yes = known.get(o.id);
    if (yes === undefined) known.set(o.id, (yes = f(o)));
    return yes;
  };
}

/** Whether a requirement names attacker `a` for creature `b`: `a` has lure, or an effect says `b` blocks `a` this turn if able. */
function names(s: GameState, b: GameObject, a: GameObject, lure: (a: GameObject) => boolean): boolean {
  return lure(a) || (s.effects ?? []).some((e) => e.combat?.blocksSource && e.source.id === a.id && e.affects.objects.includes(b.id));
}

/** The attackers creature `b` is required to block: lure attackers and "blocks ~ this turn if able" ones it may legally block. */
export function requiredOf(
  s: GameState,
  b: GameObject,
  attackers: GameObject[],
  able: (b: GameObject, a: GameObject) => boolean,
  lure: (a: GameObject) => boolean = (a) => hasRule(s, a, 'lure'),
): GameObject[] {
  // The requirement is looked at before the pair's legality: most attackers name none, and the
  // legality of a pair (evasion, restrictions, protection) is the costly part.
  return attackers.filter((a) => names(s, b, a, lure) && able(b, a));
}

/**
 * Why the declaration breaks a requirement of 509.1c, or null. `able(b, a)`: whether b may block a
 * as a pair (509.1b); `canBlockAtAll(b)`: whether b may block (509.1a).
 */
export function blockRequirementBroken(
  s: GameState,
  player: PlayerId,
  attackers: GameObject[],
  declared: Declaration,
  able: (b: GameObject, a: GameObject) => boolean,
  canBlockAtAll: (b: GameObject) => boolean,
): Refusal | null {
  const blocks = new Map(declared.map(([b, list]) => [b, list]));
  const blockersOf = (a: ObjectId) => declared.filter(([, list]) => list.includes(a)).length;
  const creatures = permanents(s, player).filter((o) => isCreature(s, o) && canBlockAtAll(o));
  // An attacker no group of these creatures may block (menace, "except by three or more") asks
  // nothing. Found only for the attackers a requirement names, each once: with a hundred creatures
  // on each side, finding it for every attacker would pair every creature with every attacker.
  const isBlockable = onceEach((a) => creatures.filter((b) => able(b, a)).length >= blockerCount(s, a, hasKeyword(s, a, 'menace')).min);
  const lure = onceEach((a) => hasRule(s, a, 'lure'));
  // requiredOf over the blockable attackers, in the attackers' order.
  const required = (b: GameObject) => requiredOf(s, b, attackers, (x, a) => able(x, a) && isBlockable(a), lure);
  const full = (a: GameObject) => blockersOf(a.id) >= blockerCount(s, a, false).max;
  for (const b of creatures) {
    const mine = blocks.get(b.id) ?? [];
    const req = required(b);
    const missed = req.filter((a) => !mine.includes(a.id) && !full(a));
    if (missed.length === 0) continue;
    // A block that obeys no requirement could be given up, or a free place used.
    const obeyed = req.filter((a) => mine.includes(a.id));
    const free = mine.length < blocksAllowed(s, b) || mine.some((id) => !req.some((a) => a.id === id));
    if (free && obeyed.length < Math.min(req.length, blocksAllowed(s, b))) {
      return { why: `${b.card} must block ${missed[0].card}: a requirement says it blocks ${missed[0].card} if able, and it is able to`, rule: '509.1c' };
    }
  }
  // "must be blocked if able": some creature with a free place, or whose block obeys no requirement, could block it.
  for (const a of attackers) {
    if (!hasRule(s, a, 'mustBeBlocked') || blockersOf(a.id) > 0 || !isBlockable(a)) continue;
    const need = blockerCount(s, a, hasKeyword(s, a, 'menace')).min;
    const could = creatures.filter((b) => {
      if (!able(b, a)) return false;
      const mine = blocks.get(b.id) ?? [];
      const req = required(b);
      return mine.length < blocksAllowed(s, b) || mine.some((id) => !req.some((r) => r.id === id) && !hasRule(s, objectAt(s, id), 'mustBeBlocked'));
    });
    if (could.length >= need) return { why: `${a.card} must be blocked if able, and ${could[0].card} is able to block it`, rule: '509.1c' };
  }
  return null;
}
