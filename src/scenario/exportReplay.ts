// The export driver (issue 12): a seeded random game of random legal actions and edits, as a judge
// might play it in the page (the builder giving each created card an id, or not), exported, carried
// by a share link, imported and replayed: the replayed game must be the same game as a judge sees
// it (judgeView.ts), every owner and id included. `npm test` runs 50 games; `npm run fuzz:export`
// runs 300 (or as many as asked).
import { allObjects, objectAt, type Action, type CardDef, type GameState } from '../engine';
import { describeFailure, randomPlay } from '../engine/randomPlay';
import { randomPosition } from '../engine/randomPlay';
import { buildScenario } from './build';
import { ScenarioError } from './errors';
import { exportScenario } from './export';
import { firstDifference, judgeView } from './judgeView';
import { createdLabels, freshLabel, labelsGiven } from './labels';
import { positionOf } from './position';
import { runScenario } from './run';
import { scenarioFromHash, shareHash } from './share';
import type { Scenario } from './types';

export type ReplayOutcome = { seed: number; actions: number; problem?: string };

/** The seed's random position as a document; one that can't be written (a choice pending as it is set up) gives way to the next seed's. */
function startingDocument(seed: number, pool: readonly CardDef[]): Scenario {
  for (let k = 0; ; k++) {
    try {
      return positionOf(randomPosition(seed + k * 1_000_003, pool), `Random game ${seed}`);
    } catch (e) {
      if (!(e instanceof ScenarioError) || k > 20) throw e;
    }
  }
}

/**
 * A creature an exported document can name: one with an id, or the one object of its name. Two
 * alike tokens made by an effect have neither, so the export refuses an action naming one of them
 * ("Export position" writes the position instead); the driver declares attacks and blocks without
 * them, as a judge who means to export would.
 */
function nameable(s: GameState, id: string): boolean {
  const o = objectAt(s, id);
  if (!o || o.label || s.players[id]) return true;
  return allObjects(s).filter((x) => x.card === o.card).length === 1 && !s.order.some((p) => s.players[p].name === o.card);
}

function declarable(s: GameState, a: Extract<Action, { type: 'choose' }>): Action {
  const kind = s.choice?.kind;
  if ((kind !== 'attackers' && kind !== 'blockers') || !a.answer || typeof a.answer !== 'object' || Array.isArray(a.answer)) return a;
  const ok = (v: unknown) => (typeof v === 'string' ? nameable(s, v) : !Array.isArray(v) || v.every((x) => typeof x !== 'string' || nameable(s, x)));
  return { ...a, answer: Object.fromEntries(Object.entries(a.answer).filter(([k, v]) => nameable(s, k) && ok(v))) };
}

export function exportReplay(seed: number, pool: readonly CardDef[], count: number): ReplayOutcome {
  const source = startingDocument(seed, pool);
  const start = buildScenario(source);
  const actions: Action[] = [];
  let creates = 0;
  // Every other card created gets an id as the builder gives one; the rest get theirs from the export.
  const shape = (a: Action, s: Parameters<typeof freshLabel>[0]): Action => {
    if (a.type === 'choose') return declarable(s, a);
    // An edit of such a token is not made either: the action given instead is refused (no choice takes null).
    if (a.type === 'edit' && 'object' in a && typeof a.object === 'string' && !nameable(s, a.object)) return { type: 'choose', answer: null };
    if (a.type !== 'edit' || a.op !== 'create' || a.label || creates++ % 2) return a;
    return { ...a, label: freshLabel(s, labelsGiven(source, actions), a.card.name) };
  };
  const played = randomPlay(seed, pool, count, { start: start.state, shape, applied: (a) => actions.push(a) });
  const at = (problem: string): ReplayOutcome => ({ seed, actions: actions.length, problem });
  if (played.failure) return at(`random play: ${describeFailure(played.failure)}`);
  let replayed;
  try {
    const link = shareHash(exportScenario(source, actions));
    replayed = runScenario(scenarioFromHash(link)!);
  } catch (e) {
    return at(`export or import: ${e instanceof ScenarioError ? e.message : ((e as Error).stack ?? e)}`);
  }
  if (!replayed.ok) return at(`the replay stopped: ${replayed.failure!.message} (action ${replayed.failure!.index})`);
  const labels = new Set([...start.labels, ...createdLabels(actions)]);
  const d = firstDifference(judgeView(played.state, labels), judgeView(replayed.state, labels));
  return d ? at(`the replay differs at ${d}`) : { seed, actions: actions.length };
}
