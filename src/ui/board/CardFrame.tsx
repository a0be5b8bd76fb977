// A card's face drawn as a Magic card is laid out: the name bar with the mana cost, the type bar,
// the text box, the power/toughness (or loyalty) box, in a frame of the card's colors
// (frameStyle.ts); what is marked on it (damage, counters, summoning sickness, auto-tap, its
// support level) as chips in the text box. Small on the board, large in the large view. With
// "Show card images" on, the card's image instead, with what the game changed drawn over it.
import type { CardDef, Color } from '../../engine';
import { ManaSymbols } from './ManaSymbols';
import { OracleText, SupportBadge } from './SupportMarks';
import { unmodelledTexts } from './support';
import { SymbolText } from './SymbolText';
import { barFor, nameSize, overImage } from './frameStyle';

export type CardFace = {
  name: string;
  manaCost?: string;
  typeLine: string;
  colors: readonly Color[];
  /** Current power and toughness, for a creature. */
  pt?: [number, number];
  /** What the card and its image say: the printed name, type line and power/toughness. */
  printed?: { name: string; typeLine: string; pt?: [number, number] };
  /** 306.5c: a planeswalker's loyalty, the number of loyalty counters on it. */
  loyalty?: number;
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  /** Summoning sick, shown for creatures (302.6). */
  sick?: boolean;
  token?: boolean;
  copy?: boolean;
  /** Rules text: cut to fit on the board, whole in the large view. */
  oracle?: string;
  /** What its controller chose as it entered (614.12): "white", "Elf". */
  chosen?: string[];
  /** Auto-tap would tap it to pay the cost being confirmed (601.2g). */
  autoTap?: boolean;
  /** Its definition: a card not fully modelled shows its support level and which text is not modelled. */
  def?: CardDef;
};

type Props = {
  face: CardFace;
  large?: boolean;
  /** The card's image (useCardImage), or null for the text frame. */
  image?: string | null;
  onImageError?: () => void;
};

const SICK_TITLE = "Summoning sick (302.6): it can't attack, and its abilities with {T} or {Q} in the cost can't be activated, until its controller's next turn begins";

/** Damage, counters, summoning sickness, auto-tap and support level, as chips. */
function Marks({ face, large }: { face: CardFace; large: boolean }) {
  const { damage, counters, sick, autoTap, def, chosen } = face;
  const marks = Object.entries(counters ?? {}).filter(([kind, n]) => n > 0 && !(kind === 'loyalty' && face.loyalty !== undefined));
  if (!damage && !sick && !autoTap && !chosen?.length && marks.length === 0 && (!def || (def.support ?? 'full') === 'full')) return null;
  return (
    <span className={`flex flex-wrap gap-0.5 font-semibold ${large ? 'text-xs' : 'text-[10px] leading-tight'}`}>
      {def && <SupportBadge def={def} />}
      {autoTap && <span className="rounded bg-emerald-300 px-1 text-emerald-950">auto-tap</span>}
      {sick && (
        <span title={SICK_TITLE} className="rounded bg-violet-300 px-1 text-violet-950">
          summoning sick
        </span>
      )}
      {!!chosen?.length && (
        <span title="Chosen as it entered (614.12)" className="rounded bg-sky-300 px-1 text-sky-950">
          chosen: {chosen.join(', ')}
        </span>
      )}
      {!!damage && <span className="rounded bg-red-900 px-1 text-red-100">{damage} damage</span>}
      {marks.map(([kind, n]) => (
        <span key={kind} className="rounded bg-emerald-900 px-1 text-emerald-100">
          {n} × {kind}
        </span>
      ))}
    </span>
  );
}

/** The power/toughness box, or a planeswalker's loyalty; amber where an effect changed it from the printed. */
function StatBox({ face, large }: { face: CardFace; large: boolean }) {
  const size = large ? 'px-2 py-0.5 text-base' : 'px-1 text-[12px] leading-tight';
  if (face.pt) {
    const changed = overImage({ name: face.name, typeLine: face.typeLine, pt: face.pt, printed: face.printed ?? { name: face.name, typeLine: face.typeLine, pt: face.pt } }).pt;
    return (
      <span data-pt-changed={changed || undefined} className={`shrink-0 rounded border border-slate-500 font-bold shadow ${size} ${changed ? 'bg-amber-300 text-amber-950' : 'bg-slate-100 text-slate-900'}`}>
        {face.pt[0]}/{face.pt[1]}
      </span>
    );
  }
  if (face.loyalty !== undefined) {
    return <span className={`shrink-0 rounded-b-lg border border-slate-500 bg-slate-950 font-bold text-slate-50 shadow ${size}`}>{face.loyalty}</span>;
  }
  return null;
}

