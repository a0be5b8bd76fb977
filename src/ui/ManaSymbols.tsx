// Mana symbols as small colored circles: a cost ("{1}{G}") or the mana in a pool.
import { memo } from 'react';
import { MANA_NAMES, parseCost, type CostSymbol, type ManaType } from '../engine';

const STYLE: Record<ManaType, string> = {
  W: 'bg-amber-100 text-amber-950',
  U: 'bg-sky-500 text-sky-950',
  B: 'bg-zinc-700 text-zinc-50 ring-1 ring-zinc-400',
  R: 'bg-red-500 text-red-950',
  G: 'bg-green-500 text-green-950',
  C: 'bg-stone-300 text-stone-900',
};
const GENERIC = 'bg-slate-300 text-slate-900';

const CIRCLE = 'inline-flex h-[1.35em] min-w-[1.35em] items-center justify-center rounded-full px-[0.2em] text-[0.8em] font-bold leading-none';

function Symbol({ sym }: { sym: CostSymbol }) {
  switch (sym.kind) {
    case 'mana':
      return (
        <span role="img" aria-label={`${MANA_NAMES[sym.type]} mana`} title={`${MANA_NAMES[sym.type]} mana`} className={`${CIRCLE} ${STYLE[sym.type]}`}>
          {sym.type}
        </span>
      );
    case 'generic':
      return (
        <span role="img" aria-label={`${sym.amount} generic mana`} title={`${sym.amount} generic mana`} className={`${CIRCLE} ${GENERIC}`}>
          {sym.amount}
        </span>
      );
    case 'x':
      return (
        <span role="img" aria-label="X generic mana" title="X generic mana" className={`${CIRCLE} ${GENERIC}`}>
          X
        </span>
      );
    case 'hybrid': {
      const [a, b] = sym.types;
      const label = `${MANA_NAMES[a]} or ${MANA_NAMES[b]} mana`;
      return (
        <span role="img" aria-label={label} title={label} className={`${CIRCLE} ${STYLE[a]}`}>
          {a}/{b}
        </span>
      );
    }
  }
}

type Props = { cost?: string; mana?: readonly ManaType[]; className?: string };

/** Either a cost written as symbols, or a list of mana (a pool). Renders nothing for neither. */
export const ManaSymbols = memo(function ManaSymbols({ cost, mana, className = '' }: Props) {
  let symbols: CostSymbol[];
  try {
    symbols = mana ? mana.map((type) => ({ kind: 'mana', type })) : cost ? parseCost(cost) : [];
  } catch {
    return <span className={className}>{cost}</span>;
  }
  if (symbols.length === 0) return null;
  return (
    <span className={`inline-flex flex-wrap items-center gap-0.5 align-middle ${className}`}>
      {symbols.map((sym, i) => (
        <Symbol key={i} sym={sym} />
      ))}
    </span>
  );
});
