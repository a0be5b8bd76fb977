// The shape of a card definition: plain data the engine interprets (DESIGN.md, "Cards are data").
// The engine never imports a card; definitions travel in the game state (state.cards).
export * from './card/characteristics';
export * from './card/keywords';
export * from './card/targets';
export * from './card/amounts';
export * from './card/mana';
export * from './card/effects';
export * from './card/triggers';
export * from './card/statics';
export * from './card/costs';
export * from './card/abilities';
export * from './card/cardDef';
