// The spell or ability being put together (601.2): the step being asked, the answers so far, and
// how to go back or cancel. Board clicks answer the steps that choose objects or players.
import { useGame } from './context';
import { stagesOf, type Stage } from './castFlow';
import { draftSummary } from './draftSummary';
import { cancel, update } from './interaction';
import { useUi, type Draft } from './uiStore';
import { BUTTON } from './Controls';
import { SymbolText } from './SymbolText';
import { arrowFocus } from './arrowFocus';
import { CastAnnounce } from './CastAnnounce';
import { CastTargets } from './CastTargets';
import { CastDivide } from './CastDivide';
import { CastConfirm } from './CastConfirm';

function ask(st: Stage, d: Draft, legal: number): string {
  switch (st.kind) {
    case 'announce':
      return 'make the choices below';
    case 'cost':
      return st.text;
    case 'target': {
      const n = d.targets[st.i]?.length ?? 0;
      if (d.for?.targets?.mayKeep) return `keep or change the target${n > 1 ? 's' : ''} for ${st.p.phrase}: click a new one on the board`;
      const many = st.p.max > 1 ? ` (${n} chosen; click a chosen one again to remove it)` : '';
      return `choose ${st.p.phrase}${many}${legal ? '' : '. There is no legal target.'}`;
    }
    case 'divide':
      return `divide ${st.total} among the targets (each at least 1)`;
    case 'confirm':
      return 'check the total cost and confirm';
  }
}

export function CastPanel() {
  const d = useUi((u) => u.draft);
  const stages = useGame((s) => (d ? stagesOf(s, d) : null));
  const summary = useGame((s) => (d && stages ? draftSummary(s, d, stages).join('\n') : ''));
  if (!d || !stages) return null;
  const st = stages[Math.min(d.stage, stages.length - 1)];
  const legal = st.kind === 'target' ? st.p.legal.length : 1;
  const verb = d.kind === 'activate' ? 'Activate' : d.kind === 'pick' ? 'Targets for' : 'Cast';
  return (
    <section aria-label={`${verb} ${d.name}`} onKeyDown={arrowFocus} className="flex flex-col gap-2 rounded-lg border-2 border-amber-300 bg-amber-950 px-3 py-2 text-sm text-amber-50">
      <div className="flex items-start gap-2">
        <p role="status" className="flex-1">
          <strong>{d.name}</strong>: {ask(st, d, legal)} <span className="text-amber-200">(Esc to {d.for ? 'start over' : 'cancel'})</span>
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
      {st.kind === 'announce' && <CastAnnounce d={d} />}
      {st.kind === 'target' && <CastTargets d={d} st={st} last={d.stage === stages.length - 1} />}
      {st.kind === 'divide' && <CastDivide d={d} st={st} />}
      {st.kind === 'confirm' && <CastConfirm d={d} />}
    </section>
  );
}
