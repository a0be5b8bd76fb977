// Players, objects and zones as the state names them (102, 109, 400.1).

export type PlayerId = string;
export type ObjectId = string;
/** A player or an object: the two kinds of thing a target or a reference can be. */
export type EntityId = PlayerId | ObjectId;

export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile';
