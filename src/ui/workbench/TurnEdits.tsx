// The builder's turn edit: whose turn it is, the step (not untap or cleanup, where no player gets
// priority, nor the combat steps a position can't start in: declaring blockers and dealing damage
// need attackers declared first) and the turn number. The active player receives priority. Only with an empty stack.
import { useState } from 'react';
import { COMBAT_ONLY_STEPS, STEPS, STEP_NAMES, type Step } from '../../engine';
import { useGame, useGameApi } from '../context';
import { act } from '../interaction';
import { FIELD, HEADING, SMALL } from '../styles';

const PLAYABLE = STEPS.filter((s) => s !== 'untap' && s !== 'cleanup' && !COMBAT_ONLY_STEPS.includes(s));

export function TurnEdits() {
  const api = useGameApi();
  const order = useGame((s) => s.order);
  const players = useGame((s) => s.players);
  const turn = useGame((s) => s.turn);
  const [draft, setDraft] = useState<{ active?: string; step?: Step; number?: string }>({});
  const active = draft.active && order.includes(draft.active) ? draft.active : turn.active;
  const step = draft.step ?? turn.step;
  const number = draft.number ?? String(turn.number);
  const valid = /^\d+$/.test(number) && Number(number) >= 1;
  return (
    <section aria-label="Set the turn" className="flex flex-col gap-1.5 text-sm">
      <h3 className={HEADING}>Turn</h3>
      <form
        className="flex flex-wrap items-center gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && act(api, { type: 'edit', op: 'turn', active, step, number: Number(number) })) setDraft({});
        }}
      >
        <select aria-label="Active player" value={active} onChange={(e) => setDraft({ ...draft, active: e.target.value })} className={FIELD}>
          {order.map((p) => (
            <option key={p} value={p}>
              {players[p].name}'s turn
            </option>
          ))}
        </select>
        <select aria-label="Step" value={step} onChange={(e) => setDraft({ ...draft, step: e.target.value as Step })} className={FIELD}>
          {PLAYABLE.map((s) => (
            <option key={s} value={s}>
              {STEP_NAMES[s]}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-1">
          turn
          <input type="number" min={1} aria-label="Turn number" value={number} onChange={(e) => setDraft({ ...draft, number: e.target.value })} className={`${FIELD} w-16`} />
        </label>
        <button type="submit" disabled={!valid} className={SMALL}>
          Set turn
        </button>
      </form>
    </section>
  );
}
