// Parser combinators the grammar is written with. A parser reads the normalized text from a
// position and either fails (null) or says what it read and where it stopped; it never skips a
// character, so a node's span is exactly the text it stands for.
import type { Span } from '../normalize';

export type Result<T> = { value: T; end: number };
export type Parser<T> = (text: string, at: number) => Result<T> | null;

/** Exactly this text. */
export const lit =
  (s: string): Parser<string> =>
  (text, at) =>
    text.startsWith(s, at) ? { value: s, end: at + s.length } : null;

/** A regular expression anchored at the position; the value is the whole match. */
export function re(pattern: RegExp): Parser<RegExpExecArray> {
  const sticky = new RegExp(pattern.source, pattern.flags.includes('y') ? pattern.flags : `${pattern.flags}y`);
  return (text, at) => {
    sticky.lastIndex = at;
    const m = sticky.exec(text);
    return m ? { value: m, end: at + m[0].length } : null;
  };
}

export const map =
  <A, B>(p: Parser<A>, f: (a: A, span: Span) => B): Parser<B> =>
  (text, at) => {
    const r = p(text, at);
    return r ? { value: f(r.value, { start: at, end: r.end }), end: r.end } : null;
  };

/** The first alternative that reads. */
export const alt =
  <T>(...ps: Parser<T>[]): Parser<T> =>
  (text, at) => {
    for (const p of ps) {
      const r = p(text, at);
      if (r) return r;
    }
    return null;
  };

export const opt =
  <T>(p: Parser<T>): Parser<T | undefined> =>
  (text, at) =>
    p(text, at) ?? { value: undefined, end: at };

/** One or more `p` separated by `sep`. */
export const sepBy1 =
  <T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> =>
  (text, at) => {
    const first = p(text, at);
    if (!first) return null;
    const values = [first.value];
    let end = first.end;
    for (;;) {
      const s = sep(text, end);
      const next = s && p(text, s.end);
      if (!next) return { value: values, end };
      values.push(next.value);
      end = next.end;
    }
  };

type Values<Ps extends Parser<unknown>[]> = { [K in keyof Ps]: Ps[K] extends Parser<infer T> ? T : never };

/**
 * A template that reads like the Oracle text it accepts:
 * `` template`${self} deals ${quantity} damage to ${target}.` `` reads the literal words between the
 * pieces exactly, and gives the pieces' values in order.
 */
export function template<Ps extends Parser<unknown>[]>(words: TemplateStringsArray, ...pieces: Ps): Parser<Values<Ps>> {
  return (text, at) => {
    let end = at;
    const values: unknown[] = [];
    for (let i = 0; i < words.length; i++) {
      if (!text.startsWith(words[i], end)) return null;
      end += words[i].length;
      if (i < pieces.length) {
        const r = pieces[i](text, end);
        if (!r) return null;
        values.push(r.value);
        end = r.end;
      }
    }
    return { value: values as Values<Ps>, end };
  };
}

/** Reads `p` and requires it to end exactly at `end`: a clause must account for its whole sentence. */
export function whole<T>(p: Parser<T>, text: string, start: number, end: number): T | null {
  const r = p(text.slice(0, end), start);
  return r && r.end === end ? r.value : null;
}

/**
 * As `whole`, reading the first letter as a capital: a clause after a trigger's comma or a
 * "then" begins in lowercase ("When ~ enters, draw a card."), and is the same clause.
 */
export function wholeSentence<T>(p: Parser<T>, text: string, start: number, end: number): T | null {
  const r = p(text.slice(0, start) + text.charAt(start).toUpperCase() + text.slice(start + 1, end), start);
  return r && r.end === end ? r.value : null;
}

/**
 * `p` reading its first letter as a capital: a clause inside a sentence ("you may put ...", "...,
 * then put ...") is the clause that opens one. The text keeps its length, so spans stay true.
 */
export const capitalized =
  <T>(p: Parser<T>): Parser<T> =>
  (text, at) =>
    p(text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1), at);

/** `p`, when what it read passes `ok`. */
export const where =
  <T>(p: Parser<T>, ok: (value: T) => boolean): Parser<T> =>
  (text, at) => {
    const r = p(text, at);
    return r && ok(r.value) ? r : null;
  };

/**
 * `p` remembering what it read at each position of the last text: a piece many templates start
 * with (a targeting phrase) is read once per sentence, not once per template tried.
 */
export function memo<T>(p: Parser<T>): Parser<T> {
  let last: string | undefined;
  let cache = new Map<number, Result<T> | null>();
  return (text, at) => {
    if (text !== last) {
      last = text;
      cache = new Map();
    }
    if (!cache.has(at)) cache.set(at, p(text, at));
    return cache.get(at)!;
  };
}
