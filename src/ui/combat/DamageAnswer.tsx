// Assigning a creature's combat damage among its recipients (510.1c-d): one row per recipient with
// its lethal damage (deathtouch makes it 1, 702.2c), − and + buttons, and what is left to assign;
// "Assign" is enabled once the amounts add up to the damage (510.1a). The engine checks the rest.
import { describe, type PendingChoice } from '../../engine';
import { useGame, useGameApi } from '../context';
import { useUi } from '../uiStore';
import { act } from '../interaction';
import { BUTTON } from '../header/Controls';
import { damageAnswer, damageDraftFor, remaining, stepAmount } from './damage';

const OPTION = `${BUTTON} bg-fuchsia-300 text-fuchsia-950 hover:bg-fuchsia-200`;
const STEP = 'h-7 w-7 rounded bg-fuchsia-300 font-bold text-fuchsia-950 hover:bg-fuchsia-200 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-3 focus-visible:outline-sky-300';

export function DamageAnswer({ choice }: { choice: PendingChoice }) {
  const api = useGameApi();
  const kept = useUi((u) => u.damage);
  const s = useGame((st) => st);
  const p = choice.combat;
  if (p?.kind !== 'damage') return null;
  const d = damageDraftFor(kept, choice);
  const left = remaining(d, p);
  const set = (id: string, delta: 1 | -1) => useUi.getState().setDamage(stepAmount(d, p, id, delta));
  const send = () => {
    if (act(api, { type: 'choose', player: choice.player, answer: damageAnswer(d) })) useUi.getState().setDamage(null);
  };
  return (
    <div className="flex flex-col gap-2">
      <p>
        {describe(s, p.source)} assigns {p.amount} damage. Left to assign: <strong data-testid="damage-left">{left}</strong>
      </p>
      <ul aria-label="Damage to each recipient" className="flex flex-col gap-1">
        {p.recipients.map((r) => {
          const name = describe(s, r.id);
          const n = d.amounts[r.id] ?? 0;
          return (
            <li key={r.id} className="flex items-center gap-2" data-testid={`damage-row-${r.id}`}>
              <span className="min-w-0 flex-1">
                {name}{' '}
                <span className="text-xs text-fuchsia-200">
                  {r.id === p.excessTo ? '(with trample: only once each blocker is assigned lethal damage, 702.19b)' : r.id === p.unblockedTo ? "(all of it, as though it weren't blocked, 510.1c)" : `(lethal: ${r.lethal})`}
                </span>
              </span>
              <button type="button" aria-label={`One less damage to ${name}`} disabled={n === 0} onClick={() => set(r.id, -1)} className={STEP}>
                −
              </button>
              <output aria-label={`Damage to ${name}`} className="w-6 text-center font-bold tabular-nums">
                {n}
              </output>
              <button type="button" aria-label={`One more damage to ${name}`} disabled={left === 0} onClick={() => set(r.id, 1)} className={STEP}>
                +
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        <button type="button" disabled={left !== 0} onClick={send} className={OPTION}>
          Assign
        </button>
      </div>
    </div>
  );
}
