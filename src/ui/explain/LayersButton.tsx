// The button on a permanent that opens its layers (613) beside the board: a click or Enter, not a
// hover, so a judge can keep it open while the game goes on, and reach it from the keyboard. On a
// touch screen it is larger, and its invisible edge makes a 44 px target without hiding the card's name.
import type { ObjectId } from '../../engine';
import { usePage } from '../pageStore';

export function LayersButton({ id, name }: { id: ObjectId; name: string }) {
  const shown = usePage((p) => p.side === 'layers' && p.layersOf === id);
  return (
    <button
      type="button"
      aria-pressed={shown}
      aria-label={`Layers of ${name}`}
      title={`Why ${name} has these characteristics: every effect, layer by layer (613)`}
      data-testid="layers-button"
      data-layers-for={id}
      onClick={() => usePage.getState().showLayers(shown ? null : id)}
      className={`absolute -right-2 -top-2 z-10 flex h-5 min-h-0 w-5 min-w-0 items-center pointer-coarse:-right-3 pointer-coarse:-top-3 pointer-coarse:h-8 pointer-coarse:w-8 pointer-coarse:text-sm pointer-coarse:before:absolute pointer-coarse:before:-inset-1.5 pointer-coarse:before:content-[''] justify-center rounded-full border text-[11px] font-bold italic leading-none shadow focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-300 ${
        shown ? 'border-sky-100 bg-sky-300 text-sky-950' : 'border-slate-400 bg-slate-700 text-sky-100 hover:bg-slate-600'
      }`}
    >
      <span aria-hidden="true">i</span>
    </button>
  );
}
