// Stepping through a resolution (DESIGN.md, "The agenda"): the next instruction in words with its
// rule, one step at a time or to the end. Each step is its own entry in the log and the timeline.
import { describeInstruction } from '../../engine';
import { currentState } from '../../store/game';
import { useGameApi, useGameShallow } from '../context';
import { act } from '../interaction';
import { BUTTON } from '../header/Controls';
import { RuleButton } from '../rules/RuleButton';
import { SymbolText } from '../board/SymbolText';

const GO = `${BUTTON} bg-teal-300 text-teal-950 hover:bg-teal-200`;

export function StepPanel() {
  const api = useGameApi();
  const v = useGameShallow((s) => {
    const next = s.stepping && s.agenda[0] ? describeInstruction(s, s.agenda[0]) : null;
    return { on: !!s.stepping, text: next?.text ?? '', rule: next?.rule ?? '', waiting: !!s.choice };
  });
  if (!v.on) return null;
  const step = () => act(api, { type: 'step' });
  const finish = () => {
    for (let i = 0; i < 1000; i++) {
      const s = currentState(api.getState());
      if (!s.stepping || s.choice || !s.agenda.length || !step()) return;
    }
  };
  return (
    <section aria-label="Step by step" className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-teal-300 bg-teal-950 px-3 py-2 text-sm text-teal-50">
      <p className="min-w-60 flex-1">
        <span className="text-teal-200">Resolving step by step. </span>
        {v.waiting ? (
          'First answer the choice below.'
        ) : (
          <>
            Next: <strong data-testid="next-step"><SymbolText text={v.text} /></strong>{' '}
            {v.rule && <span className="whitespace-nowrap">(rule <RuleButton rule={v.rule} />)</span>}
          </>
        )}
      </p>
      <button type="button" autoFocus disabled={v.waiting} onClick={step} className={GO}>
        Next step
      </button>
      <button type="button" disabled={v.waiting} onClick={finish} className={`${BUTTON} bg-slate-600 text-slate-50 hover:bg-slate-500`}>
        Finish
      </button>
    </section>
  );
}
