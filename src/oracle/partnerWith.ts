// "Partner with [name]" (702.124j) represents two abilities: one for choosing two commanders, which
// functions before the game begins (702.124a; a game in the sandbox has begun, so it does nothing),
// and "When this permanent enters, target player may search their library for a card named [name],
// reveal it, put it into their hand, then shuffle." The second is built here; the engine searches
// (effects/search.ts) for the player the target names, who decides whether to (effects/choices.ts).
import type { AbilityDef } from '../engine/state/card';

/** The name in "with Shabraz, the Skyshark": a card's name, as Oracle text writes one. */
const NAME = /^with ([A-Z][^.()]*)$/;

/** The enters trigger of "Partner with [name]", or null when the parameter isn't a name. */
export function partnerWithAbility(text: string, parameter: string | undefined): AbilityDef | null {
  const m = parameter === undefined ? null : NAME.exec(parameter);
  if (!m) return null;
  const name = m[1];
  const search = `search their library for a card named ${name}, reveal it, put it into their hand, then shuffle`;
  return {
    kind: 'triggered',
    text,
    trigger: { event: 'enters' },
    targets: [{ phrase: 'target player', filter: { players: 'any' } }],
    effects: [{ kind: 'may', who: { target: 0 }, prompt: search, effects: [{ kind: 'searchLibrary', count: 1, cardName: name, who: { target: 0 }, to: 'hand', reveal: true }] }],
    meaning: { keyword: 'partner with', rule: '702.124j' },
  };
}
