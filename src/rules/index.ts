// Comprehensive Rules texts, generated from ../shared/RULES.md by scripts/build-rules.mjs.
import texts from './texts.json';

const TEXTS: Readonly<Record<string, string>> = texts;

/** The text of exactly this rule ("106.4", "704.5g"), or undefined when it is not in the excerpts. */
export function ruleText(rule: string): string | undefined {
  // hasOwn, so that "constructor" and friends are not rules.
  return Object.hasOwn(TEXTS, rule) ? TEXTS[rule] : undefined;
}

export function hasRule(rule: string): boolean {
  return ruleText(rule) !== undefined;
}

/**
 * The text to show for a cited rule: the rule itself, or else its parent ("707.10c" → "707.10"),
 * since the excerpts do not carry every subrule. `rule` in the result says which one was found.
 */
export function citedRuleText(rule: string): { rule: string; text: string } | undefined {
  const cited = rule.trim().replace(/\.$/, '');
  const text = ruleText(cited);
  if (text !== undefined) return { rule: cited, text };
  const parent = cited.replace(/[a-z]+$/, '');
  if (parent === cited) return undefined;
  const parentText = ruleText(parent);
  return parentText === undefined ? undefined : { rule: parent, text: parentText };
}
