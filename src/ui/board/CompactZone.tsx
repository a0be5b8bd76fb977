// A graveyard or exile: card names only, the Oracle text as a tooltip and in the large view. While targets are being
// chosen, its cards can be chosen too (a "target creature card from your graveyard"); a card with
// flashback in a graveyard can be cast (702.34a).
import { memo } from 'react';
import { costAbilities, type ObjectId } from '../../engine';
import { useGameApi, useGameShallow } from '../context';
import { clickObject } from '../interaction';
import { chosenIn, legalNow } from '../cast/castFlow';
import { useUi } from '../uiStore';
import { objectAt } from '../../engine';
import { usePage } from '../pageStore';
import { SUPPORT_LABEL, SUPPORT_TITLE, supportOf, unmodelledTexts } from './support';
import { UNMODELLED } from './SupportMarks';
import { useCardPreview } from './useCardPreview';
import { dragCard, dropZone } from '../workbench/drag/dragAttrs';
import type { DropZone } from '../workbench/drag/dragAttrs';

const Entry = memo(function Entry({ id }: { id: ObjectId }) {
  const api = useGameApi();
  const draft = useUi((u) => u.draft);
  const chosen = useUi((u) => chosenIn(u.draft).includes(id));
  const selecting = usePage((p) => p.selecting);
  const selected = usePage((p) => p.side === 'build' && p.selected === id);
  const v = useGameShallow((s) => {
    const o = objectAt(s, id);
    return { o, def: o ? s.cards[o.card] : undefined, legal: legalNow(s, draft).has(id) };
  });
  const { o, def } = v;
  // Its large view on hover, focus or a long press, as on the battlefield.
  const preview = useCardPreview(id);
  if (!o || !def) return null;
  const flashback = o.zone === 'graveyard' && costAbilities(def.abilities).alternative.some((c) => c.kind === 'flashback');
  const name = `${o.copy ? 'Copy of ' : ''}${o.card}${o.token ? ' (token)' : ''}`;
  const level = supportOf(def);
  const notModelled = unmodelledTexts(def);
  const title = `${def.name}${def.manaCost ? ` ${def.manaCost}` : ''}\n${def.oracle}${level !== 'full' ? `\n${SUPPORT_TITLE[level]}${notModelled.length ? `\nNot modelled: ${notModelled.join(' ')}` : ''}` : ''}`;
  const support = level !== 'full' ? `, ${SUPPORT_LABEL[level]}` : '';
  const look = `rounded px-1.5 py-0.5 text-xs text-slate-100 ${selected ? 'outline-2 outline-offset-1 outline-amber-300 ' : ''}${v.legal ? 'bg-slate-600 ring-2 ring-amber-300' : chosen ? 'ring-2 ring-sky-300' : o.copy ? 'border border-dashed border-cyan-300 bg-cyan-950' : 'bg-slate-700'}`;
  return (
    <li data-arrow-id={id} {...dragCard(id)} {...preview}>
      {draft || flashback || selecting ? (
        <button
          type="button"
          title={title}
          aria-label={`${name}${support}${v.legal ? ', legal target' : ''}${chosen ? ', chosen' : ''}${selected ? ', selected for editing' : ''}${flashback && !draft && !selecting ? ', cast with flashback' : ''}`}
          onClick={() => clickObject(api, id)}
          className={`${look} cursor-pointer hover:bg-slate-500 focus-visible:outline-2 focus-visible:outline-sky-300`}
        >
          <span className={level !== 'full' ? UNMODELLED : undefined}>{name}</span>
        </button>
      ) : (
        <span title={title} className={`${look} block`}>
          <span className={level !== 'full' ? UNMODELLED : undefined}>{name}</span>
          {support && <span className="sr-only">{support}</span>}
        </span>
      )}
    </li>
  );
});

/** `drop`: the zone a card dragged in the builder lands in. */
type Props = { label: string; title: string; ids: readonly ObjectId[]; drop?: DropZone };

/** `ids` bottom first; shown top first. */
export function CompactZone({ label, title, ids, drop }: Props) {
  return (
    <section aria-label={label} className="text-sm" {...(drop && dropZone(drop))}>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-400">
        {title} <span className="font-normal normal-case">({ids.length})</span>
      </h3>
      {ids.length === 0 ? (
        <p className="text-xs italic text-slate-400">empty</p>
      ) : (
        <ul className="flex flex-wrap gap-1">
          {[...ids].reverse().map((id) => (
            <Entry key={id} id={id} />
          ))}
        </ul>
      )}
    </section>
  );
}
