// Parsing the complete Comprehensive Rules text (../shared/cr/MagicCompRules-*.txt) into data: every
// numbered rule with its examples, the section and chapter titles, and the glossary. Pure (no Node,
// no DOM): scripts/build-cr.ts writes the result to public/rules/cr.json, which the page fetches on
// demand (RulePanel), and the tests run it on the real file.

/** One numbered rule: "510.1c" and its text, examples joined after a blank line. */
export type CrRule = readonly [number: string, text: string];
export type CrGlossaryEntry = readonly [term: string, definition: string];

export interface Cr {
  /** "These rules are effective as of ..." */
  readonly effective: string;
  /** Section ("5") and chapter ("510") titles. */
  readonly titles: Readonly<Record<string, string>>;
  /** Every rule in CR order. */
  readonly rules: readonly CrRule[];
  readonly glossary: readonly CrGlossaryEntry[];
}

// "100.1. These...", "100.1a A two-player...", "704.5aa ...", "119.1d. ..." (a stray dot).
const RULE_LINE = /^(\d{3}\.\d+[a-z]*)\.?\s+(.*)$/;
// "1. Game Concepts" (a section), "100. General" (a chapter).
const TITLE_LINE = /^(\d{1,3})\.\s+(.*)$/;

export function parseCr(source: string): Cr {
  const lines = source.split(/\r?\n/);
  const effective = lines.find((l) => l.startsWith('These rules are effective'))?.trim() ?? '';
  // The contents list the titles once; the rules begin where "1. Game Concepts" comes again.
  const starts = lines.flatMap((l, i) => (l.trim() === '1. Game Concepts' ? [i] : []));
  const begin = starts[starts.length - 1] ?? 0;
  const glossaryAt = lines.findIndex((l, i) => i > begin && l.trim() === 'Glossary');
  const creditsAt = lines.findIndex((l, i) => i > glossaryAt && l.trim() === 'Credits');
  const titles: Record<string, string> = {};
  const rules: [string, string][] = [];
  for (const raw of lines.slice(begin, glossaryAt < 0 ? undefined : glossaryAt)) {
    const line = raw.trim();
    if (line === '') continue;
    const rule = RULE_LINE.exec(line);
    const title = rule ? null : TITLE_LINE.exec(line);
    const last = rules[rules.length - 1];
    if (rule) rules.push([rule[1], rule[2].trim()]);
    else if (title) titles[title[1]] = title[2].trim();
    else if (last && line.startsWith('Example:')) last[1] += `\n\n${line}`;
    // An indented line (the list of pre-Eighth-Edition basic lands) goes on with the rule above.
    else if (last) last[1] += `\n${line}`;
  }
  const glossary: [string, string][] = [];
  if (glossaryAt >= 0) {
    let entry: [string, string] | null = null;
    for (const raw of lines.slice(glossaryAt + 1, creditsAt < 0 ? undefined : creditsAt)) {
      const line = raw.trim();
      if (line === '') entry = null;
      else if (!entry) glossary.push((entry = [line, '']));
      else entry[1] = entry[1] ? `${entry[1]}\n${line}` : line;
    }
  }
  return { effective, titles, rules, glossary: glossary.filter(([, d]) => d !== '') };
}

/** The chapter ("510") or section ("5") a rule belongs to, for its title. */
export function chapterOf(rule: string): string {
  return rule.split('.')[0];
}
