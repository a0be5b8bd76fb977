// What the order chosen for replacement effects on mana gives (616.1): "This order gives {B}{B}".
// Only for a mana event (the choice continues a produceMana instruction); nothing otherwise.
import { LIMITS, amountString, countString, manaReplacements, manaTotal, overManaLimit, replacementOutcome, type PendingChoice } from '../../engine';
import { useGame } from '../context';
import { SymbolText } from '../board/SymbolText';

export function OrderOutcome({ choice, order }: { choice: PendingChoice; order: readonly string[] }) {
  const gives = useGame((s) => {
    const then = choice.then;
    if (then.op !== 'produceMana' || order.length !== choice.options.length) return null;
    const all = manaReplacements(s);
    const effects = order.map((id) => all.find((r) => r.id === id));
    if (effects.some((r) => !r)) return null;
    // On amounts, not one entry per mana: twenty Mana Reflections make 1,048,576 mana.
    const a = replacementOutcome(s, effects.map((r) => r!), then.event);
    return overManaLimit(a) ? `${countString(manaTotal(a))} mana, more than the sandbox holds (${countString(LIMITS.mana)})` : amountString(a);
  });
  if (gives === null) return null;
  return (
    <span className="text-fuchsia-50">
      This order gives {gives ? <SymbolText text={gives} /> : 'no mana'}.
    </span>
  );
}
