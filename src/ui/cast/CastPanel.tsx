// cast/: putting a spell or ability together (601.2) and paying for it, auto-tap included.
// The spell or ability being put together (601.2): the step being asked, the answers so far, and
// how to go back or cancel. Board clicks answer the steps that choose objects or players.
import { useEffect, useRef } from 'react';
import { describe, playerName } from '../../engine';
import { useGame, useGameApi, useGameShallow } from '../context';
import { RuleButton } from '../rules/RuleButton';
import { focusFirstLegal } from '../keyboard/legalFocus';
import { stagesOf, type Stage } from './castFlow';
import { draftSummary } from './draftSummary';
import { advance, cancel, update } from '../interaction';
import { useUi, type Draft } from '../uiStore';
import { BUTTON } from '../header/Controls';
import { SymbolText } from '../board/SymbolText';
import { arrowFocus } from '../keyboard/arrowFocus';
import { CastAnnounce } from './CastAnnounce';
import { CastTargets } from './CastTargets';
import { CastDivide } from './CastDivide';
import { CastConfirm } from './CastConfirm';

/** The question of the step, in the CR's words, with the rule that asks it. */
function ask(st: Stage, d: Draft, legal: number, names: string): { text: string; rule: string } {
  switch (st.kind) {
    case 'announce':
      return { text: 'announce the choices below (modes, X, additional and alternative costs)', rule: '601.2b' };
    case 'cost':
      return { text: st.text, rule: st.rule ?? '601.2h' };
    case 'target': {
      const n = d.targets[st.i]?.length ?? 0;
      if (d.for?.targets?.mayKeep) return { text: `keep or change the target${n > 1 ? 's' : ''} for ${st.p.phrase}: click a new one on the board, or keep ${names}`, rule: '707.10c' };
      const many = st.p.max > 1 ? ` (${n} chosen; click a chosen one again to remove it)` : '';
      const how = legal ? ': click it on the board, or use the arrow keys and Enter' : '. There is no legal target.';
      return { text: `choose ${st.p.phrase}${many}${how}`, rule: d.for && !d.for.cast ? '603.3d' : '601.2c' };
    }
    case 'divide':
      return { text: `divide ${st.total} among the targets (each at least 1)`, rule: '601.2d' };
    case 'confirm':
      return { text: 'check the total cost and confirm', rule: '601.2f' };
  }
}

function verbOf(d: Draft): string {
  if (d.kind === 'activate') return 'activates';
  if (d.kind === 'pick') return d.for?.targets?.mayKeep ? 'chooses new targets for' : 'chooses targets for';
  return 'casts';
}

export function CastPanel() {
  const d = useUi((u) => u.draft);
  return d ? <Panel d={d} /> : null;
}

function Panel({ d }: { d: Draft }) {
  const api = useGameApi();
  const stages = useGame((s) => stagesOf(s, d));
  const summary = useGame((s) => draftSummary(s, d, stages).join('\n'));
  const who = useGame((s) => playerName(s, d.player));
  const st = stages[Math.min(d.stage, stages.length - 1)];
  const kept = useGameShallow((s) => (st.kind === 'target' ? (st.p.current ?? []).map((t) => describe(s, t)) : [])).join(', ');
  const body = useRef<HTMLDivElement>(null);
  // Each new step takes the focus: its first legal target or cost on the board, else its first field.
  useEffect(() => {
    if ((st.kind === 'target' || st.kind === 'cost') && focusFirstLegal()) return;
    body.current?.querySelector<HTMLElement>('input, select, button:not(:disabled)')?.focus();
  }, [d.source, d.for, d.stage, st.kind]);
  const legal = st.kind === 'target' ? st.p.legal.length : 1;
  const verb = d.kind === 'activate' ? 'Activate' : d.kind === 'pick' ? 'Targets for' : 'Cast';
  const q = ask(st, d, legal, kept);
  return (
    <section aria-label={`${verb} ${d.name}`} data-focus-flow onKeyDown={arrowFocus} className="flex flex-col gap-2 rounded-lg border-2 border-amber-300 bg-amber-950 px-3 py-2 text-sm text-amber-50">
      <div className="flex items-start gap-2">
        <p role="status" className="flex-1">
          {who} {verbOf(d)} <strong>{d.name}</strong>: <SymbolText text={q.text} /> <span className="whitespace-nowrap">(rule <RuleButton rule={q.rule} />)</span>{' '}
          <span className="text-amber-200">(Esc to {d.for ? 'start over' : 'cancel'})</span>
        </p>
        {d.stage > 0 && (
          <button type="button" onClick={() => update({ ...d, stage: d.stage - 1, slot: 0 })} className={`${BUTTON} bg-slate-600 text-slate-50 hover:bg-slate-500`}>
            Back
          </button>
        )}
        <button type="button" onClick={cancel} className={`${BUTTON} bg-amber-200 text-amber-950 hover:bg-amber-100`}>
          {d.for ? 'Start over' : 'Cancel'}
        </button>
      </div>
      {summary && (
        <ul aria-label="Choices so far" className="list-inside list-disc text-amber-100">
          {summary.split('\n').map((line, i) => (
            <li key={i}>
              <SymbolText text={line} />
            </li>
          ))}
        </ul>
      )}
      <div ref={body} className="contents">
        {st.kind === 'announce' && <CastAnnounce d={d} />}
        {st.kind === 'cost' && st.optional && (
          <div>
            <button type="button" onClick={() => advance(api, d)} className={`${BUTTON} bg-amber-300 text-amber-950 hover:bg-amber-200`}>
              Done ({(d.costs[st.cost] ?? []).length} chosen)
            </button>
          </div>
        )}
        {st.kind === 'target' && <CastTargets d={d} st={st} last={d.stage === stages.length - 1} />}
        {st.kind === 'divide' && <CastDivide d={d} st={st} />}
        {st.kind === 'confirm' && <CastConfirm d={d} />}
      </div>
    </section>
  );
}
