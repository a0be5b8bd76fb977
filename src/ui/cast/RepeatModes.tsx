// "Choose three. You may choose the same mode more than once." (700.2d): each mode chosen a number
// of times, the draft's `modes` listing a mode once for each time (ascending, as the engine reads it).
import type { Draft } from '../uiStore';
import { SymbolText } from '../board/SymbolText';

/** The modes with `mode` chosen `times` times, the others kept: ascending (700.2d: "in sequence"). */
export function withModeTimes(modes: readonly number[], mode: number, times: number): number[] {
  return [...modes.filter((m) => m !== mode), ...Array.from({ length: times }, () => mode)].sort((a, b) => a - b);
}

export function RepeatModes({ d, options, choose, onChange }: { d: Draft; options: readonly { text: string }[]; choose: number; onChange: (modes: number[]) => void }) {
  return (
    <>
      {options.map((m, i) => {
        const times = d.modes.filter((y) => y === i).length;
        return (
          <label key={i} className="flex items-center gap-2">
            <input
              type="number"
              min={0}
              max={choose - d.modes.length + times}
              value={times}
              aria-label={`Times mode ${i + 1} is chosen`}
              onChange={(e) => {
                const n = Math.max(0, Math.min(Math.floor(Number(e.target.value)) || 0, choose - d.modes.length + times));
                onChange(withModeTimes(d.modes, i, n));
              }}
              className="w-14 rounded border border-amber-300 bg-slate-900 px-2 py-1 text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-300"
            />
            <SymbolText text={m.text} />
          </label>
        );
      })}
    </>
  );
}
