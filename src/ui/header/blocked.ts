// Why "Pass priority" or "Resolve" can't act now, in the engine's own words, so the button can
// look disabled and say why before it is pressed instead of being refused after (issue 11).
import { playerName, type GameState } from '../../engine';

export type Blocked = { text: string; rule: string };

export type Control = 'pass' | 'resolve';

export function blocked(s: GameState, control: Control): Blocked | null {
  // No player receives priority while the game waits for a decision made during resolution or
  // casting: the engine refuses to go on until it is answered.
  if (s.choice) return { text: `${playerName(s, s.choice.player)} must first answer: ${s.choice.prompt}`, rule: s.choice.rule };
  if (control === 'pass') return null;
  if (s.stepping) return { text: 'The top of the stack is already resolving: use "Next step" or "Finish"', rule: '608.2' };
  if (s.stack.length === 0) return { text: 'The stack is empty: there is nothing to resolve. Passing priority ends the step instead', rule: '405.5' };
  return null;
}
