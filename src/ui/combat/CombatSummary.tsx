// The combat under way, at a glance (506-511): each attacker, what it attacks, its blockers, and a
// preview of the damage (preview.ts): as assigned in the damage prompt when one is open, else one
// way of dividing it, lethal damage to each blocker in blocking order. "Will die" where the damage reaches a creature's toughness
// or comes from deathtouch. Once combat damage is dealt, the board shows the result instead.
import { useMemo } from 'react';
import { describe, objectAt, power, toughness, type EntityId, type GameState } from '../../engine';
import { useGame } from '../context';
import { useUi } from '../uiStore';
import { RuleButton } from '../rules/RuleButton';
import { combatToShow, shownCombat } from './combatView';
import { previewDamage, type DamagePreview } from './preview';

/** Combat damage has been dealt this combat: the combat damage step's, with no assignment pending (510.2). */
function damageDealt(s: GameState): boolean {
  const step: string = s.turn.step;
  return (step === 'combatDamage' || step === 'endOfCombat') && s.choice?.kind !== 'damage';
}

function pt(s: GameState, id: EntityId): string {
  const o = objectAt(s, id);
  return o ? `${power(s, o)}/${toughness(s, o)}` : '';
}

function Fate({ s, id, preview }: { s: GameState; id: EntityId; preview: DamagePreview }) {
  const f = preview.fate.get(id);
  const dealt = preview.hits.filter((h) => h.from === id).map((h) => `${h.amount} to ${describe(s, h.to)}`);
  return (
    <span className="text-xs text-slate-300">
      {dealt.length ? `deals ${dealt.join(', ')}` : 'deals no damage'}
      {f && f.received > 0 && `; takes ${f.received}`}
      {f?.dies && <strong className="ml-1 rounded bg-red-300 px-1 font-bold uppercase text-red-950">will die</strong>}
      {f?.indestructible && <span className="ml-1 rounded bg-slate-300 px-1 text-slate-900">indestructible: survives</span>}
    </span>
  );
}

export function CombatSummary() {
  // Outside combat nothing here is shown: the summary doesn't follow every change of the game.
  return useGame(combatToShow) ? <Summary /> : null;
}

function Summary() {
  const s = useGame((st) => st);
  const kept = useUi((u) => u.combat);
  const draft = useUi((u) => u.damage);
  const shown = useMemo(() => shownCombat(s, kept), [s, kept]);
  const preview = useMemo(() => previewDamage(s, shown.attacks, draft), [s, shown, draft]);
  if (!s.combat && !shown.declaring) return null;
  const dealt = damageDealt(s);
  return (
    <section aria-label="Combat" className="max-h-[65%] min-h-0 shrink-0 overflow-y-auto rounded-xl border border-red-400/60 bg-slate-900/70 px-3 py-2 text-sm">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-red-300">
        Combat <span className="font-normal normal-case text-slate-400">(rules <RuleButton rule="506" />-<RuleButton rule="511" />)</span>
      </h2>
      {shown.attacks.length === 0 ? (
        <p className="italic text-slate-400">{shown.declaring === 'attackers' ? 'No attackers chosen yet.' : 'No creatures are attacking.'}</p>
      ) : (
        <>
          <p className="text-xs text-slate-400">
            {dealt
              ? 'Combat damage has been dealt (510.2): the board shows the result.'
              : `${shown.unsent ? 'Not sent yet. ' : ''}Damage preview: ${s.choice?.kind === 'damage' ? 'what the prompt assigns; damage not yet assigned shown' : 'several blockers shown'} as lethal damage to each in blocking order, one legal way to divide it (510.1c)${s.combat?.dealtFirstStrike.length ? '; the damage step under way or next only (510.4)' : '; first strike not split out'}.`}
          </p>
          <ul className="mt-1 flex flex-col gap-1.5">
            {shown.attacks.map((a) => (
              <li key={a.attacker} data-testid="combat-row" className="border-t border-slate-800 pt-1">
                <p>
                  <strong>{describe(s, a.attacker)}</strong> <span className="text-slate-400">{pt(s, a.attacker)}</span> attacks{' '}
                  {a.attacks ? describe(s, a.attacks) : 'nothing (its planeswalker left combat)'}
                  {a.blockers.length === 0 && (a.blocked ? ', blocked' : ', unblocked')}
                </p>
                {!dealt && <Fate s={s} id={a.attacker} preview={preview} />}
                {a.blockers.length > 0 && (
                  <ul className="ml-3">
                    {a.blockers.map((b) => (
                      <li key={b}>
                        blocked by <strong>{describe(s, b)}</strong> <span className="text-slate-400">{pt(s, b)}</span>{' '}
                        {!dealt && <Fate s={s} id={b} preview={preview} />}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {!dealt && preview.life.size > 0 && (
            <p className="mt-1 text-xs text-slate-300">
              {[...preview.life].map(([id, n]) => `${describe(s, id)} would be dealt ${n}`).join('; ')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
