// A control that can't act now looks it and says why before it is pressed (issue 11, point 10).
// It is aria-disabled rather than disabled: a disabled button can't take focus, so a keyboard or
// screen reader user would never hear the reason. The reason is its description
// (aria-describedby), shown beside it on hover and focus; pressing it then does nothing but show
// the reason for a few seconds, which is how a finger, that has no hover, reads it.
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { Blocked } from './blocked';

export function GuardedButton({
  why,
  onPress,
  className,
  title,
  shown = false,
  home = false,
  children,
}: {
  why: Blocked | null;
  onPress: () => void;
  className: string;
  /** The key or the effect, shown on hover while the button can act. */
  title?: string;
  /** Show the reason now (the key was pressed while the button can't act). */
  shown?: boolean;
  /** Where focus goes when the control it returns to is gone (focusReturn.ts). */
  home?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [told, setTold] = useState(false);
  useEffect(() => {
    if (!told) return;
    const t = setTimeout(() => setTold(false), 4000);
    return () => clearTimeout(t);
  }, [told]);
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        data-focus-home={home || undefined}
        aria-disabled={why ? true : undefined}
        aria-describedby={why ? id : undefined}
        title={why ? undefined : title}
        onClick={() => {
          if (!why) onPress();
          else setTold(true);
        }}
        className={`${className} aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
      >
        {children}
      </button>
      {why && (
        // Out of the flow: showing it moves nothing on the page.
        <span
          role="tooltip"
          id={id}
          className={`pointer-events-none absolute left-0 top-full z-30 mt-1 w-max max-w-80 rounded-md border border-slate-500 bg-slate-800 px-2 py-1 text-sm font-normal text-slate-100 shadow-lg ${
            shown || told ? 'visible' : 'invisible group-hover:visible group-has-[:focus-visible]:visible'
          }`}
        >
          {why.text} (rule {why.rule}).
        </span>
      )}
    </span>
  );
}
