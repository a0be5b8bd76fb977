// Where a card goes: a hand, the top or bottom of a library, a graveyard, the battlefield, exile.
import { PLACES, type Place } from './builderEdits';
import { FIELD } from '../styles';

export function PlaceSelect({ label, value, onChange }: { label: string; value: Place; onChange: (p: Place) => void }) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value as Place)} className={FIELD}>
      {PLACES.map((p) => (
        <option key={p.value} value={p.value}>
          {p.label}
        </option>
      ))}
    </select>
  );
}
