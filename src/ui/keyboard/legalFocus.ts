// The keyboard among the legal choices of a cast's board step (601.2c targets, 601.2b costs):
// the step starts on the first legal one, the arrows move among them (wrapping), Enter picks.
const LEGAL = '[data-legal]';

/** Focus the first legal target or cost on the board; false when there is none. */
export function focusFirstLegal(): boolean {
  const first = document.querySelector<HTMLElement>(LEGAL);
  first?.focus();
  return !!first;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** An arrow key on a legal choice moves to the next one; true when it did. */
export function arrowAmongLegal(e: KeyboardEvent): boolean {
  const by = STEP[e.key];
  const t = e.target;
  if (!by || !(t instanceof HTMLElement) || !t.matches(LEGAL) || e.altKey || e.ctrlKey || e.metaKey) return false;
  const all = [...document.querySelectorAll<HTMLElement>(LEGAL)];
  const i = all.indexOf(t);
  all[(i + by + all.length) % all.length].focus();
  return true;
}
