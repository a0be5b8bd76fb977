// A row of cards: a hand, or part of a battlefield.
import type { ObjectId } from '../../engine';
import { ObjectCard } from './ObjectCard';

type Props = { ids: readonly ObjectId[]; label: string; empty?: string };

export function CardRow({ ids, label, empty }: Props) {
  return (
    <ul aria-label={label} className={`flex flex-wrap items-start gap-2 ${ids.length ? 'min-h-20 @2xl:min-h-24' : ''}`}>
      {ids.map((id) => (
        <ObjectCard key={id} id={id} />
      ))}
      {ids.length === 0 && empty && <li className="py-1 text-sm italic text-slate-400">{empty}</li>}
    </ul>
  );
}
