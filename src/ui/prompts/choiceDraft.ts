// A pending choice answered with the cast panel: a `cast` choice (608.2g) or a pick of targets
// (603.3d, 707.10c). Pure.
import { describe, type GameState, type ObjectId, type PendingChoice } from '../../engine';
import { newDraft } from '../cast/castFlow';
import type { Draft } from '../uiStore';
import { objectAt } from '../../engine';

/** The card a `cast` choice offers (a copy Wildfire Devils made, a miracle card) and how it is cast. */
export function castChoiceCard(s: GameState): { card: ObjectId; as?: string } | null {
  const offer = s.choice?.kind === 'cast' ? s.choice.cast : undefined;
  return offer ? { card: offer.card, as: offer.as ?? (offer.withoutPaying ? 'withoutPaying' : undefined) } : null;
}

/** The draft that answers the choice, or null when the panel doesn't answer this kind. */
export function draftForChoice(s: GameState, c: PendingChoice): Draft | null {
  if (c.kind === 'cast') {
    const how = castChoiceCard(s);
    const o = how && objectAt(s, how.card);
    if (!o) return null;
    return newDraft({ kind: 'cast', player: c.player, source: o.id, name: o.copy ? `Copy of ${o.card}` : o.card, as: how.as, for: c });
  }
  if (c.kind !== 'pick' || !c.targets) return null;
  const t = c.then;
  const name = t.op === 'putCopy' ? `Copy of ${t.spell.card}` : t.op === 'chooseTriggerTargets' ? describe(s, t.object) : 'Targets';
  return newDraft({ kind: 'pick', player: c.player, source: '', name, for: c, targets: c.targets.phrases.map((p) => [...p.current]) });
}
