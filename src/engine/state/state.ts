// state/ (110-113, 400, 704): the game state and its objects, zones, characteristics, transactions, state-based actions.
// The game state: plain, JSON-safe data (DESIGN.md). No classes, Maps, functions or Dates.
export * from './gameState/ids';
export * from './gameState/turn';
export * from './gameState/players';
export * from './gameState/stack';
export * from './gameState/objects';
export * from './gameState/choices';
export * from './gameState/combat';
export * from './gameState/game';
export * from './gameState/prevention';
