// Searching a library (701.23) for cards of a stated quality, putting them onto the battlefield or
// into the hand, then shuffling (701.24). The player may find fewer or none (701.23b), so the `pick`
// is always asked, even with one legal answer (SCENARIO.md); `[]` finds nothing. A search for "a
// card" must find one if it can (701.23d). "Search your library and/or graveyard" searches those zones
// too, and "If you search your library this way, shuffle." shuffles only after a library search.
import type { EffectDef } from '../state/card';
import { ask } from '../stack/agenda';
import { cardOf, isType, nameOf, objectManaValue } from '../state/characteristics';
import type { CardType } from '../state/card';
import { putOntoBattlefield } from '../stack/copyChoice';
import type { Tx } from '../state/game';
import { getPlayer, log, optionsFor, patchPlayer, patchState, playerName, withArticle } from '../state/game';
import type { EffectContext, GameObject, GameState, Instruction, ObjectId, PlayerId } from '../state/state';
import { shuffle } from '../state/rng';
import { moveObject, moveObjects } from '../state/zones';
import { affected } from './affected';
import { sourceObject } from './amount';
import { resolvingName } from './resolvingName';
import { objectAt } from '../state/objectTable';

type Ins = Extract<Instruction, { op: 'effect' }>;
type Search = Extract<EffectDef, { kind: 'searchLibrary' }>;
/** 110.4b: the permanent types; a "permanent card" has one of them. */
const PERMANENT_TYPES: CardType[] = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];

/** "a basic land card", "up to two basic land cards", "a Forest or Island card", "a card". */
export function searchedFor(e: Search, name?: string, manaValue?: number): string {
  const sub = e.subtypes?.length ? `${e.subtypes.length > 2 ? `${e.subtypes.slice(0, -1).join(', ')},` : e.subtypes[0]} or ${e.subtypes[e.subtypes.length - 1]}` : '';
  const kind = [...(e.supertypes ?? []).map((t) => t.toLowerCase()), ...(sub ? [sub] : []), ...(e.types ?? []).map((t) => t.toLowerCase())].join(' ');
  const words = `${kind ? `${kind} ` : ''}${e.permanent ? 'permanent ' : ''}card`;
  const same = e.sourceManaValue && manaValue !== undefined ? ` with mana value ${manaValue} (the same as ${name})` : '';
  const quality = `${e.manaValueAtMost !== undefined ? ` with mana value ${e.manaValueAtMost} or less` : ''}${same}${e.named && name ? ` named ${name}` : ''}${e.cardName ? ` named ${e.cardName}` : ''}`;
  return e.count === 1 ? `${withArticle(words)}${quality}` : `up to ${e.count} ${words}s${quality}`;
}

/** Whether a card of the library has the quality the search names. */
function fits(s: GameState, o: GameObject, e: Search, name: string, manaValue?: number): boolean {
  const def = cardOf(s, o);
  if (e.sourceManaValue && objectManaValue(s, o) !== manaValue) return false;
  if (e.permanent && !PERMANENT_TYPES.some((t) => isType(s, o, t))) return false;
  if (e.manaValueAtMost !== undefined && objectManaValue(s, o) > e.manaValueAtMost) return false;
  if (e.named && nameOf(s, o) !== name) return false;
  if (e.cardName !== undefined && nameOf(s, o) !== e.cardName) return false;
  if (e.types && !e.types.some((t) => isType(s, o, t))) return false;
  if (!(e.supertypes ?? []).every((t) => def.supertypes?.includes(t))) return false;
  return !e.subtypes || e.subtypes.some((t) => def.subtypes?.includes(t));
}

/** "their library", "their library and graveyard", "Ben's library": the zones searched (701.23a). */
function zonesSearched(s: GameState, e: Search, owner: PlayerId, searcher: PlayerId): string {
  const zones = ['library', ...(e.alsoFrom ?? [])];
  const whose = owner === searcher ? 'their' : `${playerName(s, owner)}'s`;
  return `${whose} ${zones.length > 2 ? `${zones.slice(0, -1).join(', ')}, and ${zones[zones.length - 1]}` : zones.join(' and ')}`;
}