function TextFrame({ face, large }: { face: CardFace; large: boolean }) {
  const { name, manaCost, typeLine, colors, token, copy, oracle, def } = face;
  const bar = barFor(colors);
  const text = oracle ? def ? <OracleText text={oracle} marked={unmodelledTexts(def)} /> : <SymbolText text={oracle} /> : null;
  return (
    <span data-frame="text" className={`flex h-full w-full flex-col overflow-hidden bg-slate-900 ${large ? 'gap-1 rounded-xl p-1.5' : 'gap-px rounded-md p-[3px]'}`}>
      <span className={`flex shrink-0 items-start justify-between gap-1 rounded-sm shadow-sm ${bar} ${large ? 'px-2 py-1' : 'px-1 py-px'}`}>
        <span className={`min-w-0 font-bold ${large ? 'text-lg leading-tight' : `line-clamp-2 leading-[1.1] [overflow-wrap:anywhere] ${nameSize(name, manaCost)}`}`}>{name}</span>
        {manaCost && <ManaSymbols cost={manaCost} className={`shrink-0 ${large ? 'text-base' : 'text-[9px]'}`} />}
      </span>
      <span className={`shrink-0 rounded-sm font-semibold shadow-sm ${bar} ${large ? 'px-2 py-0.5 text-sm' : 'line-clamp-2 px-1 text-[9.5px] leading-tight'}`}>
        {token ? 'Token ' : ''}
        {copy ? 'Copy · ' : ''}
        {typeLine}
      </span>
      <span className={`flex min-h-0 flex-1 flex-col gap-0.5 overflow-hidden rounded-sm bg-slate-800 text-slate-100 ${large ? 'p-2 text-[15px] leading-snug' : 'px-1 py-0.5 text-[10px] leading-tight'}`}>
        {text && <span className={large ? 'whitespace-pre-line' : 'min-h-0 flex-1 overflow-hidden'}>{text}</span>}
        <span className="mt-auto">
          <Marks face={face} large={large} />
        </span>
      </span>
      <span className="flex shrink-0 justify-end empty:hidden">
        <StatBox face={face} large={large} />
      </span>
    </span>
  );
}

function ImageFrame({ face, large, image, onImageError }: { face: CardFace; large: boolean; image: string; onImageError?: () => void }) {
  const over = overImage({ name: face.name, typeLine: face.typeLine, pt: face.pt, printed: face.printed ?? { name: face.name, typeLine: face.typeLine, pt: face.pt } });
  const bar = barFor(face.colors);
  return (
    <span data-frame="image" className={`relative block h-full w-full overflow-hidden bg-slate-950 ${large ? 'rounded-xl' : 'rounded-md'}`}>
      {/* The card's words are its accessible name and description; the image repeats them. */}
      <img src={image} alt="" draggable={false} onError={onImageError} className="absolute inset-0 h-full w-full object-cover" />
      {(over.name || over.typeLine) && (
        <span className={`absolute inset-x-1 top-1 flex flex-col rounded px-1 font-bold shadow ${bar} ${large ? 'text-base' : 'text-[10px] leading-tight'}`}>
          {over.name && <span className="truncate">{face.name}</span>}
          {over.typeLine && <span className="truncate font-semibold">{face.typeLine}</span>}
        </span>
      )}
      <span className="absolute inset-x-1 bottom-1 flex items-end justify-between gap-1">
        <span className="min-w-0">
          <Marks face={face} large={large} />
        </span>
        {(over.pt || face.loyalty !== undefined) && <StatBox face={face} large={large} />}
      </span>
    </span>
  );
}

export function CardFrame({ face, large = false, image, onImageError }: Props) {
  // Hidden from assistive technology: the card's accessible name and description say all of it.
  return (
    <span aria-hidden="true" className="block h-full w-full text-left">
      {image ? <ImageFrame face={face} large={large} image={image} onImageError={onImageError} /> : <TextFrame face={face} large={large} />}
    </span>
  );
}
