// For tests: keyword abilities written as definitions, given to a card of a built game, where the
// compiler doesn't read them yet (SCENARIO.md: "Lifelink", "Protection from red", "Ward {2}").
import type { AbilityDef, CostDef, Keyword, ProtectionQuality } from './state/card';
import type { Action } from './actions';
import { apply } from './apply';
import type { GameState, LogEntry } from './state/state';

/** A keyword ability as the compiler makes it; protection takes its quality, ward its cost. */
export function keyword(k: Keyword, param?: { protection?: ProtectionQuality; ward?: CostDef; text?: string }): AbilityDef {
  const text = param?.text ?? k[0].toUpperCase() + k.slice(1);
  return { kind: 'keyword', keyword: k, text, ...(param?.protection ? { protection: param.protection } : {}), ...(param?.ward ? { ward: param.ward } : {}) };
}

/** The state with these abilities put before the card's own (keywords come first in Oracle order). */
export function withAbilities(s: GameState, card: string, ...abilities: AbilityDef[]): GameState {
  const def = s.cards[card];
  if (!def) throw new Error(`no card ${card} in this game`);
  return { ...s, cards: { ...s.cards, [card]: { ...def, abilities: [...abilities, ...def.abilities] } } };
}

/** Apply actions in turn; the last state and every log entry on the way. */
export function play(s: GameState, ...actions: Action[]): { state: GameState; log: LogEntry[] } {
  const log: LogEntry[] = [];
  for (const a of actions) {
    const t = apply(s, a);
    s = t.state;
    log.push(...t.log);
  }
  return { state: s, log };
}
