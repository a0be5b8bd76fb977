// Comprehensive Rules texts, generated from ../shared/RULES.md by scripts/build-rules.mjs.
import texts from './texts.json';
import { citedIn, textIn, type RuleTexts } from './cite';

const TEXTS: RuleTexts = texts;

/** The text of exactly this rule ("106.4", "704.5g"), or undefined when it is not in the excerpts. */
export function ruleText(rule: string): string | undefined {
  return textIn(TEXTS, rule);
}

export function hasRule(rule: string): boolean {
  return ruleText(rule) !== undefined;
}

/**
 * The text to show for a cited rule: the rule itself, or else its parent ("707.10c" → "707.10"),
 * since the excerpts do not carry every subrule. `rule` in the result says which one was found.
 */
export function citedRuleText(rule: string): { rule: string; text: string } | undefined {
  return citedIn(TEXTS, rule);
}
