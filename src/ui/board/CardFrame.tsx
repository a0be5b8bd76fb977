// A compact, readable card face: name and mana cost, type line, power/toughness, and what is
// marked on it (tapped, damage, counters, summoning sickness).
import type { CardDef, Color } from '../../engine';
import { ManaSymbols } from './ManaSymbols';
import { OracleText, SupportBadge } from './SupportMarks';
import { unmodelledTexts } from './support';
import { SymbolText } from './SymbolText';

export type CardFace = {
  name: string;
  manaCost?: string;
  typeLine: string;
  colors: readonly Color[];
  /** Current power and toughness, for a creature. */
  pt?: [number, number];
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  /** Summoning sick, shown for creatures (302.6). */
  sick?: boolean;
  token?: boolean;
  copy?: boolean;
  /** Rules text, shown small and cut to fit. */
  oracle?: string;
  /** Auto-tap would tap it to pay the cost being confirmed (601.2g). */
  autoTap?: boolean;
  /** Its definition: a card not fully modelled shows its support level and which text is not modelled. */
  def?: CardDef;
};

const BORDER: Record<Color, string> = {
  W: 'border-amber-200',
  U: 'border-sky-400',
  B: 'border-zinc-400',
  R: 'border-red-500',
  G: 'border-green-500',
};

export function borderFor(colors: readonly Color[]): string {
  if (colors.length > 1) return 'border-yellow-400';
  if (colors.length === 1) return BORDER[colors[0]];
  return 'border-slate-500';
}

export function CardFrame({ face }: { face: CardFace }) {
  const { name, manaCost, typeLine, pt, tapped, damage, counters, sick, token, copy, oracle, autoTap, def } = face;
  const marks = Object.entries(counters ?? {}).filter(([, n]) => n > 0);
  // Rules text only where nothing is marked on the card; it is always in the tooltip.
  const showOracle = !!oracle && !tapped && !sick && !damage && !autoTap && marks.length === 0;
  // Hidden from assistive technology: the card's accessible name and description say all of it.
  return (
    <span aria-hidden="true" className="flex flex-1 flex-col gap-0.5 text-left">
      <span className="flex shrink-0 items-start justify-between gap-1">
        <span className="text-[13px] font-semibold leading-tight text-slate-50">{name}</span>
        {manaCost && <ManaSymbols cost={manaCost} className="shrink-0 text-[13px]" />}
      </span>
      <span className="shrink-0 truncate text-[11px] leading-tight text-slate-300">
        {token ? 'Token ' : ''}
        {copy ? 'Copy · ' : ''}
        {typeLine}
      </span>
      {showOracle && (
        <span className={`${name.length > 16 ? 'line-clamp-1' : 'line-clamp-2'} text-[10.5px] leading-snug text-slate-300`}>
          {def ? <OracleText text={oracle!} marked={unmodelledTexts(def)} /> : <SymbolText text={oracle!} />}
        </span>
      )}
      <span className="mt-auto flex shrink-0 items-end gap-1 pt-0.5">
        <span className="flex min-w-0 flex-1 flex-wrap gap-1 text-[10px] font-semibold uppercase tracking-wide">
          {def && <SupportBadge def={def} />}
          {autoTap && <span className="rounded bg-emerald-300 px-1 text-emerald-950">auto-tap</span>}
          {tapped && <span className="rounded bg-slate-200 px-1 text-slate-900">tapped</span>}
          {sick && (
            <span
              title="Summoning sick (302.6): it can't attack, and its abilities with {T} or {Q} in the cost can't be activated, until its controller's next turn begins"
              className="rounded bg-violet-300 px-1 text-violet-950 ring-1 ring-violet-100"
            >
              summoning sick
            </span>
          )}
          {!!damage && <span className="rounded bg-red-900 px-1 text-red-100">{damage} damage</span>}
          {marks.map(([kind, n]) => (
            <span key={kind} className="rounded bg-emerald-900 px-1 normal-case text-emerald-100">
              {n} × {kind}
            </span>
          ))}
        </span>
        {pt && <span className="shrink-0 rounded bg-slate-200 px-1.5 text-[12px] font-bold text-slate-900">{pt[0]}/{pt[1]}</span>}
      </span>
    </span>
  );
}
