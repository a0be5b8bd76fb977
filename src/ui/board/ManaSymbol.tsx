// One symbol drawn with the mana-font package: a mana symbol of a cost or a pool ({R}, {2}, {X},
// {W/U}), or the tap and untap symbols ({T}, {Q}). Each is an image named for screen readers.
import 'mana-font/css/mana.css';
import { MANA_NAMES, type CostSymbol } from '../../engine';

export type Sym = CostSymbol | { kind: 'tap' } | { kind: 'untap' };

/** mana-font names a hybrid symbol by its two colors in its own order ({U/W} is ms-wu). */
const HYBRIDS = new Set(['wu', 'wb', 'ub', 'ur', 'br', 'bg', 'rw', 'rg', 'gw', 'gu']);

/** Two colors in mana-font's order ("uw" → "wu"); one color as it is. */
function fontPair(colors: string): string {
  return colors.length === 2 && !HYBRIDS.has(colors) ? `${colors[1]}${colors[0]}` : colors;
}

/** The largest generic number the font draws; above it the number is written out. */
const FONT_NUMBERS = 20;

/** The symbol's mana-font class, or the text drawn in its place, and its name. */
export function look(sym: Sym): { cls: string; label: string } | { text: string; label: string } {
  switch (sym.kind) {
    case 'mana':
      return { cls: `ms-${sym.type.toLowerCase()}`, label: `${MANA_NAMES[sym.type]} mana` };
    case 'generic': {
      const label = `${sym.amount} generic mana`;
      return sym.amount <= FONT_NUMBERS || sym.amount === 100 ? { cls: `ms-${sym.amount}`, label } : { text: String(sym.amount), label };
    }
    case 'x':
      return { cls: 'ms-x', label: 'X generic mana' };
    case 'hybrid': {
      const [a, b] = sym.types;
      return { cls: `ms-${fontPair(`${a}${b}`.toLowerCase())}`, label: `${MANA_NAMES[a]} or ${MANA_NAMES[b]} hybrid mana` };
    }
    case 'unpayable': {
      const body = sym.symbol.slice(1, -1);
      const names = sym.colors.map((c) => MANA_NAMES[c]).join(' or ');
      if (body.endsWith('/P')) return { cls: `ms-${fontPair(sym.colors.join('').toLowerCase())}p`, label: `Phyrexian ${names} mana` };
      if (body.startsWith('2/')) return { cls: `ms-2${body[2].toLowerCase()}`, label: `two generic or ${names} mana` };
      if (body === 'S') return { cls: 'ms-s', label: 'snow mana' };
      return { text: body, label: `half ${names} mana` };
    }
    case 'tap':
      return { cls: 'ms-tap', label: 'tap symbol' };
    case 'untap':
      return { cls: 'ms-untap', label: 'untap symbol' };
  }
}

export function ManaSymbol({ sym }: { sym: Sym }) {
  const l = look(sym);
  if ('text' in l) {
    // A number the font has no glyph for: a round symbol of the same size and color, digits inside.
    return (
      <span
        role="img"
        aria-label={l.label}
        title={l.label}
        className="inline-flex h-[1.235em] min-w-[1.235em] items-center justify-center rounded-full bg-[#beb9b2] px-[0.15em] align-middle font-bold text-[#111]"
      >
        <span className="text-[0.7em] leading-none">{l.text}</span>
      </span>
    );
  }
  return <span role="img" aria-label={l.label} title={l.label} className={`ms ms-cost ${l.cls}`} />;
}
