// What version 2 of the format adds (SCENARIO.md, "Version 2"), found in a document before it is
// read: in a format 1 document each is refused as needing format 2; in a format 2 document the
// parts this sandbox has not built yet are refused by name, never silently ignored.
import { ScenarioError } from './errors';
import type { Json } from './validate';
import { WORKBENCH_EDIT_OPS } from './workbenchEdits';

/** Version 2's parts that this sandbox carries out: randomness, asked, the seed edit, stepping through a resolution, and the workbench's edits. */
const BUILT = new Set([
  'the field "random"',
  'the edit "seed"',
  'the choice kind "random"',
  'the action "step"',
  'the field "stepwise"',
  'the field "cards"',
  'the action "play"',
  'the action "turnFaceUp"', // README extension: the special action of 702.37e
  'the action "suspend"', // README extension: the special action of 116.2f, 702.62a
  'the action "foretell"', // README extension: the special action of 116.2h, 702.143a
  'the field "landsPlayedThisTurn"',
  'the field "additionalLandsThisTurn"', // README extension: 305.2
  'the field "cantPlayLandsThisTurn"', // README extension: 305.2b
  'the field "energy"', // README extension: a player's energy counters (122.1)
  'the field "monarch"', // README extension: the monarch designation (725.1)
  'the field "face"',
  'the edit "face"',
  'the edit "trigger"',
  'the choice kind "manual"',
  'the field "costs.tap"',
  // 702.51a, 702.126a, 702.66a, 702.27a, 702.42a (engine casting/costPayments.ts, totalCost.ts).
  'the field "costs.convoke"',
  'the field "costs.improvise"',
  'the field "costs.delve"',
  // 702.49a (engine combat/ninjutsu.ts): the unblocked attacker returned for ninjutsu.
  'the field "costs.return"',
  // 709.3, 715.3 (engine casting/halves.ts); fuse (702.102a) isn't built.
  'the field "half"',
  'the field "buyback"',
  'the field "entwine"',
  // 702.33c (engine casting/totalCost.ts).
  'the field "multikicker"',
  // 702.56a (engine casting/totalCost.ts, copyCosts.ts).
  'the field "replicate"',
  // 702.132a (engine casting/assist.ts).
  'the field "assist"',
  'the choice kind "attackers"',
  'the choice kind "blockers"',
  'the choice kind "damage"',
  'the step "firstStrikeDamage"',
  'the field "attacking"',
  'the field "blocking"',
  'the field "blocked"',
  'the field "players"',
  'the field "keywords"',
  'the field "abilityCount"',
  'the field "name"',
  'the field "supertypes"',
  'the field "types"',
  'the field "subtypes"',
  'the field "colors"',
  'the field "copyOf"',
  'the field "attachedTo"',
  'the field "owner"',
  ...WORKBENCH_EDIT_OPS.map((op) => `the edit "${op}"`),
]);

type Found = { path: string; feature: string };

const obj = (v: Json): Record<string, Json> | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, Json>) : null);
const has = (o: Record<string, Json> | null, k: string) => !!o && o[k] !== undefined;

const CARD_FIELDS = ['face', 'attachedTo', 'copyOf'];
const CAST_FIELDS = ['half', 'fuse', 'buyback', 'entwine', 'replicate', 'multikicker', 'assist'];
const COST_FIELDS = ['tap', 'convoke', 'improvise', 'delve', 'return'];
const EDIT_OPS = ['seed', 'damage', 'sick', 'turn', 'addPlayer', 'removePlayer', 'attach', 'control', 'face', 'trigger'];
const CHOICE_KINDS = ['random', 'attackers', 'blockers', 'damage', 'manual'];
const OBJECT_FIELDS = ['name', 'supertypes', 'types', 'subtypes', 'colors', 'keywords', 'abilityCount', 'attacking', 'blocking', 'blocked', 'attachedTo', 'face', 'owner'];
const STEPS = ['firstStrikeDamage'];

function castParts(a: Record<string, Json>, path: string, out: Found[]): void {
  for (const k of CAST_FIELDS) if (has(a, k)) out.push({ path: `${path}.${k}`, feature: `the field "${k}"` });
  const costs = obj(a.costs);
  for (const k of COST_FIELDS) if (has(costs, k)) out.push({ path: `${path}.costs.${k}`, feature: `the field "costs.${k}"` });
}

