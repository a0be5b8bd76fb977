// Amounts read from the game (issue 17): "where X is ..." (107.3c) over any sentence, devotion
// (700.5), domain (305.6), the party (700.8), "the greatest power among ...", and "until end of turn
// for each ..." (608.2h), including "for each creature blocking it" (509.1h); life gained or lost
// equal to such a number, "the life lost this way", a target's stat as it last existed (608.2h);
// "costs {1} less to cast for each ..." by such a number (601.2f).
import { snapshotFamilies } from './snapshotFamilies';

snapshotFamilies('amounts read from the game', {
  'where X is': ['Krenko, Mob Boss', 'Sanguimancy', 'Grindclock', 'Akroan Hoplite'],
  devotion: ['Aspect of Hydra', 'Blight-Breath Catoblepas', 'Fanatic of Mogis'],
  'party and domain': ['Allied Assault', 'Kabira Outrider', 'Gaea\'s Might', 'Kavu Scout', 'Drag Down'],
  'greatest among': ['Boon of Boseiju'],
  'until end of turn for each': ['Might of the Masses', 'Mutilate', 'Knotvine Paladin', 'Elvish Berserker', 'Jungle Wurm', 'Gang of Elk'],
  'static for each, times': ['Dread Slag'],
  'life equal to, life for each (119.3)': ['Blood Tithe', 'Kokusho, the Evening Star', "Gerrard's Wisdom", "Nylea's Disciple", 'Bishop of the Bloodstained'],
  "the target's stat, as it last existed (608.2h)": ['Divine Offering', 'Vendetta', 'Heal the Scars', 'Bottle Golems'],
  'costs less by a count (601.2f)': ['Sea Gate Colossus', 'Marshmist Titan', 'Deadly Alliance'],
  'one for each one counted (608.2h)': ['Elvish Promenade', 'Flow of Ideas', 'Immaculate Magistrate', 'Grief Tyrant', 'Black Market Tycoon'],
  "where X is the target's stat (608.2c)": ['Rush of Blood', 'Nantuko Mentor', 'Ukkima, Stalking Shadow'],
  'a static ability\'s X (107.3c, 611.3a)': ["Runechanter's Pike", 'Fear of Death', 'Spontaneous Mutation', 'Bonesplitter'],
  'enters with X counters, or one for each (614.1c)': ['Stag Beetle', 'Custodi Soulbinders', 'Academy Elite', 'Golgari Grave-Troll'],
  // not modelled: the creature another player sacrificed; "its controller" after a move to the library
  'left unmodelled on purpose': ['Consuming Vapors', 'Condemn'],
});
