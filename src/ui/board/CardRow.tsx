// A row of cards: a hand, or part of a battlefield. Each card has its slot (ObjectCard): a tapped
// card's is as wide as the card is tall, so the row makes room for it and nothing overlaps.
import type { ObjectId } from '../../engine';
import { ObjectCard } from './ObjectCard';

type Props = { ids: readonly ObjectId[]; label: string; empty?: string };

export function CardRow({ ids, label, empty }: Props) {
  return (
    <ul aria-label={label} className="flex flex-wrap items-start gap-x-2 gap-y-3">
      {ids.map((id) => (
        <ObjectCard key={id} id={id} />
      ))}
      {ids.length === 0 && empty && <li className="py-1 text-sm italic text-slate-400">{empty}</li>}
    </ul>
  );
}
