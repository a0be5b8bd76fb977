// The timeline: every state the game has been in, as a tree. Undo goes to the parent; acting after
// an undo starts a branch and keeps the old line, which redo or a jump can return to (DESIGN.md).
// Nodes are only ever appended: an action adds one node and never copies the ones before it.
import type { Action, GameState, LogEntry } from '../engine';

export type TimelineNode = {
  id: number;
  parent: number | null;
  /** The action that led here from the parent; null for the starting position. */
  action: Action | null;
  state: GameState;
  /** What that action logged. */
  log: LogEntry[];
  /** Actions taken from here, oldest first: more than one is a branch. */
  children: number[];
  /** How many actions from the start. */
  depth: number;
};

export type Timeline = {
  nodes: TimelineNode[];
  /** For redo: the child each node was last left through. */
  lastChild: Map<number, number>;
};

export function startTimeline(state: GameState, log: LogEntry[]): Timeline {
  return { nodes: [{ id: 0, parent: null, action: null, state, log, children: [], depth: 0 }], lastChild: new Map() };
}

/** Add a node for an action taken at `from`; an action already taken there is followed instead. */
export function append(t: Timeline, from: number, action: Action, state: GameState, log: LogEntry[]): number {
  const parent = t.nodes[from];
  const same = JSON.stringify(action);
  const known = parent.children.find((c) => JSON.stringify(t.nodes[c].action) === same);
  if (known !== undefined) return known;
  const id = t.nodes.length;
  t.nodes.push({ id, parent: from, action, state, log, children: [], depth: parent.depth + 1 });
  parent.children.push(id);
  return id;
}

/** The nodes from the start to `id`, in order. */
export function pathTo(t: Timeline, id: number): TimelineNode[] {
  const out: TimelineNode[] = [];
  for (let n: TimelineNode | undefined = t.nodes[id]; n; n = n.parent === null ? undefined : t.nodes[n.parent]) out.push(n);
  return out.reverse();
}

/** The last `n` nodes of the path to `id` (all of it when shorter), in order: n steps, however long the game. */
export function lastOnPath(t: Timeline, id: number, n: number): TimelineNode[] {
  const out: TimelineNode[] = [];
  for (let node: TimelineNode | undefined = t.nodes[id]; node && out.length < n; node = node.parent === null ? undefined : t.nodes[node.parent]) out.push(node);
  return out.reverse();
}

/** Where redo goes from `id`: the child last left through, else the newest. */
export function redoTarget(t: Timeline, id: number): number | undefined {
  const n = t.nodes[id];
  return t.lastChild.get(id) ?? n.children[n.children.length - 1];
}

/** The current line past `id`: following redo until it ends (what redo would replay). */
export function lineAfter(t: Timeline, id: number, limit = Infinity): TimelineNode[] {
  const out: TimelineNode[] = [];
  for (let next = redoTarget(t, id); next !== undefined && out.length < limit; next = redoTarget(t, next)) out.push(t.nodes[next]);
  return out;
}

/**
 * Remember the way from each ancestor to `id`, so redo after an undo comes back here. The store
 * keeps the way to its cursor marked at all times: a jump or a restore marks the whole way, and
 * an action, an undo or a redo changes only the cursor's own last step.
 */
export function markLine(t: Timeline, id: number): void {
  for (const n of pathTo(t, id)) if (n.parent !== null) t.lastChild.set(n.parent, n.id);
}
