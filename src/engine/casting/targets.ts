// Targets (115): which players and objects a targeting phrase accepts, checked as a spell or
// ability is put on the stack (601.2c) and again as it resolves (608.2b). Beside the phrase,
// shroud, hexproof and protection keep a permanent from being targeted (targetable.ts).
import type { PermanentQuality, TargetSpec } from '../state/card';
import { characteristicsOf } from '../layers/derive';
import { hasSubtype, isType, objectManaValue } from '../state/characteristics';
import { RulesError } from '../errors';
import { describe, isPlayer, playerName } from '../state/game';
import type { EntityId, GameObject, GameState, ObjectId, PlayerId } from '../state/state';
import { objectAt } from '../state/objectTable';
import { hasQuality, isPermanentOf } from '../state/quality';
import { targeterOf, untargetable, type Targeter } from './targetable';

/**
 * Whether `id` is a legal target for the phrase, for a spell or ability controlled by `controller`.
 * `self` is the spell or ability (115.5); `by` what targets, for protection (702.16b), when `self`
 * doesn't say it (an ability being activated, a copy being made): by default `self`'s.
 */
export function isLegalTarget(s: GameState, spec: TargetSpec, id: EntityId, controller: PlayerId, self?: ObjectId, by?: Targeter): boolean {
  const targeter = by ?? targeterOf(s, self);
  if (!fitsPhrase(s, spec, id, controller, self, targeter)) return false;
  const o = isPlayer(s, id) ? undefined : objectAt(s, id);
  return !o || untargetable(s, o, controller, targeter) === undefined;
}

/** Whether `id` is what the phrase names (115.1), keywords that forbid targeting aside. */
function fitsPhrase(s: GameState, spec: TargetSpec, id: EntityId, controller: PlayerId, self?: ObjectId, by?: Targeter): boolean {
  const f = spec.filter;
  if (isPlayer(s, id)) {
    if (s.players[id].lost || !f.players) return false;
    return f.players === 'any' || id !== controller;
  }
  const o = objectAt(s, id);
  // 115.5: a spell or ability can't target itself.
  if (!o || id === self) return false;
  // "another target creature" of a triggered or activated ability: not its source (113.7); an
  // ability being activated has no object on the stack yet, its targeter names the source (602.2b).
  if (spec.notSource && (self !== undefined ? objectAt(s, self)?.stackItem?.source : by && !by.spell ? by.source.id : undefined) === id) return false;
  if (o.zone === 'battlefield') {
    if (!f.permanents) return false;
    const quality = f.quality?.controller === 'defending' ? defendingControls(s, o, f.quality, self) : f.quality;
    return quality !== null && isPermanentOf(s, o, f.permanents, quality?.powerBelowSource ? belowSourcePower(s, quality, self) : quality, controller);
  }
  if (o.zone === 'stack' && o.stackItem?.kind === 'spell') {
    if (f.yours && o.controller !== controller) return false;
    if (!f.spells || !hasQuality(s, o, f.quality, controller)) return false;
    return f.spells === 'any' || f.spells.some((t) => isType(s, o, t));
  }
  const c = f.cards;
  if (c && o.zone === c.zone && (c.owner === 'any' || (c.owner === 'you') === (o.owner === controller))) {
    // "another target creature card" of a dies trigger: not the card its source became (113.7, 400.7).
    if (spec.notSource && self !== undefined && isSourceCard(s, self, id)) return false;
    return (
      (c.types === 'any' || c.types.some((t) => isType(s, o, t))) &&
      (c.maxManaValue === undefined || objectManaValue(s, o) <= c.maxManaValue) &&
      (!c.subtypes || c.subtypes.some((st) => hasSubtype(s, o, st))) &&
      hasQuality(s, o, c.quality, controller)
    );
  }
  return false;
}

/** Whether `id` is the card the source of the triggered ability `self` became by the event it triggered on ("When ~ dies", 603.10a). */
function isSourceCard(s: GameState, self: ObjectId, id: ObjectId): boolean {
  const item = objectAt(s, self)?.stackItem;
  return !!item && item.event?.object === item.source && item.event?.movedTo === id;
}

/**
 * "target creature defending player controls" (506.2): the permanent's controller is the player its
 * attack trigger's event names (the one the source attacks); the rest of the quality as written, or
 * null when it isn't that player's.
 */
function defendingControls(s: GameState, o: GameObject, q: PermanentQuality, self: ObjectId | undefined): PermanentQuality | null {
  const defending = self !== undefined ? objectAt(s, self)?.stackItem?.event?.player : undefined;
  if (defending === undefined || characteristicsOf(s, o).controller !== defending) return null;
  const { controller: _c, ...rest } = q;
  return rest;
}

/**
 * Mentor's "with power less than this creature's power" (702.134a): the power of the ability's
 * source now, or as it last existed if it has left the battlefield (608.2h).
 */
