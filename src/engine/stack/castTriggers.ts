// "Whenever you cast ..." (601.2i): the abilities that trigger as a spell becomes cast, or as a copy
// of one is put on the stack (707.10), their conditions checked as it is cast.
import { isOfChosen } from '../state/chosen';
import type { CastCondition } from '../state/card';
import { characteristicsOf, colors, hasSubtype, isType, objectManaValue } from '../state/characteristics';
import type { Tx } from '../state/game';
import { getPlayer } from '../state/game';
import type { GameObject, GameState, ObjectId, TriggerEvent } from '../state/state';
import { abilityIndex } from '../casting/abilityIndex';
import { copyCostsTrigger } from '../casting/copyCosts';
import { objectAt } from '../state/objectTable';
import { addPending, graveyardWatchers, triggersOf } from './pendingTrigger';


/**
 * 601.2i: "whenever you cast" abilities trigger as the spell becomes cast. Their conditions are
 * checked now, not on resolution (the seed rulings of Pyromancer Ascension).
 */
export function spellCast(tx: Tx, spellId: ObjectId, castBefore: readonly string[], copied = false): void {
  const spell = objectAt(tx.s, spellId);
  // 702.40a: storm functions on the stack, counting every spell cast before it this turn, by any
  // player. A copy is not cast (707.10): its own storm doesn't trigger.
  const own = copied ? [] : triggersOf(tx, spell, (t) => t.event === 'castSelf');
  if (own.length) {
    const others = tx.s.order.reduce((n, p) => (p === spell.controller ? n : n + getPlayer(tx.s, p).castThisTurn.length), 0);
    for (const { index } of own) addPending(tx, spell, index, { player: spell.controller, spell, object: spellId, count: castBefore.length + others });
  }
  if (!copied) copyCostsTrigger(tx, spell); // 702.153a, 702.78a
  // The permanents with triggered abilities, then the cards whose ability triggers from a graveyard (113.6m).
  const watchers = [...abilityIndex(tx.s).withTriggers.map((id) => objectAt(tx.s, id)), ...graveyardWatchers(tx)];
  for (const o of watchers) {
    const found = triggersOf(
      tx,
      o,
      (t) =>
        t.event === 'cast' &&
        // "Whenever you cast or copy ...": a copy put on the stack is not cast (707.10), and triggers only these.
        (!copied || t.orCopy === true) &&
        (t.whose === 'any' || (t.whose === 'opponent') === (o.controller !== spell.controller)) &&
        (!t.colors || t.colors.some((c) => colors(tx.s, spell).includes(c))) &&
        (!t.colorless || colors(tx.s, spell).length === 0) &&
        t.spellTypes.some((ty) => isType(tx.s, spell, ty)) &&
        !t.notTypes?.some((ty) => isType(tx.s, spell, ty)) &&
        (!t.subtypes || t.subtypes.some((st) => hasSubtype(tx.s, spell, st))) &&
        (!t.multicolored || colors(tx.s, spell).length > 1) &&
        (!t.chosen || isOfChosen(tx.s, spell, t.chosen, o)) &&
        (!t.historic || isHistoric(tx.s, spell)) &&
        (!t.manaValue || withinManaValue(objectManaValue(tx.s, spell), t.manaValue)) &&
        // The caster's spells cast before it this turn (`castBefore`), and it.
        (!t.nthThisTurn || (!copied && castBefore.length + 1 === t.nthThisTurn)) &&
        (!t.turn || castDuring(tx.s, o, t.turn)) &&
        (!t.kicked || spell.stackItem?.kicked === true) &&
        (!t.from || (t.from === 'graveyard' ? spell.stackItem?.castFrom === 'graveyard' : spell.stackItem?.castFrom !== 'hand')),
      o.zone === 'graveyard',
    );
    for (const { index, def } of found) {
      const condition = def.event === 'cast' ? def.condition : undefined;
      const event: TriggerEvent = { player: spell.controller, spell, object: spellId };
      if (condition && 'countSpellsCastBefore' in condition) {
        event.count = castBefore.filter((name) => condition.countSpellsCastBefore.some((ty) => tx.s.cards[name]?.types.includes(ty))).length;
      } else if (condition && !holdsAsCast(tx.s, o, spell, condition)) continue;
      addPending(tx, o, index, event);
    }
  }
}

/** 102.1: "during your turn", "during an opponent's turn" of the watcher's controller, as the spell becomes cast. */
const castDuring = (s: GameState, watcher: GameObject, turn: 'yours' | 'opponents') => (s.turn.active === watcher.controller) === (turn === 'yours');

/** 700.6: artifacts, legendaries and Sagas are historic. */
function isHistoric(s: GameState, o: GameObject): boolean {
  return isType(s, o, 'Artifact') || characteristicsOf(s, o).supertypes.includes('Legendary') || hasSubtype(s, o, 'Saga');
}

/** 202.3: "mana value 4 or greater", "3 or less". */
function withinManaValue(mv: number, range: { atLeast?: number; atMost?: number }): boolean {
  return mv >= (range.atLeast ?? -Infinity) && mv <= (range.atMost ?? Infinity);
}

function holdsAsCast(s: GameState, source: GameObject, spell: GameObject, c: CastCondition): boolean {
  if ('sameNameInGraveyard' in c) return s.players[spell.controller].graveyard.some((id) => objectAt(s, id).card === spell.card);
  if ('sourceCounters' in c) return (source.counters[c.sourceCounters] ?? 0) >= c.atLeast;
  // 601.2c: the targets were chosen before the spell became cast (601.2i).
  if ('targetsSource' in c) return spell.stackItem?.targets.some((group) => group.includes(source.id)) ?? false;
  return true;
}

/** A copy of a spell put on the stack (707.10): "Whenever you cast or copy an instant or sorcery spell" sees it. */
export function spellCopied(tx: Tx, copyId: ObjectId): void {
  spellCast(tx, copyId, [], true);
}
