// What a card's frame shows, from the game: on the battlefield its characteristics now (613: a
// copy's name, a type or color an effect gave it, its power/toughness after effects), elsewhere
// the card as printed; what is marked on it; and the name its image is looked up by. Pure.
import { characteristicsOf, chosenWords, isCreature, objectAt, power, toughness, typeLine, typeLineOf, type CardDef, type Characteristics, type GameObject, type GameState, type ObjectId } from '../../engine';
import type { CardFace } from './CardFrame';

/** How the page names a face-down spell or permanent (708.2a: it has no name). */
export const FACE_DOWN_NAME = 'Face-down 2/2';

const printedPt = (def: CardDef): [number, number] | undefined => (def.power !== undefined && def.toughness !== undefined ? [def.power, def.toughness] : undefined);

/** The face of `o` (its definition `def`), given its characteristics now and, for a creature, its power and toughness. */
export function faceFrom(o: GameObject, def: CardDef, now: Characteristics, pt: [number, number] | undefined, autoTap = false): CardFace {
  const onBattlefield = o.zone === 'battlefield';
  // 708.5, 708.2a: a face-down spell or permanent shows no name, text or cost (its controller may look at it in the Layers panel).
  if (o.faceDown) {
    return { name: FACE_DOWN_NAME, typeLine: 'Creature', colors: [], pt: pt ?? [2, 2], printed: { name: FACE_DOWN_NAME, typeLine: 'Creature', pt: [2, 2] }, tapped: onBattlefield && o.tapped, damage: onBattlefield ? o.damage : 0, counters: o.counters, sick: onBattlefield && pt !== undefined && o.sick, token: false, copy: false, oracle: '', autoTap };
  }
  const creature = pt !== undefined;
  return {
    name: onBattlefield ? now.name : o.card,
    manaCost: onBattlefield ? now.manaCost : def.manaCost,
    typeLine: onBattlefield ? typeLineOf(now) : typeLine(def),
    colors: now.colors,
    pt,
    printed: { name: o.card, typeLine: typeLine(def), pt: printedPt(def) },
    // 306.5c: a planeswalker's loyalty is the number of loyalty counters on it; in a hand, the printed one.
    loyalty: now.types.includes('Planeswalker') ? (onBattlefield ? (o.counters.loyalty ?? 0) : def.loyalty) : undefined,
    tapped: onBattlefield && o.tapped,
    damage: onBattlefield ? o.damage : 0,
    counters: o.counters,
    sick: onBattlefield && creature && o.sick,
    token: o.token,
    copy: o.copy,
    oracle: def.oracle,
    ...(onBattlefield && o.chosen ? { chosen: chosenWords(o.chosen) } : {}),
    autoTap,
    def,
  };
}

/** The face of object `id` in `s`, for the large view; null for an object that is gone. */
export function faceOf(s: GameState, id: ObjectId): CardFace | null {
  const o = objectAt(s, id);
  const def = o && s.cards[o.card];
  if (!o || !def) return null;
  const creature = o.zone !== 'stack' && isCreature(s, o);
  return faceFrom(o, def, characteristicsOf(s, o), creature ? [power(s, o), toughness(s, o)] : undefined);
}

/**
 * The name a card's image is looked up by: the name it has now (a copy of Grizzly Bears looks
 * like Grizzly Bears, 707.2), or null for what has no printed card to show: a token (111.1), a
 * custom card (SCENARIO.md, `cards`), a name the game has no definition of.
 */
export function imageNameOf(cards: GameState['cards'], o: GameObject, name: string): string | null {
  if (o.token) return null;
  const def = cards[name];
  if (!def || def.custom) return null;
  return name;
}
