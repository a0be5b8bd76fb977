// The legend rule (704.5j): if a player controls two or more legendary permanents with the same
// name, they choose one and the rest are put into their owners' graveyards. The names are the
// permanents' names now: a Clone copying a legendary creature has its name (707.2). The choices
// come first, one `pick` per player and name in APNAP order, a player's names in the order their
// first permanent got its timestamp; then every state-based action of the check happens at once
// (704.3; SCENARIO.md, "Choices and targets").
import { characteristicsOf } from './characteristics';
import { apnap, playerName } from './game';
import { objectAt } from './objectTable';
import type { GameState, ObjectId, PlayerId } from './state';
import type { LayerChange } from './layers';

export type LegendGroup = { player: PlayerId; name: string; ids: ObjectId[] };

/**
 * The legendary permanents, found once per battlefield, effects and definitions: a tap, a cast or
 * a pass changes none of them, and a priority check then costs one lookup, not a walk of hundreds
 * of permanents. Which are legendary and their names come from their cards and the effects on
 * them (a copy's, 707.2); a static ability that would make a permanent legendary only under a
 * condition is read again when the battlefield or the effects change.
 */
const legendaryMemo = new WeakMap<readonly ObjectId[], { effects: GameState['effects']; cards: GameState['cards']; ids: ObjectId[] }>();

const mayBeLegendaryMemo = new WeakMap<GameState['cards'], boolean>();

/** Whether a legendary permanent can exist at all: a legendary card (or face), or an effect that makes one legendary. */
function mayBeLegendary(s: GameState): boolean {
  let may = mayBeLegendaryMemo.get(s.cards);
  if (may === undefined) {
    may = Object.values(s.cards).some((d) => d.supertypes?.includes('Legendary') || d.abilities.some((a) => a.kind === 'static' && a.rule?.kind === 'continuous' && makesLegendary(a.rule.changes)));
    mayBeLegendaryMemo.set(s.cards, may);
  }
  return may || (s.effects ?? []).some((e) => makesLegendary(e.changes));
}

function makesLegendary(changes: readonly LayerChange[]): boolean {
  return changes.some((c) => (c.layer === '4' && c.addSupertypes?.includes('Legendary')) || (c.layer === '1' && c.copy.except?.some((x) => x.addSupertypes?.includes('Legendary'))));
}

function legendaryPermanents(s: GameState): ObjectId[] {
  if (!mayBeLegendary(s)) return [];
  const hit = legendaryMemo.get(s.battlefield);
  if (hit && hit.effects === s.effects && hit.cards === s.cards) return hit.ids;
  const ids = s.battlefield.filter((id) => characteristicsOf(s, objectAt(s, id)).supertypes.includes('Legendary'));
  legendaryMemo.set(s.battlefield, { effects: s.effects, cards: s.cards, ids });
  return ids;
}

/** The groups of legendary permanents one player controls with one name, two or more each, in the order the rule asks them. */
export function legendGroups(s: GameState): LegendGroup[] {
  const legendary = legendaryPermanents(s);
  if (legendary.length < 2) return [];
  const byKey = new Map<string, LegendGroup & { first: number }>();
  for (const id of legendary) {
    const o = objectAt(s, id);
    const c = characteristicsOf(s, o);
    const key = `${c.controller}\u0000${c.name}`;
    const g = byKey.get(key);
    if (g) {
      g.ids.push(id);
      g.first = Math.min(g.first, o.timestamp);
    } else byKey.set(key, { player: c.controller, name: c.name, ids: [id], first: o.timestamp });
  }
  const order = apnap(s);
  return [...byKey.values()]
    .filter((g) => g.ids.length > 1)
    .sort((a, b) => order.indexOf(a.player) - order.indexOf(b.player) || a.first - b.first)
    .map(({ player, name, ids }) => ({ player, name, ids }));
}

/**
 * The permanents of a group as a judge tells them apart: the same name each, so a copy says what
 * it is ("Isamaru, Hound of Konda (Clone)"), and two of one card say which entered first.
 */
export function legendLabels(s: GameState, g: LegendGroup): { id: ObjectId; label: string }[] {
  const named = g.ids.map((id) => {
    const o = objectAt(s, id);
    return { id, label: o.card === g.name ? g.name : `${g.name} (${o.card})`, t: o.timestamp };
  });
  return named.map((n) => {
    const same = named.filter((m) => m.label === n.label).sort((a, b) => a.t - b.t);
    return { id: n.id, label: same.length > 1 ? `${n.label}, entered ${ORDINALS[same.indexOf(n)] ?? `#${same.indexOf(n) + 1}`}` : n.label };
  });
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

/** The next group whose player hasn't chosen yet: `kept` holds the permanents chosen so far. */
export function nextLegendChoice(groups: readonly LegendGroup[], kept: readonly ObjectId[]): LegendGroup | undefined {
  return groups.find((g) => !g.ids.some((id) => kept.includes(id)));
}

/** The permanents the rule puts into their owners' graveyards, once every player has chosen. */
export function legendRuleLosers(s: GameState, groups: readonly LegendGroup[], kept: readonly ObjectId[]): { id: ObjectId; rule: string; why: string }[] {
  return groups.flatMap((g) => {
    const keep = g.ids.find((id) => kept.includes(id));
    if (!keep) return [];
    const labels = legendLabels(s, g);
    const label = (id: ObjectId) => labels.find((l) => l.id === id)!.label;
    return g.ids
      .filter((id) => id !== keep)
      .map((id) => ({ id, rule: '704.5j', why: `${playerName(s, g.player)} controls ${g.ids.length} legendary permanents named ${g.name} and keeps ${label(keep)}: the legend rule applies to ${label(id)}` }));
  });
}
