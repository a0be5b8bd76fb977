// Where the Rules panel goes: its code (the panel, the CR search) is a chunk of its own, loaded on
// the first opening, so the page's first load stays small (the bundle goal in `npm run bench`).
import { lazy, Suspense } from 'react';
import { useUi } from '../uiStore';

const RulePanel = lazy(() => import('./RulePanel').then((m) => ({ default: m.RulePanel })));

export function RulePanelSlot() {
  const open = useUi((u) => u.shownRule !== null);
  if (!open) return null;
  return (
    <Suspense fallback={<section aria-label="Rule text" className="absolute right-full top-0 z-20 mr-3 w-[26rem] max-lg:fixed max-lg:inset-x-2 max-lg:bottom-2 max-lg:top-auto max-lg:z-40 max-lg:mr-0 max-lg:w-auto rounded-xl border border-sky-700 bg-slate-900 p-3 text-sm italic text-slate-400">Loading the rule…</section>}>
      <RulePanel />
    </Suspense>
  );
}
