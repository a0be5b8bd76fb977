// What one card on the board shows of the game, as one selection: ObjectCard's single subscription
// to the game. Every card runs its selection on every change of the game (a board of 200
// permanents, each tap of a land: issue 16), so it is one call per card rather than one per fact,
// and its members are primitives or the engine's remembered records, compared one by one
// (shallowEqual): a card whose facts didn't change keeps its selection and isn't rendered again.
import { characteristicsOf, isCreature, objectAt, power, toughness, type GameState, type ManaType, type ObjectId } from '../../engine';
import { legalNow } from '../cast/castFlow';
import type { Draft } from '../uiStore';
import type { CombatSelection } from '../combat/selection';
import { cardInDeclaration, combatMark } from '../combat/combatView';
import { attachedLabel, hostLabel } from './attachmentView';
import { imageNameOf } from './cardFace';
import { couldProduce } from '../../engine/mana/couldProduce';

const NOTHING: readonly ManaType[] = [];

export function cardView(s: GameState, draft: Draft | null, combat: CombatSelection | null, id: ObjectId) {
  const o = objectAt(s, id);
  const creature = !!o && isCreature(s, o);
  // Its characteristics now (613): a copy's name, a type or color an effect gave it.
  const now = o && characteristicsOf(s, o);
  // The image shows the card as it is now: a copy of Grizzly Bears looks like Grizzly Bears (707.2);
  // 708.5: no image of a face-down card.
  const shownName = o && !o.faceDown && (o.zone === 'battlefield' && now ? now.name : o.card);
  const inCombat = cardInDeclaration(s, combat, id);
  return {
    o,
    def: o && s.cards[o.card],
    now,
    power: creature ? power(s, o) : undefined,
    toughness: creature ? toughness(s, o) : undefined,
    legal: legalNow(s, draft).has(id),
    // Attackers or blockers being declared, or declared: the badge, and whether the card is pressed.
    mark: combatMark(s, combat, id),
    pressable: inCombat.pressable,
    offered: inCombat.offered,
    pressed: inCombat.pressed,
    menu: inCombat.menu,
    // 301.5, 303.4: what it is attached to, and what is attached to it.
    attached: attachedLabel(s, id),
    host: hostLabel(s, id),
    imageName: o && shownName ? imageNameOf(s.cards, o, shownName) : null,
    // 106.7: what a permanent's mana abilities could produce (computed once per state, for every permanent).
    produces: o?.zone === 'battlefield' ? (couldProduce(s).byObject.get(id) ?? NOTHING) : NOTHING,
  };
}
