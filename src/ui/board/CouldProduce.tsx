// What a permanent's mana abilities could produce (106.7), shown while the pointer is over the
// permanent or it has the focus, and read as the permanent's description by screen readers.
import type { ManaType } from '../../engine';
import { ManaSymbols } from './ManaSymbols';

/**
 * `types`: the permanent's, from its card's one selection (cardView.ts), not a subscription of its
 * own. `domId`: the id the permanent's aria-describedby names. Its parent must have the `group` class.
 */
export function CouldProduce({ types, domId }: { types: readonly ManaType[]; domId: string }) {
  return (
    <span
      id={domId}
      role="tooltip"
      className="pointer-events-none absolute left-1/2 top-full z-10 mt-1 hidden w-max -translate-x-1/2 items-center gap-1.5 whitespace-nowrap rounded-md border border-slate-400 bg-slate-900 px-2 py-1 text-sm text-slate-100 shadow-lg group-focus-within:flex group-hover:flex"
    >
      Could produce:{' '}
      {types.length ? <ManaSymbols mana={types} /> : <span className="italic text-slate-300">nothing</span>}
    </span>
  );
}