export function searchLibrary(tx: Tx, e: Search, ctx: EffectContext, ins: Ins): void {
  // "target player may search their library" (702.124j): that player searches; the controller otherwise.
  const [who] = e.who ? affected(tx, e.who, ctx) : [ctx.controller];
  if (who === undefined || !tx.s.players[who]) return;
  const p = getPlayer(tx.s, who);
  // "Search target player's library": the searcher searches that player's library (701.23a).
  const ownerId = e.whose ? affected(tx, e.whose, ctx).find((id): id is PlayerId => !!tx.s.players[id]) : p.id;
  if (!ownerId) return; // the target is illegal now (608.2b)
  const owner = getPlayer(tx.s, ownerId);
  // 701.23a: "your library and/or graveyard": the cards of each zone searched, the library's first.
  // 702.53a: the mana value of the discarded card, the source as it last existed (608.2h).
  const source = e.sourceManaValue ? sourceObject(tx, ctx) : undefined;
  const manaValue = source ? objectManaValue(tx.s, source) : undefined;
  const found = [...owner.library, ...(e.alsoFrom ?? []).flatMap((z) => p[z])].filter((id) => fits(tx.s, objectAt(tx.s, id), e, ctx.sourceName, manaValue));
  // 701.23d: a search for "a card" must find one if it can; one of a stated quality may find none (701.23b).
  const min = e.anyCard ? Math.min(e.count, found.length) : 0;
  if (ins.answer === undefined && found.length > 0) {
    ask(tx, {
      kind: 'pick',
      player: p.id,
      prompt: `As ${resolvingName(tx.s, ctx)} resolves, ${p.name} searches ${zonesSearched(tx.s, e, owner.id, p.id)} for ${searchedFor(e, ctx.sourceName, manaValue)}: choose ${e.count === 1 ? 'it' : 'them'}${min === 0 ? ', or none (a search for a card of a stated quality may find none)' : ''}.`,
      rule: min === 0 ? '701.23b' : '701.23d',
      options: optionsFor(tx.s, found),
      min,
      max: e.count,
      then: ins,
    });
    return;
  }
  const chosen = (ins.answer as ObjectId[] | undefined) ?? [];
  const names = chosen.map((id) => objectAt(tx.s, id).card);
  // 701.24a: "If you search your library this way, shuffle.": a card found elsewhere means only that
  // zone was searched; finding nothing, the player searched every zone named, the library included.
  const searchedLibrary = e.shuffle !== 'never' && (e.shuffle !== 'ifLibrary' || chosen.length === 0 || chosen.some((id) => objectAt(tx.s, id).zone === 'library'));
  log(tx, '701.23a', `${p.name} searches ${e.shuffle === 'ifLibrary' && !searchedLibrary ? `their ${objectAt(tx.s, chosen[0]).zone}` : zonesSearched(tx.s, e, owner.id, p.id)} for ${searchedFor(e, ctx.sourceName, manaValue)} and finds ${names.length ? names.join(', ') : 'nothing'}${e.reveal && names.length ? `, revealing ${names.length === 1 ? 'it' : 'them'}` : ''}.`, [p.id]);
  // "onto the battlefield under your control": the searcher's, whoever owns the card (108.3, 110.2).
  if (e.to === 'battlefield') putOntoBattlefield(tx, chosen, p.id, { tapped: e.tapped });
  else if (e.to === 'hand') for (const id of chosen) moveObject(tx, id, 'hand');
  else if (e.to !== 'top') moveObjects(tx, chosen.map((id) => ({ id, to: e.to as 'exile' | 'graveyard' })));
  if (!searchedLibrary) return;
  const [library, rng] = shuffle(getPlayer(tx.s, owner.id).library, tx.s.rng);
  // "then shuffle and put that card on top" (Vampiric Tutor): the card found stays in the library, set on top after the shuffle.
  const top = e.to === 'top' ? chosen.filter((id) => library.includes(id)) : [];
  patchPlayer(tx, owner.id, { library: [...top, ...library.filter((id) => !top.includes(id))] });
  patchState(tx, { rng });
  log(tx, '701.24a', `${owner.name} shuffles their library${top.length ? ` and puts ${names.join(', ')} on top` : ''}.`, [owner.id]);
}
