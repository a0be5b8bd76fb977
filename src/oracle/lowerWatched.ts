// Lowering the trigger conditions that watch other objects (grammar/triggerWatch.ts) into the
// engine's trigger definitions (603.2), read by engine/stack/watchedTriggers.ts.
import type { CardType, PermanentQuality, TriggerDef } from '../engine/state/card';
import type { TriggerNode } from './tree';

type Watched = Extract<TriggerNode, { event: 'permanentDies' | 'attachedTo' | 'creatureCombat' | 'cycled' | 'dealsDamageToPlayer' | 'discarded' | 'playerDraws' | 'dealsDamage' | 'castSelf' | 'damagedByDies' | 'becomesTarget' | 'becomesBlockedByCreature' | 'blocksCreature' | 'attacksAlone' | 'attacksUnblocked' | 'dealsDamageToCreature' | 'rollsDice' | 'becomesMonarch' | 'controlsNone' | 'sacrificed' | 'playerActs' | 'permanentTurnedFaceUp' | 'permanentDoes' | 'playerLife' | 'attackDeclared' }>;

/** The other creature of a block, by its types and qualities. */
const ofFilter = (of: { permanents: CardType[]; quality?: PermanentQuality }) => ({ permanents: [...of.permanents], ...(of.quality ? { quality: structuredClone(of.quality) } : {}) });

export function lowerWatched(t: Watched): TriggerDef {
  const quality = 'quality' in t && t.quality ? { quality: structuredClone(t.quality) } : {};
  switch (t.event) {
    case 'permanentDies':
      return { event: 'permanentDies', each: { permanents: [...t.permanents], ...quality, ...(t.other ? { other: true } : {}) }, ...(t.graveyard ? { graveyard: t.graveyard } : {}) };
    case 'sacrificed':
      return { event: 'sacrificed', each: { permanents: [...t.permanents], ...quality, ...(t.other ? { other: true } : {}) }, who: t.who };
    case 'permanentDoes':
      return { event: 'permanentDoes', what: t.what, each: { permanents: [...t.permanents], ...quality, ...(t.other ? { other: true } : {}) } };
    case 'playerLife':
      return { event: 'playerLife', change: t.change, who: t.who };
    case 'attackDeclared':
      return { event: 'attackDeclared', by: t.by, ...(t.attacking ? { attacking: t.attacking } : {}), atLeast: t.atLeast, each: { permanents: ['Creature'], ...quality } };
    case 'playerActs':
      return { event: 'playerActs', action: t.action };
    case 'permanentTurnedFaceUp':
      return { event: 'permanentTurnedFaceUp', each: { permanents: [...t.permanents], ...quality, ...(t.other ? { other: true } : {}) } };
    case 'controlsNone':
      // 603.8: "you control": the permanents of the ability's controller.
      return { event: 'controlsNone', each: { permanents: [...t.permanents], quality: { ...(t.quality ? structuredClone(t.quality) : {}), controller: 'you' }, ...(t.other ? { other: true } : {}) } };
    case 'attachedTo':
      return { event: 'attachedTo', what: t.what, ...(t.bySpell ? { bySpell: true as const } : {}) };
    case 'creatureCombat':
      return { event: 'creatureCombat', what: t.what, each: { permanents: [...t.permanents], ...quality, ...(t.other ? { other: true } : {}) }, ...(t.attacked ? { attacked: t.attacked } : {}) };
    case 'cycled':
      return { event: 'cycled', who: t.who };
    case 'dealsDamageToPlayer':
      return { event: 'dealsDamageToPlayer', opponent: t.opponent, combat: t.combat };
    case 'discarded':
      return { event: 'discarded', who: t.who, ...(t.other ? { other: true as const } : {}) };
    case 'playerDraws':
      return { event: 'playerDraws', who: t.who };
    case 'dealsDamage':
      return { event: 'dealsDamage' };
    case 'castSelf':
      return { event: 'castSelf' };
    case 'damagedByDies':
      return { event: 'damagedByDies' };
    case 'becomesTarget':
      return { event: 'becomesTarget', ...(t.byOpponent ? { byOpponent: true as const } : {}), ...(t.bySpell ? { bySpell: true as const } : {}), ...(t.byYou ? { byYou: true as const } : {}) };
    case 'dealsDamageToCreature':
      return { event: 'dealsDamageToCreature', combat: t.combat };
    case 'attacksUnblocked':
      return { event: 'attacksUnblocked' };
    case 'blocksCreature':
      if (t.of) return { event: 'blocksCreature', of: ofFilter(t.of) };
      return t.attackerKeyword ? { event: 'blocksCreature', attackerKeyword: t.attackerKeyword } : { event: 'blocksCreature' };
    case 'attacksAlone':
      if (t.self) return { event: 'attacksAlone', self: true };
      return { event: 'attacksAlone', each: { permanents: ['Creature'], quality: { controller: 'you', ...(t.subtypes ? { subtypes: [...t.subtypes] } : {}) } } };
    case 'becomesBlockedByCreature':
      return t.of ? { event: 'becomesBlockedBy', of: ofFilter(t.of) } : { event: 'becomesBlockedBy' };
    case 'becomesMonarch':
      return { event: 'becomesMonarch' };
    case 'rollsDice':
      return t.natural === undefined ? { event: 'rollsDice' } : { event: 'rollsDice', natural: t.natural };
  }
}
