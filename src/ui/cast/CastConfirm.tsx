// The last step of a cast (601.2f): the total cost as the engine determines it, and the button
// that casts the spell or activates the ability. Mana is paid next (the auto-tap go-ahead).
import { useGame, useGameApi } from '../context';
import { draftCost } from './costPreview';
import { submit } from '../interaction';
import type { Draft } from '../uiStore';
import { BUTTON } from '../header/Controls';
import { RuleButton } from '../rules/RuleButton';
import { SymbolText } from '../board/SymbolText';

export function CastConfirm({ d }: { d: Draft }) {
  const api = useGameApi();
  const cost = useGame((s) => JSON.stringify(draftCost(s, d)));
  const c = JSON.parse(cost) as ReturnType<typeof draftCost>;
  const verb = d.kind === 'activate' ? 'Activate' : 'Cast';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {'mana' in c ? (
        <p data-testid="total-cost">
          Total cost <span className="whitespace-nowrap">(rule <RuleButton rule="601.2f" />)</span>:{' '}
          {c.mana ? <SymbolText text={c.mana} /> : c.other.length ? '' : 'nothing'}
          {c.other.length > 0 && `${c.mana ? ', and ' : ''}${c.other.join(', ')}`}
        </p>
      ) : (
        <p className="text-red-200">
          Can't be {d.kind === 'activate' ? 'activated' : 'cast'} as it stands: <SymbolText text={c.reason} /> (rule <RuleButton rule={c.rule} />)
        </p>
      )}
      <button type="button" autoFocus onClick={() => submit(api, d)} className={`${BUTTON} bg-amber-300 text-amber-950 hover:bg-amber-200`}>
        {verb} {d.name}
      </button>
    </div>
  );
}
