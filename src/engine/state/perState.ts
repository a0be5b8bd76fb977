// A value derived from a whole state (could-produce, the top cards shown), remembered per state
// record: the page asks for it once per card or per player on every change of the game. A
// transaction writes its own state record in place (game.ts), so the same record may hold another
// position later in that transaction: the memo is checked field by field against the state it was
// computed from.
import type { GameState } from './state';

function sameFields(a: GameState, b: GameState): boolean {
  for (const k in a) if (a[k as keyof GameState] !== b[k as keyof GameState]) return false;
  for (const k in b) if (!(k in a)) return false;
  return true;
}

export function perState<T>(compute: (s: GameState) => T): (s: GameState) => T {
  const memo = new WeakMap<GameState, { from: GameState; found: T }>();
  return (s) => {
    const m = memo.get(s);
    if (m && sameFields(m.from, s)) return m.found;
    const found = compute(s);
    memo.set(s, { from: { ...s }, found });
    return found;
  };
}
