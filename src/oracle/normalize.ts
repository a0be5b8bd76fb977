// Stage 1 of the compiler (DESIGN.md, "The Oracle compiler"): one wording for what Oracle text says
// several ways, so the grammar has one template per meaning. Every character of the result keeps
// the span of the original text it came from, so a node's span can always be shown in the card's
// own words, and reminder text is set aside with its span, never dropped.

export type Span = { start: number; end: number };

/** The self-reference every form of "this object" becomes (201.5: the card's name means itself). */
export const SELF = '~';

export type Normalized = {
  /** The text the grammar reads. */
  text: string;
  /** For each character of `text`, the start and end of the original text it stands for. */
  from: number[];
  to: number[];
  /** Reminder text (207.2: it has no rules meaning), as spans of the original text. */
  reminders: Span[];
  original: string;
};

/** The original span a span of normalized text stands for. */
export function originalSpan(n: Normalized, span: Span): Span {
  if (span.end <= span.start) {
    const at = span.start < n.from.length ? n.from[span.start] : n.original.length;
    return { start: at, end: at };
  }
  return { start: n.from[span.start], end: n.to[span.end - 1] };
}

export function originalText(n: Normalized, span: Span): string {
  const s = originalSpan(n, span);
  return n.original.slice(s.start, s.end);
}

/** "this creature", "this spell": the objects a card's text may call itself (201.5). */
const SELF_NOUNS = ['creature', 'spell', 'permanent', 'artifact', 'land', 'enchantment', 'planeswalker', 'card', 'Aura', 'Equipment', 'Vehicle', 'Saga', 'token', 'Fortification', 'Class', 'source'];
const SELF_PHRASE = new RegExp(`[Tt]his (?:${SELF_NOUNS.join('|')})(?![\\p{L}\\p{N}])`, 'uy');
/** Old wording of 2024's "enters" (603.6a), "enter" too ("You may have ~ enter the battlefield as a copy"): one template for both. */
const ENTERS = /enters? the battlefield/y;
/** Loyalty abilities (606): `[+2]:`, `[−1]:`, `+2:`, `−1:` and `0:` all become `+2:`, `-1:`, `0:`. */
const LOYALTY = /\[?([+−-]?)(\d+|X)\]?:/y;

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

/**
 * The names a card's text uses for itself: its full name and, for a legendary card, the part before
 * the comma ("Kozilek" for "Kozilek, Butcher of Truth", 201.5 and 201.4b's short names).
 */
export function selfNames(name: string, legendary: boolean): string[] {
  const names = [name];
  const comma = name.indexOf(', ');
  if (legendary && comma > 0) names.push(name.slice(0, comma));
  return names.filter((n, i) => n.length > 0 && names.indexOf(n) === i);
}

function matchesNameAt(text: string, at: number, name: string, short: boolean): boolean {
  if (!text.startsWith(name, at)) return false;
  if (isWordChar(text[at - 1]) || isWordChar(text[at + name.length])) return false;
  // A short name followed by ", Title" is another card's full name ("Kozilek, Butcher of Truth" on Kozilek, the Great Distortion).
  if (short && /^, [A-Z]/.test(text.slice(at + name.length, at + name.length + 3))) return false;
  // A capitalized word right before or after makes it part of a longer name ("Lightning Bolt Storm").
  if (/^ [A-Z]/.test(text.slice(at + name.length, at + name.length + 2))) return false;
  // Before it, a capitalized word in mid-sentence (after another word), not one opening a sentence
  // or a cost ("When Goblin Guide", "{T}, Sacrifice Lotus Petal").
  return !/[\p{L}\p{N}] [A-Z][\w'-]* $/u.test(text.slice(Math.max(0, at - 40), at));
}

export function normalize(original: string, names: string[] = []): Normalized {
  const byLength = [...names].sort((a, b) => b.length - a.length);
  const shorts = new Set(names.filter((n) => names.some((m) => m.startsWith(`${n}, `))));
  const out: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  const reminders: Span[] = [];
  const emit = (s: string, start: number, end: number) => {
    for (const ch of s) {
      out.push(ch);
      from.push(start);
      to.push(end);
    }
  };
  let lineStart = true;
  let i = 0;
  while (i < original.length) {
    const ch = original[i];
    if (ch === '(') {
      const close = reminderEnd(original, i);
      if (close > 0) {
        reminders.push({ start: i, end: close });
        i = close;
        continue;
      }
    }
    if (lineStart) {
      LOYALTY.lastIndex = i;
      const m = LOYALTY.exec(original);
      if (m && (m[0].startsWith('[') || m[1] !== '' || /^0:|^X:/.test(m[0]))) {
        const sign = m[1] === '' ? '' : m[1] === '+' ? '+' : '-';
        emit(`${sign}${m[2]}:`, i, i + m[0].length);
        i += m[0].length;
        lineStart = false;
        continue;
      }
    }
    lineStart = ch === '\n';
    const name = isWordChar(original[i - 1]) ? undefined : byLength.find((n) => matchesNameAt(original, i, n, shorts.has(n)));
    if (name !== undefined) {
      emit(SELF, i, i + name.length);
      i += name.length;
      continue;
    }
    SELF_PHRASE.lastIndex = i;
    const self = !isWordChar(original[i - 1]) && SELF_PHRASE.exec(original);
    if (self) {
      emit(SELF, i, i + self[0].length);
      i += self[0].length;
      continue;
    }
    ENTERS.lastIndex = i;
    const enters = ENTERS.exec(original);
    if (enters) {
      emit(enters[0].startsWith('enters') ? 'enters' : 'enter', i, i + enters[0].length);
      i += enters[0].length;
      continue;
    }
    emit(ch, i, i + 1);
    i++;
  }
  return { text: out.join(''), from, to, reminders, original };
}

/**
 * The end of reminder text opening at `open`: a parenthesized span on one line, nested
 * parentheses balanced; 0 when the parenthesis doesn't close on its line.
 */
function reminderEnd(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    const c = text[j];
    if (c === '\n') return 0;
    if (c === '(') depth++;
    if (c === ')' && --depth === 0) return j + 1;
  }
  return 0;
}
