/**
 * An illegal action: a plain-words reason and the rule that forbids it. apply() throws it before
 * anything changes, so the caller's state is untouched.
 */
export class RulesError extends Error {
  readonly rule: string;
  constructor(reason: string, rule: string) {
    super(`${reason} (${rule})`);
    this.name = 'RulesError';
    this.rule = rule;
  }
  /** The reason without the rule in brackets. */
  get reason(): string {
    return this.message.slice(0, this.message.length - this.rule.length - 3);
  }
}
