// Folding the edits made before play into the starting position (README, "Share and files"). The
// position's document is built again, so its objects have other engine ids than the game played:
// the actions taken after the edits are carried over to the new ids. Objects that exist when play
// begins are paired through the scenario id the document gives each; objects made later are made
// in the same order in both games (the engine is deterministic), so they pair by how many objects
// were made before them.
import { allObjects, apply, type Action } from '../engine';
import { buildScenario } from './build';
import { positionWithIds } from './position';
import { ScenarioError } from './errors';
import { firstDifference, judgeView } from './judgeView';
import type { Scenario } from './types';

const OBJECT_ID = /^o(\d+)$/;

export type Folded = { start: Scenario; actions: Action[] };

/** The position after `setup` edits as a document, and the remaining actions in its ids. Throws a ScenarioError when that position can't be written. */
export function foldSetup(source: Scenario, actions: readonly Action[], setup: number): Folded {
  let played = buildScenario(source).state;
  for (const a of actions.slice(0, setup)) played = apply(played, a).state;
  const { scenario, ids } = positionWithIds(played, source.name, source.description);
  const rebuilt = buildScenario(scenario).state;
  // A position is set up with state-based actions checked (SCENARIO.md): a position reached by
  // edits that they would change (a player at 0 life) is not the one written, and stays as edits.
  const labels = new Set(allObjects(played).flatMap((o) => (o.label ? [o.label] : [])));
  const differs = firstDifference(judgeView(played, labels), judgeView(rebuilt, labels));
  if (differs) throw new ScenarioError('position', `the position the edits made can't be written as it stands: ${differs}`);
  const byLabel = new Map(allObjects(rebuilt).map((o) => [o.label, o.id]));
  const objects = new Map([...ids].map(([id, label]) => [id, byLabel.get(label)!]));
  const players = new Map(played.order.map((p, i) => [p, rebuilt.order[i]]));
  const rename = (id: string): string => {
    const known = objects.get(id) ?? players.get(id);
    if (known) return known;
    const n = OBJECT_ID.exec(id);
    return n && Number(n[1]) >= played.nextId ? `o${Number(n[1]) - played.nextId + rebuilt.nextId}` : id;
  };
  return { start: scenario, actions: actions.slice(setup).map((a) => renamed(a, rename) as Action) };
}

/** The action with every object and player id renamed; a card definition (an edit's `card`) is data, not ids. */
function renamed(v: unknown, rename: (id: string) => string, key = ''): unknown {
  if (typeof v === 'string') return key === 'label' ? v : rename(v);
  if (Array.isArray(v)) return v.map((x) => renamed(x, rename));
  if (v && typeof v === 'object') {
    if (key === 'card' && !Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renamed(x, rename, k)]));
  }
  return v;
}
