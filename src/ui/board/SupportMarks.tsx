// The support level of a card not fully modelled, and its Oracle text with what is not modelled
// underlined with dashes (SCENARIO.md, "Abilities the engine does not model").
import type { CardDef } from '../../engine';
import { NOT_MODELLED_TITLE, oracleSegments, SUPPORT_LABEL, SUPPORT_TITLE, supportOf } from './support';
import { SymbolText } from './SymbolText';

export const UNMODELLED = 'underline decoration-amber-300 decoration-dashed underline-offset-2';

/** Nothing for a card all modelled, unless `full` asks it said. */
export function SupportBadge({ def, className = '', full = false }: { def: CardDef; className?: string; full?: boolean }) {
  const level = supportOf(def);
  if (level === 'full' && !full) return null;
  return (
    <span
      role="img"
      aria-label={`${SUPPORT_LABEL[level]}: ${SUPPORT_TITLE[level]}`}
      title={SUPPORT_TITLE[level]}
      data-support={level}
      className={`whitespace-nowrap rounded px-1 text-[10px] font-semibold normal-case tracking-normal ${level === 'none' ? 'bg-amber-300 text-amber-950' : level === 'partial' ? 'border border-dashed border-amber-300 text-amber-200' : 'bg-emerald-900 text-emerald-100'} ${className}`}
    >
      {SUPPORT_LABEL[level]}
    </span>
  );
}

/** Rules text with its symbols; the stretches not modelled (`marked`) marked, each saying so when pointed at. */
export function OracleText({ text, marked }: { text: string; marked: readonly string[] }) {
  if (!marked.length) return <SymbolText text={text} />;
  return (
    <>
      {oracleSegments(text, marked).map((s, i) =>
        s.unmodelled ? (
          <span key={i} title={NOT_MODELLED_TITLE} data-unmodelled className={UNMODELLED}>
            <SymbolText text={s.text} />
            <span className="sr-only"> (not modelled)</span>
          </span>
        ) : (
          <SymbolText key={i} text={s.text} />
        ),
      )}
    </>
  );
}
