// Mana symbols: a cost ("{1}{G}") or the mana in a pool, drawn with the mana-font package.
import { memo } from 'react';
import { parseCost, type CostSymbol, type ManaType } from '../../engine';
import { ManaSymbol } from './ManaSymbol';

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
    <span className={`inline-flex flex-wrap items-center gap-[0.15em] align-middle ${className}`}>
      {symbols.map((sym, i) => (
        <ManaSymbol key={i} sym={sym} />
      ))}
    </span>
  );
});
