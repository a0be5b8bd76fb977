// Random play (issue 7): a seeded generator of legal actions, and the invariants every state must
// keep after every action (DESIGN.md, "Errors and bad input"). The card pool is the caller's: the
// engine imports no card. The generator draws from mulberry32 (rng.ts), as the game does.
export { rand, type Rand } from './randomPlay/rand';
export { randomPosition } from './randomPlay/position';
export { castOptions } from './randomPlay/casting';
export { randomAnswer, plainAnswers } from './randomPlay/answers';
export { randomAction } from './randomPlay/action';
export { checkInvariants, cardCount, cardsConserved, choiceAnswerable } from './randomPlay/invariants';
export { randomPlay, describeFailure, type PlayFailure, type PlayResult, type PlayHooks } from './randomPlay/run';
