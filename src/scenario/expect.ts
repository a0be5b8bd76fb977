// Check an expectation against the game (SCENARIO.md, "Expectations"). Returns what differed.
import { abilities, characteristicsOf, faceUp, keywordTexts, manaString, poolString, poolTypes, power, priorityHolder, toughness, parseMana, type GameState, type LogEntry, type ManaType } from '../engine';
import { ScenarioError } from './errors';
import { objectByLabel, playerByName, resolveRef, resolveZone, zoneContents, zoneOf, nameOf, type Labels } from './refs';
import type { Expectation, ObjectExpectation } from './types';
import { attackerEntry, blockerEntry, objectAt, type GameObject, type ObjectId } from '../engine';
import { EXPECTED_CHARACTERISTIC } from './derivationText';

const show = (v: unknown) => JSON.stringify(v);

function sameMultiset(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
}

/** A cited subrule matches its rule: 707.10c matches 707.10, 704.5g matches 704.5 (not 707.1). */
export function cites(entryRule: string, rule: string): boolean {
  if (entryRule === rule) return true;
  return entryRule.startsWith(rule) && /^[a-z]/.test(entryRule.slice(rule.length));
}

function poolOf(types: readonly ManaType[]): string {
  return manaString([...types].sort());
}

/** How an expectation names a player or object: the player's name, else the object's id or name. */
function refName(s: GameState, id: string): string {
  if (s.players[id]) return s.players[id].name;
  const o = objectAt(s, id);
  return o?.label ?? o?.card ?? id;
}

/** `attacking`, `blocking` and `blocked` (SCENARIO.md, "Expectations, in addition"). */
function combatDiffs(s: GameState, o: GameObject, oe: ObjectExpectation, labels: Labels, path: string, what: (k: string) => string, differ: (what: string, expected: unknown, actual: unknown) => void): void {
  const a = attackerEntry(s, o.id);
  const b = blockerEntry(s, o.id);
  if (oe.attacking !== undefined) {
    const actual = a ? (a.attacks === null ? null : refName(s, a.attacks)) : false;
    const same = typeof oe.attacking === 'string' && a?.attacks ? resolveRef(s, oe.attacking, `${path}.attacking`, labels) === a.attacks : oe.attacking === actual;
    if (!same) differ(what('attacking'), oe.attacking, actual);
  }
  if (oe.blocking !== undefined) {
    const actual = b ? b.blocks.map((id) => refName(s, id)) : false;
    const same = oe.blocking === false || !b
      ? oe.blocking === actual
      : oe.blocking.length === b.blocks.length && oe.blocking.every((r, i) => resolveRef(s, r, `${path}.blocking[${i}]`, labels) === b.blocks[i]);
    if (!same) differ(what('blocking'), oe.blocking, actual);
  }
  if (oe.blocked !== undefined) {
    const actual = a?.blocked ?? false;
    if (actual !== oe.blocked) differ(what('blocked'), oe.blocked, actual);
  }
}

/** `name`, `supertypes`, `types`, `subtypes` and `colors`: the object's characteristics now, as the layers made them (613). */
function characteristicDiffs(s: GameState, o: GameObject, oe: ObjectExpectation, differ: (field: string, expected: unknown, actual: unknown) => void): void {
  const c = characteristicsOf(s, o);
  if (oe.name !== undefined && c.name !== oe.name) differ('name', oe.name, c.name);
  if (oe.supertypes !== undefined && !sameMultiset(c.supertypes, oe.supertypes)) differ('supertypes', oe.supertypes, c.supertypes);
  if (oe.types !== undefined && !sameMultiset(c.types, oe.types)) differ('types', oe.types, c.types);
  if (oe.subtypes !== undefined && !sameMultiset(c.subtypes, oe.subtypes)) differ('subtypes', oe.subtypes, c.subtypes);
  if (oe.colors !== undefined && !sameMultiset(c.colors, oe.colors)) differ('colors', oe.colors, c.colors);
}

/** `attachedTo` (a reference, or null for nothing) and `owner` (SCENARIO.md, version 2's expectations). */
function attachmentDiffs(s: GameState, o: GameObject, oe: ObjectExpectation, labels: Labels, path: string, what: (k: string) => string, differ: (what: string, expected: unknown, actual: unknown) => void): void {
  if (oe.attachedTo !== undefined) {
    const to = o.attachedTo;
    const actual = to === undefined ? null : refName(s, to);
    const same = oe.attachedTo === null || to === undefined ? oe.attachedTo === actual : resolveRef(s, oe.attachedTo, `${path}.attachedTo`, labels) === to;
    if (!same) differ(what('attachedTo'), oe.attachedTo, actual);
  }
  if (oe.owner !== undefined && s.players[o.owner].name !== oe.owner) differ(what('owner'), oe.owner, s.players[o.owner].name);
}

