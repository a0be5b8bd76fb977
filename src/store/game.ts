// The store over the engine (DESIGN.md): a timeline of immutable states, the cursor, dispatch,
// undo and redo. It is a vanilla zustand store so it runs (and is tested) in Node.
import { createStore } from 'zustand/vanilla';
import { apply, RulesError, type Action, type GameState, type LogEntry } from '../engine';

/** One step of the timeline: the state after an action, and what that action logged. */
export type TimelineEntry = { state: GameState; log: LogEntry[]; action: Action | null };

export type Refusal = { reason: string; rule: string };

export type GameStore = {
  /** What the game started from (a scenario's position). */
  title: string;
  timeline: TimelineEntry[];
  cursor: number;
  /** The last refused action's reason, shown until the next action. */
  refusal: Refusal | null;
  dispatch: (action: Action) => boolean;
  undo: () => void;
  redo: () => void;
  load: (title: string, state: GameState, log: LogEntry[]) => void;
  dismissRefusal: () => void;
};

export function createGameStore(title: string, state: GameState, log: LogEntry[]) {
  return createStore<GameStore>()((set, get) => ({
    title,
    timeline: [{ state, log, action: null }],
    cursor: 0,
    refusal: null,
    dispatch(action) {
      const { timeline, cursor } = get();
      try {
        const t = apply(timeline[cursor].state, action);
        // Acting after an undo drops the undone entries (branching comes with the timeline view).
        set({ timeline: [...timeline.slice(0, cursor + 1), { state: t.state, log: t.log, action }], cursor: cursor + 1, refusal: null });
        return true;
      } catch (e) {
        if (!(e instanceof RulesError)) throw e;
        set({ refusal: { reason: e.reason, rule: e.rule } });
        return false;
      }
    },
    undo() {
      const { cursor } = get();
      if (cursor > 0) set({ cursor: cursor - 1, refusal: null });
    },
    redo() {
      const { cursor, timeline } = get();
      if (cursor < timeline.length - 1) set({ cursor: cursor + 1, refusal: null });
    },
    load(title, state, log) {
      set({ title, timeline: [{ state, log, action: null }], cursor: 0, refusal: null });
    },
    dismissRefusal() {
      set({ refusal: null });
    },
  }));
}

export type GameStoreApi = ReturnType<typeof createGameStore>;

export function currentState(s: GameStore): GameState {
  return s.timeline[s.cursor].state;
}

/** The log of the game up to the cursor: each entry's own log, appended in order. */
export function logUpTo(s: GameStore): LogEntry[] {
  return s.timeline.slice(0, s.cursor + 1).flatMap((e) => e.log);
}
