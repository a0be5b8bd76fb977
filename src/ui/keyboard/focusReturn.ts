// Where the keyboard goes when a cast or a prompt ends (WCAG 2.4.3, focus order): back to the
// element the user was on when it began. When that element is gone (the card just cast left the
// hand), its neighbour in the same list takes the focus, else the Pass priority button.
const FOCUSABLE = 'button:not(:disabled), [tabindex="0"]';
/** The cast panel, the prompt and the auto-tap bar: focus inside them is not "where the user was". */
export const FLOW = '[data-focus-flow]';

type Origin = { el: HTMLElement; list: Element | null; index: number };
let origin: Origin | null = null;

/** Remember the focused element, unless one is already remembered or the focus is in the flow. */
export function rememberFocus(): void {
  if (typeof document === 'undefined') return;
  const el = document.activeElement;
  if (origin || !(el instanceof HTMLElement) || el === document.body || el.closest(FLOW)) return;
  const item = el.closest('li');
  const list = item?.parentElement ?? null;
  origin = { el, list, index: list && item ? [...list.children].indexOf(item) : -1 };
}

export function hasOrigin(): boolean {
  return origin !== null;
}

/** Put the focus back where the user was; forget it. */
export function restoreFocus(): void {
  const o = origin;
  origin = null;
  if (!o) return;
  if (o.el.isConnected && !(o.el as HTMLButtonElement).disabled) {
    o.el.focus();
    return;
  }
  const items = o.list?.isConnected ? [...o.list.children].map((li) => li.querySelector<HTMLElement>(FOCUSABLE)).filter((x): x is HTMLElement => !!x) : [];
  const near = items[Math.min(Math.max(o.index, 0), items.length - 1)];
  (near ?? document.querySelector<HTMLElement>('[data-focus-home]'))?.focus();
}