function belowSourcePower(s: GameState, q: PermanentQuality, self: ObjectId | undefined): PermanentQuality {
  const { powerBelowSource: _p, ...rest } = q;
  const item = self !== undefined ? objectAt(s, self)?.stackItem : undefined;
  const now = item?.source !== undefined ? objectAt(s, item.source) : undefined;
  const source = now?.zone === 'battlefield' ? now : item?.lki;
  const power = source ? (characteristicsOf(s, source).power ?? 0) : 0;
  return { ...rest, power: { ...rest.power, atMost: Math.min(rest.power?.atMost ?? Infinity, power - 1) } };
}

/** Every legal target for the phrase, players first. */
export function legalTargets(s: GameState, spec: TargetSpec, controller: PlayerId, self?: ObjectId, by?: Targeter): EntityId[] {
  // Only the zones the phrase can reach: a long stack costs nothing to "any target".
  const f = spec.filter;
  const candidates = [
    ...(f.players ? s.order : []),
    ...(f.permanents ? s.battlefield : []),
    ...(f.spells ? s.stack : []),
    ...(f.cards ? s.order.flatMap((p) => s.players[p].graveyard) : []),
  ];
  const targeter = by ?? targeterOf(s, self);
  return candidates.filter((id) => isLegalTarget(s, spec, id, controller, self, targeter));
}

export function phraseBounds(spec: TargetSpec): [min: number, max: number] {
  if (spec.anyNumber) return [spec.min ?? 0, Number.MAX_SAFE_INTEGER];
  return [spec.min ?? 1, spec.max ?? spec.min ?? 1];
}

/**
 * Check the targets announced for each phrase (601.2c) and fill in a phrase left empty when it has
 * exactly one legal choice (SCENARIO.md). Throws a RulesError naming the phrase otherwise.
 */
export function chooseTargets(
  s: GameState,
  specs: readonly TargetSpec[],
  given: readonly EntityId[][] | undefined,
  controller: PlayerId,
  what: string,
  self?: ObjectId,
  by?: Targeter,
): EntityId[][] {
  const targeter = by ?? targeterOf(s, self);
  const groups = given ?? [];
  if (groups.length > specs.length) {
    throw new RulesError(`${what} has ${specs.length || 'no'} targeting phrase${specs.length === 1 ? '' : 's'}, but ${groups.length} groups of targets were given`, '601.2c');
  }
  return specs.map((spec, i) => {
    const [min, max] = phraseBounds(spec);
    let chosen = groups[i] ?? [];
    if (chosen.length === 0 && min > 0) {
      const legal = legalTargets(s, spec, controller, self, targeter);
      if (legal.length === 1 && min === 1) chosen = legal;
      else if (legal.length === 0) throw new RulesError(`${what} needs ${spec.phrase}, and there is no legal target for it`, '601.2c');
      else throw new RulesError(`${what} needs ${spec.phrase}: choose ${bounds(min, max)}`, '601.2c');
    }
    if (chosen.length < min || chosen.length > max) {
      throw new RulesError(`${spec.phrase} takes ${bounds(min, max)} target${max === 1 ? '' : 's'}, not ${chosen.length}`, '601.2c');
    }
    if (new Set(chosen).size !== chosen.length) {
      throw new RulesError(`the same target can't be chosen twice for one instance of the word "target" (${spec.phrase})`, '601.2c');
    }
    const owners = singleGraveyard(s, spec, chosen);
    if (owners) throw new RulesError(`${spec.phrase}: the targets must all be in one graveyard, not in ${owners}`, '601.2c');
    for (const id of chosen) {
      if (id === self) throw new RulesError(`${what} can't target itself`, '115.5');
      if (!fitsPhrase(s, spec, id, controller, self, targeter)) {
        throw new RulesError(`${describe(s, id)} is not a legal choice for ${spec.phrase}`, '115.1');
      }
      const o = isPlayer(s, id) ? undefined : objectAt(s, id);
      const forbidden = o && untargetable(s, o, controller, targeter);
      if (forbidden) throw new RulesError(`${forbidden.why}, so it is not a legal choice for ${spec.phrase}`, forbidden.rule);
    }
    return chosen;
  });
}

function bounds(min: number, max: number): string {
  if (max === Number.MAX_SAFE_INTEGER) return `${min} or more`;
  return min === max ? `${min}` : `${min} to ${max}`;
}

/** What each target object was when chosen, kept on the stack object (StackItem.seen). */
export function seenTargets(s: GameState, targets: readonly EntityId[][]): Record<ObjectId, { card: string; label?: string }> {
  const seen: Record<ObjectId, { card: string; label?: string }> = {};
  for (const id of targets.flat()) {
    const o = objectAt(s, id);
    if (o) seen[id] = o.label === undefined ? { card: o.card } : { card: o.card, label: o.label };
  }
  return seen;
}

/** "from a single graveyard": the owners of targets from several graveyards, for the error; undefined when they are all in one (601.2c). */
export function singleGraveyard(s: GameState, spec: TargetSpec, chosen: readonly EntityId[]): string | undefined {
  if (!spec.filter.cards?.single) return undefined;
  const owners = [...new Set(chosen.flatMap((id) => (isPlayer(s, id) ? [] : [objectAt(s, id)?.owner ?? ''])))];
  return owners.length > 1 ? `${owners.map((p) => `${playerName(s, p)}'s`).join(' and ')} graveyards` : undefined;
}
