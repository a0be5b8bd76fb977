// Lowering the effects that move cards between the library, the hand, the graveyard and the
// battlefield (wave 4, library slice): a card put from the hand onto the battlefield, a card exiled
// and returned (flicker), the card of a dies trigger, where a spell countered this way goes.
import type { EffectDef } from '../engine/state/card';
import type { EffectNode, TriggerNode } from './tree';

type Node = Extract<EffectNode, { kind: 'putFromHand' }>;

export function lowerZoneMove(e: Node): EffectDef | null {
  switch (e.kind) {
    case 'putFromHand': {
      // 303.4f: an Aura put onto the battlefield needs its player to choose what it enchants, not modelled here.
      if (e.card.types?.includes('Enchantment') || e.card.subtypes?.includes('Aura')) return null;
      return { kind: 'putFromHand', card: structuredClone(e.card), ...(e.tapped ? { tapped: true } : {}), ...(e.optional ? { optional: true } : {}) };
    }
  }
}

/**
 * "Return it (that card, those cards) to the battlefield under its owner's control": the cards the
 * exile just before (`last`) put into exile, new objects there (400.7), which that exile remembers as
 * "exiled" (608.2c). Read only right after an exile of targets or of the source; after "you may
 * exile ..., then return that card" (Restoration Angel) the return is part of what the player may do.
 */
export function returnExiledEffect(e: Extract<EffectNode, { kind: 'returnExiled' }>, last: EffectDef | undefined): { def: EffectDef; inside?: EffectDef[] } | null {
  const optional = last?.kind === 'may' && !last.ifDone && last.effects.length === 1 ? last : undefined;
  const exile = optional ? optional.effects[0] : last;
  if (exile?.kind !== 'exile' || exile.remember || !('target' in exile.what || ('who' in exile.what && exile.what.who === 'self'))) return null;
  exile.remember = EXILED;
  const def: EffectDef = { kind: 'returnToBattlefield', what: { remembered: EXILED }, fromExile: true, ...(e.control === 'owner' ? { owner: true as const } : {}), ...(e.tapped ? { tapped: true as const } : {}) };
  return { def, ...(optional ? { inside: optional.effects } : {}) };
}

const EXILED = 'exiled';

/** The events that put the source (or the creature it enchants) into a graveyard: "dies", "is put into a graveyard from the battlefield". */
const DIES: readonly string[] = ['dies', 'toGraveyardFromBattlefield'];

/**
 * "return it to its owner's hand" of a trigger: after "When ~ dies" (or "When enchanted creature
 * dies", "that card") the card in the graveyard, a new object (400.7, 603.10a); after a combat event of
 * the source ("When ~ blocks", `itSelf` says so), the permanent itself.
 */
export function returnEventCardEffect(e: Extract<EffectNode, { kind: 'returnEventCard' }>, trigger: TriggerNode | undefined, itSelf: boolean): EffectDef | null {
  const t = trigger?.kind === 'trigger' ? trigger : undefined;
  const died = !!t && (e.that ? t.event === 'attachedTo' && t.what === 'dies' : DIES.includes(t.event));
  if (died) return e.to === 'hand' ? { kind: 'bounce', what: { who: 'eventCard' } } : { kind: 'putOnLibrary', what: { who: 'eventCard' } };
  return !e.that && itSelf && e.to === 'hand' ? { kind: 'bounce', what: { who: 'self' } } : null;
}

/** "If that spell is countered this way, exile it instead ...": of the one spell the counter just before targets (614.1a, 608.2c). */
export function counteredInsteadOf(e: Extract<EffectNode, { kind: 'counteredInstead' }>, last: EffectDef | undefined, oneTarget: (i: number) => boolean): boolean {
  if (last?.kind !== 'counter' || last.instead || !('target' in last.what) || !oneTarget(last.what.target)) return false;
  last.instead = e.to;
  return true;
}
