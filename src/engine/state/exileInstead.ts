// "If that creature would die this turn, exile it instead.", "If a creature dealt damage by ~ this
// turn would die, exile it instead." (614.1a): replacement effects on a permanent's move from the
// battlefield to a graveyard (700.4: it would die), which send it to exile instead. Applied as the
// event is about to happen, for all the objects of one event before any moves (614.5: once each).
// "If a card or token would be put into a graveyard from anywhere, exile it instead." (Rest in
// Peace, a disturb card's back face): the same replacement on any move to a graveyard (614.1a).
import type { StaticDef } from './card';
import { abilities, isCreature, isType } from './characteristics';
import type { Tx } from './game';
import { describe, log, possessive, setObjects } from './game';
import type { GameObject, GameState, ObjectId, Zone } from './state';
import { objectAt, tableSet } from './objectTable';
import { abilityIndex } from '../casting/abilityIndex';

/** The replacement that exiles this dying permanent, described for the log; undefined if none applies. */
function exileReplacement(s: GameState, o: GameObject): string | undefined {
  if (o.exileIfDies) return `${possessive(o.exileIfDies)} effect`;
  if (!o.damagedBy?.length) return undefined;
  // Only permanents with a static ability can have one: a wrath's hundred creatures each ask.
  for (const id of abilityIndex(s).withStatic) {
    const p = objectAt(s, id);
    for (const a of abilities(s, p)) {
      if (a.kind !== 'static' || a.rule?.kind !== 'exileIfDamagedDies') continue;
      const source = a.rule.by === 'self' ? p.id : p.attachedTo;
      if (source !== undefined && o.damagedBy.includes(source as ObjectId) && isCreature(s, o)) return `${possessive(p.card)} "${a.text}"`;
    }
  }
  return undefined;
}

type GraveyardRule = Extract<StaticDef, { kind: 'exileInsteadOfGraveyard' }>;

/** Whether "If [what] would be put into [whose] graveyard" applies to `o`, the rule being `source`'s (controlled by `controller`). */
function graveyardRuleApplies(s: GameState, rule: GraveyardRule, o: GameObject, source: GameObject): boolean {
  if (rule.what.self) return source.id === o.id;
  // A copy of a spell is neither a card nor a token (707.10, 111.1); a token is only when named.
  if (o.copy || (o.token && !rule.what.tokens)) return false;
  if (rule.what.types && !rule.what.types.some((t) => isType(s, o, t))) return false;
  // 404.2: a card goes to its owner's graveyard, so "your graveyard" is the cards the source's controller owns.
  if (rule.whose === 'you') return o.owner === source.controller;
  if (rule.whose === 'opponent') return o.owner !== source.controller;
  return true;
}

/** The "from anywhere" replacement that exiles `o` instead, described for the log; undefined if none applies. */
function graveyardReplacement(s: GameState, o: GameObject): string | undefined {
  // The object's own ability ("If ~ would be put into a graveyard from anywhere") works wherever it
  // is (113.6b); the others' from the battlefield, where only permanents with a static ability can
  // have one (a wrath's hundred creatures each ask).
  for (const p of [o, ...abilityIndex(s).withStatic.map((id) => objectAt(s, id))]) {
    if (p !== o && p.id === o.id) continue;
    for (const a of abilities(s, p)) {
      if (a.kind === 'static' && a.rule?.kind === 'exileInsteadOfGraveyard' && graveyardRuleApplies(s, a.rule, o, p)) return `${possessive(p.card)} "${a.text}"`;
    }
  }
  return undefined;
}

/** Where an object moving to `to` goes: exile instead of its owner's graveyard when a replacement says so (614.1a). */
export function dyingTo(tx: Tx, o: GameObject, to: Zone): Zone {
  // 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else."
  if (o.exileIfLeaves && o.zone === 'battlefield' && to !== 'exile' && to !== 'battlefield') {
    log(tx, ['614.1a', '702.84a'], `${describe(tx.s, o.id)} would leave the battlefield; it is exiled instead (${possessive(o.exileIfLeaves)} effect).`, [o.id]);
    return 'exile';
  }
  if (to !== 'graveyard') return to;
  const dies = o.zone === 'battlefield' ? exileReplacement(tx.s, o) : undefined;
  const by = dies ?? graveyardReplacement(tx.s, o);
  if (!by) return to;
  log(tx, '614.1a', `${describe(tx.s, o.id)} would ${dies ? 'die' : 'be put into a graveyard'}; it is exiled instead (${by}).`, [o.id]);
  return 'exile';
}

/** 514.2: the effects "this turn" end, and what dealt damage this turn is forgotten, in the cleanup step. */
export function endDeathReplacements(tx: Tx): void {
  for (const id of tx.s.battlefield) {
    const o = objectAt(tx.s, id);
    if (!o.exileIfDies && !o.damagedBy) continue;
    // The fields are left out, so the state survives a JSON round trip unchanged.
    const { exileIfDies: _e, damagedBy: _d, ...rest } = o;
    void _e;
    void _d;
    setObjects(tx, tableSet(tx.s.objects, rest), id);
  }
}
