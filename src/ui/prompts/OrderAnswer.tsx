// An `order` choice: the user clicks the options in the order they apply (replacement effects,
// 616.1) or go on the stack (triggered abilities, 603.3b), sees them numbered, then confirms.
import { useRef, useState } from 'react';
import type { PendingChoice } from '../../engine';
import { BUTTON } from '../header/Controls';
import { OrderOutcome } from './OrderOutcome';
import { SymbolText } from '../board/SymbolText';

const OPTION = `${BUTTON} bg-fuchsia-300 text-fuchsia-950 hover:bg-fuchsia-200`;

function howTo(rule: string): { hint: string; first: string; last: string } {
  if (rule.startsWith('603')) {
    return {
      hint: 'Click the abilities in the order they go on the stack: the first you click goes on the stack first and resolves last; the last goes on top and resolves first.',
      first: 'on the stack first',
      last: 'on top: resolves first',
    };
  }
  return { hint: 'Click the effects in the order they apply: the first you click applies first.', first: 'applies first', last: 'applies last' };
}

export function OrderAnswer({ choice, onAnswer }: { choice: PendingChoice; onAnswer: (ids: string[]) => void }) {
  const [order, setOrder] = useState<string[]>([]);
  const group = useRef<HTMLDivElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const { hint, first, last } = howTo(choice.rule);
  const label = (id: string) => choice.options.find((o) => o.id === id)?.label ?? id;
  const left = choice.options.filter((o) => !order.includes(o.id));
  const done = left.length === 0;

  const update = (next: string[]) => {
    setOrder(next);
    // Keep the keyboard where the next decision is: the next option, or the confirm button.
    requestAnimationFrame(() => {
      if (next.length === choice.options.length) confirm.current?.focus();
      else group.current?.querySelector('button')?.focus();
    });
  };
  const place = (id: string) => update([...order, id]);

  return (
    <div className="flex flex-col gap-2">
      <p className="text-fuchsia-200">{hint}</p>
      <div className="flex flex-wrap items-start gap-4">
        <div ref={group} role="group" aria-label="Options to place" className="flex min-w-48 flex-col gap-1">
          <span className="text-xs font-semibold uppercase tracking-wide text-fuchsia-200">Click in order</span>
          {left.map((o) => (
            <button key={o.id} type="button" onClick={() => place(o.id)} className={`${OPTION} text-left`}>
              <SymbolText text={o.label} />
            </button>
          ))}
          {done && <span className="italic text-fuchsia-200">All placed.</span>}
        </div>
        <div className="flex min-w-56 flex-col gap-1">
          <span className="text-xs font-semibold uppercase tracking-wide text-fuchsia-200">Order chosen</span>
          <ol aria-label="Order chosen" aria-live="polite" className="flex flex-col gap-1">
            {order.map((id, i) => (
              <li key={id} className="flex items-baseline gap-2 rounded-md bg-fuchsia-900 px-2 py-1">
                <span className="w-5 shrink-0 text-right font-bold tabular-nums">{i + 1}.</span>
                <span className="flex-1">
                  <SymbolText text={label(id)} />
                </span>
                {i === 0 && <span className="text-xs text-fuchsia-200">{first}</span>}
                {i > 0 && i === choice.options.length - 1 && <span className="text-xs text-fuchsia-200">{last}</span>}
              </li>
            ))}
            {order.length === 0 && <li className="italic text-fuchsia-200">Nothing placed yet.</li>}
          </ol>
          <OrderOutcome choice={choice} order={order} />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button ref={confirm} type="button" disabled={!done} onClick={() => onAnswer(order)} className={OPTION}>
          Confirm order
        </button>
        <button type="button" disabled={order.length === 0} onClick={() => update([])} className={`${BUTTON} bg-slate-600 text-slate-50 hover:bg-slate-500`}>
          Reset
        </button>
      </div>
    </div>
  );
}
