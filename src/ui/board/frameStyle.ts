// How a card's frame looks, as a Magic card's does: its border and its name and type bars take the
// card's colors (202.2: a card is the colors of the mana symbols in its cost, or what an effect
// makes it), gold for more than two, a blend for two, grey for colorless; and what of the
// state a card image can't show and must be drawn over it. Pure: class names and data only.
import type { Color } from '../../engine';

/** Palette classes, written out whole so Tailwind finds them (and light-theme.css turns them). */
const BORDER: Record<Color, string> = {
  W: 'border-amber-200',
  U: 'border-sky-400',
  B: 'border-zinc-400',
  R: 'border-red-500',
  G: 'border-green-500',
};
const BAR: Record<Color, string> = {
  W: 'bg-amber-100',
  U: 'bg-sky-200',
  B: 'bg-zinc-300',
  R: 'bg-red-200',
  G: 'bg-green-200',
};
const FROM: Record<Color, string> = { W: 'from-amber-100', U: 'from-sky-200', B: 'from-zinc-300', R: 'from-red-200', G: 'from-green-200' };
const TO: Record<Color, string> = { W: 'to-amber-100', U: 'to-sky-200', B: 'to-zinc-300', R: 'to-red-200', G: 'to-green-200' };

/** The frame's border: its color's, gold for a multicolored card, grey for a colorless one. */
export function borderFor(colors: readonly Color[]): string {
  if (colors.length > 1) return 'border-yellow-400';
  if (colors.length === 1) return BORDER[colors[0]];
  return 'border-slate-400';
}

/** The name and type bars: the color's tint, both colors blended for two, gold for more. Dark text on all. */
export function barFor(colors: readonly Color[]): string {
  if (colors.length === 2) return `bg-linear-to-r ${FROM[colors[0]]} ${TO[colors[1]]} text-slate-950`;
  if (colors.length > 2) return 'bg-yellow-200 text-slate-950';
  if (colors.length === 1) return `${BAR[colors[0]]} text-slate-950`;
  return 'bg-slate-300 text-slate-950';
}

/**
 * The name's size on a small card: as a card's name shrinks to fit beside its cost, a long name
 * (or a long cost) takes a smaller size, so "Counterspell {U}{U}" fits on its line.
 */
export function nameSize(name: string, manaCost = ''): string {
  const symbols = manaCost.match(/\{[^}]*\}/g)?.length ?? 0;
  const longestWord = Math.max(0, ...name.split(/\s+/).map((w) => w.length));
  const room = Math.max(longestWord + symbols * 1.8, name.length / 2 + symbols);
  return room <= 11 ? 'text-[11.5px]' : room <= 13.5 ? 'text-[10.5px]' : 'text-[9.5px]';
}

/** What a frame shows of a card: the characteristics it has now and the printed ones an image shows. */
export type FrameFacts = {
  name: string;
  typeLine: string;
  pt?: readonly [number, number];
  printed: { name: string; typeLine: string; pt?: readonly [number, number] };
};

/**
 * Over a card's image: its name, type line and power/toughness where the game changed them (a copy
 * effect's name, 707.2; a type an effect gave it, 613.1d; +3/+3 until end of turn, 613.4c). What is
 * marked on the card (counters, damage, tapped) is drawn over the image in any case.
 */
export function overImage(f: FrameFacts): { name: boolean; typeLine: boolean; pt: boolean } {
  const p = f.printed;
  return {
    name: f.name !== p.name,
    typeLine: f.typeLine !== p.typeLine,
    pt: !!f.pt && (!p.pt || f.pt[0] !== p.pt[0] || f.pt[1] !== p.pt[1]),
  };
}

/** The combat role a mark says ("Attacking → Ben", "Blocking Hill Giant"), for the frame's look. */
export function combatRole(mark: string | null): 'attacking' | 'blocking' | null {
  if (!mark) return null;
  if (mark.startsWith('Attacking')) return 'attacking';
  if (mark.startsWith('Blocking')) return 'blocking';
  return null;
}

/** Where a floating view of `width` goes beside a card: to its right, else its left, else centered; from its top down, or from its bottom up. */
export function placeBeside(
  rect: { left: number; right: number; top: number; bottom: number },
  viewport: { width: number; height: number },
  width: number,
  gap = 8,
): { left: number; top?: number; bottom?: number; maxHeight: number } {
  const fitsRight = rect.right + gap + width <= viewport.width - gap;
  const fitsLeft = rect.left - gap - width >= gap;
  const left = fitsRight ? rect.right + gap : fitsLeft ? rect.left - gap - width : Math.max(gap, (viewport.width - width) / 2);
  const below = rect.top < viewport.height / 2;
  // No higher than the room it has, so all of it can be scrolled to.
  if (below) {
    const top = Math.max(gap, rect.top);
    return { left, top, maxHeight: viewport.height - top - gap };
  }
  const bottom = Math.max(gap, viewport.height - rect.bottom);
  return { left, bottom, maxHeight: viewport.height - bottom - gap };
}
