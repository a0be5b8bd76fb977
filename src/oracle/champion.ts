// Champion (702.72a): "Champion an [object]" means "When this permanent enters, sacrifice it unless
// you exile another [object] you control" and "When this permanent leaves the battlefield, return
// the exiled card to the battlefield under its owner's control." The two abilities are linked
// (702.72b, 607.2a): the first records what it exiled, the second returns it. The keyword is one
// ability of its card (SCENARIO.md's REF#N), the first; it carries the second as its meaning's
// `leaves` (engine stack/keywordLeaves.ts). The [object] is a card type ("a creature") or creature
// types joined by "or" ("a Goblin or Shaman").
import type { AbilityDef, CardType } from '../engine/state/card';
import { isCreatureType } from '../engine/state/creatureTypes';
import { normalize } from './normalize';
import { readAbility } from './grammar/ability';

type Lower = (text: string, node: ReturnType<typeof readAbility>) => AbilityDef | null;

const RETURN = "When this permanent leaves the battlefield, return the exiled card to the battlefield under its owner's control.";

/** What may be exiled: a card type, or any of some creature types; null when the words aren't read. */
function championed(parameter: string): { unless?: CardType; subtypes?: string[] } | null {
  const m = /^an? (.+)$/.exec(parameter);
  if (!m) return null;
  if (m[1] === 'creature') return { unless: 'Creature' };
  const types = m[1].split(' or ');
  return types.every(isCreatureType) ? { subtypes: types } : null;
}

/** The champion keyword's first ability, carrying the second; null when its [object] isn't read. */
export function championAbility(keyword: string, parameter: string | undefined, written: string, lower: Lower): AbilityDef | null {
  if (keyword !== 'champion' || parameter === undefined) return null;
  const what = championed(parameter);
  const meaning = normalize(RETURN).text;
  const leaves = lower(meaning, readAbility(meaning, { kind: 'paragraph', span: { start: 0, end: meaning.length }, bullets: [] }, false));
  if (!what || leaves?.kind !== 'triggered' || leaves.effects.length !== 1 || leaves.effects[0].kind !== 'returnLinkedExiled') return null;
  return {
    kind: 'triggered',
    text: written,
    trigger: { event: 'enters' },
    effects: [{ kind: 'sacrificeUnless', act: 'exile', another: true, linked: true, ...what }],
    meaning: { keyword: 'champion', rule: '702.72a', leaves: { ...leaves, text: RETURN } },
  };
}
