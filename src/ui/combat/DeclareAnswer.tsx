// The prompt's part of a declaration (508.1, 509.1): what is chosen so far, each with a button to
// take it back, and the buttons that send it ("Attack", "Block") or declare none.
import { describe, type PendingChoice } from '../../engine';
import { useGame, useGameApi } from '../context';
import { useUi } from '../uiStore';
import { BUTTON } from '../header/Controls';
import { selectionFor, withoutPair } from './selection';
import { notOffered } from './combatView';
import { RuleButton } from '../rules/RuleButton';
import { sendDeclaration } from './declare';

const OPTION = `${BUTTON} bg-fuchsia-300 text-fuchsia-950 hover:bg-fuchsia-200`;
const SMALL = 'rounded px-1.5 text-xs text-fuchsia-200 underline hover:bg-fuchsia-900 focus-visible:outline-2 focus-visible:outline-sky-300';

export function DeclareAnswer({ choice }: { choice: PendingChoice }) {
  const api = useGameApi();
  const kept = useUi((u) => u.combat);
  const sel = selectionFor(kept, choice);
  const s = useGame((st) => st);
  const attacking = choice.kind === 'attackers';
  const unable = notOffered(s);
  const several = choice.combat?.kind === 'attackers' && choice.combat.defenders.length > 1;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-fuchsia-200">
        {attacking
          ? `Click each creature that attacks (or focus it and press Enter)${several ? ', then choose the player or planeswalker it attacks' : ''}; click it again to take it back.`
          : 'Click a creature to block with, then the attacker it blocks (the same two clicks again take the block back; to block several attackers, click the blocker again before each).'}
      </p>
      {sel.pairs.length > 0 && (
        <ul aria-label={attacking ? 'Chosen attackers' : 'Chosen blocks'} className="flex flex-col gap-0.5">
          {sel.pairs.map(([a, b]) => {
            const text = attacking ? `${describe(s, a)} attacks ${describe(s, b)}` : `${describe(s, a)} blocks ${describe(s, b)}`;
            return (
              <li key={`${a} ${b}`} className="flex items-baseline gap-2">
                <span>{text}</span>
                <button type="button" aria-label={`Remove ${text}`} onClick={() => useUi.getState().setCombat(withoutPair(sel, a, b))} className={SMALL}>
                  remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {unable.length > 0 && (
        // Still clickable: the engine then refuses the declaration with this reason.
        <ul aria-label={attacking ? "Creatures that can't attack" : "Creatures that can't block"} className="flex flex-col gap-0.5 text-xs text-fuchsia-200">
          {unable.map((u) => (
            <li key={u.id}>
              {describe(s, u.id)} can't {attacking ? 'attack' : 'block'}: {u.why} (rule <RuleButton rule={u.rule} />)
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" disabled={sel.pairs.length === 0} onClick={() => sendDeclaration(api)} className={OPTION}>
          {attacking ? 'Attack' : 'Block'}
        </button>
        <button type="button" onClick={() => sendDeclaration(api, true)} className={OPTION}>
          {attacking ? 'No attacks' : 'No blocks'}
        </button>
      </div>
    </div>
  );
}
