// One spell or ability on the stack: what it is (a spell, a copy, a triggered or activated
// ability), the choices made and costs paid for it, what it targets. Pointing at it or focusing it
// highlights its targets on the board and draws its arrows to them (arrows/).
import { memo, type FocusEvent, type MouseEvent } from 'react';
import { objectAt, type ObjectId } from '../../engine';
import { useGame, useGameApi, useGameShallow } from '../context';
import { clickObject } from '../interaction';
import { legalNow } from '../cast/castFlow';
import { stackView } from './stackView';
import { useUi } from '../uiStore';
import { ManaSymbols } from '../board/ManaSymbols';
import { SymbolText } from '../board/SymbolText';
import { explainHandlers } from '../board/ExplainPanel';
import { OracleText, SupportBadge } from '../board/SupportMarks';
import { SUPPORT_LABEL, supportOf, unmodelledTexts } from '../board/support';

const FRAME = {
  spell: 'border-slate-400 bg-slate-800',
  copy: 'border-dashed border-cyan-300 bg-cyan-950/70 shadow-[inset_0_0_0_2px_rgba(103,232,249,0.25)]',
  ability: 'border-dotted border-violet-400 bg-violet-950/60',
};
const BADGE = { spell: 'bg-slate-600 text-slate-50', copy: 'bg-cyan-300 text-cyan-950', ability: 'bg-violet-300 text-violet-950' };

export const StackEntry = memo(function StackEntry({ id, top }: { id: ObjectId; top: boolean }) {
  const api = useGameApi();
  const draft = useUi((u) => u.draft);
  const v = useGameShallow((s) => ({ ...stackView(s, id)!, legal: legalNow(s, draft).has(id) }));
  const def = useGame((s) => {
    const o = objectAt(s, id);
    return o ? s.cards[o.card] : undefined;
  });
  if (!v.name) return null;
  const level = def ? supportOf(def) : 'full';
  const hover = (on: boolean) => useUi.getState().hover(on && v.ids ? v.ids.split(' ') : null, on ? id : null);
  const label = `${v.name}, ${v.kind === 'copy' ? 'copy of a spell' : v.kind}, controlled by ${v.controller}${v.targets ? `, targeting ${v.targets}` : ''}${v.legal ? ', legal target' : ''}${level !== 'full' && v.kind !== 'ability' ? `, ${SUPPORT_LABEL[level]}` : ''}`;
  const look = `stack-enter w-full rounded-lg border-2 px-3 py-2 text-left ${FRAME[v.kind]} ${v.legal ? 'ring-4 ring-amber-300' : ''}`;
  const body = (
    <>
      <span className="flex items-start justify-between gap-2">
        <span className="font-semibold text-slate-50">{v.name}</span>
        {v.manaCost && <ManaSymbols cost={v.manaCost} className="shrink-0 text-sm" />}
      </span>
      <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-slate-300">
        <span className={`rounded px-1 font-semibold uppercase tracking-wide ${BADGE[v.kind]}`}>{v.kind === 'ability' ? 'ability' : v.what}</span>
        {top && <span className="rounded bg-sky-300 px-1 font-semibold uppercase tracking-wide text-sky-950">top</span>}
        <span>controlled by {v.controller}</span>
        {def && v.kind !== 'ability' && <SupportBadge def={def} />}
      </span>
      {v.of && <span className="mt-1 block text-xs font-semibold text-violet-200">{v.of}</span>}
      {v.kind === 'ability' && (
        <span className="block text-xs text-slate-300">{def ? <OracleText text={v.text} marked={unmodelledTexts(def)} /> : <SymbolText text={v.text} />}</span>
      )}
      {v.details && (
        <span className="mt-1 block text-xs text-slate-200" data-testid="stack-details">
          {v.details.split('\n').map((l) => (
            <span key={l} className="block">
              <SymbolText text={l} />
            </span>
          ))}
        </span>
      )}
      <span id={`stack-text-${id}`} className="sr-only">
        {v.text}
      </span>
      {v.targets && (
        <span className="mt-1 block text-sm text-amber-200">
          → targeting{' '}
          {v.phrases ? (
            v.phrases.split('\n').map((l) => (
              <span key={l} className="block pl-3">
                {l.slice(0, l.indexOf(':') + 1)} <span className="font-semibold">{l.slice(l.indexOf(':') + 2)}</span>
              </span>
            ))
          ) : (
            <span className="font-semibold">{v.targets}</span>
          )}
        </span>
      )}
    </>
  );
  // Pointing at an entry outlines its targets on the board and explains it beside the stack.
  const explained = explainHandlers(id);
  // A long press (touch) pins its explanation, as on a card.
  const events = {
    ...explained,
    onMouseEnter: (e: MouseEvent<HTMLElement>) => (hover(true), explained.onMouseEnter(e)),
    onMouseLeave: () => (hover(false), explained.onMouseLeave()),
    onFocus: (e: FocusEvent<HTMLElement>) => (hover(true), explained.onFocus(e)),
    onBlur: () => (hover(false), explained.onBlur()),
  };
  return (
    <li data-arrow-id={id}>
      {draft ? (
        // Named by its content (the label below; the body is hidden from assistive technology), so
        // the visible name is part of the accessible one (WCAG 2.5.3).
        <button type="button" data-legal={v.legal || undefined} aria-describedby={`stack-text-${id}`} onClick={() => clickObject(api, id)} {...events} className={`${look} cursor-pointer hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-sky-300`}>
          <span className="sr-only">{label}</span>
          <span aria-hidden="true" className="block">
            {body}
          </span>
        </button>
      ) : (
        <article aria-label={label} aria-describedby={`stack-text-${id}`} tabIndex={0} {...events} className={`${look} block`}>
          {body}
        </article>
      )}
    </li>
  );
});
