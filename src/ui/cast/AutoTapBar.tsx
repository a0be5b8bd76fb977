// The go-ahead for auto-tap (601.2g): the caster's mana pool can't pay the cost, so these mana
// abilities would be activated first. The permanents are highlighted on the battlefield.
import { Fragment } from 'react';
import { playerName } from '../../engine';
import { useGame, useGameApi, useGameShallow } from '../context';
import { cancel, confirmAutoTap } from '../interaction';
import { useUi } from '../uiStore';
import { BUTTON } from '../header/Controls';
import { ManaSymbols } from '../board/ManaSymbols';
import { RuleButton } from '../rules/RuleButton';
import { objectAt } from '../../engine';

const NONE: string[] = [];

export function AutoTapBar() {
  const api = useGameApi();
  const preview = useUi((u) => u.autoTap);
  const names = useGameShallow((s) => (preview ? preview.plan.map((t) => objectAt(s, t.source)?.card ?? t.source) : NONE));
  const caster = useGame((s) => (preview ? playerName(s, preview.action.player) : ''));
  if (!preview) return null;
  const verb = preview.action.type === 'cast' ? 'cast' : 'activate';
  return (
    <section
      aria-label="Auto-tap"
      data-focus-flow
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border-2 border-emerald-300 bg-emerald-950 px-3 py-2 text-sm text-emerald-50"
    >
      <div className="min-w-60 flex-1">
        <p>
          <strong>{preview.name}</strong> <ManaSymbols cost={preview.cost} />: {caster}'s mana pool can't pay it. Auto-tap activates mana abilities
          first <span className="whitespace-nowrap">(rule <RuleButton rule="601.2g" />)</span>.
        </p>
        <p className="mt-1 text-base" data-testid="auto-tap-plan">
          Auto-tap will tap:{' '}
          {preview.plan.map((t, i) => (
            <Fragment key={t.source}>
              {i > 0 && ', '}
              <strong>{names[i]}</strong> (<ManaSymbols mana={t.produces} />)
            </Fragment>
          ))}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <button type="button" autoFocus onClick={() => confirmAutoTap(api)} className={`${BUTTON} bg-emerald-300 text-emerald-950 hover:bg-emerald-200`}>
          Tap and {verb}
        </button>
        <button type="button" onClick={cancel} className={`${BUTTON} bg-slate-600 text-slate-50 hover:bg-slate-500`}>
          Cancel
        </button>
      </div>
      <p className="basis-full text-xs text-emerald-200">Or cancel (Esc) and tap mana sources by hand.</p>
    </section>
  );
}
