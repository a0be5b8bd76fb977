// 207.2c: the ability words, which have no rules meaning ("Channel — {1}{G}, Discard ~: ...",
// "Metalcraft — ~ gets +2/+2 as long as ..."): read before an activated or a static ability.
import { alt, re, where } from './primitives';
import { KEYWORDS } from './keyword';

/** 207.2c: the ability words, which have no rules meaning ("Channel — {1}{G}, Discard ~: ..."). */
const ABILITY_WORDS = [
  'Adamant', 'Addendum', 'Alliance', 'Battalion', 'Bloodrush', 'Celebration', 'Channel', 'Chroma', 'Cohort', 'Constellation', 'Converge',
  "Council's dilemma", 'Coven', 'Delirium', 'Descend 4', 'Descend 8', 'Disappear', 'Domain', 'Eerie', 'Eminence', 'Enrage', 'Fateful hour',
  'Fathomless descent', 'Ferocious', 'Flurry', 'Formidable', 'Grandeur', 'Hellbent', 'Heroic', 'Imprint', 'Infusion', 'Inspired', 'Join forces',
  'Kinship', 'Landfall', 'Lieutenant', 'Magecraft', 'Metalcraft', 'Morbid', 'Opus', 'Pack tactics', 'Paradox', 'Parley', 'Radiance', 'Raid',
  'Rally', 'Renew', 'Repartee', 'Revolt', 'Secret council', 'Spell mastery', 'Strive', 'Survival', 'Sweep', 'Tempting offer', 'Threshold',
  'Undergrowth', 'Valiant', 'Vivid', 'Void', 'Will of the council',
];
const LISTED = re(new RegExp(`(?:${ABILITY_WORDS.join('|')}) — `));

/**
 * 207.2d: flavor words, "Siege Monster — When ~ enters, ...", tailored to one ability and listed
 * nowhere: capitalized words before the dash, but never a keyword, whose words have rules meaning
 * ("Boast — {1}{R}: ...", 702.142a), nor a Saga's chapter numbers ("I, II — ", 714.2).
 */
const FLAVOR = where(
  re(/[A-Z][a-z'’]+(?: [A-Za-z'’]+){0,4} — /),
  (m) => !KEYWORDS.includes(m[0].slice(0, -3).toLowerCase()),
);

/** An ability word or a flavor word, and the dash after it: words without rules meaning. */
export const ABILITY_WORD = alt(LISTED, FLAVOR);
