// Database cards that bring combat into random play (issue 14): creatures with the evergreen
// keywords (flying, reach, first strike, double strike, deathtouch, lifelink, trample, vigilance,
// menace, defender, indestructible, protection), a combat damage trigger, and planeswalkers to
// attack. Compiled from their Oracle text as any database card is; added to the CARDS.md pool by
// `npm run fuzz:play` and by random play's combat test.
import type { CardDef } from '../engine/state/card';
import { cardDefinitionFor } from './lookup';

export const COMBAT_NAMES = [
  'Serra Angel', 'Vampire Nighthawk', 'Giant Spider', 'Wind Drake', 'Boggart Brute', 'Youthful Knight', 'White Knight',
  'Boros Swiftblade', 'Fencing Ace', 'Swiftblade Vindicator', 'Typhoid Rats', 'Darksteel Myr', 'Wall of Stone',
  'Llanowar Knight', 'Argothian Swine', 'Scroll Thief', 'Walking Corpse', 'Elite Vanguard', 'Jace Beleren', 'Garruk Wildspeaker',
];

/** The combat cards' definitions; a name the database lacks is an error, not a silent gap. */
export function combatCards(): CardDef[] {
  return COMBAT_NAMES.map((name) => {
    const def = cardDefinitionFor(name);
    if (!def) throw new Error(`combat pool: ${name} is not in the card database`);
    return def;
  });
}
