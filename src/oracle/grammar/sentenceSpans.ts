// An ability's text cut into sentences (608.2c: a spell or ability is carried out sentence by sentence).
const STILL = /^It's still an? (?:land|artifact|enchantment)\.$/;

/**
 * The sentences of `text[start, end)`: a sentence ends at a period followed by a space or the end,
 * outside quotes (a quoted ability is part of the sentence that grants it).
 */
export function sentenceSpans(text: string, start: number, end: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = start;
  let quoted = false;
  for (let i = start; i < end; i++) {
    if (text[i] === '"') quoted = !quoted;
    if (!quoted && text[i] === '.' && (i + 1 === end || text[i + 1] === ' ')) {
      spans.push({ start: from, end: i + 1 });
      from = i + 1;
      while (from < end && text[from] === ' ') from++;
      i = from - 1;
    }
  }
  if (from < end) spans.push({ start: from, end });
  return spans.reduce<{ start: number; end: number }[]>((out, span) => {
    // 205.1b: "It's still a land." keeps the types the sentence before changed: one sentence with it.
    const prev = out[out.length - 1];
    if (prev && STILL.test(text.slice(span.start, span.end))) prev.end = span.end;
    else out.push(span);
    return out;
  }, []);
}
