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

  /** The same error at another path (a document inside a save names its fields from the save). */
  at(path: string): ScenarioError {
    return new ScenarioError(path, this.reason);
  }
}

/** A card name that no custom card, the built-in pool nor the installed database has: the page
 * fetches the database and reads again (cardDatabase.ts); it says the nearest names it knows. */
export class UnknownCardError extends ScenarioError {
  constructor(
    path: string,
    readonly card: string,
    readonly nearest: readonly string[],
  ) {
    super(path, `unknown card "${card}"; nearest known: ${nearest.join(', ')}`);
    this.name = 'UnknownCardError';
  }

  override at(path: string): ScenarioError {
    return new UnknownCardError(path, this.card, this.nearest);
  }
}
