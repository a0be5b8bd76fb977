// A scenario document as a timeline: its position, then each of its actions as one step (an
// imported file, a share link, a gallery demo played step by step). Expectations are not checked
// here; an action the rules refuse ends the import there, with the reason.
import { RulesError, type Action } from '../engine';
import { buildScenario } from '../scenario/build';
import { ScenarioError } from '../scenario/errors';
import { playAction } from '../scenario/play';
import type { Scenario } from '../scenario/types';
import { append, startTimeline, type Timeline } from './timeline';

export type Imported = { timeline: Timeline; cursor: number; actions: Action[]; stoppedAt?: { index: number; reason: string } };

export function timelineOf(sc: Scenario): Imported {
  const built = buildScenario(sc);
  const timeline = startTimeline(built.state, built.log);
  const labels = built.labels;
  let cursor = 0;
  const actions: Action[] = [];
  for (const [index, a] of sc.actions.entries()) {
    if (a.do === 'expect') continue;
    const state = timeline.nodes[cursor].state;
    try {
      for (const played of playAction(state, a, `actions[${index}]`, labels, sc.format)) {
        cursor = append(timeline, cursor, played.action, played.state, played.log);
        actions.push(played.action);
      }
    } catch (e) {
      // An action meant to be refused (expectError) is refused, and the game goes on.
      if (e instanceof RulesError && a.expectError) continue;
      if (e instanceof RulesError || e instanceof ScenarioError) return { timeline, cursor, actions, stoppedAt: { index, reason: e.message } };
      throw e;
    }
  }
  return { timeline, cursor, actions };
}
