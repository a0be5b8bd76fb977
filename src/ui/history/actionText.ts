// One step of the timeline in MTG words: "Ann casts Lightning Bolt targeting Ben.", "All players
// pass; Lightning Bolt resolves.", "Edit: Mountain created on the battlefield under Ann's control.". Most actions
// say it in their first log entry; a resolve or an advance says what the passing led to.
import { describe, playerName, priorityHolder, STEP_NAMES, type Action, type GameState, type LogEntry } from '../../engine';

function who(s: GameState, player: string | undefined): string {
  const p = player ?? priorityHolder(s) ?? s.choice?.player;
  return p && s.players[p] ? playerName(s, p) : 'A player';
}

/** `before`: the game as the action was taken; `log`: what the action logged. */
export function actionText(before: GameState, action: Action, log: readonly LogEntry[]): string {
  const first = log[0]?.text;
  switch (action.type) {
    case 'resolve': {
      const top = before.stack[before.stack.length - 1];
      const what = top ? describe(before, top) : 'the top of the stack';
      return action.stepwise ? `All players pass; ${what} starts resolving, one step at a time.` : `All players pass; ${what} resolves.`;
    }
    case 'advance':
      return `All players pass until the ${STEP_NAMES[action.to]}.`;
    case 'step':
      return `Next step: ${first ?? 'the resolution goes on.'}`;
    case 'pass':
      return first ?? `${who(before, action.player)} passes priority.`;
    case 'cast':
      return first ?? `${who(before, action.player)} casts ${describe(before, action.card)}.`;
    case 'play':
      return first ?? `${who(before, action.player)} plays ${describe(before, action.card)}.`;
    case 'turnFaceUp':
      return first ?? `${who(before, action.player)} turns a face-down permanent face up.`;
    case 'suspend':
      return first ?? `${who(before, action.player)} suspends ${describe(before, action.card)}.`;
    case 'foretell':
      return first ?? `${who(before, action.player)} foretells a card.`;
    case 'activate':
      return first ?? `${who(before, action.player)} activates an ability of ${describe(before, action.source)}.`;
    case 'choose':
      return first ?? `${who(before, action.player)} makes a choice.`;
    case 'edit':
      // An edit's own entry, not what it set off first (a trigger put on the stack logs that first).
      return log.find((e) => e.text.startsWith('Edit:'))?.text ?? first ?? `Edit: ${action.op}.`;
  }
}
