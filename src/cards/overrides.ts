// The pool's cards whose abilities the Oracle compiler can't write yet (issue 13, point 4): each
// keeps a hand-written definition of its abilities here, with the reason beside it. The aim is
// none: a card leaves this file as soon as the grammar and the engine read its text. The rest of
// the card (name, cost, types, Oracle text) is always the database's (pool.json).
import type { AbilityDef } from '../engine';
import { creatures } from './creatures';
import { lands } from './lands';
import { spells } from './spells';
import { manaCards } from './mana';
import { xCards } from './x';
import { copyCards } from './copies';

export type Override = { reason: string; abilities: AbilityDef[] };

const HAND = Object.fromEntries([...lands, ...creatures, ...manaCards, ...xCards, ...spells, ...copyCards].map((c) => [c.name, c.abilities]));
const hand = (name: string, reason: string): [string, Override] => [name, { reason, abilities: HAND[name] }];

export const OVERRIDES: Readonly<Record<string, Override>> = Object.fromEntries([
  hand('Viridian Joiner', 'todo'),
  hand('Reflecting Pool', 'todo'),
  hand('Exotic Orchard', 'todo'),
  hand('Fellwar Stone', 'todo'),
  hand('Harvester Druid', 'todo'),
  hand('Meteor Crater', 'todo'),
  hand('Mana Flare', 'todo'),
  hand('Heartbeat of Spring', 'todo'),
  hand('Overabundance', 'todo'),
  hand('Mana Reflection', 'todo'),
  hand('Contamination', 'todo'),
  hand('Order of Whiteclay', 'todo'),
  hand('Hangarback Walker', 'todo'),
  hand('Endless One', 'todo'),
  hand('Burst Lightning', 'todo'),
  hand('Lightning Axe', 'todo'),
  hand('Fling', 'todo'),
  hand('Forked Bolt', 'todo'),
  hand('Arc Trail', 'todo'),
  hand('Electrolyze', 'todo'),
  hand('Fiery Justice', 'todo'),
  hand('Fireball', 'todo'),
  hand('Bonfire of the Damned', 'todo'),
  hand('Momentous Fall', 'todo'),
  hand('Dawnglow Infusion', 'todo'),
  hand('Brainstorm', 'todo'),
  hand('Force of Will', 'todo'),
  hand('Cryptic Command', 'todo'),
  hand('Pyromancer Ascension', 'todo'),
  hand('Wildfire Devils', 'todo'),
  hand('Fork', 'todo'),
  hand('Reverberate', 'todo'),
  hand('Twincast', 'todo'),
  hand('Increasing Vengeance', 'todo'),
  hand('Dualcaster Mage', 'todo'),
  hand('Thousand-Year Storm', 'todo'),
]);
