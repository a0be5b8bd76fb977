// Targeting phrases as the cards say them (115).
import type { Amount, TargetSpec } from '../engine';

const ANY = { players: 'any', permanents: ['Creature', 'Planeswalker'] } as const;

export const anyTarget: TargetSpec = { phrase: 'any target', filter: { ...ANY, permanents: [...ANY.permanents] } };
export const anyOtherTarget: TargetSpec = { ...anyTarget, phrase: 'any other target', differentFrom: [0] };
export const targetSpell: TargetSpec = { phrase: 'target spell', filter: { spells: 'any' } };
export const targetInstantOrSorcerySpell: TargetSpec = { phrase: 'target instant or sorcery spell', filter: { spells: ['Instant', 'Sorcery'] } };
export const targetCreature: TargetSpec = { phrase: 'target creature', filter: { permanents: ['Creature'] } };
export const targetPermanent: TargetSpec = { phrase: 'target permanent', filter: { permanents: ['Creature', 'Artifact', 'Enchantment', 'Land', 'Planeswalker'] } };
export const targetOpponent: TargetSpec = { phrase: 'target opponent', filter: { players: 'opponent' } };
export const targetPlayerOrPlaneswalker: TargetSpec = { phrase: 'target player or planeswalker', filter: { players: 'any', permanents: ['Planeswalker'] } };

/** "N damage divided as you choose among one or two targets" (601.2d). */
export const oneOrTwoTargetsDivided = (divide: Amount): TargetSpec => ({ ...anyTarget, phrase: 'one or two targets', min: 1, max: 2, divide });

/** "any number of targets", optionally with a division. */
export const anyNumberOfTargets = (divide?: Amount): TargetSpec =>
  divide === undefined ? { ...anyTarget, phrase: 'any number of targets', anyNumber: true } : { ...anyTarget, phrase: 'any number of targets', anyNumber: true, divide };