/**
 * What differs between the game and an expectation. `explained` collects the objects whose
 * characteristics differ, for the CLI to print their derivations (derivationText.ts).
 */
export function checkExpectation(s: GameState, e: Expectation, log: readonly LogEntry[], labels: Labels, path: string, explained?: Set<ObjectId>): string[] {
  const diffs: string[] = [];
  const differ = (what: string, expected: unknown, actual: unknown) => diffs.push(`${what}: expected ${show(expected)}, got ${show(actual)}`);
  for (const [name, life] of Object.entries(e.life ?? {})) {
    const p = s.players[playerByName(s, name, `${path}.life.${name}`)];
    if (p.life !== life) differ(`life of ${name}`, life, p.life);
  }
  for (const [zone, names] of Object.entries(e.zones ?? {})) {
    const z = resolveZone(s, zone, `${path}.zones.${zone}`);
    const actual = zoneContents(s, z).map((o) => nameOf(s, o));
    const ordered = z.zone === 'stack' || z.zone === 'library' || z.zone === 'graveyard';
    if (ordered ? show(actual) !== show(names) : !sameMultiset(actual, names)) differ(`zone ${zone}`, names, actual);
  }
  for (const [zone, n] of Object.entries(e.count ?? {})) {
    const actual = zoneContents(s, resolveZone(s, zone, `${path}.count.${zone}`)).length;
    if (actual !== n) differ(`count of ${zone}`, n, actual);
  }
  for (const [label, oe] of Object.entries(e.objects ?? {})) {
    if (!labels.has(label)) throw new ScenarioError(`${path}.objects.${label}`, `"${label}" is not an id in this scenario`);
    const o = objectByLabel(s, label);
    const what = (k: string) => `${label}.${k}`;
    if (!o) {
      if (oe.zone !== undefined && oe.zone !== null) differ(what('zone'), oe.zone, null);
      else if (oe.zone === undefined) diffs.push(`${label}: the card no longer exists`);
      continue;
    }
    if (oe.zone !== undefined && zoneOf(s, o) !== oe.zone) differ(what('zone'), oe.zone, zoneOf(s, o));
    if (oe.tapped !== undefined && o.tapped !== oe.tapped) differ(what('tapped'), oe.tapped, o.tapped);
    if (oe.face !== undefined && faceUp(s, o) !== oe.face) differ(what('face'), oe.face, faceUp(s, o));
    if (oe.damage !== undefined && o.damage !== oe.damage) differ(what('damage'), oe.damage, o.damage);
    for (const [kind, n] of Object.entries(oe.counters ?? {})) {
      if ((o.counters[kind] ?? 0) !== n) differ(what(`counters.${kind}`), n, o.counters[kind] ?? 0);
    }
    // A characteristic that differs: its derivation explains why (613).
    const differC = (field: string, expected: unknown, actual: unknown) => {
      differ(what(field), expected, actual);
      if (field in EXPECTED_CHARACTERISTIC) explained?.add(o.id);
    };
    if (oe.power !== undefined && power(s, o) !== oe.power) differC('power', oe.power, power(s, o));
    if (oe.toughness !== undefined && toughness(s, o) !== oe.toughness) differC('toughness', oe.toughness, toughness(s, o));
    characteristicDiffs(s, o, oe, differC);
    combatDiffs(s, o, oe, labels, `${path}.objects.${label}`, what, differ);
    attachmentDiffs(s, o, oe, labels, `${path}.objects.${label}`, what, differ);
    if (oe.keywords !== undefined && !sameMultiset(keywordTexts(s, o), oe.keywords)) differC('keywords', oe.keywords, keywordTexts(s, o));
    if (oe.abilityCount !== undefined && abilities(s, o).length !== oe.abilityCount) differC('abilityCount', oe.abilityCount, abilities(s, o).length);
    if (oe.controller !== undefined) {
      // On the battlefield, the controller layer 2 made (613.1b); on the stack, the spell's; elsewhere, the owner.
      const who = s.players[o.zone === 'battlefield' ? characteristicsOf(s, o).controller : o.zone === 'stack' ? o.controller : o.owner].name;
      if (who !== oe.controller) differC('controller', oe.controller, who);
    }
  }
  if (e.stack) {
    const objects = zoneContents(s, { zone: 'stack' });
    if (objects.length !== e.stack.length) differ('stack size', e.stack.length, objects.length);
    e.stack.forEach((se, i) => {
      const o = objects[i];
      if (!o) return;
      const item = o.stackItem!;
      const at = (k: string) => `stack[${i}].${k}`;
      if (se.name !== undefined && o.card !== se.name) differ(at('name'), se.name, o.card);
      if (se.copy !== undefined && o.copy !== se.copy) differ(at('copy'), se.copy, o.copy);
      if (se.kind !== undefined && item.kind !== se.kind) differ(at('kind'), se.kind, item.kind);
      if (se.x !== undefined && item.x !== se.x) differ(at('x'), se.x, item.x);
      if (se.modes !== undefined && show(item.modes) !== show(se.modes)) differ(at('modes'), se.modes, item.modes);
      if (se.controller !== undefined && s.players[o.controller].name !== se.controller) differ(at('controller'), se.controller, s.players[o.controller].name);
      if (se.targets !== undefined) {
        const want = se.targets.map((r, j) => resolveRef(s, r, `${path}.stack[${i}].targets[${j}]`, labels));
        const got = item.targets.flat();
        // A target that has since changed zones is a new object (400.7): match it by its scenario id.
        const label = (t: string) => objectAt(s, t)?.label ?? item.seen?.[t]?.label;
        const same = want.length === got.length && want.every((w, j) => w === got[j] || (!objectAt(s, got[j]) && label(got[j]) !== undefined && label(got[j]) === label(w)));
        if (!same) differ(at('targets'), se.targets, got.map((t) => (s.players[t] ? s.players[t].name : (label(t) ?? objectAt(s, t)?.card ?? item.seen?.[t]?.card ?? t))));
      }
    });
  }
  for (const [name, pool] of Object.entries(e.manaPool ?? {})) {
    const p = s.players[playerByName(s, name, `${path}.manaPool.${name}`)];
    const actual = poolOf(poolTypes(p.manaPool));
    if (actual !== poolOf(parseMana(pool))) differ(`mana pool of ${name}`, pool, poolString(p.manaPool));
  }
  if (e.choice !== undefined) {
    const c = s.choice;
    if (e.choice === null) {
      if (c) differ('choice', null, { kind: c.kind, player: s.players[c.player].name });
    } else if (!c) {
      differ('choice', e.choice, null);
    } else {
      if (e.choice.kind !== undefined && c.kind !== e.choice.kind) differ('choice.kind', e.choice.kind, c.kind);
      if (e.choice.player !== undefined && s.players[c.player].name !== e.choice.player) differ('choice.player', e.choice.player, s.players[c.player].name);
    }
  }
  for (const [name, pe] of Object.entries(e.players ?? {})) {
    const p = s.players[playerByName(s, name, `${path}.players.${name}`)];
    if (pe.landsPlayedThisTurn !== undefined && (p.landsPlayedThisTurn ?? 0) !== pe.landsPlayedThisTurn) differ(`${name}.landsPlayedThisTurn`, pe.landsPlayedThisTurn, p.landsPlayedThisTurn ?? 0);
    if (pe.poison !== undefined && (p.poison ?? 0) !== pe.poison) differ(`${name}.poison`, pe.poison, p.poison ?? 0);
    if (pe.energy !== undefined && (p.energy ?? 0) !== pe.energy) differ(`${name}.energy`, pe.energy, p.energy ?? 0);
    if (pe.monarch !== undefined && (s.monarch === p.id) !== pe.monarch) differ(`${name}.monarch`, pe.monarch, s.monarch === p.id);
  }
  if (e.priority !== undefined) {
    const holder = priorityHolder(s);
    const actual = holder ? s.players[holder].name : null;
    if (actual !== e.priority) differ('priority', e.priority, actual);
  }
  if (e.turn?.active !== undefined && s.players[s.turn.active].name !== e.turn.active) differ('turn.active', e.turn.active, s.players[s.turn.active].name);
  if (e.turn?.number !== undefined && s.turn.number !== e.turn.number) differ('turn.number', e.turn.number, s.turn.number);
  if (e.step !== undefined && s.turn.step !== e.step) differ('step', e.step, s.turn.step);
  for (const rule of e.logCites ?? []) {
    if (!log.some((entry) => cites(entry.rule, rule) || entry.also?.some((also) => cites(also, rule)))) diffs.push(`logCites: no log entry cites ${rule}`);
  }
  return diffs;
}
