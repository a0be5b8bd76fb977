// The "Casting" section of CARDS.md: modes, X, targets, division, costs (601.2, 118, 700.2).
import type { CardDef } from '../engine';
import {
  anyNumberOfTargets,
  anyOtherTarget,
  anyTarget,
  costParagraph,
  counter,
  damage,
  draw,
  gainLife,
  instant,
  oneOrTwoTargetsDivided,
  sorcery,
  spell,
  targetCreature,
  targetOpponent,
  targetPermanent,
  targetPlayerOrPlaneswalker,
  targetSpell,
} from './helpers';

const x = { of: 'x' } as const;

/** A one-paragraph instant or sorcery whose Oracle text is its spell ability. */
const simple = (make: typeof instant, name: string, cost: string, text: string, effects: Parameters<typeof spell>[1], targets?: Parameters<typeof spell>[2]): CardDef =>
  make({ name, cost, oracle: text, abilities: [spell(text, effects, targets)] });

export const spells: CardDef[] = [
  simple(instant, 'Lightning Bolt', '{R}', 'Lightning Bolt deals 3 damage to any target.', [damage(3)], [anyTarget]),
  simple(instant, 'Shock', '{R}', 'Shock deals 2 damage to any target.', [damage(2)], [anyTarget]),
  instant({
    name: 'Burst Lightning',
    cost: '{R}',
    oracle: 'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nBurst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.',
    abilities: [
      costParagraph('Kicker {4}', { additional: { kind: 'kicker', mana: '{4}' } }),
      spell('Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.', [damage({ of: 'ifKicked', kicked: 4, otherwise: 2 })], [anyTarget]),
    ],
  }),
  instant({
    name: 'Lightning Axe',
    cost: '{R}',
    oracle: 'As an additional cost to cast this spell, discard a card or pay {5}.\nLightning Axe deals 5 damage to target creature.',
    abilities: [
      costParagraph('As an additional cost to cast this spell, discard a card or pay {5}.', { additional: { kind: 'discardOrPay', mana: '{5}' } }),
      spell('Lightning Axe deals 5 damage to target creature.', [damage(5)], [targetCreature]),
    ],
  }),
  instant({
    name: 'Fling',
    cost: '{1}{R}',
    oracle: "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed creature's power to any target.",
    abilities: [
      costParagraph('As an additional cost to cast this spell, sacrifice a creature.', { additional: { kind: 'sacrifice', type: 'Creature' } }),
      spell("Fling deals damage equal to the sacrificed creature's power to any target.", [damage({ of: 'sacrificed', stat: 'power' })], [anyTarget]),
    ],
  }),
  simple(sorcery, 'Forked Bolt', '{R}', 'Forked Bolt deals 2 damage divided as you choose among one or two targets.', [{ kind: 'damage', amount: 2, to: { target: 0 }, divided: true }], [
    oneOrTwoTargetsDivided(2),
  ]),
  simple(sorcery, 'Arc Trail', '{1}{R}', 'Arc Trail deals 2 damage to any target and 1 damage to any other target.', [damage(2, { target: 0 }), damage(1, { target: 1 })], [
    anyTarget,
    anyOtherTarget,
  ]),
  instant({
    name: 'Electrolyze',
    cost: '{1}{U}{R}',
    oracle: 'Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card.',
    abilities: [
      spell('Electrolyze deals 2 damage divided as you choose among one or two targets.', [{ kind: 'damage', amount: 2, to: { target: 0 }, divided: true }], [oneOrTwoTargetsDivided(2)]),
      spell('Draw a card.', [draw(1)]),
    ],
  }),
  simple(
    sorcery,
    'Fiery Justice',
    '{R}{G}{W}',
    'Fiery Justice deals 5 damage divided as you choose among any number of targets. Target opponent gains 5 life.',
    [{ kind: 'damage', amount: 5, to: { target: 0 }, divided: true }, gainLife(5, { target: 1 })],
    [anyNumberOfTargets(5), targetOpponent],
  ),
  sorcery({
    name: 'Fireball',
    cost: '{X}{R}',
    oracle: 'This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage divided evenly, rounded down, among any number of targets.',
    abilities: [
      costParagraph('This spell costs {1} more to cast for each target beyond the first.', { additional: { kind: 'increasePerExtraTarget', mana: '{1}', phrase: 0 } }),
      spell('Fireball deals X damage divided evenly, rounded down, among any number of targets.', [{ kind: 'damage', amount: x, to: { target: 0 }, evenly: true }], [anyNumberOfTargets()]),
    ],
  }),
  sorcery({
    name: 'Bonfire of the Damned',
    cost: '{X}{X}{R}',
    oracle:
      "Bonfire of the Damned deals X damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.\nMiracle {X}{R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)",
    abilities: [
      spell(
        "Bonfire of the Damned deals X damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
        [{ kind: 'damage', amount: x, to: { target: 0 }, alsoCreaturesOf: true }],
        [targetPlayerOrPlaneswalker],
      ),
      costParagraph('Miracle {X}{R}', { alternative: { kind: 'miracle', mana: '{X}{R}' } }),
    ],
  }),
  instant({
    name: 'Momentous Fall',
    cost: '{2}{G}{G}',
    oracle: "As an additional cost to cast this spell, sacrifice a creature.\nYou draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness.",
    abilities: [
      costParagraph('As an additional cost to cast this spell, sacrifice a creature.', { additional: { kind: 'sacrifice', type: 'Creature' } }),
      spell("You draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness.", [
        draw({ of: 'sacrificed', stat: 'power' }),
        gainLife({ of: 'sacrificed', stat: 'toughness' }),
      ]),
    ],
  }),
  simple(sorcery, 'Dawnglow Infusion', '{X}{G/W}', 'You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast it.', [
    gainLife(x, undefined, { spent: 'G' }),
    gainLife(x, undefined, { spent: 'W' }),
  ]),
  simple(sorcery, 'Divination', '{2}{U}', 'Draw two cards.', [draw(2)]),
  instant({ name: 'Opt', cost: '{U}', oracle: 'Scry 1.\nDraw a card.', abilities: [spell('Scry 1.', [{ kind: 'scry', count: 1 }]), spell('Draw a card.', [draw(1)])] }),
  simple(instant, 'Brainstorm', '{U}', 'Draw three cards, then put two cards from your hand on top of your library in any order.', [draw(3), { kind: 'putBack', count: 2 }]),
  instant({
    name: 'Think Twice',
    cost: '{1}{U}',
    oracle: 'Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
    abilities: [spell('Draw a card.', [draw(1)]), costParagraph('Flashback {2}{U}', { alternative: { kind: 'flashback', mana: '{2}{U}' } })],
  }),
  simple(instant, 'Counterspell', '{U}{U}', 'Counter target spell.', [counter()], [targetSpell]),
  instant({
    name: 'Force of Will',
    cost: '{3}{U}{U}',
    oracle: "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.\nCounter target spell.",
    abilities: [
      costParagraph("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.", {
        alternative: { kind: 'alternative', life: 1, exileFromHand: { color: 'U', count: 1 } },
      }),
      spell('Counter target spell.', [counter()], [targetSpell]),
    ],
  }),
  instant({
    name: 'Cryptic Command',
    cost: '{1}{U}{U}{U}',
    oracle: 'Choose two —\n• Counter target spell.\n• Return target permanent to its owner\'s hand.\n• Tap all creatures your opponents control.\n• Draw a card.',
    abilities: [
      {
        kind: 'spell',
        text: 'Choose two —',
        effects: [],
        modes: {
          choose: 2,
          options: [
            { text: 'Counter target spell.', targets: [targetSpell], effects: [counter()] },
            { text: "Return target permanent to its owner's hand.", targets: [targetPermanent], effects: [{ kind: 'bounce', what: { target: 0 } }] },
            { text: 'Tap all creatures your opponents control.', effects: [{ kind: 'tapAll', creaturesOf: 'opponents' }] },
            { text: 'Draw a card.', effects: [draw(1)] },
          ],
        },
      },
    ],
  }),
];
