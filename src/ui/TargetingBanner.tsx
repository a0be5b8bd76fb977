// While a spell or ability is being put on the stack: X to announce, or the target to choose,
// and how to cancel.
import { useState } from 'react';
import { useGame, useGameApi } from './context';
import { announceX, cancel } from './interaction';
import { legalNow } from './targets';
import { useUi, type Targeting } from './uiStore';
import { BUTTON } from './Controls';

export function TargetingBanner() {
  const t = useUi((u) => u.targeting);
  if (!t) return null;
  return (
    <div role="status" className="flex items-center gap-3 rounded-lg border-2 border-amber-300 bg-amber-950 px-3 py-2 text-sm text-amber-50">
      {t.x === null ? <AskX t={t} /> : <AskTarget t={t} />}
      <button type="button" onClick={cancel} className={`${BUTTON} bg-amber-200 text-amber-950 hover:bg-amber-100`}>
        Cancel
      </button>
    </div>
  );
}

function AskTarget({ t }: { t: Targeting }) {
  const count = useGame((s) => legalNow(s, t).size);
  const spec = t.specs[t.chosen.length];
  const step = t.specs.length > 1 ? ` (target ${t.chosen.length + 1} of ${t.specs.length})` : '';
  return (
    <span className="flex-1">
      <strong>{t.name}</strong>: choose {spec?.phrase}
      {step} <span className="text-amber-200">(Esc to cancel)</span>
      {count === 0 && <span className="ml-2 font-semibold text-red-200">There is no legal target.</span>}
    </span>
  );
}

function AskX({ t }: { t: Targeting }) {
  const api = useGameApi();
  const [x, setX] = useState('0');
  const n = Number(x);
  const ok = x !== '' && Number.isInteger(n) && n >= 0;
  return (
    <form
      className="flex flex-1 items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (ok) announceX(api, n);
      }}
    >
      <label className="flex items-center gap-2">
        <span>
          <strong>{t.name}</strong>: announce the value of X
        </span>
        <input
          type="number"
          min={0}
          step={1}
          value={x}
          autoFocus
          onChange={(e) => setX(e.target.value)}
          className="w-20 rounded border border-amber-300 bg-slate-900 px-2 py-1 text-slate-50 focus-visible:outline-2 focus-visible:outline-sky-300"
        />
      </label>
      <button type="submit" disabled={!ok} className={`${BUTTON} bg-amber-300 text-amber-950 hover:bg-amber-200`}>
        Announce X
      </button>
      <span className="text-amber-200">(Esc to cancel)</span>
    </form>
  );
}
