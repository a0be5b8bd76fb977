// A card's abilities with their status (modelled, partly, not), and for each triggered one
// "Put on the stack": the `trigger` edit, for a trigger the engine can't notice (SCENARIO.md).
import type { CardDef, ObjectId } from '../../engine';
import { useGameApi } from '../context';
import { act } from '../interaction';
import { abilityStatuses } from '../board/support';
import { OracleText, SupportBadge } from '../board/SupportMarks';
import { SymbolText } from '../board/SymbolText';
import { SMALL } from '../styles';

const STATUS = { modelled: 'modelled', partly: 'partly modelled', not: 'not modelled' } as const;

/** `source`: the object whose triggers can be put on the stack; absent for a card not yet in a game,
 * whose support level is then said even when full. */
export function CardAbilities({ def, source }: { def: CardDef; source?: ObjectId }) {
  const api = useGameApi();
  const abilities = abilityStatuses(def);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <SupportBadge def={def} full={!source} className="self-start" />
      {abilities.length > 0 && (
        <ul aria-label="Abilities" className="flex flex-col gap-1">
          {abilities.map((a) => (
            <li key={a.index} className="rounded border border-slate-700 px-1.5 py-1 text-xs">
              <span className={`mr-1 rounded px-1 text-[10px] font-semibold uppercase ${a.status === 'modelled' ? 'bg-emerald-900 text-emerald-100' : 'bg-amber-900 text-amber-100'}`}>
                {STATUS[a.status]}
              </span>
              <OracleText text={a.text} marked={a.status === 'not' ? [a.text] : a.manual} />
              {source && a.triggered && (
                <button
                  type="button"
                  aria-label={`Put on the stack: ${a.text}`}
                  title="Put this triggered ability on the stack, as if it had triggered (603.3): for a trigger the sandbox can't notice"
                  onClick={() => act(api, { type: 'edit', op: 'trigger', source, ability: a.index })}
                  className={`${SMALL} ml-1 mt-1 block text-xs`}
                >
                  Put on the stack
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {abilities.length === 0 && def.oracle && (
        <p className="text-xs text-slate-300">
          <SymbolText text={def.oracle} />
        </p>
      )}
    </div>
  );
}
