// The seed cards and the "Copies" section of CARDS.md (707.10, 707.12).
import type { AbilityDef, CardDef, EffectDef } from '../engine';
import { costParagraph, counters, creature, instant, keyword, permanent, spell, targetInstantOrSorcerySpell, triggered } from './helpers';

const INSTANT_OR_SORCERY = ['Instant', 'Sorcery'] as const;
const copyTarget = (color?: 'R'): EffectDef => ({ kind: 'copySpell', what: { target: 0 }, newTargets: true, ...(color ? { color } : {}) });
const copyTargetSpell = (name: string, cost: string): CardDef => {
  const text = 'Copy target instant or sorcery spell. You may choose new targets for the copy.';
  return instant({ name, cost, oracle: text, abilities: [spell(text, [copyTarget()], [targetInstantOrSorcerySpell])] });
};

const ascensionCounter: AbilityDef = triggered(
  'Whenever you cast an instant or sorcery spell that has the same name as a card in your graveyard, you may put a quest counter on this enchantment.',
  { event: 'cast', spellTypes: [...INSTANT_OR_SORCERY], whose: 'you', condition: { sameNameInGraveyard: true } },
  [{ kind: 'may', prompt: 'put a quest counter on Pyromancer Ascension', effects: [counters('quest', 1)] }],
);
const ascensionCopy: AbilityDef = triggered(
  'Whenever you cast an instant or sorcery spell while this enchantment has two or more quest counters on it, you may copy that spell. You may choose new targets for the copy.',
  { event: 'cast', spellTypes: [...INSTANT_OR_SORCERY], whose: 'you', condition: { sourceCounters: 'quest', atLeast: 2 } },
  [{ kind: 'may', prompt: 'copy that spell (you may choose new targets for the copy)', effects: [{ kind: 'copySpell', what: { who: 'eventSpell' }, newTargets: true }] }],
);

const WILDFIRE =
  'When this creature enters and at the beginning of your upkeep, choose a player at random. That player exiles an instant or sorcery card from their graveyard. Copy that card. You may cast the copy without paying its mana cost.';

export const copyCards: CardDef[] = [
  permanent({
    name: 'Pyromancer Ascension',
    cost: '{1}{R}',
    types: ['Enchantment'],
    oracle: `${(ascensionCounter as { text: string }).text}\n${(ascensionCopy as { text: string }).text}`,
    abilities: [ascensionCounter, ascensionCopy],
  }),
  creature({
    name: 'Wildfire Devils',
    cost: '{3}{R}',
    subtypes: ['Devil'],
    pt: [4, 2],
    oracle: WILDFIRE,
    abilities: [
      triggered(WILDFIRE, [{ event: 'enters' }, { event: 'beginningOfStep', step: 'upkeep', whose: 'yours' }], [
        { kind: 'randomPlayer', remember: 'player' },
        { kind: 'exileFromGraveyard', chooser: { remembered: 'player' }, types: [...INSTANT_OR_SORCERY], remember: 'card' },
        { kind: 'copyCard', what: { remembered: 'card' }, remember: 'copy' },
        { kind: 'castCard', what: { remembered: 'copy' }, withoutPaying: true },
      ]),
    ],
  }),
  instant({
    name: 'Fork',
    cost: '{R}{R}',
    oracle: 'Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.',
    abilities: [spell('Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.', [copyTarget('R')], [targetInstantOrSorcerySpell])],
  }),
  copyTargetSpell('Reverberate', '{R}{R}'),
  copyTargetSpell('Twincast', '{U}{U}'),
  instant({
    name: 'Increasing Vengeance',
    cost: '{R}{R}',
    oracle:
      'Copy target instant or sorcery spell you control. If this spell was cast from a graveyard, copy that spell twice instead. You may choose new targets for the copies.\nFlashback {3}{R}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
    abilities: [
      spell(
        'Copy target instant or sorcery spell you control. If this spell was cast from a graveyard, copy that spell twice instead. You may choose new targets for the copies.',
        [{ kind: 'copySpell', what: { target: 0 }, times: { of: 'ifCastFrom', zone: 'graveyard', then: 2, otherwise: 1 }, newTargets: true }],
        [{ ...targetInstantOrSorcerySpell, phrase: 'target instant or sorcery spell you control', filter: { ...targetInstantOrSorcerySpell.filter, yours: true } }],
      ),
      costParagraph('Flashback {3}{R}{R}', { alternative: { kind: 'flashback', mana: '{3}{R}{R}' } }),
    ],
  }),
  creature({
    name: 'Dualcaster Mage',
    cost: '{1}{R}{R}',
    subtypes: ['Human', 'Wizard'],
    pt: [2, 2],
    oracle: 'Flash\nWhen this creature enters, copy target instant or sorcery spell. You may choose new targets for the copy.',
    abilities: [
      keyword('flash'),
      triggered('When this creature enters, copy target instant or sorcery spell. You may choose new targets for the copy.', { event: 'enters' }, [copyTarget()], [targetInstantOrSorcerySpell]),
    ],
  }),
  permanent({
    name: 'Thousand-Year Storm',
    cost: '{4}{U}{R}',
    types: ['Enchantment'],
    oracle: "Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast before it this turn. You may choose new targets for the copies.",
    abilities: [
      triggered(
        "Whenever you cast an instant or sorcery spell, copy it for each other instant and sorcery spell you've cast before it this turn. You may choose new targets for the copies.",
        { event: 'cast', spellTypes: [...INSTANT_OR_SORCERY], whose: 'you', condition: { countSpellsCastBefore: [...INSTANT_OR_SORCERY] } },
        [{ kind: 'copySpell', what: { who: 'eventSpell' }, times: { of: 'eventCount' }, newTargets: true }],
      ),
    ],
  }),
];
