// 207.2c: the ability words, which have no rules meaning ("Channel — {1}{G}, Discard ~: ...",
// "Metalcraft — ~ gets +2/+2 as long as ..."): read before an activated or a static ability.
import { re } from './primitives';

/** 207.2c: the ability words, which have no rules meaning ("Channel — {1}{G}, Discard ~: ..."). */
const ABILITY_WORDS = [
  'Adamant', 'Addendum', 'Alliance', 'Battalion', 'Bloodrush', 'Celebration', 'Channel', 'Chroma', 'Cohort', 'Constellation', 'Converge',
  "Council's dilemma", 'Coven', 'Delirium', 'Descend 4', 'Descend 8', 'Disappear', 'Domain', 'Eerie', 'Eminence', 'Enrage', 'Fateful hour',
  'Fathomless descent', 'Ferocious', 'Flurry', 'Formidable', 'Grandeur', 'Hellbent', 'Heroic', 'Imprint', 'Infusion', 'Inspired', 'Join forces',
  'Kinship', 'Landfall', 'Lieutenant', 'Magecraft', 'Metalcraft', 'Morbid', 'Opus', 'Pack tactics', 'Paradox', 'Parley', 'Radiance', 'Raid',
  'Rally', 'Renew', 'Repartee', 'Revolt', 'Secret council', 'Spell mastery', 'Strive', 'Survival', 'Sweep', 'Tempting offer', 'Threshold',
  'Undergrowth', 'Valiant', 'Vivid', 'Void', 'Will of the council',
];
export const ABILITY_WORD = re(new RegExp(`(?:${ABILITY_WORDS.join('|')}) — `));
