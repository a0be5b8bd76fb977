// The engine's public surface. It imports no card, store, UI, React or DOM (DESIGN.md).
export * from './card';
export * from './state';
export * from './actions';
export { apply, type Transition } from './apply';
export { RulesError } from './errors';
export { setupGame, playerIdAt, type Setup, type SetupCard, type SetupPlayer } from './setup';
export * from './mana';
export { next as rngNext, randomIndex, shuffle } from './rng';
export { priorityHolder } from './priority';
export { activatedAbilities, isManaAbility } from './abilities';
export { cardOf, power, toughness, isCreature, colors, typeLine, objectManaValue, hasKeyword } from './characteristics';
export { STEP_NAMES, stepAfter, isMainPhase } from './turn';
export { zoneIds, permanents } from './zones';
export { describe, playerName } from './game';
export { legalTargets, isLegalTarget } from './targets';
export { targetSpecs } from './resolving';
