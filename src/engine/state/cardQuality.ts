// Whether a card has a stated quality ("a basic land card", "a green creature card", "a Goblin
// permanent card"), and the words for it. A card's characteristics are its own in a hidden zone or
// the graveyard (400.2: only the battlefield's objects are permanents; 110.4b: a permanent card).
import type { CardQuality, CardType, Color } from './card';
import { cardOf, colors, isType, objectManaValue } from './characteristics';
import { withArticle } from './game';
import type { GameObject, GameState } from './state';

/** 110.4b: the permanent types; a "permanent card" has one of them. */
const PERMANENT_TYPES: CardType[] = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];
const COLOR_WORDS: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

export function hasQuality(s: GameState, o: GameObject, q: CardQuality): boolean {
  const def = cardOf(s, o);
  if (q.types && !q.types.some((t) => isType(s, o, t))) return false;
  if (q.permanent && !PERMANENT_TYPES.some((t) => isType(s, o, t))) return false;
  if (!(q.supertypes ?? []).every((t) => def.supertypes?.includes(t))) return false;
  if (q.subtypes && !q.subtypes.some((t) => def.subtypes?.includes(t))) return false;
  if (q.colors && !q.colors.some((c) => colors(s, o).includes(c))) return false;
  return q.manaValueAtMost === undefined || objectManaValue(s, o) <= q.manaValueAtMost;
}

/** "a basic land card", "a blue or red creature card", "a Goblin permanent card". */
export function qualityWords(q: CardQuality): string {
  const words = [
    ...(q.supertypes ?? []).map((t) => t.toLowerCase()),
    ...(q.colors?.length ? [q.colors.map((c) => COLOR_WORDS[c]).join(' or ')] : []),
    ...(q.subtypes?.length ? [q.subtypes.join(' or ')] : []),
    ...(q.types?.length ? [q.types.map((t) => t.toLowerCase()).join(' or ')] : []),
    ...(q.permanent ? ['permanent'] : []),
    'card',
  ].join(' ');
  return `${withArticle(words)}${q.manaValueAtMost !== undefined ? ` with mana value ${q.manaValueAtMost} or less` : ''}`;
}
