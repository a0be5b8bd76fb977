// What a stack object shows (605, 707): what it is, the choices made for it, the costs paid, and
// its targets by name (a target that left its zone shows its last name, "(gone)"). Pure.
import { describe, modalAbility, playerName, spellParts, thatSpellPhrase, type EntityId, type GameState, type ObjectId } from '../../engine';
import { objectAt } from '../../engine';
import { FACE_DOWN_NAME } from '../board/cardFace';

const HOW: Record<string, string> = {
  flashback: 'cast with flashback',
  alternative: 'cast for its alternative cost',
  miracle: 'cast for its miracle cost',
  madness: 'cast for its madness cost',
  evoke: 'cast for its evoke cost',
  escape: 'cast with escape',
  morph: 'cast face down for {3} (morph)',
  withoutPaying: 'cast without paying its mana cost',
};

export type StackView = {
  name: string;
  /** "spell", "copy of Lightning Bolt", "triggered ability", "activated ability". */
  what: string;
  kind: 'spell' | 'copy' | 'ability';
  /** "Triggered ability of Pyromancer Ascension: copy Shock" (the spell "that spell" is). */
  of: string;
  manaCost?: string;
  text: string;
  controller: string;
  /** One line per choice or cost, joined by newlines. */
  details: string;
  /** Target names with their share of a division, joined by ", ". */
  targets: string;
  /** With several targeting phrases: one line per phrase, "target opponent: Ben". */
  phrases: string;
  /** The target ids, joined by spaces (to highlight them on the board). */
  ids: string;
};

export function stackView(s: GameState, id: ObjectId): StackView | null {
  const o = objectAt(s, id);
  const item = o?.stackItem;
  if (!item) return null;
  const def = s.cards[o.card];
  const ability = item.kind === 'ability' ? def.abilities[item.ability ?? -1] : undefined;
  const trig = ability?.kind === 'triggered' || ability?.kind === 'cost';
  const what = ability ? `${trig ? 'triggered' : 'activated'} ability` : o.copy ? `copy of ${o.card}` : 'spell';
  const modal = modalAbility(def.abilities);
  const details: string[] = [];
  if (!ability) {
    for (const m of item.modes) details.push(`Mode: ${modal?.options[m]?.text}`);
    if (def.manaCost?.includes('{X}')) details.push(`X = ${item.x}`);
    if (item.kicked) details.push('Kicked');
    // A copy put on the stack was not cast (707.10): it only carries the original's costs.
    if (item.notCast) details.push(item.castAs ? `Not cast: a copy of a spell ${HOW[item.castAs] ?? `cast for its ${item.castAs} cost`}` : 'Not cast: a copy put on the stack');
    else if (item.castAs) details.push(HOW[item.castAs] ?? `cast for its ${item.castAs} cost`);
    if (item.castFrom && item.castFrom !== 'hand') details.push(`cast from ${item.castFrom === 'exile' ? 'exile' : 'a graveyard'}`);
  } else if (item.x) details.push(`X = ${item.x}`);
  const paid = item.paid;
  if (paid?.life) details.push(`Paid ${paid.life} life`);
  if (paid?.sacrificed.length) details.push(`Sacrificed ${paid.sacrificed.map((c) => c.card).join(', ')}`);
  if (paid?.discarded.length) details.push(`Discarded ${paid.discarded.join(', ')}`);
  if (paid?.exiled.length) details.push(`Exiled ${paid.exiled.join(', ')} from hand`);
  const specs = ability ? (ability.kind === 'activated' || ability.kind === 'triggered' ? (ability.targets ?? []) : []) : spellParts(def.abilities, item.modes).flatMap((p) => p.targets);
  const dividing = specs.findIndex((t) => t.divide !== undefined);
  const name = (t: EntityId) => (s.players[t] || objectAt(s, t) ? describe(s, t) : `${item.seen?.[t]?.card ?? 'a card'} (gone)`);
  const groups = item.targets.map((g, i) => g.map((t, j) => name(t) + (i === dividing && item.divide ? ` (${item.divide[j]})` : '')));
  const targets = groups.flat();
  const refers = ability && 'effects' in ability ? thatSpellPhrase(ability.effects, item.event) : undefined;
  // 708.5: a face-down spell shows no name, text or cost.
  if (o.faceDown) return { name: FACE_DOWN_NAME, what, kind: 'spell', of: '', text: '', controller: playerName(s, o.controller), details: details.join('\n'), targets: '', phrases: '', ids: '' };
  return {
    name: o.card,
    what,
    kind: ability ? 'ability' : o.copy ? 'copy' : 'spell',
    of: ability ? `${what.replace(/^./, (c) => c.toUpperCase())} of ${item.source && objectAt(s, item.source) ? describe(s, item.source) : o.card}${refers ? `: ${refers}` : ''}` : '',
    manaCost: ability ? undefined : def.manaCost,
    text: ability?.text ?? def.oracle,
    controller: playerName(s, o.controller),
    details: details.map((l) => l.replace(/^./, (c) => c.toUpperCase())).join('\n'),
    targets: targets.join(', '),
    phrases: groups.length > 1 ? groups.map((g, i) => `${specs[i]?.phrase ?? 'target'}: ${g.join(', ') || 'none'}`).join('\n') : '',
    ids: item.targets.flat().join(' '),
  };
}
