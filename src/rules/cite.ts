// Looking up a cited rule in the Comprehensive Rules excerpts (texts.json), given the texts: the
// page fetches them as data on the first click (RulePanel), tests and Node import them.
export type RuleTexts = Readonly<Record<string, string>>;

/** The text of exactly this rule, or undefined when it is not in the excerpts. */
export function textIn(texts: RuleTexts, rule: string): string | undefined {
  // hasOwn, so that "constructor" and friends are not rules.
  return Object.hasOwn(texts, rule) ? texts[rule] : undefined;
}

/**
 * The text to show for a cited rule: the rule itself, or else its parent ("707.10c" → "707.10"),
 * since the excerpts do not carry every subrule. `rule` in the result says which one was found.
 */
export function citedIn(texts: RuleTexts, rule: string): { rule: string; text: string } | undefined {
  const cited = rule.trim().replace(/\.$/, '');
  const text = textIn(texts, cited);
  if (text !== undefined) return { rule: cited, text };
  const parent = cited.replace(/[a-z]+$/, '');
  if (parent === cited) return undefined;
  const parentText = textIn(texts, parent);
  return parentText === undefined ? undefined : { rule: parent, text: parentText };
}
