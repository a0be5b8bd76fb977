// The store over the engine (DESIGN.md): the timeline of states, the cursor, dispatch, undo, redo,
// jump and branching. A vanilla zustand store, so it runs (and is tested) in Node.
import { createStore } from 'zustand/vanilla';
import { apply, RulesError, type Action, type GameState, type LogEntry } from '../engine';
import type { Scenario } from '../scenario/types';
import { rerollPlan } from './reroll';
import { append, markLine, pathTo, redoTarget, startTimeline, type Timeline, type TimelineNode } from './timeline';

export type { TimelineNode } from './timeline';

export type Refusal = { reason: string; rule: string };

export type GameStore = {
  /** What the game started from: a scenario's name, and the scenario (for export and sharing). */
  title: string;
  source: Scenario | null;
  timeline: Timeline;
  /** The node shown now. */
  cursor: number;
  /** Bumped on every change to the timeline (its nodes are appended in place). */
  version: number;
  /** The last refused action's reason, shown until the next action. */
  refusal: Refusal | null;
  dispatch: (action: Action) => boolean;
  undo: () => void;
  redo: () => void;
  jump: (node: number) => void;
  load: (title: string, state: GameState, log: LogEntry[], source?: Scenario | null) => void;
  /** Load a whole timeline (a shared link, an autosave, an imported file). */
  restore: (title: string, timeline: Timeline, cursor: number, source?: Scenario | null) => void;
  dismissRefusal: () => void;
  /**
   * Another random result for the one `node` logged (reroll.ts): a new branch whose actions are
   * played as far as they still can be. Null when no seed tried gives another result.
   */
  reroll: (node: number) => { played: number; of: number } | null;
  /** Play actions from the node `from` as far as they go, on a branch of their own; the cursor ends there. */
  replay: (from: number, actions: readonly Action[]) => { node: number; played: number };
  /** Name and describe the game: its scenario's `name` and `description`, so exports, share links and recent games carry them. */
  rename: (name: string, description: string) => void;
};

export function createGameStore(title: string, state: GameState, log: LogEntry[], source: Scenario | null = null) {
  return createStore<GameStore>()((set, get) => ({
    title,
    source,
    timeline: startTimeline(state, log),
    cursor: 0,
    version: 0,
    refusal: null,
    dispatch(action) {
      const { timeline, cursor, version } = get();
      try {
        const t = apply(timeline.nodes[cursor].state, action);
        const id = append(timeline, cursor, action, t.state, t.log);
        // The way to the cursor is marked already (see markLine): only its last step is new.
        timeline.lastChild.set(cursor, id);
        set({ cursor: id, version: version + 1, refusal: null });
        return true;
      } catch (e) {
        if (!(e instanceof RulesError)) throw e;
        set({ refusal: { reason: e.reason, rule: e.rule } });
        return false;
      }
    },
    undo() {
      const { timeline, cursor } = get();
      const parent = timeline.nodes[cursor].parent;
      if (parent !== null) set({ cursor: parent, refusal: null });
    },
    redo() {
      const { timeline, cursor } = get();
      const next = redoTarget(timeline, cursor);
      if (next === undefined) return;
      timeline.lastChild.set(cursor, next);
      set({ cursor: next, refusal: null });
    },
    jump(node) {
      const { timeline, version } = get();
      if (!timeline.nodes[node]) return;
      markLine(timeline, node);
      set({ cursor: node, version: version + 1, refusal: null });
    },
    load(title, state, log, source = null) {
      set({ title, source, timeline: startTimeline(state, log), cursor: 0, version: get().version + 1, refusal: null });
    },
    restore(title, timeline, cursor, source = null) {
      markLine(timeline, cursor);
      set({ title, source, timeline, cursor, version: get().version + 1, refusal: null });
    },
    dismissRefusal() {
      set({ refusal: null });
    },
    replay(from, actions) {
      const { timeline, version } = get();
      let at = from;
      let played = 0;
      try {
        for (const a of actions) {
          const t = apply(timeline.nodes[at].state, a);
          at = append(timeline, at, a, t.state, t.log);
          played++;
        }
      } catch (e) {
        // An action that fitted the old line may not fit the new one: the replay stops before it.
        if (!(e instanceof RulesError)) throw e;
      }
      markLine(timeline, at);
      set({ cursor: at, version: version + 1, refusal: null });
      return { node: at, played };
    },
    reroll(node) {
      const { timeline, cursor } = get();
      const plan = rerollPlan(timeline, node, cursor);
      if (!plan) return null;
      // The seed edit is the replay's first action: it is not counted as one played again.
      const { played } = get().replay(plan.from, plan.actions);
      return { played: Math.max(0, played - 1), of: plan.actions.length - 1 };
    },
    rename(name, description) {
      const { source, version } = get();
      let renamed = source;
      if (source) {
        const { description: _d, ...rest } = source;
        renamed = { ...rest, name, ...(description ? { description } : {}) };
      }
      set({ title: name, source: renamed, version: version + 1 });
    },
  }));
}

export type GameStoreApi = ReturnType<typeof createGameStore>;

export function currentNode(s: GameStore): TimelineNode {
  return s.timeline.nodes[s.cursor];
}

export function currentState(s: GameStore): GameState {
  return currentNode(s).state;
}

/** The log of the game up to the cursor, along the current line. */
export function logUpTo(s: GameStore): LogEntry[] {
  return pathTo(s.timeline, s.cursor).flatMap((n) => n.log);
}

export function canRedo(s: GameStore): boolean {
  return redoTarget(s.timeline, s.cursor) !== undefined;
}

/** The actions along the current line, from the start to the cursor (what an export writes). */
export function actionsUpTo(s: GameStore): Action[] {
  return pathTo(s.timeline, s.cursor).flatMap((n) => (n.action ? [n.action] : []));
}