function expectParts(e: Record<string, Json>, path: string, out: Found[]): void {
  if (has(e, 'players')) out.push({ path: `${path}.players`, feature: 'the field "players"' });
  if (STEPS.includes(e.step as string)) out.push({ path: `${path}.step`, feature: `the step "${e.step}"` });
  for (const [k, v] of Object.entries(obj(e.objects) ?? {})) {
    for (const f of OBJECT_FIELDS) if (has(obj(v), f)) out.push({ path: `${path}.objects.${k}.${f}`, feature: `the field "${f}"` });
  }
}

function actionParts(a: Record<string, Json>, path: string, out: Found[]): void {
  if (a.do === 'play' || a.do === 'step' || a.do === 'turnFaceUp' || a.do === 'suspend' || a.do === 'foretell') out.push({ path: `${path}.do`, feature: `the action "${a.do}"` });
  if (a.do === 'resolve' && has(a, 'stepwise')) out.push({ path: `${path}.stepwise`, feature: 'the field "stepwise"' });
  if (a.do === 'cast' || a.do === 'activate') castParts(a, path, out);
  if (a.do === 'choose' && CHOICE_KINDS.includes(a.kind as string)) out.push({ path: `${path}.kind`, feature: `the choice kind "${a.kind}"` });
  if (a.do === 'choose' && obj(a.answer)) castParts(obj(a.answer)!, `${path}.answer`, out);
  if (a.do === 'advance' && STEPS.includes(a.to as string)) out.push({ path: `${path}.to`, feature: `the step "${a.to}"` });
  if (a.do === 'edit' && EDIT_OPS.includes(a.op as string)) out.push({ path: `${path}.op`, feature: `the edit "${a.op}"` });
  if (a.do === 'edit' && a.op === 'create') for (const k of CARD_FIELDS) if (has(a, k)) out.push({ path: `${path}.${k}`, feature: `the field "${k}"` });
  if (a.do === 'expect') expectParts(a, path, out);
}

/** Every version 2 part of a document, with the path of the field that uses it. */
export function version2Parts(doc: Json): Found[] {
  const d = obj(doc);
  if (!d) return [];
  const out: Found[] = [];
  if (has(d, 'random')) out.push({ path: 'random', feature: 'the field "random"' });
  if (has(d, 'cards')) out.push({ path: 'cards', feature: 'the field "cards"' });
  const turn = obj(d.turn);
  if (turn && STEPS.includes(turn.step as string)) out.push({ path: 'turn.step', feature: `the step "${turn.step}"` });
  (Array.isArray(d.players) ? d.players : []).forEach((p, i) => {
    const player = obj(p);
    if (!player) return;
    if (has(player, 'landsPlayedThisTurn')) out.push({ path: `players[${i}].landsPlayedThisTurn`, feature: 'the field "landsPlayedThisTurn"' });
    for (const k of ['additionalLandsThisTurn', 'cantPlayLandsThisTurn']) if (has(player, k)) out.push({ path: `players[${i}].${k}`, feature: `the field "${k}"` });
    if (has(player, 'energy')) out.push({ path: `players[${i}].energy`, feature: 'the field "energy"' });
    if (has(player, 'monarch')) out.push({ path: `players[${i}].monarch`, feature: 'the field "monarch"' });
    for (const zone of ['battlefield', 'hand', 'graveyard', 'library', 'exile']) {
      (Array.isArray(player[zone]) ? (player[zone] as Json[]) : []).forEach((c, j) => {
        for (const k of CARD_FIELDS) if (has(obj(c), k)) out.push({ path: `players[${i}].${zone}[${j}].${k}`, feature: `the field "${k}"` });
      });
    }
  });
  (Array.isArray(d.actions) ? d.actions : []).forEach((a, i) => {
    if (obj(a)) actionParts(obj(a)!, `actions[${i}]`, out);
  });
  if (obj(d.expect)) expectParts(obj(d.expect)!, 'expect', out);
  return out;
}

/** Refuse what the document's format doesn't have, or what this sandbox doesn't carry out yet. */
export function checkVersion(doc: Json, format: 1 | 2): void {
  for (const f of version2Parts(doc)) {
    if (format === 1) throw new ScenarioError(f.path, `needs format 2 ("format": 2): ${f.feature} is part of version 2`);
    if (!BUILT.has(f.feature)) throw new ScenarioError(f.path, `${f.feature} is not supported by this version of the sandbox yet`);
  }
}
