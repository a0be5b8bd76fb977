/** A bad scenario file or link: which field, and why (SCENARIO.md). */
export class ScenarioError extends Error {
  readonly path: string;
  readonly reason: string;
  constructor(path: string, reason: string) {
    super(path ? `${path}: ${reason}` : reason);
    this.name = 'ScenarioError';
    this.path = path;
    this.reason = reason;
  }
}
