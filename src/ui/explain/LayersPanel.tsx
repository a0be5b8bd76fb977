// The layers column: for the permanent chosen with its "i" button, each characteristic derived as
// the rules derive it (613): the printed value, then every continuous effect applied, in layer
// order, each with its layer and sublayer, source, text, timestamp and rules (clickable), and a
// dependency when one changed the order (613.8); then the result. It follows the game: undo, a
// step, the end of the turn change it at once. A judge answers a layers question by pointing at
// the creature.
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { currentState } from '../../store/game';
import { useGameStore } from '../context';
import { usePage } from '../pageStore';
import { RuleButton } from '../rules/RuleButton';
import { useUi } from '../uiStore';
import { PANEL, SMALL } from '../styles';
import { layersView, type CharacteristicView, type StepView } from './layersView';

function Rules({ rules }: { rules: readonly string[] }) {
  return (
    <span className="inline-flex flex-wrap gap-1 align-middle">
      {rules.map((r) => (
        <RuleButton key={r} rule={r} />
      ))}
    </span>
  );
}

function Step({ step }: { step: StepView }) {
  // "2 → 3" kept on one line; a type line or a list of abilities wraps.
  const short = step.before.length + step.after.length <= 16;
  return (
    <li data-testid="layers-step" className="rounded-md border border-slate-600 bg-slate-800 px-2 py-1.5">
      <p className="text-xs font-semibold text-sky-200">{step.layerLabel}</p>
      <p className="mt-0.5">
        <strong className="text-slate-50">{step.source}</strong>
        {step.timestamp !== undefined && <span className="text-slate-300"> · timestamp {step.timestamp}</span>}
        <span className={`${short ? 'whitespace-nowrap' : ''} font-mono font-semibold text-slate-50`}> · {step.before} → {step.after}</span>
      </p>
      {step.text && <p className="text-slate-200">{step.source === 'Counters' ? step.text : `“${step.text}”`}</p>}
      {step.order && (
        <p className="flex flex-wrap items-center gap-1 text-amber-200">
          {step.order.text[0].toUpperCase() + step.order.text.slice(1)}. <RuleButton rule={step.order.rule} />
        </p>
      )}
      <p className="mt-0.5 flex flex-wrap items-center gap-1 text-xs text-slate-300">
        From {step.origin.text} <RuleButton rule={step.origin.rule} /> · rules <Rules rules={step.rules.filter((r) => r !== step.order?.rule)} />
      </p>
    </li>
  );
}

function Characteristic({ c }: { c: CharacteristicView }) {
  if (c.steps.length === 0) {
    return (
      <div data-testid={`layers-${c.characteristic}`} className="text-slate-300">
        <h3 className="inline font-semibold text-slate-100">
          {c.label}: {c.printed}
        </h3>{' '}
        <span className="text-xs">— {c.characteristic === 'controller' ? 'no control-changing effect' : 'as printed; no effect changes it'}.</span>
      </div>
    );
  }
  return (
    <div data-testid={`layers-${c.characteristic}`}>
      <h3 className="font-semibold text-slate-50">
        {c.label}: {c.result}
      </h3>
      <ol className="mt-1 flex flex-col gap-1 text-sm">
        <li className="text-slate-200">
          {c.characteristic === 'controller' ? 'Before any effect' : 'Printed'}: <span className="font-mono font-semibold">{c.printed}</span>
        </li>
        {c.steps.map((s, i) => (
          <Step key={i} step={s} />
        ))}
        <li className="font-semibold text-slate-50">
          Result: <span className="font-mono">{c.result}</span>
        </li>
      </ol>
    </div>
  );
}

export function LayersPanel() {
  const id = usePage((p) => p.layersOf);
  const state = useGameStore(currentState);
  const view = useMemo(() => (id ? layersView(state, id) : null), [state, id]);
  const title = useRef<HTMLHeadingElement>(null);
  // Opened from a card: the focus goes to the column, so the keyboard and a screen reader follow.
  useEffect(() => title.current?.focus(), [id]);
  // Closed: the focus goes back to the card's button it was opened from, if the permanent is still there.
  const close = () => {
    usePage.getState().showLayers(null);
    if (id) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-layers-for="${CSS.escape(id)}"]`)?.focus());
  };
  // Escape closes the rule shown first (useShortcuts), then the column.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && useUi.getState().shownRule === null) close();
  };
  return (
    <section aria-labelledby="layers-title" onKeyDown={onKeyDown} className={`${PANEL} flex min-h-0 flex-col gap-2`}>
      <div className="flex items-start justify-between gap-2">
        <h2 id="layers-title" ref={title} tabIndex={-1} className="font-bold text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-300">
          Layers{view ? `: ${view.name}` : ''}
        </h2>
        <button type="button" onClick={close} className={SMALL}>
          Close
        </button>
      </div>
      {view ? (
        <>
          <p className="flex flex-wrap items-center gap-1 text-xs text-slate-300">
            Each characteristic: its printed value, then every continuous effect in layer order, then the result. <Rules rules={['613.1', '613.7']} />
          </p>
          <div tabIndex={0} aria-label={`Characteristics of ${view.name}`} role="group" className="flex min-h-0 flex-1 flex-col gap-2.5 overflow-y-auto pr-1 text-sm focus-visible:outline-2 focus-visible:outline-sky-300">
            {view.characteristics.map((c) => (
              <Characteristic key={c.characteristic} c={c} />
            ))}
          </div>
        </>
      ) : (
        <p className="text-sm italic text-slate-300">This permanent is no longer on the battlefield: a card that changes zones becomes a new object (400.7).</p>
      )}
    </section>
  );
}
